// The exchange's XSIP call (BSE StAR MF in production: xsipOrderEntryParam): registers a monthly
// SIP paid by a mandate, or cancels one. Field names are BSE's, as its published message
// structure and public clients show them (TransactionCode NEW/CXL, UniqueRefNo, SchemeCode,
// MemberCode, ClientCode, UserID, …, FirstOrderFlag, Brokerage, MandateID, RegId); the answer is
// xsipOrderEntryParamResponse's fields. README.md beside this file documents the call.

/** The xsipOrderEntryParam fields the product sends. */
export interface XsipEntryRequest {
  /** NEW registers; CXL cancels the registration named by RegId. */
  TransactionCode: 'NEW' | 'CXL';
  /** The member's unique reference (YYYYMMDD<usercode>NNNNNN); a retry reuses it and gets the first answer. */
  UniqueRefNo: string;
  /** BSE scheme code (the sandbox's: `<AMFI code>-DP-GR`). */
  SchemeCode: string;
  MemberCode: string;
  ClientCode: string;
  UserID: string;
  InternalRefNo?: string;
  /** P physical (units in a folio). */
  TransMode: 'P';
  DpTxnMode: 'P';
  /** DD/MM/YYYY: the first mandate instalment's date; its day is the SIP date. */
  StartDate: string;
  FrequencyType: 'MONTHLY';
  /** Every how many periods ('1': every month). */
  FrequencyAllowed: string;
  /** Rupees, e.g. '1000.00'. */
  InstallmentAmount: string;
  /** How many mandate instalments, e.g. '12'. */
  NoOfInstallment: string;
  Remarks?: string;
  /** '' unless the client holds a folio with the scheme's AMC to buy into. */
  FolioNo: string;
  /** Y: an order for one instalment's amount is placed today as well (paid by the payment call). */
  FirstOrderFlag: 'Y' | 'N';
  Brokerage?: string;
  /** The exchange's mandate id; it must be APPROVED. */
  MandateID: string;
  Euin?: string;
  EuinVal?: 'Y' | 'N';
  DPC?: 'Y' | 'N';
  /** The XSIP registration number: '' for NEW, the registration to cancel for CXL. */
  RegId: string;
}

/** xsipOrderEntryParamResponse. */
export interface XsipEntryReply {
  TransactionCode: string;
  UniqueRefNo: string;
  MemberId: string;
  ClientCode: string;
  UserID: string;
  /** The registration number (NEW accepted; the cancelled one for CXL); '0' when refused. */
  XSIPRegId: string;
  /** `XSIP HAS BEEN REGISTERED, REG NO IS : …`, `XSIP REGISTRATION CANCELLED SUCCESSFULLY` or `FAILED: …`. */
  BSERemarks: string;
  /** '0' accepted, '1' refused. */
  SuccessFlag: '0' | '1';
  /** The first-order-today order number when FirstOrderFlag was Y; else ''. */
  FirstOrderTodayOrderNo: string;
}

/** The exchange's XSIP registration and cancellation. */
export interface XsipPort {
  /** Throws ExchangeUnavailableError when the exchange does not answer: send the same UniqueRefNo again. */
  xsipOrderEntry(request: XsipEntryRequest): Promise<XsipEntryReply>;
}

/**
 * BSE StAR MF's Pause SIP/XSIP call (StarMFAPI `api/Pause/PauseSIP`, its published message
 * structure: LoginId, MemberCode, Password, ClientCode, RegistrationType SIP|XSIP,
 * RegistrationNumber, ModificationType PAUSE, NoOfInstalments, filler1–5). The adapter adds the
 * password; the product sends its own reference in filler1 (the sandbox keys a retry by it).
 */
export interface XsipPauseRequest {
  LoginId: string;
  MemberCode: string;
  ClientCode: string;
  RegistrationType: 'XSIP';
  RegistrationNumber: string;
  ModificationType: 'PAUSE';
  /** How many instalments to skip, from the next one due. */
  NoOfInstalments: string;
  /** The member's reference for this pause (YYYYMMDD<usercode>NNNNNN). */
  filler1: string;
}

/** The pause call's answer: `DATA SAVED SUCCESSFULLY` with StatusFlag 0, or `FAILED: …` with 1. */
export interface XsipPauseReply {
  RegistrationNumber: string;
  BseRemarks: string;
  StatusFlag: '0' | '1';
  filler: string;
}

/**
 * One registration as the exchange's XSIP registration report gives it (the sandbox's report; a
 * real adapter reads BSE's XSIP registration and child-order reports): its state, the next
 * instalment it will debit, what its instalments came to, and what a pause may still be.
 */
export interface XsipRegistrationState {
  XSIPRegId: string;
  /** ACTIVE, PAUSED (the next instalment is skipped), CANCELLED or COMPLETED. */
  Status: 'ACTIVE' | 'PAUSED' | 'CANCELLED' | 'COMPLETED';
  /** YYYY-MM-DD: the next instalment that will be debited; '' when none. */
  NextInstallmentDate: string;
  InstallmentsDone: number;
  InstallmentsFailed: number;
  InstallmentsSkipped: number;
  /** YYYY-MM-DD, the skipped instalments' first and last scheduled dates; '' when not paused. */
  PauseFromDate: string;
  PauseToDate: string;
  /** The SIP master's PAUSE FLAG for the scheme, and its bounds; pauses left (modification count less pauses taken). */
  PauseFlag: 'Y' | 'N';
  PauseMinInstallments: number;
  PauseMaxInstallments: number;
  PausesLeft: number;
}

/** The XSIP calls beyond registration: pause and the registration report. */
export interface XsipPausePort {
  /** Throws ExchangeUnavailableError when the exchange does not answer: send the same filler1 again. */
  xsipPause(request: XsipPauseRequest): Promise<XsipPauseReply>;
  /** The client's registrations named (all of them when none are named). */
  xsipRegistrations(query: { MemberCode: string; ClientCode: string; RegIds: string[] }): Promise<XsipRegistrationState[]>;
}
