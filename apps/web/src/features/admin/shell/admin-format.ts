// The back office's own ways of writing a day, beside lib/format.ts (which holds the timestamps and dates every
// admin table uses). A report's day ("2026-11-24") is a calendar day, not a moment: it is written in UTC so no
// time zone moves it to the day before.

const reportDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "24 Nov": a day of a report (the revenue chart). */
export function formatReportDay(day: string): string {
  return reportDay.format(new Date(day));
}

const reportWeekday = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** "Tue, 24 Nov": a day of a report with its weekday (the margins table). */
export function formatReportWeekday(day: string): string {
  return reportWeekday.format(new Date(day));
}

const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** This month in India, as a month input writes it ("2026-11"). */
export function thisMonthInIndia(): string {
  return indiaDay.format(new Date()).slice(0, 7);
}
