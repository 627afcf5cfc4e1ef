import { messages } from '@sanchay/domain';
import { NavLink } from 'react-router';
import { DashboardIcon, ExploreIcon, UserIcon } from '../../ui';

const [EXPLORE, DASHBOARD, PROFILE] = messages.navigation.footerTabs;

/** Spec 1 §2: the phone's bottom tabs: Explore, Dashboard, Profile. */
export const MOBILE_TABS = [
  { label: EXPLORE, to: '/home', Icon: ExploreIcon, end: true },
  { label: DASHBOARD, to: '/profile/portfolio', Icon: DashboardIcon, end: false },
  { label: PROFILE, to: '/profile', Icon: UserIcon, end: true },
] as const;

export function MobileTabs() {
  return (
    <nav className="mobile-tabs" aria-label="Main">
      <ul>
        {MOBILE_TABS.map(({ label, to, Icon, end }) => (
          <li key={to}>
            <NavLink to={to} end={end} className={({ isActive }) => (isActive ? 'mobile-tabs__tab is-active' : 'mobile-tabs__tab')}>
              <Icon size={22} />
              <span>{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
