// PRODUCT TEXT, TO BE REVIEWED BY COUNSEL before launch. Written by the product team as sober,
// plausible terms for an AMFI-registered mutual fund distributor; not legal advice.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { COMPANY_NAME, GRIEVANCE_OFFICER, REGISTERED_OFFICE, SUPPORT_EMAIL } from '../../app/support-contact';
import './static-pages.css';

interface TermsSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Spec 3 §9 "Static policy pages": terms of use in 19 numbered sections. */
export const TERMS_SECTIONS: TermsSection[] = [
  {
    id: 'general',
    title: 'General',
    body: (
      <p>
        These terms govern your use of the Sanchay website and services, operated by {COMPANY_NAME} (“Sanchay”, “we”,
        “us”). By opening an account or using the service you accept these terms, the <Link to="/privacy-policy">Privacy Policy</Link>{' '}
        and the terms of each scheme you invest in. If you do not accept them, please do not use Sanchay.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    body: (
      <p>
        You may open an account only if you are at least 18 years old and competent to contract under the Indian
        Contract Act, 1872. Investments for a minor are made in the minor’s name through a parent or legal guardian,
        who acts for the minor until the minor turns 18 and completes the change of status.
      </p>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <p>
        We collect, use and protect your personal information as the <Link to="/privacy-policy">Privacy Policy</Link>{' '}
        describes. It forms part of these terms.
      </p>
    ),
  },
  {
    id: 'registration',
    title: 'Registration and your account',
    body: (
      <p>
        To invest you must register with your mobile number, complete KYC, and give accurate personal, bank, nominee and
        tax details. You are responsible for keeping them up to date, for keeping your password and one-time passwords
        secret, and for everything done through your account. Tell us at once if you suspect that someone else is using
        it.
      </p>
    ),
  },
  {
    id: 'communications',
    title: 'Communications',
    body: (
      <p>
        You agree that we may contact you by SMS, e-mail, phone and notifications about your account, transactions and
        the service, and that one-time passwords and confirmations are sent to the mobile number and e-mail address you
        registered. Transaction confirmations and account statements are also sent to you by the fund houses and their
        registrars.
      </p>
    ),
  },
  {
    id: 'platform-role',
    title: 'Role of the platform',
    body: (
      <p>
        Sanchay is a mutual fund distributor, not an investment adviser, an asset management company or a bank. We pass
        your orders to the fund houses through the stock exchange’s mutual fund platform; units are allotted by the
        fund house in your own name and folio, and the NAV that applies is the one the scheme’s rules and the cut-off
        times decide. Information, lists, ratings and calculators on Sanchay help you choose; they are not investment
        advice, and the decision to invest is yours.
      </p>
    ),
  },
  {
    id: 'transactions',
    title: 'Transactions and payments',
    body: (
      <p>
        Payments are made from a bank account registered in your name, by netbanking, UPI, cheque, NEFT/RTGS or an
        autopay mandate; third-party payments are not accepted. An order is processed only after the payment reaches
        the clearing corporation. Orders may be rejected by the exchange or the fund house (for example, below the
        scheme’s minimum amount or when a scheme is closed to purchases), and the money is then returned to your bank
        account.
      </p>
    ),
  },
  {
    id: 'commission',
    title: 'Commission disclosure',
    body: (
      <p>
        As a distributor we are paid commission by the fund houses on the regular plans of their schemes you invest in.
        The commission is included in the scheme’s expense ratio; you do not pay us a separate fee for buying mutual
        funds. Details of the commission we receive are available to you on request.
      </p>
    ),
  },
  {
    id: 'investment-risks',
    title: 'Investment risks',
    body: (
      <p>
        Mutual fund investments are subject to market risks; read all scheme related documents carefully. The value of
        units can go down as well as up, past performance does not guarantee future returns, and no return is
        promised. Some schemes, such as ELSS, have a lock-in period, and exit loads may apply to redemptions.
      </p>
    ),
  },
  {
    id: 'indemnity',
    title: 'Indemnity',
    body: (
      <p>
        You agree to indemnify Sanchay, its directors and employees against losses, claims and costs that arise from
        your breach of these terms, from false or incomplete information you give us, or from the use of your account
        by anyone with your credentials.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    body: (
      <p>
        The Sanchay name, logo, design, software and content belong to us or our licensors. You may use them only to
        use the service for yourself. Scheme information and NAVs are published by the fund houses and AMFI and remain
        theirs.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        We are not liable for losses caused by market movements, by delays or failures of the exchange, fund houses,
        registrars, banks or payment systems, by events beyond our reasonable control, or by your own instructions.
        Where we are liable, our liability is limited to the direct loss caused by our proven negligence and never
        includes indirect or consequential loss.
      </p>
    ),
  },
  {
    id: 'disclaimer',
    title: 'Disclaimer',
    body: (
      <p>
        We take care to show accurate information, but scheme data, NAVs and returns come from third parties and may
        be delayed or contain errors; the scheme information document and key information memorandum of each scheme
        prevail. The service is provided as it is available, and it may be interrupted for maintenance.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law, jurisdiction and arbitration',
    body: (
      <p>
        These terms are governed by the laws of India. Any dispute about them will first be referred to arbitration by
        a sole arbitrator under the Arbitration and Conciliation Act, 1996; the seat and venue of arbitration is Mumbai
        and the language is English. Subject to that, the courts at Mumbai have exclusive jurisdiction. Nothing here
        limits your right to complain to the regulator.
      </p>
    ),
  },
  {
    id: 'india-only',
    title: 'Use in India only',
    body: (
      <p>
        The service is offered only in India and only for investments that may lawfully be made from India. It is not
        an offer to anyone in a country where such an offer would be unlawful, including to US persons and residents of
        Canada where fund houses do not accept them.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <p>
        You may close your Sanchay account at any time by writing to us; your units remain in your folios with the fund
        houses. We may suspend or close an account that breaches these terms, the law or a regulator’s direction, after
        telling you where the law allows. Sections on indemnity, liability and governing law survive termination.
      </p>
    ),
  },
  {
    id: 'notices',
    title: 'Notices',
    body: (
      <p>
        We send notices to the e-mail address or mobile number registered with us. You may send notices to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>, to our Grievance Officer at{' '}
        <a href={`mailto:${GRIEVANCE_OFFICER.email}`}>{GRIEVANCE_OFFICER.email}</a>, or by letter to{' '}
        {REGISTERED_OFFICE.join(', ')}.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <p>
        Do not use Sanchay for anyone else’s money without their authority, to launder money, to upload false documents,
        to interfere with or probe the service’s security, to copy its content or data in bulk by automated means, or in
        any way that breaks the law.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may change these terms to reflect changes in the law, in regulators’ directions or in the service. The
        version on this page is the one in force; we will tell you of material changes before they apply, and your
        continued use of Sanchay after that means that you accept them.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <article className="policy" aria-labelledby="terms-title">
      <h1 id="terms-title">Terms of Use</h1>
      <p className="policy__intro">Please read these terms carefully before you use Sanchay.</p>
      <nav className="policy__toc" aria-label="Sections of these terms">
        <ol>
          {TERMS_SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {TERMS_SECTIONS.map((s, i) => (
        <section key={s.id} aria-labelledby={s.id}>
          <h2 id={s.id}>
            {i + 1}. {s.title}
          </h2>
          {s.body}
        </section>
      ))}
    </article>
  );
}
