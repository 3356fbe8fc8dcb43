import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBellPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SavedSearchKind } from './api';

const SaveSearchDialog = lazy(() =>
  import('./SaveSearchDialog').then((m) => ({ default: m.SaveSearchDialog })),
);

/**
 * "Save this search": keeps the page's search words and filters under a
 * name, and alerts the user of new matches at the frequency they choose.
 */
export function SaveSearchButton({ kind, userId }: { kind: SavedSearchKind; userId: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  // Loaded on the first click, then kept (so the modal can animate out).
  const [used, setUsed] = useState(false);
  const [params] = useSearchParams();
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconBellPlus size={16} aria-hidden />}
        onClick={() => {
          setUsed(true);
          open();
        }}
      >
        Save this search
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <SaveSearchDialog
            kind={kind}
            userId={userId}
            params={params}
            opened={opened}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
