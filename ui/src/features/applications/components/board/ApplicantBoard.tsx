import { StackList } from '@/shared/components/BareList';
import {
  Badge,
  Box,
  Group,
  NativeSelect,
  Paper,
  Skeleton,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useMemo, useState } from 'react';
import { ApplicantsLoadError } from '../ApplicantsLoadError';
import {
  skillsOf,
  STAGE_LABEL,
  type Application,
  type ApplicationStage,
  type Opportunity,
} from '@/shared/components/opportunity/model';
import { errorMessage } from '@/shared/errors';
import { useBelow } from '@/shared/hooks/useBelow';
import { useApplicationNotes } from '../../api/applicationNotes';
import { useMoveOnBoard } from '../../api/moveApplication';
import { useOpportunityApplicants } from '../../api/opportunityApplicants';
import { applicantName } from '../applicants';
import { ApplicantCard, DraggableApplicantCard } from './ApplicantCard';
import { BOARD_STAGES, canDrop, columnsOf, dropTargets, stageList } from './boardLogic';
import { NoteModal } from './NoteModal';

const COLUMN_WIDTH = 264;

const isStage = (id: UniqueIdentifier | undefined | null): id is ApplicationStage =>
  typeof id === 'string' && (BOARD_STAGES as readonly string[]).includes(id);

/**
 * The arrow keys carry a picked-up card from column to column, skipping the
 * columns it may not be dropped on (the card's own column stays reachable,
 * to put it back).
 */
const columnKeys: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const dir = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  const { active, over, collisionRect, droppableRects, droppableContainers } = context;
  if (!dir || !active || !collisionRect) return undefined;
  const own = active.data.current?.stage as ApplicationStage | undefined;
  const here = isStage(over?.id) ? over.id : own;
  if (!here) return undefined;
  event.preventDefault();
  for (let i = BOARD_STAGES.indexOf(here) + dir; i >= 0 && i < BOARD_STAGES.length; i += dir) {
    const stage = BOARD_STAGES[i] as ApplicationStage;
    const enabled = stage === own || droppableContainers.get(stage)?.disabled === false;
    const rect = droppableRects.get(stage);
    if (enabled && rect) {
      return { x: rect.left + (rect.width - collisionRect.width) / 2, y: rect.top + 48 };
    }
  }
  return currentCoordinates;
};

/** The pointer decides where it is; the keyboard moves the card's box. */
const collisions: CollisionDetection = (args) => {
  const byPointer = pointerWithin(args);
  return byPointer.length > 0 ? byPointer : rectIntersection(args);
};

/**
 * The applicants of one opportunity as a board: a column per stage, cards
 * dragged to the next stage (only the company's allowed moves accept a
 * drop, the server decides), or moved from the card's menu. Below the `sm`
 * breakpoint (a phone) it shows one stage at a time, chosen above the
 * column, and the cards move from their menu only.
 */
