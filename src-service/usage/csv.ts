// Writing CSV (RFC 4180): fields with a comma, quote or line break are quoted, quotes doubled,
// lines end in CRLF. Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR at
// the start; a key label is typed by the user) is prefixed with an apostrophe, as OWASP
// advises, so opening the export cannot run anything.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: numbers as they are, text made safe for spreadsheets and quoted when needed. */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line, CRLF included. */
export function csvLine(fields: readonly (string | number)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}
