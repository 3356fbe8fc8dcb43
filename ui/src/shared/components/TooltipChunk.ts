// Loaded through import() only (LazyTooltip.tsx): Mantine's tooltip and the
// positioning library behind it, out of the chunks a page draws with.
export { Tooltip } from '@mantine/core';
