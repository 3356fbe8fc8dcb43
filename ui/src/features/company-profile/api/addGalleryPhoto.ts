import { pb } from '@/shared/pb';
import { useOwnProfileSave } from './companyProfile';
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
  return useOwnProfileSave(addGalleryPhoto, galleryQueryKey);
}
