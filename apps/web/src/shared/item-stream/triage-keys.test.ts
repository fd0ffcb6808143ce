import { describe, expect, it } from 'vitest';
import { moveActiveIndex, resolveActiveIndex, triageCommandOf, type TriageKeyPress } from './triage-keys';

const press = (key: string, extra: Partial<TriageKeyPress> = {}): TriageKeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  isComposing: false,
  ...extra,
});
const onPage = { typingOrDialog: false, onInteractiveElement: false };

describe('triage keys', () => {
  it('maps each triage key to its command', () => {
    const commands = ['j', 'k', 'o', 'Enter', 'b', 'l', 'd', '?'].map((key) => triageCommandOf(press(key), onPage));
    expect(commands).toEqual(['next', 'previous', 'open', 'open', 'bookmark', 'like', 'dislike', 'help']);
  });

  it('ignores other keys, capitals and keys with a modifier (browser and system shortcuts)', () => {
    expect(triageCommandOf(press('x'), onPage)).toBeNull();
    expect(triageCommandOf(press('J'), onPage)).toBeNull();
    expect(triageCommandOf(press('l', { ctrlKey: true }), onPage)).toBeNull();
    expect(triageCommandOf(press('d', { metaKey: true }), onPage)).toBeNull();
    expect(triageCommandOf(press('b', { altKey: true }), onPage)).toBeNull();
  });

  it('leaves every key to a field being typed in, a dialog, an input method or a component that used it', () => {
    const typing = { typingOrDialog: true, onInteractiveElement: false };
    for (const key of ['j', 'k', 'o', 'Enter', 'b', 'l', 'd', '?'])
      expect(triageCommandOf(press(key), typing)).toBeNull();
    expect(triageCommandOf(press('j', { isComposing: true }), onPage)).toBeNull();
    expect(triageCommandOf(press('j', { defaultPrevented: true }), onPage)).toBeNull();
  });

  it('leaves Enter to a focused button or link, but not the letters', () => {
    const onButton = { typingOrDialog: false, onInteractiveElement: true };
    expect(triageCommandOf(press('Enter'), onButton)).toBeNull();
    expect(triageCommandOf(press('o'), onButton)).toBe('open');
    expect(triageCommandOf(press('j'), onButton)).toBe('next');
  });
});

describe('the active item', () => {
  it('starts at the top on the first j or k and stops at both ends', () => {
    expect(moveActiveIndex(-1, 'next', 5)).toBe(0);
    expect(moveActiveIndex(-1, 'previous', 5)).toBe(0);
    expect(moveActiveIndex(0, 'next', 5)).toBe(1);
    expect(moveActiveIndex(1, 'previous', 5)).toBe(0);
    expect(moveActiveIndex(0, 'previous', 5)).toBe(0);
    expect(moveActiveIndex(4, 'next', 5)).toBe(4);
    expect(moveActiveIndex(-1, 'next', 0)).toBe(-1);
  });

  it('follows its id when the list changes, and falls to the item that took its place when it left', () => {
    const ids = ['a', 'b', 'c'];
    const indexOf = (id: string) => ids.indexOf(id);
    expect(resolveActiveIndex(null, 3, indexOf)).toBe(-1);
    expect(resolveActiveIndex({ id: 'c', index: 0 }, 3, indexOf)).toBe(2);
    expect(resolveActiveIndex({ id: 'gone', index: 1 }, 3, indexOf)).toBe(1);
    expect(resolveActiveIndex({ id: 'gone', index: 7 }, 3, indexOf)).toBe(2);
    expect(resolveActiveIndex({ id: 'a', index: 0 }, 0, () => -1)).toBe(-1);
  });
});
