import { fullName, useCurrentUser } from '@/shared/auth';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { Transcript } from '@/features/projects/components/Transcript';

/** /volunteer/transcript: the printable transcript of the volunteer's verified work. */
export function TranscriptPage() {
  usePageTitle('Transcript');
  const user = useCurrentUser();
  return <Transcript name={fullName(user) || (user?.username ?? '')} />;
}

export { TranscriptPage as Component };
