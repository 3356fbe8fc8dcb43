import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

/** A local date at "HH:MM": the greeting reads the user's own clock. */
function at(time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(2026, 10, 21, hours, minutes);
}

describe('greetingFor', () => {
  it.each([
    ['00:00', 'Good Morning!'],
    ['11:59', 'Good Morning!'],
    ['12:00', 'Good Afternoon!'],
    ['17:59', 'Good Afternoon!'],
    ['18:00', 'Good Evening!'],
    ['23:59', 'Good Evening!'],
  ])('at %s says %s', (time, expected) => {
    expect(greetingFor(at(time))).toBe(expected);
  });
});
