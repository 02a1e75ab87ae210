// Builds one aggregated window: everyday traffic of every service, periodic jobs, the noisy service, retries that
// succeed, an unrelated deploy, and (when given) one failure with its callers; skewed, sorted by printed time.
import type { Estate, Line } from "./estates.js";
import { type Ev, type Format, type FormatCtx, render } from "./formats.js";
import type { Incident, OneShot } from "./incidents.js";
import type { Rng } from "./rng.js";

export interface WindowSpec {
  estate: Estate;
  format: Format;
  start: number;
  durSec: number;
  targetLines: number;
  incident?: Incident;
  incOffsetSec?: number;
  shots?: OneShot[];
  shotOffsetSec?: number;
}

const RETRY: Record<string, (r: Rng, callee: string) => Line[]> = {
  java: (r, c) => [
    {
      level: "warn",
      msg: `o.s.retry.support.RetryTemplate : Retry: count=1 call to ${c} failed (${r.pick(["502 Bad Gateway", "Connection reset", "Read timed out"])}), backing off 200ms`,
    },
    { level: "info", msg: `o.s.retry.support.RetryTemplate : call to ${c} succeeded on attempt 2` },
  ],
  python: (r, c) => [
    {
      level: "warn",
      msg: `urllib3.connectionpool: Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by '${r.pick(["RemoteDisconnected('Remote end closed connection without response')", 'ReadTimeoutError("Read timed out. (read timeout=10)")'])}': /${c}/v1/batch`,
    },
  ],
  go: (r, c) => [
    {
      level: "warn",
      msg: `retrying request to ${c} attempt=2 err="${r.pick(["EOF", "unexpected EOF", "503 Service Unavailable"])}"`,
    },
    { level: "info", msg: `request to ${c} ok after 1 retry` },
  ],
  node: (r, c) => [
    {
      level: "warn",
      msg: `request to ${c} failed with ${r.pick(["ECONNRESET", "socket hang up", "503"])}, retry 1/3 in 100ms`,
    },
    { level: "info", msg: `request to ${c} succeeded (attempt 2)` },
  ],
  dotnet: (_r, c) => [
    { level: "warn", msg: `Polly: Delaying for 200ms, then making retry 1 (call to ${c}).` },
    {
      level: "info",
      msg: `System.Net.Http.HttpClient.${c}.LogicalHandler[101] End processing HTTP request after 412ms - 200`,
    },
  ],
  ruby: (_r, c) => [
    { level: "warn", msg: `Faraday::ConnectionFailed talking to ${c} (retry 1/3): Connection reset by peer` },
    { level: "info", msg: `${c} request ok on retry` },
  ],
};

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function buildWindow(r: Rng, w: WindowSpec): string[] {
  const { estate, incident } = w;
  const end = w.start + w.durSec * 1000;
  const incAt = incident ? w.start + (w.incOffsetSec ?? 300) * 1000 : Number.POSITIVE_INFINITY;
  const skew = new Map<string, number>();
  for (const s of estate.services) skew.set(s.name, r.int(-300, 300));
  const web = new Set(estate.services.filter((s) => s.web).map((s) => s.name));
  const evs: Ev[] = [];
  let trace = "";
  let traceAt = 0;
  let incTrace = "";
  const traceFor = (t: number, svc: string, inc: boolean): string | undefined => {
    if (!estate.traces) return undefined;
    if (inc && incTrace && r.chance(0.5)) return incTrace;
    if (web.has(svc) ? r.chance(0.85) : r.chance(0.3)) {
      // a request touches a few services within a second; otherwise a new trace
      if (!trace || t - traceAt > 900 || r.chance(0.55)) trace = r.hex(16);
      traceAt = t;
      return trace;
    }
    return undefined;
  };
  const push = (t: number, svc: string, l: Line, inc = false) => {
    if (t < w.start || t >= end || (!l.msg && !l.stack)) return;
    evs.push({ t, pt: t + (skew.get(svc) ?? 0), svc, ...l, trace: traceFor(t, svc, inc) });
  };
  const poisson = (from: number, rate: number, each: (t: number) => void) => {
    if (rate <= 0) return;
    for (let t = from + r.gap(rate) * 1000; t < end; t += r.gap(rate) * 1000) each(t);
  };

  const base = estate.services.reduce((s, x) => s + x.rate, 0);
  const scale = Math.max(0.4, w.targetLines / (base * w.durSec));
  for (const s of estate.services) {
    const isOrigin = incident?.origin === s.name;
    poisson(w.start, s.rate * scale, (t) => {
      if (isOrigin && t >= incAt && (incident?.quiet || !r.chance(incident?.keep ?? 1))) return;
      push(t, s.name, r.pick(s.gens)(r));
    });
  }
  // the noisy service: constant harmless error from the first minute
  const noisy = estate.noisy.find((n) => n.svc !== incident?.origin) ?? estate.noisy[0];
  poisson(w.start + r.int(0, 20000), 0.12 + r.next() * 0.2, (t) => push(t, noisy.svc, noisy.gen(r)));
  // periodic jobs, health checks, deprecation warnings
  for (const j of estate.jobs) {
    const quietStop = incident?.quiet && incident.origin === j.svc;
    for (let t = w.start + r.int(0, j.every * 1000); t < end; t += j.every * 1000 + r.int(-300, 300)) {
      if (quietStop && t >= incAt) break;
      push(t, j.svc, j.gen(r));
    }
  }
  // retries that succeed, between random pairs of services
  poisson(w.start, 0.012, (t) => {
    const a = r.pick(estate.services);
    const b = r.pick(estate.services.filter((x) => x.name !== a.name && x.name !== incident?.origin));
    if (incident && a.name === incident.origin && t >= incAt) return;
    RETRY[a.rt](r, b.name).forEach((l, k) => {
      push(t + k * r.int(150, 900), a.name, l);
    });
  });
  // an unrelated deploy or config reload near the failure (or mid-window when quiet)
  const deploy = r.pick(estate.deploys.filter((d) => d.svc !== incident?.origin));
  const dAt = incident ? incAt + r.int(-150, 150) * 1000 : w.start + r.int(0.3 * w.durSec, 0.7 * w.durSec) * 1000;
  deploy.lines.forEach((l, k) => {
    push(dAt + k * r.int(40, 600), deploy.svc, l);
  });
  // one-shot lines of a quiet window
  for (const sh of w.shots ?? []) {
    const at = w.start + ((w.shotOffsetSec ?? 0) + sh.at) * 1000;
    sh.lines.forEach((l, k) => {
      push(at + k * r.int(200, 1500), sh.svc ?? estate.services[0].name, l);
    });
  }
  // the failure
  if (incident) {
    for (const sh of incident.shots ?? []) {
      sh.lines.forEach((l, k) => {
        push(incAt + sh.at * 1000 + k * r.int(50, 400), sh.svc ?? incident.origin, l);
      });
    }
    // the first sign at the origin comes right at the start (unless it only goes quiet)
    if (incident.originRate > 0) {
      push(incAt + r.int(0, 400), incident.origin, incident.originGen(r));
      incTrace = estate.traces ? r.hex(16) : "";
    }
    poisson(incAt, incident.originRate, (t) => {
      if (estate.traces) incTrace = r.hex(16);
      push(t, incident.origin, incident.originGen(r), true);
    });
    for (const c of incident.callers) {
      const from = incAt + (c.lag ?? 2) * 1000;
      // callers ramp up over the first half minute
      poisson(from, c.rate, (t) => {
        if (t - from < 30000 && !r.chance((t - from) / 30000 + 0.2)) return;
        push(t, c.svc, c.gen(r), true);
      });
    }
  }
  evs.sort((a, b) => a.pt - b.pt);
  const width = Math.max(...estate.services.map((s) => s.name.length)) + 4;
  const ctx: FormatCtx = {
    namespace: estate.namespace,
    width,
    host: (svc) => {
      const abc = "bcdfghjklmnpqrstvwxz2456789";
      let h = hash(svc + estate.key);
      let id = "";
      for (let i = 0; i < 15; i++) {
        id += abc[h % abc.length];
        h = Math.floor(h / abc.length) || hash(id + svc);
      }
      return `${svc}-${id.slice(0, 10)}-${id.slice(10)}`;
    },
  };
  return evs.flatMap((e) => render(w.format, e, ctx));
}
