import { beforeEach, describe, expect, it } from 'vitest';
import { projectCreate } from '../../contract/project';
import { matchingPreviewRequest } from '../../contract/matching-preview';
import { projectRequest } from '../../src/features/project-flow/api/create-project';
import {
  clearDraft,
  emptyDraft,
  isDraftReady,
  parseDraft,
  previewRequirements,
  readDraft,
  saveDraft,
  type ProjectDraft,
} from '../../src/features/project-flow/draft';

// In node there is no localStorage: the draft falls back to memory, as in a browser that blocks storage.
beforeEach(() => clearDraft());

const filled: ProjectDraft = {
  services: [{ service: 3, service_range: 11 }],
  industries: [2, 5],
  min_staff: 10,
  places: [{ country: 1, city: 7, name: 'Казань, Россия' }],
  languages: [1],
  included: [{ id: 40, name: 'Северный ветер' }],
  excluded: [{ id: 41, name: 'Соль' }],
  company: { name: 'Колос', inn: '7707083893', website: 'kolos.ru', city: 7 },
  about: {
    title: 'Соцсети для пекарен',
    description: '',
    budget: 'LESS_15M',
    start_date: '2026-12-01',
    deadline: '',
  },
};

describe('project flow draft', () => {
  it('starts empty and merges each step’s part', () => {
    expect(readDraft()).toEqual(emptyDraft());
    saveDraft({ services: filled.services });
    saveDraft({ industries: [2] });
    expect(readDraft()).toMatchObject({ services: filled.services, industries: [2] });
  });

  it('turns a stored draft of any shape into a valid one', () => {
    expect(parseDraft('not json')).toEqual(emptyDraft());
    expect(parseDraft('[1,2]')).toEqual(emptyDraft());
    const odd = parseDraft(
      JSON.stringify({
        services: [{ service: 3, service_range: 'x' }, { service: -1 }, 'junk'],
        industries: [2, 2, 'a', 0, 5],
        min_staff: 0,
        places: [{ country: 1 }, { city: 3 }],
        included: [{ id: 4 }, { name: 'no id' }],
        about: { title: 5, budget: 'NOPE', start_date: '2026-12-01' },
      }),
    );
    expect(odd.services).toEqual([{ service: 3, service_range: null }]);
    expect(odd.industries).toEqual([2, 5]);
    expect(odd.min_staff).toBeNull();
    expect(odd.places).toEqual([{ country: 1, city: null, name: '' }]);
    expect(odd.included).toEqual([{ id: 4, name: '' }]);
    expect(odd.about).toMatchObject({ title: '', budget: null, start_date: '2026-12-01' });
  });

  it('is ready with every service priced and a title', () => {
    expect(isDraftReady(emptyDraft())).toBe(false);
    expect(isDraftReady(filled)).toBe(true);
    expect(
      isDraftReady({
        ...filled,
        services: [...filled.services, { service: 4, service_range: null }],
      }),
    ).toBe(false);
    expect(isDraftReady({ ...filled, about: { ...filled.about, title: '  ' } })).toBe(false);
  });

  it('asks the preview what the steps so far narrow, in the shape the server reads', () => {
    const body = { ...previewRequirements(filled), top: 0 };
    expect(matchingPreviewRequest.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      locations: [{ country: 1, city: 7 }],
      excluded: [41],
      included: [40],
      budget: 'LESS_15M',
    });
  });

  it('creates the project with all its requirements in one request the contract accepts', () => {
    const request = projectRequest(filled);
    const parsed = projectCreate.safeParse(request);
    expect(parsed.success).toBe(true);
    expect(request).toMatchObject({
      title: 'Соцсети для пекарен',
      start_date: '2026-12-01',
      deadline: null,
      requirements: { services: [{ service: 3, service_range: 11 }], min_staff: 10 },
    });
  });
});
