import { ActionIcon } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The arrow back to the page this one belongs to. */
export function BackIconLink({ to, label }: { to: string; label: string }) {
  return (
    <ActionIcon component={Link} to={to} variant="subtle" size="lg" aria-label={label}>
      <IconArrowLeft size={20} aria-hidden />
    </ActionIcon>
  );
}
