import { failureMessage } from '../lib/error-messages';

/** A failed request, said in the reader's words in a red alert that announces itself; nothing without one. */
export function FailureAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <div className="alert alert-danger" role="alert">
      {failureMessage(error)}
    </div>
  );
}
