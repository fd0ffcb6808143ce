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

/**
 * Chromium lays out text whose characters wait for a slice with the first installed font's empty boxes, and when that
 * font is an installed one (not a web font), it does not lay the text out again once the slice has arrived: Chinese
 * text shown before its slice stays boxes. A new value of an inherited font property lays out all text again; an
 * unknown OpenType feature changes nothing drawn. Once per frame, after each batch of slices.
 */
function relayOutText(): void {
  if (relayoutPending) return;
  relayoutPending = true;
  requestAnimationFrame(() => {
    relayoutPending = false;
    relayouts += 1;
    document.documentElement.style.fontFeatureSettings = `"argx" ${relayouts}`;
  });
}
