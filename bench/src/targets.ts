// The targets of issue 19 and the budgets of issue 8 for `bench:api`, as checks over one run's rows. Pure: the
// figures come in, the verdicts go out (tested in targets.test.ts).

/** Scenario ids of bench:api (the names in `--cpu-prof <id>` too). */
export type ScenarioId = 'empty' | 'context' | 'listing' | 'detail' | 'startup' | 'add-to-cart' | 'enquiry';

export interface ScenarioRow {
  id: ScenarioId;
  name: string;
  /** Mean requests per second (for the enquiry flow: its calls, four per flow). */
  rps: number;
  p50: number;
  p99: number;
  /** Timeouts, connection errors and answers other than 2xx. */
  errors: number;
  requests: number;
  /** Mean bytes on the wire per answer. */
  bytes: number;
  /** Peak resident memory of the server process (the largest of the instances) during the scenario, MB. */
  rssPeakMb: number;
  /** CPU time of the server process(es) per answered request during the measured run (µs; undefined: unknown). */
  serverCpuUsPerRequest?: number;
  /** 1-minute load average of the machine when the scenario started and ended. */
  loadStart: number;
  loadEnd: number;
}

export interface FlowCount {
  /** Enquiry flows whose order the server acknowledged (200). */
  acknowledged: number;
  /** Orders of the bench's guests found in the database after the run. */
  ordersCreated: number;
  /** Bench guests with more than one order. */
  duplicates: number;
}

export interface Check {
  what: string;
  target: string;
  measured: string;
  ok: boolean;
}

/** Issue 19's figures (README, first round, quiet 2-core machine) and its targets. */
export const TARGETS = {
  /** Cached listing and detail: at least this share of the empty route's req/s in the same run. */
  catalogueShareOfEmpty: 0.3,
  catalogueP99Ms: 10,
  /** Add-to-cart: five times the first round's 429 req/s, rounded down as the issue states (>= 2,000). */
  addToCartRps: 2000,
  addToCartP99Ms: 50,
  /** Enquiry flow: twice the first round's 462 calls/s. */
  enquiryCallsPerSecond: 924,
  /**
   * The empty route's req/s on the quiet machine of the figures (2026-11-26 morning, load 0.4): the
   * throughput targets above hold for that machine ("on the same machine", the issue says). A run compares its
   * scenario with its own empty route, so the same code on a machine twice as slow (a busy host: 21,000 req/s
   * on 2026-11-26 noon, idle) is not judged by another machine's figures.
   */
  referenceEmptyRps: 51_993,
  /** Server memory under the 50-connection load. */
  rssMb: 300,
  /** Issue 8's budget for listing and detail, kept. */
  budgetP99Ms: 50,
} as const;

/** A scenario's req/s as a share of the empty route's in the same run (0 when there is no baseline). */
export function shareOfEmpty(
  row: Pick<ScenarioRow, 'rps'>,
  empty: Pick<ScenarioRow, 'rps'> | undefined,
): number {
  return empty && empty.rps > 0 ? row.rps / empty.rps : 0;
}

export const percent = (share: number, digits = 1): string => `${(share * 100).toFixed(digits)}%`;
const rps = (value: number): string => `${Math.round(value).toLocaleString('en-GB')} req/s`;

/**
 * Every target and budget as a check. `targets: false` keeps only the budgets that hold for any run (zero errors,
 * no duplicate or lost enquiries): the second table of `--instances 2` compares, it does not judge.
 */
