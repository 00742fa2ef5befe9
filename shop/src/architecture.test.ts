// The architecture's import boundaries are enforced by ESLint (import-x/no-restricted-paths, zones in the root
// eslint.config.js). These tests run that config through ESLint's Node API on made-up files, so a broken or
// loosened rule fails here: a feature importing another feature or app/, a server layer importing http/.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const RULE = 'import-x/no-restricted-paths';

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath: resolve(repoRoot, filePath) });
  return result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

describe('import boundaries (eslint.config.js)', { timeout: 60_000 }, () => {
  const feature = 'shop/src/features/catalog/Fake.tsx';

  it("refuses a feature importing another feature's file", async () => {
    const errors = await boundaryErrors(
      feature,
      "import { EnquiryResult } from '../checkout/EnquiryResult';\nexport const x = EnquiryResult;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('../checkout/EnquiryResult');
  });

  it('refuses a feature importing app/', async () => {
    const errors = await boundaryErrors(
      feature,
      "import { buildRoutes } from '../../app/routes';\nexport const x = buildRoutes;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('app/ composes the features');
  });

  it('lets a feature import its own files, the kit and libraries', async () => {
    const errors = await boundaryErrors(
      feature,
      [
        "import { useQuery } from '@tanstack/react-query';",
        "import { routeTo } from '../../ui/paths';",
        "import { useShop } from '../../api/ShopContext';",
        "import { useFormat } from '../../i18n/useFormat';",
        "import { unitPrice } from './price';",
        'export const x = [useQuery, routeTo, useShop, useFormat, unitPrice];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('refuses the kit importing a feature', async () => {
    const errors = await boundaryErrors(
      'shop/src/ui/Fake.tsx',
      "import { unitPrice } from '../features/catalog/price';\nexport const x = unitPrice;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('refuses the kit importing app/, also for a type', async () => {
    const errors = await boundaryErrors(
      'shop/src/api/Fake.ts',
      "import type { ShopBoot } from '../app/boot';\nexport type X = ShopBoot;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('does not import app/');
  });

  it('refuses a server layer below http/ importing http/', async () => {
    const errors = await boundaryErrors(
      'store-server/src/db/fake.ts',
      "import { hostPage } from '../http/host-page.js';\nexport const x = hostPage;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Nothing below http/ imports http/');
  });

  it('refuses db/ importing seed/ and domain/ importing db/', async () => {
    expect(
      await boundaryErrors('store-server/src/db/fake.ts', "export { seed } from '../seed/seed.js';\n"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('store-server/src/domain/fake.ts', "export * from '../db/schema.js';\n"),
    ).toHaveLength(1);
  });
});
