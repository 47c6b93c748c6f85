import { AGE_GROUPS } from '@shop/shared/ages';
import { Id } from '@shop/shared/contract/common';
import { MEASURES, type Measure, SizeMeasurements } from '@shop/shared/contract/productFit';
import { OFFICE_WAREHOUSE } from '@shop/shared/stock';
import { VAT_CLASSES } from '@shop/shared/vatRates';
import { ProductInput } from '../../lambdas/catalog/catalogInput.ts';
import type { Problems } from './command.ts';
import { parseCsv } from './csv.ts';
import { euros, oneOf, wholeNumber } from './operatorInput.ts';

/**
 * Products from a CSV file with one row per product size (and per warehouse, where a size is
 * kept in more than one). The product's own columns are read from its first row; later rows
 * may leave them empty or must repeat them exactly. Lists are separated by `|`.
 */
export const CSV_COLUMNS = {
  productId: { required: true, about: 'the product id (letters, digits, - and _)' },
  name: { required: true, about: 'the product name' },
  colorName: { required: true, about: 'the colour, e.g. Oat' },
  price: { required: true, about: 'price in euros, VAT included, e.g. 59.00' },
  age: { required: true, about: AGE_GROUPS.join(' | ') },
  categoryIds: { required: true, about: 'category ids, separated by |' },
  images: { required: true, about: 'images (photo files beside the CSV, or stored paths), the main one first, separated by |' },
  size: { required: true, about: 'the size of this row, e.g. M or 86' },
  quantity: { required: true, about: 'pieces of that size on the shelf (0 or more)' },
  preOrderQuantity: { required: false, about: 'pieces of that size that can be pre-ordered (default 0)' },
  warehouse: { required: false, about: `the warehouse of this row's counts (default ${OFFICE_WAREHOUSE}, the one sold from)` },
  description: { required: false, about: 'text (default empty)' },
  washingInstructions: { required: false, about: 'text (default empty)' },
  discount: { required: false, about: 'percent off, 0 to 90 (default 0)' },
  vatClass: {
    required: false,
    about: `${VAT_CLASSES.join(' | ')} (default: STANDARD for ADULT, CHILDREN_CLOTHING for KID, CHILD and NB)`,
  },
  kpd: { required: false, about: 'the KPD 2025 code, e.g. 14.21.24, that an eRačun names (the back office asks it of every product)' },
  preOrder: { required: false, about: 'true if sizes without stock may be pre-ordered (default false)' },
  active: { required: false, about: 'false to keep it out of the shop (default true)' },
  colorRelatedProductIds: { required: false, about: 'the same model in other colours, separated by |' },
  nameHr: { required: false, about: 'the name in Croatian (default: the English name is shown)' },
  descriptionHr: { required: false, about: 'the description in Croatian (default: the English one)' },
  washingInstructionsHr: { required: false, about: 'the washing instructions in Croatian (default: the English ones)' },
  colorNameHr: { required: false, about: 'the colour in Croatian, e.g. Zob (default: the English one)' },
  composition: { required: false, about: 'what it is made of, e.g. 100% linen (default: not shown)' },
  compositionHr: { required: false, about: 'the composition in Croatian, e.g. 100% lan (default: the English one)' },
  care: { required: false, about: 'care in a line, e.g. Wash at 30 °C, line dry (default: not shown)' },
  careHr: { required: false, about: 'the care line in Croatian (default: the English one)' },
  fitNote: { required: false, about: 'how it fits, e.g. Relaxed fit: take your usual size (default: not shown)' },
  fitNoteHr: { required: false, about: 'the fit note in Croatian (default: the English one)' },
  modelHeightCm: { required: false, about: 'the model’s height in whole cm, e.g. 172 (with modelSize)' },
  modelSize: { required: false, about: 'the size the model wears, one of the product’s sizes' },
  chestWidth: { required: false, about: 'this size’s chest width laid flat, in cm (whole or half, e.g. 52.5)' },
  waistWidth: { required: false, about: 'this size’s waist width laid flat, in cm' },
  hipWidth: { required: false, about: 'this size’s hip width laid flat, in cm' },
  length: { required: false, about: 'this size’s length, in cm' },
  sleeve: { required: false, about: 'this size’s sleeve length, in cm' },
  inseam: { required: false, about: 'this size’s inside leg, in cm' },
} as const satisfies Record<string, { required: boolean; about: string }> & Record<Measure, unknown>;

type Column = keyof typeof CSV_COLUMNS;
const ROW_COLUMNS: readonly Column[] = ['productId', 'size', 'quantity', 'preOrderQuantity', 'warehouse', ...MEASURES];

