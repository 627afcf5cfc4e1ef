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
