import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { productMessages } from '@sanchay/domain';
import { Button, DialogRoot, DialogCloseButton } from '../../../ui';
import { catalogueMessages } from '../catalogue-messages';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

/**
 * A popup with one set of radio choices, Apply and (optionally) Reset: the NFO list's Filter By
 * and Sort By (spec 3 §2, §4). Radix Dialog traps focus, closes on Escape and returns focus to
 * its button. The choice applies only on Apply, so arrowing through the radios changes nothing.
 */
export function ChoiceDialog<T extends string>({
  title,
  choices,
  value,
  onApply,
  onReset,
}: {
  title: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onApply: (value: T) => void;
  onReset?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<T | null>(value);
  const name = useId();
  const t = catalogueMessages.nfo;

  return (
    <DialogRoot
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(value);
        setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="secondary" size="small">
          {title}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content" aria-describedby={undefined}>
          <Dialog.Title className="dialog-title">{title}</Dialog.Title>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (draft !== null) onApply(draft);
              setOpen(false);
            }}
          >
            <fieldset className="cat-choices">
              <legend className="visually-hidden">{title}</legend>
              {choices.map((choice) => (
                <label key={choice.value} className="cat-choice">
                  <input
                    type="radio"
                    name={name}
                    value={choice.value}
                    checked={draft === choice.value}
                    onChange={() => setDraft(choice.value)}
                  />
                  <span>{choice.label}</span>
                </label>
              ))}
            </fieldset>
            <div className="dialog-actions">
              {onReset ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    onReset();
                    setOpen(false);
                  }}
                >
                  {productMessages.nfo.reset}
                </Button>
              ) : null}
              <Button type="submit" variant="primary" disabled={draft === null}>
                {t.apply}
              </Button>
            </div>
          </form>
          <DialogCloseButton label={catalogueMessages.detail.close} />
        </Dialog.Content>
      </Dialog.Portal>
    </DialogRoot>
  );
}
