import { Anchor, Box, Container, Group } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { Footer } from '@/shared/components/Footer';
import { Logo } from '@/shared/components/Logo';
import { UserMenu } from '@/shared/components/UserMenu';
import { topLinks } from '@/shared/nav';

export function PublicLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <Logo />
            <Group gap="lg" wrap="nowrap" component="nav" aria-label="Main">
              {topLinks.map((l) => (
                <Anchor key={l.to} component={Link} to={l.to} c="dark" visibleFrom="sm">
                  {l.label}
                </Anchor>
              ))}
              <UserMenu />
            </Group>
          </Group>
          {topLinks.length > 0 ? (
            // On phones the links get their own row instead of disappearing.
            <Group gap="lg" mt="xs" hiddenFrom="sm" component="nav" aria-label="Browse">
              {topLinks.map((l) => (
                <Anchor key={l.to} component={Link} to={l.to} c="dark" size="sm">
                  {l.label}
                </Anchor>
              ))}
            </Group>
          ) : null}
        </Container>
      </Box>
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
