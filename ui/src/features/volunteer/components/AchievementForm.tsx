import { Button, Grid, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { yearOptions } from '@/shared/period';
import { INVALID_URL, isWebUrl, withScheme } from '@/shared/socialLinks';
import { useSaveAchievement } from '../api/saveAchievement';
import { SKILL_LEVELS, type SkillLevel } from '../api/volunteerProfile';
import { EntryList, entryErrors, newEntryKey } from './EntryList';
import { useDraftState } from '@/shared/hooks/useFormDraft';
import { splitServerErrors, SAVE_FAILED } from '@/shared/serverErrors';
import { StepActions } from './StepActions';
import type { StepFormProps } from './types';

const MAX_WEBSITE = 255;
const MAX_SKILL = 50;
const MAX_AWARD = 100;

interface SkillDraft {
  key: string;
  name: string;
  level: SkillLevel;
}

interface AwardDraft {
  key: string;
  title: string;
  year: number | null;
}

/** Enter in a text field adds its entry instead of submitting the whole step. */
const enterAdds = (add: () => void) => (e: KeyboardEvent<HTMLInputElement>) => {
  if (e.key === 'Enter') {
    e.preventDefault();
    add();
  }
};

interface AchievementFormProps extends StepFormProps {
  /** Lists scroll beyond this height: 180 px in the wizard, 300 px in the editor. */
  listHeight?: number;
}

/**
 * Sub-step 3.3, "Achieved & Skills": awards (award, year), skills (skill,
 * level) and the personal website, saved together.
 */
export function AchievementForm({
  profile,
  submitLabel,
  onSaved,
  onBack,
  draftKey,
  listHeight = 180,
}: AchievementFormProps) {
  const save = useSaveAchievement();
  const years = useMemo(() => [{ value: '', label: 'Year' }, ...yearOptions()], []);
  const [skills, setSkills, clearSkills] = useDraftState<SkillDraft[]>(
    `${draftKey}.skills`,
    profile.skills.map((s) => ({ key: s.id, name: s.name, level: s.level })),
  );
  const [awards, setAwards, clearAwards] = useDraftState<AwardDraft[]>(
    `${draftKey}.awards`,
    profile.awards.map((a) => ({ key: a.id, title: a.title, year: a.year })),
  );
  const [website, setWebsite, clearWebsite] = useDraftState(
    `${draftKey}.website`,
    profile.profile.website,
  );
  const [websiteChecked, setWebsiteChecked] = useState(false);
  const [skillName, setSkillName] = useState('');
  const [skillLevel, setSkillLevel] = useState<SkillLevel>('Intermediate');
  const [skillError, setSkillError] = useState<string | null>(null);
  const [awardTitle, setAwardTitle] = useState('');
  const [awardYear, setAwardYear] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const skillErrors = entryErrors(errors, 'skills');
  const awardErrors = entryErrors(errors, 'awards');

  const changed = () => {
    setErrors({});
    setGeneral(null);
  };

  // Added only when the name is given.
  const addSkill = () => {
    const name = skillName.trim();
    if (!name) return;
    if (skills.some((s) => s.name.toLowerCase() === name.toLowerCase())) {
      setSkillError('This skill is already in the list.');
      return;
    }
    setSkills((list) => [...list, { key: newEntryKey(), name, level: skillLevel }]);
    setSkillName('');
    setSkillError(null);
    changed();
  };

  const addAward = () => {
    const title = awardTitle.trim();
    if (!title) return;
    setAwards((list) => [
      ...list,
      { key: newEntryKey(), title, year: awardYear ? Number(awardYear) : null },
    ]);
    setAwardTitle('');
    setAwardYear('');
    changed();
  };

  // Typed without its scheme, the address gets https:// (the server adds it too).
  const site = withScheme(website);
  const websiteProblem =
    site && (!isWebUrl(site) || site.length > MAX_WEBSITE) ? INVALID_URL : null;
  const websiteError = errors.website ?? (websiteChecked ? websiteProblem : null);

  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setWebsiteChecked(true);
    if (websiteProblem) return;
    changed();
    save.mutate(
      {
        skills: skills.map((s) => ({ name: s.name, level: s.level })),
        awards: awards.map((a) => ({ title: a.title, year: a.year })),
        website: site,
      },
      {
        onSuccess: (saved) => {
          clearSkills();
          clearAwards();
          clearWebsite();
          onSaved(saved);
        },
        onError: (err) => {
          const { fields, general: message } = splitServerErrors(
            err,
            (k) => k === 'website' || k.startsWith('skills.') || k.startsWith('awards.'),
            { fallback: SAVE_FAILED },
          );
          setErrors(fields);
          setGeneral(message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Achieved & Skills">
      <Stack gap="xl">
        <Stack gap="sm" component="section" aria-labelledby="awards-heading">
          <Title order={3} size="h5" id="awards-heading">
            Awards
          </Title>
          <Grid gap="sm" align="flex-start">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Award"
                maxLength={MAX_AWARD}
                value={awardTitle}
                onChange={(e) => setAwardTitle(e.currentTarget.value)}
                onKeyDown={enterAdds(addAward)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <NativeSelect
                label="Year"
                data={years}
                value={awardYear}
                onChange={(e) => setAwardYear(e.currentTarget.value)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <Button
                fullWidth
                mt={25}
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={addAward}
                disabled={awardTitle.trim() === '' || save.isPending}
              >
                Add award
              </Button>
            </Grid.Col>
          </Grid>
          <EntryList
            label="Awards"
            emptyText="No awards added yet."
            maxHeight={listHeight}
            entries={awards.map((a, i) => ({
              key: a.key,
              title: a.title,
              lines: [a.year ? String(a.year) : ''],
              error: awardErrors.get(i),
            }))}
            onRemove={(i) => {
              setAwards((list) => list.filter((_, j) => j !== i));
              changed();
            }}
            disabled={save.isPending}
          />
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="skills-heading">
          <Title order={3} size="h5" id="skills-heading">
            Skills
          </Title>
          <Grid gap="sm" align="flex-start">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Skill"
                maxLength={MAX_SKILL}
                value={skillName}
                onChange={(e) => {
                  setSkillName(e.currentTarget.value);
                  setSkillError(null);
                }}
                onKeyDown={enterAdds(addSkill)}
                error={skillError}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <NativeSelect
                label="Level"
                data={[...SKILL_LEVELS]}
                value={skillLevel}
                onChange={(e) => setSkillLevel(e.currentTarget.value as SkillLevel)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <Button
                fullWidth
                mt={25}
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={addSkill}
                disabled={skillName.trim() === '' || save.isPending}
              >
                Add skill
              </Button>
            </Grid.Col>
          </Grid>
          <EntryList
            label="Skills"
            emptyText="No skills added yet."
            maxHeight={listHeight}
            entries={skills.map((s, i) => ({
              key: s.key,
              title: s.name,
              lines: [s.level],
              error: skillErrors.get(i),
            }))}
            onRemove={(i) => {
              setSkills((list) => list.filter((_, j) => j !== i));
              changed();
            }}
            disabled={save.isPending}
          />
        </Stack>

        <TextInput
          label="Personal website"
          type="url"
          placeholder="https://"
          autoComplete="url"
          maxLength={MAX_WEBSITE}
          value={website}
          onChange={(e) => {
            setWebsite(e.currentTarget.value);
            changed();
          }}
          onBlur={() => setWebsiteChecked(true)}
          error={websiteError}
        />
      </Stack>
      <StepActions
        submitLabel={submitLabel}
        saving={save.isPending}
        onBack={onBack}
        error={
          general ??
          (skillErrors.size > 0 || awardErrors.size > 0
            ? 'Please fix the entries marked above.'
            : null)
        }
      />
    </form>
  );
}
