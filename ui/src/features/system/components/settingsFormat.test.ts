import { describe, expect, it } from 'vitest';
import { actionLabel, describeState } from './ActivityPanel';
import { formatSize } from './BackupsPanel';

describe('system activities', () => {
  it('names known actions and shows unknown ones as they are', () => {
    expect(actionLabel('lookups.rename')).toBe('Renamed a list entry');
    expect(actionLabel('something.new')).toBe('something.new');
  });

  it('writes a state one field a line, a missing one as a dash', () => {
    expect(describeState({ name: 'Robotics', sort: 3, tags: ['a'] })).toBe(
      'name: Robotics\nsort: 3\ntags: ["a"]',
    );
    expect(describeState(null)).toBe('—');
    expect(describeState({})).toBe('—');
    expect(describeState({ html: 'x'.repeat(300) })).toBe(`html: ${'x'.repeat(199)}…`);
  });
});

describe('backup sizes', () => {
  it('reads as bytes, then KB, MB and GB', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(25 * 1024 * 1024)).toBe('25 MB');
    expect(formatSize(3 * 1024 ** 3)).toBe('3.0 GB');
  });
});
