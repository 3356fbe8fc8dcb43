import { describe, expect, it } from 'vitest';
import type { TeamMember } from '../api/teamTypes';
import { needsUpgrade, roleText, seatsPercent, seatsSummary, splitTeam } from './seats';

describe('seatsSummary', () => {
  it('counts the seats in use, invitations included', () => {
    expect(seatsSummary({ seats: 2, used: 1 })).toBe('1 of 2 team member accounts in use');
    expect(seatsSummary({ seats: 1, used: 1 })).toBe('1 of 1 team member account in use');
    expect(seatsSummary({ seats: 1, used: 3 })).toBe('3 of 1 team member account in use');
  });
});

describe('seatsPercent', () => {
  it('is the share of seats taken, at most 100', () => {
    expect(seatsPercent({ seats: 2, used: 1 })).toBe(50);
    expect(seatsPercent({ seats: 3, used: 1 })).toBe(33);
    expect(seatsPercent({ seats: 1, used: 3 })).toBe(100);
    expect(seatsPercent({ seats: 0, used: 0 })).toBe(100);
  });
});

describe('needsUpgrade', () => {
  it('spots the seat messages', () => {
    expect(
      needsUpgrade(
        'Your Essential plan includes 2 team member accounts. Upgrade your plan to add more.',
      ),
    ).toBe(true);
    expect(needsUpgrade('Choose a plan to add team members.')).toBe(true);
    expect(
      needsUpgrade(
        'Your Starter plan includes 1 team member account and your team has 3. Everyone keeps access, but you cannot invite anyone until you upgrade your plan.',
      ),
    ).toBe(true);
  });
  it('leaves other messages alone', () => {
    expect(needsUpgrade('This person is already on your team.')).toBe(false);
    expect(needsUpgrade('')).toBe(false);
    expect(needsUpgrade(undefined)).toBe(false);
  });
});

const person = (over: Partial<TeamMember>): TeamMember => ({
  id: 'x',
  kind: 'user',
  name: 'Ada Lovelace',
  role: 'member',
  status: 'active',
  ...over,
});

describe('splitTeam', () => {
  it('keeps accounts and invitations apart, in the server order', () => {
    const owner = person({ id: 'o', role: 'owner' });
    const member = person({ id: 'm' });
    const invite = person({ id: 'i', kind: 'invitation', name: '', status: 'invited' });
    expect(splitTeam([owner, member, invite])).toEqual({
      accounts: [owner, member],
      invitations: [invite],
    });
  });
});

describe('roleText', () => {
  it('names the role, with the title when there is one', () => {
    expect(roleText({ role: 'owner', role_title: 'CTO' })).toBe('Owner · CTO');
    expect(roleText({ role: 'member', role_title: ' ' })).toBe('Member');
    expect(roleText({ role: 'member' })).toBe('Member');
  });
});
