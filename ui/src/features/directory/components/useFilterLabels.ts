import { useQueries } from '@tanstack/react-query';
import { useCallback } from 'react';
import { lookupsQuery, type LookupKind } from '@/shared/api/lookups';
import type { Facet } from '../api/types';
import type { FilterSpec } from '../urlState';

/**
 * Names the selected filter values: from the facets when they list the
 * value, else (a lookup id from a shared link whose value has no results)
 * from the lookups, loaded only then; a skill or tag is its own name.
 */
export function useFilterLabels<K extends string>(
  specs: readonly FilterSpec<K>[],
  filters: Record<K, string[]>,
  facets: Partial<Record<K, Facet[]>> | undefined,
): (key: K, value: string) => string {
  const kinds: LookupKind[] = [];
  for (const spec of specs) {
    if (!spec.lookupKind || kinds.includes(spec.lookupKind)) continue;
    const listed = facets?.[spec.key] ?? [];
    if (filters[spec.key].some((v) => !listed.some((f) => f.value === v))) {
      kinds.push(spec.lookupKind);
    }
  }
  const names = useQueries({
    queries: kinds.map((kind) => lookupsQuery(kind)),
    combine: (results) => {
      const byId = new Map<string, string>();
      for (const r of results) for (const l of r.data ?? []) byId.set(l.id, l.name);
      return byId;
    },
  });

  return useCallback(
    (key: K, value: string) => {
      const facet = facets?.[key]?.find((f) => f.value === value);
      if (facet) return facet.label;
      const spec = specs.find((s) => s.key === key);
      if (!spec?.lookupKind) return value;
      return names.get(value) ?? '…';
    },
    [facets, specs, names],
  );
}
