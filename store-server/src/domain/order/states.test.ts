import { describe, expect, it } from 'vitest';
import { isState, stateJson, stateName } from './states.js';

describe('order states', () => {
  it('knows the technical names of the three machines', () => {
    expect(isState('order.state', 'in_progress')).toBe(true);
    expect(isState('order_delivery.state', 'shipped_partially')).toBe(true);
    expect(isState('order_transaction.state', 'authorized')).toBe(true);
    expect(isState('order.state', 'paid')).toBe(false);
    expect(isState('order.state', 'toString')).toBe(false);
  });

  it('translates names and serialises the state entity', () => {
    expect(stateName('order_transaction.state', 'paid', true)).toBe('Bezahlt');
    expect(stateJson('order.state', 'open', false)).toMatchObject({
      technicalName: 'open',
      name: 'Open',
      translated: { name: 'Open' },
      apiAlias: 'state_machine_state',
    });
    expect(stateJson('order.state', 'open', false).id).not.toBe(
      stateJson('order_delivery.state', 'open', false).id,
    );
  });
});
