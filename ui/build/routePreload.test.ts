// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sheetsAfterRoot } from './routePreload';

describe('sheetsAfterRoot', () => {
  const html = [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <title>Voluntech</title>',
    '    <script type="module" crossorigin src="/assets/index-a.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/react-b.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-c.css">',
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    '  </body>',
    '</html>',
  ].join('\n');

  it('moves the stylesheet links after the root, leaving scripts and preloads in the head', () => {
    const out = sheetsAfterRoot(html);
    const head = out.slice(0, out.indexOf('</head>'));
    const body = out.slice(out.indexOf('<body>'));
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-a.js">');
    expect(head).toContain('rel="modulepreload"');
    expect(body.indexOf('<div id="root"></div>')).toBeLessThan(body.indexOf('index-c.css'));
    expect(body).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/index-c.css">\s*<\/body>/,
    );
    expect(out.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('leaves a page without stylesheets as it is', () => {
    const none = html.replace(/\n\s*<link rel="stylesheet"[^>]*>/, '');
    expect(sheetsAfterRoot(none)).toBe(none);
  });
});
