import { PlaceholderPage } from '../../../components/placeholder-page';

export function CreateUserPage() {
  return <PlaceholderPage titleKey="pages.createUser" />;
}
