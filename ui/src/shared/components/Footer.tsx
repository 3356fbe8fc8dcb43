import { Box, Container, Text } from '@mantine/core';
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
          <div className={classes.content} dangerouslySetInnerHTML={{ __html: data }} />
        ) : null}
        <Copyright />
      </Container>
    </Box>
  );
}
