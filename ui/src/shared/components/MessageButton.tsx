import { Button, type ButtonProps } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useStartConversation, type StartConversation } from '@/shared/api/startConversation';
import { useCurrentUser } from '@/shared/auth';
import { errorMessage, fieldErrors } from '@/shared/errors';
import { paths } from '@/shared/paths';
import { notifyFailed } from '@/shared/notifySaved';

interface Props extends StartConversation {
  /** The other party's role: the button shows only to the opposite role. */
  party: 'volunteer' | 'company';
  /** Who the button talks to, for its accessible name ("Message Vera Stone"). */
  name: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}

/**
 * Opens the conversation with a volunteer (for company team members) or a
 * company (for volunteers), starting it when there is none. Nothing shows
 * for a guest or anyone who cannot message that party.
 */
export function MessageButton({ party, name, size = 'sm', variant = 'default', ...target }: Props) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const start = useStartConversation();
  const role = user?.role;
  if (!user || !user.verified) return null;
  if (party === 'volunteer' && role !== 'company') return null;
  if (party === 'company' && role !== 'volunteer') return null;

  return (
    <Button
      size={size}
      variant={variant}
      leftSection={<IconMessage size={16} aria-hidden />}
      loading={start.isPending}
      aria-label={`Message ${name}`}
      onClick={() =>
        start.mutate(target, {
          onSuccess: (c) =>
            void navigate(
              role === 'company'
                ? paths.company.conversation(c.id)
                : paths.volunteer.conversation(c.id),
            ),
          onError: (err) =>
            notifyFailed(
              fieldErrors(err).limit ?? errorMessage(err),
              'The conversation could not be opened',
            ),
        })
      }
    >
      Message
    </Button>
  );
}
