import { parse } from 'csv-parse/sync';
import { apiError, StoreApiError, type ErrorDescription } from '../errors.js';
import { grossToNet } from '../pricing/price.js';

// The desk's catalogue edits, as pure rules: a PATCH of one variant (Shopware's product fields price, stock,
// isCloseout, active) and the CSV import of many (header productNumber,price,stock,isCloseout,active). Both
// compare against the variant as it is and produce the changes `{ field, from, to }` that are written,
// shown in the preview and recorded in the audit log.

/** A variant as the desk edits it (price: gross and net in the default currency). */
export interface VariantState {
  id: string;
  productNumber: string;
  gross: number | null;
  net: number | null;
  taxRate: number;
  stock: number;
  isCloseout: boolean;
  active: boolean;
}

export type EditableField = 'price' | 'stock' | 'isCloseout' | 'active';

export interface FieldChange {
  field: EditableField;
  from: number | boolean | null;
  to: number | boolean;
}

/** What to write for one variant (only the fields that change). */
export interface VariantUpdate {
  id: string;
  productNumber: string;
  price?: { gross: number; net: number };
  stock?: number;
  isCloseout?: boolean;
  active?: boolean;
  changes: FieldChange[];
}

export const MAX_PRICE = 1_000_000;
export const MAX_STOCK = 1_000_000;

const round2 = (value: number) => Math.round(value * 100) / 100;

function diff(
  current: VariantState,
  wanted: Omit<VariantUpdate, 'id' | 'productNumber' | 'changes'>,
): VariantUpdate {
  const update: VariantUpdate = { id: current.id, productNumber: current.productNumber, changes: [] };
  if (wanted.price && (wanted.price.gross !== current.gross || wanted.price.net !== current.net)) {
    update.price = wanted.price;
    update.changes.push({ field: 'price', from: current.gross, to: wanted.price.gross });
  }
  if (wanted.stock !== undefined && wanted.stock !== current.stock) {
    update.stock = wanted.stock;
    update.changes.push({ field: 'stock', from: current.stock, to: wanted.stock });
  }
  if (wanted.isCloseout !== undefined && wanted.isCloseout !== current.isCloseout) {
    update.isCloseout = wanted.isCloseout;
    update.changes.push({ field: 'isCloseout', from: current.isCloseout, to: wanted.isCloseout });
  }
  if (wanted.active !== undefined && wanted.active !== current.active) {
    update.active = wanted.active;
    update.changes.push({ field: 'active', from: current.active, to: wanted.active });
  }
  return update;
}

const invalid = (pointer: string, detail: string, code = 'VIOLATION::INVALID_VALUE'): ErrorDescription => ({
  status: 400,
  code,
  title: 'Constraint violation error',
  detail,
  pointer,
});

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_PRICE;
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_STOCK;

/**
 * `PATCH /api/product/{id}` body: any of `price: [{currencyId, gross, net, linked}]` (the default currency's
 * entry; net computed from the tax rate when missing), `stock`, `isCloseout`, `active`. Other fields are refused
 * (the desk edits only these). All problems are reported together as violations.
 */
