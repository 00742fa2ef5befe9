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
