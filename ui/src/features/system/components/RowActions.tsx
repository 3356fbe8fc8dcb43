import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface Props {
  /** The row's name, for the buttons' accessible names: "Rename Design". */
  name: string;
  /** "Edit" or "Rename". */
  editLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Why the row cannot be deleted; the delete button is disabled when given. */
  deleteBlocked?: string;
}

/** A row's edit and delete buttons, as icons with tooltips. */
export function RowActions({ name, editLabel, onEdit, onDelete, deleteBlocked }: Props) {
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={editLabel}>
        <ActionIcon
          variant="subtle"
          color="gray.8"
          aria-label={`${editLabel} ${name}`}
          onClick={onEdit}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={deleteBlocked ?? 'Delete'}>
        <ActionIcon
          variant="subtle"
          color="red.9"
          aria-label={`Delete ${name}`}
          disabled={deleteBlocked !== undefined}
          onClick={onDelete}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
