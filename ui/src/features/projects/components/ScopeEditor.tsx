import { Button, Group, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { CountedTextarea } from '@/shared/components/CountedTextarea';
import { splitServerErrors } from '@/shared/serverErrors';
import { FormAlert } from '@/shared/components/FormAlert';
import { useProposeScope, type Scope } from '../api/scope';
import { COMMENT_MAX, DONE_MAX, GOAL_MAX, MAX_MILESTONES, TITLE_MAX } from '../model';

interface Row {
  /** The server's id of a milestone of an earlier version; "" for a new one. */
  id: string;
  key: number;
  title: string;
  done_means: string;
  due: string;
}

let nextKey = 1;
const newRow = (): Row => ({ id: '', key: nextKey++, title: '', done_means: '', due: '' });

/**
 * Writes a version of the scope: the goal, hours per week and milestones. The
 * company team proposes the first and revises it; once agreed, either side
 * proposes a change with it.
 */
export function ScopeEditor({
  engagementId,
  scope,
  change,
  onDone,
}: {
  engagementId: string;
  scope: Scope;
  /** A change of an agreed scope (a comment says why). */
  change: boolean;
  onDone: () => void;
}) {
  const propose = useProposeScope(engagementId);
  const [goal, setGoal] = useState(scope.goal);
  const [hours, setHours] = useState<number | string>(scope.hours_per_week || 5);
  const [comment, setComment] = useState('');
  const [rows, setRows] = useState<Row[]>(() =>
    scope.milestones.length > 0
      ? scope.milestones.map((m) => ({ ...m, key: nextKey++ }))
      : [newRow()],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);

  const set = (key: number, patch: Partial<Row>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    setGeneral(null);
    propose.mutate(
      {
        goal: goal.trim(),
        hours_per_week: Number(hours),
        comment: comment.trim(),
        milestones: rows.map((r) => ({
          ...(r.id ? { id: r.id } : {}),
          title: r.title.trim(),
          done_means: r.done_means.trim(),
          due: r.due,
        })),
      },
      {
        onSuccess: () => {
          setErrors({});
          notifications.show({ color: 'green', message: 'The scope was sent for an answer.' });
          onDone();
        },
        onError: (err) => {
          const split = splitServerErrors(err, () => true, {
            fallback: 'The scope could not be saved. Please try again.',
          });
          setErrors(split.fields);
          const scopeError = split.fields.scope ?? split.fields.engagement;
          setGeneral(scopeError ?? split.general);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={change ? 'Propose a change' : 'Scope'}>
      <Stack gap="md">
        <FormAlert message={general} />
        <CountedTextarea
          label="Goal"
          description="What the project should achieve"
          required
          minRows={3}
          max={GOAL_MAX}
          value={goal}
          onChange={(e) => setGoal(e.currentTarget.value)}
          error={errors.goal}
        />
        <NumberInput
          label="Expected hours per week"
          required
          min={0.5}
          max={80}
          step={0.5}
          decimalScale={1}
          value={hours}
          onChange={setHours}
          error={errors.hours_per_week}
          maw={240}
        />
        <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={600}>
            Milestones
          </Text>
          {errors.milestones ? (
            <Text c="red.8" size="sm" role="alert">
              {errors.milestones}
            </Text>
          ) : null}
          {rows.map((r, i) => (
            <Paper key={r.key} withBorder p="sm">
              <Stack gap="xs">
                <Group justify="space-between" gap="xs">
                  <Text fw={600} size="sm">
                    Milestone {i + 1}
                  </Text>
                  {rows.length > 1 ? (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}
                      aria-label={`Remove milestone ${i + 1}`}
                    >
                      Remove
                    </Button>
                  ) : null}
                </Group>
                <TextInput
                  label={`Title of milestone ${i + 1}`}
                  required
                  maxLength={TITLE_MAX}
                  value={r.title}
                  onChange={(e) => set(r.key, { title: e.currentTarget.value })}
                  error={errors[`milestones.${i}.title`] ?? errors[`milestones.${i}.id`]}
                />
                <CountedTextarea
                  label={`What "done" means for milestone ${i + 1}`}
                  required
                  minRows={2}
                  max={DONE_MAX}
                  value={r.done_means}
                  onChange={(e) => set(r.key, { done_means: e.currentTarget.value })}
                  error={errors[`milestones.${i}.done_means`]}
                />
                <TextInput
                  type="date"
                  label={`Due date of milestone ${i + 1}`}
                  required
                  min={scope.started}
                  value={r.due}
                  onChange={(e) => set(r.key, { due: e.currentTarget.value })}
                  error={errors[`milestones.${i}.due`]}
                  maw={240}
                />
              </Stack>
            </Paper>
          ))}
          {rows.length < MAX_MILESTONES ? (
            <Group>
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setRows((rs) => [...rs, newRow()])}
              >
                Add a milestone
              </Button>
            </Group>
          ) : null}
        </Stack>
        {change ? (
          <CountedTextarea
            label="Why this change"
            minRows={2}
            max={COMMENT_MAX}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            error={errors.comment}
          />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={propose.isPending}>
            {change ? 'Propose the change' : 'Propose the scope'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
