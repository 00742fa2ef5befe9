import { createHash } from 'node:crypto';
import { deterministicId } from '../../domain/ids.js';
import { grossToNet, roundPrice } from '../../domain/pricing/price.js';
import { categoryId } from '../category-tree.js';
import { documentPath, documentTypesOf } from './documents.js';
import { findOption, optionId, propertyOptions, type GroupKey } from './property-groups.js';
import { productSeeds, type ProductSeed, type Texts } from './products.js';

// The pure catalogue generator: from the product seeds to rows of parents, variants, options, media and
// categories. Deterministic (ids are md5 of stable keys, "randomness" is a hash of the variant key), so every
// run and every test sees the same catalogue. `targetVariants` adds numbered series of the seeds until the
// catalogue has at least that many variants (the large catalogue for performance work).

export const IN_STOCK_DELIVERY_TIME = {
  id: deterministicId('delivery-time:2-3-days'),
  min: 2,
  max: 3,
  unit: 'day',
  en: '2-3 days',
  de: '2-3 Tage',
};
export const PRODUCTION_DELIVERY_TIME = {
  id: deterministicId('delivery-time:3-4-weeks'),
  min: 3,
  max: 4,
  unit: 'week',
  en: '3-4 weeks',
  de: '3-4 Wochen',
};
/** Days until a variant without stock is produced (Shopware's restockTime). */
export const PRODUCTION_RESTOCK_DAYS = 21;
const HANDLING_FEE = 4.9;
const MIN_PRICE = 9.9;

export interface VariantRecord {
  id: string;
  parentId: string;
  number: string;
  optionIds: string[];
  colour: string;
  stock: number;
  isCloseout: boolean;
  available: boolean;
  weight: number;
  width: number;
  height: number;
  length: number;
  gross: number;
  net: number;
  deliveryTimeId: string;
  restockTime: number | null;
  coverId: string;
}

export interface ParentRecord {
  id: string;
  seed: ProductSeed;
  key: string;
  number: string;
  name: Texts;
  categoryId: string;
  manufacturerId: string;
  coverId: string;
  /** product_media of this parent: one picture per colour. */
  media: { id: string; mediaId: string; colour: string; position: number }[];
  customFields: { en: Record<string, string>; de: Record<string, string> };
  propertyIds: string[];
  variants: VariantRecord[];
}

export interface GenerateOptions {
  /** Add series of the seeds until at least this many variants exist. */
  targetVariants?: number;
}

export function hashInt(key: string): number {
  return createHash('md5').update(key).digest().readUInt32BE(0);
}

export const productId = (key: string) => deterministicId(`product:${key}`);
export const manufacturerId = (key: string) => deterministicId(`manufacturer:${key}`);
export const productPictureMediaId = (seedKey: string, colour: string) =>
  deterministicId(`media:product:${seedKey}:${colour}`);
export const productPicturePath = (seedKey: string, colour: string) =>
  `media/products/${seedKey}-${colour}.svg`;

const SURFACE_CODES: Record<string, string> = {
  smooth: 'SM',
  matt: 'MA',
  textured: 'TX',
  embossed: 'EM',
  polished: 'PO',
  planed: 'PL',
};
const COLOUR_CODES: Record<string, string> = {
  natural: 'NAT',
  white: 'WHT',
  black: 'BLK',
  grey: 'GRY',
  green: 'GRN',
  blue: 'BLU',
  yellow: 'YEL',
  clear: 'CLR',
  beige: 'BEI',
};

/** The groups a shape's variants are built from: size, surface, colour, format. */
export function groupsOf(shape: ProductSeed['shape']): [GroupKey, GroupKey, GroupKey, GroupKey] {
  return shape === 'sheet'
    ? ['thickness', 'surface', 'colour', 'format']
    : ['diameter', 'surface', 'colour', 'length'];
}

/** Weight in kg from density (g/cm³) and dimensions (mm). Tubes have an SDR 11 wall. */
export function weightKg(
  shape: ProductSeed['shape'],
  density: number,
  size: number,
  width: number,
  length: number,
): number {
  let volumeMm3: number;
  if (shape === 'sheet') volumeMm3 = size * width * length;
  else if (shape === 'rod') volumeMm3 = (Math.PI / 4) * size * size * length;
  else {
    const wall = Math.max(1.9, size / 11);
    const inner = size - 2 * wall;
    volumeMm3 = (Math.PI / 4) * (size * size - inner * inner) * length;
  }
  // mm³ → cm³ (/1000), g → kg (/1000).
  return Math.round(density * volumeMm3 * 1e-3) / 1000;
}

/** Realistic gaps: textures only on thin sheets, thick sheets not in the largest formats, and a few holes. */
export function variantExists(
  seed: ProductSeed,
  size: number,
  surface: string,
  formatArea: number,
  key: string,
  first: boolean,
): boolean {
  if (first) return true;
  if (seed.shape === 'sheet' && (surface === 'textured' || surface === 'embossed') && size > 10) return false;
  if (seed.shape === 'sheet' && size >= 60 && formatArea > 2_000_000) return false;
  return hashInt(`gap:${key}`) % 9 !== 0;
}

function stockOf(key: string, size: number): number {
  const h = hashInt(`stock:${key}`);
  const zeroShare = size >= 50 ? 70 : 40;
  return h % 100 < zeroShare ? 0 : 1 + ((h >>> 8) % 80);
}

