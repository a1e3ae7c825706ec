import { PlaceholderPage } from '../../../components/placeholder-page';

export function EnableMfaPage() {
  return <PlaceholderPage titleKey="pages.enableMfa" />;
}
