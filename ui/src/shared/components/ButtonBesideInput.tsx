import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

/** How far a labelled input's box stands below the top of its row: its label's height. */
const LABEL_OFFSET = 25;

type Props = ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps>;

/**
 * A button in a row of labelled inputs, level with their boxes from sm up
 * (on a phone the row wraps and it stands under them).
 */
export function ButtonBesideInput(props: Props) {
  return <Button mt={{ base: 0, sm: LABEL_OFFSET }} {...props} />;
}
