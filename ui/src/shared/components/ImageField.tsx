import { Box, FileInput, Group, Image, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { FILE_TOO_LARGE, MAX_UPLOAD_BYTES } from '@/shared/validators';

/** The image types the server accepts for logos and photos. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

interface ImageFieldProps {
  /** The field's label, e.g. "Logo" or "Profile picture". */
  label: string;
  value: File | null;
  /** Path of the stored image, "" without one. */
  storedImage: string;
  error?: React.ReactNode;
  required?: boolean;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  /** Reports a file refused in the browser (too large) after it has been cleared. */
  onRejected: (message: string) => void;
  /** Round preview for a person's photo, square for a logo. */
  round?: boolean;
}

/**
 * An image upload (company logo, volunteer photo): a preview of the chosen
 * or stored image and a file picker. A file over 500KB is refused here and
 * cleared; the server checks size and type again.
 */
export function ImageField({
  label,
  value,
  storedImage,
  error,
  required = false,
  onChange,
  onBlur,
  onRejected,
  round = false,
}: ImageFieldProps) {
  // A file chosen before (kept by the form's draft across steps) shows at once.
  const [preview, setPreview] = useState<string | null>(() =>
    value ? URL.createObjectURL(value) : null,
  );
  const previewRef = useRef<string | null>(preview);
  const what = label.toLowerCase();

  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const showPreview = (file: File | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = file ? URL.createObjectURL(file) : null;
    setPreview(previewRef.current);
  };

  const change = (file: File | null) => {
    if (file && file.size > MAX_UPLOAD_BYTES) {
      showPreview(null);
      onChange(null);
      onRejected(FILE_TOO_LARGE);
      return;
    }
    showPreview(file);
    onChange(file);
  };

  const src = value && preview ? preview : storedImage || null;
  const radius = round ? '50%' : 'var(--mantine-radius-md)';

  return (
    <Group align="flex-start" gap="md" wrap="nowrap">
      <Box
        w={72}
        h={72}
        style={{
          flex: 'none',
          border: '1px solid var(--mantine-color-gray-4)',
          borderRadius: radius,
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: 'var(--mantine-color-gray-0)',
        }}
      >
        {src ? (
          <Image
            src={src}
            alt={`${label} preview`}
            w={72}
            h={72}
            fit={round ? 'cover' : 'contain'}
          />
        ) : (
          <IconPhoto size={28} aria-hidden color="var(--mantine-color-gray-6)" />
        )}
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <FileInput
          label={label}
          placeholder={storedImage ? `Choose a new ${what}` : 'Choose an image'}
          description="256 × 256 px, at most 500KB"
          accept={IMAGE_TYPES.join(',')}
          clearable
          clearButtonProps={{ 'aria-label': `Clear chosen ${what}` }}
          withAsterisk={required}
          value={value}
          onChange={change}
          onBlur={onBlur}
          error={error}
          errorProps={{ role: 'alert' }}
          fileInputProps={{ 'aria-label': `${label} file` }}
          // The placeholder is a real element here, so it must meet text contrast (WCAG AA).
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        />
        {storedImage && !value ? (
          <Text size="xs" c="dimmed" mt={4}>
            Your current {what} is kept unless you choose a new one.
          </Text>
        ) : null}
      </Box>
    </Group>
  );
}
