/**
 * The token of a reset link. The server puts it in the fragment (`#token=…`), which browsers never send to a
 * server or in a Referer; `?token=…`, the form product.md names, is read too so that either link works.
 */
export function readResetToken(location: { hash: string; search: string }): string | null {
  for (const part of [location.hash.replace(/^#/, ''), location.search.replace(/^\?/, '')]) {
    const token = new URLSearchParams(part).get('token')?.trim();
    if (token) return token;
  }
  return null;
}
