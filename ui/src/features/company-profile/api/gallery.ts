import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import type { GalleryPhoto } from './companyProfile';

export const GALLERY_PATH = '/api/company/gallery';

/** The answer of every gallery route: the photos in their order and how many the company may have. */
export interface Gallery {
  photos: GalleryPhoto[];
  max: number;
}

export async function fetchGallery(): Promise<Gallery> {
  return pb.send<Gallery>(GALLERY_PATH, { method: 'GET' });
}

export const galleryQueryKey = ['company', 'gallery'] as const;

export const galleryQuery = () =>
  queryOptions({ queryKey: galleryQueryKey, queryFn: fetchGallery });

/** The signed-in team's gallery. */
export function useGallery() {
  return useQuery(galleryQuery());
}
