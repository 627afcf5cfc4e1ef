import { messages } from '@sanchay/domain';
import { Card } from '../../ui';

/**
 * /profile/bank-info (spec 2 §2 "Bank info"): the Bank Details tab's content. The slot
 * of the profile area for this tab; the tab's own build replaces this body (the layout gives it
 * the heading, the tabs and the unsaved-changes guard: call useReportUnsavedChanges(dirty) from
 * ./unsaved-changes in its edit form, and ProfileOtpDialog from ./profile-otp-dialog for its OTP).
 */
export default function BankInfoTab() {
  return (
    <Card as="section" aria-label={messages.profileArea.tabs.bank} className="profile-tab">
      <h2 className="profile-tab__title">{messages.profileArea.tabs.bank}</h2>
    </Card>
  );
}
