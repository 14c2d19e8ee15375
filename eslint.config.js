// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

/** Import boundaries of the four programs: the browser programs never reach the server, the server never reaches the app. */
const noImport = (/** @type {string} */ folder, /** @type {string} */ message) => ({
  'no-restricted-imports': ['error', { patterns: [{ regex: `(^|/)${folder}(/|$)`, message }] }],
});

/**
 * Server layers: `db/`, `http/`, `mail/` and `security/` never import `modules/`; a module imports another
 * only through its face (`modules/<area>/index.ts`).
 */
const serverModules = readdirSync(new URL('./server/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverZones = [
  ...['db', 'http', 'mail', 'security'].map((layer) => ({
    target: `./server/${layer}`,
    from: './server/modules',
    message: `server/${layer}/ is below the modules: it never imports them`,
  })),
  ...serverModules.flatMap((area) =>
    serverModules
      .filter((other) => other !== area)
      .map((other) => ({
        target: `./server/modules/${area}`,
        from: `./server/modules/${other}`,
        except: ['./index.ts'],
        message: `a module imports another only through its face: '../${other}'`,
      })),
  ),
];

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
  { files: ['src/**'], rules: noImport('server', 'src/ never imports server/') },
  { files: ['sw/**'], rules: noImport('server', 'sw/ never imports server/') },
  {
    files: ['contract/**'],
    rules: noImport('(server|src|sw)', 'contract/ is imported by all; it imports none'),
  },
  { files: ['server/**'], rules: noImport('src', 'server/ never imports src/') },
  {
    files: ['server/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
);
