import { List, Text } from '@mantine/core';
import { GuideSection } from './GuideSection';

/**
 * What volunteering on Voluntech may and may not include: the same terms for
 * both sides, so a company and a volunteer read one text.
 */
export function VolunteeringTerms() {
  return (
    <GuideSection title="What volunteering may and may not include">
      <Text>
        Voluntech joins people who give their skills for free with companies that cannot pay for
        them yet. Both sides agree to keep it that way:
      </Text>
      <List spacing="xs">
        <List.Item>
          <strong>No pay.</strong> A volunteer is never paid a wage, a fee, equity or a bonus for
          the work. An engagement that turns into paid work is a job offer, made outside Voluntech.
        </List.Item>
        <List.Item>
          <strong>No obligation.</strong> A volunteer may decline any request, change their hours or
          stop at any time, and a company may end an engagement at any time. Nobody is penalised for
          stopping.
        </List.Item>
        <List.Item>
          <strong>Expenses only.</strong> A company may repay real, agreed costs the volunteer has
          because of the work (a train ticket to a meeting, a software licence it asked for),
          against receipts. Nothing else changes hands.
        </List.Item>
        <List.Item>
          <strong>Honest scope.</strong> The hours per day and months an opportunity states are an
          upper bound, not a target; anything beyond them is agreed first.
        </List.Item>
      </List>
      <Text size="sm" c="gray.7">
        The rules for your country may say more (on tax, insurance or working rights); when in
        doubt, ask a local volunteering centre.
      </Text>
    </GuideSection>
  );
}