export interface CsvProducts {
  products: ProductInput[];
  /** The lines each product was read from, to place problems found later. */
  linesOf: Map<string, number[]>;
}

interface Draft {
  firstLine: number;
  lines: number[];
  fields: Record<string, string>;
  sizes: string[];
  stock: Record<string, { quantities: Record<string, number>; preOrderQuantities: Record<string, number> }>;
  rowOf: Map<string, number>;
  /** The garment's measurements by size, from the rows that give them. */
  measurements: Record<string, SizeMeasurements>;
}

/** Centimetres as written in a cell, 52.5 or 52,5; what is not a number stays NaN for the contract to name. */
const centimetres = (cell: string) => (cell === '' ? undefined : Number(cell.replace(',', '.')));

/** A row's measurements of its size, checked as the back office checks them; undefined when the row gives none. */
function rowMeasurements(value: (column: Column) => string, at: string, problems: Problems): SizeMeasurements | undefined {
  const given = Object.fromEntries(MEASURES.flatMap((m) => (value(m) === '' ? [] : [[m, centimetres(value(m))]])));
  if (Object.keys(given).length === 0) return undefined;
  const parsed = SizeMeasurements.safeParse(given);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) problems.add(`${at}: ${issue.path.join('.')}: ${issue.message}`);
  return undefined;
}

const list = (text: string) =>
  text
    .split('|')
    .map((item) => item.trim())
    .filter(Boolean);

function flag(raw: string, fallback: boolean, what: string, problems: Problems): boolean {
  if (raw === '') return fallback;
  const value = raw.toLowerCase();
  if (['true', 'yes', '1'].includes(value)) return true;
  if (['false', 'no', '0'].includes(value)) return false;
  problems.add(`${what} must be true or false, not "${raw}".`);
  return fallback;
}

