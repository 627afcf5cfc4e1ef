import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Suggestion } from '@sanchay/contract';
import { canSuggest, productMessages, SEARCH_MAX_CHARS } from '@sanchay/domain';
import { Button, SearchIcon, VisuallyHidden, FundName, FundPlanChips, useDebouncedValue } from '../../../ui';
import { catalogueMessages } from '../catalogue-messages';
import { useSuggestions } from '../catalogue-queries';
import { fundDetailPath, searchResultsPath } from '../../../app/paths';
import { saveRecentSearch } from '../recent-searches';
import './search.css';

const t = catalogueMessages.search;
/** Spec 3 §9: suggestions 5. */
const MAX_SUGGESTIONS = 5;
const DEBOUNCE_MS = 150;

export interface SearchComboboxProps {
  /** 'header': a compact box with a floating list; 'panel': full width, the list in the flow. */
  variant: 'header' | 'panel';
  autoFocus?: boolean;
  onTextChange?: (text: string) => void;
}

/**
 * The fund search box: an ARIA 1.2 combobox (spec 1 §2 "Header", §5 "Header search").
 * Enter searches (/search?keywords=); after more than 3 characters a debounced lookup suggests up
 * to 5 funds; arrows move through them, Enter or a click opens the fund, Escape closes the list.
 */
export function SearchCombobox({ variant, autoFocus, onTextChange }: SearchComboboxProps) {
  const navigate = useNavigate();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  // What is searched: trimmed, inner runs of spaces made one (as the server's search-text rule).
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const longEnough = canSuggest(trimmed);
  const debounced = useDebouncedValue(trimmed, DEBOUNCE_MS);
  const { data, isFetching, isError, fetchStatus, refetch } = useSuggestions(longEnough ? debounced : '');
  const suggestions: Suggestion[] = longEnough && data ? data.slice(0, MAX_SUGGESTIONS) : [];
  const expanded = open && suggestions.length > 0;
  const noMatches = open && longEnough && debounced === trimmed && !isFetching && data !== undefined && data.length === 0;
  // Offline (the lookup waits for the network) or failed: say so, with a retry, rather than
  // showing nothing. Not tied to `open`, so that the retry can be reached with Tab.
  const offline = fetchStatus === 'paused';
  const unavailable = longEnough && debounced === trimmed && data === undefined && (offline || (isError && !isFetching));

  const changeText = (next: string) => {
    setText(next);
    setOpen(true);
    setActiveIndex(-1);
    onTextChange?.(next);
  };

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const pick = (s: Suggestion) => {
    saveRecentSearch(trimmed || s.schemeName);
    close();
    setText('');
    onTextChange?.('');
    navigate(fundDetailPath(s, { from: 'search' }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (expanded && activeIndex >= 0 && suggestions[activeIndex]) {
      pick(suggestions[activeIndex]);
      return;
    }
    if (!trimmed) return;
    saveRecentSearch(trimmed);
    close();
    navigate(searchResultsPath(trimmed));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = suggestions.length;
    switch (e.key) {
      case 'ArrowDown':
        if (n === 0) return;
        e.preventDefault();
        setOpen(true);
        setActiveIndex((i) => (!expanded || i >= n - 1 ? 0 : i + 1));
        break;
      case 'ArrowUp':
        if (n === 0) return;
        e.preventDefault();
        setOpen(true);
        setActiveIndex((i) => (!expanded || i <= 0 ? n - 1 : i - 1));
        break;
      case 'Escape':
        if (expanded) {
          e.preventDefault();
          close();
        } else if (text) {
          e.preventDefault();
          changeText('');
          setOpen(false);
        }
        break;
      default:
        break;
    }
  };

  return (
    <form
      role="search"
      aria-label={t.label}
      className={`cat-search cat-search--${variant}`}
      onSubmit={submit}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t.label}
      </label>
      <div className="cat-search__field">
        <SearchIcon size={20} className="cat-search__icon" />
        <input
          id={inputId}
          className="cat-search__input"
          type="text"
          role="combobox"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          // The mobile search panel exists to type into: focus on arrival is what the visitor asked for.
          autoFocus={autoFocus}
          placeholder={t.placeholder}
          maxLength={SEARCH_MAX_CHARS}
          value={text}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          onChange={(e) => changeText(e.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={close}
        />
        {trimmed ? (
          <Button type="submit" size="small" className="cat-search__submit">
            {t.button}
          </Button>
        ) : null}
      </div>
      {expanded ? (
        <ul id={listId} role="listbox" aria-label={t.suggestions} className="cat-search__list">
          {suggestions.map((s, i) => (
            <li
              key={s.schemeId}
              id={optionId(i)}
              role="option"
              aria-selected={i === activeIndex}
              className="cat-search__option"
              // Keep focus in the input: the click picks, the input's blur must not close the list first.
              onMouseDown={(e) => e.preventDefault()}
              onMouseMove={() => setActiveIndex(i)}
              onClick={() => pick(s)}
            >
              <FundName official={s.schemeName} className="cat-search__option-name" />
              <span className="cat-search__option-meta">
                <FundPlanChips official={s.schemeName} /> {s.category} · {s.subCategory}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {noMatches ? <p className="cat-search__none">{t.noSuggestions}</p> : null}
      {unavailable ? (
        <p className="cat-search__none cat-search__unavailable" role="alert">
          {offline ? productMessages.search.offline : productMessages.search.suggestionsFailed}{' '}
          <Button
            variant="ghost"
            size="small"
            // Keeps focus (and the text) in the box when clicked.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => void refetch()}
          >
            {catalogueMessages.retry}
          </Button>
        </p>
      ) : null}
      <VisuallyHidden>
        <span role="status">{expanded ? t.suggestionsCount(suggestions.length) : noMatches ? t.noSuggestions : ''}</span>
      </VisuallyHidden>
    </form>
  );
}
