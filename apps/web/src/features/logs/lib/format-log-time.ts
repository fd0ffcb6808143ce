const dayFormatter = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
const timeFormatter = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An entry's time in the viewer's time zone, as the date filter counts days: "2026-03-10" and "09:03:27". */
export function formatLogTime(iso: string): { day: string; time: string } {
  const date = new Date(iso);
  return { day: dayFormatter.format(date), time: timeFormatter.format(date) };
}
