import { referenceDataRoutes } from '@sanchay/contract';
import { messages, PINCODE } from '@sanchay/domain';
import { useState } from 'react';
import { callApi } from '../app/api-client';

// The place a pincode names, looked up when the investor leaves the field (spec 2 §4 personal
// details, §2 profile personal edit): both forms write the investor's address, so the lookup and
// its two messages live once, beside the profile they feed.

export type Place = { city: string; state: string };

export interface PincodeVerdict {
  /** The lookup found the pincode: the field's own error, if any, is cleared. */
  found: () => void;
  /** The lookup refused it or failed: the field shows why. */
  refused: (message: string) => void;
}

const text = messages.onboarding.personal;

export function usePincodePlace(initial: Place | null, verdict: PincodeVerdict) {
  const [place, setPlace] = useState<Place | null>(initial);
  const checkPincode = async (pincode: string) => {
    setPlace(null);
    // A malformed pincode is the form schema's to report; only a well-formed one is looked up.
    if (!PINCODE.test(pincode.trim())) return;
    try {
      const answer = await callApi(referenceDataRoutes.pincodeDetails, { query: { pincode: pincode.trim() } });
      if (answer.valid && answer.city && answer.state) {
        setPlace({ city: answer.city, state: answer.state });
        verdict.found();
      } else verdict.refused(text.pincodeInvalid);
    } catch {
      verdict.refused(text.pincodeFailed);
    }
  };
  return { place, checkPincode };
}

export function placeOf(view: { city?: string | null; state?: string | null }): Place | null {
  return view.city && view.state ? { city: view.city, state: view.state } : null;
}
