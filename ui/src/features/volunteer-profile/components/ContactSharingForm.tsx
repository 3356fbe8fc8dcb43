import { Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { FormAlert } from '@/shared/components/FormAlert';
import { errorMessage } from '@/shared/errors';
import { notifySaved } from '@/shared/notifySaved';
import { useSaveContactSharing } from '../api/saveContactSharing';
import type { VolunteerProfile } from '../api/volunteerProfile';

/**
 * The volunteer's opt-ins to show their email and their phone to signed-in
 * company teams, each saved as soon as it is switched (both off until chosen).
 */
export function ContactSharingForm({ profile }: { profile: VolunteerProfile }) {
  const save = useSaveContactSharing();
  const saved = {
    share_email: profile.profile.share_email,
    share_phone: profile.profile.share_phone,
  };
  // While a save is under way the switches show the choice being saved,
  // from the click on: the mutation's own state arrives a moment later, and
  // a switch showing the old value meanwhile looks as if the click missed.
  const [choice, setChoice] = useState<typeof saved | null>(null);
  const shown = choice ?? saved;
  const phone = profile.profile.phone
    ? `+${profile.profile.country_code} ${profile.profile.phone}`
    : '';

  const change = (next: typeof saved) => {
    setChoice(next);
    // The saved profile is in the cache before the save settles.
    save.mutate(next, {
      onSuccess: () => notifySaved('contact sharing'),
      onSettled: () => setChoice(null),
    });
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7">
        Only signed-in members of company teams see what you share, on your public profile.
        Everything else about you stays as it is.
      </Text>
      <Switch
        label="Share my email with companies"
        description={profile.user.email}
        checked={shown.share_email}
        disabled={choice !== null}
        onChange={(e) => change({ ...shown, share_email: e.currentTarget.checked })}
      />
      <Switch
        label="Share my phone number with companies"
        description={phone || 'Add your phone number above first.'}
        checked={shown.share_phone}
        disabled={choice !== null || !phone}
        onChange={(e) => change({ ...shown, share_phone: e.currentTarget.checked })}
      />
      {save.isError ? <FormAlert message={errorMessage(save.error)} /> : null}
    </Stack>
  );
}
