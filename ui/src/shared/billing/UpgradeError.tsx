import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';

/**
 * A field's error; where a higher plan lifts the limit it names (`upgrade`),
 * the link to the payments page follows it.
 */
export function UpgradeError({ message, upgrade }: { message: ReactNode; upgrade: boolean }) {
  return (
    <>
      {message}
      {upgrade ? (
        <>
          {' '}
          <Anchor component={Link} to={paths.company.payments} size="sm" c="blue.8">
            Upgrade your plan
          </Anchor>
        </>
      ) : null}
    </>
  );
}
