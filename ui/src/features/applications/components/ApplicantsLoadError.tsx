import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';

/** The applicants of an opportunity failed to load (the table and the board): why, and "Try again". */
export function ApplicantsLoadError({
  query,
}: {
  query: { error: unknown; refetch: () => unknown };
}) {
  return <LoadErrorAlert title="The applicants could not be loaded" query={query} />;
}
