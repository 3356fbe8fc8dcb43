import { CloseButton, Group, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { store } from '@/shared/storage';
import { THANK_YOU_DISMISSED_KEY } from '@/features/applications/stageCounts';

/** The thank-you card of the volunteer dashboard; once closed it stays closed. */
export function ThankYouCard() {
  const [dismissed, setDismissed] = useState(
    () => store.get(localStorage, THANK_YOU_DISMISSED_KEY) === '1',
  );
  if (dismissed) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="thank-you-title"
      p="lg"
      radius="md"
      bg="blue.0"
      withBorder
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div>
          <Title order={2} size="h4" id="thank-you-title">
            Thank you for volunteering!
          </Title>
          <Text mt={4}>
            Your time helps tech companies grow, and you gain real experience on the way. Find an
            opportunity that fits your skills below.
          </Text>
        </div>
        <CloseButton
          aria-label="Dismiss the thank-you message"
          onClick={() => {
            store.set(localStorage, THANK_YOU_DISMISSED_KEY, '1');
            setDismissed(true);
          }}
        />
      </Group>
    </Paper>
  );
}
