import { useEffect, useState } from 'react';

/**
 * An object address for the Blob while it is shown, revoked when the Blob changes or the component
 * goes; null until it is made (and while there is no Blob), never an address already revoked.
 */
export function useObjectUrl(blob: Blob | null): string | null {
  const [current, setCurrent] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    setCurrent({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return current?.blob === blob ? current.url : null;
}
