import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast/use-toast';
import { failureMessage } from '../../lib/error-messages';

interface SettingsSubmitOptions<In extends FieldValues, Context, Out> {
  form: UseFormReturn<In, Context, Out>;
  /** Bumped on each tab click: the form forgets it was submitted and keeps what was typed (spec). */
  resetSignal: number;
  send: (values: Out) => Promise<unknown>;
  /** The success toast's text, translated; the server answers in English. */
  doneKey: string;
  /** After the success toast, e.g. the form's new starting values. */
  onSaved: (values: Out) => void;
}

/** The submit handler of a settings tab's form: its success, or the server's failure, in a toast. */
export function useSettingsSubmit<In extends FieldValues, Context, Out>({
  form,
  resetSignal,
  send,
  doneKey,
  onSaved,
}: SettingsSubmitOptions<In, Context, Out>) {
  const { t } = useTranslation();
  const toast = useToast();

  useEffect(() => {
    if (resetSignal) form.reset(undefined, { keepValues: true, keepDirty: true, keepDefaultValues: true });
  }, [resetSignal, form]);

  return form.handleSubmit(async (values) => {
    try {
      await send(values);
      toast.success(t(doneKey));
      onSaved(values);
    } catch (caught) {
      toast.error(failureMessage(caught));
    }
  });
}
