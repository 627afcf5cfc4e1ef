import { ifscSchema, pincodeSchema, text } from '@sanchay/domain';
import { z } from 'zod';
import { defineRoute } from './route';

/**
 * Reference data for the bank and address forms (spec 2 §7 "List all banks", "Check IFSC",
 * "Verify pincode"; §4 bank-name suggestions). Public: none of it is a customer's data.
 */

/** One branch (spec 2 §3 "IFSC lookup result": the first item has bank and branch). */
export const ifscBranch = z.object({
  ifsc: z.string(),
  bankCode: z.string(),
  bank: z.string(),
  /** Null: the offline IFSC directory knows codes and banks, not branch names (decision 0014). */
  branch: z.string().nullable(),
  /** The bank takes NACH debits (mandates). */
  nachDebit: z.boolean(),
  upi: z.boolean(),
});
export type IfscBranchView = z.infer<typeof ifscBranch>;

export const ifscSearchResult = z.object({
  /** Empty when no bank has this IFSC: the form says ifscUnknownMessage(form). */
  content: z.array(ifscBranch),
});

export const pincodeDetails = z.object({
  /** False for a well-formed pincode that does not exist: 'Invalid pincode'. */
  valid: z.boolean(),
  pincode: z.string(),
  /** The district, shown as the city. */
  city: z.string().nullable(),
  district: z.string().nullable(),
  state: z.string().nullable(),
});
export type PincodeDetails = z.infer<typeof pincodeDetails>;

export const referenceDataRoutes = {
  allBanks: defineRoute({
    method: 'GET',
    path: '/api/v1/reference-data/all-banks',
    summary: 'Every bank name in the IFSC directory, sorted',
    tags: ['reference-data'],
    access: 'public',
    response: z.array(z.string()),
  }),
  bankNameSuggestions: defineRoute({
    method: 'GET',
    path: '/api/v1/reference-data/bank-name-suggestions',
    summary: 'Up to 10 bank names matching what was typed; none for fewer than 2 characters',
    tags: ['reference-data'],
    access: 'public',
    query: z.object({ query: text().max(100).default('') }),
    response: z.array(z.string()),
  }),
  ifscSearch: defineRoute({
    method: 'GET',
    path: '/api/v1/reference-data/ifsc-search',
    summary: "The bank (and NACH capability) of an IFSC; an empty content list when it does not exist",
    tags: ['reference-data'],
    access: 'public',
    query: z.object({ ifsc: ifscSchema }),
    response: ifscSearchResult,
  }),
  pincodeDetails: defineRoute({
    method: 'GET',
    path: '/api/v1/reference-data/pincode-details',
    summary: "A pincode's city (district) and state; valid false when it does not exist",
    tags: ['reference-data'],
    access: 'public',
    query: z.object({ pincode: pincodeSchema }),
    response: pincodeDetails,
  }),
};
