import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import type { EditableLookupKind } from '../api/types';
import { LookupEditor } from './LookupEditor';

export interface LookupTab {
  kind: EditableLookupKind;
  /** The tab and the list's heading: "Volunteer Categories". */
  title: string;
  /** One entry, for "Add ..." and "Rename ...": "Volunteer Category". */
  noun: string;
  withPending?: boolean;
}

/** A tab that is no lookup list (the skill synonyms): its value, title and panel. */
export interface ExtraTab {
  value: string;
  title: string;
  panel: ReactNode;
}

/** Tabs of pick-list editors (Volunteer Settings, Company Settings), then any extra tabs. */
export function SettingsTabs({
  tabs,
  extra = [],
  label,
}: {
  tabs: LookupTab[];
  extra?: ExtraTab[];
  label: string;
}) {
  const first = tabs[0]?.kind;
  return (
    <Tabs defaultValue={first} keepMounted={false}>
      <Tabs.List aria-label={label}>
        {tabs.map((t) => (
          <Tabs.Tab key={t.kind} value={t.kind}>
            {t.title}
          </Tabs.Tab>
        ))}
        {extra.map((t) => (
          <Tabs.Tab key={t.value} value={t.value}>
            {t.title}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Panel key={t.kind} value={t.kind} pt="lg">
          <LookupEditor kind={t.kind} title={t.title} noun={t.noun} withPending={t.withPending} />
        </Tabs.Panel>
      ))}
      {extra.map((t) => (
        <Tabs.Panel key={t.value} value={t.value} pt="lg">
          {t.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
