import { ThemeSwitch } from '../../../components/layout/theme-switch';
import { useAccountTheme } from '../hooks/use-account-theme';

type AccountThemeSwitchProps = { username: string; compact?: boolean };

/** The theme control of a signed-in user: the footer's and Settings' show and set the same saved choice. */
export function AccountThemeSwitch({ username, compact }: AccountThemeSwitchProps) {
  const { theme, choose, known } = useAccountTheme(username);
  // Until the account's theme is known, a pick would be undone by it: the control waits for the settings.
  return <ThemeSwitch compact={compact} value={theme} onChange={choose} disabled={!known} />;
}
