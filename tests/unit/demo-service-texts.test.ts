import { describe, expect, it } from 'vitest';
import { planDemoCatalogue } from '../../server/db/seed/catalogue/plan';
import { brands } from '../../server/db/seed/data/brands';
import { industries } from '../../server/db/seed/data/industries';
import { serviceCategories } from '../../server/db/seed/data/services';

// What the demo agencies write under their services: each agency its own words, in Russian.

const { handWritten, generated } = planDemoCatalogue();
const agencies = [...handWritten, ...generated];
const texts = agencies.flatMap((agency) =>
  agency.services.map((service, i) => ({
    agency: agency.name,
    service: service.name,
    text: agency.serviceTexts[i]!,
  })),
);

describe('demo service texts', () => {
  it('is the same plan on every run', () => {
    const again = planDemoCatalogue();
    expect([...again.handWritten, ...again.generated].map((a) => a.serviceTexts)).toEqual(
      agencies.map((a) => a.serviceTexts),
    );
  });

  it('gives every demo agency its own text for each service: no two share one', () => {
    expect(texts.length).toBeGreaterThanOrEqual(200);
    const byService = new Map<string, string>();
    const shared = texts.flatMap(({ agency, service, text }) => {
      const key = `${service}\n${text}`;
      const other = byService.get(key);
      byService.set(key, agency);
      return other === undefined ? [] : [`${other} / ${agency}: ${text}`];
    });
    expect(shared).toEqual([]);
  });

  it('writes Russian: Latin letters only in the names of services, brands, industries, never «digital»', () => {
    const names = [
      ...serviceCategories.flatMap((category) => category.services.map((s) => s.name)),
      ...brands.map((brand) => brand.name),
      ...industries,
    ].sort((a, b) => b.length - a.length);
    // Names written as they are: a research standard, a messenger, kinds of systems and companies.
    const kept = ['ESOMAR', 'Telegram', 'CRM', 'IT'];
    const stray = texts.flatMap(({ text }) => {
      const rest = [...names, ...kept].reduce((left, name) => left.split(name).join(' '), text);
      return /[a-z]/i.test(rest) ? [text] : [];
    });
    expect(stray).toEqual([]);
  });
});
