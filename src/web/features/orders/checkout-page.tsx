import { Navigate } from 'react-router';
import { PromptUnlessSignedIn } from '../../components/sign-in-required';
import { useI18n } from '../../lib/i18n';

export default function CheckoutPage() {
  const { t } = useI18n();
  // Spec: an empty cart goes back to /cart. The checkout form arrives with the orders work.
  return (
    <PromptUnlessSignedIn message={t('orders.checkoutSignIn')}>
      <Navigate to="/cart" replace />
    </PromptUnlessSignedIn>
  );
}
