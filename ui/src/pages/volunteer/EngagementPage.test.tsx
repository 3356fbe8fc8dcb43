import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { engagement } from '@/test/engagements';
import { renderRoutes } from '@/test/renderRoutes';
import { EngagementPage } from './EngagementPage';

const mocks = vi.hoisted(() => ({ engagement: null as unknown }));

vi.mock('@/features/engagements/api/engagement', () => ({
  useEngagement: () => ({ isPending: false, isError: false, data: mocks.engagement }),
}));
vi.mock('@/features/engagements/api/engagementHours', () => ({
  useEngagementHours: () => ({ isPending: false, isError: false, data: [] }),
}));
vi.mock('@/features/certificates/api/engagementCertificate', () => ({
  useEngagementCertificate: () => ({ isSuccess: true, data: null }),
}));
vi.mock('@/features/engagements/api/finishEngagement', () => ({
  useFinishEngagement: () => ({ mutate: vi.fn(), mutateAsync: vi.fn(), isPending: false }),
}));
vi.mock('@/features/engagements/components/LogHoursForm', () => ({
  LogHoursForm: () => <form aria-label="Log hours" />,
}));
vi.mock('@/features/reviews/components/EngagementReview', () => ({ EngagementReview: () => null }));

const renderPage = () =>
  renderRoutes(
    [{ path: '/volunteer/engagements/:id', Component: EngagementPage }],
    '/volunteer/engagements/e1',
  );

describe('EngagementPage', () => {
  it('keeps "Mark as finished" off until some time is logged, and says why', async () => {
    mocks.engagement = engagement({});
    renderPage();
    const button = await screen.findByRole('button', { name: 'Mark as finished' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Log the time you worked before marking this engagement finished.',
    );
    expect(
      screen.getByText(/No hours yet\. Log the time you worked with the form above\./),
    ).toBeInTheDocument();
  });

  it('speaks of no form once completed without hours', async () => {
    mocks.engagement = engagement({
      status: 'completed',
      completed_at: '2026-10-20 10:00:00.000Z',
    });
    renderPage();
    expect(await screen.findByText('No hours were logged on this engagement.')).toBeInTheDocument();
    expect(
      screen.getByText('No certificate was issued: no hours were approved.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/with the form above/)).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Log hours' })).not.toBeInTheDocument();
  });
});
