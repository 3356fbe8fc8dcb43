/**
 * The volunteer wizard's screens:
 * four steps, the third made of three sub-steps. Each screen has a key, kept
 * in the URL (?step=education), and the number of the server's profile_step
 * at which it is the next one to complete.
 */
export const WIZARD_KEYS = [
  'motivation',
  'basic',
  'education',
  'experience',
  'skills',
  'aspirations',
] as const;

export type WizardKey = (typeof WIZARD_KEYS)[number];

/** The sub-steps of step 3, "Professional information", shown as tabs too. */
export const PROFESSIONAL_TABS: { key: WizardKey; label: string }[] = [
  { key: 'education', label: 'Education' },
  { key: 'experience', label: 'Experience' },
  { key: 'skills', label: 'Achieved & Skills' },
];

/** profile_step once every screen is saved. */
export const WIZARD_DONE = WIZARD_KEYS.length + 1;

export function isWizardKey(value: string | null | undefined): value is WizardKey {
  return (WIZARD_KEYS as readonly string[]).includes(value ?? '');
}

/** The profile_step of a screen: 1 for motivation ... 6 for aspirations. */
export function profileStepOf(key: WizardKey): number {
  return WIZARD_KEYS.indexOf(key) + 1;
}

/**
 * Where the wizard opens for a stored profile step: 1 and 2 the first two
 * steps, 3 to 5 the professional sub-steps, 6 the career aspirations; any
 * other value (7 when finished) null, meaning the dashboard.
 */
export function wizardKeyForStep(step: number): WizardKey | null {
  if (!Number.isInteger(step) || step < 1 || step > WIZARD_KEYS.length) return null;
  return WIZARD_KEYS[step - 1] ?? null;
}

/**
 * The screen to show for the URL's ?step= and the stored step: the one asked
 * for when it is unlocked (saved before, or the next to complete), else the
 * next to complete; null when the wizard is finished (the dashboard).
 */
export function resolveWizardKey(requested: string | null, step: number): WizardKey | null {
  const next = wizardKeyForStep(step);
  if (!next) return null;
  if (isWizardKey(requested) && profileStepOf(requested) <= step) return requested;
  return next;
}

/** The main step (1 to 4) a screen belongs to. */
export function mainStepOf(key: WizardKey): 1 | 2 | 3 | 4 {
  switch (key) {
    case 'motivation':
      return 1;
    case 'basic':
      return 2;
    case 'education':
    case 'experience':
    case 'skills':
      return 3;
    case 'aspirations':
      return 4;
  }
}

export function nextWizardKey(key: WizardKey): WizardKey | null {
  return WIZARD_KEYS[WIZARD_KEYS.indexOf(key) + 1] ?? null;
}

export function previousWizardKey(key: WizardKey): WizardKey | null {
  const i = WIZARD_KEYS.indexOf(key);
  return i > 0 ? (WIZARD_KEYS[i - 1] ?? null) : null;
}

/** Each screen's name for people, in wizard order. */
export const SCREEN_LABELS: Record<WizardKey, string> = {
  motivation: 'Understanding your motivation',
  basic: 'Basic profile information',
  education: 'Education',
  experience: 'Experience',
  skills: 'Achieved & Skills',
  aspirations: 'Career aspirations',
};

/** The screens still to save for a stored profile step, in order; none once finished. */
export function screensLeft(step: number): WizardKey[] {
  const next = wizardKeyForStep(step);
  if (!next) return [];
  return WIZARD_KEYS.slice(WIZARD_KEYS.indexOf(next));
}
