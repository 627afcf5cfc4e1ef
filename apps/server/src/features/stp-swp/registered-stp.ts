import { randomBytes, createHash } from 'node:crypto';
import { stpFormFields, stpPlanOf, type StpFrequency } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { insertPlan } from './stp-swp.queries';

/** An STP the exchange registered (its InternalRefNo and registration number) and what it was registered with. */
export interface ExchangeRegisteredStp {
  userId: string;
  ucc: string;
  /** The plan's request key: one plan per key, however often it is recorded. */
  requestKey: string;
  /** The schemes (catalogue AMFI codes) and the exchange's codes the registration named. */
  fromAmfiCode: number;
  toAmfiCode: number;
  fromSchemeCode: string;
  toSchemeCode: string;
  folioNo: string;
  frequency: StpFrequency;
  installmentAmount: string;
  noOfInstallments: number;
  startDate: string;
  firstOrderToday: boolean;
  refNo: string;
  regNo: string;
  /** When it was registered (the plan's creation and verification time). */
  at: Date;
}

/**
 * An STP registered at the exchange without the product's form, recorded as the feature records
 * its own once the exchange registered them (docs/decisions/0123): the sandbox's demo history
 * registers its STP on a clock in the past, where the e-mail link and the live registration
 * command cannot run. The plan row is the one the form writes (the schemes' names and ISINs from
 * the catalogue, the end date and total from the domain's `stpPlanOf`), ACTIVE with the exchange's
 * reference and number as the registration's apply leaves it, so My STPs lists it and Stop cancels
 * it at the exchange. Its link token is random and never sent. Idempotent by the request key.
 */
export async function recordRegisteredStp(db: Db, stp: ExchangeRegisteredStp): Promise<string> {
  const plan = stpPlanOf(
    stpFormFields.parse({ frequency: stp.frequency, installmentAmount: stp.installmentAmount, noOfInstallments: String(stp.noOfInstallments), startDate: stp.startDate }),
    { today: stp.startDate },
  );
  if (!plan) throw new RangeError(`recordRegisteredStp: not a plan (${stp.requestKey})`);
  return db.transaction(async (tx) => {
    const schemes = await rowsOf<{ amfi_code: number; name: string; isin: string | null }>(
      tx,
      sql`SELECT amfi_code, name, isin_growth AS isin FROM scheme WHERE amfi_code IN (${stp.fromAmfiCode}, ${stp.toAmfiCode})`,
    );
    const scheme = (amfi: number, schemeCode: string) => {
      const s = schemes.find((x) => x.amfi_code === amfi);
      if (!s) throw new RangeError(`recordRegisteredStp: scheme ${amfi} is not in the catalogue`);
      return { amfiCode: s.amfi_code, schemeCode, name: s.name, isin: s.isin };
    };
    const [profile] = await rowsOf<{ email: string | null }>(tx, sql`SELECT email FROM user_account WHERE id = ${stp.userId}`);
    const id = await insertPlan(tx, {
      userId: stp.userId,
      ucc: stp.ucc,
      requestKey: stp.requestKey,
      from: scheme(stp.fromAmfiCode, stp.fromSchemeCode),
      to: scheme(stp.toAmfiCode, stp.toSchemeCode),
      folioNo: stp.folioNo,
      frequency: plan.frequency,
      installmentAmount: plan.installmentAmount.toFixed(2),
      noOfInstallments: plan.noOfInstallments,
      startDate: plan.startDate,
      endDate: plan.endDate,
      totalAmount: plan.totalAmount.toFixed(2),
      firstOrderToday: stp.firstOrderToday,
      status: 'ACTIVE',
      tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
      email: profile?.email ?? '',
      linkAt: stp.at,
      verifyBy: stp.at,
      at: stp.at,
      registered: { refNo: stp.refNo, regNo: stp.regNo },
    });
    if (id) return id;
    const [existing] = await rowsOf<{ id: string }>(
      tx,
      sql`SELECT id::text FROM investor_stp_swp WHERE user_id = ${stp.userId} AND request_key = ${stp.requestKey}`,
    );
    return existing!.id;
  });
}
