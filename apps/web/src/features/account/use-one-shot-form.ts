import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '@/lib/error-messages';
import { showFieldErrors } from '@/lib/form-errors';

/**
 * A form the server accepts once: the translated text at `doneKey` then stands in the form's place
 * as `done` (the server answers in English). A failure the server pinned on the form's fields shows
 * there; any other becomes `error`, cleared on the next try.
 */
export function useOneShotForm<V, F extends FieldValues = FieldValues>(
  send: (values: V) => Promise<unknown>,
  doneKey: string,
  form?: Pick<UseFormReturn<F>, 'getValues' | 'setError'>,
) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = async (values: V) => {
    setError(null);
    try {
      await send(values);
      setDone(t(doneKey));
    } catch (caught) {
      const onFields =
        form !== undefined &&
        showFieldErrors(caught, form.setError, Object.keys(form.getValues()) as Path<F>[]);
      if (!onFields) setError(failureMessage(caught));
    }
  };
  return { error, done, submit };
}
