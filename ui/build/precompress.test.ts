// @vitest-environment node
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

describe('precompressDir', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies that decode to the file, only where they are smaller', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script =
      'export const volunteers = ' + JSON.stringify(Array(400).fill('skilled volunteer'));
    writeFileSync(join(dir, 'assets', 'app-1.js'), script);
    writeFileSync(join(dir, 'index.html'), '<!doctype html>' + '<p>Voluntech</p>'.repeat(50));
    // Too short to gain: a copy would be larger than the file.
    writeFileSync(join(dir, 'assets', 'tiny-2.css'), 'a{}');
    // A compressed format already.
    writeFileSync(join(dir, 'photo.png'), Buffer.alloc(4096, 1));

    const done = await precompressDir(dir);

    expect(done).toEqual([join(dir, 'assets', 'app-1.js'), join(dir, 'index.html')]);
    for (const file of done) {
      const original = readFileSync(file);
      const br = readFileSync(file + '.br');
      const gz = readFileSync(file + '.gz');
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(gz.length);
    }
    for (const f of ['assets/tiny-2.css', 'photo.png']) {
      expect(existsSync(join(dir, f + '.br'))).toBe(false);
      expect(existsSync(join(dir, f + '.gz'))).toBe(false);
    }
  });
});
