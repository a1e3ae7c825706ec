import { API_PATHS } from '@docket/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { downloadBlob } from '../../../lib/transfer';

/** A listed user's picture as an object URL (an <img src> cannot send the token). */
export function useAvatarUrl(key: string | null): string | null {
  const { data } = useQuery({
    queryKey: ['user-avatars', key],
    queryFn: ({ signal }) =>
      downloadBlob(API_PATHS.getExampleFile, { fileName: key ?? '', inline: true }, signal),
    enabled: Boolean(key),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    // A missing picture falls back to initials; it is not worth a toast.
    meta: { handlesErrors: true },
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!data) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [data]);
  return url;
}
