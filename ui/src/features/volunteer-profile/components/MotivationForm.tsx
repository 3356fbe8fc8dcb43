import { SimpleGrid } from '@mantine/core';
import { useLookups } from '@/shared/api/lookups';
import { CountedTextarea } from '@/shared/components/CountedTextarea';
import { LookupField } from '@/shared/components/LookupSelect';
import { SourcePartnerFields, usePartnerSources } from '@/shared/components/SourcePartnerFields';
import { charCount, isBlank } from '@/shared/fields';
import { useSaveMotivation } from '../api/saveMotivation';
import { SAVE_FAILED } from '@/shared/serverErrors';
import { useSectionForm } from '@/shared/components/profile-forms/useSectionForm';
import { StepForm } from './StepActions';
import type { StepFormProps } from './types';

const FIELDS = [
  'education_level',
  'experience_years',
  'motivation',
  'other_motivation',
  'source',
  'partner',
];

const MAX_OTHER_MOTIVATION = 300;

interface MotivationValues {
  education_level: string | null;
  experience_years: string | null;
  motivation: string | null;
  other_motivation: string;
  source: string | null;
  partner: string | null;
}

interface Rules {
  otherMotivationIds: string[];
  partnerSourceIds: string[];
}

/** The server's rules and words (docs/architecture.md, decision 2). */
export function motivationErrors(v: MotivationValues, rules: Rules): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.education_level) {
    errors.education_level = 'Please select your level of higher education.';
  }
  if (!v.experience_years) errors.experience_years = 'Please select your years of work experience.';
  if (!v.motivation) errors.motivation = 'Please select your motivation for volunteering.';
  if (v.motivation && rules.otherMotivationIds.includes(v.motivation)) {
    if (isBlank(v.other_motivation)) errors.other_motivation = 'Please tell us your motivation.';
    else if (charCount(v.other_motivation.trim()) > MAX_OTHER_MOTIVATION) {
      errors.other_motivation = `Must be at most ${MAX_OTHER_MOTIVATION} characters.`;
    }
  }
  if (!v.source) errors.source = 'Please tell us how you found us.';
  if (v.source && rules.partnerSourceIds.includes(v.source) && !v.partner) {
    errors.partner = 'Please select the partner you came from.';
  }
  return errors;
}

const orNull = (v: string) => v || null;

const LOOKUP_FAILED = 'The options could not be loaded. Please reload the page.';

const lookupFailed = (failed: boolean) => (failed ? LOOKUP_FAILED : undefined);

/** The step's pick lists, each named for the lookups it offers. */
const PICKS = {
  education_level: { label: 'Level of higher education', placeholder: 'Select your level' },
  experience_years: { label: 'Years of work experience', placeholder: 'Select your years' },
  motivation: { label: 'Motivation for volunteering', placeholder: 'Select your motivation' },
} as const;

/** Step 1, "Understanding your motivation", and its editor counterpart. */
export function MotivationForm({ profile, submitLabel, onSaved, onBack, draftKey }: StepFormProps) {
  const motivations = useLookups('motivation');
  const partnerSources = usePartnerSources();
  const save = useSaveMotivation();
  const rules: Rules = {
    otherMotivationIds: (motivations.data ?? []).filter((m) => m.is_other).map((m) => m.id),
    partnerSourceIds: partnerSources.partnerSourceIds,
  };

  const p = profile.profile;
  const { form, general, submitWith } = useSectionForm({
    draftKey,
    form: {
      initialValues: {
        education_level: orNull(p.education_level),
        experience_years: orNull(p.experience_years),
        motivation: orNull(p.motivation),
        other_motivation: p.other_motivation,
        source: orNull(p.source),
        partner: orNull(p.partner),
      } satisfies MotivationValues,
      validate: (values) => motivationErrors(values, rules),
    },
    save,
    isField: (k) => FIELDS.includes(k),
    fallback: SAVE_FAILED,
    onSaved,
  });

  const v = form.values;
  const showOther = Boolean(v.motivation && rules.otherMotivationIds.includes(v.motivation));
  const showPartner = Boolean(v.source && rules.partnerSourceIds.includes(v.source));

  const submit = submitWith((values) => ({
    education_level: values.education_level ?? '',
    experience_years: values.experience_years ?? '',
    motivation: values.motivation ?? '',
    other_motivation: showOther ? values.other_motivation : '',
    source: values.source ?? '',
    partner: showPartner ? (values.partner ?? '') : '',
  }));

  const pick = (field: keyof typeof PICKS) => (
    <LookupField
      kind={field}
      {...PICKS[field]}
      failedText={LOOKUP_FAILED}
      {...form.getInputProps(field)}
    />
  );

  return (
    <StepForm
      label="Understanding your motivation"
      onSubmit={submit}
      submitLabel={submitLabel}
      saving={save.isPending}
      onBack={onBack}
      error={general}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        {pick('education_level')}
        {pick('experience_years')}
      </SimpleGrid>
      {pick('motivation')}
      {showOther ? (
        <CountedTextarea
          label="Your motivation"
          placeholder="Tell us why you want to volunteer"
          required
          max={MAX_OTHER_MOTIVATION}
          minRows={3}
          {...form.getInputProps('other_motivation')}
          value={v.other_motivation}
        />
      ) : null}
      <SourcePartnerFields
        form={form}
        sources={partnerSources}
        partnerKind="volunteer_partner"
        loadError={lookupFailed}
      />
    </StepForm>
  );
}
