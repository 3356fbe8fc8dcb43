import {
  ActionIcon,
  Alert,
  Anchor,
  Avatar,
  Button,
  FileButton,
  Group,
  Menu,
  Paper,
  Progress,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconDotsVertical,
  IconFile,
  IconPaperclip,
  IconSend,
  IconX,
} from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import { QueryView } from '@/shared/components/QueryView';
import { errorMessage, fieldErrors } from '@/shared/errors';
import { paths } from '@/shared/paths';
import { FormAlert } from '@/shared/components/FormAlert';
import { useSetBlocked } from '../api/block';
import { useConversation } from '../api/conversation';
import { attachmentURL, useFileToken } from '../api/fileToken';
import { useMarkRead } from '../api/markRead';
import { useConversationOpen } from '../api/realtime';
import { useSendMessage } from '../api/sendMessage';
import { useThread } from '../api/thread';
import { otherSide, partyOf, type Conversation, type Message, type Side } from '../api/types';
import { formatWhen, initials, timeOf } from './format';
import { MessageText } from './MessageText';
import { ReportModal } from './ReportModal';
import { MAX_BODY, pasteOverflows, sendError, TOO_LONG_PASTE } from './compose';
import classes from './messages.module.css';
import { notifyFailed } from '@/shared/notifySaved';

const MAX_FILE = 5 * 1024 * 1024;
const FILE_TYPES = 'application/pdf,image/png,image/jpeg';

interface Props {
  conversationId: string;
  side: Side;
  /** The conversation list, where the back arrow leads on phones. */
  backTo: string;
}

/** The open conversation: header with the party and the opportunity, the messages, the composer. */
export function Thread({ conversationId, side, backTo }: Props) {
  const conv = useConversation(conversationId);
  useConversationOpen(conversationId);
  if (conv.isPending) return <Skeleton height={320} radius="md" aria-busy />;
  if (conv.isError) {
    return <LoadErrorAlert title="This conversation could not be opened" query={conv} />;
  }
  return <OpenThread conversation={conv.data} side={side} backTo={backTo} />;
}

