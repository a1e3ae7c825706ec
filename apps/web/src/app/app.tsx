import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { LoadingOverlay } from '../components/loading-overlay';
import { ToastHost } from '../components/toast/toast-host';
import { i18n } from '../lib/i18n';
import { MaintenanceGate } from './maintenance-gate';
import { router } from './router';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <MaintenanceGate>
        <RouterProvider router={router} />
      </MaintenanceGate>
      <ToastHost />
      <LoadingOverlay />
    </I18nextProvider>
  );
}
