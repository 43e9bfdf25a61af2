// Reads an import file (docs/decisions/013) into raw rows with the line each starts on: a JSON array of products,
// or CSV with a header row whose list and object cells (features, images, filters) hold JSON text, each cell's
// formula guard taken off (spreadsheet-cells.ts). A CSV product with variants is one row per variant
// (docs/decisions/037-variants.md): the rows that follow each other with its id (or, new, its name) and a
// `variant` cell become one product with `variants`, each remembering its own line. The rows are not validated
// here; a file that cannot be read at all is a 400 naming the line.
import { MAX_IMPORT_ROWS, PRODUCT_CSV_COLUMNS } from '@shop/shared/admin.schemas';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../lib/app-error.ts';
import { unguardFormula } from './spreadsheet-cells.lib.ts';

export interface RawRow {
  /** 1 = the first product of the file. */
  row: number;
  /** The file line the row starts on. */
  line: number;
  /** The row as an object for the schema, or a reason it could not become one. */
  value: Record<string, unknown> | { unreadable: string; field: string };
  /**
   * CSV rows of a product with variants: the line of each (in `value.variants`' order, each `{ variant, sku,
   * supplierSku, countInStock }` with the cell's text), and rows that do not repeat the first one's columns.
   */
  variantRows?: { lines: number[]; problems: { line: number; field: string; message: string }[] };
}

const JSON_CELLS = new Set<string>(['features', 'images', 'filters']);
const NUMBER_CELLS = new Set<string>([
  'version',
  'countInStock',
  'shippingCost',
  'basePrice',
  'discountPrice',
  'costPrice',
  'gstRate',
]);
// countInStock may be left out: an update then keeps the live count (docs/decisions/019).
const REQUIRED_COLUMNS = ['name', 'category', 'subCategory', 'brand', 'basePrice'];
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

export function readImportFile(text: string): RawRow[] {
  const content = text.replace(/^\uFEFF/, '');
  if (content.trim() === '') throw new AppError('INVALID', 'The file is empty');
  // A CSV header never starts with a bracket or a brace, so the first character tells the format.
  const rows = /^\s*[[{]/.test(content) ? readJson(content) : readCsv(content);
  if (rows.length === 0) throw new AppError('INVALID', 'The file holds no products');
  return rows;
}

function checkSize(rows: number, what: 'products' | 'rows'): void {
  if (rows > MAX_IMPORT_ROWS) {
    throw new AppError(
      'INVALID',
      `A file may hold at most ${MAX_IMPORT_ROWS} ${what} (this one has ${rows})`,
    );
  }
}

// ─── JSON ──────────────────────────────────────────────────────────────────────────────────────────────────

function readJson(text: string): RawRow[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'syntax error';
    throw new AppError('INVALID', `The file is not valid JSON: ${reason}`);
  }
  if (!Array.isArray(parsed)) throw new AppError('INVALID', 'A JSON import must be an array of products');
  checkSize(parsed.length, 'products');
  const lines = elementStartLines(text);
  return parsed.map((element: unknown, index) => ({
    row: index + 1,
    line: lines[index] ?? 1,
    value: isPlainObject(element) ? element : { unreadable: 'Each product must be a JSON object', field: '' },
  }));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The line on which each element of the top-level array starts (the text is known to be valid JSON). */
export function elementStartLines(text: string): number[] {
  const starts: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let expectingElement = false;
  const begin = () => {
    if (depth === 1 && expectingElement) {
      starts.push(line);
      expectingElement = false;
    }
  };
  for (const char of text) {
    if (char === '\n') line += 1;
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      begin();
      inString = true;
    } else if (char === '[' || char === '{') {
      begin();
      depth += 1;
      if (depth === 1) expectingElement = true;
    } else if (char === ']' || char === '}') {
      depth -= 1;
    } else if (char === ',' && depth === 1) {
      expectingElement = true;
    } else if (!/\s/.test(char)) {
      begin();
    }
  }
  return starts;
}

// ─── CSV ───────────────────────────────────────────────────────────────────────────────────────────────────

interface CsvRecord {
  record: Record<string, string>;
  info: { lines: number };
}

function checkHeader(header: string[]): string[] {
  const names = header.map((name) => name.trim());
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new AppError(
      'INVALID',
      `Unknown column "${unknown[0]}" on line 1 (the columns are ${PRODUCT_CSV_COLUMNS.join(', ')})`,
    );
  }
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new AppError('INVALID', `Column "${twice}" appears twice on line 1`);
  const missing = REQUIRED_COLUMNS.filter((name) => !names.includes(name));
  if (missing.length > 0) throw new AppError('INVALID', `Line 1 lacks the column "${missing[0]}"`);
  return names;
}

