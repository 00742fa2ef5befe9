import { deterministicId } from '../../domain/ids.js';
import { categoryTree, type CategorySeed } from '../category-tree.js';
import { productPictureMediaId, productPicturePath } from './generate.js';
import { findOption, propertyOptions, swatchMediaId } from './property-groups.js';
import { productSeeds, type Shape, type Texts } from './products.js';

// The catalogue's pictures: small SVGs generated from the seed data (colour swatches for the colour options,
// a picture per product and colour, one per category), served at /media/<folder>/<file>.svg.

export interface MediaSeed {
  id: string;
  path: string;
  svg: string;
  width: number;
  height: number;
  alt: Texts;
  title: Texts;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

export function swatchSvg(hex: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="8" fill="${hex}" stroke="#8a8f94"/><path d="M8 70 70 8M26 88 88 26" stroke="#ffffff" stroke-opacity=".25" stroke-width="6"/></svg>`;
}

export function productSvg(shape: Shape, hex: string, label: string): string {
  const body =
    shape === 'sheet'
      ? `<path d="M80 300 380 360 560 240 260 190Z" fill="${hex}" stroke="#4b5563" stroke-width="3"/><path d="M80 300v30l300 60v-30ZM380 360v30l180-120v-30Z" fill="${hex}" stroke="#4b5563" stroke-width="3" filter="brightness(.85)"/>`
      : shape === 'rod'
        ? `<rect x="90" y="200" width="440" height="90" rx="45" fill="${hex}" stroke="#4b5563" stroke-width="3"/><ellipse cx="530" cy="245" rx="22" ry="45" fill="${hex}" stroke="#4b5563" stroke-width="3"/>`
        : `<rect x="90" y="200" width="440" height="90" rx="45" fill="${hex}" stroke="#4b5563" stroke-width="3"/><ellipse cx="530" cy="245" rx="22" ry="45" fill="${hex}" stroke="#4b5563" stroke-width="3"/><ellipse cx="530" cy="245" rx="14" ry="30" fill="#f3f4f6" stroke="#4b5563" stroke-width="2"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480"><rect width="640" height="480" fill="#f3f4f6"/>${body}<text x="320" y="440" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#1f2933">${escapeXml(label)}</text></svg>`;
}

export function categorySvg(label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240" viewBox="0 0 480 240"><rect width="480" height="240" fill="#243b53"/><path d="M40 170 240 200 440 120 240 100Z" fill="#9fb3c8"/><text x="240" y="60" font-family="sans-serif" font-size="34" text-anchor="middle" fill="#f0f4f8">${escapeXml(label)}</text></svg>`;
}

export const categoryMediaId = (key: string) => deterministicId(`media:category:${key}`);

function categoryMedia(node: CategorySeed): MediaSeed[] {
  const own: MediaSeed = {
    id: categoryMediaId(node.key),
    path: `media/categories/${node.key.replace(/\//g, '-')}.svg`,
    svg: categorySvg(node.en.name),
    width: 480,
    height: 240,
    alt: { en: node.en.name, de: node.de.name },
    title: { en: node.en.name, de: node.de.name },
  };
  return [own, ...(node.children ?? []).flatMap(categoryMedia)];
}

function buildMedia(): MediaSeed[] {
  const swatches = propertyOptions
    .filter((o) => o.group === 'colour')
    .map((o) => ({
      id: swatchMediaId(o.key),
      path: `media/swatches/${o.key}.svg`,
      svg: swatchSvg(o.hex ?? '#cccccc'),
      width: 96,
      height: 96,
      alt: { en: `Colour swatch: ${o.en}`, de: `Farbmuster: ${o.de}` },
      title: { en: o.en, de: o.de },
    }));
  const pictures = productSeeds.flatMap((seed) =>
    seed.colours.map((colour) => {
      const option = findOption('colour', colour);
      return {
        id: productPictureMediaId(seed.key, colour),
        path: productPicturePath(seed.key, colour),
        svg: productSvg(seed.shape, option.hex ?? '#cccccc', seed.number),
        width: 640,
        height: 480,
        alt: {
          en: `${seed.name.en}, ${option.en.toLowerCase()}`,
          de: `${seed.name.de}, ${option.de.toLowerCase()}`,
        },
        title: seed.name,
      };
    }),
  );
  return [...swatches, ...pictures, ...categoryMedia(categoryTree)];
}

export const catalogueMedia: readonly MediaSeed[] = buildMedia();
const byPath = new Map(catalogueMedia.map((m) => [m.path, m]));

/** The SVG for a path below /media/, or null. */
export function renderMedia(path: string): string | null {
  return byPath.get(path)?.svg ?? null;
}
