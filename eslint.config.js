// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Boundaries of the style guide: client ↛ server, server ↛ client, shared ↛ either. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // The plain-JavaScript scripts are few and small; the default project's limit of 8 was reached.
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'bench/*.mjs'], maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 16 },
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
