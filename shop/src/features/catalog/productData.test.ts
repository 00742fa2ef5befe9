import { describe, expect, it } from 'vitest';
import {
  chosenOptions,
  coverImage,
  customFieldText,
  productDescription,
  productDocuments,
  productFacts,
  productImages,
  productName,
  safeUrl,
  stockState,
  type CatalogProduct,
} from './productData';

const media = (id: string, alt: string | null = null) => ({ id, url: `https://cdn.test/${id}.jpg`, alt });

const product: CatalogProduct = {
  id: 'p1',
  name: 'PE sheet',
  translated: { name: 'PE-Platte', description: '<p>Robust <b>and</b> light</p>' },
  availableStock: 4,
  cover: { mediaId: 'm2', media: media('m2', 'Front') },
  media: [
    { mediaId: 'm3', position: 2, media: media('m3') },
    { mediaId: 'm2', position: 1, media: media('m2', 'Front') },
    { mediaId: 'm4', position: 0, media: { id: 'm4', url: null } },
  ],
  customFields: {
    spk_available_strengths: ['2', '5', '10'],
    spk_thickness_tolerance: '± 0,2 mm',
    spk_manufacturing_method: '<em>Extruded</em>',
    spk_applications: '',
    spk_document_datasheet: 'https://shop.test/docs/pe.pdf',
    spk_document_atex: 'javascript:alert(1)',
    spk_document_handling: 'https://shop.test/docs/handling.pdf',
  },
  options: [
    {
      id: 'o2',
      name: 'smooth',
      translated: { name: 'glatt' },
      group: { id: 'g2', name: 'Oberfläche', position: 2 },
    },
    { id: 'o1', name: '5', group: { id: 'g1', name: 'Stärke', position: 1 } },
  ],
};

describe('product data', () => {
  it('uses translated, filtered text', () => {
    expect(productName(product)).toBe('PE-Platte');
    expect(productDescription(product)).toBe('Robust and light');
    expect(productDescription({ id: 'x' })).toBe('');
  });

  it('lists the cover first, each image once, alt text falling back to the name', () => {
    expect(productImages(product)).toEqual([
      { id: 'm2', url: 'https://cdn.test/m2.jpg', alt: 'Front' },
      { id: 'm3', url: 'https://cdn.test/m3.jpg', alt: 'PE-Platte' },
    ]);
    expect(coverImage(product)?.id).toBe('m2');
    expect(coverImage({ id: 'x', media: [{ mediaId: 'a', media: media('a') }] })?.id).toBe('a');
    expect(coverImage({ id: 'x' })).toBeNull();
  });

  it('shows stock, new production on demand, or not available for a sold-out closeout', () => {
    expect(stockState(product)).toEqual({ kind: 'inStock', count: 4 });
    expect(stockState({ availableStock: 0 })).toEqual({ kind: 'onDemand' });
    expect(stockState({})).toEqual({ kind: 'onDemand' });
    expect(stockState({ availableStock: 0, isCloseout: true })).toEqual({ kind: 'unavailable' });
    expect(stockState({ availableStock: 2, isCloseout: true })).toEqual({ kind: 'inStock', count: 2 });
  });

  it('turns custom field values into text', () => {
    expect(customFieldText(['2', 5, '<b>10</b>'])).toBe('2, 5, 10');
    expect(customFieldText(null)).toBe('');
    expect(customFieldText({ a: 1 })).toBe('');
    expect(customFieldText(Number.NaN)).toBe('');
  });

  it('lists only the facts present', () => {
    expect(productFacts(product)).toEqual([
      { key: 'facts.availableStrengths', value: '2, 5, 10' },
      { key: 'facts.thicknessTolerance', value: '± 0,2 mm' },
      { key: 'facts.manufacturingMethod', value: 'Extruded' },
    ]);
    expect(productFacts({ id: 'x', customFields: null })).toEqual([]);
  });

  it('lists only documents with an http(s) URL', () => {
    expect(productDocuments(product)).toEqual([
      { key: 'documents.datasheet', url: 'https://shop.test/docs/pe.pdf' },
      { key: 'documents.handling', url: 'https://shop.test/docs/handling.pdf' },
    ]);
    expect(safeUrl('/relative.pdf')).toBeNull();
    expect(safeUrl(42)).toBeNull();
  });

  it('shows each chosen option with its group, by group position', () => {
    expect(chosenOptions(product)).toEqual([
      { id: 'o1', group: 'Stärke', option: '5' },
      { id: 'o2', group: 'Oberfläche', option: 'glatt' },
    ]);
  });
});
