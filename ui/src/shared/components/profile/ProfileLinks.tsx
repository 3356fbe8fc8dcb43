import { Anchor, AspectRatio, Button, Stack, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SocialIcon } from '@/shared/components/SocialIcon';
import { youTubeId } from '@/shared/fields';
import { networkLabel } from '@/shared/socialLinks';
import type { SocialLink } from '@/shared/socialLinks';
import { ProfileSection } from './ProfileSection';

/** A link that opens in a new tab, and says so. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      style={{ overflowWrap: 'anywhere' }}
    >
      {children}
      <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: 'middle' }} />
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}

/** The `<li>` items of a profile's social links, each with its network's icon and name. */
export function SocialLinkItems({
  links,
  newTabHint = false,
}: {
  links: SocialLink[];
  /** Adds a visually hidden "(opens in a new tab)" to each link's name. */
  newTabHint?: boolean;
}) {
  return links.map((link, i) => (
    <li key={`${link.network}-${i}`}>
      <Anchor
        href={link.url}
        target="_blank"
        rel="noopener noreferrer"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}
      >
        <SocialIcon network={link.network} />
        {networkLabel(link.network)}
        {newTabHint ? <VisuallyHidden> (opens in a new tab)</VisuallyHidden> : null}
      </Anchor>
    </li>
  ));
}

/** The "Video pitch" card: the YouTube player when the link is one, and a link to watch it. */
export function VideoPitchSection({ name, url }: { name: string; url: string }) {
  const video = youTubeId(url);
  return (
    <ProfileSection title="Video pitch" id="video-pitch">
      <Stack gap="md" align="flex-start">
        {video ? (
          <AspectRatio ratio={16 / 9} w="100%">
            <iframe
              src={`https://www.youtube-nocookie.com/embed/${video}`}
              title={`${name} video pitch`}
              loading="lazy"
              allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              style={{ border: 0 }}
            />
          </AspectRatio>
        ) : null}
        <Button
          component="a"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
        >
          Watch the video pitch
        </Button>
      </Stack>
    </ProfileSection>
  );
}
