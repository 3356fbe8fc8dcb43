// Prints the JavaScript a browser downloads for each public page, in KB gzip.
// Usage: node scripts/js-weight.mjs http://127.0.0.1:8090 / /login /pre-register
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:8090', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/', '/login', '/pre-register', '/company-register'];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const path of pages) {
  const page = await browser.newPage();
  const bodies = [];
  page.on('response', async (res) => {
    if (res.url().endsWith('.js')) bodies.push(res.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  const all = await Promise.all(bodies);
  const gz = all.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
  console.log(`${path.padEnd(22)} ${all.length} files  ${(gz / 1024).toFixed(1)} KB gzip`);
  await page.close();
}
await browser.close();
