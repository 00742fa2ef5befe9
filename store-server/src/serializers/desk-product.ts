import type { GroupRow, OptionRow } from '../db/repositories/catalogue-loaders.js';
import type { ProductRow } from '../db/repositories/product-repository.js';

// A sellable product (a variant, or a product without variants) as the desk lists it, in the shapes of
// Shopware's Admin API product: price [{currencyId, gross, net, linked}], stock, availableStock, isCloseout,
// active, parentId, the translated name and the variant's options (with their group).

const parsePrice = (json: string | null): unknown => {
  if (json === null) return [];
  try {
    return JSON.parse(json);
  } catch {
    return [];
  }
};

export function deskProductJson(
  row: ProductRow,
  optionIds: readonly string[],
  options: ReadonlyMap<string, OptionRow>,
  groups: ReadonlyMap<string, GroupRow>,
) {
  const name = row.name ?? row.product_number;
  return {
    id: row.id,
    parentId: row.parent_id,
    productNumber: row.product_number,
    name,
    translated: { name },
    options: optionIds.flatMap((id) => {
      const option = options.get(id);
      if (!option) return [];
      const group = groups.get(option.group_id);
      return [
        {
          id,
          groupId: option.group_id,
          name: option.name,
          translated: { name: option.name },
          group: group ? { id: group.id, name: group.name, translated: { name: group.name } } : null,
        },
      ];
    }),
    price: parsePrice(row.price),
    stock: Number(row.stock),
    availableStock: Number(row.available_stock),
    available: Number(row.available) === 1,
    isCloseout: Number(row.is_closeout) === 1,
    active: Number(row.active) === 1,
    updatedAt: row.updated_at,
  };
}
