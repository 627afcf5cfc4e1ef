import { ACCOUNT_NUMBER, IFSC } from './bank-account';

// Reading a cancelled cheque's OCR text (spec 2 §4 "Bank form (cheque extraction)"). Indian
// cheques (CTS-2010) print the IFSC near the bank's name and the account number after "A/c No.";
// the MICR band at the bottom holds the cheque number (6 digits), MICR code (9) and others, which
// must not be taken for the account. OCR confuses O with 0 and I or l with 1, so both readings of
// a code are offered; the IFSC directory decides which one exists.

export interface ChequeText {
  /** IFSC readings, most likely first; the first one the directory knows is the cheque's. */
  ifscCandidates: string[];
  /** 9 to 18 digits, or null when none could be read with confidence. */
  accountNumber: string | null;
}

const IFSC_LIKE = /(?<![A-Z0-9])([A-Z]{4})[0O]([A-Z0-9]{6})(?![A-Z0-9])/g;
const ACCOUNT_LABEL = /\b(?:A\s*[/|\\]?\s*C(?:\s*NO)?|ACC(?:OUN)?T(?:\s*(?:NO|NUMBER))?|SB\s*A\s*[/|\\]?\s*C)\b/;
/** A run of digits, allowing OCR's O/I/l look-alikes and single spaces or hyphens between groups. */
const DIGIT_RUN = /[0-9OIl|](?:[0-9OIl|]|[ -](?=[0-9]))*/g;

function asDigits(run: string): string {
  return run.replace(/[O]/g, '0').replace(/[Il|]/g, '1').replace(/[ -]/g, '');
}

function ifscCandidates(upper: string): string[] {
  // The "IFSC" label often runs into the code ("IFSC:SBIN0000813" or "IFSCSBIN0000813").
  const text = upper.replace(/IFS\s*C\s*(?:CODE)?\s*[:.-]?\s*/g, ' ');
  const found: string[] = [];
  for (const match of text.matchAll(IFSC_LIKE)) {
    const bank = match[1]!;
    const branch = match[2]!;
    const readings = [
      `${bank}0${branch}`,
      // Branch codes are mostly numeric: a branch part with digits and O's is more likely digits.
      `${bank}0${branch.replace(/O/g, '0')}`,
      `${bank}0${branch.replace(/O/g, '0').replace(/[IL]/g, '1')}`,
    ];
    for (const code of readings) if (IFSC.test(code) && !found.includes(code)) found.push(code);
  }
  return found;
}

function labelledAccountNumber(lines: readonly string[]): string | null {
  for (const line of lines) {
    const label = ACCOUNT_LABEL.exec(line.toUpperCase());
    if (!label) continue;
    const after = line.slice(label.index + label[0].length);
    for (const run of after.matchAll(DIGIT_RUN)) {
      const digits = asDigits(run[0]);
      if (ACCOUNT_NUMBER.test(digits)) return digits;
    }
  }
  return null;
}

/** Without a label, only a run too long to be a MICR field (11+ digits) counts, and only one. */
function unlabelledAccountNumber(lines: readonly string[]): string | null {
  const runs = lines
    .flatMap((line) => [...line.matchAll(/(?<![0-9])[0-9]{11,18}(?![0-9])/g)].map((m) => m[0]))
    .filter((run, i, all) => all.indexOf(run) === i);
  return runs.length === 1 ? runs[0]! : null;
}

export function readChequeText(text: string): ChequeText {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  return {
    ifscCandidates: ifscCandidates(text.toUpperCase()),
    accountNumber: labelledAccountNumber(lines) ?? unlabelledAccountNumber(lines),
  };
}
