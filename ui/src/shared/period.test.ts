import { describe, expect, it } from 'vitest';
import {
  formatPeriod,
  formatYearMonth,
  MONTHS,
  parseMonth,
  parseYear,
  PERIOD_MESSAGES,
  validatePeriod,
  yearOptions,
} from './period';

describe('validatePeriod', () => {
  it('checks nothing when no year and no month is given', () => {
    expect(validatePeriod({})).toBeNull();
    expect(
      validatePeriod({ startYear: '', startMonth: null, endYear: undefined, endMonth: '' }),
    ).toBeNull();
  });

  it('accepts a full, ordered period', () => {
    expect(
      validatePeriod({ startYear: 2019, startMonth: 'Sep', endYear: 2021, endMonth: 'Jun' }),
    ).toBeNull();
  });

  it('asks for the end year when only the start year is filled', () => {
    expect(validatePeriod({ startYear: 2020 })).toBe(
      'End year is required when start year is filled.',
    );
    expect(validatePeriod({ startYear: '2020', startMonth: 'Mar', endMonth: 'Jun' })).toBe(
      PERIOD_MESSAGES.endYearRequired,
    );
  });

  it('asks for the start year when only the end year is filled', () => {
    expect(validatePeriod({ endYear: 2020 })).toBe(
      'Start year is required when end year is filled.',
    );
    expect(validatePeriod({ startMonth: 'Jan', endYear: '2020' })).toBe(
      PERIOD_MESSAGES.startYearRequired,
    );
  });

  it('refuses a start year after the end year', () => {
    expect(validatePeriod({ startYear: 2022, endYear: 2021 })).toBe(
      'Start year cannot be greater than end year.',
    );
  });

  it('refuses a later start month in the same year', () => {
    expect(
      validatePeriod({ startYear: 2021, startMonth: 'Oct', endYear: 2021, endMonth: 'Mar' }),
    ).toBe('Start month cannot be greater than end month when years are equal.');
    expect(
      validatePeriod({ startYear: 2021, startMonth: 'Mar', endYear: 2021, endMonth: 'Mar' }),
    ).toBeNull();
    expect(
      validatePeriod({ startYear: 2020, startMonth: 'Dec', endYear: 2021, endMonth: 'Jan' }),
    ).toBeNull();
  });

  it('counts a missing start month as January and a missing end month as December', () => {
    // Missing start month = January: never after any end month of that year.
    expect(validatePeriod({ startYear: 2021, endYear: 2021, endMonth: 'Jan' })).toBeNull();
    // Missing end month = December: never before any start month of that year.
    expect(validatePeriod({ startYear: 2021, startMonth: 'Dec', endYear: 2021 })).toBeNull();
    expect(validatePeriod({ startYear: 2021, endYear: 2021 })).toBeNull();
  });

  it('matches months by their first three letters and parses years as integers', () => {
    expect(
      validatePeriod({
        startYear: '2021',
        startMonth: 'November',
        endYear: '2021.0',
        endMonth: 'february',
      }),
    ).toBe(PERIOD_MESSAGES.startMonthAfterEnd);
    expect(
      validatePeriod({ startYear: ' 2021 ', startMonth: 3, endYear: 2021, endMonth: '2' }),
    ).toBe(PERIOD_MESSAGES.startMonthAfterEnd);
  });

  it('ignores the end while current', () => {
    expect(validatePeriod({ startYear: 2020, current: true })).toBeNull();
    expect(
      validatePeriod({
        startYear: 2022,
        startMonth: 'Dec',
        endYear: 2021,
        endMonth: 'Jan',
        current: true,
      }),
    ).toBeNull();
    // A current entry with an end but no start: the end does not count.
    expect(validatePeriod({ endYear: 2021, current: true })).toBeNull();
  });

  it('reports the first rule broken only', () => {
    expect(
      validatePeriod({ startYear: 2023, startMonth: 'Dec', endYear: 2021, endMonth: 'Jan' }),
    ).toBe(PERIOD_MESSAGES.startAfterEnd);
  });
});

describe('parsing', () => {
  it('reads years as integers and months by number or name', () => {
    expect(parseYear('2024')).toBe(2024);
    expect(parseYear(2024)).toBe(2024);
    expect(parseYear('')).toBeNull();
    expect(parseYear(null)).toBeNull();
    expect(parseMonth('Mar')).toBe(3);
    expect(parseMonth('march')).toBe(3);
    expect(parseMonth('12')).toBe(12);
    expect(parseMonth(13)).toBeNull();
    expect(parseMonth('Foo')).toBeNull();
  });
});

describe('formatting', () => {
  it('writes a year and the three-letter month', () => {
    expect(formatYearMonth(2024, 3)).toBe('2024 Mar');
    expect(formatYearMonth(2024, 'March')).toBe('2024 Mar');
    expect(formatYearMonth(2024, null)).toBe('2024');
    expect(formatYearMonth(null, 3)).toBe('');
  });

  it('writes a period with Present while current', () => {
    expect(formatPeriod({ startYear: 2021, startMonth: 9, current: true })).toBe(
      '2021 Sep – Present',
    );
    expect(formatPeriod({ startYear: 2019, startMonth: 1, endYear: 2021, endMonth: 6 })).toBe(
      '2019 Jan – 2021 Jun',
    );
    expect(formatPeriod({ startYear: 2019, endYear: 2020 })).toBe('2019 – 2020');
    expect(formatPeriod({})).toBe('');
  });

  it('lists the twelve months and the years from now back to 1970', () => {
    expect(MONTHS).toHaveLength(12);
    expect(MONTHS[0]).toBe('Jan');
    const years = yearOptions(new Date(2025, 5, 1));
    expect(years[0]).toBe('2025');
    expect(years[years.length - 1]).toBe('1970');
    expect(years).toHaveLength(56);
  });
});
