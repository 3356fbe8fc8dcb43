import { Anchor, Box, Container, Paper, Text, Title, Typography } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

export interface LegalSection {
  /** The anchor of the section: /privacy#cookies opens it. */
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalPageProps {
  title: string;
  /** The date the text last changed, as an ISO date (YYYY-MM-DD). */
  updated: string;
  /** The same date as people read it, e.g. "21 November 2026". */
  updatedLabel: string;
  intro: ReactNode;
  sections: LegalSection[];
}

const headingId = (sectionId: string) => `${sectionId}-heading`;

/**
 * The shared frame of the Terms and the Privacy Policy: title, date, a table
 * of contents of anchor links, then one h2 section each.
 */
export function LegalPage({ title, updated, updatedLabel, intro, sections }: LegalPageProps) {
  const { hash } = useLocation();

  // A page load with a hash (a link from the footer's HTML, a bookmark) lets
  // the browser look for the section before this page exists, so the page
  // scrolls to it itself; moving the focus there too lets keyboard and screen
  // reader users continue reading from it.
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    document.getElementById(id)?.scrollIntoView();
    document.getElementById(headingId(id))?.focus({ preventScroll: true });
  }, [hash]);

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Title order={1}>{title}</Title>
      <Text c="gray.7" mt="xs">
        Last updated: <time dateTime={updated}>{updatedLabel}</time>
      </Text>

      <Typography mt="lg">{intro}</Typography>

      <Paper component="nav" aria-labelledby="legal-contents" withBorder p="md" my="xl" bg="gray.0">
        <Text id="legal-contents" fw={700} mb="xs">
          Contents
        </Text>
        <Box component="ol" m={0} pl="lg">
          {sections.map((s) => (
            <Box component="li" key={s.id} py={2}>
              <Anchor component={Link} to={`#${s.id}`}>
                {s.title}
              </Anchor>
            </Box>
          ))}
        </Box>
      </Paper>

      {sections.map((s) => (
        <Box
          component="section"
          key={s.id}
          id={s.id}
          aria-labelledby={headingId(s.id)}
          mt="xl"
          style={{ scrollMarginTop: 'var(--mantine-spacing-md)' }}
        >
          <Typography>
            <h2 id={headingId(s.id)} tabIndex={-1}>
              {s.title}
            </h2>
            {s.body}
          </Typography>
        </Box>
      ))}
    </Container>
  );
}
