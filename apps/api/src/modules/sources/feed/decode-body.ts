/**
 * The bytes of a feed as text. Candidates in order: a byte order mark, the XML declaration's encoding, the
 * Content-Type charset, UTF-8. A candidate that is UTF-8 is only taken when the bytes are valid UTF-8, since servers
 * and generators often claim UTF-8 for Latin-1 files; windows-1252 (a superset of ISO-8859-1) is the last resort.
 * JSON Feed is UTF-8 by its specification, so its declared charset is not consulted.
 */
export function decodeBody(body: Buffer, contentType: string | null): string {
  const bom = byteOrderMark(body);
  if (bom) return new TextDecoder(bom.encoding).decode(body.subarray(bom.length));
  const candidates = looksLikeJson(body)
    ? ['utf-8']
    : [xmlDeclaredEncoding(body), charsetOf(contentType), 'utf-8'].filter((c): c is string => c !== null);
  for (const label of candidates) {
    const text = tryDecode(body, label);
    if (text !== null) return text;
  }
  return new TextDecoder('windows-1252').decode(body);
}

function tryDecode(body: Buffer, label: string): string | null {
  try {
    return new TextDecoder(label, { fatal: true }).decode(body);
  } catch {
    return null; // an encoding Node does not know, or bytes that are not valid in it: try the next candidate
  }
}

function byteOrderMark(body: Buffer): { encoding: string; length: number } | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (body[0] === 0xff && body[1] === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (body[0] === 0xfe && body[1] === 0xff) return { encoding: 'utf-16be', length: 2 };
  return null;
}

function looksLikeJson(body: Buffer): boolean {
  const start = body.subarray(0, 64).toString('latin1').trimStart();
  return start.startsWith('{');
}

function xmlDeclaredEncoding(body: Buffer): string | null {
  const head = body.subarray(0, 256).toString('latin1');
  const declaration = /^\s*<\?xml\s[^>]*?encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head);
  return declaration?.[1]?.toLowerCase() ?? null;
}

function charsetOf(contentType: string | null): string | null {
  const charset = /;\s*charset\s*=\s*"?([A-Za-z0-9._:-]+)"?/i.exec(contentType ?? '');
  return charset?.[1]?.toLowerCase() ?? null;
}
