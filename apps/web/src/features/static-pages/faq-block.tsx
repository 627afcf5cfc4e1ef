import { formatDisplayDate, productMessages } from '@sanchay/domain';
import { COMPANY_NAME, DISTRIBUTOR_REGISTRATION } from '../../app/support-contact';
import './static-pages.css';

/**
 * Frequently asked questions on home and More, carrying the support statements of spec 1 §1
 * (2000+ schemes across 40 AMCs, minimum as low as ₹100, the payment modes, the 80C claim) and
 * the distributor registration. Product text; native <details> so it works without script.
 */
export function FaqBlock({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const faqs: { q: string; a: string }[] = [
    {
      q: 'What can I invest in on Sanchay?',
      a: 'You can choose from 2000+ schemes across 40 AMCs: equity, debt, hybrid, liquid and tax-saving (ELSS) funds, as well as new fund offers. Invest a lumpsum or start a SIP, and follow every investment in one portfolio.',
    },
    {
      q: 'How much do I need to start?',
      a: 'You can start with as little as ₹100. Each scheme sets its own minimum for a lumpsum and for SIP instalments; the fund page shows it before you invest.',
    },
    {
      q: 'How do I pay for my investments?',
      a: 'Pay by netbanking, UPI, cheque or NEFT/RTGS. SIP instalments are paid automatically from your bank account through an autopay mandate that you set up once.',
    },
    {
      q: 'Can I save tax with mutual funds?',
      a: `${productMessages.home.taxSavingClaim}. ELSS (tax-saving) funds qualify for the deduction under Section 80C of the Income-tax Act, 1961; what you save depends on your tax slab and the tax regime you choose. ELSS investments are locked in for 3 years.`,
    },
    {
      q: 'Do I need to complete KYC?',
      a: 'Yes. Every mutual fund investor in India must be KYC-compliant. Enter your PAN and we check your KYC status; if it is not complete, you can finish it online with your Aadhaar-linked mobile number.',
    },
    {
      q: 'Where does my money go?',
      a: 'Your payment goes through the stock exchange’s mutual fund platform to the fund house, and units are allotted in your own name and folio. Sanchay does not hold your money or your units.',
    },
    {
      q: 'Who runs Sanchay?',
      a: `Sanchay is run by ${COMPANY_NAME}, an AMFI-registered Mutual Fund Distributor, ${DISTRIBUTOR_REGISTRATION.arn}, valid till ${formatDisplayDate(DISTRIBUTOR_REGISTRATION.validTill)}.`,
    },
  ];
  return (
    <section className="faq" aria-labelledby="faq-heading">
      <Heading id="faq-heading">Frequently asked questions</Heading>
      <div className="faq__list">
        {faqs.map(({ q, a }) => (
          <details key={q} className="faq__item">
            <summary>{q}</summary>
            <p>{a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
