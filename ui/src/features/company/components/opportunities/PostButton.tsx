import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

/** "Post an Opportunity": opens the form for a new one. */
export function PostButton() {
  return (
    <Button
      component={Link}
      to="/company/opportunities/new"
      leftSection={<IconPlus size={16} aria-hidden />}
    >
      Post an Opportunity
    </Button>
  );
}