function customFields(seed: ProductSeed, lang: 'en' | 'de'): Record<string, string> {
  const min = Math.min(...seed.sizes);
  const max = Math.max(...seed.sizes);
  const range = seed.shape === 'sheet' ? `${min}–${max} mm` : `Ø ${min}–${max} mm`;
  const fields: Record<string, string> = {
    spk_thickness_tolerance: seed.tolerance[lang],
    spk_manufacturing_method: seed.method[lang],
    spk_applications: seed.applications[lang],
    spk_properties: seed.properties[lang],
    spk_available_strengths: range,
  };
  for (const type of documentTypesOf(seed))
    fields[`spk_document_${type}`] = `/${documentPath(seed.key, type, lang)}`;
  return fields;
}

function buildParent(seed: ProductSeed, series: number): ParentRecord {
  const key = series === 0 ? seed.key : `${seed.key}-s${series}`;
  const number = series === 0 ? seed.number : `${seed.number}S${series}`;
  const id = productId(key);
  const [sizeGroup, , , formatGroup] = groupsOf(seed.shape);
  const media = seed.colours.map((colour, index) => ({
    id: deterministicId(`product-media:${key}:${colour}`),
    mediaId: productPictureMediaId(seed.key, colour),
    colour,
    position: index + 1,
  }));
  const mediaOf = (colour: string) => media.find((m) => m.colour === colour)?.id ?? '';
  const variants: VariantRecord[] = [];
  let first = true;
  for (const size of seed.sizes) {
    for (const surface of seed.surfaces) {
      for (const colour of seed.colours) {
        for (const format of seed.formats) {
          const formatOption = findOption(formatGroup, format);
          const width = seed.shape === 'sheet' ? (formatOption.width ?? 0) : size;
          const length = formatOption.length ?? 0;
          const variantKey = `${key}:${size}:${surface}:${colour}:${format}`;
          if (!variantExists(seed, size, surface, width * length, variantKey, first)) continue;
          first = false;
          const weight = weightKg(seed.shape, seed.density, size, width, length);
          const surfaceFactor = findOption('surface', surface).factor ?? 1;
          const colourFactor = findOption('colour', colour).factor ?? 1;
          const gross = roundPrice(
            Math.max(MIN_PRICE, weight * seed.pricePerKg * surfaceFactor * colourFactor + HANDLING_FEE),
          );
          const isCloseout = colour === seed.closeoutColour;
          const stock = isCloseout
            ? hashInt(`closeout:${variantKey}`) % 3 === 0
              ? 0
              : 1 + (hashInt(variantKey) % 6)
            : stockOf(variantKey, size);
          const formatCode = seed.shape === 'sheet' ? `F${formatOption.position}` : `L${length}`;
          variants.push({
            id: productId(variantKey),
            parentId: id,
            number: `${number}-${String(size).padStart(3, '0')}-${SURFACE_CODES[surface] ?? surface}-${COLOUR_CODES[colour] ?? colour}-${formatCode}`,
            optionIds: [
              optionId(sizeGroup, size),
              optionId('surface', surface),
              optionId('colour', colour),
              optionId(formatGroup, format),
            ],
            colour,
            stock,
            isCloseout,
            // Shopware: a closeout product is available only while its stock covers the minimum purchase.
            available: !isCloseout || stock >= 1,
            weight,
            width,
            height: seed.shape === 'sheet' ? size : size,
            length,
            gross,
            net: grossToNet(gross, 19),
            deliveryTimeId: stock > 0 ? IN_STOCK_DELIVERY_TIME.id : PRODUCTION_DELIVERY_TIME.id,
            restockTime: stock > 0 ? null : PRODUCTION_RESTOCK_DAYS,
            coverId: mediaOf(colour),
          });
        }
      }
    }
  }
  // Properties are what every variant shares (e.g. PTFE is always natural): an option of a group in which
  // all variants agree. Varying options stay options, so that property filters match real variants.
  const propertyIds = [0, 1, 2, 3]
    .map((group) => new Set(variants.map((v) => v.optionIds[group])))
    .filter((values) => values.size === 1)
    .flatMap((values) => [...values].filter((id): id is string => id !== undefined));
  const suffix = series === 0 ? null : ` · ${series}`;
  return {
    id,
    seed,
    key,
    number,
    name: suffix ? { en: `${seed.name.en}${suffix}`, de: `${seed.name.de}${suffix}` } : seed.name,
    categoryId: categoryId(seed.category),
    manufacturerId: manufacturerId(seed.manufacturer),
    coverId: mediaOf(seed.coverColour),
    media,
    customFields: { en: customFields(seed, 'en'), de: customFields(seed, 'de') },
    propertyIds,
    variants,
  };
}

export function generateCatalogue(options: GenerateOptions = {}): ParentRecord[] {
  const parents = productSeeds.map((seed) => buildParent(seed, 0));
  let count = parents.reduce((sum, parent) => sum + parent.variants.length, 0);
  const target = options.targetVariants ?? 0;
  for (let series = 1; count < target; series++) {
    for (const seed of productSeeds) {
      if (count >= target) break;
      const parent = buildParent(seed, series);
      parents.push(parent);
      count += parent.variants.length;
    }
  }
  return parents;
}

/** Every option used by the catalogue exists in the option list (a cheap invariant for the tests). */
export const knownOptionIds = new Set(propertyOptions.map((o) => optionId(o.group, o.key)));
