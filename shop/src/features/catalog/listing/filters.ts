/**
 * The property filters of a product list: the listing's `properties` aggregation (property groups with
 * their options, as Shopware rewrites it) in display order — groups by position, options by numeric name.
 */
import { sortGroups, type NamedOption, type PositionedGroup } from '../options';

export type FilterGroup = PositionedGroup & { options: NamedOption[] };

function isGroup(value: unknown): value is PositionedGroup {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}

/** The filter groups of a listing answer's aggregations (an object keyed by name); [] when absent. */
export function propertyFilterGroups(aggregations: unknown): FilterGroup[] {
  if (typeof aggregations !== 'object' || aggregations === null || Array.isArray(aggregations)) return [];
  const properties = (aggregations as Record<string, unknown>).properties as
    { entities?: unknown } | undefined;
  const entities = Array.isArray(properties?.entities) ? properties.entities.filter(isGroup) : [];
  return sortGroups(entities)
    .map((group) => ({ ...group, options: (group.options ?? []).filter(isGroup) }))
    .filter((group) => group.options.length > 0);
}
