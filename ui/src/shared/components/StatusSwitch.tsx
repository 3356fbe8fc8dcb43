import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';

/** A queue's status filter and page: choosing another status starts again at page 1. */
export function useStatusPages<S extends string>(initial: S) {
  const [status, setStatusState] = useState<S>(initial);
  const [page, setPage] = useState(1);
  const setStatus = (next: S) => {
    setStatusState(next);
    setPage(1);
  };
  return { status, setStatus, page, setPage };
}

interface Props<S extends string> {
  /** Names the switch for screen readers, e.g. "Reports to show". */
  label: string;
  /** Each status's name, in the switch's order. */
  labels: Record<S, string>;
  value: S;
  onChange: (status: S) => void;
}

/** The switch between the statuses of a queue (reported, handled, …). */
export function StatusSwitch<S extends string>({ label, labels, value, onChange }: Props<S>) {
  return (
    <SegmentedControl
      aria-label={label}
      value={value}
      onChange={(v) => onChange(v as S)}
      data={(Object.keys(labels) as S[]).map((s) => ({ value: s, label: labels[s] }))}
      style={{ alignSelf: 'flex-start' }}
    />
  );
}
