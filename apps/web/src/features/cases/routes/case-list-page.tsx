import { PlaceholderPage } from '../../../components/placeholder-page';

export function CaseListPage() {
  return <PlaceholderPage titleKey="pages.cases" />;
}
