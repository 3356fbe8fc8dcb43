// Mantine's step descriptions are too faint to read comfortably (WCAG AA).
export const stepperStyles = { stepDescription: { color: 'var(--mantine-color-gray-7)' } };