function OpenThread({
  conversation: c,
  side,
  backTo,
}: {
  conversation: Conversation;
  side: Side;
  backTo: string;
}) {
  const party = partyOf(c, side);
  const thread = useThread(c.id);
  const { mutate: markReadNow } = useMarkRead();
  const setBlocked = useSetBlocked();
  const [reporting, setReporting] = useState(false);
  const myUnread = c[`${side}_unread`];

  // Reading the open thread marks it read, also when a message arrives while it is open.
  useEffect(() => {
    if (myUnread > 0 && document.visibilityState === 'visible') markReadNow(c.id);
  }, [c.id, myUnread, markReadNow]);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && myUnread > 0) markReadNow(c.id);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [c.id, myUnread, markReadNow]);

  const messages = useMemo(
    () =>
      (thread.data?.pages ?? [])
        .flatMap((p) => p.items)
        .slice()
        .reverse(),
    [thread.data],
  );
  const isMine = (m: Message) =>
    side === 'volunteer' ? m.sender === c.volunteer : m.sender !== c.volunteer;
  const otherReadAt = timeOf(c[`${otherSide(side)}_read_at`]);
  const seenId = [...messages]
    .reverse()
    .find((m) => isMine(m) && timeOf(m.created) <= otherReadAt)?.id;
  const needsToken = messages.some((m) => m.attachment);
  const token = useFileToken(needsToken);

  // Keep the newest message in view when one arrives; older pages load at the top.
  const viewport = useRef<HTMLDivElement>(null);
  const newestId = messages[messages.length - 1]?.id;
  useEffect(() => {
    const v = viewport.current;
    if (v) v.scrollTo({ top: v.scrollHeight });
  }, [newestId]);
  const loadOlder = () => {
    const v = viewport.current;
    const before = v ? v.scrollHeight - v.scrollTop : 0;
    void thread.fetchNextPage().then(() => {
      if (v) v.scrollTop = v.scrollHeight - before;
    });
  };
  const onScroll = ({ y }: { y: number }) => {
    if (y < 40 && thread.hasNextPage && !thread.isFetchingNextPage) loadOlder();
  };

  const blocked = c.blocked_by !== '';
  const blockedByMe = c.blocked_by === side;
  const profileLink = party.username
    ? side === 'company'
      ? paths.volunteerPublic(party.username)
      : paths.companyPublic(party.username)
    : '';

  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <ActionIcon
              component={Link}
              to={backTo}
              variant="subtle"
              color="dark"
              hiddenFrom="sm"
              aria-label="Back to conversations"
            >
              <IconArrowLeft size={20} aria-hidden />
            </ActionIcon>
            <Avatar src={party.picture || null} alt="" radius="xl">
              <span aria-hidden>{initials(party.name)}</span>
            </Avatar>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text component="h2" fw={700} truncate>
                {profileLink ? (
                  <Anchor component={Link} to={profileLink} inherit c="dark">
                    {party.name}
                  </Anchor>
                ) : (
                  party.name
                )}
              </Text>
              {c.opportunity_title ? (
                <Text size="xs" c="gray.7" truncate>
                  About:{' '}
                  {c.opportunity ? (
                    <Anchor component={Link} to={paths.opportunity(c.opportunity)} inherit>
                      {c.opportunity_title}
                    </Anchor>
                  ) : (
                    c.opportunity_title
                  )}
                </Text>
              ) : null}
            </Stack>
          </Group>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="dark" aria-label="Conversation actions">
                <IconDotsVertical size={20} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {blockedByMe ? (
                <Menu.Item onClick={() => setBlocked.mutate({ id: c.id, blocked: false })}>
                  Unblock {party.name}
                </Menu.Item>
              ) : !blocked ? (
                <Menu.Item
                  color="red.8"
                  onClick={() =>
                    setBlocked.mutate(
                      { id: c.id, blocked: true },
                      {
                        onError: (err) => notifyFailed(errorMessage(err)),
                      },
                    )
                  }
                >
                  Block {party.name}
                </Menu.Item>
              ) : null}
              <Menu.Item color="red.8" onClick={() => setReporting(true)}>
                Report {party.name}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>

        <ScrollArea
          className={classes.thread}
          viewportRef={viewport}
          onScrollPositionChange={onScroll}
          type="auto"
          viewportProps={{ tabIndex: 0, 'aria-label': `Messages with ${party.name}` }}
        >
          <QueryView
            query={thread}
            errorTitle="The messages could not be loaded"
            loading={
              <Stack gap="xs" aria-busy>
                <Skeleton height={40} width="60%" />
                <Skeleton height={40} width="50%" ml="auto" />
              </Stack>
            }
          >
            {() => (
              <Stack gap="xs" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {thread.hasNextPage ? (
                  <li style={{ alignSelf: 'center' }}>
                    <Button
                      variant="subtle"
                      size="xs"
                      onClick={loadOlder}
                      loading={thread.isFetchingNextPage}
                    >
                      Load older messages
                    </Button>
                  </li>
                ) : null}
                {messages.length === 0 ? (
                  <li>
                    <Text size="sm" c="gray.7" ta="center">
                      No messages yet. Say hello below.
                    </Text>
                  </li>
                ) : null}
                {messages.map((m) => (
                  <Stack
                    key={m.id}
                    component="li"
                    gap={2}
                    className={`${classes.bubble} ${isMine(m) ? classes.mine : classes.theirs}`}
                    data-testid="message"
                  >
                    {m.body ? <MessageText body={m.body} /> : null}
                    {m.attachment ? (
                      <Anchor
                        size="sm"
                        href={token.data ? attachmentURL(m, token.data) : undefined}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        <Group gap={4} wrap="nowrap" component="span">
                          <IconFile size={16} aria-hidden />
                          <span>{m.attachment.replace(/_[a-z0-9]{10}(\.[a-z0-9]+)$/i, '$1')}</span>
                        </Group>
                      </Anchor>
                    ) : null}
                    <Text size="xs" c="gray.7" ta={isMine(m) ? 'right' : 'left'}>
                      {formatWhen(m.created)}
                    </Text>
                    {m.id === seenId ? (
                      <Text size="xs" c="gray.7" ta="right">
                        Seen
                      </Text>
                    ) : null}
                  </Stack>
                ))}
              </Stack>
            )}
          </QueryView>
        </ScrollArea>

        {blocked ? (
          <Alert color="gray" role="status">
            {blockedByMe
              ? `You blocked ${party.name}. Unblock them from the menu to write again.`
              : "You can't message this account."}
          </Alert>
        ) : (
          <Composer conversationId={c.id} />
        )}
      </Stack>
      <ReportModal
        conversationId={c.id}
        name={party.name}
        opened={reporting}
        onClose={() => setReporting(false)}
      />
    </Paper>
  );
}

