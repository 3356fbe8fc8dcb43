import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useLookups } from '@/shared/api/lookups';
import { CountedTextarea } from '@/shared/components/CountedTextarea';
import { LookupSelect } from '@/shared/components/LookupSelect';
import {
  OPPORTUNITY_STATUSES,
  STATUS_LABEL,
  type Opportunity,
  type OpportunityStatus,
} from '@/shared/components/opportunity/model';
import { errorMessage, fieldErrors } from '@/shared/errors';
import { useSaveOpportunity } from '../../api/saveOpportunity';
import {
  emptyValues,
  FIELD_NAMES,
  isoDay,
  isPlanLimitError,
  LIMITS,
  toBody,
  validate,
  valuesOf,
  type OpportunityValues,
} from './formValues';
import { FormAlert } from '@/shared/components/FormAlert';
import { UpgradeError } from '@/shared/billing/UpgradeError';

interface Props {
  /** The opportunity to edit; none to post a new one. */
  opportunity?: Opportunity;
  onSaved: (saved: Opportunity) => void;
  onCancel: () => void;
}

const STATUS_OPTIONS = OPPORTUNITY_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }));

/**
 * Posts or edits an opportunity. The server's refusals go under their
 * fields; the plan's limit of Open opportunities, under Status, comes with
 * a link to upgrade.
 */
export function OpportunityForm({ opportunity, onSaved, onCancel }: Props) {
  const save = useSaveOpportunity();
  const categories = useLookups('volunteer_category');
  const countries = useLookups('country');
  const [general, setGeneral] = useState<string | null>(null);
  const [planLimit, setPlanLimit] = useState(false);
  const initialStatus = opportunity?.status;

  const form = useForm<OpportunityValues>({
    mode: 'controlled',
    initialValues: opportunity ? valuesOf(opportunity) : emptyValues(),
    validate: (values) =>
      validate(values, !opportunity || (values.status === 'open' && initialStatus !== 'open')),
    onValuesChange: () => setGeneral(null),
  });
  const v = form.values;

  const submit = form.onSubmit((values) => {
    setGeneral(null);
    setPlanLimit(false);
    save.mutate(
      { id: opportunity?.id ?? null, body: toBody(values) },
      {
        onSuccess: onSaved,
        onError: (err) => {
          const all = fieldErrors(err);
          const known: Record<string, string> = {};
          for (const [key, message] of Object.entries(all)) {
            if ((FIELD_NAMES as readonly string[]).includes(key)) known[key] = message;
          }
          form.setErrors(known);
          setPlanLimit(isPlanLimitError(err));
          if (
            Object.keys(known).length === 0 ||
            Object.keys(known).length < Object.keys(all).length
          ) {
            setGeneral(errorMessage(err));
          }
        },
      },
    );
  });

  const statusProps = form.getInputProps('status');

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={opportunity ? 'Edit opportunity' : 'New opportunity'}
    >
      <Stack gap="md">
        <TextInput
          label="Title"
          required
          maxLength={LIMITS.title}
          {...form.getInputProps('title')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <LookupSelect
            label="Category"
            placeholder="Choose a category"
            data={categories.options}
            loadError={categories.isError ? 'The categories could not be loaded.' : undefined}
            {...form.getInputProps('category')}
          />
          <Select
            label="Status"
            required
            allowDeselect={false}
            data={STATUS_OPTIONS}
            description="Only Open opportunities are public and take applications."
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...statusProps}
            onChange={(value) => {
              setPlanLimit(false);
              form.setFieldValue('status', (value ?? 'draft') as OpportunityStatus);
            }}
            error={
              statusProps.error ? (
                <UpgradeError message={statusProps.error} upgrade={planLimit} />
              ) : undefined
            }
          />
          <NumberInput
            label="Hours per day"
            required
            min={1}
            max={LIMITS.hours}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('hours_per_day')}
          />
          <NumberInput
            label="Duration in months"
            required
            min={1}
            max={LIMITS.months}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('duration_months')}
          />
        </SimpleGrid>
        <Switch
          label="Remote: volunteers can help from anywhere"
          {...form.getInputProps('remote', { type: 'checkbox' })}
        />
        {v.remote ? null : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="City"
              required
              maxLength={LIMITS.city}
              {...form.getInputProps('city')}
            />
            <LookupSelect
              label="Country"
              required={false}
              clearable
              placeholder="Choose a country"
              data={countries.options}
              loadError={countries.isError ? 'The countries could not be loaded.' : undefined}
              {...form.getInputProps('country')}
            />
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Experience"
            placeholder="e.g. 2 years of React"
            maxLength={LIMITS.short}
            {...form.getInputProps('experience')}
          />
          <TextInput
            label="Qualification"
            placeholder="e.g. A degree in design, or equal experience"
            maxLength={LIMITS.short}
            {...form.getInputProps('qualification')}
          />
        </SimpleGrid>
        <CountedTextarea
          label="Description"
          required
          max={LIMITS.description}
          minRows={6}
          {...form.getInputProps('description')}
          value={v.description}
        />
        <TagsInput
          label="Skills"
          description={`Up to ${LIMITS.skills}; press Enter after each one.`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          maxTags={LIMITS.skills}
          splitChars={[',']}
          clearable
          {...form.getInputProps('skills')}
        />
        <TextInput
          type="date"
          label="Expiry date"
          description="The last day volunteers can apply."
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          min={isoDay(new Date())}
          {...form.getInputProps('expires_at')}
          w={{ base: '100%', xs: 220 }}
        />
        <FormAlert message={general} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {opportunity ? 'Save changes' : 'Post opportunity'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