export function parseProductPatch(
  body: unknown,
  current: VariantState,
  defaultCurrencyId: string,
): VariantUpdate {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw apiError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', 'The request body must be a JSON object.');
  const input = body as Record<string, unknown>;
  const errors: ErrorDescription[] = [];
  const wanted: Omit<VariantUpdate, 'id' | 'productNumber' | 'changes'> = {};
  for (const key of Object.keys(input)) {
    if (!['price', 'stock', 'isCloseout', 'active', 'id'].includes(key))
      errors.push(
        invalid(
          `/${key}`,
          `The field "${key}" cannot be written through the desk.`,
          'FRAMEWORK__WRITE_PROTECTED',
        ),
      );
  }
  if (input.price !== undefined) {
    const prices = input.price;
    if (!Array.isArray(prices) || prices.length === 0 || prices.length > 10) {
      errors.push(invalid('/price', 'price must be a list of {currencyId, gross, net, linked}.'));
    } else {
      prices.forEach((entry, index) => {
        const price = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
        if (price.currencyId !== defaultCurrencyId) {
          errors.push(
            invalid(`/price/${index}/currencyId`, 'Only the default currency has a price of its own.'),
          );
          return;
        }
        if (!isAmount(price.gross)) {
          errors.push(invalid(`/price/${index}/gross`, `gross must be a number from 0 to ${MAX_PRICE}.`));
          return;
        }
        if (price.net !== undefined && price.net !== null && !isAmount(price.net)) {
          errors.push(invalid(`/price/${index}/net`, `net must be a number from 0 to ${MAX_PRICE}.`));
          return;
        }
        const gross = round2(price.gross);
        const net = typeof price.net === 'number' ? round2(price.net) : grossToNet(gross, current.taxRate);
        if (net > gross) errors.push(invalid(`/price/${index}/net`, 'net cannot exceed gross.'));
        else wanted.price = { gross, net };
      });
    }
  }
  if (input.stock !== undefined) {
    if (isCount(input.stock)) wanted.stock = input.stock;
    else errors.push(invalid('/stock', `stock must be a whole number from 0 to ${MAX_STOCK}.`));
  }
  for (const key of ['isCloseout', 'active'] as const) {
    if (input[key] === undefined) continue;
    if (typeof input[key] === 'boolean') wanted[key] = input[key];
    else errors.push(invalid(`/${key}`, `${key} must be true or false.`));
  }
  const [first, ...more] = errors;
  if (first) throw new StoreApiError(first, ...more);
  return diff(current, wanted);
}

// CSV import ------------------------------------------------------------------------------------------------

export const CSV_COLUMNS = ['productNumber', 'price', 'stock', 'isCloseout', 'active'] as const;
/** The largest CSV accepted (bytes, UTF-8) and the most data rows. */
export const CSV_MAX_BYTES = 1024 * 1024;
export const CSV_MAX_ROWS = 5000;

export interface CsvRowError {
  /** The line of the file (1 = the header), 0 for the whole file. */
  row: number;
  column: string | null;
  code: string;
  detail: string;
}

export interface CsvImportPlan {
  updates: VariantUpdate[];
  changes: ({ productNumber: string } & FieldChange)[];
  errors: CsvRowError[];
  rows: number;
}

const TRUE_WORDS = new Set(['true', '1', 'yes']);
const FALSE_WORDS = new Set(['false', '0', 'no']);

/** The file's delimiter from its header line: `;` (Shopware's import/export default) or `,`. */
function delimiterOf(csv: string): string {
  const header = csv.split(/\r?\n/, 1)[0] ?? '';
  return header.includes(';') && !header.includes(',') ? ';' : ',';
}

const fileError = (code: string, detail: string): CsvImportPlan => ({
  updates: [],
  changes: [],
  errors: [{ row: 0, column: null, code, detail }],
  rows: 0,
});

/**
 * Reads an import file against the variants by product number: every row error (unknown product number,
 * a price that is no number, negative or fractional stock, a bad boolean, a product number twice, unknown or
 * missing columns), and every change the good rows make. Empty cells change nothing. Prices are gross in the
 * default currency with a decimal point; net follows from the variant's tax rate.
 */
