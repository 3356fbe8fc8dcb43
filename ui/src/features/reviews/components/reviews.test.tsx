import { fireEvent, screen } from '@testing-library/react';
import { ClientResponseError } from 'pocketbase';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/renderRoutes';
import type { ProfileReviews as Reviews } from '@/shared/reviews/model';
import { ProfileReviews } from './ProfileReviews';
import { ReviewForm } from './ReviewForm';

const mocks = vi.hoisted(() => ({
  send: vi.fn(),
  user: null as null | { id: string; role: string; team: string; username: string },
}));

vi.mock('@/shared/pb', () => ({ pb: { send: mocks.send } }));
vi.mock('@/shared/auth', () => ({
  useCurrentUser: () => mocks.user,
  companyIdOf: (u: { id: string; team: string } | null) => (u ? u.team || u.id : ''),
}));

const page: Reviews = {
  subject: 'company00000001',
  count: 2,
  average: 4.5,
  page: 1,
  perPage: 10,
  totalPages: 1,
  items: [
    {
      id: 'r1',
      rating: 5,
      text: 'Great team.',
      author_name: 'Vera Lopez',
      author_username: 'vera',
      opportunity_title: 'Frontend helper',
      published_at: '2026-11-01 10:00:00.000Z',
      reply: '',
      replied_at: '',
    },
    {
      id: 'r2',
      rating: 4,
      text: 'Good.',
      author_name: 'Victor',
      author_username: '',
      opportunity_title: 'Design',
      published_at: '2026-10-01 10:00:00.000Z',
      reply: 'Thanks!',
      replied_at: '2026-10-02 10:00:00.000Z',
    },
  ],
};

// jsdom has no font loading API; Mantine's autosizing text area listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  mocks.user = null;
});

describe('ProfileReviews', () => {
  it('shows the average, the count, each review and its reply to a guest, without actions', async () => {
    mocks.send.mockResolvedValue(page);
    renderInApp(<ProfileReviews kind="company" username="acme" name="Acme" />);
    expect(await screen.findByText('4.5 out of 5 from 2 reviews')).toBeVisible();
    expect(screen.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Vera Lopez' })).toHaveAttribute(
      'href',
      '/volunteer/vera',
    );
    expect(screen.getByText('Thanks!')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reply/ })).toBeNull();
  });

  it('lets a member of the reviewed team reply once, and anyone signed in report', async () => {
    mocks.user = {
      id: 'member000000001',
      role: 'company',
      team: 'company00000001',
      username: 'mia',
    };
    mocks.send.mockResolvedValue(page);
    renderInApp(<ProfileReviews kind="company" username="acme" name="Acme" />);
    expect(
      await screen.findByRole('button', { name: 'Reply to the review by Vera Lopez' }),
    ).toBeVisible();
    // The answered review takes no second reply.
    expect(screen.queryByRole('button', { name: 'Reply to the review by Victor' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Report the review by/ })).toHaveLength(2);
  });

  it('opens the report dialog (loaded on first use), asks for a reason and sends it', async () => {
    mocks.user = { id: 'vol000000000001', role: 'volunteer', team: '', username: 'vera' };
    mocks.send.mockResolvedValue(page);
    renderInApp(<ProfileReviews kind="company" username="acme" name="Acme" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Report the review by Vera Lopez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this review?' });
    expect(dialog).toHaveTextContent('The review by Vera Lopez goes to our team');
    fireEvent.click(screen.getByRole('button', { name: 'Report review' }));
    expect(await screen.findByText('Say why you are reporting this review.')).toBeVisible();
    expect(mocks.send).not.toHaveBeenCalledWith('/api/reviews/r1/report', expect.anything());

    mocks.send.mockResolvedValue({});
    fireEvent.change(screen.getByRole('textbox', { name: /^Reason/ }), {
      target: { value: '  Names a private matter.  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Report review' }));
    await vi.waitFor(() =>
      expect(mocks.send).toHaveBeenCalledWith(
        '/api/reviews/r1/report',
        expect.objectContaining({ method: 'POST', body: { reason: 'Names a private matter.' } }),
      ),
    );
  });

  it('says what happens next when there are no reviews', async () => {
    mocks.send.mockResolvedValue({ ...page, count: 0, average: 0, items: [] });
    renderInApp(<ProfileReviews kind="volunteer" username="vera" name="Vera" />);
    expect(
      await screen.findByText(/^No reviews yet\. Reviews appear here once Vera/),
    ).toBeVisible();
  });
});

describe('ReviewForm', () => {
  it('asks for stars before sending, then shows the server refusal', async () => {
    renderInApp(<ReviewForm engagementId="e1" otherName="Acme" />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Choose from 1 to 5 stars.')).toBeVisible();
    expect(mocks.send).not.toHaveBeenCalled();

    mocks.send.mockRejectedValue(
      new ClientResponseError({
        status: 400,
        response: {
          message: 'You have already reviewed this engagement.',
          data: {
            engagement: {
              code: 'validation_already_reviewed',
              message: 'You have already reviewed this engagement.',
            },
          },
        },
      }),
    );
    fireEvent.keyDown(screen.getByRole('radio', { name: '4 stars' }), { key: ' ' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already reviewed this engagement.',
    );
    expect(mocks.send).toHaveBeenCalledWith('/api/engagements/e1/review', {
      method: 'POST',
      body: { rating: 4, text: '' },
    });
  });
});
