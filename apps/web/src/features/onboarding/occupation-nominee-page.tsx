import { zodResolver } from '@hookform/resolvers/zod';
import { REGISTERED_WITH_BSE_ONBOARDED, type AccountOpened, type ProfileView, type StepUpOtpSent } from '@sanchay/contract';
import {
  AADHAAR,
  aadhaarLast4,
  incomeSlabs,
  istToday,
  MAX_UPLOAD_BYTES,
  messages,
  occupationDetailsFields,
  occupationTypes,
  productMessages,
  systemClock,
} from '@sanchay/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Controller, FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button, Card, FileUpload, FormField, useFlash } from '../../ui';
import { AccountOpeningOtpDialog } from './account-opening-otp-dialog';
import { FatcaDialog } from './fatca-dialog';
import { NomineeFields } from './nominee-fields';
import { checkNominees, emptyNominee, nomineesCheckedAlways, nomineeFormValueOf, nomineeInputsOf, type NomineeFormValue } from './nominee-form';
import { OnboardingLayout } from './onboarding-layout';
import { OnboardingStep } from './onboarding-progress';
import { fileIdOf, sendAccountOtp, uploadSignature, useSaveOccupationNominee } from './occupation-nominee-api';
import { failureOf } from '../../app/api-client';
import { investorProfileKeys } from '../../investor-profile';

const m = messages.onboarding.occupation;
const own = productMessages.occupationNominee;

/** Step 4's rules (the server runs the same ones), with the nominees checked against this investor. */
function formSchema(profile: ProfileView, today: string) {
  const { termsAccepted: _terms, ...fields } = occupationDetailsFields;
  return z
    .object({
      ...fields,
      // The tick is checked by the submit itself (unticked opens the FATCA modal first).
      termsAccepted: z.boolean(),
      nomineeList: z.array(z.custom<NomineeFormValue>()),
    })
    .superRefine((values, ctx) => {
      if (!values.termsAccepted) ctx.addIssue({ code: 'custom', path: ['termsAccepted'], message: own.termsRequired });
      // The Aadhaar typed on this page is the one a nominee may not reuse.
      const aadhar = typeof values.aadhar === 'string' ? values.aadhar.trim() : '';
      const last4 = AADHAAR.test(aadhar) ? aadhaarLast4(aadhar) : null;
      checkNominees(
        ctx,
        values.nomineeOptIn,
        values.nomineeList,
        { name: profile.name, otherNames: profile.kycName ? [profile.kycName] : [], pan: profile.pan, aadhaarLast4: last4 },
        today,
      );
    }, nomineesCheckedAlways);
}
type FormIn = z.input<ReturnType<typeof formSchema>>;
type FormOut = z.output<ReturnType<typeof formSchema>>;

/** /profile/occupation-nominee-details, "Investor Profile" (spec 2 §2 step 4, §4, §5). */
export default function OccupationNomineePage() {
  return (
    <OnboardingLayout title="Investor Profile" step={4}>
      <OnboardingStep step={4}>{(profile) => <OccupationNomineeForm profile={profile} />}</OnboardingStep>
    </OnboardingLayout>
  );
}

