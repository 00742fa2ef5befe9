import type { CriteriaDefinition } from '../../domain/criteria/types.js';
import type { SearchFields } from '../criteria-sql.js';

/** The criteria allowlist of an entity is exactly the set of fields its repository can map to SQL. */
export function toDefinition(
  entity: string,
  fields: SearchFields,
  associations: Record<string, CriteriaDefinition>,
): CriteriaDefinition {
  return {
    entity,
    fields: Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.type])),
    associations,
    manyValued: new Set(Object.keys(fields).filter((name) => fields[name]?.many !== undefined)),
  };
}
