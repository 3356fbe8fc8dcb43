import { useQuery } from '@tanstack/react-query';
import {
  volunteerList,
  type ListState,
  type VolunteerFilterKey,
  type VolunteerSort,
} from '../urlState';
import { directoryPageQuery } from './directoryPage';
import type { VolunteerCardFields } from '@/shared/types';
import type { DirectoryPage } from './types';

/** A volunteer card of the public list: public fields only. */
export interface VolunteerListItem extends VolunteerCardFields {
  /** Saved by the signed-in viewer. */
  favorited: boolean;
}

export type VolunteerPage = DirectoryPage<VolunteerListItem, VolunteerFilterKey>;
export type VolunteerListState = ListState<VolunteerSort, VolunteerFilterKey>;

export const volunteersQueryKey = ['directory', 'volunteers'] as const;

/**
 * A page of the public volunteer list. The viewer is part of the key: the
 * list says which volunteers the signed-in viewer saved.
 */
export const volunteersQuery = (state: VolunteerListState, viewerId: string) =>
  directoryPageQuery<VolunteerListItem, VolunteerSort, VolunteerFilterKey>(
    '/api/directory/volunteers',
    volunteerList,
    [...volunteersQueryKey, viewerId],
    state,
  );

export function useVolunteers(state: VolunteerListState, viewerId: string) {
  return useQuery(volunteersQuery(state, viewerId));
}

/** The name shown for a volunteer: first and last name, else the username. */
export const volunteerName = (
  v: Pick<VolunteerListItem, 'first_name' | 'last_name' | 'username'>,
) => `${v.first_name} ${v.last_name}`.trim() || v.username;
