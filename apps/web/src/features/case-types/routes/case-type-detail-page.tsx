import { PlaceholderPage } from '../../../components/placeholder-page';

export function CaseTypeDetailPage() {
  return <PlaceholderPage titleKey="pages.caseTypeDetail" />;
}
