import { lazy, Suspense, useState } from 'react';
import { HelpIcon, VisuallyHidden } from '../../ui';

// The dropdown's code (Radix DropdownMenu, floating-ui) loads just after the header paints, so it
// is not part of the home page's first load.
const HelpMenuImpl = lazy(() => import('./help-menu'));

/** The header's Help dropdown; a click while its code is still on the way opens it on arrival. */
export function HelpMenu({ compact = false }: { compact?: boolean }) {
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const fallback = (
    <button
      type="button"
      className="icon-button icon-button--labelled"
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setOpenOnArrival(true)}
    >
      <HelpIcon />
      {compact ? <VisuallyHidden>Help</VisuallyHidden> : <span>Help</span>}
    </button>
  );
  return (
    <Suspense fallback={fallback}>
      <HelpMenuImpl compact={compact} defaultOpen={openOnArrival} />
    </Suspense>
  );
}
