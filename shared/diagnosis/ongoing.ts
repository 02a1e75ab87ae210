// Detect stage, second look: a failure already in progress when the window opens has no change point to find (and one
// fixed inside the window only a drop, which detect.ts does not look for), so detect.ts sees nothing. Asked about the
// last minutes of an outage that began earlier, the engine must still name it. A template counts as an ongoing failure
// when its errors run from the window's start, make up a large share of what its service logs, and other services'
// errors, running as long, name that service (or, with no caller to say so, when it is most of what a service that also
// does ordinary work logs, or its calls to a service it names fail all along: that one is down): steady background
// errors (a pruned push token, a feature-flag 404) can be a large share of a quiet service's lines too, but nobody
// fails because of them. Nor is a lone service's steady refusal of outsiders (a business rule's reject codes, users'
// wrong passwords) an outage, however much of what it logs it is.
import type { Category } from "../domain/analysis-vocabulary.js";
import type { Aggregates, TemplateStat } from "./aggregate.js";
import { categoryOfText } from "./categories.js";
import { type Anomaly, badnessOf, type DetectOptions, retrying } from "./detect.js";
import { saysHowItCopes, saysProcessDied } from "./line-verdict.js";
import { CALL_FAILURE_RE, SERVER_EXHAUSTED } from "./localize.js";
import { ServiceMatcher } from "./mentions.js";
import { refusesOutsider } from "./refusals.js";

/** Errors must start within this share of the window from its start... */
const EDGE_SHARE = 0.12;
/** ...and last at least this share of it: to its end, or until the failure was fixed inside it. */
const MIN_LASTING_SHARE = 0.3;
/** The service's failing lines (all its templates running from the start) as a share of its lines meanwhile. */
const MIN_SERVICE_SHARE = 0.3;
/** Without callers that name it (an entry point, a worker), most of what the service logs must be this failure. */
const LONE_SERVICE_SHARE = 0.7;
const MIN_ORDINARY_LINES = 10;
/** Below this share of its own lines and of its callers', a failure running all along is chronic background. */
const CHRONIC_MAX_SHARE = 0.1;
/**
 * What the failure says it is (a dependency down, a rate limit, a pool exhausted), "unknown" when it only says an item
 * failed: a steady per-item rejection that names no cause is background.
 */
function causeOf(templates: TemplateStat[]): Category {
  return categoryOfText(...templates.map((t) => t.firstBad?.message ?? t.first.message));
}
// a lone service that says how it carries on is degraded by design, not down: nobody else fails and it says so
function copes(templates: TemplateStat[]): boolean {
  return templates.some((t) => saysHowItCopes(t.firstBad?.message ?? t.first.message));
}
// an address (IP or host:port) a failure names: a different one in every sample is many endpoints failing each
// on its own (printers offline, devices unreachable), not the service or one dependency down
const ADDRESS_RE = /\b(?:\d{1,3}\.){3}\d{1,3}(?::\d{1,5})?\b|\b[a-z][\w-]*(?:\.[\w-]+)+:\d{2,5}\b/gi;

function scattered(templates: TemplateStat[]): boolean {
  return templates.every((t) => {
    const addresses = t.samples.map((s) => (s.slice(0, 600).match(ADDRESS_RE) ?? []).join(" "));
    return addresses.length >= 2 && addresses.every((a) => a !== "") && new Set(addresses).size === addresses.length;
  });
}
const MIN_BAD_LINES = 20;
const MIN_CALLER_LINES = 5;
/**
 * A window this small (a few minutes of a few services) holds a failure in a handful of lines: its own and its callers'
 * together must then make this share of the window, each template at least THIN_MIN_LINES.
 */
const THIN_WINDOW_LINES = 1000;
const THIN_MIN_SHARE = 0.03;
const THIN_MIN_BAD = 8;
const THIN_MIN_LINES = 3;

