const formatter = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "20 Nov 2026, 14:03" in the viewer's time zone; "Never" for a user who has not signed in. */
export function formatTimestamp(iso: string | null, fallback = 'Never'): string {
  return iso ? formatter.format(new Date(iso)) : fallback;
}

const dateFormatter = new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'short', day: 'numeric' });

/** "20 Nov 2026". */
export function formatDate(iso: string): string {
  return dateFormatter.format(new Date(iso));
}
