/**
 * The variant selection index: built once from the configurator's groups and the parent's variants
 * (`optionIds`), it answers "which variant is this combination", "does this option combine with the rest"
 * and "where do we go when one group is switched" with Map/Set look-ups. Everything is keyed by ids, never
 * by (translated) names.
 */

/** Chosen option per group: groupId → optionId (undefined: not chosen yet). */
export type Selection = Readonly<Record<string, string | undefined>>;

/** A group with its option ids in display order. */
export type IndexGroup = { id: string; optionIds: readonly string[] };

/** A variant as the variant search returns it. */
export type VariantEntry = {
  id: string;
  optionIds?: readonly string[] | null;
  available?: boolean | null;
  availableStock?: number | null;
};

export type IndexedVariant = { id: string; options: Selection; inStock: boolean };

export type SelectionIndex = {
  groups: readonly IndexGroup[];
  /** optionId → groupId */
  groupOf: ReadonlyMap<string, string>;
  /** optionId → its place in its group's display order */
  rank: ReadonlyMap<string, number>;
  variants: readonly IndexedVariant[];
  byKey: ReadonlyMap<string, IndexedVariant>;
  byOption: ReadonlyMap<string, readonly IndexedVariant[]>;
  /** False when not every variant was fetched: a missing combination may still exist. */
  complete: boolean;
};

export type SwitchResult = {
  selection: Selection;
  /** The variant of a complete selection when the index knows it; null otherwise. */
  variantId: string | null;
};

function keyOf(groups: readonly IndexGroup[], selection: Selection): string | null {
  const parts: string[] = [];
  for (const group of groups) {
    const option = selection[group.id];
    if (!option) return null;
    parts.push(option);
  }
  return parts.join('|');
}

export function buildSelectionIndex(
  groups: readonly IndexGroup[],
  variants: readonly VariantEntry[],
  complete = true,
): SelectionIndex {
  const groupOf = new Map<string, string>();
  const rank = new Map<string, number>();
  for (const group of groups) {
    group.optionIds.forEach((optionId, place) => {
      groupOf.set(optionId, group.id);
      rank.set(optionId, place);
    });
  }
  const indexed: IndexedVariant[] = [];
  const byKey = new Map<string, IndexedVariant>();
  const byOption = new Map<string, IndexedVariant[]>();
  for (const variant of variants) {
    const options = selectionFromOptionIds(groupOf, variant.optionIds ?? []);
    const key = keyOf(groups, options);
    if (key === null || byKey.has(key)) continue; // not choosable (a group missing) or a duplicate
    const entry: IndexedVariant = {
      id: variant.id,
      options,
      inStock: (variant.availableStock ?? 0) > 0 && variant.available !== false,
    };
    indexed.push(entry);
    byKey.set(key, entry);
    for (const optionId of Object.values(options)) {
      if (!optionId) continue;
      const list = byOption.get(optionId);
      if (list) list.push(entry);
      else byOption.set(optionId, [entry]);
    }
  }
  return { groups, groupOf, rank, variants: indexed, byKey, byOption, complete };
}

/** The selection a product's `optionIds` stand for (ids of other groups are ignored). */
export function selectionFromOptionIds(
  groupOf: ReadonlyMap<string, string>,
  optionIds: readonly string[],
): Selection {
  const selection: Record<string, string> = {};
  for (const optionId of optionIds) {
    const group = groupOf.get(optionId);
    if (group) selection[group] = optionId;
  }
  return selection;
}

/** The group of each option of the given groups. */
export function groupsByOption(groups: readonly IndexGroup[]): Map<string, string> {
  const groupOf = new Map<string, string>();
  for (const group of groups) for (const optionId of group.optionIds) groupOf.set(optionId, group.id);
  return groupOf;
}

/** True when every group has a chosen option. */
export function isSelectionComplete(groups: readonly IndexGroup[], selection: Selection): boolean {
  return groups.every((group) => !!selection[group.id]);
}

/** The variant of a complete selection, if the index has it. */
export function variantOf(index: SelectionIndex, selection: Selection): IndexedVariant | undefined {
  const key = keyOf(index.groups, selection);
  return key === null ? undefined : index.byKey.get(key);
}

