import { Tabs } from '@mantine/core';
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

/** Tabs of pick-list editors (Volunteer Settings, Company Settings). */
export function SettingsTabs({ tabs, label }: { tabs: LookupTab[]; label: string }) {
  const first = tabs[0]?.kind;
  return (
    <Tabs defaultValue={first} keepMounted={false}>
      <Tabs.List aria-label={label}>
        {tabs.map((t) => (
          <Tabs.Tab key={t.kind} value={t.kind}>
            {t.title}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Panel key={t.kind} value={t.kind} pt="lg">
          <LookupEditor kind={t.kind} title={t.title} noun={t.noun} withPending={t.withPending} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
