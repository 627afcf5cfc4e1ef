// The holder block order_new and sxp_register carry: [{ holder_rank: "1", email, mobnum }].

export interface BseV2HolderContact {
  /** "1" first holder, "2", "3"; "-1" a guardian (an SxP schema's enum). */
  rank: '1' | '2' | '3' | '-1';
  email?: string;
  /** With the country code, +91…. */
  mobile?: string;
}

export function holdersOnWire(holders: readonly BseV2HolderContact[] | undefined) {
  if (!holders || holders.length === 0) return {};
  return {
    holder: holders.map((h) => ({
      holder_rank: h.rank,
      ...(h.email ? { email: h.email } : {}),
      ...(h.mobile ? { mobnum: h.mobile } : {}),
    })),
  };
}
