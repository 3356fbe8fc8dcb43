import { Box, Container, Text, VisuallyHidden } from '@mantine/core';
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
  return (
    <Box component="footer" className={classes.footer} py="xl">
      <Container size="lg">
        {data ? (
          <>
            {/* The footer's own headings (h3 by default) follow a heading of the level above. */}
            <VisuallyHidden component="h2">Voluntech links</VisuallyHidden>
            <div className={classes.content} dangerouslySetInnerHTML={{ __html: data }} />
          </>
        ) : null}
        <Copyright />
      </Container>
    </Box>
  );
}
