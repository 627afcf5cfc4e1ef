import type { NomineeInputBody, NomineeView } from '@sanchay/contract';
import { formatDisplayDate, nomineesSchema, parseDisplayDate, type NominatingInvestor } from '@sanchay/domain';
import type { z } from 'zod';

// The nominee blocks' form values (step 4 and the profile's Nominee tab) and their checks: the
// domain's nomineesSchema, the one the server runs, on the values as they will be sent.

/** One block as the form holds it: the minor flag as the radio's 'true'/'false', DOB as DD/MM/YYYY. */
export interface NomineeFormValue {
  nomineeName: string;
  relationship: string;
  nomineePercentage: string;
  isNomineeMinor: 'true' | 'false';
  nomineeDOB: string;
  guardianName: string;
  nomineeIdentityType: string;
  nomineeIDNumber: string;
  nomineeEmail: string;
  nomineeMobile: string;
  nomineeAddress: string;
  nomineePincode: string;
}

export const emptyNominee = (): NomineeFormValue => ({
  nomineeName: '',
  relationship: '',
  nomineePercentage: '',
  isNomineeMinor: 'false',
  nomineeDOB: '',
  guardianName: '',
  nomineeIdentityType: '',
  nomineeIDNumber: '',
  nomineeEmail: '',
  nomineeMobile: '',
  nomineeAddress: '',
  nomineePincode: '',
});

/** A saved nominee back into a block (the share without trailing zeros: 60.00 → 60). */
export const nomineeFormValueOf = (n: NomineeView): NomineeFormValue => ({
  nomineeName: n.nomineeName,
  relationship: n.relationship,
  nomineePercentage: n.nomineePercentage.replace(/\.0+$/, '').replace(/(\.\d*?)0+$/, '$1'),
  isNomineeMinor: n.isNomineeMinor,
  nomineeDOB: n.nomineeDOB ? formatDisplayDate(n.nomineeDOB) : '',
  guardianName: n.guardianName ?? '',
  nomineeIdentityType: n.nomineeIdentityType,
  nomineeIDNumber: n.nomineeIDNumber,
  nomineeEmail: n.nomineeEmail,
  nomineeMobile: n.nomineeMobile,
  nomineeAddress: n.nomineeAddress,
  nomineePincode: n.nomineePincode,
});

/** The blocks as the routes take them (spec 2 §3 "Nominee": minor flag boolean, DOB YYYY-MM-DD). */
export function nomineeInputsOf(list: readonly NomineeFormValue[]): NomineeInputBody[] {
  return list.map((n) => {
    const minor = n.isNomineeMinor === 'true';
    return {
      ...n,
      isNomineeMinor: minor,
      nomineeDOB: minor ? (parseDisplayDate(n.nomineeDOB) ?? '') : undefined,
      guardianName: minor ? n.guardianName : undefined,
    };
  });
}

/**
 * The nominee refinement's zod parameters: run it even while other fields of the form are wrong
 * (zod skips a refinement after any failed field by default), so a nominee field says what is
 * wrong when it is left, not once everything else is valid. The refinement must then guard its
 * values' types itself.
 */
export const nomineesCheckedAlways = { when: () => true };

/**
 * Adds the nominee rules' messages under `nomineeList.<i>.<field>` of a form schema's context,
 * when the investor opted in.
 */
export function checkNominees(
  ctx: z.RefinementCtx,
  optIn: boolean | undefined,
  list: readonly NomineeFormValue[],
  investor: NominatingInvestor,
  today: string,
): void {
  if (optIn !== true || !Array.isArray(list)) return;
  const parsed = nomineesSchema(investor, today).safeParse(nomineeInputsOf(list));
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    ctx.addIssue({ code: 'custom', path: ['nomineeList', ...issue.path], message: issue.message });
  }
}
