import type { DocumentFinding } from '@docket/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '@/lib/error-messages';
import type { FileProblem, FileUploadKind } from './file-rules';
import { type PrepareDeps, prepareFile } from './prepare-photo';
import type { UploadedFile, UploadFn } from './upload-file';

/** The spec's progress states, plus the two ways an upload can end without a file. */
export type UploadState = 'PENDING' | 'IN_PROGRESS' | 'DONE' | 'FAILED' | 'CANCELLED';

export interface UploadItem {
  file: File;
  state: UploadState;
  /** 0 to 100. */
  percent: number;
  error: string | null;
}

interface Options {
  kind: FileUploadKind;
  upload: UploadFn;
  /** The staged file, and the bytes that were sent (the photo as prepared, for a preview). */
  onDone: (file: UploadedFile, sent: File) => void;
  /** The file cannot be sent as it was prepared (too large, a HEIC photo this browser cannot read). */
  onProblem: (problem: FileProblem) => void;
  /** Measure a photo's readability before sending it, and wait for the client's choice (decision 039). */
  advise?: boolean;
  /** Replaced in tests: the browser's decoder, canvas and the firm's settings. */
  prepareDeps?: PrepareDeps | undefined;
}

/** A photo held back before sending: what makes it hard to read, until she retakes it or sends it anyway. */
export interface PhotoAdvice {
  file: File;
  findings: DocumentFinding[];
}

/**
 * One file's upload with progress, cancel and retry. A newer start or unmount aborts the older one.
 * While a photo is being prepared the upload is PENDING; the prepared file replaces the one picked.
 */
export function useFileUpload({ kind, upload, onDone, onProblem, advise = false, prepareDeps }: Options) {
  const [item, setItem] = useState<UploadItem | null>(null);
  const [advice, setAdvice] = useState<PhotoAdvice | null>(null);
  // The photos she chose to send anyway: a retry after a failed transfer does not ask her again.
  const sentAnyway = useRef(new WeakSet<File>());
  const controller = useRef<AbortController | null>(null);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  const onProblemRef = useRef(onProblem);
  onProblemRef.current = onProblem;

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      controller.current?.abort();
      setAdvice(null);
      const current = new AbortController();
      controller.current = current;
      const update = (patch: Partial<UploadItem>) => {
        if (controller.current === current)
          setItem((previous) => (previous ? { ...previous, ...patch } : previous));
      };
      setItem({ file, state: 'PENDING', percent: 0, error: null });
      try {
        const prepared = await prepareFile(kind, file, current.signal, prepareDeps, {
          advise: advise && !sentAnyway.current.has(file),
        });
        if (controller.current !== current) return;
        if ('problem' in prepared) {
          setItem(null);
          onProblemRef.current(prepared.problem);
          return;
        }
        if (prepared.advice) {
          // Nothing is sent until she chooses: take it again, or send it anyway.
          setItem(null);
          setAdvice({ file: prepared.file, findings: prepared.advice });
          return;
        }
        update({ file: prepared.file });
        const uploaded = await upload(
          kind,
          prepared.file,
          (fraction) => update({ state: 'IN_PROGRESS', percent: Math.round(fraction * 100) }),
          current.signal,
        );
        if (controller.current !== current) return;
        update({ state: 'DONE', percent: 100 });
        onDoneRef.current(uploaded, prepared.file);
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') {
          update({ state: 'CANCELLED' });
          return;
        }
        update({ state: 'FAILED', error: failureMessage(error) });
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [kind, upload, advise, prepareDeps],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const retry = useCallback(() => {
    if (item) void start(item.file);
  }, [item, start]);
  const clear = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setItem(null);
    setAdvice(null);
  }, []);
  const sendAnyway = useCallback(() => {
    if (!advice) return;
    sentAnyway.current.add(advice.file);
    void start(advice.file);
  }, [advice, start]);

  const busy = item?.state === 'PENDING' || item?.state === 'IN_PROGRESS';
  return { item, busy, advice, start, cancel, retry, clear, sendAnyway };
}
