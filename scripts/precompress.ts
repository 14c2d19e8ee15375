import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

// Every text file of the build gets `.br` and `.gz` siblings, written once at build time at the highest
// levels (a server compressing per request could not afford brotli 11); the server picks one by
// Accept-Encoding (@fastify/static `preCompressed`). node:zlib rather than a plugin package: it is the
// same two calls such a plugin makes, and it must run after vite-plugin-pwa has written sw.js, which a
// bundle hook (where those plugins work) never sees.

/** The text formats the build writes. */
export const TEXT_FILE = /\.(?:js|mjs|css|html|svg|webmanifest|json|txt|xml)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type CompressionTotals = { files: number; raw: number; br: number; gz: number };

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `file.br` and `file.gz` next to each text file of `dir`. A variant that would not be smaller than
 * the file is not written (the server then sends the file itself). Returns the byte totals.
 */
export async function precompressDir(dir: string): Promise<CompressionTotals> {
  const totals: CompressionTotals = { files: 0, raw: 0, br: 0, gz: 0 };
  const jobs: Promise<void>[] = [];
  for await (const file of walk(dir)) {
    if (!TEXT_FILE.test(file)) continue;
    jobs.push(
      (async () => {
        const [source, { size }] = await Promise.all([readFile(file), stat(file)]);
        const [br, gz] = await Promise.all([
          brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: size,
            },
          }),
          gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        totals.files += 1;
        totals.raw += size;
        totals.br += Math.min(br.length, size);
        totals.gz += Math.min(gz.length, size);
        await Promise.all([
          br.length < size ? writeFile(`${file}.br`, br) : undefined,
          gz.length < size ? writeFile(`${file}.gz`, gz) : undefined,
        ]);
      })(),
    );
  }
  await Promise.all(jobs);
  return totals;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Compresses the finished build folder, after every other plugin (sw.js included) has written to it. */
export function precompress(): Plugin {
  let outDir = 'dist';
  let logger: Logger | undefined;
  return {
    name: 'podryad-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const totals = await precompressDir(outDir);
        logger?.info(
          `precompressed ${totals.files} text files: ${kb(totals.raw)} → brotli ${kb(totals.br)}, gzip ${kb(totals.gz)}`,
        );
      },
    },
  };
}
