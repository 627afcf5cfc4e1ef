import {
  bigint,
  bigserial,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

// The sandbox exchange's own tables (migrations 0040–0042). Its code reads and writes them with
// SQL (integrations/exchange/sandbox-*.ts); these definitions mirror the migrations.

const money = (name: string) => numeric(name, { precision: 16, scale: 2 });
const units = (name: string) => numeric(name, { precision: 18, scale: 4 });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** migrations/0040: the scheme master in BSE's columns. */
export const sandboxExchangeSchemeMaster = pgTable('sandbox_exchange_scheme_master', {
  uniqueNo: integer('unique_no').primaryKey(),
  schemeCode: text('scheme_code').notNull().unique(),
  rtaSchemeCode: text('rta_scheme_code').notNull(),
  amcSchemeCode: text('amc_scheme_code').notNull(),
  isin: text('isin'),
  amcCode: text('amc_code').notNull(),
  schemeType: text('scheme_type').notNull(),
  schemePlan: text('scheme_plan').notNull(),
  schemeName: text('scheme_name').notNull(),
  purchaseAllowed: text('purchase_allowed').notNull(),
  purchaseTransactionMode: text('purchase_transaction_mode').notNull(),
  minimumPurchaseAmount: money('minimum_purchase_amount').notNull(),
  additionalPurchaseAmount: money('additional_purchase_amount').notNull(),
  maximumPurchaseAmount: money('maximum_purchase_amount').notNull(),
  purchaseAmountMultiplier: money('purchase_amount_multiplier').notNull(),
  purchaseCutoffTime: text('purchase_cutoff_time').notNull(),
  redemptionAllowed: text('redemption_allowed').notNull(),
  redemptionTransactionMode: text('redemption_transaction_mode').notNull(),
  minimumRedemptionQty: units('minimum_redemption_qty').notNull(),
  redemptionQtyMultiplier: units('redemption_qty_multiplier').notNull(),
  maximumRedemptionQty: units('maximum_redemption_qty').notNull(),
  redemptionAmountMinimum: money('redemption_amount_minimum').notNull(),
  redemptionAmountMaximum: money('redemption_amount_maximum').notNull(),
  redemptionAmountMultiple: money('redemption_amount_multiple').notNull(),
  redemptionCutoffTime: text('redemption_cutoff_time').notNull(),
  rtaAgentCode: text('rta_agent_code').notNull(),
  amcActiveFlag: integer('amc_active_flag').notNull(),
  dividendReinvestmentFlag: text('dividend_reinvestment_flag').notNull(),
  sipFlag: text('sip_flag').notNull(),
  stpFlag: text('stp_flag').notNull(),
  swpFlag: text('swp_flag').notNull(),
  switchFlag: text('switch_flag').notNull(),
  settlementType: text('settlement_type').notNull(),
  amcInd: text('amc_ind'),
  faceValue: money('face_value').notNull(),
  startDate: date('start_date'),
  endDate: date('end_date'),
  exitLoadFlag: text('exit_load_flag').notNull(),
  exitLoad: text('exit_load'),
  lockInPeriodFlag: text('lock_in_period_flag').notNull(),
  lockInPeriod: text('lock_in_period'),
  channelPartnerCode: text('channel_partner_code').notNull(),
  reopeningDate: date('reopening_date'),
  sipDates: text('sip_dates').notNull(),
  sipMinimumInstallmentAmount: money('sip_minimum_installment_amount').notNull(),
  sipMaximumInstallmentAmount: money('sip_maximum_installment_amount').notNull(),
  sipMultiplierAmount: money('sip_multiplier_amount').notNull(),
  sipMinimumInstallmentNumbers: integer('sip_minimum_installment_numbers').notNull(),
  sipMaximumInstallmentNumbers: integer('sip_maximum_installment_numbers').notNull(),
  // The SIP master's pause columns (migration 0075, decision 0110).
  sipPauseFlag: text('sip_pause_flag', { enum: ['Y', 'N'] }).notNull().default('Y'),
  sipPauseMinimumInstallments: integer('sip_pause_minimum_installments').notNull().default(1),
  sipPauseMaximumInstallments: integer('sip_pause_maximum_installments').notNull().default(6),
  sipPauseModificationCount: integer('sip_pause_modification_count').notNull().default(2),
  stpMinimumInstallmentAmount: money('stp_minimum_installment_amount').notNull(),
  stpMinimumInstallmentNumbers: integer('stp_minimum_installment_numbers').notNull(),
  swpMinimumInstallmentAmount: money('swp_minimum_installment_amount').notNull(),
  swpMinimumInstallmentNumbers: integer('swp_minimum_installment_numbers').notNull(),
  unitPrecision: integer('unit_precision').notNull().default(3),
  navCutoffClass: text('nav_cutoff_class', { enum: ['standard', 'liquid'] }).notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** migrations/0041 and 0042: the order book. */
export const sandboxExchangeOrder = pgTable(
  'sandbox_exchange_order',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: text('member_id').notNull(),
    entryDate: date('entry_date').notNull(),
    transNo: text('trans_no').notNull(),
    transCode: text('trans_code').notNull(),
    userId: text('user_id').notNull(),
    clientCode: text('client_code').notNull(),
    schemeCode: text('scheme_code').notNull(),
    buySell: text('buy_sell', { enum: ['P', 'R'] }).notNull(),
    buySellType: text('buy_sell_type', { enum: ['FRESH', 'ADDITIONAL'] }).notNull(),
    orderVal: money('order_val'),
    qty: units('qty'),
    allRedeem: text('all_redeem', { enum: ['Y', 'N'] }).notNull(),
    folioNo: text('folio_no'),
    request: jsonb('request').notNull(),
    orderNo: bigint('order_no', { mode: 'number' }).unique(),
    successFlag: text('success_flag', { enum: ['0', '1'] }).notNull(),
    bseRemarks: text('bse_remarks').notNull(),
    reply: text('reply').notNull(),
    enteredAt: at('entered_at').notNull(),
    paymentStatus: text('payment_status')
      .notNull()
      .default('PAYMENT NOT INITIATED FOR GIVEN ORDER'),
    paymentId: bigint('payment_id', { mode: 'number' }),
    lapseAt: at('lapse_at'),
    lapsedAt: at('lapsed_at'),
    fundsRealisedAt: at('funds_realised_at'),
    navDate: date('nav_date'),
    priceDate: date('price_date'),
    allottedAt: at('allotted_at'),
    leaseUntil: at('lease_until'),
    settleAttempts: integer('settle_attempts').notNull().default(0),
    /** migrations/0054: the XSIP registration a child order (or a registration's entry) belongs to. */
    xsipRegId: bigint('xsip_reg_id', { mode: 'number' }),
    /** migrations/0096: an NFO order's offer price (allotted at it on price_date, the allotment date). */
    offerPrice: numeric('offer_price', { precision: 14, scale: 4 }),
  },
  (t) => [unique().on(t.memberId, t.entryDate, t.transNo)],
);

/** migrations/0041: folios, one per client per AMC. */
export const sandboxExchangeFolio = pgTable(
  'sandbox_exchange_folio',
  {
    folioNo: text('folio_no').primaryKey(),
    clientCode: text('client_code').notNull(),
    amcCode: text('amc_code').notNull(),
    openedAt: at('opened_at').notNull(),
  },
  (t) => [unique().on(t.clientCode, t.amcCode)],
);

/** migrations/0042: payments. */
export const sandboxExchangePayment = pgTable(
  'sandbox_exchange_payment',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: text('member_id').notNull(),
    internalRefNo: text('internal_ref_no').notNull(),
    clientCode: text('client_code').notNull(),
    paymentMode: text('payment_mode', {
      enum: ['NET_BANKING', 'CHEQUE', 'NEFT', 'UPI', 'OTM'],
    }).notNull(),
    orderNos: bigint('order_nos', { mode: 'number' }).array().notNull(),
    totalAmount: money('total_amount').notNull(),
    accountNumber: text('account_number'),
    ifsc: text('ifsc'),
    utr: text('utr'),
    vpaId: text('vpa_id'),
    mandateId: text('mandate_id'),
    chequeNumber: text('cheque_number'),
    chequeDate: date('cheque_date'),
    depositDate: date('deposit_date'),
    status: text('status', {
      enum: ['at_bank', 'awaiting', 'approved', 'rejected', 'abandoned'],
    }).notNull(),
    realiseAt: at('realise_at'),
    realisedAt: at('realised_at'),
    reply: jsonb('reply').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique().on(t.memberId, t.internalRefNo)],
);

/** migrations/0042: the allotment statement. */
export const sandboxExchangeAllotment = pgTable('sandbox_exchange_allotment', {
  orderNo: bigint('order_no', { mode: 'number' }).primaryKey(),
  orderDate: date('order_date').notNull(),
  reportDate: date('report_date').notNull(),
  settType: text('sett_type').notNull(),
  memberCode: text('member_code').notNull(),
  clientCode: text('client_code').notNull(),
  schemeCode: text('scheme_code').notNull(),
  rtaSchemeCode: text('rta_scheme_code').notNull(),
  isin: text('isin'),
  amcCode: text('amc_code').notNull(),
  folioNo: text('folio_no').notNull(),
  orderType: text('order_type').notNull(),
  buySell: text('buy_sell').notNull(),
  navDate: date('nav_date').notNull(),
  allottedNav: numeric('allotted_nav', { precision: 14, scale: 4 }).notNull(),
  allottedUnit: units('allotted_unit').notNull(),
  unitPrecision: integer('unit_precision').notNull(),
  allottedAmt: money('allotted_amt').notNull(),
  stampDuty: money('stamp_duty').notNull(),
  validFlag: text('valid_flag').notNull().default('Y'),
  allottedAt: at('allotted_at').notNull(),
  /** Redemptions (migration 0073): STT, the settlement day, and when paid out. */
  stt: money('stt').notNull().default('0'),
  payoutDate: date('payout_date'),
  paidOutAt: at('paid_out_at'),
  /** Redemptions, STP-outs, SWPs (migration 0083): the exit load taken from the payout. */
  exitLoad: money('exit_load').notNull().default('0'),
});
