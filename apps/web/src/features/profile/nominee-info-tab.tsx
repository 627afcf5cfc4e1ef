import * as Dialog from '@radix-ui/react-dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { REGISTERED_WITH_BSE_ONBOARDED, type NomineeView, type ProfileView, type StepUpOtpSent } from '@sanchay/contract';
import {
  formatDisplayDate,
  istToday,
  MAX_NOMINEES,
  messages,
  nomineeIdentityTypes,
  nomineeRelationships,
  productMessages,
  systemClock,
  type NomineeRelationship,
} from '@sanchay/domain';
import { useMemo, useState } from 'react';
import { Controller, FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button, DialogRoot, Card, DialogCloseButton, Skeleton, useFlash, useReturnFocus } from '../../ui';
import {
  checkNominees,
  emptyNominee,
  nomineeFormValueOf,
  nomineeInputsOf,
  NomineeFields,
  useUpdateNomineeDetails,
  type NomineeFormValue,
} from '../onboarding';
import { KYC_FOR_EDIT } from './personal-info-tab';
import { useSendProfileOtp, useVerifyProfileOtp } from './profile-api';
import { ProfileOtpDialog } from './profile-otp-dialog';
import { useReportUnsavedChanges } from './unsaved-changes';
import './nominee-employment.css';
import { failureOf } from '../../app/api-client';
import { useProfile } from '../../investor-profile';
import { Fact } from './profile-fact';

const own = productMessages.occupationNominee;
/** Spec 2 §9: the page reloads 3 s after a nominee save. */
export const NOMINEE_RELOAD_MS = 3000;

/**
 * /profile/nominee-info (spec 2 §2 "Nominee info", §4 "Nominee edit"): the saved nominees, the
 * empty state, the amber banner when the nominee declaration is missing; Edit / Add Nominee
 * Details → opt-in and the blocks → Save → profile OTP → save → toast, reload after 3 s.
 */
