import type { NomineeInputBody } from '@sanchay/contract';
import { messages, nomineesSchema, type NominatingInvestor, type Nominee } from '@sanchay/domain';
import { ValidationError } from '../../http/app-errors';
import type { PincodeDirectory } from '../../integrations/pincode';

// The nominee list of step 4 and of the profile's Nominee tab, checked the one way both use:
// the domain's nomineesSchema against the investor's own name, PAN and Aadhaar, then each
// nominee's pincode against the directory (spec 2 §5 "Pincode required and verified").

/** Field messages are keyed as the form names its fields: `nomineeList.<i>.<field>`. */
const fieldKey = (path: readonly PropertyKey[]) => ['nomineeList', ...path.map(String)].join('.');

/**
 * The list as saved: an empty list when the investor opted out (spec 2 §3 "nomineeList (empty
 * when no nominee opted)"), otherwise one to three nominees that pass every rule.
 */
export function checkedNominees(
  optIn: boolean,
  list: readonly NomineeInputBody[],
  investor: NominatingInvestor,
  today: string,
  pincodes: PincodeDirectory,
): Nominee[] {
  if (!optIn) return [];
  // Opted in with no block: the first block's name is what is missing.
  if (list.length === 0) {
    const message = messages.onboarding.nominee.nameRequired;
    throw new ValidationError(message, { [fieldKey([0, 'nomineeName'])]: message });
  }
  const parsed = nomineesSchema(investor, today).safeParse(list);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[fieldKey(issue.path)] ??= issue.message;
    throw new ValidationError(parsed.error.issues[0]!.message, fieldErrors);
  }
  const unknownPincodes: Record<string, string> = {};
  parsed.data.forEach((n, i) => {
    if (!pincodes.lookup(n.nomineePincode)) unknownPincodes[fieldKey([i, 'nomineePincode'])] = messages.onboarding.personal.pincodeInvalid;
  });
  if (Object.keys(unknownPincodes).length > 0) {
    throw new ValidationError(messages.onboarding.personal.pincodeInvalid, unknownPincodes);
  }
  return parsed.data;
}
