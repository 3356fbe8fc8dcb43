import type { ComponentProps } from 'react';
import { InitialsAvatar } from '@/shared/components/entity/InitialsAvatar';

/** A company's logo, whole and square-ish, or its initials without one. */
export function CompanyLogo({
  name,
  src,
  ...props
}: Omit<ComponentProps<typeof InitialsAvatar>, 'alt' | 'radius' | 'variant' | 'imageProps'>) {
  return (
    <InitialsAvatar
      name={name}
      src={src}
      alt={src ? `${name} logo` : undefined}
      radius="md"
      variant="filled"
      imageProps={{ style: { objectFit: 'contain' } }}
      {...props}
    />
  );
}
