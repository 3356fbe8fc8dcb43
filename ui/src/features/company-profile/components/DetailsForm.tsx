import { SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { CityInput, CountryCodeSelect, LanguagesSelect } from '@/shared/forms/ProfileFields';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useLookups } from '@/shared/api/lookups';
import { useCurrentUser } from '@/shared/auth';
import type { OnboardingDraft } from '../api/onboarding';
import { useSaveDetails } from '../api/saveDetails';
import { dialCodeOptions } from '@/shared/fields';
import { PhoneNumberInput } from '@/shared/components/PhoneNumberInput';
import { FormActions } from './FormActions';
import { ImageField } from '@/shared/components/ImageField';
import { lookupError } from './lookupError';
import { splitServerErrors, SUBMIT_FAILED } from '@/shared/serverErrors';
import { FormSocialLinksEditor } from '@/shared/components/SocialLinksEditor';
import { TagsField } from '@/shared/components/TagsField';
import { useDraftForm } from '@/shared/hooks/useFormDraft';
import { withScheme } from '@/shared/socialLinks';
import { DETAIL_FIELDS, detailsErrors, LIMITS, type DetailsValues } from './validation';
import { FormAlert } from '@/shared/components/FormAlert';

/** The two child sub-steps of step 2 in the wizard. */
export type DetailsChild = 0 | 1;

export const DETAILS_CHILDREN = ['Company details', 'Social links'] as const;

interface DetailsFormProps {
  draft: OnboardingDraft;
  /**
   * wizard: step 2 with its children, "Company details" then "Social links",
   * saved together at the end of the second; editor: everything on one form
   * with the company name, one Save.
   */
  mode: 'wizard' | 'editor';
  child?: DetailsChild;
  onChildChange?: (child: DetailsChild) => void;
  /** Leaves the first child for the previous step. */
  onBack?: () => void;
  onSaved: (draft: OnboardingDraft) => void;
  /** Where unsaved values are kept (useDraftKey). */
  draftKey: string;
}

const isDetailField = (key: string) => (DETAIL_FIELDS as readonly string[]).includes(key);
const isFormField = (key: string) => isDetailField(key) || key.startsWith('social_links');

/**
 * Step 2, "Tech Company details", and the editor's Basic Info tab: contact,
 * city, role, languages, tags, website, logo, video and social links.
 */
