import { useFormContext } from 'react-hook-form';
import { FormField } from './form-field';

interface EmailFieldProps {
  label: string;
  /** "email" where the address is the reader's own; "off" where it is someone else's. */
  autoComplete: 'email' | 'off';
  placeholder?: string;
}

/** The required "email" field of the surrounding react-hook-form form. */
export function EmailField({ label, autoComplete, placeholder }: EmailFieldProps) {
  const { register } = useFormContext<{ email: string }>();
  return (
    <FormField name="email" label={label} required>
      {(control) => (
        <input
          {...control}
          {...register('email')}
          type="email"
          dir="ltr"
          inputMode="email"
          autoComplete={autoComplete}
          placeholder={placeholder}
        />
      )}
    </FormField>
  );
}
