import { CheckEmail } from '../components/check-email';

export function ConfirmMailPage() {
  return <CheckEmail variant="confirmMail" />;
}

export { ConfirmMailPage as Component };
