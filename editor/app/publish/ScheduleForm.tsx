/** @jsxImportSource react */
// "Schedule…": a date, a time and the time zone they are in (the browser's own by default), then Schedule.
import { useMemo, useState, type FormEvent } from 'react';
import { browserTimeZone, timeZones } from './words.ts';
import type { PublishWhen } from './publish-api.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** Tomorrow at 09:00 in the browser's own reckoning: a plausible time to change, never one already past. */
function firstGuess(): { date: string; time: string } {
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  return {
    date: `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`,
    time: '09:00',
  };
}

interface Props {
  busy: boolean;
  onSchedule(when: PublishWhen): void;
  onCancel(): void;
}

export function ScheduleForm({ busy, onSchedule, onCancel }: Props) {
  const own = browserTimeZone();
  const zones = useMemo(() => timeZones(own), [own]);
  const [when, setWhen] = useState<PublishWhen>({ ...firstGuess(), timeZone: own });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSchedule(when);
  };
  return (
    <form className="dialog-form schedule-form" onSubmit={submit} aria-label="Schedule">
      <div className="schedule-fields">
        <label>
          Date
          <input
            type="date"
            required
            value={when.date}
            onChange={(event) => setWhen({ ...when, date: event.currentTarget.value })}
          />
        </label>
        <label>
          Time
          <input
            type="time"
            required
            value={when.time}
            onChange={(event) => setWhen({ ...when, time: event.currentTarget.value })}
          />
        </label>
        <label>
          Time zone
          <select value={when.timeZone} onChange={(event) => setWhen({ ...when, timeZone: event.currentTarget.value })}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="dialog-actions">
        <button type="submit" disabled={busy}>
          Schedule
        </button>
        <button type="button" onClick={onCancel}>
          Don’t schedule
        </button>
      </div>
    </form>
  );
}
