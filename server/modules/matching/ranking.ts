import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { CandidateIndex } from './candidate-index';
import { KeptPages } from './kept-pages';
import { storedPageQuery, type StoredPageQuery } from './stored-ranking';

// What ranking keeps in this process, one per database: the in-memory index of the catalogue, the kept
// pages (the store's first tier) and the store's prepared read. Owned by the `ranking` plugin and gone with
// the server; another process (or a test's second app) has its own.

export class Ranking {
  /** The pages of project rankings this process answered lately. */
  readonly kept = new KeptPages();
  /**
   * How `use_cache=true` was answered since start (the metrics): from the kept pages, from the database's
   * store, or ranked afresh because neither held the page at the project's current versions.
   */
  readonly cacheCounts = { kept: 0, stored: 0, miss: 0 };
  private readonly index = new CandidateIndex();
  private storedPage: StoredPageQuery | undefined;

  constructor(readonly db: Db) {}

  /** The index of the catalogue, caught up with at least catalogue `version` (read through `db`). */
  async indexAt(version: number, db: Db = this.db): Promise<CandidateIndex> {
    await this.index.catchUp(db, version);
    return this.index;
  }

  /** The stored page's read: the cached answer's hot path, prepared once, planned once per connection. */
  storedPageQuery(): StoredPageQuery {
    return (this.storedPage ??= storedPageQuery(this.db));
  }

  /** Forgets the kept pages: as a process that has answered none. */
  forget(): void {
    this.kept.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the `ranking` plugin. */
    ranking: Ranking;
  }
}

/**
 * The ranking's state for the app's database. A listening server reads the whole index at once in the
 * background, so the first ranking does not; `inject` (the tests) never listens, and reads it when needed.
 */
export const rankingPlugin = fp(
  (app, _options, done) => {
    const ranking = new Ranking(app.db.db);
    app.decorate('ranking', ranking);
    app.addHook('onListen', (listening) => {
      ranking
        .indexAt(0)
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'the ranking index will be read at the first ranking'),
        );
      listening();
    });
    app.addHook('onClose', (_app, closed) => {
      ranking.forget();
      closed();
    });
    done();
  },
  { name: 'ranking', dependencies: ['db'] },
);
