import { z } from 'zod';
import { decimalString } from './wire';

/**
 * A pack in the cart (spec 1 §3 activeMintPackInvestmentDetailList): encryptedMintPackId,
 * packName, investmentType, totalAmount and investmentDetail[]. investmentDetail holds one entry,
 * the pack-level amount and its SIP terms with the item's id (as a fund item's does); fundSplit is
 * ours: how that amount is split across the pack's funds, to the paisa, as saved.
 */
export const packFundShare = z.object({
  schemeId: z.number().int(),
  schemeName: z.string(),
  brand: z.string(),
  category: z.string(),
  subCategory: z.string(),
  /** Percent, two decimals. */
  weight: decimalString,
  /** This fund's share of the item's amount (per instalment for a SIP). */
  amount: decimalString,
});
export type PackFundShare = z.infer<typeof packFundShare>;

export const packInvestmentDetail = z.object({
  investmentId: z.string(),
  investmentType: z.enum(['SIP', 'Lumpsum']),
  /** 1 monthly SIP, 0 lumpsum. */
  investmentFrequency: z.number().int(),
  sipDate: z.number().int(),
  numOfInstallments: z.number().int(),
  amount: decimalString,
});

export const mintPackInvestment = z.object({
  /** The pack's id (a slug such as 'tax-saver'; packs are public, see decision 0010). */
  encryptedMintPackId: z.string(),
  packName: z.string(),
  investmentType: z.enum(['SIP', 'Lumpsum']),
  /** The amount, or a SIP's amount × instalments. */
  totalAmount: decimalString,
  investmentDetail: z.array(packInvestmentDetail),
  fundSplit: z.array(packFundShare),
  /** The SIP dates every fund of the pack allows (for editing the item). */
  sipDates: z.array(z.number().int()),
});
export type MintPackInvestment = z.infer<typeof mintPackInvestment>;
