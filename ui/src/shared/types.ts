export type Role = 'volunteer' | 'company' | 'superadmin';

export interface User {
  id: string;
  collectionName: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  verified: boolean;
  country: string;
  category: string;
  profile_step: number;
  adult_confirmed_at: string;
  created: string;
  /** A company member's owner (the company's identity); "" for everyone else. */
  team?: string;
  /** Which groups of notification email the user chose; a group left out takes its default. */
  email_prefs?: Partial<Record<string, boolean>> | null;
  /** Made through a sign-in provider, no password known yet: its last provider stays linked. */
  provider_only?: boolean;
}

export interface Lookup {
  id: string;
  kind: string;
  name: string;
  code: string;
  dial_code: string;
  sort: number;
  is_partner_source: boolean;
  is_other: boolean;
  status: 'approved' | 'pending';
}

/** A lookup as a list sends it: its id and its name. */
export interface NamedRef {
  id: string;
  name: string;
}

/** A volunteer's card in a list (the public directory, an opportunity's suggestions): public fields only. */
export interface VolunteerCardFields {
  /** The volunteer's user id: what a favourite points at. */
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  /** The photo's URL, "" without one. */
  photo: string;
  tags: string[];
  category: NamedRef | null;
  city: string;
  country: NamedRef | null;
  /** Open to opportunities. */
  available: boolean;
}
