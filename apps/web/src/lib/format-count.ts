/**
 * A count as English writes it: "12,418". Grouped by hand, not by `toLocaleString('en')` or `Intl.NumberFormat`: the
 * page's first number format loads ICU's number data, 30-56 ms of the main thread in Chromium on the 2-core machine,
 * and the first screens show counts (ADR 0149). Anything but a safe integer (a fraction, NaN) is left to the locale.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en');
  const grouped = String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, ',');
  return count < 0 ? `-${grouped}` : grouped;
}
