import { useEffect } from 'react';
import { AuthCard } from '../../../components/layout/auth-card';
import { LoginForm } from '../../../features/auth/components/login-form';
import { warmUpSignInOnFirstInput } from '../../startup/warm-up-sign-in';

export default function LoginPage() {
  // While the person types, the first signed-in screen gets ready (ADR 0103).
  useEffect(() => warmUpSignInOnFirstInput(), []);
  return (
    <AuthCard title="Sign in" subtitle="Signals and media mentions about the companies you monitor.">
      <LoginForm />
    </AuthCard>
  );
}
