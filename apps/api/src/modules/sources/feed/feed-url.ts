/** `href` resolved against the bases, innermost first; only an absolute http(s) address is kept. */
export function resolveHttpUrl(href: string | null, ...bases: (string | null)[]): string | null {
  const trimmed = href?.trim();
  if (!trimmed) return null;
  const url = parseUrl(trimmed, resolveBase(bases));
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : null;
}

/** The bases, innermost first, folded into one absolute address (each resolved against the outer ones). */
export function resolveBase(bases: (string | null)[]): string | undefined {
  let resolved: string | undefined;
  for (const base of [...bases].reverse()) {
    const trimmed = base?.trim();
    if (trimmed) resolved = parseUrl(trimmed, resolved)?.href ?? resolved;
  }
  return resolved;
}

function parseUrl(href: string, base: string | undefined): URL | null {
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}
