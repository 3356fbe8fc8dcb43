import { describe, expect, it } from 'vitest';
import { actorName, lastActiveText, publicMemberName } from './team';

describe('publicMemberName', () => {
  it('shows the first name and the last initial only', () => {
    expect(publicMemberName('Ada', 'L')).toBe('Ada L.');
    expect(publicMemberName(' Ada ', 'lovelace')).toBe('Ada L.');
  });
  it('copes with a missing part', () => {
    expect(publicMemberName('Ada', '')).toBe('Ada');
    expect(publicMemberName('', 'L')).toBe('L.');
    expect(publicMemberName('', '')).toBe('');
  });
  it('keeps a non-Latin initial whole', () => {
    expect(publicMemberName('Li', '𠀋x')).toBe('Li 𠀋.');
  });
});

describe('actorName', () => {
  it('names a current member plainly', () => {
    expect(actorName('Ada Lovelace')).toBe('Ada Lovelace');
    expect(actorName('Ada Lovelace', false)).toBe('Ada Lovelace');
  });
  it('marks someone who left the team', () => {
    expect(actorName('Ada Lovelace', true)).toBe('Ada Lovelace (former team member)');
    expect(actorName('', true)).toBe('A former team member');
  });
  it('is empty when no one of the company made the change', () => {
    expect(actorName('')).toBe('');
    expect(actorName(undefined)).toBe('');
  });
});

describe('lastActiveText', () => {
  const now = new Date('2026-11-22T12:00:00.000Z');
  it('says when someone was never seen', () => {
    expect(lastActiveText('', now)).toBe('Not active yet');
    expect(lastActiveText('not a date', now)).toBe('Not active yet');
  });
  it('reads PocketBase and ISO dates', () => {
    expect(lastActiveText('2026-11-22 11:59:30.000Z', now)).toBe('Active just now');
    expect(lastActiveText('2026-11-22T11:55:00.000Z', now)).toBe('Active 5 minutes ago');
    expect(lastActiveText('2026-11-22 09:00:00.000Z', now)).toBe('Active 3 hours ago');
    expect(lastActiveText('2026-11-21 11:00:00.000Z', now)).toBe('Active yesterday');
    expect(lastActiveText('2026-11-01 12:00:00.000Z', now)).toBe('Active 3 weeks ago');
  });
});
