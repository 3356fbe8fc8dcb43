import { Avatar, type AvatarProps } from '@mantine/core';
import { initialsOf } from '@/shared/fields';

export interface InitialsAvatarProps extends Omit<AvatarProps, 'src' | 'children' | 'color'> {
  /** The photo's or logo's path; "" shows the initials instead. */
  src: string | null | undefined;
  /** Whose picture it is: its initials stand in for a missing one. */
  name: string;
  alt?: string;
}

/**
 * A person's photo or a company's logo, or the name's initials on blue
 * without one (screen readers get the alt text, never the letters).
 */
export function InitialsAvatar({ src, name, ...props }: InitialsAvatarProps) {
  return (
    <Avatar src={src || null} color="blue" {...props}>
      <span aria-hidden>{initialsOf(name)}</span>
    </Avatar>
  );
}
