import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { ChevronDownIcon, UserIcon, VisuallyHidden } from '../../ui';
import { ACCOUNT_MENU_LINKS, LOGOUT_LABEL } from './account-links';

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
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="account-entry">
        <UserIcon size={22} />
        {compact ? <VisuallyHidden>Account menu for {displayName}</VisuallyHidden> : <span>{displayName}</span>}
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
