// An offer's state as the customer and the desk see it. Stored: pending, accepted, declined, superseded (a newer
// offer replaced it). 'expired' is derived: a pending offer whose validity date has passed. An offer is valid
// through the whole of its validUntil day in UTC (the dates are calendar days, 'YYYY-MM-DD').

export type StoredOfferState = 'pending' | 'accepted' | 'declined' | 'superseded';
export type OfferState = StoredOfferState | 'expired';

/** Today's calendar day in UTC, 'YYYY-MM-DD'. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Whether the validity day is over at `now`. */
export function isExpired(validUntil: string, now: Date): boolean {
  return utcDay(now) > validUntil;
}

export function offerState(stored: string, validUntil: string, now: Date): OfferState {
  const state = stored as StoredOfferState;
  return state === 'pending' && isExpired(validUntil, now) ? 'expired' : state;
}
