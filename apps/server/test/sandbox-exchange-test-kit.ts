import type { Clock } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { SandboxSchemeMaster, syncSandboxSchemeMaster, type OrderEntryRequest } from '../src/integrations/exchange';
import { refreshSchemeFacts } from '../src/scheme-facts';

// A small catalogue for the sandbox exchange's tests, in the catalogue's own columns, so the
// sandbox scheme master is derived exactly as at a real load (syncSandboxSchemeMaster).

export const SCHEMES = {
  /** Equity large cap, ₹5,000 minimum, additional ₹1,000, multiples of ₹1. */
  largeCap: { amfi: 120503, code: '120503-DP-GR', amc: 'Axis Mutual Fund' },
  /** ELSS, ₹500 minimum in multiples of ₹500. */
  elss: { amfi: 120847, code: '120847-DP-GR', amc: 'Axis Mutual Fund' },
  /** Liquid fund, 1:30 PM cut-off. */
  liquid: { amfi: 119091, code: '119091-DP-GR', amc: 'HDFC Mutual Fund' },
  /** Closed to purchases. */
  closed: { amfi: 100001, code: '100001-DP-GR', amc: 'HDFC Mutual Fund' },
} as const;

export async function seedSandboxSchemes(database: Database): Promise<void> {
  const db = database.db;
  await db.execute(sql`INSERT INTO amc (name) VALUES ('Axis Mutual Fund'), ('HDFC Mutual Fund')`);
  const rows: [number, string, string, string, string, string, string, string, boolean][] = [
    [
      120503,
      'Axis Mutual Fund',
      'Axis Large Cap Fund - Direct Plan - Growth',
      'Equity',
      'Large Cap',
      '5000',
      '1',
      '1000',
      true,
    ],
    [
      120847,
      'Axis Mutual Fund',
      'Axis ELSS Tax Saver Fund - Direct Plan - Growth',
      'Equity',
      'ELSS (Tax Savings)',
      '500',
      '500',
      '500',
      true,
    ],
    [
      119091,
      'HDFC Mutual Fund',
      'HDFC Liquid Fund - Direct Plan - Growth',
      'Money Market',
      'Liquid',
      '100',
      '1',
      '100',
      true,
    ],
    [
      100001,
      'HDFC Mutual Fund',
      'HDFC Fixed Maturity Plan 1100D - Direct Plan - Growth',
      'Fixed Income',
      'Medium Duration',
      '5000',
      '1',
      '1000',
      false,
    ],
  ];
  for (const [code, amc, name, category, sub, min, multiple, additional, purchase] of rows) {
    await db.execute(sql`
      INSERT INTO scheme (amfi_code, amc_id, name, plan, option, category, sub_category, isin_growth,
                          min_lumpsum_amount, lumpsum_multiple, min_additional_amount, min_sip_amount, sip_multiple,
                          sip_data, min_redemption_amount, redemption_amount_multiple, min_redemption_units,
                          redemption_units_multiple, purchase_allowed, stp_allowed, swp_allowed, switch_allowed)
      VALUES (${code}, (SELECT id FROM amc WHERE name = ${amc}), ${name}, 'Direct', 'Growth', ${category}, ${sub},
              ${'INF' + String(code).padStart(9, '0')}, ${min}, ${multiple}, ${additional}, '500', '1',
              'MONTHLY,500,1,1:5:10:15:20:25', '1000', '1', '0.001', '0.001', ${purchase}, true, true, true)`);
  }
  await syncSandboxSchemeMaster(database);
  // The product's copy, through the exchange port, as a catalogue load makes it (decision 0162).
  await refreshSchemeFacts(database, new SandboxSchemeMaster(database), new Date());
}

export const MEMBER = { MemberId: '12345', UserID: '1234501' };

/** A fresh lumpsum purchase entry by amount. */
export function purchase(over: Partial<OrderEntryRequest> = {}): OrderEntryRequest {
  return {
    TransCode: 'NEW',
    TransNo: '20261125123450000001',
    ...MEMBER,
    ClientCode: 'SAN0000001',
    SchemeCd: SCHEMES.largeCap.code,
    BuySell: 'P',
    BuySellType: 'FRESH',
    DPTxn: 'P',
    OrderVal: '5000',
    Qty: '',
    AllRedeem: 'N',
    FolioNo: '',
    ...over,
  };
}

export class TestClock implements Clock {
  constructor(private at: Date) {}
  now(): Date {
    return new Date(this.at);
  }
  set(at: Date): void {
    this.at = new Date(at);
  }
  advance(ms: number): void {
    this.at = new Date(this.at.getTime() + ms);
  }
}
