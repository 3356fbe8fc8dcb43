import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { AuthCard } from '../components/AuthCard';
import { ProviderButtons } from '../components/ProviderButtons';
import { RegisterForm } from '../components/RegisterForm';

export function VolunteerRegisterPage() {
  usePageTitle('Join as a Volunteer');
  return (
    <AuthCard
      title="Join as a Volunteer"
      subtitle="Gain experience and skills through volunteering"
    >
      <ProviderButtons intent={{ kind: 'signup', role: 'volunteer' }} />
      <RegisterForm role="volunteer" />
    </AuthCard>
  );
}

export { VolunteerRegisterPage as Component };
