import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/error-messages';

/**
 * A form the server accepts once: its answer (or the text at `doneKey` when it says nothing) then
 * stands in the form's place as `done`; a failure becomes `error`, cleared on the next try.
 */
export function useOneShotForm<V>(
  send: (values: V) => Promise<{ message?: string | null }>,
  doneKey: string,
) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = async (values: V) => {
    setError(null);
    try {
      const { message } = await send(values);
      setDone(message || t(doneKey));
    } catch (caught) {
      setError(failureMessage(caught));
    }
  };
  return { error, done, submit };
}
