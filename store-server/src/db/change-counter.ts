import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * Counts the rows that the statements run through it insert, update or delete (each driver's affected-row
 * count; reads count nothing). The seed uses it to tell a run that changed data from one that found
 * everything as it was.
 */
export class ChangeCounter implements KyselyPlugin {
  #changed = 0n;

  get changed(): bigint {
    return this.#changed;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.#changed += args.result.numAffectedRows ?? 0n;
    return args.result;
  }
}
