import { Group, NumberInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { notifyDone } from '@/shared/notifySaved';
import type { SiteSettings } from '../api/siteSettings';
import { SiteSettingForm, useSiteSettingForm } from './SiteSettingForm';
import { SiteSettingsLoader } from './SiteSettingsLoader';

/** The Independent Sector's published value of a volunteer hour in the US, 2024. */
const DEFAULT_VALUE = 34.79;
const DEFAULT_CURRENCY = 'USD';

const FIELDS = ['hourly_value', 'hourly_currency'] as const;

/** Site settings: the value of a volunteer hour the impact reports use. */
export function HourlyValueEditor() {
  return (
    <SiteSettingsLoader loadingLabel="Loading the value of an hour">
      {(record) => <HourlyValueForm key={record.id} record={record} />}
    </SiteSettingsLoader>
  );
}

function HourlyValueForm({ record }: { record: SiteSettings }) {
  const form = useSiteSettingForm(
    record,
    FIELDS,
    'The value could not be saved. Please try again.',
  );
  const [value, setValue] = useState<number | string>(record.hourly_value || DEFAULT_VALUE);
  const [currency, setCurrency] = useState(record.hourly_currency || DEFAULT_CURRENCY);

  return (
    <SiteSettingForm
      label="Value of a volunteer hour"
      intro={
        <>
          Company dashboards value approved volunteer hours at this rate. The default is the
          Independent Sector&apos;s published value of a volunteer hour in the US for 2024: 34.79
          USD.
        </>
      }
      general={form.general}
      pending={form.pending}
      onSubmit={() =>
        form.submit(
          { hourly_value: Number(value), hourly_currency: currency.trim().toUpperCase() },
          () => notifyDone('The value of a volunteer hour was saved.'),
        )
      }
    >
      <Group gap="sm" align="flex-start">
        <NumberInput
          label="Value of one hour"
          required
          min={0}
          max={100000}
          decimalScale={2}
          step={0.01}
          value={value}
          onChange={setValue}
          error={form.errors.hourly_value}
        />
        <TextInput
          label="Currency (ISO code)"
          required
          maxLength={3}
          w={160}
          value={currency}
          onChange={(e) => setCurrency(e.currentTarget.value)}
          error={form.errors.hourly_currency}
        />
      </Group>
    </SiteSettingForm>
  );
}
