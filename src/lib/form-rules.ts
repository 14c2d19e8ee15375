import { INN_MESSAGES, isValidInn } from '../../contract/company-rules';

// Field rules the company flow and the profile forms share (antd Form `rules`), as the server checks them.

/** ИНН: 10 or 12 digits with the tax service's check digits (contract/company.ts). */
export const innRule = {
  validator: (_rule: unknown, value: unknown) => {
    const inn = typeof value === 'string' ? value.trim() : '';
    if (!inn) return Promise.reject(new Error('Введите ИНН'));
    if (!/^(\d{10}|\d{12})$/.test(inn)) return Promise.reject(new Error(INN_MESSAGES.format));
    return isValidInn(inn) ? Promise.resolve() : Promise.reject(new Error(INN_MESSAGES.checksum));
  },
};

/** `agency.ru` is what people type; the server wants an absolute URL. */
export const withScheme = (website: string | null | undefined) => {
  const trimmed = (website ?? '').trim();
  return trimmed && !/^https?:\/\//i.test(trimmed) ? `https://${trimmed}` : trimmed;
};

export const FOUNDED_YEAR_MIN = 1900;
