import { List, Text } from '@mantine/core';
import {
  GuideLink,
  GuidePage as Guide,
  GuideSection,
} from '@/shared/components/guide/GuideSection';
import { VolunteeringTerms } from '@/shared/components/guide/VolunteeringTerms';
import { paths } from '@/shared/paths';

/** /company/guide: how to find and work with volunteers on Voluntech. */
export function GuidePage() {
  return (
    <Guide
      title="Guide"
      intro="How to write opportunities volunteers answer, review the people who apply, and keep volunteering fair."
    >
      <GuideSection title="Start with a complete profile">
        <Text>
          Volunteers decide whether to apply by reading about you first. A profile with your logo,
          what the company does, how far you have come and your plan for the next 12 to 18 months
          gets more applications than a bare one.{' '}
          <GuideLink to={paths.company.profile}>Complete your profile</GuideLink>.
        </Text>
      </GuideSection>

      <GuideSection title="Write an opportunity volunteers answer">
        <List spacing="xs">
          <List.Item>
            <strong>A title that names the work</strong>: &quot;Set up our first analytics
            dashboard&quot; says more than &quot;Data volunteer&quot;.
          </List.Item>
          <List.Item>
            <strong>The outcome, not a list of duties</strong>: what will exist when the volunteer
            is done, and why it matters to your company now.
          </List.Item>
          <List.Item>
            <strong>An honest size</strong>: hours per day and months. Small, well-defined pieces of
            work find volunteers fastest.
          </List.Item>
          <List.Item>
            <strong>Skills you really need</strong>: three or four, not ten. Volunteers see which of
            their skills match.
          </List.Item>
          <List.Item>
            <strong>Who they will work with</strong>: a named person who answers questions within a
            day or two.
          </List.Item>
        </List>
        <Text>
          <GuideLink to={paths.company.newOpportunity}>Post an opportunity</GuideLink> or{' '}
          <GuideLink to={paths.company.opportunities}>review the ones you have</GuideLink>.
        </Text>
      </GuideSection>

      <GuideSection title="Find volunteers yourself">
        <Text>
          Browse <GuideLink to={paths.company.volunteers}>Volunteers</GuideLink>, filter by skill,
          language or country, and save the people you like: your whole team sees the saved list.
          &quot;Invite to apply&quot; on a volunteer&apos;s card sends them an email with a link to
          one of your open opportunities; they decide whether to apply.
        </Text>
      </GuideSection>

      <GuideSection title="Review applicants">
        <List spacing="xs">
          <List.Item>
            Open an opportunity in{' '}
            <GuideLink to={paths.company.opportunities}>Opportunities</GuideLink> to see who applied
            and move each application through In Review, Interview, Accepted or Rejected. The
            volunteer is emailed at each step.
          </List.Item>
          <List.Item>
            Answer every applicant, within a week if you can. A short &quot;not this time&quot; is
            better than silence; volunteers remember both.
          </List.Item>
          <List.Item>
            Judge the work they have shown and how they write to you, not degrees or job titles:
            many volunteers are changing careers.
          </List.Item>
          <List.Item>
            Agree the first small task, the hours and how you will talk before the work starts.
          </List.Item>
        </List>
      </GuideSection>

      <VolunteeringTerms />

      <GuideSection title="Your team and your plan">
        <Text>
          Colleagues you invite in <GuideLink to={paths.company.team}>Team</GuideLink> share your
          opportunities and applicants. Your plan sets how many opportunities can be live at once
          and how many team members you have; see{' '}
          <GuideLink to={paths.company.payments}>Payments</GuideLink>.
        </Text>
      </GuideSection>
    </Guide>
  );
}

export { GuidePage as Component };
