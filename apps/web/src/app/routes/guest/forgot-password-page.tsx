import { GuestPlaceholder } from './guest-placeholder';

export default function ForgotPasswordPage() {
  return (
    <GuestPlaceholder
      title="Forgot password"
      description="Enter your username to get a single-use link by e-mail, valid for one hour, to set a new password."
    />
  );
}
