import { Center, Text, VisuallyHidden } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun, type Icon } from '@tabler/icons-react';
import { SegmentedChoice } from '../segmented-choice/segmented-choice';

export type ThemeChoice = 'light' | 'dark' | 'auto';

const CHOICES: { value: ThemeChoice; label: string; icon: Icon }[] = [
  { value: 'light', label: 'Light', icon: IconSun },
  { value: 'dark', label: 'Dark', icon: IconMoon },
  { value: 'auto', label: 'As the device', icon: IconDeviceDesktop },
];

type ThemeSwitchProps = {
  value: ThemeChoice;
  onChange: (theme: ThemeChoice) => void;
  /** Icons only (the footer, the embedded header) or icons with their words (Settings). */
  compact?: boolean;
  disabled?: boolean;
};

/** The one theme control: light, dark or as the device, wherever it shows; the caller says where the choice is kept. */
export function ThemeSwitch({ value, onChange, compact = false, disabled }: ThemeSwitchProps) {
  return (
    <SegmentedChoice
      label="Theme"
      size={compact ? 'xs' : 'sm'}
      radius="xl"
      fullWidth={!compact}
      disabled={disabled}
      value={value}
      onChange={onChange}
      data={CHOICES.map(({ value: choice, label, icon: ChoiceIcon }) => ({
        value: choice,
        label: (
          <Center style={{ gap: 6 }} title={compact ? label : undefined}>
            <ChoiceIcon size={compact ? 14 : 16} stroke={1.7} aria-hidden />
            {compact ? (
              <VisuallyHidden>{label}</VisuallyHidden>
            ) : (
              <Text span inherit>
                {label}
              </Text>
            )}
          </Center>
        ),
      }))}
    />
  );
}
