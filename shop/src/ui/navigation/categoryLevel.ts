import { translatedText } from '../text/backendText';

/** Pure logic of the top navigation's category menu. */

/** The part of a Store API category the menu needs. */
export type MenuCategory = {
  id: string;
  name?: string | null;
  translated?: { name?: string | null } | null;
  children?: MenuCategory[] | null;
};

export type MenuLevel<C extends MenuCategory> = {
  /** The category whose children are listed; null at the top level. */
  parent: C | null;
  /** Where the back button leads: a category, the top level ('root'), or nowhere (null: no button). */
  back: C | 'root' | null;
  /** The entries shown. */
  entries: C[];
};

/** Ancestors of `id` from the top level down to it, or an empty list when it is not in the tree. */
export function pathTo<C extends MenuCategory>(tree: readonly C[], id: string): C[] {
  for (const category of tree) {
    if (category.id === id) return [category];
    const below = pathTo((category.children ?? []) as C[], id);
    if (below.length) return [category, ...below];
  }
  return [];
}

/**
 * The level of the tree shown for the active category: its children when it has some, otherwise its
 * siblings. Inside child categories a back button leads one level up.
 */
export function categoryLevel<C extends MenuCategory>(
  tree: readonly C[],
  activeId: string | undefined,
): MenuLevel<C> {
  const path = activeId ? pathTo(tree, activeId) : [];
  const active = path.at(-1);
  if (!active) return { parent: null, back: null, entries: [...tree] };
  const hasChildren = (active.children?.length ?? 0) > 0;
  const parentIndex = hasChildren ? path.length - 1 : path.length - 2;
  const parent = parentIndex >= 0 ? (path[parentIndex] ?? null) : null;
  if (!parent) return { parent: null, back: null, entries: [...tree] };
  const grandParent = parentIndex >= 1 ? (path[parentIndex - 1] ?? null) : null;
  return { parent, back: grandParent ?? 'root', entries: (parent.children ?? []) as C[] };
}

/** The display name of a category (translated name first). */
export function categoryName(category: MenuCategory): string {
  return translatedText(category, 'name');
}
