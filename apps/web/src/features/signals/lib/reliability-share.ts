import type { SignalOverview } from '@argus/contract';

/** The share of High and Very High signals as a whole percentage; null without signals. */
export function reliableShare({ total, reliable }: { total: number; reliable: number }): number | null {
  return total === 0 ? null : Math.round((reliable / total) * 100);
}

/** The indicator's change in percentage points against the period before; null when either period has no signals. */
export function reliableShareChange(figures: SignalOverview): number | null {
  const now = reliableShare(figures);
  const before = reliableShare(figures.previous);
  return now === null || before === null ? null : now - before;
}
