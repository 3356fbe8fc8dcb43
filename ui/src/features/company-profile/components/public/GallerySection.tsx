import { Image, SimpleGrid, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { ProfileSection } from '@/shared/components/profile/ProfileSection';
import { useLatch } from '@/shared/hooks/useLatch';
import type { GalleryPhoto } from '../../api/companyProfile';

// The full-size photo dialog's code loads when a photo is first opened.
const GalleryLightbox = lazy(() => import('./GalleryLightbox'));

/**
 * The company's photos: a grid of thumbnails, each opening the full photo
 * in a dialog with its description and Previous / Next.
 */
export function GallerySection({ photos, name }: { photos: GalleryPhoto[]; name: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const lightbox = useLatch(open !== null);

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
      {lightbox ? (
        <Suspense fallback={null}>
          <GalleryLightbox photos={photos} open={open} onOpen={setOpen} />
        </Suspense>
      ) : null}
    </ProfileSection>
  );
}
