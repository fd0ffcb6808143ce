import { useMantineColorScheme } from '@mantine/core';
import { ThemeSwitch } from './theme-switch';

/**
 * The theme control of a guest (login and public pages): this device's choice only, which Mantine's colour scheme
 * manager remembers in local storage. A signed-in user's control keeps the choice with their account instead.
 */
export function ColorSchemeToggle() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return <ThemeSwitch compact value={colorScheme} onChange={setColorScheme} />;
}
