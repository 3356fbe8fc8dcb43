import { describe, expect, it } from 'vitest';
import { footerPreview, safeHref } from './footerPreview';

function render(html: string): string {
  const div = document.createElement('div');
  div.appendChild(footerPreview(html));
  return div.innerHTML;
}

describe('footerPreview', () => {
  it('keeps ordinary formatting, classes and safe links', () => {
    const html =
      '<div class="footer-columns"><h3>Support</h3><ul><li><a href="/terms">Terms</a></li>' +
      '<li><a href="https://example.org/x">Site</a></li></ul><p><strong>Hi</strong></p></div>';
    expect(render(html)).toBe(html);
  });

  it('drops scripts, styles and frames with their content', () => {
    expect(
      render('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="/x"></iframe>'),
    ).toBe('<p>a</p>');
  });

  it('drops event handlers and other attributes', () => {
    expect(render('<p onclick="alert(1)" style="position:fixed" id="x">a</p>')).toBe('<p>a</p>');
  });

  it('drops unknown elements but keeps their text', () => {
    expect(render('<p>a<img src="x" onerror="alert(1)"><font>b</font></p>')).toBe('<p>ab</p>');
  });

  it('keeps a link but not an unsafe target', () => {
    expect(render('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(render('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(render('<a href="java&#9;script:alert(1)">x</a>')).toBe('<a>x</a>');
  });
});

describe('safeHref', () => {
  it.each([
    ['/privacy#cookies', '/privacy#cookies'],
    ['#top', '#top'],
    ['https://example.org', 'https://example.org'],
    ['mailto:hi@example.org', 'mailto:hi@example.org'],
    ['//evil.example', null],
    ['data:text/html,x', null],
    ['vbscript:x', null],
    ['', null],
    [null, null],
  ])('%s → %s', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});
