import { describe, expect, it } from 'vitest';
import { categoryLevel, categoryName, pathTo, type MenuCategory } from './categoryLevel';

const tree: MenuCategory[] = [
  {
    id: 'sheets',
    name: 'Sheets',
    children: [
      { id: 'pvc', name: 'PVC', children: [{ id: 'pvc-rigid', name: 'Rigid PVC', children: [] }] },
      { id: 'pe', name: 'PE', children: [] },
    ],
  },
  { id: 'rods', name: 'Rods', translated: { name: 'Stäbe' }, children: [] },
];

describe('categoryLevel', () => {
  it('shows the top level without a back button when nothing or a top-level leaf is active', () => {
    expect(categoryLevel(tree, undefined)).toEqual({ parent: null, back: null, entries: tree });
    expect(categoryLevel(tree, 'rods')).toEqual({ parent: null, back: null, entries: tree });
    expect(categoryLevel(tree, 'unknown')).toEqual({ parent: null, back: null, entries: tree });
  });

  it('shows the children of an active category with children, back to the top level', () => {
    const level = categoryLevel(tree, 'sheets');
    expect(level.parent?.id).toBe('sheets');
    expect(level.back).toBe('root');
    expect(level.entries.map((c) => c.id)).toEqual(['pvc', 'pe']);
  });

  it('shows the siblings of an active leaf with a back button to the level above', () => {
    const level = categoryLevel(tree, 'pe');
    expect(level.parent?.id).toBe('sheets');
    expect(level.back).toBe('root');
    expect(level.entries.map((c) => c.id)).toEqual(['pvc', 'pe']);
  });

  it('goes back one category inside deeper levels', () => {
    const level = categoryLevel(tree, 'pvc-rigid');
    expect(level.parent?.id).toBe('pvc');
    expect(level.back).toMatchObject({ id: 'sheets' });
    expect(categoryLevel(tree, 'pvc').back).toMatchObject({ id: 'sheets' });
  });

  it('finds paths and names', () => {
    expect(pathTo(tree, 'pvc-rigid').map((c) => c.id)).toEqual(['sheets', 'pvc', 'pvc-rigid']);
    expect(categoryName(tree[1] as MenuCategory)).toBe('Stäbe');
    expect(categoryName({ id: 'x' })).toBe('');
  });
});
