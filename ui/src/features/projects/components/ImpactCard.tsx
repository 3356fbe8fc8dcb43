import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { DashboardCard } from '@/shared/components/DashboardCard';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import { errorMessage, fieldErrors } from '@/shared/errors';
import { StatCard } from '@/shared/profile/StatCard';
import {
  downloadImpactCsv,
  impactQuery,
  useImpact,
  type ImpactOf,
  type Period,
} from '../api/impact';

function money(value: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}

/** Every period, the card's first one. */
const ALL_TIME: Period = { from: '', to: '' };

/** The card's first answer, for a dashboard's first screen (its `firstData`). */
export function impactFirstData(client: QueryClient, of: ImpactOf): Promise<void>[] {
  return [client.prefetchQuery(impactQuery(of, ALL_TIME))];
}

/**
 * "Impact": what volunteers gave the company (or, for superadmins, the
 * platform) in a chosen period: approved hours and their value at the site's
 * hourly rate, engagements completed, milestones signed off; the company
 * exports its engagements and hours as CSV.
 */
export const ImpactCard = memo(function ImpactCard({ of }: { of: ImpactOf }) {
  const [period, setPeriod] = useState<Period>(ALL_TIME);
  const [exporting, setExporting] = useState(false);
  const impact = useImpact(of, period);
  const errors = impact.isError ? fieldErrors(impact.error) : {};
  const badPeriod = Boolean(errors.from ?? errors.to);
  const d = impact.data;

  const exportCsv = () => {
    setExporting(true);
    downloadImpactCsv(period)
      .catch((err: unknown) => notifications.show({ color: 'red', message: errorMessage(err) }))
      .finally(() => setExporting(false));
  };

  return (
    <DashboardCard title={of === 'company' ? 'Your impact' : 'Impact on the platform'} id="impact">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label="From"
          value={period.from}
          max={period.to || undefined}
          onChange={(e) => setPeriod((p) => ({ ...p, from: e.currentTarget.value }))}
          error={errors.from}
        />
        <TextInput
          type="date"
          label="To"
          value={period.to}
          min={period.from || undefined}
          onChange={(e) => setPeriod((p) => ({ ...p, to: e.currentTarget.value }))}
          error={errors.to}
        />
        {of === 'company' ? (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={exportCsv}
            loading={exporting}
            disabled={badPeriod}
          >
            Export CSV
          </Button>
        ) : null}
      </Group>
      {impact.isPending ? (
        <Skeleton h={90} w="100%" role="status" aria-label="Loading the impact" />
      ) : impact.isError && !badPeriod ? (
        <LoadErrorAlert title="The impact could not be loaded" query={impact} />
      ) : d ? (
        <Stack gap="xs" w="100%">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" w="100%">
            <StatCard size="small" label="Approved hours" value={d.hours} />
            <StatCard size="small" label="Value" value={money(d.value, d.currency)} />
            <StatCard size="small" label="Engagements completed" value={d.engagements_completed} />
            <StatCard size="small" label="Milestones signed off" value={d.milestones_signed_off} />
          </SimpleGrid>
          <Text size="sm" c="gray.7">
            Valued at {money(d.rate, d.currency)} per volunteer hour ({d.currency}).
            {period.from || period.to ? '' : ' All time; choose dates to see a period.'}
          </Text>
        </Stack>
      ) : null}
      {badPeriod ? (
        <Alert color="red" role="alert">
          {errors.from ?? errors.to}
        </Alert>
      ) : null}
    </DashboardCard>
  );
});
