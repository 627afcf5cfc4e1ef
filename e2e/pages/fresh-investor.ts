import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestInfo } from '@playwright/test';

// Test data for journeys of new investors: every mobile and PAN is new (random), so the two
// projects and reruns never meet one another's profiles, PAN links or OTP limits.

const here = path.dirname(fileURLToPath(import.meta.url));

export const digits = (n: number): string => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** A mobile number nobody has signed up with. */
export const newMobile = (): string => `7${digits(9)}`;

/** A valid PAN outside the sandbox KRA's test table (…P…Q): the KYC check says validated. */
export const newPan = (): string => `BNZPK${digits(4)}Q`;

/** The investor's name with the project in it, so the two projects' people differ. */
export const investorName = (info: TestInfo, who: string): string => `${who} ${info.project.name === 'mobile' ? 'Mobile' : 'Desktop'}`;

/** The committed test cheques the server's OCR is tested with (apps/server/test/fixtures/cheques). */
export const chequeFile = (name: 'sbi-complete.png' | 'hdfc-no-ifsc.png' | 'not-a-cheque.png'): string =>
  path.join(here, '../../apps/server/test/fixtures/cheques', name);
