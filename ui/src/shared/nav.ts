/** Top links of every bar; each issue adds its public list when it exists. */
import { paths } from '@/shared/paths';
export const topLinks: { label: string; to: string }[] = [
  { label: 'Volunteers', to: paths.volunteers },
  { label: 'Opportunities', to: paths.opportunities },
  { label: 'Companies', to: paths.companies },
];
