import { Checkbox, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { CityInput, CountryCodeSelect, LanguagesSelect } from '@/shared/forms/ProfileFields';
import { useMemo, useState } from 'react';
import { useLookups } from '@/shared/api/lookups';
import { useCurrentUser } from '@/shared/auth';
import { ImageField, IMAGE_TYPES } from '@/shared/components/ImageField';
import { FormSocialLinksEditor } from '@/shared/components/SocialLinksEditor';
import { charCount, dialCodeOptions, isBlank, phoneError } from '@/shared/fields';
import { PhoneNumberInput } from '@/shared/components/PhoneNumberInput';
import { INVALID_URL, isWebUrl, socialLinkError, type SocialLink } from '@/shared/socialLinks';
import { FILE_TOO_LARGE, MAX_UPLOAD_BYTES } from '@/shared/validators';
import { useSaveBasicProfile } from '../api/saveBasicProfile';
import { useUpdateNames } from '../api/updateNames';
import { applyServerErrors, SAVE_FAILED } from '@/shared/serverErrors';
import { TagsField } from '@/shared/components/TagsField';
import { useDraftForm } from '@/shared/hooks/useFormDraft';
import { StepForm } from './StepActions';
import type { StepFormProps } from './types';

/** Which parts of the step a form shows; the editor splits it over three tabs. */
export type BasicPart = 'names' | 'contact' | 'languages' | 'tags' | 'media' | 'social';

export const WIZARD_PARTS: BasicPart[] = ['contact', 'languages', 'tags', 'media', 'social'];

const MAX_TAGS = 3;
const MAX_TAG_LENGTH = 30;
const MAX_SHORT_TEXT = 50;
const MAX_URL = 255;

interface BasicValues {
  first_name: string;
  last_name: string;
  country_code: string | null;
  phone: string;
  city: string;
  languages: string[];
  tags: string[];
  video_url: string;
  photo: File | null;
  remove_photo: boolean;
  social_links: SocialLink[];
}

/** The server's rules and words (hooks/formx/contact.go, hooks/volunteers/basic.go). */
export function basicErrors(v: BasicValues, parts: BasicPart[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (parts.includes('names')) {
    if (isBlank(v.first_name)) errors.first_name = 'First name is required.';
    if (isBlank(v.last_name)) errors.last_name = 'Last name is required.';
  }
  if (!v.country_code) errors.country_code = 'Please select a country code.';
  const phone = phoneError(v.phone, v.country_code);
  if (phone) errors.phone = phone;
  if (isBlank(v.city)) errors.city = 'Please enter your city.';
  else if (charCount(v.city.trim()) > MAX_SHORT_TEXT) {
    errors.city = `Must be at most ${MAX_SHORT_TEXT} characters.`;
  }
  if (v.languages.length === 0) errors.languages = 'Please select at least one language.';
  if (v.tags.length > MAX_TAGS) errors.tags = 'Add at most 3 tags.';
  else if (v.tags.some((t) => charCount(t.trim()) > MAX_TAG_LENGTH)) {
    errors.tags = 'Each tag must be at most 30 characters.';
  }
  const video = v.video_url.trim();
  if (video && (!isWebUrl(video) || video.length > MAX_URL)) errors.video_url = INVALID_URL;
  if (v.photo) {
    if (v.photo.size > MAX_UPLOAD_BYTES) errors.photo = FILE_TOO_LARGE;
    else if (v.photo.type && !IMAGE_TYPES.includes(v.photo.type)) {
      errors.photo = 'Please upload a JPEG, PNG, WebP or GIF image.';
    }
  }
  v.social_links.forEach((link, i) => {
    const problem = socialLinkError(link.network, link.url);
    if (problem) errors[`social_links.${i}.url`] = problem;
  });
  return errors;
}

const FIELD_PARTS: Record<string, BasicPart> = {
  first_name: 'names',
  last_name: 'names',
  country_code: 'contact',
  phone: 'contact',
  city: 'contact',
  languages: 'languages',
  tags: 'tags',
  video_url: 'media',
  photo: 'media',
  remove_photo: 'media',
  social_links: 'social',
};

const partOf = (key: string): BasicPart | undefined => FIELD_PARTS[key.split('.')[0] ?? ''];

interface BasicProfileFormProps extends StepFormProps {
  /** The parts shown; the others are sent as saved. */
  parts?: BasicPart[];
  /** The form's accessible name. */
  label?: string;
}

/**
 * Step 2, "Basic profile information": dial code, mobile
 * number, city, languages, tags, photo, video pitch and social links. The
 * editor shows parts of it on its tabs and posts to the same endpoint.
 */
export function BasicProfileForm({
  profile,
  submitLabel,
  onSaved,
  onBack,
  draftKey,
  parts = WIZARD_PARTS,
  label = 'Basic profile information',
}: BasicProfileFormProps) {
  const user = useCurrentUser();
  const countries = useLookups('country');
  const languages = useLookups('language');
  const save = useSaveBasicProfile();
  const rename = useUpdateNames(profile.user.id);
  const [general, setGeneral] = useState<string | null>(null);
  const dialCodes = useMemo(
    () => dialCodeOptions(countries.data ?? [], user?.country ?? profile.user.country),
    [countries.data, user?.country, profile.user.country],
  );
  const shows = (part: BasicPart) => parts.includes(part);

  const p = profile.profile;
  const { form, clearDraft } = useDraftForm<BasicValues>(draftKey, {
    initialValues: {
      first_name: profile.user.first_name,
      last_name: profile.user.last_name,
      country_code: p.country_code || profile.suggested_country_code || null,
      phone: p.phone,
      city: p.city,
      languages: p.languages,
      tags: p.tags,
      video_url: p.video_url,
      photo: null,
      remove_photo: false,
      social_links: profile.social_links,
    },
    validate: (values) => {
      // A part not shown cannot be fixed here; the server judges it as saved.
      const all = basicErrors(values, parts);
      return Object.fromEntries(
        Object.entries(all).filter(([key]) => {
          const part = partOf(key);
          return part !== undefined && parts.includes(part);
        }),
      );
    },
    onValuesChange: () => setGeneral(null),
  });
  const v = form.values;

  const showErrors = (err: unknown) => {
    setGeneral(
      applyServerErrors(
        form,
        err,
        (key) => {
          const part = partOf(key);
          return part !== undefined && parts.includes(part);
        },
        { fallback: SAVE_FAILED },
      ),
    );
  };

  const submit = form.onSubmit(async (values) => {
    setGeneral(null);
    if (
      shows('names') &&
      (values.first_name.trim() !== profile.user.first_name ||
        values.last_name.trim() !== profile.user.last_name)
    ) {
      try {
        await rename.mutateAsync({ first_name: values.first_name, last_name: values.last_name });
      } catch (err) {
        showErrors(err);
        return;
      }
    }
    save.mutate(
      {
        country_code: values.country_code ?? '',
        phone: values.phone,
        city: values.city,
        languages: values.languages,
        tags: values.tags,
        video_url: values.video_url,
        photo: shows('media') ? values.photo : null,
        remove_photo: shows('media') && values.remove_photo,
        social_links: shows('social') ? values.social_links : undefined,
      },
      {
        onSuccess: (saved) => {
          // The photo is stored now: the preview shows the saved one.
          form.setFieldValue('photo', null);
          form.setFieldValue('remove_photo', false);
          // After the resets above, which the draft would otherwise keep.
          clearDraft();
          onSaved(saved);
        },
        onError: showErrors,
      },
    );
  });

  return (
    <StepForm
      label={label}
      onSubmit={submit}
      submitLabel={submitLabel}
      saving={save.isPending || rename.isPending}
      onBack={onBack}
      error={general ?? (form.errors.social_links as string | undefined) ?? null}
    >
      {shows('names') ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label="First name"
            required
            autoComplete="given-name"
            maxLength={MAX_SHORT_TEXT}
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label="Last name"
            required
            autoComplete="family-name"
            maxLength={MAX_SHORT_TEXT}
            {...form.getInputProps('last_name')}
          />
        </SimpleGrid>
      ) : null}
      {shows('contact') ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <CountryCodeSelect
              data={dialCodes}
              {...form.getInputProps('country_code')}
              loadError={countries.isError ? 'The countries could not be loaded.' : undefined}
            />
            <PhoneNumberInput
              label="Mobile number"
              dialCode={v.country_code}
              {...form.getInputProps('phone')}
              onDigits={(digits) => form.setFieldValue('phone', digits)}
            />
          </SimpleGrid>
          <CityInput maxLength={MAX_SHORT_TEXT} {...form.getInputProps('city')} />
        </>
      ) : null}
      {shows('languages') ? (
        <LanguagesSelect
          data={languages.options}
          {...form.getInputProps('languages')}
          loadError={languages.isError ? 'The languages could not be loaded.' : undefined}
        />
      ) : null}
      {shows('tags') ? (
        <TagsField
          label="Add maximum of 3 tags (Optional)"
          description="Press Enter to add a tag"
          placeholder={v.tags.length < MAX_TAGS ? 'Add a tag' : undefined}
          max={MAX_TAGS}
          maxLength={MAX_TAG_LENGTH}
          clearable
          clearButtonProps={{ 'aria-label': 'Remove all tags' }}
          {...form.getInputProps('tags')}
        />
      ) : null}
      {shows('media') ? (
        <>
          <ImageField
            label="Profile picture"
            round
            value={v.photo}
            storedImage={v.remove_photo ? '' : p.photo}
            error={form.errors.photo}
            onChange={(file) => {
              form.setFieldValue('photo', file);
              form.clearFieldError('photo');
            }}
            onRejected={(message) => form.setFieldError('photo', message)}
          />
          {p.photo && !v.photo ? (
            <Checkbox
              label="Remove my current profile picture"
              {...form.getInputProps('remove_photo', { type: 'checkbox' })}
            />
          ) : null}
          <TextInput
            label="Video pitch URL (Optional)"
            type="url"
            placeholder="https://"
            description="A link to a short video about you, e.g. on YouTube"
            maxLength={MAX_URL}
            {...form.getInputProps('video_url')}
          />
        </>
      ) : null}
      {shows('social') ? (
        <Stack gap="xs" component="section" aria-labelledby="social-links-heading">
          <Title order={3} size="h5" id="social-links-heading">
            Social links
          </Title>
          <FormSocialLinksEditor form={form} disabled={save.isPending} />
        </Stack>
      ) : null}
    </StepForm>
  );
}
