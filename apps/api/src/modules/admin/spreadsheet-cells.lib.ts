// Keeps a CSV cell from running as a spreadsheet formula (docs/decisions/019-admin-edits-never-undo-sales.md item 7), as OWASP's
// "CSV injection" advice says: a cell that starts with = + - @ tab or carriage return gets a leading single quote,
// which spreadsheets read as "this is text". The import takes the quote off again, so a round trip is exact.
//
// The rule, for a value v:
//   guard(v)   = "'" + v  when v is zero or more quotes followed by a formula character, else v;
//   unguard(c) = c without its first character when c is one or more quotes followed by a formula character, else c.
// A guarded cell never starts with a formula character, and unguard(guard(v)) = v for every v: a value that
// already starts with quotes before a formula character gets one more, and loses exactly that one on import.

/** A cell a spreadsheet would run as a formula. */
export const FORMULA_START = /^[=+\-@\t\r]/;
const GUARDED = /^'*[=+\-@\t\r]/;
const UNGUARD = /^'+[=+\-@\t\r]/;

export function guardFormula(value: string): string {
  return GUARDED.test(value) ? `'${value}` : value;
}

export function unguardFormula(cell: string): string {
  return UNGUARD.test(cell) ? cell.slice(1) : cell;
}
