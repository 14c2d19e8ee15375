// Apart from user-data.ts (which loads query-persistence lazily), so that the two share this counter
// without importing each other.
let generation = 0;

/** Bumped by every logout wipe: a persisted-query save scheduled before it is dropped (query-persistence). */
export const userDataGeneration = (): number => generation;

export function nextUserDataGeneration(): void {
  generation += 1;
}