function readCsv(text: string): RawRow[] {
  let records: CsvRecord[];
  try {
    // One kind of line ending, so the parser's line count is the file's (a CRLF inside a quoted cell becomes LF).
    records = parse(text.replace(/\r\n?/g, '\n'), {
      columns: checkHeader,
      info: true,
      skip_empty_lines: true,
    }) as CsvRecord[];
  } catch (error) {
    if (error instanceof AppError) throw error;
    const reason = error instanceof Error ? error.message : 'unreadable';
    throw new AppError('INVALID', `The CSV file could not be read: ${reason}`);
  }
  // Rows, not products: the bound is on what is read (a product may have up to MAX_VARIANTS rows).
  checkSize(records.length, 'rows');
  const lines = records.map(({ record, info }) => {
    // `lines` is where the record ends; quoted cells may span lines before it.
    const spanned = Object.values(record).reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);
    return { record, line: info.lines - spanned, value: csvRecordToObject(record) };
  });
  const [first] = records;
  // A file without the column (an export from before variants) keeps each product's stored grid.
  return first && 'variant' in first.record
    ? productsOfRows(lines)
    : lines.map((each, index) => ({ row: index + 1, ...each }));
}

/** The cells of a variant row that are the variant's own; every other cell repeats its product's. */
const VARIANT_CELLS = new Set(['variant', 'variantSku', 'variantSupplierSku', 'countInStock']);

interface CsvLine {
  record: Record<string, string>;
  line: number;
  value: RawRow['value'];
}

/** Whether `line` continues the product `group` started: the same id, or (both without one) the same name. */
function continues(group: RawRow & { first: CsvLine }, line: CsvLine): boolean {
  const [a, b] = [group.first.record, line.record];
  const id = (a.id ?? '').trim();
  return id !== '' ? id === (b.id ?? '').trim() : (b.id ?? '').trim() === '' && a.name === b.name;
}

/** Groups the rows of each product with variants; a row with an empty `variant` cell is a product of one stock. */
function productsOfRows(lines: readonly CsvLine[]): RawRow[] {
  const products: (RawRow & { first: CsvLine })[] = [];
  let group: (RawRow & { first: CsvLine }) | undefined;
  for (const each of lines) {
    const { value, line, record } = each;
    const text = unguardFormula(record.variant ?? '').trim();
    if ('unreadable' in value || text === '') {
      group = undefined;
      const one = 'unreadable' in value ? value : { ...withoutVariantCells(value), variants: [] };
      products.push({ row: products.length + 1, line, value: one, first: each });
      continue;
    }
    const variant = {
      variant: text,
      sku: value.variantSku ?? null,
      supplierSku: value.variantSupplierSku ?? null,
      countInStock: value.countInStock,
    };
    if (group && continues(group, each)) {
      const rows = group.variantRows as NonNullable<RawRow['variantRows']>;
      (group.value as { variants: unknown[] }).variants.push(variant);
      rows.lines.push(line);
      const differs = Object.keys({ ...group.first.record, ...record }).find(
        (column) => !VARIANT_CELLS.has(column) && group?.first.record[column] !== record[column],
      );
      if (differs) {
        const message = `${differs} differs from line ${group.line}: each row of a product's variants repeats its columns`;
        rows.problems.push({ line, field: differs, message });
      }
      continue;
    }
    group = {
      row: products.length + 1,
      line,
      // Its stock is its variants' (the trigger's sum): the row's countInStock is the first variant's.
      value: { ...withoutVariantCells(value, true), variants: [variant] },
      variantRows: { lines: [line], problems: [] },
      first: each,
    };
    products.push(group);
  }
  return products.map(({ first: _first, ...product }) => product);
}

function withoutVariantCells(value: Record<string, unknown>, withoutStock = false): Record<string, unknown> {
  const { variant: _variant, variantSku: _sku, variantSupplierSku: _supplierSku, ...product } = value;
  if (withoutStock) delete product.countInStock;
  return product;
}

/** Cells become the schema's types: JSON cells parsed, numbers read, empty cells left out (defaults apply). */
function csvRecordToObject(record: Record<string, string>): RawRow['value'] {
  const value: Record<string, unknown> = {};
  for (const [column, raw] of Object.entries(record)) {
    const cell = unguardFormula(raw);
    const text = cell.trim();
    if (text === '') continue;
    if (JSON_CELLS.has(column)) {
      try {
        value[column] = JSON.parse(text);
      } catch {
        return { unreadable: `${column} must be JSON text (for example ["a", "b"])`, field: column };
      }
    } else if (NUMBER_CELLS.has(column)) {
      // Anything but a plain decimal stays text, so the schema answers "must be a number".
      value[column] = DECIMAL.test(text) ? Number(text) : text;
    } else {
      value[column] = cell;
    }
  }
  return value;
}
