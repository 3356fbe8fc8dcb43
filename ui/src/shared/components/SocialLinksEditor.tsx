import { StackList } from '@/shared/components/BareList';
import {
  ActionIcon,
  Anchor,
  Grid,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { SocialIcon } from './SocialIcon';
import {
  baseUrlOf,
  isBaseUrl,
  MAX_SOCIAL_LINKS,
  networkLabel,
  SOCIAL_NETWORKS,
  socialLinkError,
  type SocialLink,
} from '@/shared/socialLinks';
import { ButtonBesideInput } from './ButtonBesideInput';

const networkOptions = SOCIAL_NETWORKS.map((n) => ({ value: n.value, label: n.label }));

interface SocialLinksEditorProps {
  links: SocialLink[];
  onAdd: (link: SocialLink) => void;
  onRemove: (index: number) => void;
  /** The saved list's error of one link (from the server: social_links.N.url or .network). */
  errorOf: (index: number) => string | undefined;
  disabled?: boolean;
}

/**
 * Social links of both wizards and editors: a source and its URL, added to and
 * removed from a list. The URL field stays disabled until a source is chosen
 * and starts with the source's base URL, which alone is "Please enter a valid URL".
 */
export function SocialLinksEditor({
  links,
  onAdd,
  onRemove,
  errorOf,
  disabled = false,
}: SocialLinksEditorProps) {
  const [network, setNetwork] = useState<string | null>(null);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const full = links.length >= MAX_SOCIAL_LINKS;

  const chooseNetwork = (value: string | null) => {
    setNetwork(value);
    setError(null);
    // Start the URL with the source's base URL unless the user typed their own.
    const untouched = url.trim() === '' || SOCIAL_NETWORKS.some((n) => isBaseUrl(n.value, url));
    if (untouched) setUrl(value ? baseUrlOf(value) : '');
  };

  const add = () => {
    if (!network) return;
    const problem = socialLinkError(network, url);
    if (problem) {
      setError(problem);
      return;
    }
    onAdd({ network, url: url.trim() });
    setNetwork(null);
    setUrl('');
    setError(null);
  };

  const onUrlKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the link instead of submitting the whole form.
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  };

  return (
    <Stack gap="md">
      <Grid gap="sm" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label="Source"
            placeholder="Select source"
            searchable
            nothingFoundMessage="Nothing found"
            data={networkOptions}
            value={network}
            onChange={chooseNetwork}
            disabled={disabled || full}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="URL"
            type="url"
            placeholder={network ? baseUrlOf(network) : 'Choose a source first'}
            value={url}
            onChange={(e) => {
              setUrl(e.currentTarget.value);
              setError(null);
            }}
            onKeyDown={onUrlKeyDown}
            disabled={disabled || !network}
            error={error}
            maxLength={255}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 2 }}>
          <ButtonBesideInput
            fullWidth
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={add}
            disabled={disabled || !network || url.trim() === ''}
          >
            Add
          </ButtonBesideInput>
        </Grid.Col>
      </Grid>
      {full ? (
        <Text size="sm" c="dimmed">
          You have added a link for every source.
        </Text>
      ) : null}
      {links.length === 0 ? (
        <Text size="sm" c="dimmed">
          No social links added yet.
        </Text>
      ) : (
        <StackList gap="xs" aria-label="Social links">
          {links.map((link, i) => {
            const label = networkLabel(link.network);
            const problem = errorOf(i);
            return (
              <Paper component="li" key={`${link.network}-${i}`} withBorder p="xs">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                    <SocialIcon network={link.network} />
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600}>
                        {label}
                      </Text>
                      <Anchor
                        href={link.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        size="sm"
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {link.url}
                      </Anchor>
                      {problem ? (
                        <Text size="sm" c="red.9" role="alert">
                          {problem}
                        </Text>
                      ) : null}
                    </div>
                  </Group>
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    onClick={() => onRemove(i)}
                    aria-label={`Remove ${label} link`}
                    disabled={disabled}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Paper>
            );
          })}
        </StackList>
      )}
    </Stack>
  );
}

/** A form (useForm) that holds the links as `social_links`. */
interface SocialLinksForm {
  values: { social_links: SocialLink[] };
  errors: Record<string, ReactNode>;
  insertListItem: (path: 'social_links', item: SocialLink) => void;
  removeListItem: (path: 'social_links', index: number) => void;
}

/**
 * The editor of a form's `social_links`: it adds and removes there and shows
 * each link's error (the server's social_links.N.url or .network).
 */
export function FormSocialLinksEditor({
  form,
  disabled,
}: {
  form: SocialLinksForm;
  disabled?: boolean;
}) {
  return (
    <SocialLinksEditor
      links={form.values.social_links}
      onAdd={(link) => form.insertListItem('social_links', link)}
      onRemove={(i) => form.removeListItem('social_links', i)}
      errorOf={(i) =>
        (form.errors[`social_links.${i}.url`] ?? form.errors[`social_links.${i}.network`]) as
          string | undefined
      }
      disabled={disabled}
    />
  );
}
