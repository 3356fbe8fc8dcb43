import { SimpleGrid, Text } from '@mantine/core';
import { ProfileSection } from '@/shared/components/profile/ProfileSection';
import type { CompanyStats } from '../../api/companyProfile';
import { formatNumber } from '@/shared/formatNumber';

/** The company's figures, counted on the server from its opportunities, engagements and approved hours. */
export function CompanyStatsSection({ stats }: { stats: CompanyStats }) {
  const items = [
    { label: 'Opportunities posted', value: stats.opportunities_posted },
    { label: 'Volunteers engaged', value: stats.volunteers },
    { label: 'Volunteer hours given', value: stats.hours },
  ];
  return (
    <ProfileSection title="Stats" id="stats">
      <SimpleGrid component="dl" cols={{ base: 3, md: 1 }} spacing="sm" m={0}>
        {items.map((s) => (
          // The figure shows above its label; the list keeps the label first.
          <div key={s.label} style={{ display: 'flex', flexDirection: 'column-reverse' }}>
            <Text component="dt" size="sm" c="gray.7">
              {s.label}
            </Text>
            <Text component="dd" m={0} fz={28} fw={700} lh={1.1}>
              {formatNumber(s.value, 1)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </ProfileSection>
  );
}
