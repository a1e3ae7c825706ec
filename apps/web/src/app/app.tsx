import type { i18n as I18n } from 'i18next';
import { type ReactNode, StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LoadingOverlay } from '@/components/loading-overlay';
import { ToastHost } from '@/components/toast/toast-host';
import { MaintenanceGate } from './maintenance-gate';

/**
 * The app around its router: the browser's (start.tsx) or the one a page is rendered to HTML with
 * (src/prerender.tsx). Both draw this same tree, so the browser hydrates what the server sent.
 */
export function App({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <MaintenanceGate>{children}</MaintenanceGate>
        <ToastHost />
        <LoadingOverlay />
      </I18nextProvider>
    </StrictMode>
  );
}
