import { LoadingBars } from '@/shared/components/LoadingBars';
import { StackList } from '@/shared/components/BareList';
import {
  ActionIcon,
  Button,
  FileInput,
  Group,
  Image,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/shared/components/FormAlert';
import { IMAGE_TYPES } from '@/shared/components/ImageField';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import { splitServerErrors, SUBMIT_FAILED } from '@/shared/serverErrors';
import { FILE_TOO_LARGE, MAX_UPLOAD_BYTES } from '@/shared/validators';
import { useAddGalleryPhoto } from '../api/addGalleryPhoto';
import { useGallery } from '../api/gallery';
import { useRemoveGalleryPhoto } from '../api/removeGalleryPhoto';

/** Longest photo description the server takes. */
export const MAX_ALT = 150;

const FIELDS = ['image', 'alt'] as const;
type Field = (typeof FIELDS)[number];

/**
 * The company's photo gallery as the public page shows it: the saved
 * photos, each with Remove, and a form adding one with its description.
 * The server checks each image again (type by content, 500KB, at most 6).
 */
export function GalleryEditor() {
  const gallery = useGallery();
  const add = useAddGalleryPhoto();
  const remove = useRemoveGalleryPhoto();
  const [image, setImage] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  // Remounts the file input after an upload so it is empty again.
  const [inputKey, setInputKey] = useState(0);

  if (gallery.isPending) {
    return <LoadingBars label="Loading your photos" gap="sm" bars={[80, 56]} />;
  }
  if (gallery.isError) {
    return <LoadErrorAlert title="Your photos could not be loaded" query={gallery} />;
  }
  const { photos, max } = gallery.data;
  const full = photos.length >= max;

  const choose = (file: File | null) => {
    setErrors((e) => ({ ...e, image: undefined }));
    if (file && file.size > MAX_UPLOAD_BYTES) {
      setImage(null);
      setErrors((e) => ({ ...e, image: FILE_TOO_LARGE }));
      return;
    }
    setImage(file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const own: Partial<Record<Field, string>> = {};
    if (!image) own.image = 'Please choose a photo to upload.';
    if (!alt.trim()) own.alt = 'Please describe the photo for people who cannot see it.';
    setErrors(own);
    setGeneral(null);
    if (!image || own.alt) return;
    add.mutate(
      { image, alt },
      {
        onSuccess: () => {
          setImage(null);
          setAlt('');
          setInputKey((k) => k + 1);
        },
        onError: (err) => {
          const split = splitServerErrors(err, FIELDS, { fallback: SUBMIT_FAILED });
          setErrors(split.fields);
          setGeneral(split.general);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        Up to {max} photos of your team, your office or your work. They show on your public page.
      </Text>
      {photos.length === 0 ? (
        <Text c="gray.7">No photos yet. Add your first one below.</Text>
      ) : (
        <StackList gap="sm" aria-label="Your photos">
          {photos.map((p) => (
            <Group component="li" key={p.id} gap="sm" wrap="nowrap">
              <Image src={p.thumb} alt="" w={96} h={72} fit="cover" radius="sm" />
              <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {p.alt}
              </Text>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={`Remove photo: ${p.alt}`}
                loading={remove.isPending && remove.variables === p.id}
                onClick={() => remove.mutate(p.id)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </StackList>
      )}
      {remove.isError ? (
        <FormAlert message="The photo could not be removed. Please try again." />
      ) : null}
      {full ? (
        <Text size="sm" c="gray.7">
          You have added {max} photos, the most a gallery holds. Remove one to add another.
        </Text>
      ) : (
        <form onSubmit={submit} noValidate aria-labelledby="add-photo">
          <Stack gap="sm">
            <Title order={3} size="h5" id="add-photo">
              Add a photo
            </Title>
            <FileInput
              key={inputKey}
              label="Photo"
              placeholder="Choose an image"
              description="JPEG, PNG, WebP or GIF, at most 500KB"
              accept={IMAGE_TYPES.join(',')}
              clearable
              clearButtonProps={{ 'aria-label': 'Clear chosen photo' }}
              withAsterisk
              value={image}
              onChange={choose}
              error={errors.image}
              errorProps={{ role: 'alert' }}
              fileInputProps={{ 'aria-label': 'Photo file' }}
              styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
            />
            <TextInput
              label="Description"
              description="Describe the photo for people who cannot see it."
              withAsterisk
              maxLength={MAX_ALT}
              value={alt}
              onChange={(e) => {
                setAlt(e.currentTarget.value);
                setErrors((er) => ({ ...er, alt: undefined }));
              }}
              error={errors.alt}
              errorProps={{ role: 'alert' }}
            />
            <FormAlert message={general} />
            <div>
              <Button type="submit" loading={add.isPending}>
                Add photo
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
