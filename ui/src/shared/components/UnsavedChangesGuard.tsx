import { Text } from '@mantine/core';
import { useBlocker } from 'react-router';
import { currentUser } from '../auth';
import { clearDrafts, hasDrafts, useDraftKey } from '../hooks/useFormDraft';
import { ConfirmModal } from './ConfirmModal';

/**
 * Asks before leaving a page while any of its forms holds unsaved values
 * (the drafts under `scope`, e.g. `volunteer.editor.`). Moving between the
 * page's own steps or tabs keeps them and is not asked about, nor is
 * leaving once signed out, which keeps them too.
 */
export function UnsavedChangesGuard({ scope }: { scope: string }) {
  const scopeKey = useDraftKey(scope);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      hasDrafts(scopeKey) &&
      // Signed out (the session ended): the way to the login page stays
      // open, and the drafts stay for when the same user is back.
      currentUser() !== null,
  );
  return (
    <ConfirmModal
      opened={blocker.state === 'blocked'}
      title="Unsaved changes"
      cancelLabel="Stay on this page"
      confirmLabel="Discard changes"
      pending={false}
      error={null}
      onClose={() => blocker.reset?.()}
      onConfirm={() => {
        clearDrafts(scopeKey);
        blocker.proceed?.();
      }}
    >
      <Text>You have changes that are not saved. Leave this page and discard them?</Text>
    </ConfirmModal>
  );
}
