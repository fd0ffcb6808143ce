import { GuestPlaceholder } from './guest-placeholder';

export default function ResetPasswordPage() {
  return (
    <GuestPlaceholder
      title="Reset password"
      description="Set a new password with the link from your e-mail; afterwards you sign in with it."
    />
  );
}
