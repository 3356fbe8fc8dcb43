import { Anchor } from '@mantine/core';
import { paths } from '@/shared/paths';

/** The label of the sign-up forms' terms box, its two documents opening in a new tab. */
export function TermsLabel() {
  return (
    <>
      I accept the{' '}
      <Anchor href={paths.terms} target="_blank" rel="noopener noreferrer" inherit>
        Terms of Service
      </Anchor>{' '}
      and{' '}
      <Anchor href={paths.privacy} target="_blank" rel="noopener noreferrer" inherit>
        Privacy Policy
      </Anchor>
    </>
  );
}
