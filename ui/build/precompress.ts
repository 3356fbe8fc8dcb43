import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed formats already. */
const compressible = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file in
 * `dir`, where it is smaller than the file. The server sends the one the
 * browser accepts: compressing once at the highest levels here costs
 * nothing per request, where the server could only afford a fast level.
 * Returns the files it compressed.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const done: string[] = [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((e) => e.isFile() && compressible.test(e.name))
      .map(async (e) => {
        const file = join(e.parentPath, e.name);
        const data = await readFile(file);
        const [br, gzipped] = await Promise.all([
          brotli(data, {
            params: {
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
          gz(data, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        let wrote = false;
        for (const [ext, out] of [
          ['.br', br],
          ['.gz', gzipped],
        ] as const) {
          if (out.length < data.length) {
            await writeFile(file + ext, out);
            wrote = true;
          }
        }
        if (wrote) done.push(file);
      }),
  );
  return done.sort();
}

/** The Vite plugin: precompresses the build's output once it is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'voluntech:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await precompressDir(outDir);
      this.info(`precompressed ${files.length} files (brotli and gzip)`);
    },
  };
}
