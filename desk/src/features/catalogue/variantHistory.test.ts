import { variantChanges } from './variantHistory';

const entry = (action: string, details: Record<string, unknown>) => ({
  id: 'a1',
  createdAt: '2026-11-26T10:00:00.000Z',
  actorName: 'Olga Owner',
  action,
  details,
});

describe('variantChanges', () => {
  it('names each changed field with its values: prices with cents, flags as yes/no, nothing as none', () => {
    expect(
      variantChanges(
        entry('product.update', {
          productNumber: 'PA6-10',
          changes: [
            { field: 'price', from: null, to: 12.5 },
            { field: 'stock', from: 3, to: 8 },
            { field: 'isCloseout', from: true, to: false },
          ],
        }),
      ),
    ).toEqual({
      csvImport: false,
      changes: [
        {
          field: 'price',
          fieldKey: 'variantHistory.fields.price',
          from: { kind: 'key', key: 'variantHistory.none' },
          to: { kind: 'number', value: 12.5, digits: 2 },
        },
        {
          field: 'stock',
          fieldKey: 'variantHistory.fields.stock',
          from: { kind: 'number', value: 3, digits: 0 },
          to: { kind: 'number', value: 8, digits: 0 },
        },
        {
          field: 'isCloseout',
          fieldKey: 'variantHistory.fields.isCloseout',
          from: { kind: 'key', key: 'variantHistory.yes' },
          to: { kind: 'key', key: 'variantHistory.no' },
        },
      ],
    });
  });

  it('marks CSV imports and skips malformed changes', () => {
    const parts = variantChanges(
      entry('product.import', { changes: [{ field: 'active', from: true, to: false }, 'junk', { to: 1 }] }),
    );
    expect(parts.csvImport).toBe(true);
    expect(parts.changes.map((change) => change.field)).toEqual(['active']);
    expect(variantChanges(entry('product.update', {})).changes).toEqual([]);
  });
});
