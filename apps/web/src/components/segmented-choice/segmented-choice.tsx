import { getRadius, type MantineRadius } from '@mantine/core';
import { useId, type CSSProperties, type ReactNode } from 'react';
import classes from './segmented-choice.module.css';

// Mantine's SegmentedControl measures its chosen segment to place a sliding indicator, as it mounts and on every
// choice: on a screen just built that lays the whole screen out inside React's task (37-79 ms of the Signals screen's
// first second, ADR 0120). This radio group looks the same and measures nothing: the chosen radio's label is raised by
// CSS, and a new choice moves without sliding.

export type SegmentedChoiceItem<T extends string> = { value: T; label: ReactNode };

type SegmentedChoiceProps<T extends string> = {
  /** The group's accessible name. */
  label: string;
  data: readonly SegmentedChoiceItem<T>[];
  value: T;
  onChange: (value: T) => void;
  size?: 'xs' | 'sm';
  radius?: MantineRadius;
  fullWidth?: boolean;
  disabled?: boolean;
  testId?: string;
};

/** One of a few choices, side by side (theme, list density, chart or table). */
export function SegmentedChoice<T extends string>(props: SegmentedChoiceProps<T>) {
  const { label, data, value, onChange, size = 'sm', radius, fullWidth, disabled } = props;
  const name = useId();
  const style = radius === undefined ? undefined : ({ '--choice-radius': getRadius(radius) } as CSSProperties);
  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled || undefined}
      className={classes.root}
      style={style}
      data-size={size}
      data-full-width={fullWidth || undefined}
      data-testid={props.testId}
    >
      {data.map((item) => {
        const id = `${name}-${item.value}`;
        return (
          <div key={item.value} className={classes.segment}>
            <input
              className={classes.input}
              type="radio"
              name={name}
              value={item.value}
              id={id}
              checked={item.value === value}
              disabled={disabled}
              onChange={() => onChange(item.value)}
            />
            <label className={classes.label} htmlFor={id}>
              {item.label}
            </label>
          </div>
        );
      })}
    </div>
  );
}
