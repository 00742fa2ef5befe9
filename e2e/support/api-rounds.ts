import type { Page, Request } from '@playwright/test';

export interface StoreApiCall {
  method: string;
  path: string;
  /** 1 for calls that waited on no earlier Store API answer; n+1 for calls started after a round-n call ended. */
  round: number;
}

/**
 * Records the Store API calls of a page and the sequential round each one belongs to. A call's round is one
 * more than the highest round among the calls that had already finished when it started; events arrive in
 * protocol order, so no clock is involved.
 */
export function recordStoreApiRounds(page: Page): StoreApiCall[] & { nextRound: () => number } {
  const calls: StoreApiCall[] = [];
  const finishedRounds = new Map<Request, number>();
  const open = new Map<Request, number>();
  let highestFinishedRound = 0;

  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/store-api/')) return;
    const round = highestFinishedRound + 1;
    open.set(request, round);
    calls.push({ method: request.method(), path: url.pathname.slice('/store-api'.length), round });
  });
  const finish = (request: Request): void => {
    const round = open.get(request);
    if (round === undefined) return;
    open.delete(request);
    finishedRounds.set(request, round);
    highestFinishedRound = Math.max(highestFinishedRound, round);
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  return Object.assign(calls, { nextRound: () => highestFinishedRound + 1 });
}

/**
 * Holds back every Store API call of a round above `rounds` until `release()`: a page that becomes interactive
 * while they are held did not wait on more than that many sequential rounds.
 */
export async function holdCallsAfterRound(
  page: Page,
  rounds: number,
): Promise<{ calls: StoreApiCall[]; release: () => Promise<void> }> {
  const calls = recordStoreApiRounds(page);
  const held: Array<() => Promise<void>> = [];
  let holding = true;
  await page.route('**/store-api/**', async (route) => {
    if (holding && calls.nextRound() > rounds) held.push(() => route.continue());
    else await route.continue();
  });
  return {
    calls,
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((resume) => resume()));
    },
  };
}

/** holdCallsAfterRound with the budget of a first visit: two rounds. */
export const holdCallsAfterRoundTwo = (page: Page) => holdCallsAfterRound(page, 2);
