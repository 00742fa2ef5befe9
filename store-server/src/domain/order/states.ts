import { deterministicId } from '../ids.js';

// The state machines of orders, deliveries and transactions (store-api.md 5.3): technical names and their
// translated names, as Shopware's StateMachineState entity serialises them.

export type StateMachine = 'order.state' | 'order_delivery.state' | 'order_transaction.state';
type Names = readonly [en: string, de: string];

export const STATES: Record<StateMachine, Readonly<Record<string, Names>>> = {
  'order.state': {
    open: ['Open', 'Offen'],
    in_progress: ['In progress', 'In Bearbeitung'],
    completed: ['Done', 'Abgeschlossen'],
    cancelled: ['Cancelled', 'Abgebrochen'],
  },
  'order_delivery.state': {
    open: ['Open', 'Offen'],
    shipped_partially: ['Shipped (partially)', 'Teilweise versandt'],
    shipped: ['Shipped', 'Versandt'],
    returned: ['Returned', 'Retour'],
    returned_partially: ['Returned (partially)', 'Teilretour'],
    cancelled: ['Cancelled', 'Abgebrochen'],
  },
  'order_transaction.state': {
    open: ['Open', 'Offen'],
    paid: ['Paid', 'Bezahlt'],
    paid_partially: ['Paid (partially)', 'Teilweise bezahlt'],
    refunded: ['Refunded', 'Erstattet'],
    refunded_partially: ['Refunded (partially)', 'Teilweise erstattet'],
    cancelled: ['Cancelled', 'Abgebrochen'],
    reminded: ['Reminded', 'Erinnert'],
    authorized: ['Authorized', 'Autorisiert'],
    failed: ['Failed', 'Fehlgeschlagen'],
    in_progress: ['In Progress', 'In Bearbeitung'],
    chargeback: ['Chargeback', 'Rückbuchung'],
    unconfirmed: ['Unconfirmed', 'Unbestätigt'],
  },
};

export const INITIAL_STATE = 'open';

export function isState(machine: StateMachine, technicalName: string): boolean {
  return Object.hasOwn(STATES[machine], technicalName);
}

/** The translated name of a state (German for German, else English); the technical name if unknown. */
export function stateName(machine: StateMachine, technicalName: string, german: boolean): string {
  const names = Object.hasOwn(STATES[machine], technicalName) ? STATES[machine][technicalName] : undefined;
  if (!names) return technicalName;
  return german ? names[1] : names[0];
}

/** The StateMachineState JSON of a state (ids are stable per machine and name). */
export function stateJson(machine: StateMachine, technicalName: string, german: boolean) {
  const name = stateName(machine, technicalName, german);
  return {
    id: stateId(machine, technicalName),
    technicalName,
    name,
    stateMachineId: deterministicId(`state-machine:${machine}`),
    customFields: null,
    createdAt: '2024-01-01T00:00:00.000+00:00',
    updatedAt: null,
    translated: { name, customFields: {} },
    apiAlias: 'state_machine_state' as const,
  };
}

export function stateId(machine: StateMachine, technicalName: string): string {
  return deterministicId(`state:${machine}:${technicalName}`);
}

/** The transaction transitions a payment handler may make (Shopware's order_transaction state machine). */
const TRANSACTION_TRANSITIONS: Readonly<Record<string, readonly string[]>> = {
  open: [
    'in_progress',
    'authorized',
    'paid',
    'paid_partially',
    'failed',
    'cancelled',
    'reminded',
    'unconfirmed',
  ],
  in_progress: ['authorized', 'paid', 'paid_partially', 'failed', 'cancelled'],
  unconfirmed: ['authorized', 'paid', 'paid_partially', 'failed', 'cancelled'],
  reminded: ['in_progress', 'authorized', 'paid', 'paid_partially', 'failed', 'cancelled'],
  authorized: ['paid', 'paid_partially', 'cancelled', 'failed'],
  failed: ['in_progress', 'authorized', 'paid', 'cancelled'],
};

/** The transaction's next state, or an error when the state machine does not allow the transition. */
export function transactionTransition(from: string, to: string): string {
  if (!TRANSACTION_TRANSITIONS[from]?.includes(to)) {
    throw new Error(`order_transaction.state: no transition from ${from} to ${to}`);
  }
  return to;
}
