import { StackSection } from '@/shared/components/StackSection';
import { Button, Grid } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { EntryList } from './EntryList';

interface QuickAddSectionProps<T extends { key: string }> {
  /** The section's heading and the list's name, e.g. "Awards". */
  title: string;
  /** The entry's text field (half the row; Enter in it adds) and its select (a quarter). */
  text: ReactNode;
  select: ReactNode;
  /** The add button's words, e.g. "Add award". */
  addLabel: string;
  onAdd: () => void;
  canAdd: boolean;
  items: T[];
  /** An entry's title and the lines under it. */
  view: (item: T) => { title: string; lines: string[] };
  /** The server's errors by entry index. */
  errors: Map<number, string>;
  /** The list scrolls beyond this height. */
  maxHeight: number;
  onRemove: (index: number) => void;
  disabled: boolean;
}

/**
 * A section of short entries added in one row (a text, a select and the add
 * button) above the list of those added so far.
 */
export function QuickAddSection<T extends { key: string }>({
  title,
  text,
  select,
  addLabel,
  onAdd,
  canAdd,
  items,
  view,
  errors,
  maxHeight,
  onRemove,
  disabled,
}: QuickAddSectionProps<T>) {
  const name = title.toLowerCase();
  // Enter in the text field adds its entry instead of submitting the whole form.
  const enterAdds = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      onAdd();
    }
  };
  return (
    <StackSection title={title} id={`${name}-heading`} order={3} size="h5">
      <Grid gap="sm" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 6 }} onKeyDown={enterAdds}>
          {text}
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>{select}</Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <Button
            fullWidth
            mt={25}
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={onAdd}
            disabled={!canAdd || disabled}
          >
            {addLabel}
          </Button>
        </Grid.Col>
      </Grid>
      <EntryList
        label={title}
        emptyText={`No ${name} added yet.`}
        maxHeight={maxHeight}
        entries={items.map((item, i) => ({ key: item.key, ...view(item), error: errors.get(i) }))}
        onRemove={onRemove}
        disabled={disabled}
      />
    </StackSection>
  );
}
