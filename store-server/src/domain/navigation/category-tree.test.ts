import { describe, expect, it } from 'vitest';
import {
  ancestorIds,
  breadcrumb,
  buildTree,
  isInTree,
  parseBoolean,
  parseDepth,
  type TreeNode,
} from './category-tree.js';

interface Node extends TreeNode<Node> {
  name: string;
}
const node = (id: string, parentId: string | null): Node => ({ id, parentId, name: id, children: [] });

describe('category tree', () => {
  it('nests an ordered flat list below the root and keeps the order', () => {
    const tree = buildTree(
      [node('a', 'root'), node('b', 'root'), node('a1', 'a'), node('a2', 'a'), node('b1', 'b')],
      'root',
    );
    expect(tree.map((n) => [n.id, n.children.map((c) => c.id)])).toEqual([
      ['a', ['a1', 'a2']],
      ['b', ['b1']],
    ]);
  });

  it('drops categories whose parent was not loaded', () => {
    expect(buildTree([node('a', 'root'), node('x1', 'x')], 'root').map((n) => n.id)).toEqual(['a']);
  });

  it('reads paths, tree membership and breadcrumbs', () => {
    expect(ancestorIds('|r|a|')).toEqual(['r', 'a']);
    expect(ancestorIds(null)).toEqual([]);
    expect(isInTree({ id: 'a1', path: '|r|a|' }, 'a')).toBe(true);
    expect(isInTree({ id: 'r', path: null }, 'r')).toBe(true);
    expect(isInTree({ id: 'b', path: '|r|' }, 'a')).toBe(false);
    expect(
      breadcrumb(
        { id: 'a1', path: '|r|a|' },
        new Map([
          ['r', 'Plastics'],
          ['a', 'Sheets'],
          ['a1', 'PE'],
        ]),
      ),
    ).toEqual(['Plastics', 'Sheets', 'PE']);
  });

  it('parses depth and buildTree like Shopware getInt/getBoolean', () => {
    expect(parseDepth(undefined)).toBe(2);
    expect(parseDepth('3')).toBe(3);
    expect(parseDepth(1)).toBe(1);
    expect(parseDepth('x')).toBe(2);
    expect(parseDepth(0)).toBe(0);
    expect(parseDepth(-3)).toBe(0);
    expect(parseDepth(99)).toBe(10);
    expect(parseBoolean('false', true)).toBe(false);
    expect(parseBoolean('0', true)).toBe(false);
    expect(parseBoolean(false, true)).toBe(false);
    expect(parseBoolean('true', false)).toBe(true);
    expect(parseBoolean(undefined, true)).toBe(true);
  });
});
