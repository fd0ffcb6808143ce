import { ComingSoonPanel } from '../../../components/coming-soon/coming-soon-panel';

export default function UserSettingsPage() {
  return (
    <ComingSoonPanel
      title="User Settings"
      description="Change your password, theme, default date range, default filters and your digest subscription."
    />
  );
}
