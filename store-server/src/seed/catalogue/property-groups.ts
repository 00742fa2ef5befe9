import { deterministicId } from '../../domain/ids.js';

// The property groups of the demo catalogue and their options, in en-GB and de-DE. Thickness, diameter and
// length options are plain numbers (the shop sorts them numerically), so their groups name the unit
// ("Thickness (mm)"); formats carry their dimensions.

export type GroupKey = 'thickness' | 'diameter' | 'surface' | 'colour' | 'format' | 'length';

export interface GroupSeed {
  key: GroupKey;
  en: string;
  de: string;
  position: number;
  displayType: 'text' | 'color' | 'media';
  sortingType: 'numeric' | 'alphanumeric' | 'position';
}

export interface OptionSeed {
  group: GroupKey;
  key: string;
  en: string;
  de: string;
  position: number;
  /** Colours: the swatch colour (also drawn into the option's media). */
  hex?: string;
  /** Formats: width × length in mm; lengths (rods): length in mm. */
  width?: number;
  length?: number;
  /** Price factor of a finish or colour against the plain material. */
  factor?: number;
}

export const propertyGroups: readonly GroupSeed[] = [
  {
    key: 'thickness',
    en: 'Thickness (mm)',
    de: 'Stärke (mm)',
    position: 1,
    displayType: 'text',
    sortingType: 'numeric',
  },
  {
    key: 'diameter',
    en: 'Diameter (mm)',
    de: 'Durchmesser (mm)',
    position: 2,
    displayType: 'text',
    sortingType: 'numeric',
  },
  {
    key: 'surface',
    en: 'Surface finish',
    de: 'Oberfläche',
    position: 3,
    displayType: 'text',
    sortingType: 'position',
  },
  { key: 'colour', en: 'Colour', de: 'Farbe', position: 4, displayType: 'color', sortingType: 'position' },
  {
    key: 'format',
    en: 'Sheet format',
    de: 'Plattenformat',
    position: 5,
    displayType: 'text',
    sortingType: 'position',
  },
  {
    key: 'length',
    en: 'Length (mm)',
    de: 'Länge (mm)',
    position: 6,
    displayType: 'text',
    sortingType: 'numeric',
  },
];

const numbers = (group: GroupKey, values: number[]): OptionSeed[] =>
  values.map((value, index) => ({
    group,
    key: String(value),
    en: String(value),
    de: String(value),
    position: index + 1,
  }));

export const THICKNESSES = [1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 100];
export const DIAMETERS = [10, 16, 20, 25, 32, 40, 50, 63, 80, 100, 110];

const formats: OptionSeed[] = [
  {
    group: 'format',
    key: '500x1000',
    en: '500 × 1000 mm',
    de: '500 × 1000 mm',
    position: 1,
    width: 500,
    length: 1000,
  },
  {
    group: 'format',
    key: '1000x1000',
    en: '1000 × 1000 mm',
    de: '1000 × 1000 mm',
    position: 2,
    width: 1000,
    length: 1000,
  },
  {
    group: 'format',
    key: '1000x2000',
    en: '1000 × 2000 mm',
    de: '1000 × 2000 mm',
    position: 3,
    width: 1000,
    length: 2000,
  },
  {
    group: 'format',
    key: '1220x2440',
    en: '1220 × 2440 mm',
    de: '1220 × 2440 mm',
    position: 4,
    width: 1220,
    length: 2440,
  },
  {
    group: 'format',
    key: '1500x3000',
    en: '1500 × 3000 mm',
    de: '1500 × 3000 mm',
    position: 5,
    width: 1500,
    length: 3000,
  },
  {
    group: 'format',
    key: '2000x3000',
    en: '2000 × 3000 mm',
    de: '2000 × 3000 mm',
    position: 6,
    width: 2000,
    length: 3000,
  },
];

const lengths: OptionSeed[] = [1000, 2000, 3000].map((length, index) => ({
  group: 'length',
  key: String(length),
  en: `${length} mm`,
  de: `${length} mm`,
  position: index + 1,
  length,
}));

const surfaces: OptionSeed[] = [
  { group: 'surface', key: 'smooth', en: 'Smooth', de: 'Glatt', position: 1, factor: 1 },
  { group: 'surface', key: 'matt', en: 'Matt', de: 'Matt', position: 2, factor: 1.05 },
  { group: 'surface', key: 'textured', en: 'Textured', de: 'Strukturiert', position: 3, factor: 1.1 },
  { group: 'surface', key: 'embossed', en: 'Embossed', de: 'Genarbt', position: 4, factor: 1.15 },
  { group: 'surface', key: 'polished', en: 'Polished', de: 'Poliert', position: 5, factor: 1.25 },
  { group: 'surface', key: 'planed', en: 'Planed', de: 'Gehobelt', position: 6, factor: 1.2 },
];

const colours: OptionSeed[] = [
  { group: 'colour', key: 'natural', en: 'Natural', de: 'Natur', position: 1, hex: '#efeae0', factor: 1 },
  { group: 'colour', key: 'white', en: 'White', de: 'Weiß', position: 2, hex: '#fbfbf8', factor: 1.05 },
  { group: 'colour', key: 'black', en: 'Black', de: 'Schwarz', position: 3, hex: '#222222', factor: 1.05 },
  {
    group: 'colour',
    key: 'grey',
    en: 'Grey (RAL 7011)',
    de: 'Grau (RAL 7011)',
    position: 4,
    hex: '#555d61',
    factor: 1.05,
  },
  { group: 'colour', key: 'green', en: 'Green', de: 'Grün', position: 5, hex: '#2e7d4f', factor: 1.1 },
  { group: 'colour', key: 'blue', en: 'Blue', de: 'Blau', position: 6, hex: '#1f5fa8', factor: 1.1 },
  { group: 'colour', key: 'yellow', en: 'Yellow', de: 'Gelb', position: 7, hex: '#f2c230', factor: 1.1 },
  { group: 'colour', key: 'clear', en: 'Clear', de: 'Glasklar', position: 8, hex: '#d8eef5', factor: 1 },
  { group: 'colour', key: 'beige', en: 'Beige', de: 'Beige', position: 9, hex: '#d9c7a3', factor: 1 },
];

export const propertyOptions: readonly OptionSeed[] = [
  ...numbers('thickness', THICKNESSES),
  ...numbers('diameter', DIAMETERS),
  ...surfaces,
  ...colours,
  ...formats,
  ...lengths,
];

export const groupId = (key: GroupKey): string => deterministicId(`property-group:${key}`);
export const optionId = (group: GroupKey, key: string | number): string =>
  deterministicId(`property-option:${group}:${key}`);
export const swatchMediaId = (colourKey: string): string => deterministicId(`media:swatch:${colourKey}`);

export function findOption(group: GroupKey, key: string | number): OptionSeed {
  const option = propertyOptions.find((o) => o.group === group && o.key === String(key));
  if (!option) throw new Error(`Unknown ${group} option ${key}`);
  return option;
}
