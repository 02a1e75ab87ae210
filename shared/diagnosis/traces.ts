// Requests followed across services. Lines that carry a request or trace id (whatever the reader found:
// trace-id.ts reads fields, traceparent, OpenStack's `[req-…]` context and more) say which services took part in one request and when; a failing line that
// quotes another request's id ("(HTTP 500) (Request-ID: req-…)", "x-request-id=…") says its service called
// the one that owns that id. On a failing request the deepest service that fails first is the origin
// candidate and the services above it are callers. Bounded: recent requests only, FIFO-evicted.
import { saysRelayed } from "./line-verdict.js";
import type { LogRecord } from "./log-record.js";
import { canonicalTraceId } from "./trace-id.js";

const MAX_RECENT = 20000;
const MAX_FAILING = 3000;
const MAX_REFS = 5000;
const MAX_SERVICES_PER_TRACE = 12;
/** Two services failing this close together in one request are ordered by depth, not by their clocks. */
const SAME_MOMENT_MS = 250;
/** Lines of one service this close to a line with a request id belong to that request (one record split in lines). */
const SAME_RECORD_MS = 5;

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
// (not a trace id: one a line prints is its own request's across every service, not another's it called)
const REF_RE = new RegExp(
  `(?:request[-_ ]?id|x-request-id|correlation[-_ ]?id)["']?\\s*[:=]\\s*["']?(req-${UUID}|[0-9a-fA-F-]{16,64})|\\b(req-${UUID})\\b`,
  "gi",
);

interface Participation {
  first: number;
  firstBad?: number;
  /** Its failing records in this request. */
  bad: number;
  /** One of them fails in its own words, not passing on a callee's failure (a 502, "upstream returned …"). */
  ownBad?: boolean;
}

interface Trace {
  services: Map<string, Participation>;
  failing: boolean;
}

export interface TraceVotes {
  /** Failing requests in which this service is the deepest to fail first. */
  origin: number;
  /** Failing requests in which it only called (or reported) a service that failed deeper down. */
  caller: number;
  /** Of its `origin` requests, those no other service logged: they fail, but say nothing of how deep (a callee may
   * log no ids). */
  alone: number;
  /** When it first failed, or was first called by a failing request, as an origin. */
  firstOriginTs: number;
}

