import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const amc = pgTable('amc', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const scheme = pgTable('scheme', {
  id: serial('id').primaryKey(),
  amfiCode: integer('amfi_code').notNull().unique(),
  amcId: integer('amc_id')
    .notNull()
    .references(() => amc.id),
  name: text('name').notNull(),
  isinGrowth: text('isin_growth'),
  isinReinvestment: text('isin_reinvestment'),
  plan: text('plan'),
  option: text('option'),
  amfiSchemeType: text('amfi_scheme_type'),
  amfiCategory: text('amfi_category'),
  category: text('category').notNull(),
  subCategory: text('sub_category').notNull(),
  fundType: text('fund_type', { enum: ['open', 'closed', 'interval'] }).notNull().default('open'),
  riskometer: text('riskometer'),
  objective: text('objective'),
  launchDate: date('launch_date'),
  closureDate: date('closure_date'),
  nfoOpenDate: date('nfo_open_date'),
  nfoCloseDate: date('nfo_close_date'),
  minLumpsumAmount: numeric('min_lumpsum_amount', { precision: 16, scale: 2 }),
  lumpsumMultiple: numeric('lumpsum_multiple', { precision: 16, scale: 2 }),
  minAdditionalAmount: numeric('min_additional_amount', { precision: 16, scale: 2 }),
  minSipAmount: numeric('min_sip_amount', { precision: 16, scale: 2 }),
  sipMultiple: numeric('sip_multiple', { precision: 16, scale: 2 }),
  minRedemptionAmount: numeric('min_redemption_amount', { precision: 16, scale: 2 }),
  redemptionAmountMultiple: numeric('redemption_amount_multiple', { precision: 16, scale: 2 }),
  minRedemptionUnits: numeric('min_redemption_units', { precision: 18, scale: 4 }),
  redemptionUnitsMultiple: numeric('redemption_units_multiple', { precision: 18, scale: 4 }),
  purchaseAllowed: boolean('purchase_allowed').notNull().default(true),
  redeemAllowed: boolean('redeem_allowed').notNull().default(true),
  sipAllowed: boolean('sip_allowed').notNull().default(true),
  stpAllowed: boolean('stp_allowed').notNull().default(false),
  swpAllowed: boolean('swp_allowed').notNull().default(false),
  switchAllowed: boolean('switch_allowed').notNull().default(false),
  sipData: text('sip_data'),
  latestNav: numeric('latest_nav', { precision: 14, scale: 4 }),
  latestNavDate: date('latest_nav_date'),
  return1y: numeric('return_1y', { precision: 10, scale: 2 }),
  return3y: numeric('return_3y', { precision: 10, scale: 2 }),
  return5y: numeric('return_5y', { precision: 10, scale: 2 }),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const navHistory = pgTable(
  'nav_history',
  {
    amfiCode: integer('amfi_code').notNull(),
    navDate: date('nav_date').notNull(),
    nav: numeric('nav', { precision: 14, scale: 4 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.amfiCode, t.navDate] })],
);

export const schemeStats = pgTable('scheme_stats', {
  amfiCode: integer('amfi_code').primaryKey(),
  views: bigint('views', { mode: 'number' }).notNull().default(0),
  searches: bigint('searches', { mode: 'number' }).notNull().default(0),
});

export const catalogueLoad = pgTable('catalogue_load', {
  step: text('step').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  asOf: date('as_of'),
  details: jsonb('details'),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per AMFI file import (migration 0023): the row counts a truncated file is judged by. */
export const importRun = pgTable('import_run', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  fileName: text('file_name').notNull(),
  fileDate: date('file_date'),
  encoding: text('encoding').notNull(),
  rowsRead: integer('rows_read').notNull(),
  rowsRefused: integer('rows_refused').notNull(),
  partialAllowed: boolean('partial_allowed').notNull().default(false),
  details: jsonb('details'),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});
