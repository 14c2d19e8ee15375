import { beforeEach, describe, expect, it } from 'vitest';
import { registerAgencyRequest } from '../../contract/contractor';
import { agencyRequest } from '../../src/features/company-flow/api/register-agency';
import {
  clearDraft,
  emptyDraft,
  isDraftComplete,
  readDraft,
  saveDraft,
} from '../../src/features/company-flow/draft';

// In node there is no sessionStorage: the draft falls back to memory, as in a browser that blocks storage.
beforeEach(() => clearDraft());

const company = {
  name: 'Северное сияние',
  inn: '7707083893',
  website: '',
  city: 1,
  staff_count: null,
  founded_year: 2015,
};

describe('company flow draft', () => {
  it('starts empty and merges each step’s part', () => {
    expect(readDraft()).toEqual(emptyDraft());
    saveDraft({ company });
    saveDraft({ services: [{ service: 3, service_range: 11 }] });
    expect(readDraft()).toMatchObject({ company, services: [{ service: 3, service_range: 11 }] });
  });

  it('is complete with company data, priced services and an industry', () => {
    expect(isDraftComplete()).toBe(false);
    saveDraft({ company, services: [{ service: 3, service_range: null }], industries: [2] });
    expect(isDraftComplete()).toBe(false); // a service without its price band
    saveDraft({ services: [{ service: 3, service_range: 11 }] });
    expect(isDraftComplete()).toBe(true);
    saveDraft({ company: { ...company, inn: '12345' } });
    expect(isDraftComplete()).toBe(false);
  });

  it('becomes the register-agency request the server accepts', () => {
    saveDraft({
      company,
      services: [{ service: 3, service_range: 11 }],
      industries: [2, 5],
      description: '  Сайты для ритейла.  ',
    });
    const body = agencyRequest(readDraft(), {
      email: 'boss@aurora.example',
      password: 'Strong-pass-42',
      re_password: 'Strong-pass-42',
    });
    expect(registerAgencyRequest.safeParse(body).success).toBe(true);
    expect(body.company.description).toBe('Сайты для ритейла.');
  });
});
