import { failureMessage } from '@/lib/error-messages';

/** A red alert that announces itself to screen readers; nothing without a message. */
export function ErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="alert alert-danger" role="alert">
      {message}
    </div>
  );
}

/** A failed request, said in the reader's words in an ErrorAlert; nothing without one. */
export function FailureAlert({ error }: { error: unknown }) {
  return <ErrorAlert message={error ? failureMessage(error) : null} />;
}
