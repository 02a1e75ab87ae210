// Time formatting used inside messages (nginx, Rails, envoy print their own timestamps) and by the formats.

const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const p2 = (n: number) => String(n).padStart(2, "0");
const p3 = (n: number) => String(n).padStart(3, "0");

export function iso(t: number): string {
  return new Date(t).toISOString();
}

/** `2026-06-12 14:03:22.123` (compose column). */
export function spaced(t: number): string {
  return iso(t).replace("T", " ").replace("Z", "");
}

/**
 * Times printed inside messages (nginx, Rails, envoy, Ruby Logger, JVM GC logs) come from the same host
 * clock as the line's own timestamp, so they are written as tokens and resolved when the line is rendered,
 * with the service's clock skew.
 */
type Stamp = "nginx" | "nginxErr" | "rails" | "iso" | "ruby" | "gc";
const token = (kind: Stamp, t: number) => `\u27e6${kind}:${Math.round(t)}\u27e7`;
export const nginxTime = (t: number) => token("nginx", t);
export const nginxErrTime = (t: number) => token("nginxErr", t);
export const railsTime = (t: number) => token("rails", t);
export const isoStamp = (t: number) => token("iso", t);
export const rubyTime = (t: number) => token("ruby", t);
export const gcTime = (t: number) => token("gc", t);

function stamp(kind: Stamp, t: number): string {
  switch (kind) {
    case "nginx":
      return nginxLocal(t);
    case "nginxErr":
      return iso(t).slice(0, 19).replace("T", " ").replaceAll("-", "/");
    case "rails":
      return `${iso(t).slice(0, 19).replace("T", " ")} +0000`;
    case "iso":
      return iso(t);
    case "ruby":
      return iso(t).slice(0, 23);
    case "gc":
      return iso(t).replace("Z", "+0000");
  }
}

/** Replaces clock tokens in a message with the host's (skewed) clock. */
export function resolveStamps(s: string, skewMs: number): string {
  return s.replace(/\u27e6(\w+):(-?\d+)\u27e7/g, (_, k: string, n: string) => stamp(k as Stamp, Number(n) + skewMs));
}

/** nginx `$time_local`: `12/Jun/2026:14:03:22 +0000`. */
function nginxLocal(t: number): string {
  const d = new Date(t);
  return `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`;
}

/** `2026-06-12` plus `days`. */
export function day(t: number, days = 0): string {
  return iso(t + days * 86_400_000).slice(0, 10);
}

/** `14:03` */
export function hhmm(t: number): string {
  return iso(t).slice(11, 16);
}

export function ms(t: number): string {
  return p3(new Date(t).getUTCMilliseconds());
}
