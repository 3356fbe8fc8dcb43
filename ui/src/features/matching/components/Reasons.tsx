import { List, Text } from '@mantine/core';

/** The reasons of a recommendation or suggestion, in words, as the server gave them. */
export function Reasons({ reasons, label }: { reasons: string[]; label: string }) {
  if (reasons.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600}>
        Why
      </Text>
      <List size="sm" spacing={2} aria-label={label} c="gray.9">
        {reasons.map((r) => (
          <List.Item key={r}>{r}</List.Item>
        ))}
      </List>
    </div>
  );
}
