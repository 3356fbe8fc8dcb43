import { NativeSelect, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { yearOptions } from '@/shared/period';
import { INVALID_URL, isWebUrl, withScheme } from '@/shared/socialLinks';
import { useSaveAchievement } from '../api/saveAchievement';
import { SKILL_LEVELS, type SkillLevel } from '../api/volunteerProfile';
import { entryErrors, newEntryKey } from './EntryList';
import { QuickAddSection } from './QuickAddSection';
import { useDraftState } from '@/shared/hooks/useFormDraft';
import { splitServerErrors, SAVE_FAILED } from '@/shared/serverErrors';
import { StepForm } from './StepActions';
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

  const listProps = { maxHeight: listHeight, disabled: save.isPending };
  const removeFrom =
    <T,>(set: (update: (list: T[]) => T[]) => void) =>
    (i: number) => {
      set((list) => list.filter((_, j) => j !== i));
      changed();
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
    <StepForm
      label="Achieved & Skills"
      onSubmit={submit}
      gap="xl"
      submitLabel={submitLabel}
      saving={save.isPending}
      onBack={onBack}
      error={
        general ??
        (skillErrors.size > 0 || awardErrors.size > 0
          ? 'Please fix the entries marked above.'
          : null)
      }
    >
      <QuickAddSection
        title="Awards"
        text={
          <TextInput
            label="Award"
            maxLength={MAX_AWARD}
            value={awardTitle}
            onChange={(e) => setAwardTitle(e.currentTarget.value)}
          />
        }
        select={
          <NativeSelect
            label="Year"
            data={years}
            value={awardYear}
            onChange={(e) => setAwardYear(e.currentTarget.value)}
          />
        }
        addLabel="Add award"
        onAdd={addAward}
        canAdd={awardTitle.trim() !== ''}
        items={awards}
        view={(a) => ({ title: a.title, lines: [a.year ? String(a.year) : ''] })}
        errors={awardErrors}
        onRemove={removeFrom(setAwards)}
        {...listProps}
      />

      <QuickAddSection
        title="Skills"
        text={
          <TextInput
            label="Skill"
            maxLength={MAX_SKILL}
            value={skillName}
            onChange={(e) => {
              setSkillName(e.currentTarget.value);
              setSkillError(null);
            }}
            error={skillError}
          />
        }
        select={
          <NativeSelect
            label="Level"
            data={[...SKILL_LEVELS]}
            value={skillLevel}
            onChange={(e) => setSkillLevel(e.currentTarget.value as SkillLevel)}
          />
        }
        addLabel="Add skill"
        onAdd={addSkill}
        canAdd={skillName.trim() !== ''}
        items={skills}
        view={(s) => ({ title: s.name, lines: [s.level] })}
        errors={skillErrors}
        onRemove={removeFrom(setSkills)}
        {...listProps}
      />

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
    </StepForm>
  );
}
