import type { FastifyInstance } from 'fastify';

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
    '',
  ];
  console.log(lines.join('\n'));
}
