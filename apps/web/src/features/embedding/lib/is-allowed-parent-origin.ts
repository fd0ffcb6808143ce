/** Pages on this machine: a sister product running in development. `[::1]` cannot be named in a CSP source. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * May a parent page with this origin log the embedded app in (ADR 0020)? Its host must be the sister product's
 * domain or end with `.` + that domain, over https on the default port; or be this machine over http(s) on any
 * port. Stricter than the spec's "contains", which `sister-domain.evil.example` would pass (product.md).
 * Mirrors the server's CSP `frame-ancestors` (apps/api/src/lib/frame-ancestors.ts).
 */
export function isAllowedParentOrigin(origin: string, sisterDomain: string | null): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // "null" (sandboxed or file: pages) and anything else that is no URL
  }
  // A message's origin is always in canonical form; anything else (a path, a user name, upper case) is forged.
  if (url.origin !== origin) return false;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (LOOPBACK_HOSTS.has(url.hostname)) return true;

  const domain = sisterDomain?.trim().toLowerCase() ?? '';
  if (!domain) return false;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return url.hostname === domain || url.hostname.endsWith(`.${domain}`);
}
