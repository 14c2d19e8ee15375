import type { FastifyInstance } from 'fastify';
import { DEMO_AGENCY_LOGINS } from './db/seed/demo-agency-logins';
import { DEMO_CLIENT_COLLEAGUE } from './db/seed/demo-colleague';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-users';

/** The lines a person starting the server reads: where it is and what it runs on. */
export function printStartBanner(app: FastifyInstance): void {
  const { config, db } = app;
  const database =
    db.kind === 'postgres'
      ? 'PostgreSQL (DATABASE_URL)'
      : `встроенная PostgreSQL (PGlite) в ${config.dataDir}`;
  const lines = [
    '',
    `  Подряд запущен: ${config.publicUrl}/`,
    `  База данных:    ${database}`,
    `  База знаний:    ${config.publicUrl}/knowledgebase`,
    `  API:            ${config.publicUrl}/api/docs/ (OpenAPI: /api/schema/)`,
    '',
  ];
  if (config.seedDemo) {
    const accounts = [
      DEMO_ACCOUNTS[0],
      DEMO_CLIENT_COLLEAGUE,
      ...DEMO_ACCOUNTS.slice(1),
      ...DEMO_AGENCY_LOGINS,
    ];
    const width = Math.max(...accounts.map((a) => a.email.length));
    lines.push(
      `  Демо-аккаунты (пароль ${DEMO_PASSWORD}), вход: ${config.publicUrl}/auth/login`,
      ...accounts.map((a) => `    ${a.email.padEnd(width)}  ${a.role}`),
      '',
    );
  }
  console.log(lines.join('\n'));
}
