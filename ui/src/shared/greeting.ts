export type Greeting = 'Good Morning!' | 'Good Afternoon!' | 'Good Evening!';

/**
 * The dashboard greeting for the user's local time: morning before 12:00,
 * afternoon from 12:00 to before 18:00, evening from 18:00.
 */
export function greetingFor(date: Date): Greeting {
  const hour = date.getHours();
  if (hour < 12) return 'Good Morning!';
  if (hour < 18) return 'Good Afternoon!';
  return 'Good Evening!';
}
