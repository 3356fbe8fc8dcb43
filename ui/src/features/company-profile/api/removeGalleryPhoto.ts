import { pb } from '@/shared/pb';
import { useOwnProfileSave } from './companyProfile';
import { GALLERY_PATH, galleryQueryKey, type Gallery } from './gallery';

/** Removes one of the team's photos; the answer is the whole gallery. */
export async function removeGalleryPhoto(id: string): Promise<Gallery> {
  return pb.send<Gallery>(`${GALLERY_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemoveGalleryPhoto() {
  return useOwnProfileSave(removeGalleryPhoto, galleryQueryKey);
}
