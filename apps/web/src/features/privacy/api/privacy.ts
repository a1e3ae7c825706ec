import { API } from '@docket/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type Data } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download';

export type PrivacyOverview = Data<'privacyOverview'>;
export type RetentionDue = PrivacyOverview['dueSoon'][number];
export type HeldCase = PrivacyOverview['held'][number];
export type Tombstone = PrivacyOverview['recentErasures'][number];
export type HousekeepingTask = PrivacyOverview['schedule'][number];
export type SubjectAccessExport = Data<'subjectAccessExports'>['exports'][number];
export type ErasurePreview = Data<'erasurePreview'>;

export const PRIVACY_KEY = ['privacy'] as const;
const overviewKey = [...PRIVACY_KEY, 'overview'] as const;
const exportsKey = (userId: string) => [...PRIVACY_KEY, 'exports', userId] as const;
const previewKey = (userId: string) => [...PRIVACY_KEY, 'erasure-preview', userId] as const;

/** What falls due in the next 30 days, the holds, the latest erasures and the schedule. */
export function privacyOverviewQuery() {
  return queryOptions({
    queryKey: overviewKey,
    queryFn: ({ signal }) => call(API.privacyOverview, { query: { days: 30 } }, { signal }),
    meta: { handlesErrors: true },
  });
}
export const usePrivacyOverview = () => useQuery(privacyOverviewQuery());

/** Exports still being built are asked for again now and then, so "ready" shows without a reload. */
const EXPORT_POLL_MS = 5_000;

export function useSubjectAccessExports(userId: string) {
  return useQuery({
    queryKey: exportsKey(userId),
    queryFn: ({ signal }) => call(API.subjectAccessExports, { query: { userId } }, { signal }),
    refetchInterval: (query) =>
      query.state.data?.exports.some((item) => item.status === 'queued' || item.status === 'building')
        ? EXPORT_POLL_MS
        : false,
    meta: { handlesErrors: true },
  });
}

export function useRequestExport(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(API.requestSubjectAccessExport, { body: { userId } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: exportsKey(userId) }),
    meta: { handlesErrors: true },
  });
}

/** The zip's bytes with the Bearer token; every download is audited by the server. */
export function downloadExport(id: string): Promise<Blob> {
  return downloadBlob(API.downloadSubjectAccessExport, { query: { id } });
}

export function useErasurePreview(userId: string) {
  return useQuery({
    queryKey: previewKey(userId),
    queryFn: ({ signal }) => call(API.erasurePreview, { query: { userId } }, { signal }),
    meta: { handlesErrors: true },
  });
}

export function useErasePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { userId: string; reason: string; confirmation: string }) =>
      call(API.erasePerson, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: PRIVACY_KEY }),
    meta: { handlesErrors: true },
  });
}
