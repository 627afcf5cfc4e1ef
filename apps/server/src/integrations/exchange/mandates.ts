import type { ExchangeMandateStatus, MandateType } from '@sanchay/domain';

// The exchange's mandate calls (BSE StAR MF: mandate registration, the e-mandate authentication
// URL, the physical mandate's scan upload, the mandate details report). Field names follow BSE's
// (its registration param is `ClientCode|Amount|MandateType|AccountNo|AC Type|IFSC Code|MICR
// Code|Start Date|End Date`; its replies are `100|MANDATE REGISTRATION DONE SUCCESSFULLY|556918`
// or `101|FAILED: …`). Dates are DD/MM/YYYY, amounts decimal rupee strings, as BSE takes them.

/** 100 success, 101 failure (the exchange's status codes). */
export type ExchangeStatusCode = '100' | '101';

export interface MandateRegistration {
  ClientCode: string;
  /** The most the mandate may debit on one debit date, in rupees. */
  Amount: string;
  MandateType: MandateType;
  AccountNo: string;
  /** SB savings, CB current. */
  AccountType: 'SB' | 'CB';
  IFSCCode: string;
  /** Empty when not known (BSE takes it optional when the IFSC is given). */
  MICRCode: string;
  /** DD/MM/YYYY. */
  StartDate: string;
  /** DD/MM/YYYY. */
  EndDate: string;
  /**
   * Our key for this registration: the sandbox answers a repeat with the first mandate. BSE's call
   * has no such field; a real adapter must look the client's mandates up (mandateDetails) before
   * it registers again after an unanswered call.
   */
  IdempotencyKey?: string;
}

export interface MandateRegistrationAnswer {
  status_code: ExchangeStatusCode;
  /** 'MANDATE REGISTRATION DONE SUCCESSFULLY' or 'FAILED: …'. */
  status_description: string;
  /** The exchange's mandate id on 100. */
  mandate_id: string | null;
}

export interface EMandateAuthRequest {
  ClientCode: string;
  MandateId: string;
  /** Where the bank page sends the browser back (a path on this site): `?mandateId=…&status=…` is added. */
  LoopbackUrl?: string;
}

export interface EMandateAuthAnswer {
  status_code: ExchangeStatusCode;
  status_description: string;
  /** The bank's authentication page on 100. */
  url: string | null;
}

export interface MandateScanUpload {
  ClientCode: string;
  MandateId: string;
  /** The signed NACH form as an image (the product has already checked and re-encoded it). */
  Image: Uint8Array;
}

export interface ExchangeAnswer {
  status_code: ExchangeStatusCode;
  status_description: string;
}

/** One row of the exchange's mandate details report. */
export interface MandateDetail {
  MandateId: string;
  ClientCode: string;
  MandateType: MandateType;
  Amount: string;
  AccountNo: string;
  AccountType: 'SB' | 'CB';
  IFSCCode: string;
  /** DD/MM/YYYY. */
  StartDate: string;
  EndDate: string;
  Status: ExchangeMandateStatus;
  /** The bank's reason on REJECTED, else ''. */
  Remarks: string;
  /** The NACH reference of an approved mandate, else ''. */
  UMRNNo: string;
  /** DD/MM/YYYY (IST). */
  RegnDate: string;
  /** DD/MM/YYYY (IST) on APPROVED or REJECTED, else ''. */
  ApprovedDate: string;
}

/**
 * The exchange's mandates (DESIGN.md "Outside parties": "mandate registration and approval").
 * Each call throws ExchangeUnavailableError when the exchange does not answer.
 */
export interface MandatePort {
  registerMandate(request: MandateRegistration): Promise<MandateRegistrationAnswer>;
  /** An e-mandate (N) still REGISTERED BY MEMBER: the bank page where the investor authorises it. */
  eMandateAuthUrl(request: EMandateAuthRequest): Promise<EMandateAuthAnswer>;
  /** A physical mandate (X) still REGISTERED BY MEMBER: its signed form; a readable one starts processing. */
  uploadMandateScan(request: MandateScanUpload): Promise<ExchangeAnswer>;
  /** The client's mandates (one when MandateId is given), oldest first. */
  mandateDetails(request: { ClientCode: string; MandateId?: string }): Promise<MandateDetail[]>;
}
