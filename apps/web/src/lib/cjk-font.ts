// Vite emits the stylesheet (and the font slices it names) as built files and gives their address; nothing is added
// to the page until loadCjkFont() runs (ADR 0113).
import cjkFontStylesheet from './cjk-font.css?url';

/** The font family the stylesheet declares: the theme's font stack names it just before `sans-serif`. */
export const CJK_FONT_FAMILY = 'Noto Sans SC Variable';

/**
 * Adds the Chinese font's @font-face stylesheet to the page, once, without holding up rendering. It declares the font
 * only: the browser fetches a slice of it when text shows one of that slice's characters, and no font before it in
 * the stack has the glyph.
 */
export function loadCjkFont(): void {
  if (typeof document === 'undefined' || document.querySelector('link[data-cjk-font]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = cjkFontStylesheet;
  link.dataset.cjkFont = '';
  document.head.append(link);
  document.fonts.addEventListener('loadingdone', (event) => {
    if (event.fontfaces.some((face) => face.family.includes(CJK_FONT_FAMILY))) relayOutText();
  });
}

let relayouts = 0;
let relayoutPending = false;

/** Characters the font's slices cover that installed Latin fonts lack: CJK radicals to ideographs, compatibility forms,
 * full-width forms. */
const CJK_CHARACTER = /[\u2e80-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]/;

/** The elements that show Chinese text now: the parents of such text, and form fields holding it. */
function elementsWithChineseText(root: HTMLElement): Set<HTMLElement> {
  const elements = new Set<HTMLElement>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement && CJK_CHARACTER.test((node as Text).data)) elements.add(node.parentElement);
  }
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (CJK_CHARACTER.test(field.value)) elements.add(field);
  }
  return elements;
}

/**
 * Chromium lays out text whose characters wait for a slice with the first installed font's empty boxes, and when that
 * font is an installed one (not a web font), it does not lay the text out again once the slice has arrived: Chinese
 * text shown before its slice stays boxes. A new value of an inherited font property lays out an element's text
 * again; an unknown OpenType feature changes nothing drawn. Set on the elements that show Chinese text only: on the
 * root it restyled and laid out the whole page, one task of 30-125 ms at full speed after every batch of slices.
 * Once per frame, after each batch; text shown after it is laid out with the slices it has.
 */
function relayOutText(): void {
  if (relayoutPending) return;
  relayoutPending = true;
  requestAnimationFrame(() => {
    relayoutPending = false;
    relayouts += 1;
    for (const element of elementsWithChineseText(document.body)) {
      element.style.fontFeatureSettings = `"argx" ${relayouts}`;
    }
  });
}
