import type { MintPackInvestment, PackDetails } from '@sanchay/contract';
import {
  cartItemTotal,
  packMessages,
  packMinimum,
  packSipDates,
  parseSipDates,
  toDecimal,
  validatePackItem,
  type InvestmentType,
  type PackFundTerms,
} from '@sanchay/domain';
import type { Database } from '../../db/client';
import { NotFoundError, ValidationError } from '../../http/app-errors';
import type { DbOrTx } from './cart.queries';
import * as pq from './pack.queries';
import type { PackFundRow, PackRow } from './pack.queries';

const money = (x: string | null) => (x === null ? null : toDecimal(x).toFixed(2));

function termsOf(funds: readonly PackFundRow[]): PackFundTerms[] {
  return funds.map((f) => ({
    amfiCode: f.amfiCode,
    schemeName: f.schemeName,
    weight: f.weight,
    minLumpsumAmount: f.minLumpsumAmount,
    minSipAmount: f.minSipAmount,
    sipDates: parseSipDates(f.sipData),
  }));
}

/** A pack as the pages see it: its funds and weights, and the minimums derived from the funds'. */
function describePack(row: PackRow, funds: readonly PackFundRow[]): PackDetails {
  const terms = termsOf(funds);
  const sipDates = packSipDates(terms);
  return {
    mintPackId: row.id,
    packName: row.name,
    description: row.description,
    minLumpsumAmount: packMinimum('LUMPSUM', terms).toFixed(2),
    minSipAmount: packMinimum('SIP', terms).toFixed(2),
    purchaseAllowed: row.active && funds.length > 0 && funds.every((f) => f.purchaseAllowed),
    sipAllowed:
      row.active && funds.length > 0 && funds.every((f) => f.sipAllowed) && sipDates.length > 0,
    sipDates,
    funds: funds.map((f, i) => ({
      schemeId: f.amfiCode,
      schemeName: f.schemeName,
      brand: f.brand,
      category: f.category,
      subCategory: f.subCategory,
      weight: toDecimal(f.weight).toFixed(2),
      minLumpsumAmount: money(f.minLumpsumAmount),
      minSipAmount: money(f.minSipAmount),
      sipDates: terms[i]!.sipDates as number[],
    })),
  };
}

/** Loads a pack with its funds; 404 'Pack not found' for an unknown or inactive id. */
async function loadPack(db: DbOrTx, id: string) {
  const row = await pq.findPack(db, id);
  if (!row || !row.active) throw new NotFoundError(packMessages.packNotFound);
  const funds = await pq.fundsOfPacks(db, [id]);
  return { row, funds, details: describePack(row, funds) };
}

/**
 * A pack item's rules against the pack as it is now: every fund open for purchase (and SIP), then
 * the domain's field rules, the pack minimum and the split (400 with fieldErrors).
 */
export async function checkPackItem(
  db: DbOrTx,
  packId: string,
  input: {
    investmentType: InvestmentType;
    amount: unknown;
    sipDate: unknown;
    numOfInstallments: unknown;
  },
) {
  const { row, funds, details } = await loadPack(db, packId);
  if (!details.purchaseAllowed) throw new ValidationError(packMessages.packClosed);
  if (input.investmentType === 'SIP' && !details.sipAllowed)
    throw new ValidationError(packMessages.sipNotAllowed);
  const result = validatePackItem(input, termsOf(funds));
  if (!result.ok) {
    const fieldErrors = result.fieldErrors as Record<string, string>;
    throw new ValidationError(Object.values(fieldErrors)[0]!, fieldErrors);
  }
  return { pack: row, item: result.item, shares: result.shares };
}

const toWireType = (t: InvestmentType): 'SIP' | 'Lumpsum' => (t === 'SIP' ? 'SIP' : 'Lumpsum');

/** The cart's pack items in the spec's shape (activeMintPackInvestmentDetailList), with totals. */
export async function describePackItems(
  db: DbOrTx,
  cartId: string,
): Promise<{ list: MintPackInvestment[]; total: ReturnType<typeof toDecimal> }> {
  const rows = await pq.packItemsWithPacks(db, cartId);
  const splits = await pq.splitsOf(
    db,
    rows.map((r) => r.item.id),
  );
  let total = toDecimal(0);
  const list = rows.map(({ item, packName }) => {
    const split = splits.filter((s) => s.itemId === item.id);
    const itemTotal = cartItemTotal({
      investmentType: item.investmentType,
      amount: item.amount,
      numOfInstallments: item.numInstallments,
    });
    total = total.plus(itemTotal);
    return {
      encryptedMintPackId: item.packId,
      packName,
      investmentType: toWireType(item.investmentType),
      totalAmount: itemTotal.toFixed(2),
      investmentDetail: [
        {
          investmentId: item.id,
          investmentType: toWireType(item.investmentType),
          investmentFrequency: item.frequency,
          sipDate: item.sipDate,
          numOfInstallments: item.numInstallments,
          amount: toDecimal(item.amount).toFixed(2),
        },
      ],
      fundSplit: split.map((s) => ({
        schemeId: s.amfiCode,
        schemeName: s.schemeName,
        brand: s.brand,
        category: s.category,
        subCategory: s.subCategory,
        weight: toDecimal(s.weight).toFixed(2),
        amount: toDecimal(s.amount).toFixed(2),
      })),
      sipDates: packSipDates(split.map((s) => ({ sipDates: parseSipDates(s.sipData) }))),
    };
  });
  return { list, total };
}

/** The packs' read side: the list for home and one pack for its details page. */
export class PackService {
  constructor(private readonly options: { database: Database }) {}

  async list(): Promise<{ packs: PackDetails[] }> {
    const db = this.options.database.db;
    const rows = await pq.activePacks(db);
    const funds = await pq.fundsOfPacks(
      db,
      rows.map((r) => r.id),
    );
    return {
      packs: rows.map((r) =>
        describePack(
          r,
          funds.filter((f) => f.packId === r.id),
        ),
      ),
    };
  }

  async details(id: string): Promise<PackDetails> {
    return (await loadPack(this.options.database.db, id)).details;
  }
}
