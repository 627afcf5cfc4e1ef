// Drizzle's view of db/migrations/0016_investor_profile.sql and 0021_profile_file_keys.sql (the SQL
// files are the truth).
import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, jsonb, numeric, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { DeclarationFlag, Gender, IncomeSlab, KycStatus, NomineeIdentityType, OccupationType } from '@sanchay/domain';
import { userAccount } from './identity';
import { uploadedFile } from './uploaded-file';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** YYYY-MM-DD strings: dates of birth are calendar dates, not instants. */
const calendarDate = (name: string) => date(name, { mode: 'string' });

export const investorProfile = pgTable('investor_profile', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => userAccount.id, { onDelete: 'cascade' }),
  /** The exchange's client code; the database makes it (SN + eight digits from a sequence). */
  ucc: text('ucc')
    .notNull()
    .unique()
    .default(sql`('SN' || lpad(nextval('investor_ucc_seq')::text, 8, '0'))`),
  pan: text('pan').notNull().unique(),
  panStatus: text('pan_status').$type<KycStatus>().notNull(),
  kycRawStatus: text('kyc_raw_status'),
  kycName: text('kyc_name'),
  kycCheckedAt: instant('kyc_checked_at').notNull(),
  gender: text('gender').$type<Gender>(),
  dob: calendarDate('dob'),
  mobileDeclarationFlag: text('mobile_declaration_flag').$type<DeclarationFlag>().notNull().default('SE'),
  emailDeclarationFlag: text('email_declaration_flag').$type<DeclarationFlag>().notNull().default('SE'),
  address: text('address'),
  pincode: text('pincode'),
  city: text('city'),
  state: text('state'),
  personalDetailsSavedAt: instant('personal_details_saved_at'),
  occupation: text('occupation'),
  occupationType: text('occupation_type').$type<OccupationType>(),
  incomeSlab: text('income_slab').$type<IncomeSlab>(),
  aadhaarLast4: text('aadhaar_last4'),
  /** Migration 0021: a file in use cannot be deleted on its own (no action). */
  signatureFileId: uuid('signature_file_id').references(() => uploadedFile.id),
  fatcaCompliant: boolean('fatca_compliant'),
  nomineeOptIn: boolean('nominee_opt_in'),
  createdAt: instant('created_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

export const bankAccount = pgTable(
  'bank_account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => investorProfile.userId, { onDelete: 'cascade' }),
    /** The exchange's slot 1 to 3. */
    accountSequence: smallint('account_sequence').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    ifsc: text('ifsc').notNull(),
    accountType: text('account_type', { enum: ['Savings', 'Current'] }).notNull(),
    branchName: text('branch_name'),
    isDefault: boolean('is_default').notNull().default(false),
    cancelledChequeFileId: uuid('cancelled_cheque_file_id').references(() => uploadedFile.id),
    isVerified: boolean('is_verified').notNull().default(false),
    accountHolderName: text('account_holder_name'),
    verificationResponse: jsonb('verification_response'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [unique().on(t.userId, t.accountSequence), unique().on(t.userId, t.accountNumber)],
);

export const nominee = pgTable(
  'nominee',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => investorProfile.userId, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    name: text('name').notNull(),
    relationship: text('relationship').notNull(),
    /** A decimal string ('33.33'). */
    percentage: numeric('percentage', { precision: 5, scale: 2 }).notNull(),
    isMinor: boolean('is_minor').notNull().default(false),
    dob: calendarDate('dob'),
    guardianName: text('guardian_name'),
    identityType: text('identity_type').$type<NomineeIdentityType>().notNull(),
    idNumber: text('id_number').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    address: text('address').notNull(),
    pincode: text('pincode').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [unique().on(t.userId, t.slot)],
);

export const ekycRequest = pgTable('ekyc_request', {
  requestId: text('request_id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => userAccount.id, { onDelete: 'cascade' }),
  pan: text('pan').notNull(),
  createdAt: instant('created_at').notNull(),
  appliedAt: instant('applied_at'),
});

export const kycCheck = pgTable('kyc_check', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => userAccount.id, { onDelete: 'cascade' }),
  pan: text('pan').notNull(),
  status: text('status').notNull(),
  createdAt: instant('created_at').notNull(),
});
