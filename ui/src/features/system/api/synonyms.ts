import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { systemKey } from './types';

/** One row of the skill synonym table: a spelling (term) of a skill (canonical), both lower-case. */
export interface SkillSynonym {
  id: string;
  term: string;
  canonical: string;
}

export interface SynonymInput {
  term: string;
  canonical: string;
}

export const synonymsKey = [...systemKey, 'skill-synonyms'] as const;

/** Every synonym, by skill then spelling (superadmins only; the table is short). */
export const synonymsQuery = queryOptions({
  queryKey: synonymsKey,
  queryFn: () =>
    pb.collection('skill_synonyms').getFullList<SkillSynonym>({
      sort: 'canonical,term',
      fields: 'id,term,canonical',
    }),
  staleTime: 10_000,
});

export function useSynonyms() {
  return useQuery(synonymsQuery);
}

/** Adds a synonym, or changes one when id is given; the server trims, lower-cases and checks it. */
export function useSaveSynonym() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: SynonymInput & { id?: string }) => {
      const body = { term: input.term.trim(), canonical: input.canonical.trim() };
      return id
        ? pb.collection('skill_synonyms').update<SkillSynonym>(id, body)
        : pb.collection('skill_synonyms').create<SkillSynonym>(body);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: synonymsKey }),
  });
}

export function useDeleteSynonym() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await pb.collection('skill_synonyms').delete(id);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: synonymsKey }),
  });
}
