import { get, useFormContext } from 'react-hook-form';
import { FieldShell, type FieldShellProps } from './field-shell';

export type { FieldControlProps } from './field-shell';

interface FormFieldProps extends Omit<FieldShellProps, 'error' | 'showError'> {
  /** The form value's name; its error comes from the surrounding react-hook-form context. */
  name: string;
}

/**
 * A field of a react-hook-form form. Its error shows only after a submit attempt or once the
 * field was touched, i.e. edited and left (spec section 5), translated from the contract's message key.
 */
export function FormField({ name, ...props }: FormFieldProps) {
  const { formState } = useFormContext();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  // Touched means left after typing: merely passing through a field (or an autofocused one losing
  // focus to a link) must not make an error appear and shift what the pointer is about to click.
  const touched = Boolean(get(formState.touchedFields, name)) && Boolean(get(formState.dirtyFields, name));
  return <FieldShell {...props} error={error?.message} showError={formState.isSubmitted || touched} />;
}
