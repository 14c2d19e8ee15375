// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import boundaries of design.md §1: the browser programs never reach the server, the server never reaches the app. */
const noImport = (/** @type {string} */ folder, /** @type {string} */ message) => ({
  'no-restricted-imports': ['error', { patterns: [{ regex: `(^|/)${folder}(/|$)`, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data/**',
      'node_modules',
      'coverage',
      'playwright-report',
      'test-results',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['src/**'], rules: noImport('server', 'src/ never imports server/ (design.md §1)') },
  { files: ['sw/**'], rules: noImport('server', 'sw/ never imports server/ (design.md §1)') },
  {
    files: ['contract/**'],
    rules: noImport('(server|src|sw)', 'contract/ is imported by all; it imports none'),
  },
  { files: ['server/**'], rules: noImport('src', 'server/ never imports src/ (design.md §1)') },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
);
