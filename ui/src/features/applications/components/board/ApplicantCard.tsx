import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useDraggable } from '@dnd-kit/core';
import { IconChevronDown, IconGripVertical, IconNote } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  allowedMoves,
  closedUnanswered,
  closesText,
  formatDate,
  type Application,
  type ApplicationStage,
} from '@/shared/components/opportunity/model';
import { paths } from '@/shared/paths';
import { daysText } from '@/shared/responseTime';
import type { ApplicationNote } from '../../api/applicationNotes';
import { applicantName } from '../applicants';
import { StageMoveMenu } from '../StageMoveMenu';
import { daysInStage, isWaiting, matchingSkills } from './boardLogic';
import { InitialsAvatar } from '@/shared/components/entity/InitialsAvatar';

export interface CardProps {
  application: Application;
  opportunitySkills: readonly string[];
  note: ApplicationNote | undefined;
  onMove: (a: Application, to: ApplicationStage) => void;
  onEditNote: (a: Application) => void;
  moving: boolean;
}

/** A card that can be dragged to another column (by its handle with the keyboard). */
export function DraggableApplicantCard(props: CardProps) {
  const a = props.application;
  const canMove = allowedMoves(a.stage, 'company').length > 0;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: a.id,
    data: { stage: a.stage },
    disabled: !canMove,
  });
  // The pointer drags the whole card; only the handle takes the keyboard,
  // so Enter on the card's other buttons does what those buttons say.
  const { onKeyDown, ...pointer } = listeners ?? {};
  return (
    <ApplicantCard
      {...props}
      cardRef={setNodeRef}
      cardListeners={pointer}
      dragging={isDragging}
      handle={
        canMove ? (
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray.8"
            size="md"
            {...attributes}
            onKeyDown={onKeyDown as React.KeyboardEventHandler | undefined}
            aria-label={`Drag ${applicantName(a)} to another stage`}
            style={{ cursor: 'grab', touchAction: 'none' }}
          >
            <IconGripVertical size={16} aria-hidden />
          </ActionIcon>
        ) : null
      }
    />
  );
}

interface ApplicantCardProps extends CardProps {
  cardRef?: (node: HTMLElement | null) => void;
  cardListeners?: Record<string, unknown>;
  handle?: React.ReactNode;
  dragging?: boolean;
  /** Shown in the drag overlay: a picture of the card, not its controls. */
  overlay?: boolean;
}

/** An applicant on the board: photo, name, matching skills, days waiting, note and moves. */
export function ApplicantCard({
  application: a,
  opportunitySkills,
  note,
  onMove,
  onEditNote,
  moving,
  cardRef,
  cardListeners,
  handle,
  dragging = false,
  overlay = false,
}: ApplicantCardProps) {
  const name = applicantName(a);
  const p = a.applicant;
  const skills = matchingSkills(p?.skills, opportunitySkills);
  const moves = allowedMoves(a.stage, 'company');
  const days = daysInStage(a);

  return (
    <Paper
      ref={cardRef}
      {...cardListeners}
      withBorder
      shadow={overlay ? 'md' : undefined}
      p="sm"
      radius="md"
      data-applicant={name}
      style={{
        opacity: dragging ? 0.4 : 1,
        touchAction: moves.length > 0 ? 'manipulation' : undefined,
      }}
      aria-hidden={overlay || undefined}
    >
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {handle}
          <InitialsAvatar name={name} src={p?.photo} alt="" size={36} radius="xl" />
          <div style={{ minWidth: 0 }}>
            {p?.username && !overlay ? (
              <Anchor
                component={Link}
                to={paths.volunteerPublic(p.username)}
                fw={600}
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                {name}
              </Anchor>
            ) : (
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Text>
            )}
            <Text size="xs" c="gray.7">
              {isWaiting(a.stage)
                ? days === 0
                  ? 'Waiting since today'
                  : `Waiting ${daysText(days)}`
                : closedUnanswered(a)
                  ? 'No response'
                  : `Applied ${formatDate(a.created)}`}
            </Text>
            {a.closes_at ? (
              <Text size="xs" c="gray.7">
                {closesText(a)}
              </Text>
            ) : null}
          </div>
        </Group>
        {skills.length > 0 ? (
          <Group gap={4}>
            <VisuallyHidden>Matching skills:</VisuallyHidden>
            {skills.slice(0, 5).map((s) => (
              <Badge key={s} variant="light" tt="none" size="sm">
                {s}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="xs" c="gray.7">
            No matching skills listed
          </Text>
        )}
        {note?.body ? (
          <Text size="xs" c="gray.8" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
            <Text span fw={600} size="xs">
              Note:{' '}
            </Text>
            {note.body}
          </Text>
        ) : null}
        {overlay ? null : (
          <Group gap="xs" wrap="wrap">
            {moves.length > 0 ? (
              <StageMoveMenu moves={moves} onMove={(to) => onMove(a, to)} position="bottom-start">
                <Button
                  variant="default"
                  size="compact-xs"
                  loading={moving}
                  rightSection={<IconChevronDown size={12} aria-hidden />}
                  aria-label={`Move ${name} to another stage`}
                >
                  Move
                </Button>
              </StageMoveMenu>
            ) : null}
            <Button
              variant="default"
              size="compact-xs"
              leftSection={<IconNote size={12} aria-hidden />}
              onClick={() => onEditNote(a)}
              aria-label={`${note?.body ? 'Edit the' : 'Add a'} private note on ${name}`}
            >
              Note
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