/** The products of a CSV text; every problem goes to `problems` with its line number. */
export function productsFromCsv(text: string, problems: Problems): CsvProducts {
  const parsed = parseCsv(text);
  const empty: CsvProducts = { products: [], linesOf: new Map() };
  if (!parsed.ok) {
    problems.add(`line ${parsed.line}: ${parsed.message}.`);
    return empty;
  }
  const [header, ...rows] = parsed.records;
  if (!header) {
    problems.add('The file is empty: it needs a header line naming the columns and a row per product size.');
    return empty;
  }
  const known = new Map(Object.keys(CSV_COLUMNS).map((c) => [c.toLowerCase(), c as Column]));
  const columns: (Column | undefined)[] = header.fields.map((name) => {
    const column = known.get(name.trim().toLowerCase());
    if (!column) problems.add(`line ${header.line}: unknown column "${name.trim()}".`);
    return column;
  });
  for (const [column, { required }] of Object.entries(CSV_COLUMNS)) {
    const count = columns.filter((c) => c === column).length;
    if (count > 1) problems.add(`line ${header.line}: column "${column}" appears ${count} times.`);
    if (required && count === 0) problems.add(`line ${header.line}: column "${column}" is missing.`);
  }
  if (problems.any) return empty;
  if (rows.length === 0) problems.add('The file has a header but no rows.');

  const drafts = new Map<string, Draft>();
  for (const row of rows) {
    const at = `line ${row.line}`;
    if (row.fields.length !== columns.length) {
      problems.add(`${at}: ${row.fields.length} fields, but the header names ${columns.length}.`);
      continue;
    }
    const cell = Object.fromEntries(columns.map((c, i) => [c, (row.fields[i] ?? '').trim()])) as Record<Column, string | undefined>;
    const value = (column: Column) => cell[column] ?? '';
    const id = Id.safeParse(value('productId'));
    if (!id.success) problems.add(`${at}: productId "${value('productId')}" is not an id: ${id.error.issues[0]?.message ?? 'invalid'}`);
    const size = value('size');
    if (size === '' || size.length > 20) problems.add(`${at}: size must be 1 to 20 characters.`);
    const quantity = wholeNumber(value('quantity'), `${at}: quantity`, problems);
    const preOrderQuantity =
      value('preOrderQuantity') === '' ? 0 : wholeNumber(value('preOrderQuantity'), `${at}: preOrderQuantity`, problems);
    const warehouse = value('warehouse') || OFFICE_WAREHOUSE;
    if (!id.success || quantity === undefined || preOrderQuantity === undefined || size === '' || size.length > 20) continue;

    let draft = drafts.get(id.data);
    if (!draft) {
      const fields = Object.fromEntries(
        Object.keys(CSV_COLUMNS)
          .filter((c) => !ROW_COLUMNS.includes(c as Column))
          .map((c) => [c, value(c as Column)]),
      );
      draft = { firstLine: row.line, lines: [], fields, sizes: [], stock: {}, rowOf: new Map(), measurements: {} };
      drafts.set(id.data, draft);
    } else {
      for (const [column, first] of Object.entries(draft.fields)) {
        const here = value(column as Column);
        if (here !== '' && here !== first) {
          problems.add(
            `${at}: ${column} "${here}" differs from line ${draft.firstLine} ("${first}") of product ${id.data}; leave it empty or repeat it.`,
          );
        }
      }
    }
    draft.lines.push(row.line);
    const key = `${size}\u0000${warehouse}`;
    const earlier = draft.rowOf.get(key);
    if (earlier !== undefined) {
      problems.add(`${at}: product ${id.data} size ${size} in ${warehouse} is already on line ${earlier}.`);
      continue;
    }
    draft.rowOf.set(key, row.line);
    if (!draft.sizes.includes(size)) draft.sizes.push(size);
    const measured = rowMeasurements(value, at, problems);
    if (measured) {
      // A size kept in two warehouses has two rows: the second may leave its measurements empty or repeat them.
      const earlierMeasures = draft.measurements[size];
      if (earlierMeasures && JSON.stringify(earlierMeasures) !== JSON.stringify(measured)) {
        problems.add(`${at}: the measurements of size ${size} differ from an earlier row of product ${id.data}; give them once.`);
      } else draft.measurements[size] = measured;
    }
    draft.stock[warehouse] ??= { quantities: {}, preOrderQuantities: {} };
    const stock = draft.stock[warehouse];
    stock.quantities[size] = quantity;
    stock.preOrderQuantities[size] = preOrderQuantity;
  }

  const products: ProductInput[] = [];
  const linesOf = new Map<string, number[]>();
  for (const [id, draft] of drafts) {
    linesOf.set(id, draft.lines);
    const at = `line ${draft.firstLine}`;
    const f = draft.fields as Record<Column, string>;
    for (const column of ['name', 'colorName', 'price', 'age', 'categoryIds', 'images'] as const) {
      if (f[column] === '') problems.add(`${at}: ${column} of product ${id} is empty; the first row of a product gives all its columns.`);
    }
    const price = f.price === '' ? undefined : euros(f.price, `${at}: price`, problems);
    const discount = f.discount === '' ? 0 : wholeNumber(f.discount, `${at}: discount`, problems, { min: 0, max: 90 });
    const age = f.age === '' ? undefined : oneOf(f.age, AGE_GROUPS, `${at}: age`, problems);
    const vatClass = f.vatClass ? oneOf(f.vatClass, VAT_CLASSES, `${at}: vatClass`, problems) : undefined;
    const result = ProductInput.safeParse({
      id,
      name: f.name,
      description: f.description,
      washingInstructions: f.washingInstructions,
      colorName: f.colorName,
      price,
      discount,
      age,
      ...(vatClass ? { vatClass } : {}),
      ...(f.kpd ? { kpd: f.kpd } : {}),
      categoryIds: list(f.categoryIds),
      images: list(f.images),
      preOrder: flag(f.preOrder, false, `${at}: preOrder`, problems),
      active: flag(f.active, true, `${at}: active`, problems),
      colorRelatedProductIds: list(f.colorRelatedProductIds),
      sizes: draft.sizes,
      stock: draft.stock,
      ...(f.composition ? { composition: f.composition } : {}),
      ...(f.care ? { care: f.care } : {}),
      ...(f.fitNote ? { fitNote: f.fitNote } : {}),
      ...(f.modelHeightCm || f.modelSize ? { model: { heightCm: Number(f.modelHeightCm || Number.NaN), sizeWorn: f.modelSize } } : {}),
      ...(Object.keys(draft.measurements).length > 0 ? { measurements: draft.measurements } : {}),
      hr: {
        name: f.nameHr,
        description: f.descriptionHr,
        washingInstructions: f.washingInstructionsHr,
        colorName: f.colorNameHr,
        composition: f.compositionHr,
        care: f.careHr,
        fitNote: f.fitNoteHr,
      },
    });
    if (result.success) products.push(result.data);
    // Fields already reported above (empty, or not a price/percent/age) are not reported twice.
    else
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (!['price', 'discount', 'age', 'vatClass'].includes(field) && !(field in f && f[field as Column] === '')) {
          problems.add(`${at}: ${issue.path.join('.')} of product ${id}: ${issue.message}`);
        }
      }
  }
  return { products, linesOf };
}
