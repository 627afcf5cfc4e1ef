// PRODUCT TEXT, TO BE REVIEWED BY COUNSEL before launch. Written by the product team as a sober,
// plausible policy for an AMFI-registered mutual fund distributor; not legal advice.
import { COMPANY_NAME, EXTERNAL_LINKS, SUPPORT_EMAIL } from '../../app/support-contact';
import { ContactTable } from './contact-table';
import './static-pages.css';

const SECTIONS = [
  { id: 'information-we-collect', title: 'Information we collect' },
  { id: 'how-we-use-it', title: 'How we use your information' },
  { id: 'sharing', title: 'Who we share it with' },
  { id: 'cookies', title: 'Cookies' },
  { id: 'confidentiality', title: 'Confidentiality' },
  { id: 'protection', title: 'How we protect your information' },
  { id: 'consent', title: 'Your consent and your choices' },
  { id: 'grievance-redressal', title: 'Grievance redressal' },
  { id: 'contact', title: 'Contact us' },
  { id: 'investor-charter', title: 'Investor charter' },
] as const;

export default function PrivacyPolicyPage() {
  return (
    <article className="policy" aria-labelledby="privacy-title">
      <h1 id="privacy-title">Privacy Policy</h1>
      <p className="policy__intro">
        {COMPANY_NAME} (“Sanchay”, “we”, “us”) is an AMFI-registered Mutual Fund Distributor. This policy explains
        what personal information we collect when you use the Sanchay website and services, why we collect it, who we
        share it with and how we protect it. It applies to investors, visitors and the advisors who use Sanchay on
        behalf of their customers. We handle personal information in line with Indian law, including the Information
        Technology Act, 2000 and the rules made under it, and the Digital Personal Data Protection Act, 2023 as its
        provisions come into force.
      </p>

      <nav className="policy__toc" aria-label="Sections of this policy">
        <ol>
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      <section aria-labelledby="information-we-collect">
        <h2 id="information-we-collect">1. Information we collect</h2>
        <p>We collect only what we need to open your account, carry out your instructions and meet our legal duties:</p>
        <ul>
          <li>
            <strong>Identity and KYC details</strong>: name, PAN, date of birth, gender, address, photograph and
            signature, and the identity documents that KYC rules require.
          </li>
          <li>
            <strong>Contact details</strong>: mobile number and e-mail address, with your declaration of whose they are.
          </li>
          <li>
            <strong>Financial details</strong>: bank accounts, IFSC, a cancelled cheque, occupation, income range, tax
            status, and tax residency (FATCA/CRS) declarations.
          </li>
          <li>
            <strong>Nominee details</strong>: the names, relationships and shares of the nominees you choose.
          </li>
          <li>
            <strong>Investment records</strong>: orders, SIPs, mandates, redemptions, switches, STPs and SWPs, folios and
            statements.
          </li>
          <li>
            <strong>Technical information</strong>: the device, browser, IP address and pages used, kept in server logs
            to run the service securely.
          </li>
        </ul>
      </section>

      <section aria-labelledby="how-we-use-it">
        <h2 id="how-we-use-it">2. How we use your information</h2>
        <ul>
          <li>To verify your identity and KYC status with KYC registration agencies and the central KYC registry.</li>
          <li>
            To register you as a client with the stock exchange’s mutual fund platform and to place, pay for and track
            your purchases, SIPs, redemptions, switches, STPs and SWPs.
          </li>
          <li>To verify your bank account and register autopay mandates with your bank.</li>
          <li>
            To send you one-time passwords, confirmations, statements and service messages by SMS and e-mail.
          </li>
          <li>
            To meet our obligations under the Prevention of Money-laundering Act, 2002, tax laws, and the rules of
            SEBI and AMFI, including record-keeping and reporting.
          </li>
          <li>To answer your questions and complaints, prevent fraud and improve the service.</li>
        </ul>
        <p>We do not sell your personal information, and we do not use it for advertising by others.</p>
      </section>

      <section aria-labelledby="sharing">
        <h2 id="sharing">3. Who we share it with</h2>
        <p>We share your information only as far as each party needs it to serve you or as the law requires:</p>
        <ul>
          <li>Asset management companies and their registrar and transfer agents, which allot and hold your units.</li>
          <li>The stock exchange and its clearing corporation, through which orders and payments are processed.</li>
          <li>KYC registration agencies and the central KYC registry.</li>
          <li>Banks, payment aggregators and the NPCI for payments, bank verification and mandates.</li>
          <li>
            The advisor you invest through, if you are their customer on Sanchay, for the accounts they service.
          </li>
          <li>
            Service providers who run parts of our service (hosting, SMS and e-mail delivery, document reading), under
            contracts that bind them to confidentiality and to use the information only for us.
          </li>
          <li>Regulators, tax authorities, courts and law-enforcement agencies when the law requires it.</li>
        </ul>
      </section>

      <section aria-labelledby="cookies">
        <h2 id="cookies">4. Cookies</h2>
        <p>
          We use a small number of cookies. A session cookie keeps you signed in; it cannot be read by scripts on the
          page and expires when you log out or after a period without activity. Other cookies remember your
          preferences and, where you came through an advisor, the advisor’s code. We do not use third-party advertising
          cookies. You can block cookies in your browser, but signing in will then not work.
        </p>
      </section>

      <section aria-labelledby="confidentiality">
        <h2 id="confidentiality">5. Confidentiality</h2>
        <p>
          Your information is confidential. Only the employees and service providers who need it to do their work can
          see it, and they are bound by confidentiality obligations. We keep your records for as long as your account is
          open and afterwards for as long as the law requires.
        </p>
      </section>

      <section aria-labelledby="protection">
        <h2 id="protection">6. How we protect your information</h2>
        <p>
          Information travels between your browser and our servers over encrypted connections. Passwords and one-time
          passwords are stored only in hashed form, one-time passwords expire after a short time, and access to our
          systems is limited, logged and reviewed. Uploaded documents are checked before we keep them. No system is
          perfectly secure; if we learn of a breach that affects you, we will tell you and the authorities as the law
          requires.
        </p>
        <p>
          We will never ask for your password, OTP, UPI PIN or card details by phone or e-mail. Please do not share
          them with anyone.
        </p>
      </section>

      <section aria-labelledby="consent">
        <h2 id="consent">7. Your consent and your choices</h2>
        <p>
          By registering and using Sanchay you consent to the collection, use and sharing of your information as this
          policy describes. You can ask to see or correct your information, update your details in your profile, or
          withdraw your consent by writing to us. If you withdraw consent we may not be able to continue the service,
          and we will still keep the records that the law requires. We may update this policy; the version on this page
          is the one in force, and we will tell you of material changes.
        </p>
      </section>

      <section aria-labelledby="grievance-redressal">
        <h2 id="grievance-redressal">8. Grievance redressal</h2>
        <ol>
          <li>
            Write to our Grievance Officer by e-mail at the address in the table below, or send a letter to our
            registered office. Please include your name, registered mobile number and the details of your complaint.
          </li>
          <li>We acknowledge and respond to every complaint within 24 hours.</li>
          <li>We resolve complaints within 21 calendar days of receiving them.</li>
          <li>
            If we have replied and do not hear back from you within 2 weeks, we treat the complaint as resolved and close
            it.
          </li>
          <li>
            If you are not satisfied with our resolution, you can take the complaint to SEBI’s complaints redress system,{' '}
            <a href={EXTERNAL_LINKS.scores}>
              SCORES
            </a>
            , and, where it applies, to the{' '}
            <a href={EXTERNAL_LINKS.smartOdr}>
              online dispute resolution portal
            </a>
            .
          </li>
        </ol>
      </section>

      <section aria-labelledby="contact">
        <h2 id="contact">9. Contact us</h2>
        <ContactTable caption="Whom to contact for support, complaints and privacy requests" />
        <p>
          For anything else about this policy, write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </section>

      <section aria-labelledby="investor-charter">
        <h2 id="investor-charter">10. Investor charter</h2>
        <p>
          The investor charter for mutual funds sets out your rights as an investor, the services you can expect and how
          to raise a complaint.{' '}
          <a href={EXTERNAL_LINKS.investorCharter}>
            Read the investor charter
          </a>
          .
        </p>
      </section>
    </article>
  );
}
