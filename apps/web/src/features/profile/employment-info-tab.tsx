import { messages } from '@sanchay/domain';
import { Card } from '../../ui';

/**
 * /profile/employment-info (spec 2 §2 "Employment info"): the Employment Details tab's content. The slot
 * of the profile area for this tab; the tab's own build replaces this body (the layout gives it
 * the heading, the tabs and the unsaved-changes guard: call useReportUnsavedChanges(dirty) from
 * ./unsaved-changes in its edit form, and ProfileOtpDialog from ./profile-otp-dialog for its OTP).
 */
export default function EmploymentInfoTab() {
  return (
    <Card as="section" aria-label={messages.profileArea.tabs.employment} className="profile-tab">
      <h2 className="profile-tab__title">{messages.profileArea.tabs.employment}</h2>
    </Card>
  );
}
