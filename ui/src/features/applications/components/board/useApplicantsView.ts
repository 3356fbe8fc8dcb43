import { useLocalStorage } from '@mantine/hooks';

/** How the applicants of an opportunity are shown. */
export type ApplicantsView = 'table' | 'board';

/** The view the company chose last, kept in this browser for every opportunity. */
export function useApplicantsView() {
  return useLocalStorage<ApplicantsView>({
    key: 'applicantsView',
    defaultValue: 'table',
    getInitialValueInEffect: false,
  });
}
