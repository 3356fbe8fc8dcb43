import { memo } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CardHeading, CardSection, type CardSectionProps } from './CardSection';
import { QueryView, type QueryViewProps } from './QueryView';

/** A dashboard card, named by its heading; its last button sits at the bottom. */
export function DashboardCard({ title, id, children }: CardSectionProps) {
  return (
    <CardSection id={id}>
      <Stack gap="sm" align="flex-start" h="100%">
        <CardHeading title={title} id={id} />
        {children}
      </Stack>
    </CardSection>
  );
}

/** A dashboard card that shows a query (QueryView): loading, its failure, or its data. */
export function DashboardQueryCard<T>({
  title,
  id,
  ...view
}: Omit<CardSectionProps, 'children'> & QueryViewProps<T>) {
  return (
    <DashboardCard title={title} id={id}>
      <QueryView {...view} />
    </DashboardCard>
  );
}

/** The "Your account" card: what can be changed, and a link to the account settings. */
export const AccountCard = memo(function AccountCard({
  settingsPath,
  text,
}: {
  settingsPath: string;
  text: string;
}) {
  return (
    <DashboardCard title="Your account" id="your-account">
      <Text>{text}</Text>
      <Button component={Link} to={settingsPath} variant="default" mt="auto">
        Manage your account
      </Button>
    </DashboardCard>
  );
});
