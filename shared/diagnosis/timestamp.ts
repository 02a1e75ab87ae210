// Reads the timestamps logs actually carry into epoch milliseconds: ISO 8601 and its cousins,
// syslog, Apache/nginx access and error logs, logcat, Redis, java.util.logging, Spark/HDFS short
// dates, epoch numbers, and a bare time of day. Zone-less times are taken as UTC. A time without a
// year or without a date says so (`clock`), so the reader can take the missing part from the line's
// envelope or the previous line. Every pattern is anchored and free of nested quantifiers.

const ISO_RE =
  /^(\d{4})[-/.](\d{2})[-/.](\d{2})(?:[T ]|-(?=\d{2}[.:]))(\d{2})[:.](\d{2})[:.](\d{2})(?:[.,](\d{1,9}))?(?: ?(Z|z|UTC|GMT|[+-]\d{2}:?\d{2})(?![\w:]))?/;
/** Spark "17/06/09 20:10:40", HDFS "081109 203615". */
const SHORT_YEAR_RE =
  /^(\d{2})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2})|^(\d{2})(\d{2})(\d{2}) (\d{2})(\d{2})(\d{2})(?=\s)/;
/** "20171223-22:15:29:606" (HealthApp and other compact stamps). */
const COMPACT_RE =
  /^(\d{4})(\d{2})(\d{2})[-T ]?(?:(\d{2}):?(\d{2}):?(\d{2})|(\d{1,2}):(\d{1,2}):(\d{1,2}))(?:[.:,](\d{1,9}))?(?!\d)/;
