import { LoadingBars } from '@/shared/components/LoadingBars';
import { Anchor, Stack, Text } from '@mantine/core';
import { useCurrentUser } from '@/shared/auth';
import { InfoRow, ProfileSection } from '@/shared/components/profile/ProfileSection';
import { useVolunteerContact } from '../api/volunteerContact';

/**
 * The volunteer's "Contact" card, for signed-in company team members only:
 * what the volunteer chose to share. The server answers nobody else, so the
 * card stays away for guests, volunteers and superadmins, and for a company
 * whose email is not verified yet.
 */
export function ContactSection({ username, firstName }: { username: string; firstName: string }) {
  const viewer = useCurrentUser();
  const isCompany = viewer?.role === 'company';
  const contact = useVolunteerContact(username, viewer?.id ?? '', isCompany);
  if (!isCompany || contact.isError) return null;

  let body;
  if (contact.isPending) {
    body = (
      <LoadingBars
        label="Loading the contact details"
        gap="xs"
        bars={[
          { h: 14, w: '40%' },
          { h: 18, w: '70%' },
        ]}
      />
    );
  } else if (!contact.data.email && !contact.data.phone) {
    body = (
      <Text c="gray.7">
        {firstName || username} has not shared an email or phone number. Send a message instead.
      </Text>
    );
  } else {
    body = (
      <Stack component="dl" gap="sm" m={0}>
        {contact.data.email ? (
          <InfoRow label="Email">
            <Anchor href={`mailto:${contact.data.email}`}>{contact.data.email}</Anchor>
          </InfoRow>
        ) : null}
        {contact.data.phone ? (
          <InfoRow label="Phone">
            <Anchor href={`tel:${contact.data.phone.replace(/\s/g, '')}`}>
              {contact.data.phone}
            </Anchor>
          </InfoRow>
        ) : null}
      </Stack>
    );
  }
  return (
    <ProfileSection title="Contact" id="contact">
      {body}
    </ProfileSection>
  );
}
