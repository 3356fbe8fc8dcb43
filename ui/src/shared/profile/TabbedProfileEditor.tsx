import { Group, Skeleton, Stack } from '@mantine/core';
import { useState, type ComponentProps, type ReactNode } from 'react';
import {
  EditorTabs,
  LockedTabNotice,
  ProfileEditorLayout,
  SetupUnfinishedNotice,
} from '@/shared/components/profile/ProfileEditorLayout';
import type { ProfileSection } from '@/shared/components/profile/ProfileSection';
import { StackSection } from '@/shared/components/StackSection';
import { UnsavedChangesGuard } from '@/shared/components/UnsavedChangesGuard';
import { notifySaved } from '@/shared/notifySaved';

/** A tab of a profile editor and the wizard step it needs. */
export interface EditorTab<T extends string> {
  value: T;
  label: string;
  needsStep: number;
}

/** The loading state of an editor: its tabs, then its fields (heights in px). */
export function EditorSkeleton({
  tabWidths,
  fieldHeights,
}: {
  tabWidths: number[];
  fieldHeights: number[];
}) {
  return (
    <Stack gap="md" role="status" aria-label="Loading your profile">
      <Group gap="md">
        {tabWidths.map((w, i) => (
          <Skeleton key={i} h={32} w={w} />
        ))}
      </Group>
      {fieldHeights.map((h, i) => (
        <Skeleton key={i} h={h} />
      ))}
    </Stack>
  );
}

/** A part of a tab, named by its heading (it takes what a public profile's section takes). */
export function TabSection({ title, id, children }: ComponentProps<typeof ProfileSection>) {
  return (
    <StackSection title={title} id={id} size="h4">
      {children}
    </StackSection>
  );
}

/**
 * What the form of a tab takes in an editor: where its draft is kept (the
 * editor's draft scope and the form's name), "Save", and the "Saved" note.
 */
export function editorFormProps(drafts: string, name: string, what: string) {
  return {
    draftKey: `${drafts}${name}`,
    submitLabel: 'Save',
    onSaved: () => notifySaved(what),
  };
}

interface Props<D, T extends string> {
  title: string;
  intro: string;
  /** The link to the public profile, once there is one. */
  publicLink: { to: string; label: string } | null;
  query: {
    data: D | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  skeleton: ReactNode;
  /** The profile wizard, where the unfinished steps are. */
  setupPath: string;
  /** Why the setup is not finished, or null once it is. */
  unfinished: (data: D) => ReactNode;
  /** The scope of the editor's drafts (the guard warns of unsaved ones). */
  drafts: string;
  tabs: readonly EditorTab<T>[];
  listLabel?: string;
  keepMounted?: boolean;
  /** The tab's step is not reached yet: it shows the way back to the wizard. */
  locked: (tab: EditorTab<T>, data: D) => boolean;
  form: (tab: T, data: D) => ReactNode;
}

/**
 * A profile editor page: its heading and loading states, then, once loaded,
 * the unfinished-setup notice, the unsaved-changes guard and the tabs, each
 * holding its form or, before the wizard reached its step, the way back.
 */
export function TabbedProfileEditor<D, T extends string>({
  title,
  intro,
  publicLink,
  query,
  skeleton,
  setupPath,
  unfinished,
  drafts,
  locked,
  form,
  ...tabList
}: Props<D, T>) {
  const [tab, setTab] = useState<T | undefined>(tabList.tabs[0]?.value);
  const data = query.data;
  const notice = data ? unfinished(data) : null;
  const layout = { title, intro, publicLink, query, skeleton };
  return (
    <ProfileEditorLayout {...layout}>
      {data && tab !== undefined ? (
        <>
          {notice ? (
            <SetupUnfinishedNotice setupPath={setupPath}>{notice}</SetupUnfinishedNotice>
          ) : null}
          <UnsavedChangesGuard scope={drafts} />
          <EditorTabs
            {...tabList}
            value={tab}
            onChange={setTab}
            panel={(t) =>
              locked(t, data) ? <LockedTabNotice setupPath={setupPath} /> : form(t.value, data)
            }
          />
        </>
      ) : null}
    </ProfileEditorLayout>
  );
}
