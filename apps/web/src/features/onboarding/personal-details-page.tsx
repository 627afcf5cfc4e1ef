import { zodResolver } from '@hookform/resolvers/zod';
import { REGISTERED_WITH_BSE_ONBOARDED, type ProfileView } from '@sanchay/contract';
import {
  declarationFlags,
  formatDisplayDate,
  genders,
  istToday,
  messages,
  parseDisplayDate,
  personalDetailsSchema,
  productMessages,
  systemClock,
  ADDRESS_MAX_LENGTH,
  type DeclarationFlag,
} from '@sanchay/domain';
import { useId, useMemo } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button, Card, FormField, useFlash } from '../../ui';
import { useSavePersonalDetails } from './onboarding-api';
import { OnboardingLayout, withQuery } from './onboarding-layout';
import { OnboardingStep } from './onboarding-progress';
import { failureOf } from '../../app/api-client';
import { placeOf, usePincodePlace } from '../../investor-profile';


/** Step 1's rules (the server runs the same), with the date of birth typed as DD/MM/YYYY. */
function formSchema(today: string) {
  const base = personalDetailsSchema(today);
  return base.extend({
    dob: z
      .string()
      .transform((typed) => parseDisplayDate(typed) ?? '')
      .pipe(base.shape.dob),
  });
}
type FormIn = z.input<ReturnType<typeof formSchema>>;
type FormOut = z.output<ReturnType<typeof formSchema>>;

/** /profile/personal-details (spec 2 §2 step 1, §4 "Personal details Continue", §5). */
export default function PersonalDetailsPage() {
  return (
    <OnboardingLayout title="Personal Details" step={1}>
      <OnboardingStep step={1}>{(profile) => <PersonalDetailsForm profile={profile} />}</OnboardingStep>
    </OnboardingLayout>
  );
}

function PersonalDetailsForm({ profile }: { profile: ProfileView }) {
  const id = useId();
  const navigate = useNavigate();
  const { search } = useLocation();
  const flash = useFlash();
  const save = useSavePersonalDetails();
  const registered = profile.registeredWithBse === REGISTERED_WITH_BSE_ONBOARDED;
  const today = istToday(systemClock);
  const schema = useMemo(() => formSchema(today), [today]);
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(schema),
    // Each field says what is wrong when the investor leaves it (the same rules the server runs),
    // then again as they correct it; the lookups (pincode, IFSC) add theirs once the format is right.
    mode: 'onTouched',
    defaultValues: {
      ...(profile.gender ? { gender: profile.gender } : {}),
      dob: profile.dob ? formatDisplayDate(profile.dob) : '',
      email: profile.primaryEmail ?? '',
      emailDeclarationFlag: profile.emailDeclarationFlag as DeclarationFlag,
      mobileDeclarationFlag: profile.mobileDeclarationFlag as DeclarationFlag,
      address: profile.address ?? '',
      pincode: profile.pincode ?? '',
    },
  });
  const errors = form.formState.errors;
  const next = withQuery('/profile/bank-details', search);

  const { place, checkPincode } = usePincodePlace(placeOf(profile), {
    found: () => form.clearErrors('pincode'),
    refused: (message) => form.setError('pincode', { message }),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    // Spec 2 §4: once registered with the exchange (3), Continue goes straight on.
    if (registered) return navigate(next);
    try {
      await save.mutateAsync(values);
      flash.show({ type: 'success', message: productMessages.kyc.personalSaved });
      navigate(next);
    } catch (error) {
      const failure = failureOf(error);
      const fields = Object.entries(failure.fieldErrors);
      for (const [field, message] of fields) form.setError(field as FieldPath<FormIn>, { message });
      if (fields.length === 0) flash.show({ type: 'error', message: failure.message });
    }
  });

  const field = (name: FieldPath<FormIn>) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name as keyof typeof errors] ? true : undefined,
    'aria-describedby': errors[name as keyof typeof errors] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof typeof errors) =>
    errors[name]?.message ? (
      <p id={`${id}-${name}-error`} className="onboarding-field__error">
        {errors[name]?.message}
      </p>
    ) : null;

  return (
    <Card as="section" aria-label="Personal details form">
      <form onSubmit={onSubmit} noValidate className="onboarding-form">
        <fieldset disabled={registered || save.isPending} className="onboarding-form__fields">
          <fieldset
            className="onboarding-field onboarding-field--radios"
            aria-invalid={errors.gender ? true : undefined}
            aria-describedby={errors.gender ? `${id}-gender-error` : undefined}
          >
            <legend>Gender</legend>
            {Object.entries(genders).map(([code, label]) => (
              <label key={code} className="onboarding-radio">
                <input type="radio" value={code} {...form.register('gender')} /> {label}
              </label>
            ))}
            {error('gender')}
          </fieldset>

          <FormField label="Name" htmlFor={`${id}-name`}>
            <input id={`${id}-name`} value={profile.name} readOnly />
          </FormField>

          <FormField label="Date of birth (DD/MM/YYYY)" htmlFor={`${id}-dob`} error={error('dob')}>
            <input {...field('dob')} inputMode="numeric" placeholder="DD/MM/YYYY" maxLength={10} autoComplete="bday" {...form.register('dob')} />
          </FormField>

          <div className="onboarding-form__pair">
            <FormField label="Mobile number" htmlFor={`${id}-mobile`}>
              <input id={`${id}-mobile`} value={profile.primaryMobile} readOnly />
            </FormField>
            <FormField label="Mobile number belongs to" htmlFor={`${id}-mobileDeclarationFlag`} error={error('mobileDeclarationFlag')}>
              <DeclarationSelect {...field('mobileDeclarationFlag')} {...form.register('mobileDeclarationFlag')} />
            </FormField>
          </div>

          <div className="onboarding-form__pair">
            <FormField label="E-mail" htmlFor={`${id}-email`} error={error('email')}>
              <input {...field('email')} type="email" autoComplete="email" {...form.register('email')} />
            </FormField>
            <FormField label="E-mail belongs to" htmlFor={`${id}-emailDeclarationFlag`} error={error('emailDeclarationFlag')}>
              <DeclarationSelect {...field('emailDeclarationFlag')} {...form.register('emailDeclarationFlag')} />
            </FormField>
          </div>

          <FormField label="Address" htmlFor={`${id}-address`} error={error('address')}>
            <input {...field('address')} maxLength={ADDRESS_MAX_LENGTH} autoComplete="street-address" {...form.register('address')} />
          </FormField>

          <FormField label="Pincode" htmlFor={`${id}-pincode`} error={error('pincode')}>
            <input
              {...field('pincode')}
              inputMode="numeric"
              maxLength={6}
              autoComplete="postal-code"
              {...form.register('pincode', { onBlur: (e: { target: HTMLInputElement }) => void checkPincode(e.target.value) })}
            />
          </FormField>
          {place ? (
            <p className="onboarding-form__place" aria-live="polite">
              {place.city}, {place.state}
            </p>
          ) : null}
        </fieldset>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {messages.onboarding.kyc.continue}
        </Button>
      </form>
    </Card>
  );
}


function DeclarationSelect(props: React.SelectHTMLAttributes<HTMLSelectElement> & { ref?: React.Ref<HTMLSelectElement> }) {
  return (
    <select {...props}>
      {Object.entries(declarationFlags).map(([code, label]) => (
        <option key={code} value={code}>
          {label}
        </option>
      ))}
    </select>
  );
}
