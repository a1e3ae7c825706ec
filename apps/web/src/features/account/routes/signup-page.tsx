import { PlaceholderPage } from '../../../components/placeholder-page';

export function SignupPage() {
  return <PlaceholderPage titleKey="pages.signup" />;
}
