import { describe, expect, it } from 'vitest';
import type { Application } from '@/shared/components/opportunity/model';
import { filterApplicants, recentEvents } from './applicants';

function app(id: string, over: Partial<Application> = {}): Application {
  return {
    id,
    opportunity: 'o1',
    volunteer: `v${id}`,
    company: 'c1',
    opportunity_title: 'Website',
    company_name: 'Acme',
    note: '',
    stage: 'applied',
    withdrawn_by: '',
    history: null,
    created: '2026-01-01T00:00:00Z',
    updated: '2026-01-01T00:00:00Z',
    applicant: {
      id: `v${id}`,
      username: `user${id}`,
      name: `Name ${id}`,
      city: 'Leeds',
      country_name: 'United Kingdom',
      photo: '',
      skills: ['React'],
    },
    ...over,
  };
}

describe('applicant filter', () => {
  const list = [
    app('1'),
    app('2', {
      stage: 'interview',
      applicant: {
        id: 'v2',
        username: 'ada',
        name: 'Ada Lovelace',
        city: 'London',
        country_name: 'United Kingdom',
        photo: '',
        skills: ['Go'],
      },
    }),
  ];

  it('keeps everyone without a search or a stage', () => {
    expect(filterApplicants(list, ' ', null)).toHaveLength(2);
  });
  it('matches name, city or a skill, ignoring case', () => {
    expect(filterApplicants(list, 'lovelace', null).map((a) => a.id)).toEqual(['2']);
    expect(filterApplicants(list, 'LONDON', null).map((a) => a.id)).toEqual(['2']);
    expect(filterApplicants(list, 'react', null).map((a) => a.id)).toEqual(['1']);
  });
  it('filters by stage', () => {
    expect(filterApplicants(list, '', 'interview').map((a) => a.id)).toEqual(['2']);
    expect(filterApplicants(list, 'react', 'interview')).toEqual([]);
  });
});

describe('recent events', () => {
  it('lists the newest stage changes first', () => {
    const events = recentEvents(
      [
        app('1', {
          history: [
            { stage: 'applied', at: '2026-01-01T10:00:00Z' },
            { stage: 'in_review', at: '2026-01-03T10:00:00Z' },
          ],
        }),
        app('2', { history: [{ stage: 'applied', at: '2026-01-02T10:00:00Z' }] }),
      ],
      2,
    );
    expect(events.map((e) => [e.applicationId, e.stage])).toEqual([
      ['1', 'in_review'],
      ['2', 'applied'],
    ]);
    expect(events[0]?.applicantName).toBe('Name 1');
  });
});

describe('who made a move', () => {
  it('names the team member, and marks one who left', () => {
    const events = recentEvents(
      [
        app('1', {
          history: [
            { stage: 'applied', at: '2026-01-01T10:00:00Z' },
            { stage: 'in_review', at: '2026-01-02T10:00:00Z', by: 'u1', by_name: 'Ada Lovelace' },
            {
              stage: 'interview',
              at: '2026-01-03T10:00:00Z',
              by: 'u2',
              by_name: 'Bob Byte',
              by_former: true,
            },
          ],
        }),
      ],
      5,
    );
    expect(events.map((e) => e.byName)).toEqual([
      'Bob Byte (former team member)',
      'Ada Lovelace',
      '',
    ]);
  });
});
