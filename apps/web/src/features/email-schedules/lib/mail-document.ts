/**
 * A mail's HTML part made ready for a sandboxed iframe's `srcdoc`: its links open in a new tab (the frame itself never
 * navigates, so the console is not loaded inside it). The frame runs no scripts whatever the mail holds.
 */
export function mailDocument(html: string): string {
  const base = '<base target="_blank">';
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + base + html.slice(head.index + head[0].length);
  return base + html;
}

/** The sandbox of a mail's frame: no scripts, no same origin, no forms; only links, each opened outside the frame. */
export const MAIL_FRAME_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';
