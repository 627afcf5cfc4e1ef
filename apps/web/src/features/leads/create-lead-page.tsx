import {
  leadFormSchema,
  leadPayloadOf,
  leadPayloadSchema,
  messages,
  premiumServiceByRoute,
  productMessages,
  type LeadForm,
  type PremiumService,
} from '@sanchay/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { failureOf } from '../../app/api-client';
import { Button, Card, DialogRoot, FieldError, FormField, Spinner, useReturnFocus } from '../../ui';
import { RequireSignIn } from '../session';
import { useCreateLead } from './leads-api';
import { MY_LEADS_PATH } from './leads-paths';
import { CompleteVerificationButton } from './complete-verification';
import { NOT_FOUND_REDIRECT_PATH } from './not-found';
import { useOwnAdvisor, type OwnAdvisor } from './use-own-advisor';
import './leads.css';

type Field = keyof LeadForm;
const EMPTY: LeadForm = { investorName: '', investorMobileNo: '', investorEmailId: '', investmentAmountLakhs: '' };

/**
 * /premium-service-details/{route}/create-lead (spec 1 §2 "Lead-creation form (agent side)", §5):
 * investor name, mobile, e-mail and amount in lakhs, checked on change with the domain's rules;
 * Submit disabled until valid; the benefits panel; the success modal with Okay; the spec's
 * failure message. For the advisor's own verified session only.
 */
export default function CreateLeadPage() {
  const { route = '' } = useParams();
  const service = premiumServiceByRoute(route);
  if (!service) return <Navigate to={NOT_FOUND_REDIRECT_PATH} replace />;
  return (
    <RequireSignIn title={messages.lead.createLead}>
      <Gate service={service} />
    </RequireSignIn>
  );
}

function Gate({ service }: { service: PremiumService }) {
  const { advisor, loading } = useOwnAdvisor();
  if (loading) return <Spinner label="Loading" />;
  if (!advisor) return <p className="premium-page" role="alert">{productMessages.lead.notYourLeads}</p>;
  if (advisor.agent.verificationStatus !== 'verified')
    return (
      <div className="premium-page">
        <p role="alert">{productMessages.lead.verifyProfile}</p>
        <CompleteVerificationButton agentCode={advisor.agentCode} />
      </div>
    );
  return <LeadFormView advisor={advisor} service={service} />;
}

const newRequestKey = () => crypto.randomUUID();

function LeadFormView({ advisor, service }: { advisor: OwnAdvisor; service: PremiumService }) {
  const id = useId();
  const navigate = useNavigate();
  const returnFocus = useReturnFocus();
  const [form, setForm] = useState<LeadForm>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [failed, setFailed] = useState(false);
  const [created, setCreated] = useState(false);
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const create = useCreateLead(advisor.agentCode, service.tag);

  const checked = leadFormSchema.safeParse(form);
  const errors: Partial<Record<Field, string>> = {};
  if (!checked.success) for (const issue of checked.error.issues) errors[issue.path[0] as Field] ??= issue.message;
  const errorOf = (field: Field) => (touched[field] ? errors[field] : undefined) ?? (field === 'investmentAmountLakhs' ? serverErrors.investmentAmount : serverErrors[field]);

  const change = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setTouched((t) => ({ ...t, [field]: true }));
    setServerErrors((e) => ({ ...e, [field === 'investmentAmountLakhs' ? 'investmentAmount' : field]: undefined }));
    setFailed(false);
  };

  const submit = async () => {
    if (!checked.success) return;
    // The same schema the server checks the body with.
    const payload = leadPayloadSchema.parse(leadPayloadOf(checked.data));
    setFailed(false);
    try {
      await create.mutateAsync({ ...payload, requestKey });
      setCreated(true);
      setForm(EMPTY);
      setTouched({});
      setRequestKey(newRequestKey());
    } catch (err) {
      setServerErrors(failureOf(err).fieldErrors);
      setFailed(true);
    }
  };

  const input = (field: Field, label: string, type: string, extra: { inputMode?: 'numeric' | 'decimal' | 'email'; autoComplete?: string } = {}) => {
    const error = errorOf(field);
    return (
      <FormField label={label} htmlFor={`${id}-${field}`} className="lead-field" error={<FieldError id={`${id}-${field}-error`} message={error} />}>
        <input
          id={`${id}-${field}`}
          name={field}
          type={type}
          value={form[field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${field}-error` : undefined}
          onChange={(e) => change(field, e.target.value)}
          {...extra}
        />
      </FormField>
    );
  };

  return (
    <div className="premium-page">
      <h1 className="premium-page__title">{messages.lead.createLead}</h1>
      <p className="premium-page__lead">{service.name}</p>
      <form
        noValidate
        aria-label="Investor details"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {input('investorName', 'Investor name', 'text', { autoComplete: 'off' })}
        {input('investorMobileNo', 'Investor mobile number', 'tel', { inputMode: 'numeric', autoComplete: 'off' })}
        {input('investorEmailId', 'Investor e-mail', 'email', { inputMode: 'email', autoComplete: 'off' })}
        {input('investmentAmountLakhs', 'Investment amount (in lakhs)', 'text', { inputMode: 'decimal', autoComplete: 'off' })}
        {failed ? (
          <p className="lead-failed" role="alert">
            {messages.lead.createFailed}
          </p>
        ) : null}
        <Button type="submit" variant="primary" block disabled={!checked.success || create.isPending} aria-busy={create.isPending}>
          Submit
        </Button>
      </form>
      <Card className="lead-benefits">
        <h2 className="premium-section__title">Benefits</h2>
        <ul className="premium-facts">
          {service.keyBenefits.slice(0, 4).map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </Card>
      <DialogRoot open={created} onOpenChange={(open) => !open && setCreated(false)}>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog-content lead-dialog" {...returnFocus}>
            <Dialog.Title className="dialog-title">Lead created</Dialog.Title>
            <Dialog.Description>{productMessages.lead.created}</Dialog.Description>
            <Button variant="primary" block onClick={() => void navigate(MY_LEADS_PATH)}>
              {messages.lead.okay}
            </Button>
          </Dialog.Content>
        </Dialog.Portal>
      </DialogRoot>
    </div>
  );
}
