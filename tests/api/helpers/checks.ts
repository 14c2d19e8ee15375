import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

// Checks the accounts tests share: nothing half-written, errors in DRF's shape.

const COUNTED_TABLES = [
  'users',
  'refresh_tokens',
  'outbox',
  'companies',
  'company_accounts',
  'contractors',
  'contractor_accounts',
  'service_contractors',
  'industry_contractors',
] as const;

/** Rows in every table the accounts issue writes: compare before and after to prove nothing was half-written. */
export async function rowCounts(app: FastifyInstance): Promise<Record<string, number>> {
  const select = COUNTED_TABLES.map((table) => `(select count(*)::int from ${table}) as ${table}`);
  const [row] = await app.db.query<Record<string, number>>(`select ${select.join(', ')}`);
  return row!;
}

/** DRF's error shapes: `{"detail"}` (with an optional code) or `{"field": ["…", …], …}`. */
export function expectDrfError(body: unknown): void {
  expect(body).toBeTypeOf('object');
  const entries = Object.entries(body as object);
  expect(entries.length).toBeGreaterThan(0);
  if ('detail' in (body as object)) {
    expect((body as { detail: unknown }).detail).toBeTypeOf('string');
    return;
  }
  for (const [, messages] of entries) {
    expect(Array.isArray(messages)).toBe(true);
    for (const message of messages as unknown[]) expect(message).toMatch(/[А-Яа-яЁё]/);
  }
}
