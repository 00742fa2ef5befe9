import { Kysely, type KyselyConfig, type TransactionBuilder } from 'kysely';
import {
  DEFAULT_RETRY_POLICY,
  runWithRetry,
  type RetryHooks,
  type RetryPolicy,
} from './transaction-retry.js';

/**
 * Kysely whose transactions run again when PostgreSQL aborts them as a deadlock or serialization failure
 * (transaction-retry.ts): `db.transaction().execute(work)`, the one transaction helper of every business
 * operation, stays as it is at every call site. Views made with `withPlugin`/`withSchema` are plain Kysely
 * (Kysely builds them itself); only tests that count queries use them.
 */
export class RetryingKysely<DB> extends Kysely<DB> {
  readonly #policy: RetryPolicy;
  readonly #hooks: RetryHooks;

  constructor(config: KyselyConfig, policy: RetryPolicy = DEFAULT_RETRY_POLICY, hooks: RetryHooks = {}) {
    super(config);
    this.#policy = policy;
    this.#hooks = hooks;
  }

  override transaction(): TransactionBuilder<DB> {
    return retrying(super.transaction(), this.#policy, this.#hooks);
  }
}

/**
 * The builder with its `execute` retried as a whole (begin, work, commit: each run on a connection of its own).
 * TransactionBuilder keeps its settings in a private field, so this is a stand-in with its three methods.
 */
function retrying<DB>(
  builder: TransactionBuilder<DB>,
  policy: RetryPolicy,
  hooks: RetryHooks,
): TransactionBuilder<DB> {
  const standIn: Pick<TransactionBuilder<DB>, 'execute' | 'setAccessMode' | 'setIsolationLevel'> = {
    execute: (work) => runWithRetry(() => builder.execute(work), policy, hooks),
    setAccessMode: (mode) => retrying(builder.setAccessMode(mode), policy, hooks),
    setIsolationLevel: (level) => retrying(builder.setIsolationLevel(level), policy, hooks),
  };
  return standIn as TransactionBuilder<DB>;
}
