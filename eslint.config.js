// ESLint (flat config). Deliberately small: the import boundaries of docs/architecture.md, no
// import cycles, and the recommended correctness rules of ESLint and typescript-eslint (without
// type information, so `npm run lint` stays a few seconds). Style is Prettier's job (.prettierrc).
// Decision record: docs/decisions/014-lint-boundaries-and-per-screen-texts.md
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const featuresDir = 'src/client/features';
// Every folder under src/client/features is a feature; a new one is covered by existing.
const features = fs
  .readdirSync(path.join(root, featuresDir), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The import boundaries of docs/architecture.md, as import-x/no-restricted-paths zones. */
function zones({ sharedTests }) {
  return [
    // src/shared's tests may check shared rules against the client's texts; its code may not.
    ...(sharedTests
      ? []
      : [{ target: './src/shared', from: ['./src/client', './src/server'], message: 'src/shared is imported by client and server: it imports neither.' }]),
    { target: './src/client', from: './src/server', message: 'The client never imports server code: share it through src/shared.' },
    { target: './src/server', from: './src/client', message: 'The server never imports client code: share it through src/shared.' },
    // A feature talks to another only through src/client/components, src/client/lib or src/shared.
    ...features.map((feature) => ({
      target: `./${featuresDir}/${feature}`,
      from: `./${featuresDir}`,
      except: [`./${feature}`],
      message: 'A client feature never imports another feature: move the shared piece to src/client/components, src/client/lib or src/shared.',
    })),
  ];
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
      'src/client/public/**',
      'tests/fixtures/**',
      'src/server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // Without these, import-x reads only .js files and no-cycle sees no TypeScript import.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
          alias: { '@': [path.join(root, 'src/client')], '@shared': [path.join(root, 'src/shared')] },
        }),
      ],
    },
    rules: {
      // Unused names are noise or forgotten work; a leading underscore says "unused on purpose".
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: zones({ sharedTests: false }) }],
      // Sanitizers strip control characters on purpose.
      'no-control-regex': 'off',
      'prefer-const': ['error', { destructuring: 'all' }],
      // The barrels re-export every icon and primitive: the bundler's chunking sees a module that
      // imports one as depending on all of them (decision 025's amendment). One module each.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'lucide-react', allowTypeImports: true, message: "Import each icon from its own module: import X from 'lucide-react/icons/x'." },
            { name: 'radix-ui', allowTypeImports: true, message: "Import each primitive from its own module: import * as Dialog from 'radix-ui/dialog'." },
          ],
        },
      ],
    },
  },
  {
    // Tests reach into whatever they test, and may mock freely.
    files: ['tests/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['src/shared/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: zones({ sharedTests: true }) }] },
  },
);
