import BellRing from 'lucide-react/icons/bell-ring';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast/use-toast';
import { useSendReminder } from '@/features/cases/api/send-reminder';
import { failureMessage } from '@/lib/error-messages';

/** "Send a reminder now": e-mails and notifies the client, then says whom it reached and for how many documents. */
export function SendReminderButton({ caseId, clientName }: { caseId: number; clientName: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const remind = useSendReminder(caseId);
  const reached = (itemIds: number[]) =>
    t('cases.checklist.reminder.sent', { name: clientName, count: itemIds.length });
  // The last reminder's answer; a new one clears it as it starts, a failure leaves none.
  const outcome = remind.data ? reached(remind.data.itemIds) : null;

  const send = async () => {
    if (remind.isPending) return;
    try {
      const { itemIds } = await remind.mutateAsync();
      toast.success(reached(itemIds), t('cases.checklist.reminder.title'));
    } catch (error) {
      toast.error(failureMessage(error), t('cases.checklist.reminder.title'));
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-outline-primary checklist-action"
        onClick={() => void send()}
        aria-disabled={remind.isPending}
      >
        <BellRing size={16} aria-hidden="true" className="me-1" />
        {remind.isPending ? t('cases.checklist.reminder.sending') : t('cases.checklist.reminder.button')}
      </button>
      <p className="small text-success-emphasis mb-0 w-100" role="status">
        {outcome}
      </p>
    </>
  );
}
