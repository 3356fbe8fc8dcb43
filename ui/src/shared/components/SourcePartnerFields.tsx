import type { UseFormReturnType } from '@mantine/form';
import { useLookups } from '@/shared/api/lookups';
import { LookupSelect } from './LookupSelect';

/** The "How did you find us?" answer and the partner it may name (docs/architecture.md, decision 2). */
export interface SourcePartnerValues {
  source: string | null;
  partner: string | null;
}

/**
 * The found-us sources and which of them asks for a partner (the lookups'
 * `is_partner_source` flag): the forms validate with these ids.
 */
export function usePartnerSources() {
  const sources = useLookups('source');
  const partnerSourceIds = (sources.data ?? []).filter((s) => s.is_partner_source).map((s) => s.id);
  return { sources, partnerSourceIds };
}

interface Props<V extends SourcePartnerValues> {
  form: UseFormReturnType<V>;
  sources: ReturnType<typeof usePartnerSources>;
  /** The partner list of the form's role. */
  partnerKind: 'company_partner' | 'volunteer_partner';
  /** The message under a select whose options failed to load. */
  loadError: (failed: boolean, what: 'source' | 'partner') => string | undefined;
}

/**
 * "How did you find us?" and, for a partner source only, "Partner": shared
 * by the company background and the volunteer motivation steps. Choosing a
 * source that names no partner clears the partner.
 */
export function SourcePartnerFields<V extends SourcePartnerValues>({
  form,
  sources: { sources, partnerSourceIds },
  partnerKind,
  loadError,
}: Props<V>) {
  const partners = useLookups(partnerKind);
  // The form's values always hold these two fields (V extends SourcePartnerValues).
  const values = form.getValues() as SourcePartnerValues;
  const set = form.setFieldValue as (path: keyof SourcePartnerValues, value: string | null) => void;
  const showPartner = Boolean(values.source && partnerSourceIds.includes(values.source));
  return (
    <>
      <LookupSelect
        label="How did you find us?"
        placeholder="Select an option"
        data={sources.options}
        {...form.getInputProps('source')}
        onChange={(value) => {
          set('source', value);
          if (!value || !partnerSourceIds.includes(value)) set('partner', null);
        }}
        loadError={loadError(sources.isError, 'source')}
      />
      {showPartner ? (
        <LookupSelect
          label="Partner"
          placeholder="Select your partner"
          data={partners.options}
          {...form.getInputProps('partner')}
          loadError={loadError(partners.isError, 'partner')}
        />
      ) : null}
    </>
  );
}
