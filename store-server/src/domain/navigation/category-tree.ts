// Pure helpers of the navigation route: ancestor paths, breadcrumbs and building the tree.

export interface TreeNode<T> {
  id: string;
  parentId: string | null;
  children: T[];
}

/** Shopware's category path `|root|parent|` as a list of ancestor ids (root first). */
export function ancestorIds(path: string | null): string[] {
  return (path ?? '').split('|').filter((id) => id !== '');
}

/** Whether a category (given by id and path) lies in the tree below or at `rootId`. */
export function isInTree(category: { id: string; path: string | null }, rootId: string): boolean {
  return category.id === rootId || ancestorIds(category.path).includes(rootId);
}

/** Breadcrumb names from the top-most ancestor down to the category itself. */
export function breadcrumb(
  category: { id: string; path: string | null },
  names: ReadonlyMap<string, string>,
): string[] {
  return [...ancestorIds(category.path), category.id].map((id) => names.get(id) ?? '');
}

/**
 * Nests a flat, ordered list under `rootId`: the result are the root's direct children, each with its loaded
 * children. Categories whose parent was not loaded are dropped, as Shopware's tree building does.
 */
export function buildTree<T extends TreeNode<T>>(flat: readonly T[], rootId: string): T[] {
  const byId = new Map(flat.map((node) => [node.id, node]));
  const top: T[] = [];
  for (const node of flat) {
    if (node.parentId === rootId) top.push(node);
    else if (node.parentId !== null) byId.get(node.parentId)?.children.push(node);
  }
  return top;
}

/**
 * `depth`/`buildTree` arrive as query strings or JSON values; Shopware reads them with getInt/getBoolean. A depth
 * of 0 or less loads no levels (only the active category's children and parents); at most 10 (bounded cost).
 */
export function parseDepth(value: unknown, fallback = 2): number {
  const number = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number)
    ? Math.max(0, Math.min(number, 10))
    : fallback;
}

export function parseBoolean(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') {
    const normalised = value.trim().toLowerCase();
    if (['1', 'true', 'on', 'yes'].includes(normalised)) return true;
    if (['0', 'false', 'off', 'no', ''].includes(normalised)) return false;
  }
  return fallback;
}
