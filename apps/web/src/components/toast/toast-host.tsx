import { LIMITS } from '@docket/contract';
import { useEffect, useState } from 'react';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useTranslation } from 'react-i18next';
import { subscribeToasts, type ToastMessage } from '@/lib/notifier';

interface ActiveToast extends ToastMessage {
  id: number;
  shown: boolean;
}

const BG: Record<ToastMessage['kind'], string> = {
  success: 'success',
  warning: 'warning',
  info: 'info',
  error: 'danger',
};

let nextId = 1;

/**
 * Renders every toast raised through notify(). A toast is active while shown, fades out (300 ms,
 * see CSS) when closed or timed out, and is removed once the fade ends.
 */
export function ToastHost() {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ActiveToast[]>([]);

  useEffect(
    () => subscribeToasts((toast) => setToasts((list) => [...list, { ...toast, id: nextId++, shown: true }])),
    [],
  );

  const hide = (id: number) =>
    setToasts((list) => list.map((x) => (x.id === id ? { ...x, shown: false } : x)));
  const remove = (id: number) => setToasts((list) => list.filter((x) => x.id !== id));

  return (
    // At the foot of the screen, clear of the page's heading and the top bar's buttons; across the
    // whole width of a phone (widgets.css).
    <ToastContainer position="bottom-end" className="toast-stack" containerPosition="fixed">
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          show={toast.shown}
          onClose={() => hide(toast.id)}
          onExited={() => remove(toast.id)}
          delay={LIMITS.toastTimeoutMs}
          autohide
          className={`toast-${BG[toast.kind]}`}
        >
          <Toast.Header closeLabel={t('a11y.close')}>
            <strong className="me-auto">{toast.title ?? t(`toast.${toast.kind}`)}</strong>
          </Toast.Header>
          <Toast.Body>{toast.message}</Toast.Body>
        </Toast>
      ))}
    </ToastContainer>
  );
}
