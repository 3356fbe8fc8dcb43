import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Progress } from '@mantine/core';
import { SessionExpiredModal } from '@/shared/components/SessionExpiredModal';
import { markFirstScreenDrawn } from '@/shared/firstData';

export function RootLayout() {
  const navigation = useNavigation();
  useEffect(markFirstScreenDrawn, []);
  return (
    <>
      {navigation.state === 'loading' ? (
        <Progress
          value={100}
          animated
          size="xs"
          radius={0}
          pos="fixed"
          top={0}
          left={0}
          right={0}
          style={{ zIndex: 1000 }}
          aria-label="Loading page"
        />
      ) : null}
      <Outlet />
      <SessionExpiredModal />
      <ScrollRestoration />
    </>
  );
}
