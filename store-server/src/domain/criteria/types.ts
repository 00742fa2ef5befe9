// The parsed form of a Shopware Criteria object (the subset this server understands).

export type FieldType = 'id' | 'string' | 'number' | 'boolean' | 'date';
export type Scalar = string | number | boolean | null;

/** What a route allows: fields to filter and sort on (an allowlist: nothing else reaches SQL) and associations. */
export interface CriteriaDefinition {
  entity: string;
  fields: Readonly<Record<string, FieldType>>;
  associations: Readonly<Record<string, CriteriaDefinition>>;
  /** Entity aggregations: per id field, the entity definitions that may be loaded from it. */
  entityAggregations?: Readonly<Record<string, readonly string[]>>;
  /** Fields with many values per entity (option ids, categories…): each filter on one is a subquery. */
  manyValued?: ReadonlySet<string>;
}

export type RangeParameters = Partial<Record<'gte' | 'gt' | 'lte' | 'lt', number | string>>;

export type Filter =
  | { type: 'equals'; field: string; value: Scalar }
  | { type: 'equalsAny'; field: string; values: Scalar[] }
  | { type: 'contains' | 'prefix' | 'suffix'; field: string; value: string }
  | { type: 'range'; field: string; parameters: RangeParameters }
  | { type: 'multi'; operator: 'and' | 'or'; queries: Filter[] }
  | { type: 'not'; operator: 'and' | 'or'; queries: Filter[] };

export interface Sorting {
  field: string;
  order: 'ASC' | 'DESC';
  naturalSorting: boolean;
}

export type MetricType = 'avg' | 'min' | 'max' | 'sum' | 'stats' | 'count';

export type HistogramInterval = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'quarter' | 'year';
export interface RangeBucket {
  key: string;
  from: number | null;
  to: number | null;
}

/** Aggregations after Shopware's AggregationParser. */
export type Aggregation =
  | { name: string; type: MetricType; field: string }
  | {
      name: string;
      type: 'terms';
      field: string;
      limit: number | null;
      sort: Sorting | null;
      /** A sub-aggregation computed per bucket (`aggregation` inside the terms aggregation). */
      aggregation: Aggregation | null;
    }
  | { name: string; type: 'range'; field: string; ranges: RangeBucket[] }
  | { name: string; type: 'histogram'; field: string; interval: HistogramInterval; format: string | null }
  | { name: string; type: 'entity'; field: string; definition: string }
  | { name: string; type: 'filter'; filters: Filter[]; aggregation: Aggregation };

export type TotalCountMode = 'none' | 'exact' | 'next-pages';

export interface Criteria {
  page: number;
  limit: number;
  ids: string[] | null;
  term: string | null;
  filters: Filter[];
  postFilters: Filter[];
  sort: Sorting[];
  associations: Record<string, Criteria>;
  aggregations: Aggregation[];
  includes: Record<string, string[]> | null;
  excludes: Record<string, string[]> | null;
  totalCountMode: TotalCountMode;
  /** `grouping`: one result per distinct value of these fields (the first by id), as Shopware's GROUP BY. */
  grouping?: string[];
  /** The request set `limit` (an association's entities are all loaded unless it did). */
  limited?: boolean;
}
