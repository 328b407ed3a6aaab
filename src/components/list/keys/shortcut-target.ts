// When a single-key shortcut (j, k, [, ], /, ?, g then a letter) may act (issue 18, decision
// 048): never while the user types, never with a modifier held (those are the browser's and the
// system's), never while a modal dialog holds the focus (the key belongs to what is open).

/** Inputs whose keys are not text: a shortcut pressed on them is still a shortcut. */
const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

const TEXT_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);

type TargetLike = {
  tagName?: string;
  type?: string;
  isContentEditable?: boolean;
  getAttribute?: (name: string) => string | null;
};

/** Whether keys pressed on `target` are typing: a text input, a textarea, a select, an editor. */
export function isTypingTarget(target: unknown): boolean {
  if (target === null || typeof target !== 'object') return false;
  const element = target as TargetLike;
  const tag = element.tagName?.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return !NON_TEXT_INPUTS.has((element.type ?? 'text').toLowerCase());
  if (element.isContentEditable === true) return true;
  const role = element.getAttribute?.('role');
  return role !== null && role !== undefined && TEXT_ROLES.has(role);
}

type KeyLike = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented?: boolean;
  isComposing?: boolean;
  target: unknown;
};

/** A plain key (Shift allowed, for '?'), not typed into a field and not already handled. */
export function isPlainShortcutKey(event: KeyLike): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  return !isTypingTarget(event.target);
}

/** A modal dialog is open (a record's details, a confirmation, the palette itself). */
export function isModalOpen(root: Pick<Document, 'querySelector'> = document): boolean {
  return root.querySelector('[role="dialog"][aria-modal="true"]') !== null;
}
