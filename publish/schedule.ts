// "Publish on 1 January at 00:00 (Europe/Dublin)": the wall time a person chose, in the zone they chose, as the one
// instant it means (luxon knows the zones' rules, summer time included).
import { DateTime, IANAZone } from 'luxon';
import { PublishRefused } from './refused.ts';

export interface ScheduledTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24-hour */
  time: string;
  /** An IANA zone, such as Europe/Dublin. */
  timeZone: string;
}

/** How far ahead a publication may be scheduled. */
const LATEST_YEARS = 5;

/** The instant (epoch ms) a scheduled time means; a 400 in words when it is not a time, is past, or is too far. */
export function dueTime(when: ScheduledTime, now: number): number {
  const { date, time, timeZone } = when;
  if (typeof timeZone !== 'string' || !IANAZone.isValidZone(timeZone))
    throw new PublishRefused(
      400,
      `“${String(timeZone).slice(0, 60)}” is not a time zone. Choose one from the list, such as Europe/Dublin.`,
    );
  const wellFormed =
    typeof date === 'string' &&
    typeof time === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    /^\d{2}:\d{2}$/.test(time);
  const at = wellFormed ? DateTime.fromISO(`${date}T${time}`, { zone: timeZone }) : undefined;
  if (!at?.isValid)
    throw new PublishRefused(
      400,
      'Give the date as a day of the calendar and the time as hours and minutes, such as 2027-01-01 and 00:00.',
    );
  // A time that does not exist on that day (the hour skipped when clocks go forward) is moved on by luxon; say so.
  if (at.toFormat('HH:mm') !== time)
    throw new PublishRefused(
      400,
      `${time} does not exist on ${date} in ${timeZone} (the clocks go forward). Choose another time.`,
    );
  const dueAt = at.toMillis();
  if (dueAt <= now)
    throw new PublishRefused(
      400,
      `${date} at ${time} (${timeZone}) has already passed. Choose a later time, or publish now.`,
    );
  if (dueAt > DateTime.fromMillis(now).plus({ years: LATEST_YEARS }).toMillis())
    throw new PublishRefused(400, `Publications can be scheduled up to ${LATEST_YEARS} years ahead.`);
  return dueAt;
}
