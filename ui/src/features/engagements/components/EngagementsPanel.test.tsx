import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EngagementWithHours } from '../api/opportunityEngagements';
import { engagement as baseEngagement } from '@/test/engagements';
import { renderInApp } from '@/test/renderRoutes';
import { EngagementsPanel } from './EngagementsPanel';

const mocks = vi.hoisted(() => ({ engagements: [] as unknown[] }));

vi.mock('../api/opportunityEngagements', () => ({
  useOpportunityEngagements: () => ({
    isPending: false,
    isError: false,
    data: mocks.engagements,
    refetch: vi.fn(),
  }),
}));
vi.mock('../api/decideHours', () => ({
  useDecideHours: () => ({ mutate: vi.fn(), isPending: false, variables: undefined }),
}));
vi.mock('../api/confirmEngagement', () => ({
  useConfirmEngagement: () => ({ mutate: vi.fn(), mutateAsync: vi.fn(), isPending: false }),
}));

/** An engagement of the panel: the shared test engagement with its hours entries. */
const engagement = (over: Partial<EngagementWithHours>): EngagementWithHours => ({
  ...baseEngagement(),
  entries: [],
  ...over,
});

const confirmButton = () => screen.getByRole('button', { name: 'Confirm completion' });

describe('EngagementsPanel: Confirm completion', () => {
  it('is off without approved hours, and says why', () => {
    mocks.engagements = [engagement({})];
    renderInApp(<EngagementsPanel opportunityId="o1" />);
    expect(confirmButton()).toBeDisabled();
    expect(confirmButton()).toHaveAccessibleDescription(
      'Completion needs at least one approved hours entry.',
    );
  });

  it('is off while hours wait for a decision', () => {
    mocks.engagements = [engagement({ approved_hours: 2, pending_hours: 1.5 })];
    renderInApp(<EngagementsPanel opportunityId="o1" />);
    expect(confirmButton()).toBeDisabled();
    expect(confirmButton()).toHaveAccessibleDescription(
      'Approve or reject the pending hours first.',
    );
  });

  it('is on once hours are approved and none wait', () => {
    mocks.engagements = [engagement({ approved_hours: 2 })];
    renderInApp(<EngagementsPanel opportunityId="o1" />);
    expect(confirmButton()).toBeEnabled();
  });
});
