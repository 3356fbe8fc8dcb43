import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { ClientResponseError } from 'pocketbase';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicCompany } from '../api/companyProfile';
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
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/company/:username', Component: PublicCompanyPage }],
    {
      initialEntries: ['/company/acme'],
    },
  );
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('PublicCompanyPage', () => {
  it('shows the public profile, with initials for a missing logo and a YouTube embed', async () => {
    mocks.send.mockResolvedValue(company);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Robotics' })).toBeVisible();
    expect(mocks.send).toHaveBeenCalledWith('/api/directory/companies/acme', { method: 'GET' });
    expect(document.title).toBe('Acme Robotics · Voluntech');
    expect(screen.getByText('AR')).toBeInTheDocument();
    expect(screen.getByText('London, United Kingdom')).toBeVisible();
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
    expect(screen.getByRole('link', { name: /acme\.example/ })).toHaveAttribute(
      'href',
      'https://acme.example/',
    );
    expect(screen.getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/acme',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
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
    expect(document.title).toBe('Page not found · Voluntech');
  });
});
