import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast/use-toast';
import { failureMessage } from '@/lib/error-messages';
import { showFieldErrors } from '@/lib/form-errors';

interface SettingsSubmitOptions<In extends FieldValues, Context, Out> {
  form: UseFormReturn<In, Context, Out>;
  /** Bumped on each tab click: the form forgets it was submitted and keeps what was typed (spec). */
  resetSignal: number;
  send: (values: Out) => Promise<unknown>;
  /** The success toast's text, translated; the server answers in English. */
  doneKey: string;
  /** After the success toast, e.g. the form's new starting values. */
  onSaved: (values: Out) => void;
  /** Server field names that differ from the form's own, e.g. `{ password: 'newPassword' }`. */
  aliases?: Readonly<Record<string, Path<In>>>;
}

/**
 * The submit handler of a settings tab's form: its success in a toast; a failure on the fields it
 * concerns (the server's field errors), else in a toast.
 */
export function useSettingsSubmit<In extends FieldValues, Context, Out>({
  form,
  resetSignal,
  send,
  doneKey,
  onSaved,
  aliases,
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
      const fields = Object.keys(form.getValues()) as Path<In>[];
      if (!showFieldErrors(caught, form.setError, fields, aliases)) toast.error(failureMessage(caught));
    }
  });
}
