import { Alert, Button, Group, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import {
  EMAIL_GROUPS,
  useUpdateEmailPrefs,
  wantsEmail,
  type EmailGroup,
} from '@/shared/api/emailPrefs';
import { notifySaved } from '@/shared/notifySaved';
import { splitServerErrors } from '@/shared/serverErrors';
import type { User } from '@/shared/types';
import { SettingsSection } from './SettingsSection';

const FALLBACK = 'Your email preferences could not be saved. Please try again.';

/** "Email me about": which notification emails the user gets. Security emails are always sent. */
export function EmailPrefsSection({ user }: { user: User }) {
  const [on, setOn] = useState<string[]>(() =>
    EMAIL_GROUPS.filter((g) => wantsEmail(user, g.group)).map((g) => g.group),
  );
  const mutation = useUpdateEmailPrefs(user.id);
  const errors = mutation.error
    ? splitServerErrors(mutation.error, ['email_prefs'], { fallback: FALLBACK })
    : null;

  const save = () => {
    const prefs = Object.fromEntries(EMAIL_GROUPS.map((g) => [g.group, on.includes(g.group)]));
    mutation.mutate(prefs as Record<EmailGroup, boolean>, {
      onSuccess: () => notifySaved('choice of emails'),
    });
  };

  return (
    <SettingsSection
      title="Email preferences"
      description="Emails about your account's security (verification, password reset, email change, sign-in alerts) and payments are always sent."
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
        noValidate
      >
        <Stack gap="md">
          {errors?.general ? (
            <Alert color="red" role="alert">
              {errors.general}
            </Alert>
          ) : null}
          <Switch.Group
            label="Email me about"
            value={on}
            onChange={setOn}
            error={errors?.fields.email_prefs}
          >
            <Stack gap="xs" mt="xs">
              {EMAIL_GROUPS.map((g) => (
                <Switch key={g.group} value={g.group} label={g.label} />
              ))}
            </Stack>
          </Switch.Group>
          <Group>
            <Button type="submit" loading={mutation.isPending}>
              Save email preferences
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
