import { Suspense, useState } from 'react';
import { HelpIcon, VisuallyHidden, lazyComponent } from '../../ui';

// The dropdown's code (Radix DropdownMenu, floating-ui, about 30 KB gzip) is fetched when someone
// reaches for the button (pointer over it, focus) and mounted on the first click, which opens it.
// Until then the header shows a plain button of the same look, name and role, so no page's first
// load fetches or runs the menu.
const loadHelpMenu = () => import('./help-menu');
const HelpMenuImpl = lazyComponent('shell/HelpMenuImpl', loadHelpMenu);

/** The header's Help dropdown. */
export function HelpMenu({ compact = false }: { compact?: boolean }) {
  const [opened, setOpened] = useState(false);
  const button = (
    <button
      type="button"
      className="icon-button icon-button--labelled"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadHelpMenu()}
      onFocus={() => void loadHelpMenu()}
      onClick={() => setOpened(true)}
    >
      <HelpIcon />
      {compact ? <VisuallyHidden>Help</VisuallyHidden> : <span>Help</span>}
    </button>
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <HelpMenuImpl compact={compact} defaultOpen />
    </Suspense>
  );
}
