import type { ErrorDescription } from '../errors.js';
import { isHexId } from '../ids.js';
import { REQUEST_LIMITS } from '../limits.js';
import { criteriaErrors } from './criteria-errors.js';
import type { FieldType, Scalar } from './types.js';

// Filter values checked against the field's type before any SQL is built, as Shopware's field serializers do
// (an IdField refuses a value that is no UUID with FRAMEWORK__INVALID_UUID): a number field takes numbers (or
// numeric strings), a boolean field booleans (or 0/1, "true"/"false"), a date field ISO dates, and no value is
// longer than REQUEST_LIMITS.valueLength. So no database ever sees 'abc' compared with an integer column.

const NUMERIC = /^\s*-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/;
const BOOLEAN = new Set<unknown>([true, false, 0, 1, '0', '1', 'true', 'false']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const isNumeric = (value: Scalar) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && NUMERIC.test(value) && Number.isFinite(Number(value)));

const isDate = (value: Scalar) =>
  typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value));

const EXPECTED: Record<Exclude<FieldType, 'id' | 'string'>, [string, (value: Scalar) => boolean]> = {
  number: ['a number', isNumeric],
  boolean: ['a boolean', (value) => BOOLEAN.has(value)],
  date: ['an ISO 8601 date', isDate],
};

/**
 * The problem with `value` as a value of the field `field` of type `type`, or undefined. `null` is a valid
 * value of every field (it asks for "is null"); `text` filters (contains, prefix, suffix) compare the field as
 * text, so there only the length counts.
 */
export function filterValueProblem(
  value: Scalar,
  field: string,
  type: FieldType,
  pointer: string,
  text = false,
): ErrorDescription | undefined {
  if (value === null) return undefined;
  const limit = REQUEST_LIMITS.valueLength;
  if (typeof value === 'string' && value.length > limit)
    return criteriaErrors.invalidFilter(pointer, `A filter value may be at most ${limit} characters long.`, {
      limit,
    });
  if (text || type === 'string') return undefined;
  if (type === 'id') return isHexId(value) ? undefined : criteriaErrors.invalidUuid(pointer, String(value));
  const [expected, valid] = EXPECTED[type];
  return valid(value)
    ? undefined
    : criteriaErrors.invalidFilter(pointer, `The value for field "${field}" has to be ${expected}.`, {
        field,
      });
}
