import { Button, Group, Image, Modal, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useOpenedAfterMount } from '@/shared/components/useOpenedAfterMount';
import type { GalleryPhoto } from '../../api/companyProfile';

interface Props {
  photos: GalleryPhoto[];
  /** The photo shown, by its place in `photos`; null when the dialog is closed. */
  open: number | null;
  onOpen: (index: number | null) => void;
}

/** One photo of a company's gallery at full size, with its description and Previous / Next. */
export default function GalleryLightbox({ photos, open, onOpen }: Props) {
  const current = open === null ? null : photos[open];
  // Loaded on first use, it mounts already open (useOpenedAfterMount).
  const shown = useOpenedAfterMount(current !== null);
  const step = (by: number) =>
    onOpen(open === null ? open : (open + by + photos.length) % photos.length);

  return (
    <Modal
      opened={shown}
      onClose={() => onOpen(null)}
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
  );
}
