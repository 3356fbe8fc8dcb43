import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';

/** "Post an Opportunity": opens the form for a new one. */
export function PostButton() {
  return (
    <Button
      component={Link}
      to={paths.company.newOpportunity}
      leftSection={<IconPlus size={16} aria-hidden />}
    >
      Post an Opportunity
    </Button>
  );
}
