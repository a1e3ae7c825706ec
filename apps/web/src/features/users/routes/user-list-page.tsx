import { PlaceholderPage } from '../../../components/placeholder-page';

export function UserListPage() {
  return <PlaceholderPage titleKey="pages.users" />;
}
