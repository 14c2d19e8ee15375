/// <reference lib="dom" /> // the init script runs in the page, whichever project compiles this
import type { BrowserContext, Page } from '@playwright/test';

/** A company flow filled in at every step; reference ids 1 and 2 exist in every seeded database. */
export const companyDraft = {
  company: {
    name: 'Северное сияние',
    inn: '7707083893',
    website: 'https://aurora.example',
    city: 1,
    staff_count: 12,
    founded_year: 2015,
  },
  services: [{ service: 1, service_range: 1 }],
  industries: [1, 2],
  description: 'Стратегии и запуск брендов для ритейла.',
};

/**
 * Makes a tab (or every tab of a context) one that has walked the agency's company flow up to `last`, with
 * the draft above (sessionStorage, as src/features/company-flow/draft.ts and src/lib/flow-trail.ts keep it);
 * `complete` once the last step is done too.
 */
export const walkCompanyFlow = (target: Page | BrowserContext, last: string, complete = false) =>
  target.addInitScript(
    ({ last, draft, complete }) => {
      sessionStorage.setItem('podryad.flow.company.last', last);
      sessionStorage.setItem('podryad.flow.company.draft', JSON.stringify(draft));
      if (complete) sessionStorage.setItem('podryad.flow.company.complete', '1');
    },
    { last, draft: companyDraft, complete },
  );
