import { getFontSize, getRadius, getSize, SegmentedControl, type MantineRadius, type MantineSize } from '@mantine/core';
import { useId, type CSSProperties, type ReactNode } from 'react';

// Mantine's SegmentedControl measures its chosen segment to place a sliding indicator, as it mounts and on every
// choice: on a screen just built that lays the whole screen out inside React's task (37-79 ms of the Signals screen's
// first second, ADR 0120). This is the same radio group drawn with Mantine's own styles for it, the choice marked as
// Mantine marks it before its indicator starts: nothing is measured, and the choice moves without sliding.
const classes = SegmentedControl.classes;

export type SegmentedChoiceItem<T extends string> = { value: T; label: ReactNode };

type SegmentedChoiceProps<T extends string> = {
  /** The group's accessible name. */
  label: string;
  data: readonly SegmentedChoiceItem<T>[];
  value: T;
  onChange: (value: T) => void;
  size?: MantineSize;
  radius?: MantineRadius;
  fullWidth?: boolean;
  disabled?: boolean;
  testId?: string;
};

/** One of a few choices, side by side (theme, list density, chart or table). */
export function SegmentedChoice<T extends string>(props: SegmentedChoiceProps<T>) {
  const { label, data, value, onChange, size = 'sm', radius, fullWidth, disabled } = props;
  const name = useId();
  const variables = {
    '--sc-radius': radius === undefined ? undefined : getRadius(radius),
    '--sc-shadow': 'var(--mantine-shadow-xs)',
    '--sc-padding': getSize(size, 'sc-padding'),
    '--sc-font-size': getFontSize(size),
  } as CSSProperties;
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={classes.root}
      style={variables}
      data-full-width={fullWidth || undefined}
      data-with-items-borders
      data-disabled={disabled || undefined}
      data-testid={props.testId}
    >
      {data.map((item) => {
        const id = `${name}-${item.value}`;
        const chosen = item.value === value;
        return (
          <div key={item.value} className={classes.control} data-active={chosen || undefined}>
            <input
              className={classes.input}
              type="radio"
              name={name}
              value={item.value}
              id={id}
              checked={chosen}
              disabled={disabled}
              onChange={() => onChange(item.value)}
              data-focus-ring="auto"
            />
            <label
              className={classes.label}
              htmlFor={id}
              data-active={(chosen && !disabled) || undefined}
              data-disabled={disabled || undefined}
            >
              <span className={classes.innerLabel}>{item.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
