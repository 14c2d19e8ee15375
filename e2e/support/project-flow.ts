/// <reference lib="dom" /> // the init script runs in the page, whichever project compiles this
import type { BrowserContext, Page } from '@playwright/test';

/** A project flow filled in at every step; reference ids 1 and 2 exist in every seeded database. */
export const projectDraft = {
  services: [{ service: 1, service_range: 1 }],
  industries: [1],
  min_staff: null,
  places: [],
  languages: [],
  included: [],
  excluded: [],
  company: { name: 'Пекарни «Колос»', inn: '7707083893', website: '', city: 1 },
  about: {
    title: 'Соцсети для пекарен',
    description: '',
    budget: null,
    start_date: '',
    deadline: '',
  },
};

/**
 * Makes a tab (or every tab of a context) one that has walked the project flow up to `last`, with the draft
 * above (localStorage, as src/features/project-flow/draft.ts and src/lib/flow-trail.ts keep it).
 */
export const walkProjectFlow = (target: Page | BrowserContext, last: string) =>
  target.addInitScript(
    ({ last, draft }) => {
      localStorage.setItem('podryad.flow.project.last', last);
      localStorage.setItem('podryad.flow.project.draft', JSON.stringify(draft));
    },
    { last, draft: projectDraft },
  );
