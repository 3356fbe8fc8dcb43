import { Button, List, Paper, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { AuthCard } from '../components/AuthCard';
import { EmailVerifiedView, useEmailVerification } from '../components/EmailVerifiedView';
import { paths } from '@/shared/paths';

export const onboardingSteps = [
  'Understanding your Tech Company',
  'Tech Company details',
  'Pricing plans and subscribing',
  'Understanding the business and your plans',
];

/** Landing page of the company verification link (docs/architecture.md, decision 6). */
export function CompanyEmailVerifiedPage() {
  usePageTitle('Email verification');
  const [params] = useSearchParams();
  const status = useEmailVerification(params.get('token'));
  const verified = status === 'verified';

  return (
    <AuthCard width={560}>
      <EmailVerifiedView status={status}>
        <Paper withBorder radius="md" p="md" bg="gray.0">
          <Title order={2} fz="lg" mb="sm">
            Complete these steps to set up your Tech Company profile
          </Title>
          <List type="ordered" spacing="xs">
            {onboardingSteps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </Paper>
        {verified ? (
          <Button component={Link} to={paths.company.profileCreation} fullWidth>
            Get Started
          </Button>
        ) : (
          <Button fullWidth disabled>
            Get Started
          </Button>
        )}
      </EmailVerifiedView>
    </AuthCard>
  );
}

export { CompanyEmailVerifiedPage as Component };