export function checkRun(
  rows: readonly ScenarioRow[],
  flow: FlowCount | undefined,
  options: { targets?: boolean } = {},
): Check[] {
  const checks: Check[] = [];
  const byId = (id: ScenarioId) => rows.find((row) => row.id === id);
  const empty = byId('empty');
  const withTargets = options.targets ?? true;

  if (withTargets) {
    for (const id of ['listing', 'detail'] as const) {
      const row = byId(id);
      if (!row) continue;
      const share = shareOfEmpty(row, empty);
      checks.push({
        what: `${row.name}: share of the empty route`,
        target: `>= ${percent(TARGETS.catalogueShareOfEmpty)}`,
        measured: empty
          ? `${percent(share)} (${rps(row.rps)} of ${rps(empty.rps)})`
          : 'no empty route measured',
        ok: empty !== undefined && share >= TARGETS.catalogueShareOfEmpty,
      });
      checks.push({
        what: `${row.name}: p99`,
        target: `<= ${TARGETS.catalogueP99Ms} ms`,
        measured: `${row.p99} ms`,
        ok: row.p99 <= TARGETS.catalogueP99Ms,
      });
      checks.push({
        what: `${row.name}: p99 (issue 8 budget)`,
        target: `< ${TARGETS.budgetP99Ms} ms`,
        measured: `${row.p99} ms`,
        ok: row.p99 < TARGETS.budgetP99Ms,
      });
    }
    const add = byId('add-to-cart');
    if (add) {
      checks.push(throughputCheck(add, empty, TARGETS.addToCartRps, 'req/s'));
      checks.push({
        what: `${add.name}: p99`,
        target: `<= ${TARGETS.addToCartP99Ms} ms`,
        measured: `${add.p99} ms`,
        ok: add.p99 <= TARGETS.addToCartP99Ms,
      });
    }
    const enquiry = byId('enquiry');
    if (enquiry) checks.push(throughputCheck(enquiry, empty, TARGETS.enquiryCallsPerSecond, 'calls/s'));
    const measured = rows.filter((row) => row.rssPeakMb > 0);
    if (measured.length > 0) {
      const peak = measured.reduce((a, b) => (b.rssPeakMb > a.rssPeakMb ? b : a));
      checks.push({
        what: 'server RSS under load (peak)',
        target: `<= ${TARGETS.rssMb} MB`,
        measured: `${peak.rssPeakMb.toFixed(0)} MB (${peak.name})`,
        ok: peak.rssPeakMb <= TARGETS.rssMb,
      });
    }
  }

  // A scenario without a single answer in its time has no figures to judge: that is a miss, not a pass.
  for (const row of rows)
    if (row.requests === 0)
      checks.push({ what: `${row.name}: answers`, target: '> 0', measured: '0', ok: false });
  for (const row of rows)
    if (row.errors > 0)
      checks.push({ what: `${row.name}: errors`, target: '0', measured: String(row.errors), ok: false });
  const errorFree = rows.every((row) => row.errors === 0);
  if (errorFree && rows.length > 0)
    checks.push({ what: 'errors in every scenario', target: '0', measured: '0', ok: true });

  if (flow) {
    checks.push({
      what: 'enquiry flow: guests with more than one order',
      target: '0',
      measured: String(flow.duplicates),
      ok: flow.duplicates === 0,
    });
    const lost = Math.max(0, flow.acknowledged - flow.ordersCreated);
    checks.push({
      what: 'enquiry flow: acknowledged orders missing',
      target: '0',
      measured: `${lost} (${flow.acknowledged} acknowledged, ${flow.ordersCreated} in the database)`,
      ok: lost === 0,
    });
  }
  return checks;
}

/**
 * A throughput target of the reference machine as a share of its empty route (TARGETS.referenceEmptyRps),
 * held against this run's share: on the reference machine exactly the absolute target.
 */
function throughputCheck(
  row: ScenarioRow,
  empty: ScenarioRow | undefined,
  target: number,
  unit: string,
): Check {
  const targetShare = target / TARGETS.referenceEmptyRps;
  const share = shareOfEmpty(row, empty);
  const count = (value: number) => `${Math.round(value).toLocaleString('en-GB')} ${unit}`;
  return {
    what: `${row.name}: throughput`,
    target: `>= ${percent(targetShare, 2)} of empty (${count(target)} at ${rps(TARGETS.referenceEmptyRps)})`,
    measured: empty
      ? `${percent(share, 2)} (${count(row.rps)} of ${rps(empty.rps)}: ${count(targetShare * empty.rps)} needed)`
      : 'no empty route measured',
    ok: empty !== undefined && share >= targetShare,
  };
}

/** Throughput of two instances against one, scenario by scenario (rows of the same run, matched by id). */
export function scaleOut(
  one: readonly ScenarioRow[],
  two: readonly ScenarioRow[],
): Array<{ id: ScenarioId; name: string; one: number; two: number; factor: number }> {
  return one.flatMap((row) => {
    const other = two.find((candidate) => candidate.id === row.id);
    if (!other) return [];
    return [
      {
        id: row.id,
        name: row.name,
        one: row.rps,
        two: other.rps,
        factor: row.rps > 0 ? other.rps / row.rps : 0,
      },
    ];
  });
}
