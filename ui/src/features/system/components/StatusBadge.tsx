import { Badge } from '@mantine/core';
import type { BadgeColor } from '../format';

/** A filled badge whose text colour follows its background (readable in every shade used). */
export function StatusBadge({ color, children }: { color: BadgeColor; children: string }) {
  return (
    <Badge color={color} autoContrast variant="filled" tt="none" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Badge>
  );
}
