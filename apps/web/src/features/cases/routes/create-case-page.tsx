import { PlaceholderPage } from '../../../components/placeholder-page';

export function CreateCasePage() {
  return <PlaceholderPage titleKey="pages.createCase" />;
}
