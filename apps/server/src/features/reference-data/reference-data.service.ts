import { suggestBankNames } from '@sanchay/domain';
import type { IfscBranchView, PincodeDetails } from '@sanchay/contract';
import type { IfscDirectory } from '../../integrations/ifsc';
import type { PincodeDirectory } from '../../integrations/pincode';

export interface ReferenceDataDeps {
  ifscDirectory: IfscDirectory;
  pincodeDirectory: PincodeDirectory;
}

/** Bank and address reference data for the forms (spec 2 §4, §5, §7). No database, no Fastify. */
export class ReferenceDataService {
  constructor(private readonly deps: ReferenceDataDeps) {}

  allBanks(): readonly string[] {
    return this.deps.ifscDirectory.bankNames();
  }

  bankNameSuggestions(typed: string): string[] {
    return suggestBankNames(this.deps.ifscDirectory.bankNames(), typed);
  }

  /** The spec's "content list": one branch, or none when the code does not exist. */
  ifscSearch(ifsc: string): { content: IfscBranchView[] } {
    const branch = this.deps.ifscDirectory.lookup(ifsc);
    return { content: branch ? [branch] : [] };
  }

  pincodeDetails(pincode: string): PincodeDetails {
    const place = this.deps.pincodeDirectory.lookup(pincode);
    return place
      ? { valid: true, pincode, city: place.district, district: place.district, state: place.state }
      : { valid: false, pincode, city: null, district: null, state: null };
  }
}
