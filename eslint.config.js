// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The layers' boundaries (docs/architecture.md): client ↛ server, server ↛ client, shared ↛ either. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/**
 * The client's folders (docs/client-architecture.md): a feature imports another feature only
 * through that feature's `public.ts`; lib/ and components/ import no feature and not app/; no
 * feature imports app/; no import loop. The zones are checked on resolved paths, so a relative
 * import counts as much as an alias.
 */
const FEATURES = readdirSync(new URL('./client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const clientZones = [
  ...FEATURES.map((feature) => ({
    target: `./client/features/${feature}/**/*`,
    from: [`./client/features/!(${feature})/**/*`],
    // Glob exceptions are matched against the imported file's absolute path.
    except: [`${import.meta.dirname}/client/features/*/public.ts`],
    message: `client/features/${feature} may use another feature only through that feature's public.ts (docs/client-architecture.md).`,
  })),
  { target: ['./client/lib', './client/components'], from: ['./client/features', './client/app'], message: 'lib/ and components/ are used by the features; they import none of them, nor app/.' },
  { target: './client/features', from: './client/app', message: 'app/ composes the features; a feature does not import it (shared stores live in client/lib/).' },
  { target: './client', from: './server', message: 'The client cannot import server code.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // The plain-JavaScript scripts are few and small; the default project's limit of 8 was reached.
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'bench/*.mjs', 'shared/pii/lexicon/*.mjs'], maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 16 },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/require-await': 'off',
      // French typography needs non-breaking spaces inside strings and templates.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true }],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: globals.node },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      ...restrict([{ group: ['#server/*', '**/server/*', 'node:*'], message: 'The client cannot import server code or Node APIs.' }]),
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { typescript: { project: 'client/tsconfig.json' } },
      // no-cycle reads the imported modules itself: with TypeScript's parser, or it skips them.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: clientZones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Requests go through the one request function of client/lib/api-client.ts.' }],
    },
  },
  {
    files: ['client/lib/api-client.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict([{ group: ['#client/*', '**/client/*', 'react', 'react-dom'], message: 'The server cannot import client code.' }]),
  },
  {
    files: ['shared/**/*.ts'],
    rules: restrict([
      { group: ['#client/*', '#server/*', '**/client/*', '**/server/*'], message: 'shared/ is used by both sides and imports neither.' },
      { group: ['node:*'], message: 'shared/ runs in the browser too: no Node APIs.' },
    ]),
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // inject().json() is untyped by design; tests assert on its shape.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
