import type { Engagement } from '@/shared/engagements/model';

/** An active engagement with no hours yet, for the tests; `over` changes what a test needs. */
export function engagement(over: Partial<Engagement> = {}): Engagement {
  return {
    id: 'e1',
    application: 'a1',
    opportunity: 'o1',
    volunteer: 'v1',
    company: 'c1',
    opportunity_title: 'Data analyst',
    company_name: 'Acme',
    volunteer_name: 'Vera Lee',
    skills: [],
    status: 'active',
    accepted_at: '2026-10-01 10:00:00.000Z',
    finish_requested_by: '',
    finish_requested_at: '',
    completed_at: '',
    approved_hours: 0,
    pending_hours: 0,
    created: '2026-10-01 10:00:00.000Z',
    ...over,
  };
}
