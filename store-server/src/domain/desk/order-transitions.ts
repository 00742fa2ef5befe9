import { hasForbiddenCharacter } from '../control-characters.js';
import { apiError, violation } from '../errors.js';
import { stateId } from '../order/states.js';

// Shopware's order state machine (`order.state`, Migration1536233560BasicData): open —process→ in_progress
// —complete→ completed; open|in_progress —cancel→ cancelled; completed|cancelled —reopen→ open.

export const ORDER_TRANSITIONS: Readonly<Record<string, { from: readonly string[]; to: string }>> = {
  process: { from: ['open'], to: 'in_progress' },
  complete: { from: ['in_progress'], to: 'completed' },
  cancel: { from: ['open', 'in_progress'], to: 'cancelled' },
  reopen: { from: ['completed', 'cancelled'], to: 'open' },
};

/** The transitions possible from a state, by action name. */
export const possibleTransitions = (state: string): string[] =>
  Object.entries(ORDER_TRANSITIONS)
    .filter(([, transition]) => transition.from.includes(state))
    .map(([name]) => name);

export type TransitionPlan = { kind: 'move'; from: string; to: string } | { kind: 'stay'; state: string };

/**
 * What a transition does from the current state: move, stay (already in the target state: Shopware answers
 * 200 without a history row), or a 400 SYSTEM__ILLEGAL_STATE_TRANSITION (also for an unknown action name).
 */
export function planTransition(current: string, action: string): TransitionPlan {
  const transition = Object.hasOwn(ORDER_TRANSITIONS, action) ? ORDER_TRANSITIONS[action] : undefined;
  if (transition && transition.to === current) return { kind: 'stay', state: current };
  if (transition && transition.from.includes(current))
    return { kind: 'move', from: current, to: transition.to };
  const possible = possibleTransitions(current);
  throw apiError(
    400,
    'SYSTEM__ILLEGAL_STATE_TRANSITION',
    `Illegal transition "${action}" from state "${stateId('order.state', current)}". Possible transitions are: ${possible.join(', ')}`,
    {
      parameters: {
        transition: action,
        fromStateId: stateId('order.state', current),
        possibleTransitions: possible.join(', '),
      },
    },
  );
}

/** The longest internal note. */
export const NOTE_MAX_LENGTH = 2000;

/** `{ text }` of an internal note: a non-blank string of at most 2,000 characters, no control characters. */
export function parseNote(body: unknown): string {
  const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).text : undefined;
  if (typeof raw !== 'string' || raw.trim() === '')
    throw apiError(400, 'VIOLATION::IS_BLANK_ERROR', 'This value should not be blank.', {
      pointer: '/text',
      title: 'Constraint violation error',
    });
  const text = raw.trim();
  if (text.length > NOTE_MAX_LENGTH)
    throw apiError(
      400,
      'VIOLATION::TOO_LONG_ERROR',
      `This value is too long. It should have ${NOTE_MAX_LENGTH} characters or less.`,
      {
        pointer: '/text',
        title: 'Constraint violation error',
        parameters: { limit: NOTE_MAX_LENGTH },
      },
    );
  if (hasForbiddenCharacter(text, 'multi-line')) {
    const { detail, code } = violation(
      'INVALID_CHARACTERS',
      '/text',
      'This value contains control characters.',
    );
    throw apiError(400, code, detail, { pointer: '/text', title: 'Constraint violation error' });
  }
  return text;
}

/** Shopware's ResourceNotFoundException: what an unknown (or malformed) id of the Admin API answers. */
export const resourceNotFound = (entity: string, id: string) =>
  apiError(
    404,
    'FRAMEWORK__RESOURCE_NOT_FOUND',
    `The ${entity} resource with the following primary key was not found: id(${id})`,
    {
      parameters: { type: entity, primaryKey: `id(${id})` },
    },
  );
