// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import testingLibrary from 'eslint-plugin-testing-library';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** @typedef {{ regex: string, message: string }} ImportPattern */

// The slow rules: those that read types (floating promises, unsafe any…) build a TypeScript program of the
// whole project, minutes on 2 cores before the cache; the React Compiler's checks and import cycles take 25 s
// more. `npm run lint` runs without them, in seconds; `npm run lint:full` (and `npm test`, so CI) runs all.
const full = process.env.ESLINT_FULL === '1';

/**
 * Import boundaries of the four programs: the browser programs never reach the server, the server never reaches
 * the app. `more`: other patterns the same files must not import (one rule holds all of a file's patterns).
 */
const noImport = (
  /** @type {string} */ folder,
  /** @type {string} */ message,
  /** @type {ImportPattern[]} */ ...more
) => ({
  // Relative paths only: a package's own subpath (`react-dom/server`) is not the folder.
  'no-restricted-imports': [
    'error',
    { patterns: [{ regex: `^\\.{1,2}/(.*/)?${folder}(/|$)`, message }, ...more] },
  ],
});

// ---- antd's zone (src/components/README.md, «Two UI stacks») ------------------------------------------------
// A route's first visit stays within its JavaScript budget (bench/first-screen.ts), and antd's core alone is
// ≈ 75 KB gzip of it, so every screen is plain HTML and CSS on its first view: the public pages, the flows, the
// auth screens, the layouts, the plain kit. antd serves only the editors and dialogs a screen opens after its
// first view (loaded lazily, each in its AntdProvider), a ranking's favourites tab, and their parts: these
// files, and no others, import it.
const antdFiles = [
  'src/styles/theme.ts',
  'src/hooks/use-server-form.ts',
  'src/components/{antd-provider,edit-form,number-input}/**',
  'src/components/account-fields/{EmailField,PasswordFields,PersonNameFields}.tsx',
  'src/components/company-fields/CompanyFields.tsx',
  'src/components/reference/{BrandPicker,CityPicker,IndustryPicker,SearchPicker}.tsx',
  // The profiles' and the staff screen's editors.
  'src/features/{company-profile,profile,staff}/components/*Form.tsx',
  // A project's decision dialogs and its favourites tab.
  'src/features/project/components/{ActionDialog,CandidateDialogs,ProjectClosingDialogs}.tsx',
  'src/features/project/components/FinalRoundDialog.tsx',
  // «Пригласить в проект» (loaded when first opened).
  'src/features/project/components/InviteDialog.tsx',
  'src/features/project/components/{ExcludedList,FavouritesList}.tsx',
];
/** antd and its packages; `@ant-design/icons-svg` is data only (the icons' definitions: components/icons/). */
const noAntd = {
  regex: '^(antd(/|$)|@ant-design/(?!icons-svg(/|$)))',
  message:
    'no antd on a first screen: use the plain kit, or put this in an editor or dialog loaded lazily and add it to antdFiles (eslint.config.js)',
};

/**
 * The browser programs take only types from the contract files that build zod schemas: a value import would put
 * zod (≈ 30 KB gzip, and its `eval` probe against our CSP) into the app. Their plain values live in zod-free files.
 */
const contractFiles = readdirSync(new URL('./contract', import.meta.url), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.replaceAll('\\', '/').replace(/\.ts$/, ''));
const zodFiles = contractFiles.filter((file) =>
  /from 'zod/.test(readFileSync(new URL(`./contract/${file}.ts`, import.meta.url), 'utf8')),
);
// A folder (`contract/schemas/`) is zod as a whole, its index included, when one of its files imports zod.
const zodFolders = new Set(
  zodFiles.filter((file) => file.includes('/')).map((f) => f.split('/')[0]),
);
const zodContractFiles = [
  ...zodFiles,
  ...zodFolders,
  ...contractFiles.filter((file) => zodFolders.has(file.split('/')[0]) && !zodFiles.includes(file)),
];
const typesOnlyFromZodContract = {
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: `(^|/)contract/(${zodContractFiles.join('|')})$`,
          allowTypeImports: true,
          message:
            'only types from a zod contract file here: take values from its zod-free sibling',
        },
      ],
    },
  ],
};