export function detectOngoing(agg: Aggregates, opts: DetectOptions = {}): Anomaly[] {
  const t0 = opts.windowStart ?? agg.minTs;
  const t1 = opts.windowEnd ?? agg.maxTs;
  const span = Math.max(t1 - t0, 1000);
  const throughout = (t: TemplateStat) =>
    t.firstBad !== undefined &&
    t.firstBad.timestamp - t0 <= EDGE_SHARE * span &&
    t.lastBadTs - t0 >= MIN_LASTING_SHARE * span;
  const failing = (t: TemplateStat, min: number) => t.badCount >= min;
  const thin = agg.records < THIN_WINDOW_LINES;
  const minLines = thin ? THIN_MIN_LINES : MIN_CALLER_LINES;
  const minBad = thin ? Math.max(THIN_MIN_BAD, THIN_MIN_SHARE * agg.records) : MIN_BAD_LINES;
  /** The service's lines from the window's start to `until` (while its failure lasted: a fix leaves the rest out). */
  const linesUntil = (service: string, until: number) => {
    const svc = agg.services.get(service);
    return svc ? agg.axis.linesBetween(svc.series, t0, until) : 0;
  };
  // Most of its work failing needs some work seen to succeed: a service that logs nothing but one steady error
  // (a mailer's bounces) gives no measure of its work, and stays background.
  const doesOtherWork = (service: string) => {
    const svc = agg.services.get(service);
    const ordinary = svc ? svc.count - svc.errorCount - svc.warnCount : 0;
    return svc !== undefined && ordinary >= Math.max(MIN_ORDINARY_LINES, 0.05 * svc.count);
  };

  // Who names whom in errors that run through the window: callers of a failing service say so all along.
  const matcher = new ServiceMatcher(agg.services.keys());
  // or its calls to one service in the window fail all along (refused, timed out): that one is down, not this one
  const callsFailOn = (templates: TemplateStat[]) =>
    templates.some((t) => {
      const m = (t.firstBad?.message ?? "").slice(0, 2000);
      return CALL_FAILURE_RE.test(m) && t.samples.some((s) => matcher.find(s, t.service).length > 0);
    });
  const callersOf = new Map<string, TemplateStat[]>();
  for (const u of agg.templates.values()) {
    if (!failing(u, minLines) || !throughout(u) || retrying(u)) continue;
    const named = new Set(u.samples.flatMap((s) => matcher.find(s, u.service)));
    for (const n of named) callersOf.set(n, [...(callersOf.get(n) ?? []), u]);
  }

  // A service's failure may log as several templates (one per code path or logger): they count together.
  const running = new Map<string, TemplateStat[]>();
  for (const t of agg.templates.values()) {
    if (failing(t, minLines) && throughout(t)) running.set(t.service, [...(running.get(t.service) ?? []), t]);
  }
  let shared: Map<string, number> | undefined;
  const failedTogether = (service: string) => {
    shared ??= agg.traces.sharedFailures((s) => running.has(s));
    return shared.get(service) ?? 0;
  };
  const chosen = new Map<TemplateStat, number>();
  for (const [service, templates] of running) {
    const bad = templates.reduce((n, t) => n + t.badCount, 0);
    const until = Math.max(...templates.map((t) => t.lastBadTs));
    const share = bad / Math.max(linesUntil(service, until), 1);
    // a warning-level failure (a rate limit hit, a retry given up) counts too once callers or its share confirm it
    const callers = callersOf.get(service.toLowerCase()) ?? [];
    // callers failing on it all along, as loudly as a failure must be, stand for the share of its work it lost
    // in a thin window, its failing requests in which another service failed too are felt the same way
    const traced = thin ? failedTogether(service) : 0;
    const callerBad = callers.reduce((n, c) => n + c.badCount, 0) + traced;
    // (a sliver of their work too, beside a sliver of its own, is a chronic failure of one of its paths, not an
    // outage under way: the export endpoint that has failed every few requests all along)
    const callerLines = [...new Set(callers.map((c) => c.service))].reduce((n, c) => n + linesUntil(c, until), 0);
    // (a process dying again and again is no path that fails, however steadily)
    const felt =
      callerBad >= minBad &&
      (share >= CHRONIC_MAX_SHARE ||
        traced > 0 ||
        callerBad - traced >= CHRONIC_MAX_SHARE * callerLines ||
        templates.some((t) => saysProcessDied(t.firstBad?.message ?? "")));
    // there its callers' lines may make up for its own few, when those say it failed (not that it is retrying)
    const enough = bad >= minBad || (thin && templates.some((t) => !retrying(t)) && bad + callerBad >= minBad);
    if (!enough || (share < MIN_SERVICE_SHARE && !felt)) continue;
    // (its own disk or memory running out needs no measure of its work: whatever work it does, it can do none of it)
    const alone = () => {
      const cause = causeOf(templates);
      return (
        (share >= LONE_SERVICE_SHARE || callsFailOn(templates)) &&
        (doesOtherWork(service) || SERVER_EXHAUSTED.has(cause)) &&
        cause !== "unknown" &&
        !copes(templates) &&
        !scattered(templates) &&
        !templates.every((t) => refusesOutsider(t.firstBad?.message ?? t.first.message))
      );
    };
    if (callers.length === 0 && traced === 0 && !alone()) continue;
    for (const t of templates) chosen.set(t, share);
    for (const c of callers) if (!chosen.has(c)) chosen.set(c, 0);
  }
  return [...chosen]
    .map<Anomaly>(([t, share]) => ({
      stat: t,
      kind: "ongoing",
      onset: t.firstBad?.timestamp ?? t0,
      badAfter: t.badCount,
      badness: badnessOf(t),
      // the service's share for its own failure; a caller's own errors' share of its lines for it
      strength: t.badCount * (share || t.badCount / Math.max(linesUntil(t.service, t.lastBadTs), 1)),
    }))
    .sort((a, b) => a.onset - b.onset);
}
