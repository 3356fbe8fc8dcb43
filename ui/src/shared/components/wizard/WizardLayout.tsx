import {
  Container,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Stepper,
  Text,
  Title,
  type MantineColor,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';
import { stepperStyles } from './stepperStyles';

/** The page around a profile setup wizard: its title and the wizard (or its loading state). */
export function WizardPageShell({ children }: { children: ReactNode }) {
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Title order={1} mb="lg">
        Set up your profile
      </Title>
      {children}
    </Container>
  );
}

/** The loading placeholder of a wizard: its steps, then its form's fields. */
export function WizardSkeleton({
  stepCount,
  fieldHeights,
}: {
  stepCount: number;
  fieldHeights: number[];
}) {
  return (
    <Grid gap="xl" role="status" aria-label="Loading your profile">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          <Skeleton h={20} w="80%" />
          {Array.from({ length: stepCount }, (_, i) => (
            <Group key={i} gap="sm" wrap="nowrap">
              <Skeleton h={36} w={36} circle />
              <Skeleton h={16} w="70%" />
            </Group>
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <Skeleton h={28} w="60%" />
          {fieldHeights.map((h, i) => (
            <Skeleton key={i} h={h} />
          ))}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

interface Props<S extends { label: string; description: string }> {
  /** The notice above the steps. */
  intro: string;
  steps: readonly S[];
  /** The index of the step shown. */
  active: number;
  /** Whether step i has been reached, so it may be opened. */
  canOpen: (i: number, step: S) => boolean;
  /** Whether step i is saved (its tick shows when it comes after the step shown). */
  isSaved: (i: number, step: S) => boolean;
  onStepClick: (i: number) => void;
  heading: ReactNode;
  /** The step's heading, which takes the focus when the step changes. */
  headingRef: Ref<HTMLHeadingElement>;
  stepCountColor?: MantineColor;
  children: ReactNode;
}

/**
 * A profile setup wizard: the steps in a side panel, and the step shown with
 * its "Step n of m" and heading.
 */
export function WizardLayout<S extends { label: string; description: string }>({
  intro,
  steps,
  active,
  canOpen,
  isSaved,
  onStepClick,
  heading,
  headingRef,
  stepCountColor = 'gray.7',
  children,
}: Props<S>) {
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder p="lg" bg="gray.0" component="aside" aria-label="Profile setup steps">
          <Text fw={600} mb="lg">
            {intro}
          </Text>
          <Stepper
            active={active}
            onStepClick={onStepClick}
            orientation="vertical"
            size="sm"
            styles={stepperStyles}
          >
            {steps.map((s, i) => {
              const reachable = canOpen(i, s) && i !== active;
              // Saved steps after the one revisited keep their tick.
              const saved = i > active && isSaved(i, s);
              return (
                <Stepper.Step
                  key={s.label}
                  label={s.label}
                  description={s.description}
                  allowStepSelect={reachable}
                  icon={saved ? <IconCheck size={16} aria-hidden /> : undefined}
                  aria-current={i === active ? 'step' : undefined}
                  aria-disabled={!reachable && i !== active ? true : undefined}
                />
              );
            })}
          </Stepper>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper
          withBorder
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-labelledby="wizard-step-heading"
        >
          <Stack gap="lg">
            <div>
              <Text size="sm" c={stepCountColor}>
                Step {active + 1} of {steps.length}
              </Text>
              <Title
                order={2}
                id="wizard-step-heading"
                ref={headingRef}
                tabIndex={-1}
                style={{ outline: 'none' }}
              >
                {heading}
              </Title>
            </div>
            {children}
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
