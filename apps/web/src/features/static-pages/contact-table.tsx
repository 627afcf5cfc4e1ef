import {
  COMPANY_NAME,
  GRIEVANCE_OFFICER,
  REGISTERED_OFFICE,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  SUPPORT_PHONE,
  SUPPORT_PHONE_HREF,
} from '../../app/support-contact';

/** Who to write to, for what: support, grievances, the registered office. */
export function ContactTable({ caption }: { caption: string }) {
  return (
    <div className="table-scroll">
      <table className="contact-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">For</th>
            <th scope="col">Contact</th>
            <th scope="col">E-mail</th>
            <th scope="col">Phone</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Questions about your account and investments</th>
            <td>Customer support ({SUPPORT_HOURS})</td>
            <td>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </td>
            <td>
              <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</a>
            </td>
          </tr>
          <tr>
            <th scope="row">Complaints and privacy requests</th>
            <td>{GRIEVANCE_OFFICER.name}</td>
            <td>
              <a href={`mailto:${GRIEVANCE_OFFICER.email}`}>{GRIEVANCE_OFFICER.email}</a>
            </td>
            <td>{GRIEVANCE_OFFICER.phone}</td>
          </tr>
          <tr>
            <th scope="row">Letters</th>
            <td colSpan={3}>
              {REGISTERED_OFFICE.join(', ')} (attention: Grievance Officer, {COMPANY_NAME})
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
