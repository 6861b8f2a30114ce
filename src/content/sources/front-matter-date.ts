/**
 * A date written in front matter (a post's `date`, a doc's `last_update`), as
 * Docusaurus reads it: its YAML parser makes `2023-11-31` a JavaScript date,
 * whose parts out of range roll over (2023-12-01), so such a site builds
 * with that day. mysite reads it so too, and says so (`rolledOver`).
 */
import type { Diagnostic } from '../../core/diagnostics.js';
import type { SourcePosition } from '../../core/types.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

export interface FrontMatterDate {
  date: Date;
  /** The text names no real day or time (2023-11-31, 25:00): `date` is where its parts rolled over to. */
  rolledOver: boolean;
}

/** `YYYY-MM-DD` or an ISO date-time (UTC when it names no zone); YAML may hand us a Date. Undefined when it is no date. */
export function parseFrontMatterDate(value: unknown): FrontMatterDate | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : { date: value, rolledOver: false };
  if (typeof value !== 'string') return undefined;
  const m = ISO_DATE.exec(value.trim());
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6]].map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const millis = Math.round(Number(`0.${m[7] ?? '0'}`) * 1000);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second, millis) - zoneMinutes(m[8]) * 60_000);
  if (Number.isNaN(date.getTime())) return undefined;
  const inCalendar = new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day && month >= 1 && month <= 12;
  return { date, rolledOver: !inCalendar || hour > 23 || minute > 59 || second > 59 };
}

/** `Z`, `+02:00`, `-0530` → minutes east of UTC. */
function zoneMinutes(zone: string | undefined): number {
  if (!zone || zone === 'Z') return 0;
  const digits = zone.replace(':', '');
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return zone.startsWith('-') ? -minutes : minutes;
}

/** The warning for a date that rolled over: where it is written, what it was read as. */
export function rolledOverWarning(written: string, read: FrontMatterDate, at: SourcePosition): Diagnostic {
  const day = read.date
    .toISOString()
    .replace(/T00:00:00\.000Z$/, '')
    .replace(/\.000Z$/, 'Z');
  return {
    severity: 'warning',
    code: 'front-matter/rolled-over-date',
    message: `The date "${written}" is not a day of the calendar: it is read as ${day}, as Docusaurus reads it.`,
    at,
    hint: 'Write the day you mean as YYYY-MM-DD (month 01–12, a day that month has), or an ISO date-time with hours 00–23.',
  };
}
