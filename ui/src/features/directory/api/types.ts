/** An option of a directory filter with how many results it would give. */
export interface Facet {
  value: string;
  label: string;
  count: number;
}

/** A lookup as the directory sends it: its id and its name. */
export type { NamedRef } from '@/shared/types';

/** A page of a directory list with the facet counts of its filters. */
export interface DirectoryPage<T, K extends string> {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  items: T[];
  /** A filter the server sends no facets for has no options to offer. */
  facets: Partial<Record<K, Facet[]>>;
}

/** Client errors will not change on a retry; a lost connection or a server error may. */
export function retryTransient(count: number, err: unknown): boolean {
  const status = (err as { status?: number }).status ?? 0;
  return (status === 0 || status >= 500) && count < 2;
}