/**
 * Server layers: `db/`, `http/`, `mail/`, `realtime/`, `security/` and `storage/` never import `modules/`; a module imports another
 * only through its face (`modules/<area>/index.ts`).
 */
const serverModules = readdirSync(new URL('./server/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverZones = [
  ...['db', 'http', 'mail', 'pdf', 'realtime', 'security', 'storage'].map((layer) => ({
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

// ---- src/ layers (src/features/README.md, src/components/README.md, src/lib/README.md) -------------------
// app/ → features/ → shared (components/, hooks/, lib/, config/, styles/); features never import each
// other (a route module in app/ is where two features meet); no import cycles in src/.
// Inside the shared layer: components → hooks → lib → config.
const srcFeatures = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const sharedFolders = ['components', 'hooks', 'lib', 'config', 'styles'];
/** Inside the shared layer: what each folder is below (components → hooks → lib → config). */
const sharedBelow = {
  hooks: ['components'],
  lib: ['components', 'hooks'],
  config: ['components', 'hooks', 'lib'],
};
const srcLayerZones = [
  {
    target: './src/features',
    from: './src/app',
    message: 'features/ never import app/: a route module in app/ imports them.',
  },
  ...sharedFolders.map((folder) => ({
    target: `./src/${folder}`,
    from: ['./src/app', './src/features'],
    message: `${folder}/ is shared code: it never imports app/ or features/.`,
  })),
  ...srcFeatures.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'Features never import each other: they meet in a route module of app/, or move the code to shared.',
  })),
  ...Object.entries(sharedBelow).map(([folder, above]) => ({
    target: `./src/${folder}`,
    from: above.map((name) => `./src/${name}`),
    message: `${folder}/ is below ${above.join('/, ')}/ in the shared layer: it never imports them.`,
  })),
];

/** The layer and cycle rules of src/ (eslint-plugin-import-x), self-contained. */
const srcLayers = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [
      createTypeScriptImportResolver({ project: './tsconfig.app.json', alwaysTryTypes: false }),
    ],
    'import-x/extensions': ['.ts', '.tsx', '.js'],
    // CSS imports are resolved for the zones but never parsed for cycles.
    'import-x/ignore': ['\\.css$'],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      { basePath: import.meta.dirname, zones: srcLayerZones },
    ],
    // Packages are not followed: they cannot import src/, and parsing them would cost seconds.
    ...(full && { 'import-x/no-cycle': ['error', { ignoreExternal: true }] }),
  },
};
// ---- end of src/ layers ---------------------------------------------------------------------------------

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
  ...(full ? tseslint.configs.recommendedTypeChecked : tseslint.configs.recommended),
  {
    languageOptions: full
      ? { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } }
      : {},
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      ...(full && {
        '@typescript-eslint/no-misused-promises': [
          'error',
          { checksVoidReturn: { attributes: false } },
        ],
      }),
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: full
      ? reactHooks.configs.recommended.rules
      : {
          'react-hooks/rules-of-hooks': 'error',
          'react-hooks/exhaustive-deps':
            reactHooks.configs.recommended.rules['react-hooks/exhaustive-deps'],
        },
  },
  {
    // Testing Library's own rules for the app's tests: a DOM read that must wait is awaited (findBy…, waitFor).
    files: ['tests/app/**/*.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  { files: ['src/**'], rules: noImport('server', 'src/ never imports server/') },
  {
    files: ['src/**'],
    ignores: antdFiles,
    rules: noImport('server', 'src/ never imports server/', noAntd),
  },
  { files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'], rules: typesOnlyFromZodContract },
  srcLayers,
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
    // No cycles in server/ and contract/ either (src/ has its own, in srcLayers).
    files: ['server/**/*.ts', 'contract/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.node.json', alwaysTryTypes: false }),
      ],
      'import-x/extensions': ['.ts', '.js'],
    },
    rules: full ? { 'import-x/no-cycle': ['error', { ignoreExternal: true }] } : {},
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
);
