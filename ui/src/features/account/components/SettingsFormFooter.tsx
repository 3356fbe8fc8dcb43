import { Box, Button, Group } from '@mantine/core';
import { FormAlert } from '@/shared/components/FormAlert';

/** The end of an account settings form: the refusal no field explains, then its one button. */
export function SettingsFormFooter({
  general,
  label,
  pending,
}: {
  general: string | null;
  label: string;
  pending: boolean;
}) {
  return (
    <>
      {general ? (
        <Box mt="md">
          <FormAlert message={general} />
        </Box>
      ) : null}
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={pending}>
          {label}
        </Button>
      </Group>
    </>
  );
}
