// Sharing (server): the limits every advisor's share to a customer's address goes through
// (decision 0167). Who may share what stays with the features that own the things shared.
export { checkShareLimits, recordShare, recipientKey, SHARES_PER_RECIPIENT_PER_HOUR, SHARES_PER_SENDER_PER_HOUR, type ShareRelayed } from './share-limits';