export function ApplicantBoard({
  opportunity,
  headingLevel,
}: {
  opportunity: Opportunity;
  /** The level of the columns' headings under the page's own. */
  headingLevel: 2 | 3;
}) {
  const query = useOpportunityApplicants(opportunity.id);
  const notes = useApplicationNotes(opportunity.id);
  const move = useMoveOnBoard(opportunity.id);
  const [active, setActive] = useState<Application | null>(null);
  const [movingId, setMovingId] = useState<string | null>(null);
  const [noteFor, setNoteFor] = useState<Application | null>(null);
  const phone = useBelow('sm');
  // The stage a phone shows; until one is chosen, the first with applicants.
  const [chosen, setChosen] = useState<ApplicationStage | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 8 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeys }),
  );
  const applications = query.data;
  const byId = useMemo(() => new Map((applications ?? []).map((a) => [a.id, a])), [applications]);
  const skills = skillsOf(opportunity);

  const nameOf = (id: UniqueIdentifier) => {
    const a = byId.get(String(id));
    return a ? applicantName(a) : 'The applicant';
  };
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => {
      const from = a.data.current?.stage as ApplicationStage;
      return `Picked up ${nameOf(a.id)}, in ${STAGE_LABEL[from]}. They can move to ${stageList(dropTargets(from))}.`;
    },
    onDragOver: ({ active: a, over }) =>
      isStage(over?.id)
        ? `${nameOf(a.id)} is over ${STAGE_LABEL[over.id]}.`
        : `${nameOf(a.id)} is not over a stage they can move to.`,
    onDragEnd: ({ active: a, over }) =>
      isStage(over?.id)
        ? `${nameOf(a.id)} was dropped in ${STAGE_LABEL[over.id]}.`
        : `${nameOf(a.id)} was put back.`,
    onDragCancel: ({ active: a }) => `Moving ${nameOf(a.id)} was cancelled; they stay put.`,
  };

  const doMove = (a: Application, to: ApplicationStage) => {
    const name = applicantName(a);
    setMovingId(a.id);
    move.move(
      { id: a.id, stage: to },
      {
        onSuccess: () => {
          setMovingId(null);
          notifications.show({
            color: 'green',
            message: `${name}: ${STAGE_LABEL[to]}. They were told by email.`,
          });
        },
        onError: (err) => {
          setMovingId(null);
          notifications.show({
            color: 'red',
            title: 'The stage was not changed',
            message: errorMessage(err),
          });
        },
      },
    );
  };

  if (query.isPending) {
    return (
      <Group gap="md" wrap="nowrap" role="status" aria-label="Loading the board">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={200} w={COLUMN_WIDTH} />
        ))}
      </Group>
    );
  }
  if (query.isError) return <ApplicantsLoadError query={query} />;
  if (query.data.length === 0) {
    return (
      <Paper withBorder p="lg" ta="center">
        <Text fw={600}>No applicants yet.</Text>
        <Text size="sm" c="gray.7" mt={4}>
          Volunteers can apply while the opportunity is Open and not expired. Share its public page
          to find them sooner.
        </Text>
      </Paper>
    );
  }

  const columns = columnsOf(query.data);
  const noteMap = notes.data;
  const from = active?.stage ?? null;

  const onDragStart = ({ active: a }: DragStartEvent) => setActive(byId.get(String(a.id)) ?? null);
  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    setActive(null);
    const app = byId.get(String(a.id));
    if (app && isStage(over?.id) && canDrop(app.stage, over.id)) doMove(app, over.id);
  };

  const cardsOf = (stage: ApplicationStage, draggable: boolean) =>
    columns[stage].map((a) => {
      const props = {
        application: a,
        opportunitySkills: skills,
        note: noteMap?.get(a.id),
        onMove: doMove,
        onEditNote: setNoteFor,
        moving: movingId === a.id,
      };
      return (
        <li key={a.id}>
          {draggable ? <DraggableApplicantCard {...props} /> : <ApplicantCard {...props} />}
        </li>
      );
    });
  const noteModal = (
    <NoteModal
      opened={noteFor !== null}
      onClose={() => setNoteFor(null)}
      opportunityId={opportunity.id}
      applicationId={noteFor?.id ?? ''}
      name={noteFor ? applicantName(noteFor) : ''}
      note={noteFor ? noteMap?.get(noteFor.id) : undefined}
    />
  );

  if (phone) {
    const shown: ApplicationStage =
      chosen ?? BOARD_STAGES.find((s) => columns[s].length > 0) ?? 'applied';
    return (
      <>
        <Text size="sm" c="gray.7" id="board-help">
          Choose a stage to see its applicants. Use the Move button on a card to move them to
          another stage.
        </Text>
        <NativeSelect
          label="Stage"
          mt="sm"
          data={BOARD_STAGES.map((s) => ({
            value: s,
            label: `${STAGE_LABEL[s]} (${columns[s].length})`,
          }))}
          value={shown}
          onChange={(e) => setChosen(e.currentTarget.value as ApplicationStage)}
        />
        <Box mt="sm">
          <ColumnFrame stage={shown} count={columns[shown].length} headingLevel={headingLevel} fill>
            {cardsOf(shown, false)}
          </ColumnFrame>
        </Box>
        {noteModal}
      </>
    );
  }

  return (
    <>
      <Text size="sm" c="gray.7" id="board-help">
        Drag an applicant to the next stage, or use the Move button on their card. With the
        keyboard, focus a card’s handle, press Space, use the arrow keys and press Space again.
      </Text>
      <DndContext
        sensors={sensors}
        collisionDetection={collisions}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setActive(null)}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              'To move an applicant, press Space or Enter. Use the left and right arrow keys to choose a stage, then press Space or Enter to drop them there, or Escape to cancel.',
          },
        }}
      >
        <Box
          style={{
            display: 'flex',
            gap: 'var(--mantine-spacing-md)',
            overflowX: 'auto',
            maxWidth: '100%',
            // The containing block of the columns' visually hidden texts
            // (absolutely placed): without it they escape the scroll area
            // and widen the whole page.
            position: 'relative',
          }}
          pb="sm"
          mt="sm"
        >
          {BOARD_STAGES.map((stage) => (
            <Column
              key={stage}
              stage={stage}
              count={columns[stage].length}
              accepts={from !== null && canDrop(from, stage)}
              dragging={from !== null}
              headingLevel={headingLevel}
            >
              {cardsOf(stage, true)}
            </Column>
          ))}
        </Box>
        <DragOverlay dropAnimation={null}>
          {active ? (
            <ApplicantCard
              application={active}
              opportunitySkills={skills}
              note={noteMap?.get(active.id)}
              onMove={() => undefined}
              onEditNote={() => undefined}
              moving={false}
              overlay
            />
          ) : null}
        </DragOverlay>
      </DndContext>
      {noteModal}
    </>
  );
}

