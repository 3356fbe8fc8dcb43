import { useBelow } from '@/shared/hooks/useBelow';
import { Grid, Stack, Text, Title } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { useCurrentUser } from '@/shared/auth';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { paths } from '@/shared/paths';
import type { FirstData } from '@/shared/firstData';
import { conversationQuery } from '../api/conversation';
import { threadQuery } from '../api/thread';
import type { Side } from '../api/types';
import { ConversationList } from '../components/ConversationList';
import { Thread } from '../components/Thread';

/**
 * An open conversation's record and its newest messages, which the thread
 * draws first (index.html starts them: app/preloads.ts).
 */
export const firstData: FirstData = (client, { params }) =>
  params.conversationId
    ? [
        client.prefetchQuery(conversationQuery(params.conversationId)),
        client.prefetchInfiniteQuery(threadQuery(params.conversationId)),
      ]
    : [];

/**
 * /company/messages and /volunteer/messages (+ /:conversationId): the
 * conversation list beside the open thread; on phones, two screens.
 */
export function Component() {
  usePageTitle('Messages');
  const user = useCurrentUser();
  const side: Side = user?.role === 'company' ? 'company' : 'volunteer';
  const { conversationId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const isPhone = useBelow('sm');
  const listPath = side === 'company' ? paths.company.messages : paths.volunteer.messages;

  const list = (
    <ConversationList
      side={side}
      activeId={conversationId}
      search={search}
      onSearch={(q, replace) => setParams(q ? { q } : {}, { replace })}
    />
  );
  const thread = conversationId ? (
    <Thread key={conversationId} conversationId={conversationId} side={side} backTo={listPath} />
  ) : (
    <Text c="gray.7">Choose a conversation to read it.</Text>
  );

  return (
    <Stack>
      <Title order={1} size="h2">
        Messages
      </Title>
      {isPhone ? (
        conversationId ? (
          thread
        ) : (
          list
        )
      ) : (
        <Grid>
          <Grid.Col span={{ base: 12, sm: 5, lg: 4 }}>{list}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7, lg: 8 }}>{thread}</Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
