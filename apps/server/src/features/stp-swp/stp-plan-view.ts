import type { StpPlanView } from '@sanchay/contract';
import {
  exchangeRemarkText,
  formatDisplayDate,
  istDate,
  istTimeOfDay,
  messages,
  productMessages,
  STP_FREQUENCY_LABELS,
  toDecimal,
  type StpFrequency,
} from '@sanchay/domain';
import { sql } from 'drizzle-orm';

// A plan as the feature reads it (investor_stp_swp) and as the investor sees it: its status in the
// spec's words, its amounts and dates as shown, and the deadline of its e-mail link in IST.

export type PlanStatus = 'PENDING_VERIFICATION' | 'APPROVED' | 'PENDING' | 'ACTIVE' | 'AUTO_CANCELLED' | 'CANCELLED' | 'FAILED';

const AGENT_STATUS: Record<PlanStatus, StpPlanView['agentStatus']> = {
  ACTIVE: 'active',
  PENDING_VERIFICATION: 'pending verification',
  PENDING: 'pending',
  APPROVED: 'approved',
  AUTO_CANCELLED: 'auto-cancelled',
  CANCELLED: 'stopped',
  FAILED: 'failed',
};
const STATUS_LABEL: Record<PlanStatus, string> = {
  ACTIVE: messages.stp.statusActive,
  PENDING_VERIFICATION: messages.stp.statusEmailVerificationPending,
  PENDING: messages.stp.statusAwaitingApproval,
  APPROVED: messages.stp.statusApproved,
  AUTO_CANCELLED: messages.stp.statusVerificationLinkExpired,
  CANCELLED: productMessages.stp.statusStopped,
  FAILED: productMessages.stp.statusFailed,
};

export interface PlanRow {
  id: string;
  user_id: string;
  ucc: string;
  trans_type: 'STP' | 'SWP';
  from_scheme_code: string;
  to_scheme_code: string | null;
  from_scheme_name: string;
  to_scheme_name: string | null;
  folio_no: string;
  frequency: StpFrequency;
  installment_amount: string;
  no_of_installments: number;
  start_date: string;
  end_date: string;
  total_amount: string;
  first_order_today: boolean;
  status: PlanStatus;
  verify_by: Date | string;
  exchange_reg_no: string | null;
  exchange_remarks: string | null;
}

export const PLAN_COLUMNS = sql.raw(`id::text, user_id::text, ucc, trans_type, from_scheme_code, to_scheme_code, from_scheme_name, to_scheme_name,
  folio_no, frequency, installment_amount::text, no_of_installments, start_date::text, end_date::text, total_amount::text,
  first_order_today, status, verify_by, exchange_reg_no, exchange_remarks`);

/** The link's deadline as the e-mail and the page say it: DD/MM/YYYY, h:mm AM/PM (IST). */
export function deadlineText(at: Date | string): string {
  const d = new Date(at);
  const time = istTimeOfDay(d).slice(0, 5);
  const [h, m] = time.split(':').map(Number) as [number, number];
  const hour12 = ((h + 11) % 12) + 1;
  return `${formatDisplayDate(istDate(d))}, ${hour12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The plan as My STPs and My SWPs show it. */
export function toView(p: PlanRow): StpPlanView {
  return {
    id: p.id,
    investmentType: p.trans_type,
    investmentFrequency: STP_FREQUENCY_LABELS[p.frequency],
    noOfInstallments: p.no_of_installments,
    installmentAmt: toDecimal(p.installment_amount).toFixed(2),
    agentStatus: AGENT_STATUS[p.status],
    agentStatusLabel: STATUS_LABEL[p.status],
    fromSchemeName: p.from_scheme_name,
    toSchemeName: p.to_scheme_name,
    startDate: formatDisplayDate(p.start_date),
    endDate: formatDisplayDate(p.end_date),
    firstOrderToday: p.first_order_today ? 'Y' : 'N',
    folioNo: p.folio_no,
    totalAmount: toDecimal(p.total_amount).toFixed(2),
    txnRegNo: p.exchange_reg_no,
    verifyBy: deadlineText(p.verify_by),
    remarks: p.status === 'APPROVED' ? (exchangeRemarkText(p.exchange_remarks) ?? '') : '',
  };
}
