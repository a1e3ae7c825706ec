import { CheckEmail } from '../components/check-email';

export function EmailVerificationPage() {
  return <CheckEmail variant="emailVerification" />;
}

export { EmailVerificationPage as Component };
