/**
 * Registration (docs/product/specification.md §2 Register): auth's form, then billing's payment step.
 * Composed here, in the app, so that neither feature imports the other (billing uses auth's session).
 */
import { RegisterPage } from '#client/features/auth/register-page.tsx';
import { RegisterPaymentStep } from '#client/features/billing/register-payment-step.tsx';

export function RegisterRoute() {
  return <RegisterPage paymentStep={<RegisterPaymentStep />} />;
}
