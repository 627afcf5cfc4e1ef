import type { StpFrequency, StpValidationRow } from '@sanchay/domain';

// The exchange's STP and SWP calls (BSE StAR MF in production: its MFAPI "STP registration",
// "SWP registration" and their cancellations, whose parameters are pipe-separated in this order, as
// public BSE clients build them; docs/decisions/0112). Field names are BSE's; the answer is
// `100|<registration number>` or `101|FAILED: …`, kept here as its two parts.

/** MFAPI STP registration: ClientCode|FromBSESchemeCode|ToBSESchemeCode|BuySellType|TransactionMode|FolioNo|InternalRefNo|StartDate|FrequencyType|NoOfTransfers|InstAmount|FirstOrderToday|SubBrCode|EUINDeclaration|EUIN|Remarks|SubBrokerARN. */
export interface StpRegistrationRequest {
  MemberCode: string;
  ClientCode: string;
  FromBSESchemeCode: string;
  ToBSESchemeCode: string;
  /** ADDITIONAL: into the client's folio with the AMC. */
  BuySellType: 'FRESH' | 'ADDITIONAL';
  /** P physical. */
  TransactionMode: 'P';
  FolioNo: string;
  /** The member's reference; a repeat gets the first answer. */
  InternalRefNo: string;
  /** DD/MM/YYYY. */
  StartDate: string;
  FrequencyType: StpFrequency;
  NoOfTransfers: string;
  /** Rupees, e.g. '1000.00'. */
  InstAmount: string;
  FirstOrderToday: 'Y' | 'N';
  SubBrCode?: string;
  EUINDeclaration?: 'Y' | 'N';
  EUIN?: string;
  Remarks?: string;
}

/** MFAPI SWP registration: ClientCode|SchemeCode|TransactionMode|FolioNo|InternalRefNo|StartDate|NoOfWithdrawls|FrequencyType|InstallmentAmount|InstallmentUnits|FirstOrderToday|SubBrCode|EUINDeclaration|EUIN|Remarks|SubBrokerARN. */
export interface SwpRegistrationRequest {
  MemberCode: string;
  ClientCode: string;
  SchemeCode: string;
  TransactionMode: 'P';
  FolioNo: string;
  InternalRefNo: string;
  StartDate: string;
  NoOfWithdrawls: string;
  FrequencyType: StpFrequency;
  InstallmentAmount: string;
  /** '' (the sandbox withdraws by amount only). */
  InstallmentUnits: string;
  FirstOrderToday: 'Y' | 'N';
  EUINDeclaration?: 'Y' | 'N';
  EUIN?: string;
  Remarks?: string;
}

/** MFAPI STP/SWP cancellation: RegNo|ClientCode|Remarks (plus the member's reference for the repeat). */
export interface StpSwpCancellationRequest {
  MemberCode: string;
  InternalRefNo: string;
  TransType: 'STP' | 'SWP';
  RegNo: string;
  ClientCode: string;
  Remarks?: string;
}

/** `100|<reg no>` accepted, `101|FAILED: …` refused. */
export interface StpSwpReply {
  StatusCode: '100' | '101';
  /** The registration number (accepted), or the reason (refused). */
  Response: string;
}

export interface StpSwpPort {
  /** Throws ExchangeUnavailableError when the exchange does not answer: send the same InternalRefNo again. */
  registerStp(request: StpRegistrationRequest): Promise<StpSwpReply>;
  registerSwp(request: SwpRegistrationRequest): Promise<StpSwpReply>;
  cancel(request: StpSwpCancellationRequest): Promise<StpSwpReply>;
  /** The scheme's STP validation rows (spec 3 §3), one per frequency; [] for an unknown scheme. */
  stpValidationRows(schemeCode: string): Promise<StpValidationRow[]>;
}
