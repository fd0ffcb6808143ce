/**
 * The language the interface is written in, as an ISO 639-1 code: the document's `lang` (index.html says `en`; the
 * app has no other translation). Not the browser's language: a German browser still shows English screens, and a
 * mention is translated for the reader of those screens.
 */
export function interfaceLanguage(): string {
  return (document.documentElement.lang || 'en').split('-')[0]!.toLowerCase();
}
