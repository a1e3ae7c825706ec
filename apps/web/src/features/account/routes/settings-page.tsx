import { PlaceholderPage } from '../../../components/placeholder-page';

export function SettingsPage() {
  return <PlaceholderPage titleKey="pages.settings" />;
}
