import { GuestPlaceholder } from './guest-placeholder';

export default function SignUpPage() {
  return (
    <GuestPlaceholder
      title="Sign Up"
      description="Request an account here; an administrator approves it and you get an e-mail when you can sign in."
    />
  );
}
