/**
 * The client-registration (UCC) call that opens an investor's account with the exchange (spec 2
 * §1: registeredWithBse becomes 3). The fields follow the exchange's client master, kept to the
 * ones the product holds. The full Aadhaar is never sent or kept (only its last four digits are).
 */
export interface ClientRegistrationPayload {
  client_code: string;
  /** SI: single holding. */
  holding: 'SI';
  tax_status: string;
  pan: string;
  name: string;
  /** DD/MM/YYYY, as the exchange takes dates. */
  dob: string;
  gender: 'M' | 'F' | 'O';
  /** The exchange's occupation code (02 service, 03 business, 08 others). */
  occupation_code: '02' | '03' | '08';
  mobile: string;
  email: string;
  address: string;
  pincode: string;
  /** The default (primary) bank account. */
  acc_type: 'SB' | 'CB';
  acc_no: string;
  ifsc: string;
  /** Y when nominees were given, N when the investor opted out. */
  nominee_opt: 'Y' | 'N';
  nominee_count: number;
  /** The FATCA self-declaration. */
  fatca: 'Y' | 'N';
}

/** The exchange's answer: 100 registered (or already registered), anything else refused. */
export interface ClientRegistrationAnswer {
  status_code: string;
  status_description: string;
}

export interface ClientRegistrationPort {
  /** Registers (or re-confirms) a client. Throws ExchangeUnavailableError when the exchange does not answer. */
  registerClient(payload: ClientRegistrationPayload): Promise<ClientRegistrationAnswer>;
}
