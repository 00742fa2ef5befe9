// `npm run bench`: every benchmark in sequence; each prints its table, a broken budget (or a failure) of one
// does not stop the others, and the exit code is 1 when any broke.
import { benchApi } from './api.js';
import { benchLighthouse } from './lighthouse.js';
import { benchSize } from './size.js';
import { benchStartup } from './startup.js';

const benches: Array<[string, () => number | Promise<number>]> = [
  ['size', benchSize],
  ['startup', benchStartup],
  ['api', benchApi],
  ['lighthouse', benchLighthouse],
];
const summary: Array<[string, string, string]> = [];
for (const [name, run] of benches) {
  const started = Date.now();
  let outcome: string;
  try {
    outcome = (await run()) === 0 ? 'ok' : 'BUDGET BROKEN';
  } catch (error) {
    console.error(`bench:${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    outcome = 'FAILED TO RUN';
  }
  summary.push([name, outcome, `${((Date.now() - started) / 1000).toFixed(0)} s`]);
  console.log('');
}
console.log('== Summary ==');
for (const [name, outcome, took] of summary)
  console.log(`bench:${name.padEnd(11)} ${outcome.padEnd(14)} ${took}`);
process.exitCode = summary.some(([, outcome]) => outcome !== 'ok') ? 1 : 0;
