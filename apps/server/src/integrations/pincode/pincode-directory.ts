/** Where a pincode is (spec 2 §5 "Pincode ... city and state shown on success"). */
export interface PincodePlace {
  pincode: string;
  /** The district, which the profile shows as the city. */
  district: string;
  state: string;
}

/** The pincode directory port (DESIGN.md "Reference data"): null for a pincode that does not exist. */
export interface PincodeDirectory {
  lookup(pincode: string): PincodePlace | null;
}