function Composer({ conversationId }: { conversationId: string }) {
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // Said under the field: the message was only spaces, or a paste was cut.
  const [bodyError, setBodyError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const send = useSendMessage(setProgress);
  const fields = fieldErrors(send.error);
  const general =
    send.error && !fields.body && !fields.attachment
      ? (fields.limit ?? fields.conversation ?? errorMessage(send.error))
      : null;

  const pickFile = (f: File | null) => {
    setFileError(null);
    if (f && f.size > MAX_FILE) {
      setFileError('The file must be at most 5 MB.');
      return;
    }
    if (f && !FILE_TYPES.split(',').includes(f.type)) {
      setFileError('Please attach a PDF, PNG or JPEG file.');
      return;
    }
    setFile(f);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const refused = sendError(body, file !== null);
    setBodyError(refused);
    if (refused) return;
    setProgress(file ? 0 : null);
    send.mutate(
      { conversation: conversationId, body: body.trim(), attachment: file },
      {
        onSuccess: () => {
          setBody('');
          setFile(null);
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="Write a message">
      <Stack gap="xs">
        <FormAlert message={general} />
        <Textarea
          label="Message"
          placeholder="Write a message"
          autosize
          minRows={2}
          maxRows={8}
          maxLength={MAX_BODY}
          value={body}
          onChange={(e) => {
            setBody(e.currentTarget.value);
            if (bodyError && e.currentTarget.value.length < MAX_BODY) setBodyError(null);
          }}
          onPaste={(e) => {
            const el = e.currentTarget;
            const pasted = e.clipboardData.getData('text');
            const over = pasteOverflows(el.value, el.selectionStart, el.selectionEnd, pasted);
            setBodyError(over ? TOO_LONG_PASTE : null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit(e);
          }}
          error={bodyError ?? fields.body}
          description={body.length > MAX_BODY - 200 ? `${body.length} / ${MAX_BODY}` : undefined}
        />
        {file ? (
          <Group gap="xs" wrap="nowrap">
            <IconFile size={16} aria-hidden />
            <Text size="sm" truncate>
              {file.name}
            </Text>
            <ActionIcon
              variant="subtle"
              color="dark"
              size="sm"
              aria-label="Remove the attachment"
              onClick={() => setFile(null)}
            >
              <IconX size={14} aria-hidden />
            </ActionIcon>
          </Group>
        ) : null}
        {fileError || fields.attachment ? (
          <Text size="sm" c="red.8" role="alert">
            {fileError ?? fields.attachment}
          </Text>
        ) : null}
        {progress !== null ? (
          <Progress value={progress} aria-label="Upload progress" size="sm" animated />
        ) : null}
        <Group justify="space-between">
          <FileButton onChange={pickFile} accept={FILE_TYPES}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                leftSection={<IconPaperclip size={16} aria-hidden />}
              >
                Attach a file
              </Button>
            )}
          </FileButton>
          <Button
            type="submit"
            size="sm"
            loading={send.isPending}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
