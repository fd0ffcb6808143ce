/** Spec section 2: the username split on underscores, each word capitalised ("jane_doe" → "Jane Doe"). */
export function formatDisplayName(username: string): string {
  return username
    .split('_')
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Up to two initials for the avatar ("jane_doe" → "JD"). */
export function formatInitials(username: string): string {
  const words = formatDisplayName(username).split(' ').filter(Boolean);
  const initials = words.length > 1 ? `${words[0]?.charAt(0)}${words[1]?.charAt(0)}` : (words[0]?.slice(0, 2) ?? '');
  return initials.toUpperCase();
}
