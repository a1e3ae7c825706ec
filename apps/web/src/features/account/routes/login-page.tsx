import { PlaceholderPage } from '../../../components/placeholder-page';

export function LoginPage() {
  return <PlaceholderPage titleKey="pages.login" />;
}
