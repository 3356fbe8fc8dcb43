import { Button, Group, Radio, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingSkyscraper, IconHeartHandshake } from '@tabler/icons-react';
import { useState, type ComponentType, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { AccountSwitchLink } from '@/shared/forms/AccountFields';
import { AuthCard } from '../components/AuthCard';
import { paths } from '@/shared/paths';

type Choice = 'volunteer' | 'company';

const choices: {
  value: Choice;
  title: string;
  text: string;
  to: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
}[] = [
  {
    value: 'volunteer',
    title: 'I am a Volunteer',
    text: 'Gain experience and skills through volunteering',
    to: paths.volunteerRegister,
    icon: IconHeartHandshake,
  },
  {
    value: 'company',
    title: "I'm a Tech Company",
    text: 'Build with skilled volunteers',
    to: paths.companyRegister,
    icon: IconBuildingSkyscraper,
  },
];

/** The role choice: a radio group of two cards, keyboard operable. */
export function PreRegisterPage() {
  usePageTitle('Join Voluntech');
  const navigate = useNavigate();
  const [choice, setChoice] = useState<Choice | null>(null);
  const target = choices.find((c) => c.value === choice);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (target) navigate(target.to);
  };

  return (
    <AuthCard title="Join as a Volunteer or Tech Company" width={640}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Radio.Group
            value={choice}
            onChange={(v) => setChoice(v as Choice)}
            label="Choose how you want to join"
            labelProps={{ mb: 'sm' }}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {choices.map((c) => {
                const Icon = c.icon;
                return (
                  <Radio.Card key={c.value} value={c.value} radius="md" p="md">
                    <Group wrap="nowrap" align="flex-start" justify="space-between">
                      <Stack gap={6}>
                        <ThemeIcon variant="light" size="lg" radius="md">
                          <Icon size={22} aria-hidden />
                        </ThemeIcon>
                        <Text fw={700}>{c.title}</Text>
                        <Text size="sm" c="gray.7">
                          {c.text}
                        </Text>
                      </Stack>
                      <Radio.Indicator />
                    </Group>
                  </Radio.Card>
                );
              })}
            </SimpleGrid>
          </Radio.Group>
          <Button type="submit" fullWidth disabled={!target}>
            Create Account
          </Button>
          <AccountSwitchLink />
        </Stack>
      </form>
    </AuthCard>
  );
}

export { PreRegisterPage as Component };
