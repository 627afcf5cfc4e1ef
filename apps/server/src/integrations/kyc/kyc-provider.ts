import type { KycStatus } from '@sanchay/domain';

/** What the KYC registration agency (KRA) says about a PAN (spec 2 §3 "KYC details"). */
export interface KycLookup {
  status: KycStatus;
  /** The agency's own words for the status. */
  rawStatus: string;
  /** The name on the KYC record; null when the agency has none. */
  kycName: string | null;
  /** An error the agency reported with the status, shown as it is (spec 2 §4). */
  error: string | null;
}

export interface EkycStartRequest {
  pan: string;
  /** The investor's name, e-mail and mobile, which the provider's page starts from. */
  name: string;
  email: string | null;
  mobile: string;
  /** Where the provider sends the investor back: <origin>/v1/signzy-callback (it adds ?requestId=). */
  callbackUrl: string;
}

export interface EkycStart {
  /** The provider's id of this e-KYC; it comes back on the callback. */
  requestId: string;
  /** The provider's page, opened in a new tab. */
  url: string;
}

/** What the provider collected (spec 2 §3 "auto-populate"): the profile is filled from it. */
export interface EkycResult {
  pan: string;
  name: string;
  gender: 'M' | 'F' | 'O';
  /** YYYY-MM-DD. */
  dob: string;
  /** As the Aadhaar record has it, often longer than the exchange's 40 characters. */
  address: string;
  pincode: string;
  /** The provider's occupation code ('01', 'Business', …; spec 2 §3 "Occupation codes"). */
  occupation: string;
  /** The KYC status once the provider has filed the KYC with the agency. */
  panStatus: KycStatus;
}

/**
 * The KYC port (DESIGN.md "Outside parties"): the KRA lookup by PAN and the e-KYC provider's
 * redirect flow. Adapters answer with the party's verdict; they throw only when the party cannot
 * be reached (the route then answers with a 5xx and the page with its failure message).
 */
export interface KycProvider {
  lookup(request: { pan: string; name: string }): Promise<KycLookup>;
  startEkyc(request: EkycStartRequest): Promise<EkycStart>;
  /** The finished e-KYC, or null while the investor has not completed it (or the id is unknown). */
  ekycResult(requestId: string): Promise<EkycResult | null>;
}