function OccupationNomineeForm({ profile }: { profile: ProfileView }) {
  const id = useId();
  const navigate = useNavigate();
  const flash = useFlash();
  const queryClient = useQueryClient();
  const save = useSaveOccupationNominee();
  const registered = profile.registeredWithBse === REGISTERED_WITH_BSE_ONBOARDED;
  const today = istToday(systemClock);
  const schema = useMemo(() => formSchema(profile, today), [profile, today]);
  const [fatcaOpen, setFatcaOpen] = useState(false);
  const [otp, setOtp] = useState<StepUpOtpSent | null>(null);
  const [signatureUrl, setSignatureUrl] = useState(profile.signatureURL);
  const [uploading, setUploading] = useState(false);

  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(schema),
    // Each field says what is wrong when the investor leaves it, then again as they correct it.
    mode: 'onTouched',
    defaultValues: {
      ...(profile.occupationType ? { occupationType: profile.occupationType } : {}),
      ...(profile.incomeSlab ? { incomeSlab: profile.incomeSlab } : {}),
      // Only the last four digits are kept: the full number is typed again.
      aadhar: '',
      signatureId: fileIdOf(profile.signatureURL),
      termsAccepted: false,
      fatcaCompliant: profile.fatcaCompliant ?? true,
      ...(profile.optIn !== null ? { nomineeOptIn: profile.optIn } : {}),
      nomineeList: profile.nomineeList.length > 0 ? profile.nomineeList.map(nomineeFormValueOf) : [emptyNominee()],
    },
  });
  const errors = form.formState.errors;
  const optIn = form.watch('nomineeOptIn');
  const mandateStep = (ucc: string) => `/profile/mandates/setup-mandate?flowType=checkout&ucc=${encodeURIComponent(ucc)}`;

  const submitValid = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        ...values,
        termsAccepted: true,
        nomineeList: values.nomineeOptIn ? nomineeInputsOf(values.nomineeList) : [],
      });
      setOtp(await sendAccountOtp());
    } catch (error) {
      const failure = failureOf(error);
      const fields = Object.entries(failure.fieldErrors);
      for (const [field, message] of fields) form.setError(field as FieldPath<FormIn>, { message });
      if (fields.length === 0) flash.show({ type: 'error', message: failure.message });
    }
  });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    // Spec 2 §4: once registered (3), the button goes straight to the mandate step.
    if (registered && profile.ucc) return void navigate(mandateStep(profile.ucc));
    // Unticked terms: the FATCA declaration is asked for first.
    if (!form.getValues('termsAccepted')) return setFatcaOpen(true);
    void submitValid(event);
  };

  const answerFatca = (compliant: boolean) => {
    setFatcaOpen(false);
    form.setValue('fatcaCompliant', compliant);
    if (compliant) {
      form.setValue('termsAccepted', true);
      void submitValid();
    } else {
      form.setError('termsAccepted', { message: own.fatcaRefused });
    }
  };

  // The upload control has refused files that are not JPEG or PNG, or over 5 MB (spec 2 §5).
  const onSignature = async (file: File) => {
    form.clearErrors('signatureId');
    setUploading(true);
    try {
      const kept = await uploadSignature(file);
      form.setValue('signatureId', kept.signatureId, { shouldValidate: true });
      setSignatureUrl(kept.value);
      flash.show({ type: 'success', message: messages.onboarding.files.uploaded });
    } catch (error) {
      const failure = failureOf(error);
      form.setError('signatureId', { message: failure.fieldErrors.file ?? failure.message });
    } finally {
      setUploading(false);
    }
  };

  const onOpened = async (opened: AccountOpened) => {
    setOtp(null);
    await queryClient.invalidateQueries({ queryKey: investorProfileKeys.profile });
    flash.show({ type: 'success', message: own.accountOpened });
    navigate(opened.next);
  };

  const describe = (name: keyof typeof errors) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof typeof errors) =>
    errors[name]?.message ? (
      <p id={`${id}-${name}-error`} className="onboarding-field__error">
        {errors[name]?.message}
      </p>
    ) : null;

  return (
    <Card as="section" aria-label="Occupation and nominee details form">
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="onboarding-form">
          <fieldset disabled={registered || save.isPending} className="onboarding-form__fields">
            <div className="onboarding-form__pair">
              <FormField label="Occupation" htmlFor={`${id}-occupationType`} error={error('occupationType')}>
                <select id={`${id}-occupationType`} {...describe('occupationType')} {...form.register('occupationType')}>
                  <option value="">Select</option>
                  {Object.entries(occupationTypes).map(([code, label]) => (
                    <option key={code} value={code}>
                      {label}
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField label="Income range" htmlFor={`${id}-incomeSlab`} error={error('incomeSlab')}>
                <select id={`${id}-incomeSlab`} {...describe('incomeSlab')} {...form.register('incomeSlab')}>
                  <option value="">Select</option>
                  {Object.entries(incomeSlabs).map(([code, label]) => (
                    <option key={code} value={code}>
                      {label}
                    </option>
                  ))}
                </select>
              </FormField>
            </div>

            <FormField label="Aadhaar number" htmlFor={`${id}-aadhar`} error={error('aadhar')}>
              <input
                id={`${id}-aadhar`}
                {...describe('aadhar')}
                inputMode="numeric"
                maxLength={14}
                autoComplete="off"
                placeholder={profile.aadhar ?? 'XXXX XXXX XXXX'}
                {...form.register('aadhar')}
              />
            </FormField>

            <FileUpload
              label="Signature"
              hint="JPG or PNG, up to 5 MB"
              accept={['jpeg', 'png']}
              maxBytes={MAX_UPLOAD_BYTES}
              // Spec 2 §5 has one message for both.
              refusals={{ wrongType: m.signatureSize, tooLarge: m.signatureSize }}
              error={errors.signatureId?.message ?? null}
              current={signatureUrl ? { name: 'Signature on file', imageUrl: signatureUrl } : null}
              disabled={registered || uploading}
              onChange={(file) => void onSignature(file)}
            />

            <Controller
              control={form.control}
              name="nomineeOptIn"
              render={({ field }) => (
                <fieldset className="onboarding-field onboarding-field--radios" {...describe('nomineeOptIn')}>
                  <legend>{messages.onboarding.nomineeTab.optInQuestion}</legend>
                  <label className="onboarding-radio">
                    <input type="radio" name={field.name} checked={field.value === true} onChange={() => field.onChange(true)} /> Yes
                  </label>
                  <label className="onboarding-radio">
                    <input type="radio" name={field.name} checked={field.value === false} onChange={() => field.onChange(false)} /> No
                  </label>
                  {error('nomineeOptIn')}
                </fieldset>
              )}
            />
            {optIn ? <NomineeFields disabled={registered} /> : null}

            <div className="onboarding-field">
              <label className="onboarding-check">
                <input type="checkbox" {...describe('termsAccepted')} {...form.register('termsAccepted')} /> {own.termsLabel}
              </label>
              {error('termsAccepted')}
            </div>
          </fieldset>
          <Button type="submit" variant="primary" disabled={save.isPending || uploading}>
            {messages.onboarding.kyc.continue}
          </Button>
        </form>
      </FormProvider>
      <FatcaDialog open={fatcaOpen} onAnswer={answerFatca} onDismiss={() => setFatcaOpen(false)} />
      {otp ? <AccountOpeningOtpDialog sent={otp} onOpened={(opened) => void onOpened(opened)} /> : null}
    </Card>
  );
}

