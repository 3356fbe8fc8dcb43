import { Alert, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { notifyDone } from '@/shared/notifySaved';
import { splitServerErrors } from '@/shared/serverErrors';
import { useSaveSiteSettings, type SiteSettings } from '../api/siteSettings';
import { SiteSettingsLoader } from './SiteSettingsLoader';

/** The Independent Sector's published value of a volunteer hour in the US, 2024. */
const DEFAULT_VALUE = 34.79;
const DEFAULT_CURRENCY = 'USD';

const FIELDS = ['hourly_value', 'hourly_currency'] as const;
type Field = (typeof FIELDS)[number];

/** Site settings: the value of a volunteer hour the impact reports use. */
export function HourlyValueEditor() {
  return (
    <SiteSettingsLoader loadingLabel="Loading the value of an hour">
      {(record) => <HourlyValueForm key={record.id} record={record} />}
    </SiteSettingsLoader>
  );
}

function HourlyValueForm({ record }: { record: SiteSettings }) {
  const save = useSaveSiteSettings(record.id);
  const [value, setValue] = useState<number | string>(record.hourly_value || DEFAULT_VALUE);
  const [currency, setCurrency] = useState(record.hourly_currency || DEFAULT_CURRENCY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    setGeneral(null);
    save.mutate(
      { hourly_value: Number(value), hourly_currency: currency.trim().toUpperCase() },
      {
        onSuccess: () => {
          setErrors({});
          notifyDone('The value of a volunteer hour was saved.');
        },
        onError: (err) => {
          const split = splitServerErrors(err, FIELDS, {
            fallback: 'The value could not be saved. Please try again.',
          });
          setErrors(split.fields);
          setGeneral(split.general);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Value of a volunteer hour">
      <Stack gap="sm" maw={520}>
        <Text size="sm">
          Company dashboards value approved volunteer hours at this rate. The default is the
          Independent Sector&apos;s published value of a volunteer hour in the US for 2024: 34.79
          USD.
        </Text>
        {general ? (
          <Alert color="red" role="alert">
            {general}
          </Alert>
        ) : null}
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
            error={errors.hourly_value}
          />
          <TextInput
            label="Currency (ISO code)"
            required
            maxLength={3}
            w={160}
            value={currency}
            onChange={(e) => setCurrency(e.currentTarget.value)}
            error={errors.hourly_currency}
          />
        </Group>
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
