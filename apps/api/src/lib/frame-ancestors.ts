/**
 * The pages that may show Argus in a frame (CSP `frame-ancestors`, ADR 0020): Argus itself, the sister
 * product's domain and its subdomains over https, and pages on this machine (a sister product in development).
 * The web app accepts a login message from exactly these parents; its check must stay in step with this list.
 *
 * CSP matches `http://localhost:*` over https too; IPv6 literals cannot be written in a CSP source, so
 * `[::1]` is left out on both sides.
 */
export function frameAncestorSources(sisterDomain: string): string[] {
  return ["'self'", `https://${sisterDomain}`, `https://*.${sisterDomain}`, 'http://localhost:*', 'http://127.0.0.1:*'];
}
