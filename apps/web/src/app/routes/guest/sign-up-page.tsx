import { AuthCard } from '../../../components/layout/auth-card';
import { SignUpForm } from '../../../features/auth/components/sign-up-form';

export default function SignUpPage() {
  return (
    <AuthCard
      title="Sign Up"
      subtitle="Ask for an account. An administrator reviews each request and grants your folders."
    >
      <SignUpForm />
    </AuthCard>
  );
}
