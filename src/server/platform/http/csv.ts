/**
 * How Excel in Portuguese (Brazil) opens a CSV with a double click: `;` between cells (its list
 * separator, since the comma is the decimal mark), UTF-8 with a byte-order mark (without it accents
 * come out garbled) and Windows line ends. The options of csv-stringify.
 */
export const EXCEL_PT_BR_CSV = { delimiter: ';', bom: true, record_delimiter: 'windows' } as const;

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) is prefixed with
 * an apostrophe: names and titles come from people (CSV injection).
 */
export function inertCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
