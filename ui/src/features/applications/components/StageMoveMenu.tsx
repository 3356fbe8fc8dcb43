import { Menu, type MenuProps } from '@mantine/core';
import type { ReactElement } from 'react';
import type { ApplicationStage, StageMove } from '@/shared/components/opportunity/model';

/**
 * The menu of the stages an applicant may move to; the button that opens it
 * is the child. Rejection is marked red.
 */
export function StageMoveMenu({
  moves,
  onMove,
  position,
  children,
}: {
  moves: StageMove[];
  onMove: (to: ApplicationStage) => void;
  position: MenuProps['position'];
  children: ReactElement;
}) {
  return (
    <Menu position={position} withinPortal>
      <Menu.Target>{children}</Menu.Target>
      <Menu.Dropdown>
        {moves.map((m) => (
          <Menu.Item
            key={m.to}
            color={m.to === 'rejected' ? 'red.8' : undefined}
            onClick={() => onMove(m.to)}
          >
            {m.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
