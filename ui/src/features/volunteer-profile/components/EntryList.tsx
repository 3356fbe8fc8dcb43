import { StackList } from '@/shared/components/BareList';
import { ActionIcon, Group, Paper, ScrollArea, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

/**
 * The key of an entry not saved yet; unique across reloads, as a draft keeps
 * such entries.
 */
export const newEntryKey = () => `new-${crypto.randomUUID()}`;

export interface EntryView {
  key: string;
  title: string;
  /** Lines under the title (course, company, period...); empty ones are left out. */
  lines: string[];
  /** A server error of this entry. */
  error?: string;
}

interface EntryListProps {
  entries: EntryView[];
  /** The list's accessible name, e.g. "Education entries". */
  label: string;
  emptyText: string;
  /** The list scrolls beyond this height (230 px, 180 px for skills and awards). */
  maxHeight: number;
  onEdit?: (index: number) => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
}

/** A scrolling list of entries with edit and remove buttons. */
export function EntryList({
  entries,
  label,
  emptyText,
  maxHeight,
  onEdit,
  onRemove,
  disabled = false,
}: EntryListProps) {
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize mah={maxHeight} type="auto" offsetScrollbars>
      <StackList gap="xs" aria-label={label}>
        {entries.map((entry, i) => (
          <Paper component="li" key={entry.key} withBorder p="xs">
            <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {entry.title}
                </Text>
                {entry.lines
                  .filter((line) => line.trim() !== '')
                  .map((line, j) => (
                    <Text key={j} size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                      {line}
                    </Text>
                  ))}
                {entry.error ? (
                  <Text size="sm" c="red.9" role="alert">
                    {entry.error}
                  </Text>
                ) : null}
              </div>
              <Group gap={4} wrap="nowrap">
                {onEdit ? (
                  <ActionIcon
                    variant="subtle"
                    onClick={() => onEdit(i)}
                    aria-label={`Edit ${entry.title}`}
                    disabled={disabled}
                  >
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                ) : null}
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  onClick={() => onRemove(i)}
                  aria-label={`Remove ${entry.title}`}
                  disabled={disabled}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        ))}
      </StackList>
    </ScrollArea.Autosize>
  );
}

/**
 * The first server error of each entry of a list: `educations.1.end_year`
 * → index 1. Keys without an index are left out.
 */
export function entryErrors(errors: Record<string, string>, list: string): Map<number, string> {
  const out = new Map<number, string>();
  for (const [key, message] of Object.entries(errors)) {
    const match = new RegExp(`^${list}\\.(\\d+)(\\.|$)`).exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    if (!out.has(index)) out.set(index, message);
  }
  return out;
}