interface ColumnProps {
  stage: ApplicationStage;
  count: number;
  /** A card is being dragged and may be dropped here. */
  accepts: boolean;
  dragging: boolean;
  headingLevel: 2 | 3;
  children: React.ReactNode;
}

/** One stage's column; it takes a drop only while the dragged card may move to it. */
function Column({ stage, accepts, dragging, ...frame }: ColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: stage, disabled: dragging && !accepts });
  return (
    <ColumnFrame
      {...frame}
      stage={stage}
      ref={setNodeRef}
      bg={isOver && accepts ? 'blue.0' : undefined}
      style={{
        borderStyle: accepts ? 'dashed' : undefined,
        borderColor: accepts ? 'var(--mantine-color-blue-6)' : undefined,
        opacity: dragging && !accepts ? 0.7 : 1,
      }}
    />
  );
}

interface ColumnFrameProps {
  stage: ApplicationStage;
  count: number;
  headingLevel: 2 | 3;
  children: React.ReactNode;
  /** As wide as its container (a phone's one column), not COLUMN_WIDTH. */
  fill?: boolean;
  ref?: (node: HTMLElement | null) => void;
  bg?: string;
  style?: React.CSSProperties;
}

/** A stage's column as drawn: its heading, count and cards. */
function ColumnFrame({
  stage,
  count,
  headingLevel,
  children,
  fill,
  ref,
  bg,
  style,
}: ColumnFrameProps) {
  const titleId = `board-column-${stage}`;
  return (
    <Paper
      ref={ref}
      component="section"
      aria-labelledby={titleId}
      withBorder
      p="sm"
      radius="md"
      bg={bg ?? 'gray.0'}
      data-stage={stage}
      style={{ flex: fill ? '1 1 auto' : `0 0 ${COLUMN_WIDTH}px`, minHeight: 240, ...style }}
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={headingLevel} size="h5" id={titleId}>
          {STAGE_LABEL[stage]}
          {stage === 'withdrawn' ? (
            <Text span size="xs" c="gray.7" fw={400}>
              {' '}
              (read-only)
            </Text>
          ) : null}
        </Title>
        <Badge variant="light" color="gray" c="gray.9">
          {count}
          <VisuallyHidden> {count === 1 ? 'applicant' : 'applicants'}</VisuallyHidden>
        </Badge>
      </Group>
      <StackList gap="sm">{children}</StackList>
    </Paper>
  );
}
