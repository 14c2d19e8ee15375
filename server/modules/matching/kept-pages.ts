import type { PageWindow } from '../../http/pagination';
import type { RankingVersions } from './stored-ranking';

// The pages of project rankings this process answered lately, kept in memory as the JSON they were sent as
// (UTF-8 bytes, so an answer is not encoded again): the store's first tier. A cached answer still asks the
// database for the project's versions (another process may have changed them), but not for the page's rows
// while these hold them at those versions.

/** How many ranked agencies are kept, over every project (an agency's JSON is about 2.5 KB). */
export const KEPT_ITEMS = 5000;

/** A project's kept ranking: versions, count and each agency's JSON by position (from 1; holes not kept). */
interface KeptRanking extends RankingVersions {
  validUntil: Date | null;
  count: number;
  items: Map<number, Buffer>;
}

export class KeptPages {
  /** Least recently used first. */
  private readonly projects = new Map<number, KeptRanking>();
  private size = 0;

  /**
   * The versions at which the project's page `win` is kept in whole and still servable at `now`, or null:
   * the store's read then need not return that page's texts if the project is still at them.
   */
  versionsHolding(projectId: number, win: PageWindow, now: Date): RankingVersions | null {
    const kept = this.projects.get(projectId);
    if (!kept || (kept.validUntil !== null && kept.validUntil <= now)) return null;
    const end = Math.min(win.offset + win.limit, kept.count);
    for (let position = win.offset + 1; position <= end; position++)
      if (!kept.items.has(position)) return null;
    return {
      requirementsVersion: kept.requirementsVersion,
      catalogueVersion: kept.catalogueVersion,
    };
  }

  /** The page `win` kept at `versions` (as `versionsHolding` said), or null. */
  page(
    projectId: number,
    versions: RankingVersions,
    win: PageWindow,
    now: Date,
  ): { count: number; results: Buffer[] } | null {
    const held = this.versionsHolding(projectId, win, now);
    if (!held || !sameVersions(held, versions)) return null;
    const kept = this.projects.get(projectId)!;
    this.touch(projectId, kept);
    const results: Buffer[] = [];
    const end = Math.min(win.offset + win.limit, kept.count);
    for (let position = win.offset + 1; position <= end; position++)
      results.push(kept.items.get(position)!);
    return { count: kept.count, results };
  }

  /** Keeps a page of the project's ranking at `versions`; a page of other versions replaces what was kept. */
  keep(
    projectId: number,
    versions: RankingVersions & { validUntil: Date | null },
    page: { count: number; offset: number; results: readonly Buffer[] },
  ): void {
    let kept = this.projects.get(projectId);
    // Another bound at the same versions: a priority the kept pages counted has ended since, so they are stale.
    if (
      !kept ||
      !sameVersions(kept, versions) ||
      kept.validUntil?.getTime() !== versions.validUntil?.getTime()
    ) {
      if (kept) this.forget(projectId, kept);
      kept = {
        requirementsVersion: versions.requirementsVersion,
        catalogueVersion: versions.catalogueVersion,
        validUntil: versions.validUntil,
        count: page.count,
        items: new Map(),
      };
    }
    this.size -= kept.items.size;
    page.results.forEach((item, n) => kept.items.set(page.offset + n + 1, item));
    this.size += kept.items.size;
    this.touch(projectId, kept);
    for (const [id, oldest] of this.projects) {
      if (this.size <= KEPT_ITEMS || id === projectId) break;
      this.forget(id, oldest);
    }
  }

  /** Forgets every kept page: as a process that has answered none (the tests' second process). */
  clear(): void {
    this.projects.clear();
    this.size = 0;
  }

  private touch(projectId: number, kept: KeptRanking) {
    this.projects.delete(projectId);
    this.projects.set(projectId, kept);
  }

  private forget(projectId: number, kept: KeptRanking) {
    this.projects.delete(projectId);
    this.size -= kept.items.size;
  }
}

const sameVersions = (a: RankingVersions, b: RankingVersions) =>
  a.requirementsVersion === b.requirementsVersion && a.catalogueVersion === b.catalogueVersion;
