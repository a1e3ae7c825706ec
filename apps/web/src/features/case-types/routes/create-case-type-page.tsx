import { PlaceholderPage } from '../../../components/placeholder-page';

export function CreateCaseTypePage() {
  return <PlaceholderPage titleKey="pages.createCaseType" />;
}
