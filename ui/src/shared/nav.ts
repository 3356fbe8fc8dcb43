/** Top links of every bar; each issue adds its public list when it exists. */
export const topLinks: { label: string; to: string }[] = [
  { label: 'Volunteers', to: '/volunteers' },
  { label: 'Opportunities', to: '/opportunities' },
  { label: 'Companies', to: '/companies' },
];
