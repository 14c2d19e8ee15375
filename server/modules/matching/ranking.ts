import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { CandidateIndex } from './candidate-index';
import { KeptPages } from './kept-pages';
import { storedPageQuery, type StoredPageQuery } from './stored-ranking';

// What ranking keeps in this process, one per database: the in-memory index of the catalogue, the kept
// pages (the store's first tier), the store's prepared read and the stores still being written. Owned by the
// `ranking` plugin and gone with the server; another process (or a test's second app) has its own.

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
  private readonly storing = new Set<Promise<void>>();

  constructor(
    readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The index of the catalogue, caught up with at least catalogue `version` (read through `db`). */
  async indexAt(version: number, db: Db = this.db): Promise<CandidateIndex> {
    await this.index.catchUp(db, version);
    return this.index;
  }

  /** The stored page's read: the cached answer's hot path, prepared once, planned once per connection. */
  storedPageQuery(): StoredPageQuery {
    return (this.storedPage ??= storedPageQuery(this.db));
  }

  /**
   * Writes to the store past the answer: a fresh ranking does not wait for it. The store is a cache, so a
   * failed write is a warning (the page is ranked again when asked for); `settled` waits for it.
   */
  storeLater(write: () => Promise<void>): void {
    // Begun on the loop's next turn: building and sending its statement would otherwise come before the
    // answer's write (scratch measure: a fresh answer through inject 14.1 → 11.0 ms p50).
    const stored = new Promise((resolve) => setImmediate(resolve))
      .then(write)
      .catch((error: unknown) => this.log.warn({ err: error }, 'a ranking page was not stored'))
      .finally(() => this.storing.delete(stored));
    this.storing.add(stored);
  }

  /** Resolves once every store begun so far is written or has failed: the server's close, the tests. */
  async settled(): Promise<void> {
    while (this.storing.size > 0) await Promise.all(this.storing);
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
    const ranking = new Ranking(app.db.db, app.log);
    app.decorate('ranking', ranking);
    app.addHook('onListen', (listening) => {
      ranking
        .indexAt(0)
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'the ranking index will be read at the first ranking'),
        );
      listening();
    });
    // Before the database's own close (hooks close in reverse order): the last stores are written first.
    app.addHook('onClose', async () => {
      await ranking.settled();
      ranking.forget();
    });
    done();
  },
  { name: 'ranking', dependencies: ['db'] },
);
