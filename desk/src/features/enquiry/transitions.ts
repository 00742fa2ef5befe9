import type { Transition } from '../../api/types';

/** Shopware's order state machine as the desk offers it: the transitions out of each state. */
const TRANSITIONS: Record<string, readonly Transition[]> = {
  open: ['process', 'cancel'],
  in_progress: ['complete', 'cancel'],
  completed: ['reopen'],
  cancelled: ['reopen'],
};

export function transitionsFrom(state: string): readonly Transition[] {
  return TRANSITIONS[state] ?? [];
}
