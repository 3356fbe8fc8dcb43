import {
  IconBrandBehance,
  IconBrandDribbble,
  IconBrandFacebook,
  IconBrandGithub,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandMessenger,
  IconBrandTelegram,
  IconBrandTiktok,
  IconBrandWechat,
  IconBrandWhatsapp,
  IconBrandX,
  IconBrandYoutube,
  IconWorld,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

type Icon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;

const icons: Record<string, Icon> = {
  linkedin: IconBrandLinkedin,
  facebook: IconBrandFacebook,
  twitter: IconBrandX,
  instagram: IconBrandInstagram,
  dribbble: IconBrandDribbble,
  github: IconBrandGithub,
  behance: IconBrandBehance,
  youtube: IconBrandYoutube,
  tiktok: IconBrandTiktok,
  whatsapp: IconBrandWhatsapp,
  wechat: IconBrandWechat,
  telegram: IconBrandTelegram,
  messenger: IconBrandMessenger,
};

/** The source's brand icon, decorative: the source's name is always written beside it. */
export function SocialIcon({ network, size = 18 }: { network: string; size?: number }) {
  const Icon = icons[network] ?? IconWorld;
  return <Icon size={size} aria-hidden />;
}
