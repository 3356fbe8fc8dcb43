import { describe, expect, it } from 'vitest';
import {
  mainStepOf,
  nextWizardKey,
  previousWizardKey,
  resolveWizardKey,
  wizardKeyForStep,
  WIZARD_DONE,
} from './wizardSteps';

describe('wizardKeyForStep', () => {
  it('maps 1 and 2 to the first two steps', () => {
    expect(wizardKeyForStep(1)).toBe('motivation');
    expect(wizardKeyForStep(2)).toBe('basic');
  });

  it('maps 3 to 5 to the professional sub-steps', () => {
    expect(wizardKeyForStep(3)).toBe('education');
    expect(wizardKeyForStep(4)).toBe('experience');
    expect(wizardKeyForStep(5)).toBe('skills');
  });

  it('maps 6 to the career aspirations', () => {
    expect(wizardKeyForStep(6)).toBe('aspirations');
  });

  it('sends any other value to the dashboard', () => {
    for (const step of [WIZARD_DONE, 0, -1, 8, 2.5, Number.NaN]) {
      expect(wizardKeyForStep(step)).toBeNull();
    }
  });
});

describe('resolveWizardKey', () => {
  it('opens the stored step without a step in the URL', () => {
    expect(resolveWizardKey(null, 4)).toBe('experience');
  });

  it('opens an unlocked step asked for in the URL', () => {
    expect(resolveWizardKey('education', 4)).toBe('education');
    expect(resolveWizardKey('experience', 4)).toBe('experience');
    expect(resolveWizardKey('motivation', 6)).toBe('motivation');
  });

  it('falls back to the unlocked step for a later or unknown step', () => {
    expect(resolveWizardKey('skills', 4)).toBe('experience');
    expect(resolveWizardKey('aspirations', 1)).toBe('motivation');
    expect(resolveWizardKey('nonsense', 2)).toBe('basic');
  });

  it('leaves a finished wizard', () => {
    expect(resolveWizardKey('education', WIZARD_DONE)).toBeNull();
  });
});

describe('moving between steps', () => {
  it('goes through the sub-steps of step 3', () => {
    expect(nextWizardKey('basic')).toBe('education');
    expect(nextWizardKey('skills')).toBe('aspirations');
    expect(nextWizardKey('aspirations')).toBeNull();
    expect(previousWizardKey('education')).toBe('basic');
    expect(previousWizardKey('motivation')).toBeNull();
    expect(mainStepOf('experience')).toBe(3);
    expect(mainStepOf('aspirations')).toBe(4);
  });
});
