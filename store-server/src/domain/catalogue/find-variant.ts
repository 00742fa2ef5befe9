import { REQUEST_LIMITS } from '../limits.js';

// Shopware's FindProductVariantRoute as a pure function: the exact combination first; otherwise drop the
// requested options of the groups that were not switched, one group at a time (cumulatively, in request
// order), until some variant matches. Among several matches the one sharing most requested options wins,
// then an available one, then the first by product number (the order of `variants`).

export interface VariantOptions {
  id: string;
  available: boolean;
  optionIds: readonly string[];
}

export interface RequestedOption {
  groupId: string;
  optionId: string;
}

export interface FoundVariant {
  variantId: string;
  optionIds: string[];
}

function bestOf(candidates: VariantOptions[], requested: readonly string[]): VariantOptions | undefined {
  let best: VariantOptions | undefined;
  let bestScore = -1;
  for (const variant of candidates) {
    const shared = requested.filter((id) => variant.optionIds.includes(id)).length;
    const score = shared * 2 + (variant.available ? 1 : 0);
    if (score > bestScore) {
      best = variant;
      bestScore = score;
    }
  }
  return best;
}

export function findVariant(
  variants: readonly VariantOptions[],
  requested: readonly RequestedOption[],
  switchedGroup: string | null,
): FoundVariant | null {
  const all = requested.map((r) => r.optionId);
  const matching = (options: readonly RequestedOption[]) =>
    variants.filter((variant) => options.every((r) => variant.optionIds.includes(r.optionId)));
  let remaining = [...requested];
  let found = bestOf(matching(remaining), all);
  for (const option of requested) {
    if (found) break;
    if (option.groupId === switchedGroup) continue;
    remaining = remaining.filter((r) => r !== option);
    found = bestOf(matching(remaining), all);
  }
  return found ? { variantId: found.id, optionIds: [...found.optionIds] } : null;
}

export type OptionsInput =
  { kind: 'list'; optionIds: string[] } | { kind: 'map'; options: RequestedOption[] } | { kind: 'invalid' };

/** The `options` parameter: a list of option ids or a map groupId → optionId; anything not a string is invalid. */
export function parseOptionsInput(raw: unknown): OptionsInput {
  const parsed = readOptionsInput(raw);
  // A product has a handful of property groups: a list beyond REQUEST_LIMITS.listValues is no real request.
  const count =
    parsed.kind === 'list' ? parsed.optionIds.length : parsed.kind === 'map' ? parsed.options.length : 0;
  return count > REQUEST_LIMITS.listValues ? { kind: 'invalid' } : parsed;
}

function readOptionsInput(raw: unknown): OptionsInput {
  if (raw === undefined || raw === null || raw === '') return { kind: 'list', optionIds: [] };
  if (typeof raw === 'string')
    return {
      kind: 'list',
      optionIds: raw.split('|', REQUEST_LIMITS.listValues + 1).filter((id) => id !== ''),
    };
  if (Array.isArray(raw)) {
    return raw.every((item) => typeof item === 'string')
      ? { kind: 'list', optionIds: raw as string[] }
      : { kind: 'invalid' };
  }
  if (typeof raw === 'object') {
    const entries = Object.entries(raw as Record<string, unknown>);
    if (!entries.every(([, value]) => typeof value === 'string')) return { kind: 'invalid' };
    // PHP-style lists arrive as {"0": id, "1": id}.
    if (entries.every(([key]) => /^\d+$/.test(key)))
      return { kind: 'list', optionIds: entries.map(([, value]) => value as string) };
    return {
      kind: 'map',
      options: entries.map(([groupId, optionId]) => ({ groupId, optionId: optionId as string })),
    };
  }
  return { kind: 'invalid' };
}
