import {
  Alert,
  Box,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import { errorMessage, fieldErrors } from '@/shared/errors';
import footerClasses from '@/shared/components/Footer.module.css';
import { useSaveFooter } from '../api/saveFooter';
import { useSiteSettings, type SiteSettings } from '../api/siteSettings';
import { footerPreview } from '../footerPreview';

export const FOOTER_MAX = 20000;

/** Site settings: the public footer's HTML, with a preview and the result the server keeps. */
export function FooterEditor() {
  const settings = useSiteSettings();
  if (settings.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading the footer">
        <Skeleton height={24} width={200} />
        <Skeleton height={240} />
      </Stack>
    );
  }
  if (settings.isError) {
    return (
      <LoadErrorAlert
        title="The footer could not be loaded"
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return <FooterForm key={settings.data.id} record={settings.data} />;
}

/**
 * The draft is previewed from an allowlist (nothing in it runs); once
 * saved, the page shows what the server kept after removing scripts, event
 * handlers and javascript: links, as the public footer shows it.
 */
function FooterForm({ record }: { record: SiteSettings }) {
  const save = useSaveFooter();
  const [draft, setDraft] = useState(record.footer_html);
  const [saved, setSaved] = useState(record.footer_html);
  const [changedByServer, setChangedByServer] = useState(false);
  const fieldError = save.error ? fieldErrors(save.error).footer_html : undefined;
  const general = save.error && !fieldError ? errorMessage(save.error) : null;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate(
      { id: record.id, html: draft },
      {
        onSuccess: (next) => {
          setChangedByServer(next.footer_html.trim() !== draft.trim());
          setDraft(next.footer_html);
          setSaved(next.footer_html);
          notifications.show({ color: 'green', title: 'Saved', message: 'The footer was saved.' });
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" component="section" aria-labelledby="footer-editor">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <div>
              <Title order={2} size="h3" id="footer-editor">
                Footer
              </Title>
              <Text size="sm" c="dimmed">
                The HTML under every public page. Scripts, event handlers and javascript: links are
                removed when you save.
              </Text>
            </div>
            <Textarea
              label="Footer HTML"
              autosize
              minRows={8}
              maxRows={20}
              maxLength={FOOTER_MAX}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              error={fieldError}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
            {general ? (
              <Alert color="red" role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
                {general}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                onClick={() => setDraft(saved)}
                disabled={draft === saved || save.isPending}
              >
                Discard changes
              </Button>
              <Button type="submit" loading={save.isPending} disabled={draft === saved}>
                Save footer
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>

      <Card withBorder padding="lg" component="section" aria-labelledby="footer-preview">
        <Stack gap="sm">
          <Title order={2} size="h3" id="footer-preview">
            Preview of your draft
          </Title>
          <DraftPreview html={draft} />
        </Stack>
      </Card>

      <Card withBorder padding="lg" component="section" aria-labelledby="footer-published">
        <Stack gap="sm">
          <Title order={2} size="h3" id="footer-published">
            Published footer
          </Title>
          {changedByServer ? (
            <Alert color="yellow" role="status">
              Some of the HTML was removed because it is not allowed in the footer. Below is what
              visitors see.
            </Alert>
          ) : (
            <Text size="sm" c="dimmed">
              What visitors see, as the server keeps it.
            </Text>
          )}
          {saved ? (
            <div
              className={footerClasses.content}
              data-testid="published-footer"
              // The server sanitised this HTML when it was saved.
              dangerouslySetInnerHTML={{ __html: saved }}
            />
          ) : (
            <Text c="dimmed">The footer is empty: public pages show only the copyright line.</Text>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

/**
 * The draft as the public footer would show it, built from an allowlist
 * (footerPreview), so nothing in the draft runs; its links do not navigate
 * away from the editor.
 */
function DraftPreview({ html }: { html: string }) {
  const [debounced] = useDebouncedValue(html, 250);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.replaceChildren(footerPreview(debounced));
  }, [debounced]);
  return (
    <Box
      ref={ref}
      className={footerClasses.content}
      data-testid="footer-preview"
      p="md"
      bg="gray.0"
      style={{ borderRadius: 8, marginBottom: 0 }}
      onClickCapture={(e) => {
        if ((e.target as Element).closest('a')) e.preventDefault();
      }}
    />
  );
}
