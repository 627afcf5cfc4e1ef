import { describe, expect, it } from 'vitest';
import { audienceOf, forAudience } from './audience';
import { messages } from './messages';
import { kycPanelWording } from './onboarding/kyc';

describe('audience wording', () => {
  it('an advisor reads "your customer", an investor "you"', () => {
    expect(forAudience(audienceOf(true), messages.audience)).toBe('your customer');
    expect(forAudience(audienceOf(false), messages.audience)).toBe('you');
  });

  it('the KYC panels speak to the investor about themselves and to the advisor about the customer', () => {
    const investor = kycPanelWording('investor');
    const advisor = kycPanelWording('advisor');
    expect(investor.registeredName('ASHA VERMA')).toBe('Your KYC is registered in the name of ASHA VERMA.');
    expect(advisor.registeredName('ASHA VERMA')).toBe("Your customer's KYC is registered in the name of ASHA VERMA.");
    expect(investor.greeting('Asha')).toBe("Hi Asha, let's check your KYC");
    expect(advisor.greeting('Asha')).toBe("Let's check your customer's KYC");
    // Every advisor line is about the customer: none says "your" of the advisor alone.
    const advisorLines = [advisor.registeredChecklistTitle, ...advisor.registeredChecklist, advisor.notCompliant, ...advisor.notCompliantDocuments, advisor.videoKycNote, advisor.holdRejected('1800')];
    for (const line of advisorLines) expect(line.replace(/your customer/gi, '')).not.toMatch(/\byour?\b/i);
  });
});
