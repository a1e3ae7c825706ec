import { PlaceholderPage } from '../../../components/placeholder-page';

export function CaseTypeListPage() {
  return <PlaceholderPage titleKey="pages.caseTypes" />;
}
