import type { OfflineArea } from '../contract/worker-protocol';

// Which source modules' chunks the worker holds for offline use, by path from the project root. Read by the
// build (scripts/offline-chunks.ts), which fails when a path names no chunk, and turns each into the URLs of
// its chunk, the chunks it imports and their CSS. Pure constants: no worker globals.

/**
 * Precached with the shell (index.html, the entry, its static imports and CSS, icons): the landing page,
 * and the two lazy parts every page starts (worker registration, saved queries restore).
 */
export const SHELL_MODULES = [
  'src/app/routes/landing.tsx',
  'src/lib/pwa/service-worker.ts',
  'src/lib/pwa/query-persistence.ts',
];

const LEGAL_DOCUMENTS = [
  'publicOffer',
  'privacyPolicy',
  'userAgreement',
  'contentPolicy',
  'mailingAgreement',
  'personalDataPolicy',
].map((name) => `src/features/legal/documents/${name}.ts`);

const EVERY_USER = [
  // The toasts (antd's notification): a screen loads them only when it has something to say, and
  // offline is when it has.
  'src/components/toaster/Toaster.tsx',
  'src/app/routes/knowledgebase.tsx',
  'src/app/routes/knowledgebase-article.tsx',
  'src/app/routes/not-found.tsx',
  'src/app/routes/legal.tsx',
  ...LEGAL_DOCUMENTS,
];

/** The profile pages' forms load on «Изменить», apart from their pages: offline, they open all the same. */
const profileForms = (...names: string[]) =>
  names.map((name) => `src/features/profile/components/${name}.tsx`);

const companyProfileForms = (...names: string[]) =>
  names.map((name) => `src/features/company-profile/components/${name}.tsx`);

/** Fetched into the assets cache once a user of the area is logged in (the app asks; see protocol.ts). */
export const AREA_MODULES: Record<OfflineArea, string[]> = {
  client: [
    ...EVERY_USER,
    'src/app/routes/dashboard-profile.tsx',
    'src/app/routes/profile-password.tsx',
    ...profileForms('PersonNamesForm', 'ClientCompanyForm'),
  ],
  panel: [
    ...EVERY_USER,
    'src/components/layouts/PanelLayout.tsx',
    'src/app/routes/panel-home.tsx',
    // The inbox and its projects: the last-seen ones open offline (their answers are in the worker's cache).
    'src/app/routes/panel-projects.tsx',
    'src/app/routes/panel-project.tsx',
    'src/app/routes/panel-profile.tsx',
    'src/app/routes/panel-company-profile.tsx',
    'src/app/routes/panel-company-profile-sections.tsx',
    // The company profile's forms (a case, a row of each list) load on «Добавить» / «Изменить», apart
    // from its page.
    ...companyProfileForms(
      'CaseForm',
      'ServiceForm',
      'IndustryForm',
      'LocationForm',
      'LanguageForm',
      'ClientForm',
    ),
    'src/app/routes/profile-password.tsx',
    ...profileForms('PersonNamesForm', 'AgencyForm'),
    'src/app/routes/panel-staff.tsx',
    // The tariffs: the plan in force, its limits and invoices (their answers are in the worker's cache).
    'src/app/routes/panel-tariffs.tsx',
    'src/app/routes/panel-tariff.tsx',
    // A lazy part of the staff screen, not among its static imports: the invitation form.
    'src/features/staff/components/AddEmployeeForm.tsx',
  ],
};
