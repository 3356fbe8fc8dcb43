import { Button, Group, Image, Modal, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { ProfileSection } from '@/shared/components/profile/ProfileSection';
import type { GalleryPhoto } from '../../api/companyProfile';

/**
 * The company's photos: a grid of thumbnails, each opening the full photo
 * in a dialog with its description and Previous / Next.
 */
export function GallerySection({ photos, name }: { photos: GalleryPhoto[]; name: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const current = open === null ? null : photos[open];
  const step = (by: number) =>
    setOpen((i) => (i === null ? i : (i + by + photos.length) % photos.length));

  return (
    <ProfileSection title="Photos" id="photos">
      <SimpleGrid
        component="ul"
        cols={{ base: 2, sm: 3 }}
        spacing="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={`Photos of ${name}`}
      >
        {photos.map((p, i) => (
          <li key={p.id}>
            <UnstyledButton
              onClick={() => setOpen(i)}
              aria-haspopup="dialog"
              display="block"
              w="100%"
              style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
            >
              <Image src={p.thumb} alt={p.alt} h={120} fit="cover" radius="md" loading="lazy" />
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
      <Modal
        opened={current !== null}
        onClose={() => setOpen(null)}
        title={current?.alt ?? ''}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': 'Close photo' }}
      >
        {current ? (
          <>
            <Image src={current.url} alt={current.alt} fit="contain" mah="70vh" radius="sm" />
            {photos.length > 1 ? (
              <Group justify="space-between" mt="md" wrap="nowrap">
                <Button
                  variant="default"
                  leftSection={<IconChevronLeft size={16} aria-hidden />}
                  onClick={() => step(-1)}
                >
                  Previous
                </Button>
                <Text size="sm" c="gray.7" aria-live="polite">
                  {(open ?? 0) + 1} of {photos.length}
                </Text>
                <Button
                  variant="default"
                  rightSection={<IconChevronRight size={16} aria-hidden />}
                  onClick={() => step(1)}
                >
                  Next
                </Button>
              </Group>
            ) : null}
          </>
        ) : null}
      </Modal>
    </ProfileSection>
  );
}
