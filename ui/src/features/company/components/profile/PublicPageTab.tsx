import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { OnboardingDraft } from '../../api/onboarding';
import { ContactEmailForm } from './ContactEmailForm';
import { GalleryEditor } from './GalleryEditor';

function Part({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The editor's "Public page" tab: the photo gallery and the contact email. */
export function PublicPageTab({ draft }: { draft: OnboardingDraft }) {
  return (
    <Stack gap="xl">
      <Part title="Photo gallery" id="gallery-heading">
        <GalleryEditor />
      </Part>
      <Part title="Contact email" id="contact-email-heading">
        <ContactEmailForm draft={draft} />
      </Part>
    </Stack>
  );
}
