import { describe, expect, it } from 'vitest';
import { summary } from './SavedSearchesList';
import type { SavedSearch } from '@/shared/savedSearches/api';

const base: SavedSearch = {
  id: 'x',
  name: 'n',
  kind: 'opportunities',
  query: {},
  frequency: 'daily',
  paused: false,
  created: '',
  last_sent_at: '',
  dropped: [],
  link: '/opportunities',
};

describe('summary', () => {
  it('says the filters in words, without the dropped ones', () => {
    expect(summary(base)).toBe('Everything new');
    expect(
      summary({
        ...base,
        query: { q: 'react', skills: ['Go'], remote: true, hours: 4, category: 'c', country: 'gb' },
        dropped: ['country'],
      }),
    ).toBe('“react” · skills: Go · remote · up to 4 h a day · category chosen');
  });
});
