// Reads the timestamps logs actually carry (ISO 8601 and its space-separated cousins, syslog,
// Apache, epoch numbers) into epoch milliseconds. Zone-less times are taken as UTC.

const ISO_RE =
  /^(\d{4})[-/.](\d{2})[-/.](\d{2})(?:[T ]|-(?=\d{2}[.:]))(\d{2})[:.](\d{2})[:.](\d{2})(?:[.,](\d{1,9}))?\s?(Z|z|UTC|[+-]\d{2}:?\d{2})?/;
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
// "Jun 14 15:16:01" (syslog) and "[Sun Dec 04 04:47:44 2005]" (Apache)
const SYSLOG_RE =
  /^(?:[A-Z][a-z]{2} )?([A-Z][a-z]{2})\s+(\d{1,2}) (\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?(?: (\d{4}))?/;

function fraction(digits: string | undefined): number {
  if (!digits) return 0;
  return Math.floor(Number(`0.${digits}`) * 1000);
}

function zoneOffsetMs(zone: string | undefined): number {
  if (!zone || zone === "Z" || zone === "z" || zone === "UTC") return 0;
  const sign = zone[0] === "-" ? -1 : 1;
  const digits = zone.slice(1).replace(":", "");
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60000;
}

export interface TimestampMatch {
  ms: number;
  /** Characters of the input the timestamp used. */
  length: number;
}

/** A timestamp at the very start of `text`, or undefined. */
export function matchLeadingTimestamp(text: string): TimestampMatch | undefined {
  const c = text.charCodeAt(0);
  if (c >= 48 && c <= 57) {
    const m = ISO_RE.exec(text);
    if (m) {
      const ms =
        Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])) +
        fraction(m[7]) -
        zoneOffsetMs(m[8]);
      if (Number.isFinite(ms)) return { ms, length: m[0].length };
    }
    return undefined;
  }
  if (c >= 65 && c <= 90) {
    const m = SYSLOG_RE.exec(text);
    if (m) {
      const month = MONTHS[m[1].toLowerCase()];
      if (month === undefined) return undefined;
      const year = m[7] ? Number(m[7]) : 2000;
      const ms = Date.UTC(year, month, Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5])) + fraction(m[6]);
      if (Number.isFinite(ms)) return { ms, length: m[0].length };
    }
  }
  return undefined;
}

/** Any timestamp value found in a structured field: ISO string, epoch s/ms/µs/ns number or string, GCP {seconds,nanos}. */
export function parseTimestampValue(value: unknown): number | undefined {
  if (typeof value === "number") return fromEpoch(value);
  if (typeof value === "string") {
    const s = value.trim();
    if (/^\d+(\.\d+)?$/.test(s)) return fromEpoch(Number(s));
    const m = matchLeadingTimestamp(s);
    if (m) return m.ms;
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
