import { Group, Stack, type GroupProps, type StackProps } from '@mantine/core';

// A list's semantics (screen readers announce "list, N items") without the
// browser's bullets and indent: the items lay themselves out.
const bare = { component: 'ul', p: 0, m: 0, style: { listStyle: 'none' } } as const;

/** A list (`ul`) whose items stand one under the other; children are `li`s. */
export function StackList(props: StackProps) {
  return <Stack {...bare} {...props} />;
}

/** A list (`ul`) whose items stand in a row and wrap; children are `li`s. */
export function GroupList(props: GroupProps) {
  return <Group {...bare} {...props} />;
}
