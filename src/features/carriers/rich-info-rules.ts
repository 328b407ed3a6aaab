// Rules of the carrier documentation's rich info (decision 045), kept apart from the components
// so they are tested in Node.

/** The house's question before unsaved input is dropped (cancelling an edit, leaving the page). */
export const LEAVE_QUESTION = 'Data was changed. Leave without saving ?';

export const EDITOR_FAILED_TEXT = 'The editor could not be loaded. Reload the page to try again.';
export const EDITOR_OFFLINE_TEXT =
  'The editor is not on this device yet: reload the page once you are online.';

/**
 * True when sanitised HTML shows nothing: no text beyond white space (non-breaking spaces
 * included) and no image or rule. An editor left empty writes `<p></p>`, a cleared one
 * `<p><br></p>`: both read as 'No information'.
 */
export function isBlankHtml(html: string): boolean {
  if (/<(?:img|hr)\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/[\s\u00a0\u200b\ufeff]+/g, '');
  return text === '';
}
