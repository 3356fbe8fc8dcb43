import { Avatar, Badge, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { DebouncedSearchBox } from '@/shared/components/DebouncedSearchBox';
import { QueryView } from '@/shared/components/QueryView';
import { paths } from '@/shared/paths';
import { useConversations } from '../api/conversations';
import { partyOf, type Side } from '../api/types';
import { formatWhen, initials } from './format';
import classes from './messages.module.css';

interface Props {
  side: Side;
  activeId: string;
  search: string;
  onSearch: (q: string, replace: boolean) => void;
}

/** The conversation list: the other party, the last message's start, time and unread count. */
export function ConversationList({ side, activeId, search, onSearch }: Props) {
  const list = useConversations(side, search);
  const to = side === 'company' ? paths.company.conversation : paths.volunteer.conversation;
  return (
    <Stack gap="xs">
      {/* The search box grows along a row (a list's toolbar); in this
          column it would grow 240 px tall, a blank gap under the field. */}
      <div>
        <DebouncedSearchBox
          label="Search conversations by name"
          placeholder="Search by name"
          maxLength={100}
          value={search}
          onSearch={onSearch}
        />
      </div>
      <QueryView
        query={list}
        errorTitle="Your conversations could not be loaded"
        loading={
          <Stack gap="xs" aria-busy>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={56} radius="sm" />
            ))}
          </Stack>
        }
      >
        {(data) =>
          data.length === 0 ? (
            <Text c="gray.7" size="sm">
              {search
                ? 'No conversation matches this name.'
                : side === 'company'
                  ? 'No conversations yet. Open a volunteer’s profile or an applicant and choose Message.'
                  : 'No conversations yet. Open a company’s profile or one of your applications and choose Message.'}
            </Text>
          ) : (
            <nav aria-label="Conversations">
              <Stack gap={4} component="ul" className={classes.list}>
                {data.map((c) => {
                  const p = partyOf(c, side);
                  const unread = c[`${side}_unread`];
                  return (
                    <li key={c.id}>
                      <UnstyledButton
                        component={Link}
                        to={to(c.id)}
                        className={classes.item}
                        data-active={c.id === activeId || undefined}
                        aria-current={c.id === activeId ? 'page' : undefined}
                      >
                        <Group gap="sm" wrap="nowrap">
                          <Avatar src={p.picture || null} alt="" radius="xl">
                            <span aria-hidden>{initials(p.name)}</span>
                          </Avatar>
                          <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                            <Group justify="space-between" wrap="nowrap" gap="xs">
                              <Text fw={unread > 0 ? 700 : 500} size="sm" truncate>
                                {p.name}
                              </Text>
                              <Text size="xs" c="gray.7" style={{ flexShrink: 0 }}>
                                {formatWhen(c.last_message_at || c.created)}
                              </Text>
                            </Group>
                            <Group justify="space-between" wrap="nowrap" gap="xs">
                              <Text size="xs" c="gray.7" truncate>
                                {c.last_preview || 'No messages yet'}
                              </Text>
                              {unread > 0 ? (
                                <Badge
                                  size="sm"
                                  color="red.8"
                                  circle
                                  aria-label={`${unread} unread`}
                                >
                                  {unread}
                                </Badge>
                              ) : null}
                            </Group>
                          </Stack>
                        </Group>
                      </UnstyledButton>
                    </li>
                  );
                })}
              </Stack>
            </nav>
          )
        }
      </QueryView>
    </Stack>
  );
}
