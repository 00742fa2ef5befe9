/**
 * TEST DOUBLE data: a tiny in-memory catalogue answering the Store API's product operations for rendering
 * tests of the catalogue pages. The real server is exercised by the Playwright suite.
 */
const hex = (seed: string) => seed.padEnd(32, '0');

export const IDS = {
  parent: hex('aa'),
  t2: hex('b2'),
  t5: hex('b5'),
  t10: hex('b10'),
  smooth: hex('c1'),
  embossed: hex('c2'),
  thickness: hex('d1'),
  surface: hex('d2'),
  v2s: hex('e2s'),
  v5s: hex('e5s'),
  v5e: hex('e5e'),
  v10e: hex('e10e'),
};

const option = (id: string, name: string, groupId: string, groupName: string, position: number) => ({
  id,
  name,
  groupId,
  translated: { name },
  group: { id: groupId, name: groupName, translated: { name: groupName }, position },
});

const thickness = (id: string, name: string) => option(id, name, IDS.thickness, 'Thickness', 1);
const surface = (id: string, name: string) => option(id, name, IDS.surface, 'Surface finish', 2);

const price = (gross: number) => ({
  unitPrice: gross,
  totalPrice: gross,
  quantity: 1,
  calculatedTaxes: [{ tax: Math.round((gross - gross / 1.19) * 100) / 100, taxRate: 19, price: gross }],
  taxRules: [{ taxRate: 19 }],
});

function variant(id: string, options: ReturnType<typeof option>[], gross: number, availableStock: number) {
  return {
    id,
    parentId: IDS.parent,
    name: 'PE sheet',
    translated: { name: 'PE sheet', description: '<p>Robust <b>polyethylene</b></p>' },
    productNumber: `PE-${id.slice(0, 4)}`,
    optionIds: options.map((entry) => entry.id),
    options,
    calculatedPrice: price(gross),
    calculatedPrices: [],
    availableStock,
    stock: availableStock,
    isCloseout: false,
    calculatedMaxPurchase: 100,
    weight: 2.5,
    deliveryTime: { name: '3-5 days', translated: { name: '3–5 days' } },
    cover: { mediaId: 'm1', media: { id: 'm1', url: 'https://shop.test/pe.svg', alt: 'PE sheet, natural' } },
    customFields: {
      spk_thickness_tolerance: '± 0.2 mm',
      spk_document_datasheet: 'https://shop.test/docs/pe-datasheet.pdf',
      spk_document_fda: 'https://shop.test/docs/pe-fda.pdf',
    },
  };
}

export const VARIANTS = {
  [IDS.v2s]: variant(IDS.v2s, [thickness(IDS.t2, '2'), surface(IDS.smooth, 'smooth')], 119, 4),
  [IDS.v5s]: variant(IDS.v5s, [thickness(IDS.t5, '5'), surface(IDS.smooth, 'smooth')], 238, 0),
  [IDS.v5e]: variant(IDS.v5e, [thickness(IDS.t5, '5'), surface(IDS.embossed, 'embossed')], 250, 7),
  [IDS.v10e]: variant(IDS.v10e, [thickness(IDS.t10, '10'), surface(IDS.embossed, 'embossed')], 476, 2),
};

export const CONFIGURATOR = [
  {
    id: IDS.surface,
    name: 'Surface finish',
    translated: { name: 'Surface finish' },
    position: 2,
    options: [surface(IDS.smooth, 'smooth'), surface(IDS.embossed, 'embossed')],
  },
  {
    id: IDS.thickness,
    name: 'Thickness',
    translated: { name: 'Thickness' },
    position: 1,
    options: [thickness(IDS.t10, '10'), thickness(IDS.t2, '2'), thickness(IDS.t5, '5')],
  },
];

type Params = { pathParams?: { productId?: string }; body?: { filter?: { field: string; value: string }[] } };

/** Answers of the catalogue operations, to merge into `shopAnswers`. */
export function catalogAnswers(): Record<string, unknown> {
  return {
    'readProductDetail post /product/{productId}': (params: Params) => {
      const id = params.pathParams?.productId ?? '';
      const product = id === IDS.parent ? VARIANTS[IDS.v2s] : VARIANTS[id];
      if (!product) throw Object.assign(new Error('not found'), { status: 404 });
      return { product, configurator: CONFIGURATOR, apiAlias: 'product_detail' };
    },
    'readProduct post /product': (params: Params) => {
      const filters = params.body?.filter ?? [];
      const wanted = filters.filter((filter) => filter.field === 'optionIds').map((filter) => filter.value);
      const elements = Object.values(VARIANTS).filter((entry) =>
        wanted.every((optionId) => entry.optionIds.includes(optionId)),
      );
      return { elements, total: elements.length, page: 1, limit: 100, apiAlias: 'dal_entity_search_result' };
    },
  };
}
