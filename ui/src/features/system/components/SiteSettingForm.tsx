import { Button, Group, Stack, Text } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormAlert } from '@/shared/components/FormAlert';
import { splitServerErrors } from '@/shared/serverErrors';
import { useSaveSiteSettings, type SiteSettings } from '../api/siteSettings';

type Fields = Partial<Omit<SiteSettings, 'id' | 'updated'>>;

/**
 * Saving some of the site settings from a form: the fields' messages (the
 * browser's, then the server's) and the server's refusal no field explains.
 */
export function useSiteSettingForm<F extends keyof Fields & string>(
  record: SiteSettings,
  fields: readonly F[],
  fallback: string,
) {
  const save = useSaveSiteSettings(record.id);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);

  /**
   * Sends `values` unless `check` (the browser's checks) finds a fault;
   * `saved` says it was saved, a refusal goes under its field or above them.
   */
  const submit = (
    values: Fields,
    saved: (record: SiteSettings) => void,
    check?: () => Partial<Record<F, string>>,
  ) => {
    setGeneral(null);
    if (check) {
      const found = check();
      setErrors(found);
      if (Object.keys(found).length > 0) return;
    }
    save.mutate(values, {
      onSuccess: (record) => {
        setErrors({});
        saved(record);
      },
      onError: (err) => {
        const split = splitServerErrors(err, fields, { fallback });
        setErrors(split.fields);
        setGeneral(split.general);
      },
    });
  };

  return { pending: save.isPending, errors, general, submit };
}

/** One site setting's form: what it means, the refusal no field explains, its fields, Save. */
export function SiteSettingForm({
  label,
  intro,
  general,
  pending,
  onSubmit,
  children,
}: {
  /** The form's name: "Value of a volunteer hour". */
  label: string;
  intro: ReactNode;
  general: string | null;
  pending: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(ev: FormEvent) => {
        ev.preventDefault();
        onSubmit();
      }}
      noValidate
      aria-label={label}
    >
      <Stack gap="sm" maw={520}>
        <Text size="sm">{intro}</Text>
        <FormAlert message={general} />
        {children}
        <Group>
          <Button type="submit" loading={pending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