export function planCsvImport(csv: unknown, variants: ReadonlyMap<string, VariantState>): CsvImportPlan {
  if (typeof csv !== 'string' || csv.trim() === '')
    return fileError(
      'PLASTICS__CSV_EMPTY',
      'The CSV is empty: expected the header productNumber,price,stock,isCloseout,active.',
    );
  if (Buffer.byteLength(csv, 'utf8') > CSV_MAX_BYTES)
    return fileError('PLASTICS__CSV_TOO_LARGE', `The CSV is larger than ${CSV_MAX_BYTES} bytes.`);
  let records: string[][];
  try {
    records = parse(csv.replace(/^\uFEFF/, ''), {
      delimiter: delimiterOf(csv),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: 64 * 1024,
      to: CSV_MAX_ROWS + 2,
    }) as string[][];
  } catch (error) {
    return fileError('PLASTICS__CSV_MALFORMED', `The CSV cannot be read: ${(error as Error).message}`);
  }
  const [header = [], ...rows] = records;
  if (rows.length > CSV_MAX_ROWS)
    return fileError('PLASTICS__CSV_TOO_MANY_ROWS', `The CSV has more than ${CSV_MAX_ROWS} rows.`);
  const errors: CsvRowError[] = [];
  header.forEach((name) => {
    if (!(CSV_COLUMNS as readonly string[]).includes(name))
      errors.push({
        row: 1,
        column: name,
        code: 'PLASTICS__CSV_UNKNOWN_COLUMN',
        detail: `Unknown column "${name}".`,
      });
  });
  if (new Set(header).size !== header.length)
    errors.push({
      row: 1,
      column: null,
      code: 'PLASTICS__CSV_DUPLICATE_COLUMN',
      detail: 'A column is named twice.',
    });
  if (!header.includes('productNumber'))
    errors.push({
      row: 1,
      column: 'productNumber',
      code: 'PLASTICS__CSV_MISSING_COLUMN',
      detail: 'The column productNumber is missing.',
    });
  if (errors.length > 0) return { updates: [], changes: [], errors, rows: rows.length };

  const updates: VariantUpdate[] = [];
  const seen = new Map<string, number>();
  rows.forEach((cells, index) => {
    const row = index + 2;
    const cell = (column: string) => cells[header.indexOf(column)] ?? '';
    const problem = (column: string, code: string, detail: string) =>
      errors.push({ row, column, code, detail });
    if (cells.length > header.length)
      return problem('', 'PLASTICS__CSV_EXTRA_CELLS', `Row ${row} has more cells than the header.`);
    const productNumber = cell('productNumber');
    const variant = variants.get(productNumber);
    if (productNumber === '')
      return problem('productNumber', 'PLASTICS__CSV_MISSING_PRODUCT_NUMBER', 'The product number is empty.');
    const earlier = seen.get(productNumber);
    if (earlier !== undefined)
      return problem(
        'productNumber',
        'PLASTICS__CSV_DUPLICATE_ROW',
        `Product number ${productNumber} is in row ${earlier} already.`,
      );
    seen.set(productNumber, row);
    if (!variant)
      return problem(
        'productNumber',
        'PLASTICS__CSV_UNKNOWN_PRODUCT_NUMBER',
        `No variant has the product number ${productNumber}.`,
      );
    const wanted: Omit<VariantUpdate, 'id' | 'productNumber' | 'changes'> = {};
    const before = errors.length;
    const price = cell('price');
    if (price !== '') {
      const gross = /^\d+(\.\d{1,2})?$/.test(price) ? Number(price) : NaN;
      if (!Number.isFinite(gross) || gross > MAX_PRICE)
        problem(
          'price',
          'PLASTICS__CSV_INVALID_PRICE',
          `"${price}" is not a price (a number like 12.50, at most ${MAX_PRICE}).`,
        );
      else wanted.price = { gross, net: grossToNet(gross, variant.taxRate) };
    }
    const stock = cell('stock');
    if (stock !== '') {
      if (/^-\d+$/.test(stock))
        problem('stock', 'PLASTICS__CSV_NEGATIVE_STOCK', `Stock cannot be negative (${stock}).`);
      else if (!/^\d+$/.test(stock) || Number(stock) > MAX_STOCK)
        problem(
          'stock',
          'PLASTICS__CSV_INVALID_STOCK',
          `"${stock}" is not a whole number from 0 to ${MAX_STOCK}.`,
        );
      else wanted.stock = Number(stock);
    }
    for (const column of ['isCloseout', 'active'] as const) {
      const value = cell(column).toLowerCase();
      if (value === '') continue;
      if (TRUE_WORDS.has(value)) wanted[column] = true;
      else if (FALSE_WORDS.has(value)) wanted[column] = false;
      else problem(column, 'PLASTICS__CSV_INVALID_BOOLEAN', `"${cell(column)}" is not true or false.`);
    }
    if (errors.length === before) updates.push(diff(variant, wanted));
  });
  const changed = updates.filter((update) => update.changes.length > 0);
  return {
    updates: changed,
    changes: changed.flatMap((update) =>
      update.changes.map((change) => ({ productNumber: update.productNumber, ...change })),
    ),
    errors,
    rows: rows.length,
  };
}
