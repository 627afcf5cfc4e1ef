import { zodResolver } from '@hookform/resolvers/zod';
import { ProfileErrorEnum, REGISTERED_WITH_BSE_ONBOARDED, type ProfileView, type StepUpOtpSent } from '@sanchay/contract';
import {
  ADDRESS_MAX_LENGTH,
  formatDisplayDate,
  genders,
  messages,
  productMessages,
  profilePersonalEditSchema,
  type ProfilePersonalEdit,
} from '@sanchay/domain';
import { useId, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError, failureOf } from '../../app/api-client';
import { Button, Card, FormField, Skeleton, useFlash } from '../../ui';
import { useSendProfileOtp, useUpdateUserProfile, useVerifyProfileOtp } from './profile-api';
import { ProfileOtpDialog } from './profile-otp-dialog';
import { useReportUnsavedChanges } from './unsaved-changes';
import { placeOf, useProfile, usePincodePlace } from '../../investor-profile';
import { Fact } from './profile-fact';

const t = messages.profileArea.personal;
const own = productMessages.profileArea;
/** Spec 2 §4: edits need registration; otherwise to KYC in the checkout flow. */
export const KYC_FOR_EDIT = '/profile/kyc-details?flowType=checkout';

/** /profile/personal-info (spec 2 §2 "Personal info", §4 "Profile personal edit"). */
export default function PersonalInfoTab() {
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  if (profile.isPending) return <Skeleton />;
  if (profile.isError) return <p role="alert">{failureOf(profile.error).message}</p>;
  const view = profile.data;
  const startEdit = () => {
    if (view.registeredWithBse !== REGISTERED_WITH_BSE_ONBOARDED) navigate(KYC_FOR_EDIT);
    else setEditing(true);
  };
  return (
    <Card as="section" aria-label={messages.profileArea.tabs.personal} className="profile-tab">
      <PersonalFacts view={view} />
      {editing ? (
        <PersonalEditForm view={view} onDone={() => setEditing(false)} />
      ) : (
        <>
          <ContactFacts view={view} />
          <Button variant="primary" onClick={startEdit}>
            {t.edit}
          </Button>
        </>
      )}
    </Card>
  );
}

/** What cannot change here: name, mobile, gender, DOB, PAN, tax status, Aadhaar (masked). */
function PersonalFacts({ view }: { view: ProfileView }) {
  return (
    <dl className="profile-facts">
      <Fact label="Name" value={view.name} />
      <Fact label="Mobile number" value={view.primaryMobile} />
      <Fact label="Gender" value={view.gender ? genders[view.gender] : null} />
      <Fact label="Date of birth" value={view.dob ? formatDisplayDate(view.dob) : null} />
      <Fact label="PAN" value={view.pan} />
      <Fact label="Tax status" value={own.taxStatuses[view.taxStatus] ?? view.taxStatus} />
      <Fact label="Aadhaar" value={view.aadhar} />
    </dl>
  );
}

function ContactFacts({ view }: { view: ProfileView }) {
  return (
    <dl className="profile-facts">
      <Fact label="E-mail" value={view.primaryEmail} />
      <Fact label="Address" value={view.address} />
      <Fact label="Pincode" value={view.pincode ? `${view.pincode}${view.city ? ` (${view.city}, ${view.state})` : ''}` : null} />
    </dl>
  );
}

function PersonalEditForm({ view, onDone }: { view: ProfileView; onDone: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const flash = useFlash();
  const sendOtp = useSendProfileOtp();
  const verifyOtp = useVerifyProfileOtp();
  const update = useUpdateUserProfile();
  const [sent, setSent] = useState<StepUpOtpSent | null>(null);
  const [pending, setPending] = useState<ProfilePersonalEdit | null>(null);
  const loaded = { email: view.primaryEmail ?? '', address: view.address ?? '', pincode: view.pincode ?? '' };
  const form = useForm<ProfilePersonalEdit>({ resolver: zodResolver(profilePersonalEditSchema), defaultValues: loaded });
  const errors = form.formState.errors;
  const values = form.watch();
  // Spec 2 §2: the flag compares the form with the loaded profile.
  const dirty = values.email !== loaded.email || values.address !== loaded.address || values.pincode !== loaded.pincode;
  useReportUnsavedChanges(dirty);

  const { place, checkPincode } = usePincodePlace(placeOf(view), {
    found: () => form.clearErrors('pincode'),
    refused: (message) => form.setError('pincode', { message }),
  });

  // Save Changes: the form is valid → an OTP to the investor's mobile → the dialog.
  const onSubmit = form.handleSubmit(async (edit) => {
    try {
      setSent(await sendOtp.mutateAsync());
      setPending(edit);
    } catch (failure) {
      flash.show({ type: 'error', message: failureOf(failure, messages.onboarding.otp.sendFailed).message });
    }
  });

  // Verify & Proceed matched: save; a refusal closes the dialog and shows why on the form.
  const save = async () => {
    if (!pending || !view.ucc) return;
    try {
      await update.mutateAsync({ ucc: view.ucc, ...pending });
    } catch (failure) {
      setSent(null);
      const reason = failureOf(failure);
      if (failure instanceof ApiError && failure.envelope?.errorEnum === ProfileErrorEnum.PROFILE_NOT_ONBOARDED) {
        navigate(KYC_FOR_EDIT);
        return;
      }
      const fields = Object.entries(reason.fieldErrors);
      for (const [field, message] of fields) form.setError(field as FieldPath<ProfilePersonalEdit>, { message });
      flash.show({ type: 'error', message: fields.length ? reason.message : messages.onboarding.profile.saveFailed });
      return;
    }
    setSent(null);
    flash.show({ type: 'success', message: messages.onboarding.profile.saved });
    onDone();
  };

  const field = (name: keyof ProfilePersonalEdit) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof ProfilePersonalEdit) =>
    errors[name]?.message ? (
      <p id={`${id}-${name}-error`} className="profile-field__error">
        {errors[name]?.message}
      </p>
    ) : null;

  return (
    <form onSubmit={onSubmit} noValidate className="profile-form" aria-label="Edit personal details">
      <FormField className="profile-field" label="E-mail" htmlFor={`${id}-email`} error={error('email')}>
        <input {...field('email')} type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField className="profile-field" label="Address" htmlFor={`${id}-address`} error={error('address')}>
        <input {...field('address')} maxLength={ADDRESS_MAX_LENGTH} autoComplete="street-address" {...form.register('address')} />
      </FormField>
      <FormField className="profile-field" label="Pincode" htmlFor={`${id}-pincode`} error={error('pincode')}>
        <input
          {...field('pincode')}
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
          {...form.register('pincode', { onBlur: (e: { target: HTMLInputElement }) => void checkPincode(e.target.value) })}
        />
      </FormField>
      {place ? (
        <p className="profile-form__place" aria-live="polite">
          {place.city}, {place.state}
        </p>
      ) : null}
      <div className="profile-tab__actions">
        <Button type="submit" variant="primary" disabled={sendOtp.isPending}>
          {t.save}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t.discard}
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
  );
}
