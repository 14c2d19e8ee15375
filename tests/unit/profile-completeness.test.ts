import { describe, expect, it } from 'vitest';
import { profileCompleteness, type CompletenessInput } from '../../contract/profile-completeness';

// The meter's pure rules: each part's weight, what counts as done, and the order of what to add.

const empty: CompletenessInput = {
  description: '',
  website: null,
  founded_year: null,
  staff_count: null,
  services: [],
  industries: [],
  locations: [],
  languages: [],
  client_histories: [],
  cases: [],
  logo: null,
};
const image = { kind: 'image' };
const document = { kind: 'document' };

describe('profileCompleteness', () => {
  it('an empty profile is at 0, asks for the publication minimum first and cannot be published', () => {
    const meter = profileCompleteness(empty);
    expect(meter.percent).toBe(0);
    expect(meter.can_publish).toBe(false);
    expect(meter.publish_blockers.map((item) => item.key)).toEqual([
      'services',
      'description',
      'locations',
    ]);
    expect(meter.next?.key).toBe('services');
  });

  it('a full profile is at 100 with nothing missing', () => {
    const full = profileCompleteness({
      description: 'Бренды и упаковка.',
      website: 'https://example.ru',
      founded_year: 2012,
      staff_count: 24,
      services: [{ service_range: 3 }],
      industries: [1],
      locations: [1],
      languages: [1],
      client_histories: [1],
      cases: [{ materials: [image] }],
      logo: { id: 7 },
    });
    expect(full).toEqual({
      percent: 100,
      missing: [],
      next: null,
      can_publish: true,
      publish_blockers: [],
    });
  });

  it('a case counts only with a picture, and says so while it has none', () => {
    const noCase = profileCompleteness(empty);
    const documentsOnly = profileCompleteness({ ...empty, cases: [{ materials: [document] }] });
    const withPicture = profileCompleteness({
      ...empty,
      cases: [{ materials: [] }, { materials: [document, image] }],
    });
    expect(noCase.missing.find((item) => item.key === 'cases')?.text).toBe(
      'Добавьте кейс: заказчики выбирают по работам.',
    );
    expect(documentsOnly.percent).toBe(0);
    expect(documentsOnly.missing.find((item) => item.key === 'cases')?.text).toBe(
      'Добавьте к кейсу изображение: заказчики хотят увидеть работу.',
    );
    expect(withPicture.percent).toBe(17);
    expect(withPicture.missing.some((item) => item.key === 'cases')).toBe(false);
  });

  it('the logo counts; deleting it takes its share away', () => {
    expect(profileCompleteness({ ...empty, logo: { id: 7 } }).percent).toBe(5);
    expect(profileCompleteness({ ...empty, logo: null }).missing.map((item) => item.key)).toContain(
      'logo',
    );
  });
});
