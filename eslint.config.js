// One lint setup for the whole workspace: typescript-eslint everywhere, React hooks and
// jsx-a11y rules for the shop and the desk, and the architecture's boundaries (import-x/no-restricted-paths, below).
// Formatting is prettier's job (npm run lint checks both).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** The shop's features (every folder of shop/src/features): each imports only its own files, the kit and libraries. */
const SHOP_FEATURES = readdirSync(new URL('./shop/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The shop's kit, which every feature may use: api/ (Store API, session, shared data hooks), ui/, i18n/. */
const SHOP_KIT = ['shop/src/api', 'shop/src/ui', 'shop/src/i18n'];

/** The desk's features (desk/src/features) and its kit, the same rules as the shop's. */
const DESK_FEATURES = readdirSync(new URL('./desk/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const DESK_KIT = ['desk/src/api', 'desk/src/ui', 'desk/src/i18n'];

/** store-server layers below http/: none of them imports http/ (cli/server → http → services → domain + db). */
const SERVER_BELOW_HTTP = ['payment', 'mail', 'services', 'domain', 'db', 'seed', 'files', 'housekeeping'];

/**
 * The import boundaries, one zone per rule: a file in `target` must not import from `from` (paths from the
 * repository root; the rule resolves each import to its file, so `../x`, `../x.js` and `../x.ts` alike).
 */
export const BOUNDARY_ZONES = [
  ...SHOP_FEATURES.map((feature) => ({
    target: `./shop/src/features/${feature}`,
    from: './shop/src/features',
    except: [`./${feature}`],
    message: `A feature imports only its own files and the kit (api/, ui/, i18n/): move what ${feature} shares into the kit, or let app/ compose it.`,
  })),
  {
    target: './shop/src/features',
    from: './shop/src/app',
    message:
      'app/ composes the features, not the other way: what a feature needs from app/ belongs in the kit.',
  },
  ...SHOP_KIT.map((kit) => ({
    target: `./${kit}`,
    from: './shop/src/features',
    message: 'The kit (api/, ui/, i18n/) serves every feature and imports none.',
  })),
  ...SHOP_KIT.map((kit) => ({
    target: `./${kit}`,
    from: './shop/src/app',
    message:
      'The kit (api/, ui/, i18n/) does not import app/: declare what app/ fills in (a type, a context, a slot) in the kit.',
  })),
  ...DESK_FEATURES.map((feature) => ({
    target: `./desk/src/features/${feature}`,
    from: './desk/src/features',
    except: [`./${feature}`],
    message: `A desk feature imports only its own files and the kit (api/, ui/, i18n/): move what ${feature} shares into the kit.`,
  })),
  {
    target: './desk/src/features',
    from: './desk/src/app',
    message: 'app/ composes the desk features, not the other way.',
  },
  ...DESK_KIT.map((kit) => ({
    target: `./${kit}`,
    from: ['./desk/src/features', './desk/src/app'],
    message: "The desk's kit (api/, ui/, i18n/) serves every feature and imports none, nor app/.",
  })),
  {
    target: './desk/src',
    from: ['./shop', './store-server'],
    message:
      'The desk is its own bundle: it talks to the store-server over /api only and shares no code with the shop.',
  },
  {
    target: './shop/src',
    from: './desk',
    message: 'The shop never loads the desk.',
  },
  ...SERVER_BELOW_HTTP.map((layer) => ({
    target: `./store-server/src/${layer}`,
    from: './store-server/src/http',
    message: 'Nothing below http/ imports http/ (cli/server → http → services → domain + db).',
  })),
  {
    target: './store-server/src/db',
    from: ['./store-server/src/seed', './store-server/src/mail'],
    message: 'db/ (schema, migrations, repositories) does not import seed/ or mail/.',
  },
  {
    target: './store-server/src/domain',
    from: ['./store-server/src/db', './store-server/src/services'],
    message: 'domain/ is pure logic: it does not import db/ or services/.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['shop/src/**/*.{ts,tsx}', 'desk/src/**/*.{ts,tsx}', 'store-server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json', '.css'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: BOUNDARY_ZONES }],
    },
  },
  {
    files: ['shop/**/*.{ts,tsx}', 'desk/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Backend text is shown as text: use the text filter, never dangerouslySetInnerHTML.',
        },
      ],
    },
  },
);
