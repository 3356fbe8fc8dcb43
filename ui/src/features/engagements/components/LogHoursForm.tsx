import { SubmitRow } from '@/shared/forms/FormActionRow';
import { Group, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { CountedTextarea } from '@/shared/components/CountedTextarea';
import { HOUR_CHOICES, HOUR_TEXT_MAX, hoursLabel, today } from '@/shared/engagements/model';
import { splitServerErrors } from '@/shared/serverErrors';
import { FormAlert } from '@/shared/components/FormAlert';
import { useLogHours } from '../api/logHours';

const FIELDS = ['date', 'hours', 'description'] as const;
type Field = (typeof FIELDS)[number];

const hourOptions = HOUR_CHOICES.map((h) => ({ value: String(h), label: hoursLabel(h) }));

/** Logs a day's work: date (from acceptance to today), hours and what the volunteer did. */
export function LogHoursForm({
  engagementId,
  acceptedDay,
}: {
  engagementId: string;
  acceptedDay: string;
}) {
  const log = useLogHours();
  const [date, setDate] = useState(today());
  const [hours, setHours] = useState<string | null>('1');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    const local: Partial<Record<Field, string>> = {};
    if (!date) local.date = 'Enter the date you worked.';
    if (!hours) local.hours = 'Enter between 0.5 and 12 hours, in half hours.';
    if (!description.trim()) local.description = 'Say what you did.';
    setErrors(local);
    setGeneral(null);
    if (Object.keys(local).length > 0) return;
    log.mutate(
      { engagementId, date, hours: Number(hours), description: description.trim() },
      {
        onSuccess: () => {
          setDescription('');
          notifications.show({ color: 'green', message: 'Your hours were sent for approval.' });
        },
        onError: (err) => {
          const split = splitServerErrors(err, FIELDS, {
            fallback: 'Your hours could not be saved. Please try again.',
          });
          setErrors(split.fields);
          setGeneral(split.general);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Log hours">
      <Stack gap="sm">
        <FormAlert message={general} />
        <Group gap="sm" align="flex-start" grow preventGrowOverflow={false}>
          <TextInput
            type="date"
            label="Date"
            required
            value={date}
            min={acceptedDay}
            max={today()}
            onChange={(e) => setDate(e.currentTarget.value)}
            error={errors.date}
          />
          <Select
            label="Hours"
            required
            data={hourOptions}
            value={hours}
            onChange={setHours}
            allowDeselect={false}
            error={errors.hours}
          />
        </Group>
        <CountedTextarea
          label="What you did"
          required
          minRows={3}
          max={HOUR_TEXT_MAX}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={errors.description}
        />
        <SubmitRow label="Log hours" pending={log.isPending} />
      </Stack>
    </form>
  );
}
