import { API, type UploadSettings } from '@docket/contract';
import { call } from '@/lib/api-client';

/** The firm's upload settings (UploadSettings): whether photos go up as taken (decision 037). */

// Asked once a page, when the first photo is picked; a failure is asked again with the next.
let settingsOnce: Promise<UploadSettings> | null = null;
export function firmSettings(): Promise<UploadSettings> {
  settingsOnce ??= call(API.uploadSettings, {}, { background: true }).catch((error: unknown) => {
    settingsOnce = null;
    throw error;
  });
  return settingsOnce;
}
