import { SimpleGrid } from '@mantine/core';
import type { OnboardingDraft } from '../api/onboarding';
import { useSaveBackground } from '../api/saveBackground';
import { CountedTextarea } from '@/shared/components/CountedTextarea';
import { LookupField } from '@/shared/components/LookupSelect';
import { SourcePartnerFields, usePartnerSources } from '@/shared/components/SourcePartnerFields';
import type { SectionFormProps } from '@/shared/components/profile-forms/useSectionForm';
import { StepForm } from './FormActions';
import { useStepForm } from './useStepForm';
import { fetchFailedText, lookupError } from './lookupError';
import { backgroundErrors, LIMITS, type BackgroundValues } from './validation';

const FIELDS = ['company_stage', 'team_size', 'team_structure', 'fund_type', 'source', 'partner'];

type BackgroundFormProps = SectionFormProps<OnboardingDraft> & { draft: OnboardingDraft };

const orNull = (v: string) => v || null;

/** The step's pick lists; `what` names the list in its load error. */
const PICKS = {
  company_stage: {
    kind: 'company_stage',
    label: 'Company Stage',
    placeholder: 'Select company stage',
    what: 'stage',
  },
  team_size: {
    kind: 'member_range',
    label: 'Team Size',
    placeholder: 'Select team size',
    what: 'member',
  },
  fund_type: {
    kind: 'fund_type',
    label: 'How is your business funded?',
    placeholder: 'Select funding',
    what: 'fund',
  },
} as const;

/**
 * Step 1, "Understanding your Tech Company", and the editor's Company
 * Background tab: stage, team size and structure, funding, how the company
 * found us, and the partner for the partner source.
 */
export function BackgroundForm({
  draft,
  submitLabel,
  onSaved,
  onBack,
  draftKey,
}: BackgroundFormProps) {
  const partnerSources = usePartnerSources();
  const { partnerSourceIds } = partnerSources;
  const save = useSaveBackground();

  const p = draft.profile;
  const { form, step } = useStepForm({
    draftKey,
    initialValues: {
      company_stage: orNull(p.company_stage),
      team_size: orNull(p.team_size),
      team_structure: p.team_structure,
      fund_type: orNull(p.fund_type),
      source: orNull(p.source),
      partner: orNull(p.partner),
    } satisfies BackgroundValues,
    validate: (values) => backgroundErrors(values, partnerSourceIds),
    save,
    fields: FIELDS,
    onSaved,
  });

  const v = form.values;
  const showPartner = Boolean(v.source && partnerSourceIds.includes(v.source));

  const inputOf = (values: BackgroundValues) => ({
    company_stage: values.company_stage ?? '',
    team_size: values.team_size ?? '',
    team_structure: values.team_structure,
    fund_type: values.fund_type ?? '',
    source: values.source ?? '',
    partner: showPartner ? (values.partner ?? '') : '',
  });

  const pick = (field: keyof typeof PICKS) => {
    const { what, ...select } = PICKS[field];
    return (
      <LookupField {...select} failedText={fetchFailedText(what)} {...form.getInputProps(field)} />
    );
  };

  return (
    <StepForm
      label="Company background"
      {...step(inputOf)}
      submitLabel={submitLabel}
      onBack={onBack}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        {pick('company_stage')}
        {pick('team_size')}
      </SimpleGrid>
      <CountedTextarea
        label="How is your team structured?"
        required
        max={LIMITS.teamStructure}
        minRows={3}
        {...form.getInputProps('team_structure')}
        value={v.team_structure}
      />
      {pick('fund_type')}
      <SourcePartnerFields
        form={form}
        sources={partnerSources}
        partnerKind="company_partner"
        loadError={lookupError}
      />
    </StepForm>
  );
}
