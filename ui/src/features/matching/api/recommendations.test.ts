import { describe, expect, it } from 'vitest';
import { missingText } from './recommendations';

describe('missingText', () => {
  it('names what a thin profile lacks, in words', () => {
    expect(missingText(['skills', 'tags', 'category'])).toBe(
      'your skills, the topics you care about or your field',
    );
    expect(missingText(['skills'])).toBe('your skills');
    expect(missingText([])).toBe('');
  });
});
