import { messages } from '@sanchay/domain';
import { NavLink } from 'react-router';
import { ACCOUNT_AREA_PATHS } from '../paths';

/** Spec 1 §2 "Account sidebar": Profile, Risk Profile, Portfolio, My SIPs, Transactions, Mandates, My STPs. */
export const ACCOUNT_SIDEBAR_LINKS = messages.navigation.sidebar.map((label, i) => ({ label, to: ACCOUNT_AREA_PATHS[i] ?? '/profile' }));

/**
 * The account pages' sidebar. `disabled` (a major status set in the session, spec 1 §2) keeps
 * the list visible but not navigable.
 */
export function AccountSidebar({ disabled = false }: { disabled?: boolean }) {
  return (
    <nav className="account-sidebar" aria-label="Account">
      <ul>
        {ACCOUNT_SIDEBAR_LINKS.map((item) => (
          <li key={item.to}>
            {disabled ? (
              <span className="account-sidebar__link is-disabled" aria-disabled="true">
                {item.label}
              </span>
            ) : (
              <NavLink
                to={item.to}
                end={item.to === '/profile'}
                className={({ isActive }) => (isActive ? 'account-sidebar__link is-active' : 'account-sidebar__link')}
              >
                {item.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
