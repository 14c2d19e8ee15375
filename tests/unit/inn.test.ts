import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { innField, isValidInn } from '../../contract/company';
import { demoContractors } from '../../server/db/seed/data/contractors';

describe('ИНН checksum', () => {
  it('accepts real-format numbers of organisations (10) and individuals (12)', () => {
    for (const inn of ['7707083893', '7704123450', '500100732259', '7830002293'])
      expect(isValidInn(inn)).toBe(true);
    for (const { inn } of demoContractors) expect(isValidInn(inn), inn).toBe(true);
  });

  it('rejects wrong lengths, letters and wrong check digits', () => {
    for (const inn of ['', '770708389', '77070838931', '770708389X', '7707083894', '500100732258'])
      expect(isValidInn(inn)).toBe(false);
  });

  it('any change of the last digit breaks a valid ИНН', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), fc.integer({ min: 1, max: 9 }), (base, shift) => {
        const inn = [...Array(10).keys()].map((d) => base + d).find(isValidInn)!;
        const broken = base + String((Number(inn[9]) + shift) % 10);
        expect(isValidInn(broken)).toBe(false);
      }),
    );
  });

  it('the zod field says which rule failed, in Russian', () => {
    expect(innField.safeParse('123').error?.issues.map((i) => i.message)).toEqual([
      'ИНН должен состоять из 10 или 12 цифр.',
    ]);
    expect(innField.safeParse('7707083894').error?.issues.map((i) => i.message)).toEqual([
      'Неверный ИНН: не сходится контрольное число.',
    ]);
  });
});
