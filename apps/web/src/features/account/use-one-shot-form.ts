import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/error-messages';

/**
 * A form the server accepts once: the translated text at `doneKey` then stands in the form's place
 * as `done` (the server answers in English); a failure becomes `error`, cleared on the next try.
 */
export function useOneShotForm<V>(send: (values: V) => Promise<unknown>, doneKey: string) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = async (values: V) => {
    setError(null);
    try {
      await send(values);
      setDone(t(doneKey));
    } catch (caught) {
      setError(failureMessage(caught));
    }
  };
  return { error, done, submit };
}