export function DetailsForm({
  draft,
  mode,
  child = 0,
  onChildChange,
  onBack,
  onSaved,
  draftKey,
}: DetailsFormProps) {
  const editor = mode === 'editor';
  const user = useCurrentUser();
  const countries = useLookups('country');
  const languages = useLookups('language');
  const save = useSaveDetails();
  const [skipping, setSkipping] = useState(false);
  const [general, setGeneral] = useState<string | null>(null);
  const dialCodes = useMemo(
    () => dialCodeOptions(countries.data ?? [], user?.country),
    [countries.data, user?.country],
  );

  const p = draft.profile;
  const rules = { hasStoredLogo: p.logo !== '', withCompanyName: editor };
  const { form, clearDraft } = useDraftForm<DetailsValues>(draftKey, {
    initialValues: {
      company_name: p.company_name,
      country_code: p.country_code || draft.suggested_country_code || null,
      phone: p.phone,
      city: p.city,
      role_title: p.role_title,
      languages: p.languages,
      tags: p.tags,
      website: p.website,
      video_url: p.video_url,
      logo: null,
      social_links: draft.social_links,
    },
    validateInputOnBlur: true,
    validate: (values) => detailsErrors(values, rules),
    onValuesChange: () => setGeneral(null),
  });

  const v = form.values;
  const errors = detailsErrors(v, rules);
  const detailsValid = DETAIL_FIELDS.every((k) => !errors[k]);
  const allValid = Object.keys(errors).length === 0;
  const showDetails = editor || child === 0;
  const showSocial = editor || child === 1;

  const send = (withLinks: boolean) => {
    setGeneral(null);
    setSkipping(!withLinks);
    save.mutate(
      {
        country_code: v.country_code ?? '',
        phone: v.phone,
        city: v.city,
        role_title: v.role_title,
        languages: v.languages,
        tags: v.tags,
        website: withScheme(v.website),
        video_url: v.video_url,
        logo: v.logo,
        social_links: withLinks ? v.social_links : [],
        ...(editor ? { company_name: v.company_name } : {}),
      },
      {
        onSuccess: (saved) => {
          // The logo is stored now: the preview shows the saved one.
          form.setFieldValue('logo', null);
          form.resetDirty();
          // After the reset above, which the draft would otherwise keep.
          clearDraft();
          onSaved(saved);
        },
        onError: (err) => {
          const { fields, general: message } = splitServerErrors(err, isFormField, {
            fallback: SUBMIT_FAILED,
          });
          form.setErrors(fields);
          setGeneral(message);
          // A refused detail lives on the first child: show it there.
          if (!editor && Object.keys(fields).some(isDetailField)) onChildChange?.(0);
        },
        onSettled: () => setSkipping(false),
      },
    );
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!editor && child === 0) {
      if (detailsValid) onChildChange?.(1);
      else form.validate();
      return;
    }
    if (allValid) send(true);
    else form.validate();
  };

  const companyName = editor ? (
    <TextInput
      label="Company Name"
      autoComplete="organization"
      required
      maxLength={LIMITS.companyName}
      {...form.getInputProps('company_name')}
    />
  ) : null;

  const countryCode = (
    <CountryCodeSelect
      data={dialCodes}
      {...form.getInputProps('country_code')}
      loadError={lookupError(countries.isError, 'countries')}
    />
  );
  const phone = (
    <PhoneNumberInput
      label="Phone"
      dialCode={v.country_code}
      {...form.getInputProps('phone')}
      onDigits={(digits) => form.setFieldValue('phone', digits)}
    />
  );
  const role = (
    <TextInput
      label="Role"
      required
      autoComplete="organization-title"
      placeholder="e.g. Founder"
      maxLength={LIMITS.shortText}
      {...form.getInputProps('role_title')}
    />
  );
  const city = <CityInput maxLength={LIMITS.shortText} {...form.getInputProps('city')} />;
  const pair = (a: ReactNode, b: ReactNode) => (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      {a}
      {b}
    </SimpleGrid>
  );

  const publicFields = (
    <>
      <LanguagesSelect
        data={languages.options}
        {...form.getInputProps('languages')}
        loadError={lookupError(languages.isError, 'languages')}
      />
      <TagsField
        label="Tags (upto 3 only)"
        description="Press Enter to add a tag"
        placeholder={v.tags.length < LIMITS.tags ? 'Add a tag' : undefined}
        max={LIMITS.tags}
        maxLength={LIMITS.tagLength}
        clearable
        {...form.getInputProps('tags')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          label="Website"
          type="url"
          placeholder="https://"
          autoComplete="url"
          maxLength={LIMITS.url}
          {...form.getInputProps('website')}
          onBlur={() => {
            form.setFieldValue('website', withScheme(v.website));
            form.validateField('website');
          }}
        />
        <TextInput
          label="Video URL"
          type="url"
          placeholder="https://"
          maxLength={LIMITS.url}
          {...form.getInputProps('video_url')}
        />
      </SimpleGrid>
      <ImageField
        label="Logo"
        value={v.logo}
        storedImage={p.logo}
        required={!rules.hasStoredLogo}
        error={form.errors.logo}
        onChange={(file) => form.setFieldValue('logo', file)}
        onBlur={() => form.validateField('logo')}
        onRejected={(message) => form.setFieldError('logo', message)}
      />
    </>
  );

  const social = <FormSocialLinksEditor form={form} disabled={save.isPending} />;

  const alerts = (
    <>
      {form.errors.social_links && showSocial ? (
        <Text size="sm" c="red.9" role="alert">
          {form.errors.social_links}
        </Text>
      ) : null}
      <FormAlert message={general} />
    </>
  );

  if (editor) {
    return (
      <form onSubmit={submit} noValidate aria-label="Basic info">
        <Stack gap="xl">
          <Stack gap="md" component="section" aria-labelledby="public-profile">
            <Title order={2} size="h3" id="public-profile">
              Public profile
            </Title>
            {companyName}
            {city}
            {publicFields}
          </Stack>
          <Stack gap="md" component="section" aria-labelledby="contact">
            <Title order={2} size="h3" id="contact">
              Contact
            </Title>
            <Text size="sm" c="dimmed">
              Your phone number and role are not shown on your public profile.
            </Text>
            {pair(countryCode, phone)}
            {pair(role, null)}
          </Stack>
          <Stack gap="md" component="section" aria-labelledby="social-links">
            <Title order={2} size="h3" id="social-links">
              Social links
            </Title>
            {social}
          </Stack>
          {alerts}
        </Stack>
        <FormActions submitLabel="Save" canSubmit={allValid} saving={save.isPending} />
      </form>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={DETAILS_CHILDREN[child]}>
      <Stack gap="md">
        {showDetails ? (
          <>
            {pair(countryCode, phone)}
            {pair(city, role)}
            {publicFields}
          </>
        ) : null}
        {showSocial ? social : null}
        {alerts}
      </Stack>
      {child === 0 ? (
        <FormActions
          submitLabel="Save & Continue"
          canSubmit={detailsValid}
          saving={false}
          onBack={onBack}
        />
      ) : (
        <FormActions
          submitLabel="Save & Continue"
          canSubmit={allValid}
          saving={save.isPending && !skipping}
          skipping={save.isPending && skipping}
          onBack={() => onChildChange?.(0)}
          onSkip={() => {
            if (detailsValid) send(false);
            else onChildChange?.(0);
          }}
        />
      )}
    </form>
  );
}
