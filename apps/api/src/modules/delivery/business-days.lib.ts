// Calendar arithmetic of delivery dates in the shop's time zone (docs/decisions/028-delivery-estimates-and-
// margins.md): business days are Monday to Friday that are not one of the shop's holidays. Days are `YYYY-MM-DD`.

/** India keeps one offset all year (no daylight saving): its calendar day is UTC shifted by 5 h 30. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface BusinessCalendar {
  /** Minutes after midnight (IST) from which an order counts from the next business day. */
  cutoffMinutes: number;
  /** Days off besides Saturdays and Sundays, `YYYY-MM-DD`. */
  holidays: ReadonlySet<string>;
}

function toDay(utcMidnight: number): string {
  return new Date(utcMidnight).toISOString().slice(0, 10);
}

function isBusinessDay(day: string, calendar: BusinessCalendar): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !calendar.holidays.has(day);
}

function nextDay(day: string): string {
  return toDay(Date.parse(`${day}T00:00:00Z`) + DAY_MS);
}

function nextBusinessDay(day: string, calendar: BusinessCalendar): string {
  let next = nextDay(day);
  while (!isBusinessDay(next, calendar)) next = nextDay(next);
  return next;
}

/** Today's date and the minutes since midnight in India. */
export function indianClock(now: Date): { today: string; minutes: number } {
  const shifted = now.getTime() + IST_OFFSET_MS;
  return { today: toDay(shifted - (shifted % DAY_MS)), minutes: Math.floor((shifted % DAY_MS) / 60_000) };
}

/**
 * The first business day that counts for an order placed at `now`: today if it is a business day and the cut-off
 * has not passed, else the next business day.
 */
export function startDay(now: Date, calendar: BusinessCalendar): string {
  const { today, minutes } = indianClock(now);
  if (isBusinessDay(today, calendar) && minutes < calendar.cutoffMinutes) return today;
  return nextBusinessDay(today, calendar);
}

/** `days` business days after `day` (0: `day` itself). */
export function addBusinessDays(day: string, days: number, calendar: BusinessCalendar): string {
  let result = day;
  for (let left = days; left > 0; left -= 1) result = nextBusinessDay(result, calendar);
  return result;
}

/** Seconds until the start day can change: the next cut-off or the next midnight in India, whichever is first. */
export function secondsUntilStartDayChanges(now: Date, calendar: BusinessCalendar): number {
  const { minutes } = indianClock(now);
  const seconds = Math.floor(((now.getTime() + IST_OFFSET_MS) % DAY_MS) / 1000);
  const nextChange = minutes < calendar.cutoffMinutes ? calendar.cutoffMinutes * 60 : 24 * 60 * 60;
  return Math.max(1, nextChange - seconds);
}
