import CircleCheck from 'lucide-react/icons/circle-check';
import { useEffect, useRef } from 'react';

/** Replaces a form once the server accepted it; takes focus so the result is read out. */
export function SuccessAlert({
  message,
  hint,
  children,
}: {
  message: string;
  hint?: string;
  children?: React.ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="alert alert-success" role="status" tabIndex={-1}>
      <p className="mb-1 d-flex gap-2 align-items-start">
        <CircleCheck size={18} aria-hidden="true" className="flex-shrink-0 mt-1" />
        <span>{message}</span>
      </p>
      {hint ? <p className="mb-0 small">{hint}</p> : null}
      {children}
    </div>
  );
}
