import { AuthCard } from '../../../components/layout/auth-card';
import { LoginForm } from '../../../features/auth/components/login-form';

export default function LoginPage() {
  return (
    <AuthCard title="Sign in" subtitle="Signals and media mentions about the companies you monitor.">
      <LoginForm />
    </AuthCard>
  );
}
