import { useLocation } from 'react-router';
import { AuthCard } from '../../../components/layout/auth-card';
import { MissingResetLink, ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { readResetToken } from '../../../features/auth/lib/read-reset-token';

export default function ResetPasswordPage() {
  const token = readResetToken(useLocation());
  return (
    <AuthCard title="Reset password" subtitle="Choose a new password for your Argus account.">
      {token ? <ResetPasswordForm token={token} /> : <MissingResetLink />}
    </AuthCard>
  );
}
