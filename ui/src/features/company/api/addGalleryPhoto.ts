import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { publicCompanyQueryKey } from './companyProfile';
import { GALLERY_PATH, galleryQueryKey, type Gallery } from './gallery';

export interface NewPhoto {
  image: File;
  /** The description read to people who cannot see the photo. */
  alt: string;
}

/** Adds a photo after the others (multipart: image, alt); the answer is the whole gallery. */
export async function addGalleryPhoto({ image, alt }: NewPhoto): Promise<Gallery> {
  const body = new FormData();
  body.append('image', image);
  body.append('alt', alt.trim());
  return pb.send<Gallery>(GALLERY_PATH, { method: 'POST', body });
}

export function useAddGalleryPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addGalleryPhoto,
    onSuccess: (gallery) => {
      client.setQueryData(galleryQueryKey, gallery);
      return client.invalidateQueries({ queryKey: publicCompanyQueryKey });
    },
  });
}
