import { NumberInput } from '@mantine/core';
import { useState } from 'react';
import { notifyDone } from '@/shared/notifySaved';
import type { SiteSettings } from '../api/siteSettings';
import { SiteSettingForm, useSiteSettingForm } from './SiteSettingForm';
import { SiteSettingsLoader } from './SiteSettingsLoader';

/** The setting's bounds and default, the server's (hooks/responses). */
export const NO_RESPONSE_DAYS = { min: 7, max: 60, default: 21 } as const;
const OUT_OF_RANGE = 'Choose whole days from 7 to 60.';

/** The browser's check of the days, the server's rule. */
export function noResponseDaysError(value: number | string): string | null {
  const n = typeof value === 'number' ? value : Number.NaN;
  return Number.isInteger(n) && n >= NO_RESPONSE_DAYS.min && n <= NO_RESPONSE_DAYS.max
    ? null
    : OUT_OF_RANGE;
}

/** Site settings: after how many days an application nobody answered closes as "No response". */
export function NoResponseDaysEditor() {
  return (
    <SiteSettingsLoader loadingLabel="Loading the answer deadline">
      {(record) => <NoResponseDaysForm key={record.id} record={record} />}
    </SiteSettingsLoader>
  );
}

function NoResponseDaysForm({ record }: { record: SiteSettings }) {
  const form = useSiteSettingForm(
    record,
    ['no_response_days'],
    'The setting could not be saved. Please try again.',
  );
  const [days, setDays] = useState<number | string>(
    record.no_response_days || NO_RESPONSE_DAYS.default,
  );

  return (
    <SiteSettingForm
      label="Answer to every application"
      intro={
        <>
          An application that its company has not acted on for this many days closes as &quot;No
          response&quot;, and the volunteer gets a kind email suggesting recommended opportunities.
          Every opportunity page promises an answer within this time. The default is 21 days.
        </>
      }
      general={form.general}
      pending={form.pending}
      onSubmit={() =>
        form.submit(
          { no_response_days: Number(days) },
          (saved) =>
            notifyDone(
              `Applications now get an answer within ${saved.no_response_days} days.`,
              'Saved',
            ),
          () => {
            const invalid = noResponseDaysError(days);
            return invalid ? { no_response_days: invalid } : {};
          },
        )
      }
    >
      <NumberInput
        label="Days until an unanswered application closes"
        required
        min={NO_RESPONSE_DAYS.min}
        max={NO_RESPONSE_DAYS.max}
        allowDecimal={false}
        allowNegative={false}
        // Out of bounds stays as typed: the message says the bounds.
        clampBehavior="none"
        w={320}
        value={days}
        onChange={setDays}
        error={form.errors.no_response_days}
      />
    </SiteSettingForm>
  );
}
