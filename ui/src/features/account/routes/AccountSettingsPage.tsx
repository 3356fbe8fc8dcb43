import { Stack, Text, Title } from '@mantine/core';
import { useCurrentUser } from '@/shared/auth';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { ChangeEmailForm } from '../components/ChangeEmailForm';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { DataExportSection } from '../components/DataExportSection';
import { DeleteAccountSection } from '../components/DeleteAccountSection';
import { DetailsForm } from '../components/DetailsForm';
import { EmailPrefsSection } from '../components/EmailPrefsSection';
import { LogoutAllSection } from '../components/LogoutAllSection';
import { SignInMethodsSection } from '../components/SignInMethodsSection';
import { TwoStepSection } from '../components/TwoStepSection';

/** Account Settings of the signed-in user, the same in the company, volunteer and system areas. */
export function AccountSettingsPage() {
  usePageTitle('Account Settings');
  const user = useCurrentUser();
  // The area's guard lets only signed-in users in; the user is gone only for
  // the moment between deleting the account and leaving the page.
  if (!user) return null;

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>Account Settings</Title>
        <Text c="gray.7" mt={4}>
          Manage your details, password, email address, the emails you get, a copy of your data and
          your account.
        </Text>
      </div>
      <DetailsForm user={user} />
      <ChangePasswordForm user={user} />
      <ChangeEmailForm user={user} />
      <SignInMethodsSection user={user} />
      <TwoStepSection />
      <EmailPrefsSection user={user} />
      <DataExportSection />
      <LogoutAllSection />
      <DeleteAccountSection user={user} />
    </Stack>
  );
}

export { AccountSettingsPage as Component };
