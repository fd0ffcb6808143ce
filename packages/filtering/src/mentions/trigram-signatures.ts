// A per-mention signature of the trigrams (three UTF-16 code units) of its search text, as 1,024 bits: a Bloom
// filter. A text can contain a keyword only if its signature holds every trigram bit of the keyword, so most rows
// are ruled out with a few bit tests and only the rest is searched with `includes`. Never a false negative; the
// `includes` check removes the false positives, so the answer equals a plain scan (ADR 0030).

/** 32 words of 32 bits per mention: ~450 trigrams of a typical mention set about a third of the bits. */
export const SIGNATURE_WORDS = 32;

function trigramBit(first: number, second: number, third: number) {
  return (Math.imul(first, 0x9e3779b1) ^ Math.imul(second, 0x85ebca77) ^ Math.imul(third, 0xc2b2ae3d)) >>> 22;
}

export function buildSignatures(texts: readonly string[]): Uint32Array {
  const signatures = new Uint32Array(texts.length * SIGNATURE_WORDS);
  fillSignatures(texts, signatures, 0, texts.length);
  return signatures;
}

/** Sets the signature bits of rows `from` to `to` (exclusive), so that a large index can be built in slices. */
export function fillSignatures(texts: readonly string[], signatures: Uint32Array, from: number, to: number): void {
  for (let row = from; row < to; row++) {
    const text = texts[row]!;
    const base = row * SIGNATURE_WORDS;
    let first = text.charCodeAt(0);
    let second = text.charCodeAt(1);
    for (let index = 2; index < text.length; index++) {
      const third = text.charCodeAt(index);
      const bit = trigramBit(first, second, third);
      signatures[base + (bit >>> 5)]! |= 1 << (bit & 31);
      first = second;
      second = third;
    }
  }
}

/** The signature words and bits a text must hold to contain the keyword; empty for keywords under 3 code units. */
export type Probe = { words: Int32Array; masks: Int32Array };

export function probeOf(keyword: string): Probe {
  const masks = new Map<number, number>();
  for (let index = 2; index < keyword.length; index++) {
    const bit = trigramBit(keyword.charCodeAt(index - 2), keyword.charCodeAt(index - 1), keyword.charCodeAt(index));
    masks.set(bit >>> 5, (masks.get(bit >>> 5) ?? 0) | (1 << (bit & 31)));
  }
  return { words: Int32Array.from(masks.keys()), masks: Int32Array.from(masks.values()) };
}

/** Whether the row's signature holds every bit of the probe. */
export function mayContain(signatures: Uint32Array, row: number, probe: Probe) {
  const base = row * SIGNATURE_WORDS;
  const { words, masks } = probe;
  for (let index = 0; index < words.length; index++) {
    const mask = masks[index]!;
    if ((signatures[base + words[index]!]! & mask) !== mask) return false;
  }
  return true;
}
