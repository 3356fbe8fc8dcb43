import { GroupList } from '@/shared/components/BareList';
import { Button, Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { FilterSpec } from '../urlState';

interface Props<K extends string> {
  specs: readonly FilterSpec<K>[];
  filters: Record<K, string[]>;
  labelOf: (key: K, value: string) => string;
  onRemove: (key: K, value: string) => void;
  onClear: () => void;
}

/** The filters set, each a removable chip, and a Clear button for all of them. */
export function FilterChips<K extends string>({
  specs,
  filters,
  labelOf,
  onRemove,
  onClear,
}: Props<K>) {
  const chips = specs.flatMap((spec) =>
    filters[spec.key].map((value) => ({ spec, value, label: labelOf(spec.key, value) })),
  );
  if (chips.length === 0) return null;

  return (
    <Group gap="xs" wrap="wrap">
      <GroupList aria-label="Selected filters" gap="xs" wrap="wrap">
        {chips.map(({ spec, value, label }) => (
          <li key={`${spec.key}:${value}`} style={{ minWidth: 0, maxWidth: '100%' }}>
            <Button
              variant="light"
              size="compact-sm"
              radius="xl"
              maw="100%"
              rightSection={<IconX size={14} aria-hidden />}
              aria-label={`Remove filter ${spec.label}: ${label}`}
              title={`${spec.label}: ${label}`}
              onClick={() => onRemove(spec.key, value)}
            >
              {label}
            </Button>
          </li>
        ))}
      </GroupList>
      <Button variant="subtle" size="compact-sm" onClick={onClear}>
        Clear
      </Button>
    </Group>
  );
}
