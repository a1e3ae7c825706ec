import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field';

interface PhoneFieldProps {
  /** The form value's name: `contact` or `phoneNumber`, as the endpoint spells it. */
  name: string;
  label: string;
  /** "tel" where the number is the reader's own; "off" where it is someone else's. */
  autoComplete: 'tel' | 'off';
}

/**
 * The required phone-number field of the surrounding react-hook-form form. Every form with a
 * number uses it and the contract's `phoneNumberSchema`, so each accepts the same numbers (decision
 * 034). The keyboard is the phone's dialling one, which has the "+" of an international number.
 */
export function PhoneField({ name, label, autoComplete }: PhoneFieldProps) {
  const { t } = useTranslation();
  const { register } = useFormContext();
  return (
    <FormField name={name} label={label} required hint={t('form.phoneHint')}>
      {(control) => (
        <input
          {...control}
          {...register(name)}
          type="tel"
          inputMode="tel"
          autoComplete={autoComplete}
          dir="ltr"
        />
      )}
    </FormField>
  );
}
