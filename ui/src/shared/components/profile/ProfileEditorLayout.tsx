import { Alert, Anchor, Button, Stack, Tabs, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import { PageHeading } from '@/shared/components/PageHeading';

/** A tab whose step the wizard has not reached yet: the server would refuse it. */
export function LockedTabNotice({ setupPath }: { setupPath: string }) {
  return (
    <Alert color="blue" icon={<IconInfoCircle size={20} aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">Complete the earlier steps of your profile setup first.</Text>
        <Button component={Link} to={setupPath} size="xs">
          Continue setting up your profile
        </Button>
      </Stack>
    </Alert>
  );
}

/** The profile setup is unfinished: the reason given, and a link back to the wizard. */
export function SetupUnfinishedNotice({
  setupPath,
  children,
}: {
  setupPath: string;
  children: ReactNode;
}) {
  return (
    <Alert color="blue" icon={<IconInfoCircle size={20} aria-hidden />}>
      {children}{' '}
      <Anchor component={Link} to={setupPath} inherit underline="always">
        Continue setting up your profile
      </Anchor>
    </Alert>
  );
}

/** The editor's tabs, each panel holding what `panel` gives for it. */
export function EditorTabs<T extends string, I extends { value: T; label: string }>({
  tabs,
  value,
  onChange,
  listLabel,
  keepMounted,
  panel,
}: {
  tabs: readonly I[];
  value: T;
  onChange: (value: T) => void;
  listLabel?: string;
  keepMounted?: boolean;
  panel: (tab: I) => ReactNode;
}) {
  const first = tabs[0]?.value ?? value;
  return (
    <Tabs
      value={value}
      onChange={(v) => onChange((v as T | null) ?? first)}
      keepMounted={keepMounted}
    >
      <Tabs.List aria-label={listLabel}>
        {tabs.map((t) => (
          <Tabs.Tab key={t.value} value={t.value}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Panel key={t.value} value={t.value} pt="lg">
          {panel(t)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

interface Props {
  title: string;
  intro: string;
  /** The link to the public profile, once there is one. */
  publicLink: { to: string; label: string } | null;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  skeleton: ReactNode;
  children: ReactNode;
}

/** A profile editor page: its heading and intro, then the loading state, the load error or the editor. */
export function ProfileEditorLayout({
  title,
  intro,
  publicLink,
  query,
  skeleton,
  children,
}: Props) {
  return (
    <Stack gap="lg" maw={880}>
      <PageHeading
        title={title}
        intro={
          <>
            {intro}
            {publicLink ? (
              <>
                {' '}
                <Anchor component={Link} to={publicLink.to} underline="always">
                  {publicLink.label}
                </Anchor>
              </>
            ) : null}
          </>
        }
      />
      {query.isPending ? skeleton : null}
      {query.isError ? (
        <LoadErrorAlert title="Your profile could not be loaded" query={query} />
      ) : null}
      {children}
    </Stack>
  );
}
