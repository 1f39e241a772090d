// Characters nobody sees in a form but a terminal obeys: controls and ANSI escape sequences
// move its cursor, recolour or clear it, and bidi overrides reverse the order text is shown in.
// Posted text loses them silently (schemas of the post, the report and the stored job), and a
// terminal is shown what stored text still holds of them as escapes (`npm run moderate`).
/* eslint-disable no-control-regex -- control characters are what this file is about. */

/**
 * An escape sequence as a terminal reads it: CSI (ESC [ or its 8-bit form, parameters, a final
 * byte), a string command (OSC, DCS, SOS, PM, APC: up to BEL or ST, or to the end), or ESC with
 * intermediates and one final byte. Taken out whole, so no '[31m' is left behind.
 */
const ESCAPE_SEQUENCE =
  /(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]?|(?:\u001b[P\]X^_]|[\u0090\u009d\u0098\u009e\u009f])[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?|\u001b[ -/]*[0-~]?/g;

/** C0 controls but tab and line feed, DEL, C1 controls. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * Left-to-right and right-to-left override: they show characters in the opposite of their own
 * order, which is how 'moc.elgoog' passes for a name. Marks, embeddings and isolates, which
 * writers of Arabic and Hebrew use and which only set a direction, stay.
 */
const BIDI_OVERRIDE = /[\u202d\u202e]/g;

/**
 * Text with escape sequences, controls and bidi overrides taken out; tab and line feed stay, and
 * a carriage return (alone or before a line feed) is a line feed. For text of several lines.
 */
export function withoutControlCharacters(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(ESCAPE_SEQUENCE, '')
    .replace(CONTROL, '')
    .replace(BIDI_OVERRIDE, '');
}

/** The same for a one-line field: a line break or tab becomes a space, as a browser shows it. */
export function asOneLine(text: string): string {
  return withoutControlCharacters(text).replace(/[\t\n]+/g, ' ');
}

/**
 * What a terminal may print as it is. Every other character a terminal would obey or hide: C0
 * (line breaks too, so a note cannot fake a line of the listing), DEL, C1, the line and
 * paragraph separators, and every bidi control.
 */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

/** Stored text as a terminal may print it: each unprintable character as `\u{1b}` and the like. */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (char) => `\\u{${char.codePointAt(0)!.toString(16)}}`);
}
