import { MAX_NOMINEES, messages, nomineeIdentityTypes, nomineeRelationships, productMessages, ADDRESS_MAX_LENGTH, NOMINEE_EMAIL_MAX_LENGTH, NOMINEE_ID_MAX_LENGTH } from '@sanchay/domain';
import { useId } from 'react';
import { useFieldArray, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { Button, FormField } from '../../ui';
import { emptyNominee, type NomineeFormValue } from './nominee-form';
// The field styles of the onboarding forms, also when the blocks sit on the profile's Nominee tab.
import './onboarding.css';
import './occupation-nominee.css';

const own = productMessages.occupationNominee;

type WithNominees = { nomineeList: NomineeFormValue[] };
type NomineeField = keyof NomineeFormValue;

/**
 * The nominee blocks "Nominee n/3" (spec 2 §2, §4 "Nominee edit"): one to start with, up to 3 with
 * "Add more Nominees", a remove button while more than one is left; the minor's DOB and guardian
 * appear only when the block has a name and minor is Yes. Used inside a react-hook-form
 * FormProvider whose values hold `nomineeList` (step 4 and the profile's Nominee tab).
 */
export function NomineeFields({ disabled = false }: { disabled?: boolean }) {
  const { control } = useFormContext<WithNominees>();
  const { fields, append, remove } = useFieldArray({ control, name: 'nomineeList' });
  return (
    <div className="nominee-blocks">
      {fields.map((field, index) => (
        <NomineeBlock
          key={field.id}
          index={index}
          disabled={disabled}
          onRemove={fields.length > 1 && !disabled ? () => remove(index) : undefined}
        />
      ))}
      {fields.length < MAX_NOMINEES && !disabled ? (
        <Button type="button" variant="secondary" onClick={() => append(emptyNominee())}>
          {messages.onboarding.nomineeTab.addMore}
        </Button>
      ) : null}
    </div>
  );
}

function NomineeBlock({ index, disabled, onRemove }: { index: number; disabled: boolean; onRemove: (() => void) | undefined }) {
  const id = useId();
  const { register, control, formState } = useFormContext<WithNominees>();
  const [name, minor] = useWatch({ control, name: [`nomineeList.${index}.nomineeName`, `nomineeList.${index}.isNomineeMinor`] });
  const errors = (formState.errors.nomineeList?.[index] ?? {}) as Partial<Record<NomineeField, FieldError>>;
  const showMinorFields = (name ?? '').trim() !== '' && minor === 'true';
  const heading = `Nominee ${index + 1}/${MAX_NOMINEES}`;

  const input = (field: NomineeField) => ({
    id: `${id}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
    ...register(`nomineeList.${index}.${field}`),
  });
  const error = (field: NomineeField) =>
    errors[field]?.message ? (
      <p id={`${id}-${field}-error`} className="onboarding-field__error">
        {errors[field]?.message}
      </p>
    ) : null;

  return (
    <fieldset className="nominee-block" disabled={disabled}>
      <legend className="nominee-block__title">{heading}</legend>
      {onRemove ? (
        <Button type="button" variant="ghost" size="small" className="nominee-block__remove" onClick={onRemove} aria-label={`${own.removeNominee} ${heading}`}>
          {own.removeNominee}
        </Button>
      ) : null}
      <FormField label="Nominee name" htmlFor={`${id}-nomineeName`} error={error('nomineeName')}>
        <input {...input('nomineeName')} autoComplete="off" maxLength={100} />
      </FormField>
      <div className="onboarding-form__pair">
        <FormField label="Relationship" htmlFor={`${id}-relationship`} error={error('relationship')}>
          <select {...input('relationship')}>
            <option value="">Select</option>
            {Object.entries(nomineeRelationships)
              .sort(([, a], [, b]) => a.localeCompare(b))
              .map(([code, label]) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
          </select>
        </FormField>
        <FormField label="Share (%)" htmlFor={`${id}-nomineePercentage`} error={error('nomineePercentage')}>
          <input {...input('nomineePercentage')} inputMode="decimal" maxLength={6} />
        </FormField>
      </div>
      <fieldset className="onboarding-field onboarding-field--radios">
        <legend>Is the nominee a minor?</legend>
        <label className="onboarding-radio">
          <input type="radio" value="true" {...register(`nomineeList.${index}.isNomineeMinor`)} /> Yes
        </label>
        <label className="onboarding-radio">
          <input type="radio" value="false" {...register(`nomineeList.${index}.isNomineeMinor`)} /> No
        </label>
      </fieldset>
      {showMinorFields ? (
        <div className="onboarding-form__pair">
          <FormField label="Nominee date of birth (DD/MM/YYYY)" htmlFor={`${id}-nomineeDOB`} error={error('nomineeDOB')}>
            <input {...input('nomineeDOB')} inputMode="numeric" placeholder="DD/MM/YYYY" maxLength={10} />
          </FormField>
          <FormField label="Guardian name" htmlFor={`${id}-guardianName`} error={error('guardianName')}>
            <input {...input('guardianName')} maxLength={100} />
          </FormField>
        </div>
      ) : null}
      <div className="onboarding-form__pair">
        <FormField label="Identity type" htmlFor={`${id}-nomineeIdentityType`} error={error('nomineeIdentityType')}>
          <select {...input('nomineeIdentityType')}>
            <option value="">Select</option>
            {Object.entries(nomineeIdentityTypes).map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="ID number" htmlFor={`${id}-nomineeIDNumber`} error={error('nomineeIDNumber')}>
          <input {...input('nomineeIDNumber')} maxLength={NOMINEE_ID_MAX_LENGTH} autoComplete="off" />
        </FormField>
      </div>
      <div className="onboarding-form__pair">
        <FormField label="Nominee e-mail" htmlFor={`${id}-nomineeEmail`} error={error('nomineeEmail')}>
          <input {...input('nomineeEmail')} type="email" maxLength={NOMINEE_EMAIL_MAX_LENGTH} autoComplete="off" />
        </FormField>
        <FormField label="Nominee mobile number" htmlFor={`${id}-nomineeMobile`} error={error('nomineeMobile')}>
          <input {...input('nomineeMobile')} inputMode="numeric" maxLength={10} autoComplete="off" />
        </FormField>
      </div>
      <div className="onboarding-form__pair">
        <FormField label="Nominee address" htmlFor={`${id}-nomineeAddress`} error={error('nomineeAddress')}>
          <input {...input('nomineeAddress')} maxLength={ADDRESS_MAX_LENGTH} autoComplete="off" />
        </FormField>
        <FormField label="Nominee pincode" htmlFor={`${id}-nomineePincode`} error={error('nomineePincode')}>
          <input {...input('nomineePincode')} inputMode="numeric" maxLength={6} autoComplete="off" />
        </FormField>
      </div>
    </fieldset>
  );
}