export function referencedIds(message: string, own: string | undefined): string[] {
  const text = message.length > 4000 ? message.slice(0, 4000) : message;
  if (!/req-|id\b|id["']?\s*[:=]/i.test(text)) return [];
  const out: string[] = [];
  REF_RE.lastIndex = 0;
  for (let m = REF_RE.exec(text); m; m = REF_RE.exec(text)) {
    // (keyed as the index keys its requests: one trace however printed)
    const id = canonicalTraceId(m[1] ?? m[2] ?? "");
    if (id && id !== own && !out.includes(id)) out.push(id);
    if (out.length >= 4) break;
  }
  return out;
}

export class TraceIndex {
  private readonly recent = new Map<string, Trace>();
  private readonly evictedFailing: Array<[string, Trace]> = [];
  private readonly lastOwn = new Map<string, { id: string; ts: number }>();
  private readonly refs: Array<{ id: string; service: string; ts: number; from?: string }> = [];

  add(r: LogRecord, bad: boolean): void {
    let own = r.traceId && canonicalTraceId(r.traceId);
    // a traceback logged one frame per record repeats the prefix but not the request context
    const last = this.lastOwn.get(r.service);
    if (own) this.lastOwn.set(r.service, { id: own, ts: r.timestamp });
    else if (last && Math.abs(r.timestamp - last.ts) <= SAME_RECORD_MS) own = last.id;
    if (own) {
      let t = this.recent.get(own);
      if (!t) {
        if (this.recent.size >= MAX_RECENT) this.evictOldest();
        t = { services: new Map(), failing: false };
        this.recent.set(own, t);
      }
      let p = t.services.get(r.service);
      if (!p && t.services.size < MAX_SERVICES_PER_TRACE) {
        p = { first: r.timestamp, bad: 0 };
        t.services.set(r.service, p);
      }
      if (p) {
        if (r.timestamp < p.first) p.first = r.timestamp;
        if (bad) {
          t.failing = true;
          p.bad++;
          if (!p.ownBad && !saysRelayed(r.message)) p.ownBad = true;
          if (p.firstBad === undefined || r.timestamp < p.firstBad) p.firstBad = r.timestamp;
        }
      }
    }
    if (bad && this.refs.length < MAX_REFS)
      for (const id of referencedIds(r.message, own))
        this.refs.push({ id, service: r.service, ts: r.timestamp, from: own });
  }

  private evictOldest(): void {
    const oldest = this.recent.keys().next().value as string;
    const t = this.recent.get(oldest);
    this.recent.delete(oldest);
    if (t?.failing && this.evictedFailing.length < MAX_FAILING) this.evictedFailing.push([oldest, t]);
  }

  /**
   * Who called whom, from failing lines that quote another service's request id: [caller, callee] pairs, the
   * callee being each service that failed on the quoted request (or, when none did, its deepest service).
   */
  quoteEdges(abnormal: (service: string) => boolean): Array<[string, string]> {
    const out = new Map<string, [string, string]>();
    for (const ref of this.refs) {
      const t = this.lookup(ref.id);
      if (!t || t.services.has(ref.service)) continue;
      const failed = [...t.services].filter(([s, p]) => p.firstBad !== undefined && abnormal(s)).map(([s]) => s);
      const callees = failed.length > 0 ? failed : [originOf(t, () => true, true)?.service ?? ""];
      for (const callee of callees) if (callee) out.set(`${ref.service}\u0000${callee}`, [ref.service, callee]);
    }
    return [...out.values()];
  }

  /** How many failing records `service` logged for request `id` (0 for a request no longer held). */
  failuresIn(id: string, service: string): number {
    return this.lookup(id)?.services.get(service)?.bad ?? 0;
  }

  /** Whether a line of `service` quotes a request that another service logged. */
  quotesOther(message: string, service: string): boolean {
    for (const id of referencedIds(message, undefined)) {
      const t = this.lookup(id);
      if (t && (t.services.size > 1 || !t.services.has(service))) return true;
    }
    return false;
  }

  private lookup(id: string): Trace | undefined {
    return this.recent.get(id) ?? this.evictedFailing.find(([k]) => k === id)?.[1];
  }

  /** Per service, its failing requests in which another service it counts with failed too. */
  sharedFailures(counted: (service: string) => boolean): Map<string, number> {
    const out = new Map<string, number>();
    const count = (t: Trace) => {
      const failed = [...t.services].filter(([s, p]) => p.firstBad !== undefined && counted(s));
      if (failed.length > 1) for (const [s] of failed) out.set(s, (out.get(s) ?? 0) + 1);
    };
    for (const t of this.recent.values()) if (t.failing) count(t);
    for (const [, t] of this.evictedFailing) count(t);
    return out;
  }

  /**
   * Origin and caller votes per service over every failing request (and every request a failing line quotes),
   * counting only failures of services whose errors are abnormal: a request that fails the way it always does
   * (a lookup that misses every time) says nothing about this incident.
   */
  votes(abnormal: (service: string) => boolean): Map<string, TraceVotes> {
    const out = new Map<string, TraceVotes>();
    const vote = (service: string): TraceVotes => {
      let v = out.get(service);
      if (!v) {
        v = { origin: 0, caller: 0, alone: 0, firstOriginTs: Number.POSITIVE_INFINITY };
        out.set(service, v);
      }
      return v;
    };
    const callersOf = new Map<Trace, Map<string, number>>();
    // a request whose failure quotes another request failed because of it: its services are callers
    const quoting = new Set<Trace>();
    for (const ref of this.refs) {
      const t = this.lookup(ref.id);
      if (!t || t.services.has(ref.service)) continue;
      const from = ref.from === undefined ? undefined : this.lookup(ref.from);
      if (from) quoting.add(from);
      let c = callersOf.get(t);
      if (!c) {
        c = new Map();
        callersOf.set(t, c);
      }
      c.set(ref.service, Math.min(c.get(ref.service) ?? Number.POSITIVE_INFINITY, ref.ts));
    }
    const judged = new Set<Trace>();
    const judge = (t: Trace) => {
      if (judged.has(t)) return;
      judged.add(t);
      if (quoting.has(t)) {
        for (const [s, p] of t.services) if (p.firstBad !== undefined && abnormal(s)) vote(s).caller++;
        return;
      }
      const callers = [...(callersOf.get(t)?.keys() ?? [])].filter(abnormal);
      const origin = originOf(t, abnormal, callers.length > 0);
      if (!origin) return;
      const v = vote(origin.service);
      v.origin++;
      if (t.services.size === 1 && callers.length === 0) v.alone++;
      v.firstOriginTs = Math.min(v.firstOriginTs, origin.ts);
      for (const [s, p] of t.services)
        if (s !== origin.service && p.firstBad !== undefined && abnormal(s)) vote(s).caller++;
      for (const s of callers) vote(s).caller++;
    };
    for (const t of this.recent.values()) if (t.failing) judge(t);
    for (const [, t] of this.evictedFailing) judge(t);
    for (const t of callersOf.keys()) judge(t);
    return out;
  }
}

/**
 * The deepest service that fails: the failing one that joined the request last (a caller joins before its callee,
 * whatever its clock says about when it logged the failure: access lines carry the request's start time), the
 * earlier failure where two joined a moment apart. A request that only its caller reports failing points at its
 * deepest service.
 */
function originOf(
  t: Trace,
  abnormal: (service: string) => boolean,
  quoted: boolean,
): { service: string; ts: number } | undefined {
  // a request every service logged only on failing (access lines at completion, errors) shows no order of calls: the
  // later line may be a caller reporting its callee's earlier failure
  if (t.services.size > 1 && [...t.services.values()].every((p) => p.firstBad !== undefined && p.first >= p.firstBad)) {
    const all = [...t.services].filter(([service, p]) => abnormal(service) && p.firstBad !== undefined);
    // one failing in its own words beside others passing a failure on is the one they pass on, whoever logged first
    const own = all.filter(([, p]) => p.ownBad);
    const failed = (own.length > 0 && own.length < all.length ? own : all)
      .map(([service, p]) => ({ service, ts: p.firstBad ?? 0 }))
      .sort((a, b) => a.ts - b.ts);
    // the first to fail, when it failed clearly before the others (closer, their clocks may order them either way)
    return failed.length > 0 && (failed.length === 1 || failed[1].ts - failed[0].ts > 2 * SAME_MOMENT_MS)
      ? failed[0]
      : undefined;
  }
  // (of two joining at the same moment, the one failing in its own words, else the earlier failure)
  let best: { service: string; ts: number; first: number; own: boolean } | undefined;
  for (const [service, p] of t.services) {
    if (p.firstBad === undefined || !abnormal(service)) continue;
    const own = p.ownBad === true;
    if (
      !best ||
      p.first > best.first + SAME_MOMENT_MS ||
      (Math.abs(p.first - best.first) <= SAME_MOMENT_MS && (own !== best.own ? own : p.firstBad < best.ts))
    )
      best = { service, ts: p.firstBad, first: p.first, own };
  }
  if (best) return best;
  if (!quoted) return undefined;
  let deepest: { service: string; ts: number } | undefined;
  let deepestFirst = Number.NEGATIVE_INFINITY;
  for (const [service, p] of t.services)
    if (p.first > deepestFirst) {
      deepestFirst = p.first;
      deepest = { service, ts: p.first };
    }
  return deepest;
}
