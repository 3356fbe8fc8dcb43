import { Box, Text, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/** One fact of an opportunity in a description list (`dl`): its name, then its value. */
export function Fact({
  label,
  children,
  mb,
}: {
  label: string;
  children: ReactNode;
  mb?: MantineSpacing;
}) {
  return (
    <Box mb={mb}>
      <Text component="dt" size="sm" c="gray.7">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}
