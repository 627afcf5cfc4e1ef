import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Db } from '../../db/client';
import * as q from './checkout.queries';

/** A SIP the exchange registered (its XSIP registration number and remarks) and what it was registered with. */
export interface RegisteredSip {
  userId: string;
  ucc: string;
  /** The checkout's key: one checkout per key, however often it is recorded. */
  key: string;
  amfiCode: number;
  schemeCode: string;
  amount: string;
  sipDate: number;
  numInstallments: number;
  startDate: string;
  mandateId: string;
  uniqueRefNo: string;
  xsipRegId: string;
  remarks: string;
  folioNo: string | null;
  /** When it was registered (the checkout's and the SIP's creation time). */
  at: Date;
}

/**
 * A SIP registered at the exchange without a cart, recorded as checkout records the cart's SIPs
 * (docs/decisions/0123): the sandbox's demo history registers its SIPs on a clock in the past,
 * where the transaction OTP, the cart and the live XSIP command cannot run. The records are the
 * ones checkout writes — a checkout of its own key (no lumpsums, its payment link expired when
 * written) and its SIP, VALID with the exchange's registration, as the command's apply leaves
 * it — so My SIPs lists it, with its pause and cancel at the exchange. Idempotent by the key and
 * the UniqueRefNo. Returns the SIP's id.
 */
export async function recordRegisteredSip(db: Db, sip: RegisteredSip): Promise<string> {
  return db.transaction(async (tx) => {
    const written = await q.insertCheckout(tx, {
      userId: sip.userId,
      ucc: sip.ucc,
      key: sip.key,
      cartId: null,
      lumpsums: [],
      validTill: sip.at,
      at: sip.at,
    });
    const checkout = written ?? (await q.findCheckout(tx, sip.userId, sip.key))!;
    const id = await q.insertCheckoutSip(tx, {
      checkoutId: checkout.id,
      userId: sip.userId,
      amfiCode: sip.amfiCode,
      schemeCode: sip.schemeCode,
      amount: sip.amount,
      sipDate: sip.sipDate,
      numInstallments: sip.numInstallments,
      startDate: sip.startDate,
      mandateId: sip.mandateId,
      uniqueRefNo: sip.uniqueRefNo,
      folioNo: sip.folioNo,
      at: sip.at,
      registered: { xsipRegId: sip.xsipRegId, remarks: sip.remarks },
    });
    if (id) return id;
    const [existing] = await rowsOf<{ id: string }>(tx, sql`SELECT id::text FROM checkout_sip WHERE unique_ref_no = ${sip.uniqueRefNo}`);
    return existing!.id;
  });
}
