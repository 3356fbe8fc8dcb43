import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { AuthCard } from '../components/AuthCard';
import { ProviderButtons } from '../components/ProviderButtons';
import { RegisterForm } from '../components/RegisterForm';

export function CompanyRegisterPage() {
  usePageTitle('Join as a Tech Company');
  return (
    <AuthCard title="Join as a Tech Company" subtitle="Build with skilled volunteers">
      <ProviderButtons intent={{ kind: 'signup', role: 'company' }} />
      <RegisterForm role="company" />
    </AuthCard>
  );
}

export { CompanyRegisterPage as Component };
