import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { ChevronDownIcon, UserIcon } from '../../ui';
import { ACCOUNT_MENU_LINKS, LOGOUT_LABEL } from './account-links';

/**
 * The name a phone's header has room for: the first name ('Asha'), whole, where the full name
 * was cut to 'Asha Ve…' and squeezed the wordmark (issue 23 §6). A first name longer than the
 * space still ends in an ellipsis.
 */
function compactName(displayName: string): string {
  return displayName.trim().split(/\s+/)[0] ?? displayName;
}

/** The signed-in account menu (spec 1 §2 "Header"): the account pages, then Logout. */
export default function SignedInMenu({
  displayName,
  compact,
  onSignOut,
}: {
  displayName: string;
  compact: boolean;
  onSignOut: () => void;
}) {
  return (
    // Not modal, as the help menu: a modal menu hides the rest of the page with aria-hidden while
    // its links stay focusable, which axe reports (aria-hidden-focus, serious) while it is open.
    <DropdownMenu.Root modal={false}>
      {/* Spec 1 §4: the header shows the signed-in name, on phones too (the first name there). A
          long name ends in an ellipsis; the full name stays in the accessible name and the tooltip. */}
      <DropdownMenu.Trigger
        className={compact ? 'account-entry account-entry--compact' : 'account-entry'}
        aria-label={`Account menu for ${displayName}`}
        title={displayName}
      >
        <UserIcon size={22} />
        <span className="account-entry__name">{compact ? compactName(displayName) : displayName}</span>
        <ChevronDownIcon size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
          {ACCOUNT_MENU_LINKS.map((item) => (
            <DropdownMenu.Item key={item.to} asChild className="menu__item">
              <Link to={item.to}>{item.label}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="menu__separator" />
          <DropdownMenu.Item className="menu__item" onSelect={onSignOut}>
            {LOGOUT_LABEL}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
