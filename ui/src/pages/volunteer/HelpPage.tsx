import { List, Text } from '@mantine/core';
import { useCurrentUser } from '@/shared/auth';
import { GuideLink, GuidePage, GuideSection } from '@/shared/components/guide/GuideSection';
import { VolunteeringTerms } from '@/shared/components/guide/VolunteeringTerms';
import { paths } from '@/shared/paths';

/** /volunteer/help: how to find and do volunteer work on Voluntech. */
export function HelpPage() {
  const user = useCurrentUser();
  const username = user?.username ?? '';
  return (
    <GuidePage
      title="Help"
      intro="How to be found by companies, choose opportunities worth your time and volunteer on fair terms."
    >
      <GuideSection title="Make your profile work for you">
        <Text>
          Companies find you through the volunteer list and decide whether to invite you from your
          profile. Your skills with their levels, a few lines about what you want to learn and a
          link to work you have done count most. Mark yourself &quot;open to opportunities&quot;
          when you have time.
        </Text>
        <Text>
          <GuideLink to={username ? paths.volunteer.edit(username) : paths.volunteer.dashboard}>
            Edit your profile
          </GuideLink>{' '}
          or{' '}
          <GuideLink to={username ? paths.volunteerPublic(username) : paths.volunteer.dashboard}>
            see it as companies do
          </GuideLink>
          .
        </Text>
      </GuideSection>

      <GuideSection title="Choose an opportunity">
        <List spacing="xs">
          <List.Item>
            Browse <GuideLink to={paths.opportunities}>Opportunities</GuideLink>; your dashboard
            suggests the ones that ask for your skills.
          </List.Item>
          <List.Item>
            Read the hours per day and the months it runs: pick work you can finish alongside the
            rest of your life.
          </List.Item>
          <List.Item>
            Read about the company first: what it builds, how far it is, who you would work with.
          </List.Item>
          <List.Item>
            Save the ones you are unsure about in{' '}
            <GuideLink to={paths.volunteer.saved}>Saved</GuideLink> and come back to them.
          </List.Item>
        </List>
      </GuideSection>

      <GuideSection title="Apply and follow up">
        <Text>
          A short note saying why this piece of work interests you and what you have done that is
          close to it is enough. Follow every application in{' '}
          <GuideLink to={paths.volunteer.opportunities}>My Opportunities</GuideLink>: you are
          emailed when a company moves it on, and you can withdraw at any time. A company may also
          invite you to apply; an invitation is never a commitment.
        </Text>
      </GuideSection>

      <VolunteeringTerms />

      <GuideSection title="Your account">
        <Text>
          Change your email address, password or name, or sign out of every device, in{' '}
          <GuideLink to={paths.volunteer.accountSettings}>Account Settings</GuideLink>.
        </Text>
      </GuideSection>
    </GuidePage>
  );
}

export { HelpPage as Component };
