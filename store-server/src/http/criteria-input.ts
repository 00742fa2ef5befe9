import type { FastifyRequest } from 'fastify';
import { applyIncludes } from '../domain/criteria/includes.js';
import { parseCriteria, type CriteriaOptions } from '../domain/criteria/parse-criteria.js';
import { criteriaFromQuery, type QueryValue } from '../domain/criteria/query-criteria.js';
import type { Criteria, CriteriaDefinition } from '../domain/criteria/types.js';
import { hasUnstorableText, unstorableTextError } from './json-body.js';

/** The raw criteria of a request: the JSON body for POST, the query string (incl. `_criteria`) for GET. */
export function rawCriteria(request: FastifyRequest): Record<string, unknown> {
  const query = criteriaFromQuery((request.query ?? {}) as Record<string, QueryValue>);
  // Criteria decoded from the query string (`_criteria`, JSON values) never passed the JSON body checks.
  if (hasUnstorableText(query)) throw unstorableTextError();
  const body = request.body;
  if (typeof body === 'object' && body !== null && !Array.isArray(body))
    return { ...query, ...(body as Record<string, unknown>) };
  return query;
}

export function requestCriteria(
  request: FastifyRequest,
  definition: CriteriaDefinition,
  options: CriteriaOptions = {},
): Criteria {
  // Keys that are not criteria (depth, buildTree, onlyAvailable…) are ignored by the parser.
  return parseCriteria(rawCriteria(request), definition, options);
}

/** Reads a request's criteria against what one entity lets a criteria name (a service's parser). */
export type CriteriaParser = (raw: Record<string, unknown>) => Criteria;

/**
 * A GET|POST criteria route: the request's criteria parsed (400 before anything is looked up), one use case,
 * the request's includes/excludes applied to its answer.
 */
export function criteriaRoute<R extends FastifyRequest>(
  parse: CriteriaParser,
  search: (request: R, criteria: Criteria) => unknown,
): (request: R) => Promise<unknown> {
  return async (request) => {
    const criteria = parse(rawCriteria(request));
    return applyIncludes(await search(request, criteria), criteria.includes, criteria.excludes);
  };
}
