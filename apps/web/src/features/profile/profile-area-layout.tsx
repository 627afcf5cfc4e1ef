import { messages, productMessages } from '@sanchay/domain';
import { useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { AccountFrame } from '../session';
import { UnsavedChangesGuard } from './unsaved-changes';
import './profile.css';
import { useProfile } from '../../investor-profile';

const t = messages.profileArea;

/** Spec 2 §2: the four tabs, each its own route (the tab's content is that route's component). */
export const PROFILE_TABS = [
  { path: '/profile/personal-info', label: t.tabs.personal },
  { path: '/profile/bank-info', label: t.tabs.bank },
  { path: '/profile/employment-info', label: t.tabs.employment },
  { path: '/profile/nominee-info', label: t.tabs.nominee },
] as const;

/** Spec 2 §3: tax status 01 (individual) sees everything; others get the notice. */
const INDIVIDUAL_TAX_STATUS = '01';

/**
 * My Profile (spec 2 §2 "Profile area"): signed in only ("You are not authorized to view this
 * page.") and the account sidebar on desktop (session/account-frame.tsx), the tax-status notice,
 * the tabs, and the unsaved-changes guard around the open tab.
 */
export default function ProfileAreaLayout() {
  return (
    <AccountFrame title={t.title} className="profile-area" openSignInOnEntry>
      <ProfileArea />
    </AccountFrame>
  );
}

/** Inside the frame, so the profile is read only once signed in. */
function ProfileArea() {
  const profile = useProfile();
  const [dirty, setDirty] = useState(false);
  return (
    <>
      <h1 className="profile-area__title">{t.title}</h1>
      {profile.data && profile.data.taxStatus !== INDIVIDUAL_TAX_STATUS ? (
        <p className="profile-area__notice" role="note">
          {productMessages.profileArea.taxStatusNotice}
        </p>
      ) : null}
      <nav className="profile-tabs" aria-label="Profile sections">
        {PROFILE_TABS.map((tab) => (
          <NavLink key={tab.path} to={tab.path} className="profile-tabs__tab">
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <UnsavedChangesGuard dirty={dirty} onChange={setDirty}>
        <Outlet />
      </UnsavedChangesGuard>
    </>
  );
}
