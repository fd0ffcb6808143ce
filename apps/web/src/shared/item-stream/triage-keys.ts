// Keyboard triage of a stream: which key does what, and where the active item goes. Plain functions, so
// that the rules are tested without a browser; `use-triage-keys.ts` wires them to the document.

export type TriageCommand = 'next' | 'previous' | 'open' | 'bookmark' | 'like' | 'dislike' | 'help';

/** The keys, in the order the help dialog lists them. */
export const TRIAGE_KEYS: readonly { keys: readonly string[]; command: TriageCommand; description: string }[] = [
  { keys: ['j'], command: 'next', description: 'Next item' },
  { keys: ['k'], command: 'previous', description: 'Previous item' },
  { keys: ['o', 'Enter'], command: 'open', description: 'Open the active item' },
  { keys: ['b'], command: 'bookmark', description: 'Bookmark it, or remove the bookmark' },
  { keys: ['l'], command: 'like', description: 'Like it (again: take the like back)' },
  { keys: ['d'], command: 'dislike', description: 'Dislike it (again: take the dislike back)' },
  { keys: ['?'], command: 'help', description: 'Show these keys' },
];

const COMMAND_BY_KEY = new Map(TRIAGE_KEYS.flatMap(({ keys, command }) => keys.map((key) => [key, command] as const)));

/**
 * Where a key press happens; the hook finds these with `closest()`. Typing (fields, editable text) and dialogs (a
 * modal, a drawer, a picker's dropdown) keep every key; on a button or a link, Enter keeps its own meaning.
 */
export const TYPING_OR_DIALOG_SELECTOR =
  'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="textbox"], [role="combobox"], [role="listbox"], [role="menu"], [role="dialog"]';
export const INTERACTIVE_SELECTOR = 'a[href], button, [role="button"], [role="link"], [role="checkbox"], summary';

export type TriageKeyPress = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** Already handled by someone else (a component that used the key). */
  defaultPrevented: boolean;
  /** An input method is composing a character (e.g. Chinese): the keys belong to it. */
  isComposing: boolean;
};

export type TriageKeyContext = {
  /** The key was pressed while typing or inside a dialog, or a modal dialog is open. */
  typingOrDialog: boolean;
  /** The key was pressed on a button or link. */
  onInteractiveElement: boolean;
};

/** The command a key press means here, or null when the key is not for triage. */
export function triageCommandOf(press: TriageKeyPress, context: TriageKeyContext): TriageCommand | null {
  if (press.defaultPrevented || press.isComposing || press.ctrlKey || press.metaKey || press.altKey) return null;
  if (context.typingOrDialog) return null;
  if (press.key === 'Enter' && context.onInteractiveElement) return null;
  return COMMAND_BY_KEY.get(press.key) ?? null;
}

/** The active item, by id (a filter change moves items) and by the index it last had (in case it left the list). */
export type ActiveItem = { id: string; index: number };

/**
 * The index of the active item in the current list: where its id is now; if it left the list (a dislike that hides
 * it, say), the item that took its place; -1 when there is no active item or the list is empty.
 */
export function resolveActiveIndex(active: ActiveItem | null, count: number, indexOfId: (id: string) => number) {
  if (active === null || count === 0) return -1;
  const index = indexOfId(active.id);
  return index >= 0 ? index : Math.min(active.index, count - 1);
}

/** j and k: one item on, one item back, staying at the ends; the first key of a visit starts at the top. */
export function moveActiveIndex(current: number, command: 'next' | 'previous', count: number): number {
  if (count === 0) return -1;
  if (current < 0) return 0;
  return command === 'next' ? Math.min(current + 1, count - 1) : Math.max(current - 1, 0);
}