export default function NomineeInfoTab({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  if (profile.isPending) return <Skeleton />;
  if (profile.isError) return <p role="alert">{failureOf(profile.error).message}</p>;
  const view = profile.data;
  const startEdit = () => {
    // Spec 2 §6: edits need registration; otherwise KYC in the checkout flow.
    if (view.registeredWithBse !== REGISTERED_WITH_BSE_ONBOARDED) navigate(KYC_FOR_EDIT);
    else setEditing(true);
  };
  return (
    <Card as="section" aria-label={messages.profileArea.tabs.nominee} className="profile-tab">
      {editing ? (
        <NomineeEditForm view={view} onCancel={() => setEditing(false)} reload={reload} />
      ) : (
        <NomineeList view={view} onEdit={startEdit} />
      )}
    </Card>
  );
}

function NomineeList({ view, onEdit }: { view: ProfileView; onEdit: () => void }) {
  const nominees = view.nomineeList;
  // The declaration is missing: never answered, or opted in without a nominee.
  const missing = view.optIn === null || (view.optIn && nominees.length === 0);
  return (
    <>
      {missing ? <MissingInfoBanner /> : null}
      {nominees.length === 0 ? (
        <p className="nominee-empty">{messages.onboarding.nomineeTab.empty}</p>
      ) : (
        nominees.map((n, i) => <NomineeFacts key={i} nominee={n} heading={`Nominee ${i + 1}/${MAX_NOMINEES}`} />)
      )}
      <div className="profile-tab__actions">
        <Button variant="primary" onClick={onEdit}>
          {nominees.length > 0 ? messages.onboarding.nomineeTab.edit : messages.onboarding.nomineeTab.add}
        </Button>
      </div>
    </>
  );
}

function NomineeFacts({ nominee: n, heading }: { nominee: NomineeView; heading: string }) {
  const minor = n.isNomineeMinor === 'true';
  return (
    <section className="nominee-facts" aria-label={heading}>
      <h3 className="nominee-facts__title">{heading}</h3>
      <dl className="profile-facts">
        <Fact label="Name" value={n.nomineeName} />
        <Fact label="Relationship" value={nomineeRelationships[n.relationship as NomineeRelationship] ?? n.relationship} />
        <Fact label="Share" value={`${n.nomineePercentage}%`} />
        <Fact label="Minor" value={minor ? 'Yes' : 'No'} />
        {minor ? <Fact label="Date of birth" value={n.nomineeDOB ? formatDisplayDate(n.nomineeDOB) : null} /> : null}
        {minor ? <Fact label="Guardian" value={n.guardianName} /> : null}
        <Fact label={nomineeIdentityTypes[n.nomineeIdentityType]} value={n.nomineeIDNumber} />
        <Fact label="E-mail" value={n.nomineeEmail} />
        <Fact label="Mobile number" value={n.nomineeMobile} />
        <Fact label="Address" value={`${n.nomineeAddress}, ${n.nomineePincode}`} />
      </dl>
    </section>
  );
}

/** The amber banner and its "Learn why this is required" dialog ("Update Nominee Information"). */
function MissingInfoBanner() {
  const returnFocus = useReturnFocus();
  return (
    <div className="nominee-banner" role="status">
      <p>{own.missingInfoBanner}</p>
      <DialogRoot>
        <Dialog.Trigger asChild>
          <Button variant="ghost" size="small">
            {messages.onboarding.nomineeTab.learnWhy}
          </Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog-content" {...returnFocus}>
            <Dialog.Title className="dialog-title">{messages.onboarding.nomineeTab.updateInfoTitle}</Dialog.Title>
            <Dialog.Description className="dialog-description">{own.updateInfoBody}</Dialog.Description>
            <DialogCloseButton />
          </Dialog.Content>
        </Dialog.Portal>
      </DialogRoot>
    </div>
  );
}

const editSchema = (view: ProfileView, today: string) =>
  z
    .object({
      nomineeOptIn: z.boolean({ error: own.optInRequired }),
      nomineeList: z.array(z.custom<NomineeFormValue>()),
    })
    .superRefine((values, ctx) =>
      checkNominees(
        ctx,
        values.nomineeOptIn,
        values.nomineeList,
        {
          name: view.name,
          otherNames: view.kycName ? [view.kycName] : [],
          pan: view.pan,
          // The view masks the Aadhaar to XXXX XXXX 1234: its last 4 digits are what is compared.
          aadhaarLast4: view.aadhar ? view.aadhar.slice(-4) : null,
        },
        today,
      ),
    );
type EditIn = z.input<ReturnType<typeof editSchema>>;
type EditOut = z.output<ReturnType<typeof editSchema>>;

function NomineeEditForm({ view, onCancel, reload }: { view: ProfileView; onCancel: () => void; reload: () => void }) {
  const flash = useFlash();
  const sendOtp = useSendProfileOtp();
  const verifyOtp = useVerifyProfileOtp();
  const update = useUpdateNomineeDetails();
  const [sent, setSent] = useState<StepUpOtpSent | null>(null);
  const [pending, setPending] = useState<EditOut | null>(null);
  const today = istToday(systemClock);
  const schema = useMemo(() => editSchema(view, today), [view, today]);
  const form = useForm<EditIn, unknown, EditOut>({
    resolver: zodResolver(schema),
    // Each field says what is wrong when it is left, as in onboarding's step 4.
    mode: 'onTouched',
    defaultValues: {
      // The opt-in starts at Yes (the list starts with one nominee) unless the investor opted out.
      nomineeOptIn: view.optIn ?? true,
      nomineeList: view.nomineeList.length > 0 ? view.nomineeList.map(nomineeFormValueOf) : [emptyNominee()],
    },
  });
  useReportUnsavedChanges(form.formState.isDirty);
  const optIn = form.watch('nomineeOptIn');

  // Save: the form is valid → an OTP to the investor's mobile → the dialog.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      setSent(await sendOtp.mutateAsync());
      setPending(values);
    } catch (failure) {
      flash.show({ type: 'error', message: failureOf(failure).message || messages.onboarding.otp.sendFailed });
    }
  });

  // Verified: save; a refusal closes the dialog and the form shows why (spec 2 §4: back to edit).
  const save = async () => {
    if (!pending) return;
    try {
      await update.mutateAsync({
        nomineeOptIn: pending.nomineeOptIn,
        nomineeList: pending.nomineeOptIn ? nomineeInputsOf(pending.nomineeList) : [],
      });
    } catch (failure) {
      setSent(null);
      const reason = failureOf(failure);
      const fields = Object.entries(reason.fieldErrors);
      for (const [field, message] of fields) form.setError(field as FieldPath<EditIn>, { message });
      flash.show({ type: 'error', message: fields.length ? reason.message : messages.onboarding.profile.saveFailed });
      return;
    }
    setSent(null);
    form.reset(form.getValues());
    flash.show({ type: 'success', message: messages.onboarding.profile.changesMade });
    window.setTimeout(reload, NOMINEE_RELOAD_MS);
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="profile-form" aria-label="Edit nominee details">
        <Controller
          control={form.control}
          name="nomineeOptIn"
          render={({ field }) => (
            <fieldset className="onboarding-field onboarding-field--radios">
              <legend>{messages.onboarding.nomineeTab.optInQuestion}</legend>
              <label className="onboarding-radio">
                <input type="radio" name={field.name} checked={field.value === true} onChange={() => field.onChange(true)} /> Yes
              </label>
              <label className="onboarding-radio">
                <input type="radio" name={field.name} checked={field.value === false} onChange={() => field.onChange(false)} /> No
              </label>
            </fieldset>
          )}
        />
        {optIn ? <NomineeFields /> : null}
        <div className="profile-tab__actions">
          <Button type="submit" variant="primary" disabled={sendOtp.isPending || update.isPending}>
            {own.saveNominees}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {own.cancel}
          </Button>
        </div>
        <ProfileOtpDialog
          sent={sent}
          sendOtp={() => sendOtp.mutateAsync()}
          verifyOtp={(otp) => verifyOtp.mutateAsync(otp)}
          onVerified={save}
          onClose={() => setSent(null)}
        />
      </form>
    </FormProvider>
  );
}
