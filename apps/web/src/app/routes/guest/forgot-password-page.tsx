import { AuthCard } from '../../../components/layout/auth-card';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot password"
      subtitle="We e-mail you a link to choose a new password. It works once, for 1 hour."
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
