import { screen, waitFor } from '@testing-library/react';
import { ClientResponseError } from 'pocketbase';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/renderRoutes';
import type { PublicCompany } from '@/features/company-profile/api/companyProfile';
import { PublicCompanyPage } from './PublicCompanyPage';

const mocks = vi.hoisted(() => ({ send: vi.fn() }));

vi.mock('@/shared/pb', () => ({ pb: { send: mocks.send } }));
vi.mock('@/shared/auth', () => ({ useCurrentUser: () => null }));

const company: PublicCompany = {
  username: 'acme',
  company_name: 'Acme Robotics',
  first_name: 'Cora',
  logo: '',
  city: 'London',
  country: 'United Kingdom',
  category: 'SaaS',
  company_stage: 'Idea',
  team_size: '1-5',
  tags: ['Climate', 'Robotics'],
  description: 'We build robots.',
  progress_description: 'A prototype.',
  future_plan: 'Launch.',
  video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  website: 'https://acme.example/',
  member_since: '2024-03-01 10:00:00.000Z',
  social_links: [{ network: 'github', url: 'https://github.com/acme' }],
  stats: { opportunities_posted: 4, volunteers: 2, hours: 7.5 },
  gallery: [
    { id: 'p1', url: '/api/files/company_photos/p1/a.png', thumb: '/t1', alt: 'Our office' },
    { id: 'p2', url: '/api/files/company_photos/p2/b.png', thumb: '/t2', alt: 'The team' },
  ],
  contact_email: 'hello@acme.example',
};

const opportunities = {
  page: 1,
  perPage: 6,
  totalItems: 1,
  totalPages: 1,
  items: [
    {
      id: 'opp1',
      company: 'c1',
      title: 'Build our signup form',
      category: 'cat',
      status: 'open',
      hours_per_day: 2,
      duration_months: 3,
      remote: true,
      city: '',
      country: '',
      experience: '',
      qualification: '',
      description: 'Help.',
      skills: ['React'],
      expires_at: '2099-01-01 00:00:00.000Z',
      applicants: 0,
      interviews: 0,
      closed_reason: '',
      created: '2026-01-01 00:00:00.000Z',
      updated: '2026-01-01 00:00:00.000Z',
      company_name: 'Acme Robotics',
      company_username: 'acme',
      company_logo: '',
      category_name: 'Engineering',
      country_name: '',
    },
  ],
};

/** No published reviews yet. */
const noReviews = {
  subject: 'c1',
  count: 0,
  average: 0,
  page: 1,
  perPage: 10,
  totalPages: 0,
  items: [],
};

/** The profile, the company's open opportunities, or its reviews. */
function answer(url: string, profile: object = company, open: object = opportunities) {
  if (url.endsWith('/reviews')) return Promise.resolve(noReviews);
  return Promise.resolve(url.includes('/opportunities') ? open : profile);
}

function renderPage() {
  renderRoutes([{ path: '/company/:username', Component: PublicCompanyPage }], '/company/acme');
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('PublicCompanyPage', () => {
  it('shows the public profile, with initials for a missing logo and a YouTube embed', async () => {
    mocks.send.mockImplementation((url: string) => answer(url));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Robotics' })).toBeVisible();
    expect(mocks.send).toHaveBeenCalledWith('/api/directory/companies/acme', { method: 'GET' });
    // The title is set in an effect, which may run after the DOM answers the query.
    await waitFor(() => expect(document.title).toBe('Acme Robotics · Voluntech'));
    // The header's initials come first; the open opportunities' cards repeat them.
    expect(screen.getAllByText('AR')[0]).toBeInTheDocument();
    expect(screen.getAllByText('London, United Kingdom')[0]).toBeVisible();
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('ClimateRobotics');
    expect(screen.getByText('2024')).toBeVisible();
    expect(screen.getByTitle('Acme Robotics video pitch')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(screen.getByRole('link', { name: 'Watch the video pitch' })).toHaveAttribute(
      'href',
      company.video_url,
    );
    expect(screen.getByRole('link', { name: /^acme\.example/ })).toHaveAttribute(
      'href',
      'https://acme.example/',
    );
    expect(screen.getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/acme',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the stats, the photos, the contact email and the open opportunities', async () => {
    mocks.send.mockImplementation((url: string) => answer(url));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Robotics' })).toBeVisible();
    const stats = screen.getByRole('region', { name: 'Stats' });
    expect(stats).toHaveTextContent('Opportunities posted4');
    expect(stats).toHaveTextContent('Volunteers engaged2');
    expect(stats).toHaveTextContent('Volunteer hours given7.5');
    const photos = screen.getByRole('list', { name: 'Photos of Acme Robotics' });
    expect(photos.querySelectorAll('img')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Our office' })).toHaveAttribute('src', '/t1');
    expect(screen.getByRole('link', { name: 'hello@acme.example' })).toHaveAttribute(
      'href',
      'mailto:hello@acme.example',
    );
    expect(await screen.findByRole('link', { name: 'Build our signup form' })).toHaveAttribute(
      'href',
      '/opportunities/opp1',
    );
    expect(mocks.send).toHaveBeenCalledWith(
      '/api/directory/companies/acme/opportunities?page=1',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('leaves out the photos and the email the company did not add', async () => {
    mocks.send.mockImplementation((url: string) =>
      answer(
        url,
        { ...company, gallery: [], contact_email: '' },
        { ...opportunities, totalItems: 0, items: [] },
      ),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Robotics' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Photos' })).not.toBeInTheDocument();
    expect(screen.queryByText('Email')).not.toBeInTheDocument();
    expect(
      await screen.findByText('Acme Robotics has no open opportunities right now.'),
    ).toBeVisible();
  });

  it('shows the 404 page for an unknown company', async () => {
    mocks.send.mockRejectedValue(
      new ClientResponseError({
        url: '/api/directory/companies/acme',
        status: 404,
        response: { message: 'Company not found.' },
      }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found.' })).toBeVisible();
    // The title is set in an effect, which may run after the DOM answers the query.
    await waitFor(() => expect(document.title).toBe('Page not found · Voluntech'));
  });
});
