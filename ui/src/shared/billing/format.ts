/**
 * An amount in the smallest unit of its currency, for people: whole amounts
 * without decimals (formatPence(49000, 'gbp') is "£490"), others with two.
 */
export function formatPence(amount: number, currency: string): string {
  const whole = amount % 100 === 0;
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount / 100);
}

/**
 * A date as "31 January 2026". Accepts RFC 3339 and PocketBase's
 * "2026-01-31 12:00:00.000Z"; "" when there is no valid date.
 */
export function formatDate(value: string): string {
  if (!value) return '';
  const date = new Date(value.replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

export const intervalLabel = { month: 'Monthly', year: 'Yearly' } as const;
export const perInterval = { month: 'per month', year: 'per year' } as const;
