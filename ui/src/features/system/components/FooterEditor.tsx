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
import { IconAlertCircle } from '@tabler/icons-react';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import { TYPING_PAUSE_MS } from '@/shared/debounce';
import { errorMessage, fieldErrors } from '@/shared/errors';
import footerClasses from '@/shared/components/Footer.module.css';
import { useSaveFooter } from '../api/saveFooter';
import { useSiteSettings, type SiteSettings } from '../api/siteSettings';
import { useFooterPreview } from '../api/footerPreview';
import { notifyDone } from '@/shared/notifySaved';

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
    return <LoadErrorAlert title="The footer could not be loaded" query={settings} />;
  }
  return <FooterForm key={settings.data.id} record={settings.data} />;
}

/**
 * The draft is previewed as the server sanitises it (nothing in it runs);
 * once saved, the page shows what the server kept after removing scripts, event
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
          notifyDone('The footer was saved.', 'Saved');
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
 * The draft as the public footer would show it: the server sanitises it
 * with the policy it applies on save, so nothing in the draft runs; its
 * links do not navigate away from the editor.
 */
function DraftPreview({ html }: { html: string }) {
  const [debounced] = useDebouncedValue(html, TYPING_PAUSE_MS);
  const preview = useFooterPreview(debounced);
  if (preview.isPending) {
    return <Skeleton height={120} role="status" aria-label="Loading the preview" />;
  }
  if (preview.isError && !preview.data) {
    return <LoadErrorAlert title="The preview could not be loaded" query={preview} />;
  }
  return (
    <Box
      className={footerClasses.content}
      data-testid="footer-preview"
      p="md"
      bg="gray.0"
      style={{ borderRadius: 8, marginBottom: 0 }}
      onClickCapture={(e) => {
        if ((e.target as Element).closest('a')) e.preventDefault();
      }}
      // The server sanitised this HTML with the footer's policy.
      dangerouslySetInnerHTML={{ __html: preview.data ?? '' }}
    />
  );
}
