import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The import query that asks for a message file compiled for Lingui: `./en-GB/common.json?compiled`. */
export const COMPILED_QUERY = '?compiled';

/** The nested message groups of one file as flat ids: `{ nav: { login } }` of common.json → `common:nav.login`. */
export function messageIds(namespace: string, value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [`${namespace}:${prefix}`]: value };
  if (typeof value !== 'object' || value === null) throw new Error(`${namespace}:${prefix} is no message`);
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, child]) =>
      messageIds(namespace, child, prefix ? `${prefix}.${key}` : key),
    ),
  );
}

/** The messages of one file by id, each compiled for Lingui; throws on a message that is no valid ICU MessageFormat. */
export function compileMessageFile(namespace: string, messages: unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messageIds(namespace, messages)).map(([messageId, message]) => {
      try {
        return [messageId, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`${messageId}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
  );
}

/**
 * Compiles the ICU MessageFormat messages of a message file at build time (Lingui's catalogs are compiled,
 * so the browser gets no message parser): `import('./de-DE/cart.json?compiled')` is the file's messages
 * by id, each compiled. A broken message fails the build.
 */
export function compiledMessages(): Plugin {
  return {
    name: 'compiled-messages',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith(`.json${COMPILED_QUERY}`)) return null;
      const file = id.slice(0, -COMPILED_QUERY.length);
      this.addWatchFile(file);
      const compiled = compileMessageFile(basename(file, '.json'), JSON.parse(readFileSync(file, 'utf8')));
      return { code: `export default ${JSON.stringify(compiled)};`, moduleType: 'js' };
    },
  };
}
