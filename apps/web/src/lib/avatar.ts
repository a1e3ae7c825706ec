import { API_PATHS } from '@docket/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { downloadBlob } from './transfer';

/** The avatar's bytes, fetched with the token (an <img src> cannot send it). */
export function useAvatarBlob(key: string | null | undefined) {
  return useQuery({
    queryKey: ['account', 'avatar', key],
    queryFn: ({ signal }) =>
      downloadBlob(API_PATHS.getExampleFile, { fileName: key ?? '', inline: true }, signal),
    enabled: Boolean(key),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { handlesErrors: true },
  });
}

/** An object URL for a Blob, revoked when the Blob changes or the component goes away. */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

export function useAvatarUrl(key: string | null | undefined): string | null {
  const { data } = useAvatarBlob(key);
  return useObjectUrl(key ? data : null);
}
