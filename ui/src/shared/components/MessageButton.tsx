import { Button, type ButtonProps } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { useStartConversation, type StartConversation } from '@/shared/api/startConversation';
import { saveReturnPath, useCurrentUser } from '@/shared/auth';
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
 * company (for volunteers), starting it when there is none. A guest is
 * taken to sign in and comes back to this page afterwards; nothing shows
 * for a signed-in user who cannot message that party.
 */
export function MessageButton({ party, name, size = 'sm', variant = 'default', ...target }: Props) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const start = useStartConversation();
  const role = user?.role;
  const look = {
    size,
    variant,
    leftSection: <IconMessage size={16} aria-hidden />,
    'aria-label': `Message ${name}`,
  };
  if (!user) {
    return (
      <Button
        {...look}
        onClick={() => {
          saveReturnPath(location.pathname + location.search);
          void navigate(paths.login);
        }}
      >
        Message
      </Button>
    );
  }
  if (!user.verified) return null;
  if (party === 'volunteer' && role !== 'company') return null;
  if (party === 'company' && role !== 'volunteer') return null;

  return (
    <Button
      {...look}
      loading={start.isPending}
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
