import { Button, Stack, Switch, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useCurrentUser } from '@/shared/auth';
import { FormAlert } from '@/shared/components/FormAlert';
import { notifySaved } from '@/shared/notifySaved';
import { splitServerErrors, SUBMIT_FAILED } from '@/shared/serverErrors';
import type { OnboardingDraft } from '../api/onboarding';
import { useSaveContactEmail } from '../api/saveContactEmail';

const FIELDS = ['show_contact_email', 'contact_email'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Whether the public company page shows a contact email, and which one
 * (the signed-in user's address until another is saved).
 */
export function ContactEmailForm({ draft }: { draft: OnboardingDraft }) {
  const user = useCurrentUser();
  const save = useSaveContactEmail();
  const [show, setShow] = useState(draft.profile.show_contact_email);
  const [email, setEmail] = useState(draft.profile.contact_email || user?.email || '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setGeneral(null);
    if (show && !email.trim()) {
      setErrors({ contact_email: 'Please enter the email to show on your public page.' });
      return;
    }
    setErrors({});
    save.mutate(
      { show_contact_email: show, contact_email: email },
      {
        onSuccess: () => notifySaved('contact email'),
        onError: (err) => {
          const split = splitServerErrors(err, FIELDS, { fallback: SUBMIT_FAILED });
          setErrors(split.fields);
          setGeneral(split.general);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Contact email">
      <Stack gap="sm">
        <Switch
          label="Show a contact email on our public page"
          description="Visitors can then email you without signing in."
          checked={show}
          onChange={(e) => setShow(e.currentTarget.checked)}
          error={errors.show_contact_email}
        />
        <TextInput
          label="Contact email"
          type="email"
          autoComplete="email"
          withAsterisk={show}
          maxLength={254}
          value={email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setErrors((er) => ({ ...er, contact_email: undefined }));
          }}
          error={errors.contact_email}
          errorProps={{ role: 'alert' }}
        />
        <FormAlert message={general} />
        <div>
          <Button type="submit" loading={save.isPending}>
            Save contact email
          </Button>
        </div>
      </Stack>
    </form>
  );
}
