import { Text, type TextProps } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { formatExactTime, formatRelativeTime } from '../../lib/relative-time';

const TICK_MS = 30_000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

/** One clock for every relative time on screen, so that "3 min ago" grows without a timer per cell. */
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const currentTime = () => now;

type RelativeTimeTextProps = TextProps & {
  value: string | null;
  /** What shows without a time ("Never"). */
  fallback: string;
};

/** "3 min ago" or "in 12 min", with the exact moment on hover. */
export function RelativeTimeText({ value, fallback, ...props }: RelativeTimeTextProps) {
  // The words depend on the time of the render, which React Compiler cannot see: it would keep the first ones.
  'use no memo';
  useSyncExternalStore(subscribe, currentTime, currentTime);
  if (!value) {
    return (
      <Text size="sm" c="dimmed" {...props}>
        {fallback}
      </Text>
    );
  }
  return (
    <Text size="sm" {...props}>
      <time dateTime={value} title={formatExactTime(value)}>
        {formatRelativeTime(value)}
      </time>
    </Text>
  );
}
