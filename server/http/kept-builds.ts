import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuildsAnswer } from '../../contract/builds';
import { BUILD_INFO_PATH } from '../../contract/worker-protocol';

// A tab open on an earlier build still asks for that build's chunks after a deploy: each start copies the
// served build's hashed assets into `DATA_DIR/builds/<id>/assets`, and `/assets/…` falls back to them.

/** Kept: the current build and the 2 before it, each for 7 days after a newer one replaced it. */
export const KEEP_BUILDS = 3;
export const KEEP_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

const RECORD_FILE = 'build.json';
/** Ids become folder names: anything else is not kept (a build id is `20261122T053820Z-2111ed1`). */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

type BuildRecord = {
  id: string;
  built_at: string | null;
  kept_at: string;
  /** When a start first found another build current; null while it is the current one. */
  replaced_at: string | null;
};

export type KeptBuilds = {
  answer: BuildsAnswer;
  /** Where `/assets/…` is looked up, in order: the served build, then kept builds, newest first. */
  assetRoots: string[];
};

type Log = { warn: (message: string) => void };

/** The served build's id and time from its `builds/latest.json`, or null. */
export async function servedBuild(
  staticDir: string,
): Promise<{ id: string; built_at: string | null } | null> {
  try {
    const info = JSON.parse(
      await readFile(path.join(staticDir, BUILD_INFO_PATH.slice(1)), 'utf8'),
    ) as { buildId?: unknown; builtAt?: unknown };
    if (typeof info.buildId !== 'string' || info.buildId === '') return null;
    return {
      id: info.buildId,
      built_at: typeof info.builtAt === 'string' ? info.builtAt : null,
    };
  } catch {
    return null;
  }
}

async function readRecord(dir: string): Promise<BuildRecord | null> {
  try {
    const record = JSON.parse(await readFile(path.join(dir, RECORD_FILE), 'utf8')) as BuildRecord;
    if (typeof record.id !== 'string' || typeof record.kept_at !== 'string') return null;
    if (!existsSync(path.join(dir, 'assets'))) return null;
    return record;
  } catch {
    return null;
  }
}

const writeRecord = (dir: string, record: BuildRecord) =>
  writeFile(path.join(dir, RECORD_FILE), `${JSON.stringify(record)}\n`);

/** Copies the build's assets into `keptDir/<id>` through a temporary folder, so a crash leaves no half copy. */
async function keepCurrent(
  staticDir: string,
  keptDir: string,
  build: { id: string; built_at: string | null },
  now: Date,
): Promise<void> {
  const target = path.join(keptDir, build.id);
  const existing = await readRecord(target);
  if (existing) {
    if (existing.replaced_at !== null)
      await writeRecord(target, { ...existing, replaced_at: null });
    return;
  }
  await rm(target, { recursive: true, force: true });
  const temporary = path.join(keptDir, `.${build.id}.${process.pid}.tmp`);
  await rm(temporary, { recursive: true, force: true });
  const assets = path.join(staticDir, 'assets');
  await mkdir(path.join(temporary, 'assets'), { recursive: true });
  if (existsSync(assets))
    await cp(assets, path.join(temporary, 'assets'), {
      recursive: true,
      filter: (source) => !source.endsWith('.map'),
    });
  await writeRecord(temporary, { ...build, kept_at: now.toISOString(), replaced_at: null });
  await rename(temporary, target);
}

/**
 * At start: keeps the served build's assets, marks the builds it replaced, prunes those past the limits,
 * and tells what `/builds/` answers and where `/assets/…` is looked up. Without `keptDir`, nothing is kept.
 */
export async function keepBuilds(
  staticDir: string,
  keptDir: string | undefined,
  now: Date,
  log: Log,
): Promise<KeptBuilds> {
  const root = path.resolve(staticDir);
  const current = await servedBuild(root);
  const assetRoots = [path.join(root, 'assets')];
  if (!keptDir) return { answer: { current, kept: [] }, assetRoots };

  await mkdir(keptDir, { recursive: true });
  if (current && SAFE_ID.test(current.id)) await keepCurrent(root, keptDir, current, now);
  else if (current) log.warn(`build id ${JSON.stringify(current.id)} is no folder name: not kept`);

  const earlier: BuildRecord[] = [];
  for (const entry of await readdir(keptDir, { withFileTypes: true })) {
    const dir = path.join(keptDir, entry.name);
    const record = entry.isDirectory() && !entry.name.startsWith('.') && (await readRecord(dir));
    if (!record || record.id !== entry.name) {
      await rm(dir, { recursive: true, force: true }); // a half copy, or not ours
      continue;
    }
    if (record.id === current?.id) continue;
    if (record.replaced_at === null) {
      record.replaced_at = now.toISOString();
      await writeRecord(dir, record);
    }
    earlier.push(record);
  }

  const newestFirst = (a: BuildRecord, b: BuildRecord) =>
    (b.replaced_at ?? '').localeCompare(a.replaced_at ?? '') || b.kept_at.localeCompare(a.kept_at);
  earlier.sort(newestFirst);
  const keptUntil = (record: BuildRecord) =>
    new Date(Date.parse(record.replaced_at ?? record.kept_at) + KEEP_DAYS * DAY_MS);
  const kept = earlier.filter(
    (record, index) => index < KEEP_BUILDS - 1 && keptUntil(record) > now,
  );
  for (const record of earlier)
    if (!kept.includes(record)) await rm(path.join(keptDir, record.id), { recursive: true });

  // The current build's own copy stays a root: a deploy that replaces STATIC_DIR before the restart.
  if (current && SAFE_ID.test(current.id) && existsSync(path.join(keptDir, current.id)))
    assetRoots.push(path.join(keptDir, current.id, 'assets'));
  assetRoots.push(...kept.map((record) => path.join(keptDir, record.id, 'assets')));
  return {
    answer: {
      current,
      kept: kept.map((record) => ({
        id: record.id,
        built_at: record.built_at,
        replaced_at: record.replaced_at ?? record.kept_at,
        kept_until: keptUntil(record).toISOString(),
      })),
    },
    assetRoots: assetRoots.map((dir) => path.resolve(dir)),
  };
}
