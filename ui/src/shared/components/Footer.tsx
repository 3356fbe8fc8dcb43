import { Box, Container, Text, VisuallyHidden } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useFooter } from '@/shared/api/footer';
import classes from './Footer.module.css';

export function Copyright() {
  return (
    <Text size="sm" c="dimmed" ta="center">
      © {new Date().getFullYear()} Voluntech. All rights reserved.
    </Text>
  );
}

/** The public footer: HTML from /api/footer (sanitised by the server), or the copyright line. */
export function Footer() {
  const { data } = useFooter();
  const navigate = useNavigate();
  // The footer's links are plain HTML; one into this site is followed inside
  // the app (no reload, the section of a #hash found once the page renders).
  const followInside = (e: MouseEvent<HTMLDivElement>) => {
    const url = internalLink(e);
    if (!url) return;
    e.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
  return (
    <Box component="footer" className={classes.footer} py="xl">
      <Container size="lg">
        {data ? (
          <>
            {/* The footer's own headings (h3 by default) follow a heading of the level above. */}
            <VisuallyHidden component="h2">Voluntech links</VisuallyHidden>
            {/* Clicks bubble from the links inside; the links stay the keyboard's targets. */}
            <div
              className={classes.content}
              onClick={followInside}
              dangerouslySetInnerHTML={{ __html: data }}
            />
          </>
        ) : null}
        <Copyright />
      </Container>
    </Box>
  );
}

/** The same-origin link a plain left click landed on, if any. */
function internalLink(e: MouseEvent): URL | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) {
    return null;
  }
  const anchor = (e.target as Element).closest('a');
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) {
    return null;
  }
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url : null;
}
