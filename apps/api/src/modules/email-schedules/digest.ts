import { RELIABILITY_LABELS, signalLinkPath, type DigestItem } from '@argus/contract';
import type { MailMessage } from '../../lib/mailer';

export type DigestSignal = {
  id: string;
  publishDate: Date;
  companyName: string;
  eventType: string;
  reliability: number;
  sentence: string | null;
};

/** The signals as the mail and the preview show them, each with its link into the console at `publicUrl`. */
export function digestItemsOf(customerName: string, signals: DigestSignal[], publicUrl: string): DigestItem[] {
  return signals.map((signal) => ({
    id: signal.id,
    publishDate: signal.publishDate.toISOString(),
    company: signal.companyName,
    eventType: signal.eventType,
    reliability: signal.reliability,
    sentence: signal.sentence,
    link: `${publicUrl}${signalLinkPath(customerName, signal.id)}`,
  }));
}

const day = (iso: string) => iso.slice(0, 10);
const reliabilityOf = (item: DigestItem) => RELIABILITY_LABELS[item.reliability] ?? String(item.reliability);

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Every text in the HTML part comes from signals that people and extraction wrote: none may become markup. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

/** What one of the owner's alerting saved views raised over the period (ADR 0136); links are absolute. */
export type DigestViewSection = {
  view: string;
  items: { title: string; url: string; count: number; summary: boolean }[];
};

/** `folder` is the folder as people know it: its label, or its customer name when it has none. */
export type DigestContent = {
  folder: string;
  since: Date;
  items: DigestItem[];
  recipients: string[];
  /** The owner's saved views' alerts, by view name. */
  views?: DigestViewSection[];
};

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const alertCountOf = (views: readonly DigestViewSection[]) =>
  views.reduce((sum, view) => sum + view.items.reduce((inView, item) => inView + item.count, 0), 0);
const viewLineOf = (item: DigestViewSection['items'][number]) =>
  item.summary ? `${plural(item.count, 'more match')}: ${item.title}` : item.title;

function subjectOf({ folder, items, views = [] }: DigestContent) {
  if (items.length === 0 && views.length > 0) {
    return `Argus digest for ${folder}: ${plural(alertCountOf(views), 'saved view match')}`;
  }
  if (items.length === 0) return `Argus digest for ${folder}: no new signals`;
  return `Argus digest for ${folder}: ${items.length} new signal${items.length === 1 ? '' : 's'}`;
}

function viewsTextOf(views: readonly DigestViewSection[]) {
  if (views.length === 0) return [];
  return [
    'Your saved views:',
    '',
    ...views.flatMap((view) => [
      `${view.view}:`,
      ...view.items.flatMap((item) => [`  - ${viewLineOf(item)}`, `    ${item.url}`]),
      '',
    ]),
  ];
}

function textOf({ folder, since, items, views = [] }: DigestContent) {
  const blocks = items.map((item) =>
    [
      `${day(item.publishDate)}  ${item.company}: ${item.eventType} (${reliabilityOf(item)})`,
      ...(item.sentence ? [`  "${item.sentence}"`] : []),
      `  ${item.link}`,
    ].join('\n'),
  );
  return [
    `Signals for ${folder} since ${day(since.toISOString())}:`,
    '',
    ...(blocks.length > 0 ? blocks.flatMap((block) => [block, '']) : ['Nothing new matched this schedule.', '']),
    ...viewsTextOf(views),
    'You receive this digest because an Argus e-mail schedule lists your address.',
  ].join('\n');
}

function viewsHtmlOf(views: readonly DigestViewSection[]) {
  if (views.length === 0) return '';
  const sections = views.map(
    (view) => `<h3 style="font-size:15px;margin:16px 0 4px">${escapeHtml(view.view)}</h3>
<ul style="margin:0;padding-left:20px">${view.items
      .map(
        (item) =>
          `<li style="margin:4px 0"><a href="${escapeHtml(item.url)}" style="color:#1971c2;text-decoration:none">${escapeHtml(viewLineOf(item))}</a></li>`,
      )
      .join('')}</ul>`,
  );
  return `<h2 style="font-size:17px;margin:24px 0 0">Your saved views</h2>\n${sections.join('\n')}`;
}

// Inline styles only: mail clients drop style sheets. A table per signal keeps the layout in old clients too.
function htmlOf(content: DigestContent) {
  const { folder, since, items, views = [] } = content;
  const rows = items.map(
    (item) => `<tr><td style="padding:12px 0;border-top:1px solid #dee2e6">
<div style="font-size:13px;color:#495057">${escapeHtml(day(item.publishDate))} · ${escapeHtml(item.eventType)} · ${escapeHtml(reliabilityOf(item))}</div>
<div style="font-size:16px;font-weight:600;margin:2px 0"><a href="${escapeHtml(item.link)}" style="color:#1971c2;text-decoration:none">${escapeHtml(item.company)}</a></div>
${item.sentence ? `<div style="font-size:14px;color:#212529">“${escapeHtml(item.sentence)}”</div>` : ''}
</td></tr>`,
  );
  const body =
    rows.length > 0
      ? `<table role="presentation" style="width:100%;border-collapse:collapse">${rows.join('')}</table>`
      : '<p>Nothing new matched this schedule.</p>';
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(subjectOf(content))}</title></head>
<body style="font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#212529;max-width:640px;margin:0 auto;padding:16px">
<h1 style="font-size:20px;margin:0 0 4px">Signals for ${escapeHtml(folder)}</h1>
<p style="margin:0 0 12px;color:#495057">since ${escapeHtml(day(since.toISOString()))}</p>
${body}
${viewsHtmlOf(views)}
<p style="margin-top:24px;font-size:12px;color:#868e96">You receive this digest because an Argus e-mail schedule lists your address.</p>
</body></html>`;
}

/** The digest mail: one block per signal, newest first, as plain text and as HTML with links into the console. */
export function composeDigest(content: DigestContent): MailMessage {
  return { to: content.recipients, subject: subjectOf(content), text: textOf(content), html: htmlOf(content) };
}