/** Proxifier "10.30 16:49:06": month.day, no year. */
const DOTTED_MONTH_DAY_RE = /^(\d{2})\.(\d{2}) (\d{2}):(\d{2}):(\d{2})/;
/** logcat "03-17 16:13:38.811": no year. */
const MONTH_DAY_RE = /^(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?/;
/** "12:03:04.567", "12:03:04,567", "12:03:04": a time of day, no date. */
const TIME_OF_DAY_RE = /^(\d{2}):(\d{2}):(\d{2})(?:[.,](\d{1,9}))?(?![\d:])/;
/** Go's time.Kitchen "3:04PM" (zerolog's console default). */
const KITCHEN_RE = /^(\d{1,2}):(\d{2})(AM|PM)(?![\w:])/;
/** Access logs "10/Oct/2000:13:55:36 -0700", Django "01/Jan/2024 10:00:00". */
const CLF_RE = /^(\d{2})\/([A-Z][a-z]{2})\/(\d{4})[: ](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?(?: ([+-]\d{4}))?/;
/** Redis "01 Jan 2024 10:00:00.123", Tomcat "05-Mar-2024 14:07:09.123", RFC 1123 "05 Mar 2024 14:07:09 GMT". */
const DAY_MONTH_YEAR_RE =
  /^(\d{2})[ -]([A-Z][a-z]{2})[ -](\d{4}) (\d{2}):(\d{2}):(\d{2})(?:[.,](\d{1,6}))?(?: (GMT|UTC|[+-]\d{4}))?/;
/** RFC 1123's weekday, "Tue, ", before a day-month-year time. */
const WEEKDAY_COMMA_RE = /^[A-Z][a-z]{2}, (?=\d)/;
/** "1117838570" (epoch seconds) or "1700000000123" (ms), followed by a space: BGL, some exports. */
const EPOCH_RE = /^(1\d{9})(?:\.(\d{1,9}))?(?=\s)|^(1\d{12})(?=\s)/;
// "Jun 14 15:16:01" (syslog), "Sun Dec 04 04:47:44 2005" (Apache), "Jan 01, 2024 10:00:00 AM" (JUL)
const SYSLOG_RE =
  /^(?:[A-Z][a-z]{2} )?([A-Z][a-z]{2})\s{1,2}(\d{1,2})(?:, (\d{4}))? (\d{1,2}):(\d{2}):(\d{2})(?:[.,](\d{1,6}))?(?: (AM|PM))?(?: (\d{4}))?/;
const MONTHS: Record<string, number> = {
  jan: 0,
  feb: 1,
  mar: 2,
  apr: 3,
  may: 4,
  jun: 5,
  jul: 6,
  aug: 7,
  sep: 8,
  oct: 9,
  nov: 10,
  dec: 11,
};
/** Year given to times that state none, until the reader supplies one. */
export const NO_YEAR = 2000;
const DAY_MS = 86_400_000;

function fraction(digits: string | undefined): number {
  if (!digits) return 0;
  return Math.floor(Number(`0.${digits}`) * 1000);
}

function zoneOffsetMs(zone: string | undefined): number {
  if (!zone || !/^[+-]/.test(zone)) return 0;
  const sign = zone[0] === "-" ? -1 : 1;
  const digits = zone.slice(1).replace(":", "");
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60000;
}

/** full: a complete instant; no-year: year NO_YEAR stands in; time-of-day: milliseconds since midnight. */
export type Clock = "full" | "no-year" | "time-of-day";

export interface TimestampMatch {
  ms: number;
  /** Characters of the input the timestamp used. */
  length: number;
  clock: Clock;
}

function utc(y: number, mo: number, d: number, h: number, mi: number, s: number, frac?: string): number {
  return Date.UTC(y, mo, d, h, mi, s) + fraction(frac);
}

function result(ms: number, length: number, clock: Clock): TimestampMatch | undefined {
  return Number.isFinite(ms) ? { ms, length, clock } : undefined;
}

function fromDigits(text: string): TimestampMatch | undefined {
  let m = ISO_RE.exec(text);
  if (m) {
    const ms = utc(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6], m[7]) - zoneOffsetMs(m[8]);
    return result(ms, m[0].length, "full");
  }
  m = SHORT_YEAR_RE.exec(text);
  if (m) {
    const [y, mo, d, h, mi, s] = m[1] !== undefined ? m.slice(1, 7) : m.slice(7, 13);
    if (+mo >= 1 && +mo <= 12 && +d >= 1 && +d <= 31 && +h < 24)
      return result(utc(2000 + +y, +mo - 1, +d, +h, +mi, +s), m[0].length, "full");
  }
  m = COMPACT_RE.exec(text);
  if (m && +m[1] >= 1970 && +m[2] >= 1 && +m[2] <= 12 && +m[3] <= 31) {
    // HealthApp writes "22:16:0:119": unpadded fields take the second alternative
    const [h, mi, sec] = m[4] !== undefined ? [m[4], m[5], m[6]] : [m[7], m[8], m[9]];
    if (+h < 24) return result(utc(+m[1], +m[2] - 1, +m[3], +h, +mi, +sec, m[10]), m[0].length, "full");
  }
  m = MONTH_DAY_RE.exec(text) ?? DOTTED_MONTH_DAY_RE.exec(text);
  if (m && +m[1] >= 1 && +m[1] <= 12)
    return result(utc(NO_YEAR, +m[1] - 1, +m[2], +m[3], +m[4], +m[5], m[6]), m[0].length, "no-year");
  m = CLF_RE.exec(text);
  if (m && MONTHS[m[2].toLowerCase()] !== undefined) {
    const ms = utc(+m[3], MONTHS[m[2].toLowerCase()], +m[1], +m[4], +m[5], +m[6], m[7]) - zoneOffsetMs(m[8]);
    return result(ms, m[0].length, "full");
  }
  m = DAY_MONTH_YEAR_RE.exec(text);
  if (m && MONTHS[m[2].toLowerCase()] !== undefined) {
    const ms = utc(+m[3], MONTHS[m[2].toLowerCase()], +m[1], +m[4], +m[5], +m[6], m[7]) - zoneOffsetMs(m[8]);
    return result(ms, m[0].length, "full");
  }
  m = KITCHEN_RE.exec(text);
  if (m && +m[1] >= 1 && +m[1] <= 12) {
    const h = (+m[1] % 12) + (m[3] === "PM" ? 12 : 0);
    return result(utc(1970, 0, 1, h, +m[2], 0), m[0].length, "time-of-day");
  }
  m = TIME_OF_DAY_RE.exec(text);
  if (m && +m[1] < 24 && +m[2] < 60 && +m[3] < 61)
    return result(utc(1970, 0, 1, +m[1], +m[2], +m[3], m[4]), m[0].length, "time-of-day");
  m = EPOCH_RE.exec(text);
  if (m) return result(m[1] ? +m[1] * 1000 + fraction(m[2]) : +m[3], m[0].length, "full");
  return undefined;
}

function fromMonthName(text: string): TimestampMatch | undefined {
  const weekday = WEEKDAY_COMMA_RE.exec(text);
  if (weekday) {
    const rest = fromDigits(text.slice(weekday[0].length));
    return rest && { ...rest, length: rest.length + weekday[0].length };
  }
  const m = SYSLOG_RE.exec(text);
  if (!m) return undefined;
  const month = MONTHS[m[1].toLowerCase()];
  if (month === undefined) return undefined;
  let hour = +m[4];
  if (m[8] === "PM" && hour < 12) hour += 12;
  if (m[8] === "AM" && hour === 12) hour = 0;
  const year = m[3] ?? m[9];
  const ms = utc(year ? +year : NO_YEAR, month, +m[2], hour, +m[5], +m[6], m[7]);
  return result(ms, m[0].length, year ? "full" : "no-year");
}

/** A timestamp at the very start of `text`, or undefined. */
export function matchLeadingTimestamp(text: string): TimestampMatch | undefined {
  const c = text.charCodeAt(0);
  if (c >= 48 && c <= 57) return fromDigits(text);
  if (c >= 65 && c <= 90) return fromMonthName(text);
  return undefined;
}

/**
 * Completes a partial time against a reference instant (the envelope's time, or the previous line's):
 * a time of day takes the reference's date (the day before or after when that is nearer), a year-less
 * time takes its year.
 */
export function completeTimestamp(ms: number, clock: Clock, reference: number | undefined): number {
  if (clock === "full" || reference === undefined || !Number.isFinite(reference)) return ms;
  if (clock === "time-of-day") {
    const day = Math.floor(reference / DAY_MS) * DAY_MS;
    let t = day + ms;
    if (t - reference > DAY_MS / 2) t -= DAY_MS;
    else if (reference - t > DAY_MS / 2) t += DAY_MS;
    return t;
  }
  const d = new Date(ms);
  const inYear = (y: number) =>
    Date.UTC(y, d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()) +
    d.getUTCMilliseconds();
  const year = new Date(reference).getUTCFullYear();
  const t = inYear(year);
  // "Dec 31" read beside a January reference belongs to the year before
  return t - reference > 180 * DAY_MS ? inYear(year - 1) : t;
}

/** Any timestamp value found in a structured field: ISO string, epoch s/ms/µs/ns number or string, GCP {seconds,nanos}. */
export function parseTimestampValue(value: unknown): number | undefined {
  if (typeof value === "number") return fromEpoch(value);
  if (typeof value === "string") {
    // the common case, "2024-03-05T14:07:09.123Z", straight to the engine's own ISO parser
    if (value.length === 24 && value.charCodeAt(23) === 90 && value.charCodeAt(10) === 84) {
      const ms = Date.parse(value);
      if (Number.isFinite(ms)) return ms;
    }
    const s = value.trim();
    if (/^\d+(\.\d+)?$/.test(s)) return fromEpoch(Number(s));
    const m = matchLeadingTimestamp(s);
    if (m && m.clock === "full") return m.ms;
    const parsed = Date.parse(s);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  if (value && typeof value === "object") {
    const o = value as Record<string, unknown>;
    if (typeof o.seconds === "number" || typeof o.seconds === "string") {
      const ms = Number(o.seconds) * 1000 + Math.floor(Number(o.nanos ?? 0) / 1e6);
      return Number.isFinite(ms) ? ms : undefined;
    }
    if (o.$date !== undefined) return parseTimestampValue(o.$date);
  }
  return undefined;
}

function fromEpoch(n: number): number | undefined {
  if (!Number.isFinite(n) || n <= 0) return undefined;
  if (n < 1e11) return Math.round(n * 1000); // seconds
  if (n < 1e14) return Math.round(n); // milliseconds
  if (n < 1e17) return Math.round(n / 1000); // microseconds
  return Math.round(n / 1e6); // nanoseconds
}
