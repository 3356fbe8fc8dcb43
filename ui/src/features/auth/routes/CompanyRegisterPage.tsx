import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { AuthCard } from '../components/AuthCard';
import { RegisterForm } from '../components/RegisterForm';

export function CompanyRegisterPage() {
  usePageTitle('Join as a Tech Company');
  return (
    <AuthCard title="Join as a Tech Company" subtitle="Build with skilled volunteers">
      <RegisterForm role="company" />
    </AuthCard>
  );
}

export { CompanyRegisterPage as Component };
