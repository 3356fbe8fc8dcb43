import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { needsUpgrade } from './seats';

/**
 * The server's word on the seats (full, over the seats after a downgrade, or
 * no plan), with a link to where that is fixed.
 */
export function SeatsNotice({
  notice,
  link,
}: {
  notice: string;
  /** Where the link goes: the payments page to upgrade, the team page to manage. */
  link: 'payments' | 'team' | null;
}) {
  if (!notice) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      data-testid="seats-notice"
      styles={{ message: { color: 'var(--mantine-color-dark-7)' } }}
    >
      {notice}
      {link === 'payments' && needsUpgrade(notice) ? (
        <>
          {' '}
          <Anchor component={Link} to="/company/payments" inherit fw={600}>
            Upgrade your plan
          </Anchor>
        </>
      ) : null}
      {link === 'team' ? (
        <>
          {' '}
          <Anchor component={Link} to="/company/team" inherit fw={600}>
            See your team
          </Anchor>
        </>
      ) : null}
    </Alert>
  );
}
