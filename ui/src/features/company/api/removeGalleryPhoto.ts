import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { publicCompanyQueryKey } from './companyProfile';
import { GALLERY_PATH, galleryQueryKey, type Gallery } from './gallery';

/** Removes one of the team's photos; the answer is the whole gallery. */
export async function removeGalleryPhoto(id: string): Promise<Gallery> {
  return pb.send<Gallery>(`${GALLERY_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemoveGalleryPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeGalleryPhoto,
    onSuccess: (gallery) => {
      client.setQueryData(galleryQueryKey, gallery);
      return client.invalidateQueries({ queryKey: publicCompanyQueryKey });
    },
  });
}
