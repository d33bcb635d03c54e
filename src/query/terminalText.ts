/** C0 and C1 control characters and DEL, except tab and line feed: what a terminal would act on instead of showing. */
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * Text made safe to print on a terminal: each control character (ESC of colour codes, OSC title and clipboard
 * sequences, a bare carriage return, BEL…) is shown as `\xNN` instead of being sent to the terminal. Tabs and line
 * feeds stay.
 */
export function escapeControls(text: string): string {
  return text.replace(CONTROLS, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
}
