import { Modal, Text, Timeline } from '@mantine/core';
import {
  formatDateTime,
  historyOf,
  STAGE_LABEL,
  type Application,
} from '@/shared/components/opportunity/model';
import { actorName } from '@/shared/team';

/** One application's stage changes, oldest first, each with who of the team made it. */
export function ApplicationHistoryModal({
  application,
  name,
  opened,
  onClose,
}: {
  application: Application;
  name: string;
  opened: boolean;
  onClose: () => void;
}) {
  const changes = historyOf(application);
  return (
    <Modal opened={opened} onClose={onClose} title={`History of ${name}'s application`} centered>
      <Timeline bulletSize={12} lineWidth={2} aria-label="Stage changes">
        {changes.map((c, i) => {
          const by = actorName(c.by_name, c.by_former);
          return (
            <Timeline.Item key={`${c.at}-${i}`} title={STAGE_LABEL[c.stage]}>
              <Text size="xs" c="gray.7">
                <time dateTime={c.at}>{formatDateTime(c.at)}</time>
                {by ? ` · by ${by}` : null}
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Modal>
  );
}