function matches(variant: IndexedVariant, selection: Selection, except?: string): boolean {
  for (const [groupId, optionId] of Object.entries(selection)) {
    if (groupId === except || !optionId) continue;
    if (variant.options[groupId] !== optionId) return false;
  }
  return true;
}

/** True when choosing `optionId` keeps every other chosen option (an existing combination). */
export function combinesWith(index: SelectionIndex, selection: Selection, optionId: string): boolean {
  const groupId = index.groupOf.get(optionId);
  const candidates = index.byOption.get(optionId) ?? [];
  return candidates.some((variant) => matches(variant, selection, groupId));
}

/**
 * Fills the groups that are not chosen yet but have only one possible option given the chosen ones (for
 * example a group with a single option). Only with a complete index: otherwise an unknown variant could
 * make another option possible.
 */
export function fillDetermined(index: SelectionIndex, selection: Selection): Selection {
  if (!index.complete) return selection;
  const compatible = index.variants.filter((variant) => matches(variant, selection));
  if (compatible.length === 0) return selection;
  const next: Record<string, string | undefined> = { ...selection };
  for (const group of index.groups) {
    if (next[group.id]) continue;
    const seen = new Set(compatible.map((variant) => variant.options[group.id]));
    if (seen.size === 1) next[group.id] = [...seen][0];
  }
  return next;
}

type Score = { kept: number; changedGroups: number[]; distance: number; outOfStock: number; id: string };

function score(
  index: SelectionIndex,
  variant: IndexedVariant,
  selection: Selection,
  switched: string,
): Score {
  let kept = 0;
  let distance = 0;
  const changedGroups: number[] = [];
  index.groups.forEach((group, place) => {
    const chosen = selection[group.id];
    if (group.id === switched || !chosen) return;
    const option = variant.options[group.id];
    if (option === chosen) {
      kept += 1;
      return;
    }
    changedGroups.push(place);
    distance += Math.abs((index.rank.get(option ?? '') ?? 0) - (index.rank.get(chosen) ?? 0));
  });
  return { kept, changedGroups, distance, outOfStock: variant.inStock ? 0 : 1, id: variant.id };
}

/** Negative when a is nearer: more chosen options kept, earlier groups kept, smaller steps, in stock. */
function compareScores(a: Score, b: Score): number {
  if (a.kept !== b.kept) return b.kept - a.kept;
  // Prefer changing later groups: compare the changed group places, a later first change is nearer.
  for (let place = 0; place < Math.max(a.changedGroups.length, b.changedGroups.length); place += 1) {
    const changedA = a.changedGroups[place] ?? Infinity;
    const changedB = b.changedGroups[place] ?? Infinity;
    if (changedA !== changedB) return changedB - changedA;
  }
  if (a.distance !== b.distance) return a.distance - b.distance;
  if (a.outOfStock !== b.outOfStock) return a.outOfStock - b.outOfStock;
  return a.id.localeCompare(b.id);
}

/**
 * Chooses `optionId` (in its group) and moves to the nearest existing variant: the other chosen options stay
 * when that combination exists; otherwise as few of them as possible change, later groups before earlier
 * ones, each to the closest option in display order (in-stock variants win ties). Groups not chosen yet stay
 * open unless only one option is left for them. No dead ends: when the option exists in no known variant,
 * the option is still chosen and the caller resolves the variant on the server.
 */
export function switchOption(index: SelectionIndex, selection: Selection, optionId: string): SwitchResult {
  const groupId = index.groupOf.get(optionId);
  if (!groupId) return { selection, variantId: null };
  const candidates = index.byOption.get(optionId) ?? [];
  let best: { variant: IndexedVariant; score: Score } | null = null;
  for (const variant of candidates) {
    const candidate = { variant, score: score(index, variant, selection, groupId) };
    if (!best || compareScores(candidate.score, best.score) < 0) best = candidate;
  }
  const next: Record<string, string | undefined> = { ...selection, [groupId]: optionId };
  if (best) {
    for (const group of index.groups) {
      if (group.id !== groupId && next[group.id]) next[group.id] = best.variant.options[group.id];
    }
  }
  const filled = fillDetermined(index, next);
  return { selection: filled, variantId: variantOf(index, filled)?.id ?? null };
}
