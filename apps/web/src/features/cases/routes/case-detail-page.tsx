import { PlaceholderPage } from '../../../components/placeholder-page';

export function CaseDetailPage() {
  return <PlaceholderPage titleKey="pages.caseDetail" />;
}
