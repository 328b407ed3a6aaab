// The console's keyboard shortcuts outside the lists (issue 18 §1, decision 048), as a rule over
// one key press and what came just before it: Ctrl+K / Cmd+K opens the palette anywhere, even
// from a field or over a record's modal; '/' opens it and '?' the help sheet, outside fields and
// modals; 'g' then a letter goes to a screen when the letter follows within G_TIMEOUT_MS.

export const G_TIMEOUT_MS = 1500;

export type ShortcutCommand = { type: 'palette' } | { type: 'help' } | { type: 'go'; key: string };

export type KeyPress = {
  key: string;
  /** The physical key: Ctrl+K is the same key in the Russian layout ('л'). */
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  /** Pressed in a text field, a select or an editor. */
  typing: boolean;
  /** A modal dialog (a record's details, a confirmation, the palette) holds the focus. */
  modalOpen: boolean;
  /** When, in ms (event.timeStamp or Date.now()). */
  at: number;
};

/** When 'g' was pressed, if it may still be followed by a letter. */
export type ShortcutState = { gAt: number | null };

export const NO_SHORTCUT_STATE: ShortcutState = { gAt: null };

export function readShortcut(
  press: KeyPress,
  state: ShortcutState,
  goKeys: ReadonlySet<string>,
): { command: ShortcutCommand | null; state: ShortcutState } {
  const none = { command: null, state: NO_SHORTCUT_STATE };
  const isK = press.code === 'KeyK' || press.key.toLowerCase() === 'k';
  if ((press.ctrlKey || press.metaKey) && !press.altKey && !press.shiftKey && isK) {
    return { command: { type: 'palette' }, state: NO_SHORTCUT_STATE };
  }
  if (press.ctrlKey || press.metaKey || press.altKey || press.typing || press.modalOpen)
    return none;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (state.gAt !== null && press.at - state.gAt <= G_TIMEOUT_MS && !press.shiftKey) {
    return goKeys.has(key) ? { command: { type: 'go', key }, state: NO_SHORTCUT_STATE } : none;
  }
  if (press.key === 'g' && !press.shiftKey) return { command: null, state: { gAt: press.at } };
  if (press.key === '/') return { command: { type: 'palette' }, state: NO_SHORTCUT_STATE };
  if (press.key === '?') return { command: { type: 'help' }, state: NO_SHORTCUT_STATE };
  return none;
}

/** The sheet's list: what each key does, in the order the sheet shows them. */
export const SHORTCUTS: ReadonlyArray<{ keys: string[]; what: string }> = [
  { keys: ['Ctrl', 'K'], what: 'Open the command palette (⌘ K on a Mac)' },
  { keys: ['/'], what: 'Open the command palette' },
  { keys: ['?'], what: 'Show this list of shortcuts' },
  { keys: ['j'], what: 'Next row of a list' },
  { keys: ['k'], what: 'Previous row of a list' },
  { keys: ['Enter'], what: 'Open the current row' },
  { keys: ['['], what: 'Previous page of a list' },
  { keys: [']'], what: 'Next page of a list' },
  { keys: ['Esc'], what: 'Close the palette, a sheet or a window' },
];
