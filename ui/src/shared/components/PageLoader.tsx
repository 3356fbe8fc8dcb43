import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center mih="60vh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
