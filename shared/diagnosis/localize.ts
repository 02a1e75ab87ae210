// Localise stage: which service the failure starts in. Evidence over order: an early abnormal change counts,
// but so do what its lines say (error level, its own stack, a named cause, or only a notice), who points at it
// (callers that name it or quote its failed requests), and which service followed requests show failing
// deepest. Callers that name a failing callee are propagators, the rest are affected. Volume counts only a
// little, so retry storms cannot outvote the origin.
import type { Category } from "../domain/analysis-vocabulary.js";
import type { Aggregates } from "./aggregate.js";
import { addCategoryEvidence, categoryOfText, emptyEvidence } from "./categories.js";
import { restartLooping, serverChangedBefore } from "./change.js";
import { type Anomaly, evenlySpread, fromFirstMinuteToEnd } from "./detect.js";
import {
  isRetryInProgress,
  proxysOwnRefusal,
  reportsFailure,
  SERVER_ERROR_STATUS_RE,
  saysHowItCopes,
  saysProcessDied,
  saysRelayed,
  saysRetrySucceeded,
  toldWhenToRetry,
} from "./line-verdict.js";
import { conflictingClient } from "./lock-conflicts.js";
import {
  isKernelKill,
  KERNEL_KILL_LEAD_MS,
  outsideHostsOf,
  ServiceMatcher,
  SUPERVISOR_RE,
  supervisedWorkloads,
} from "./mentions.js";
import { withoutRefusalsBesideFailures } from "./refusals.js";
import { robotsKeptOut } from "./robots.js";
import { hasStack } from "./stack.js";
import { BINS } from "./time-axis.js";
import { serverBehindUserClient } from "./user-client.js";

export const SKEW_TOLERANCE_MS = 1500;
const TIME_DECAY_MS = 120000;
/** A stray: this many abnormal lines at most, over this long before another failure began. */
const STRAY_MAX_LINES = 10;
const STRAY_GAP_MS = 60000;
/** Lines this far apart on average, a few only, are sporadic: they set no clock. */
const SPORADIC_GAP_MS = 30000;
/** Within this long (or share) of the window's first line, a failure may have begun before the window opened. */
const FROM_START_MS = 30000;
const FROM_START_SHARE = 0.05;

export const CALL_FAILURE_RE =
  /\b(timed? ?out|timeout|deadline exceeded|refused|reset by peer|ECONNRESET|ECONNREFUSED|unavailable|no response|5\d\d)\b/i;

const PROCESS_KILLED_RE = /\bSIGKILL\b|\bsignal 9\b|\bOOMKilled\b|\bexit(ed)?\b[^\n]{0,20}\b137\b|\bkilled\b/i;
// a host named by a public domain as what answered or was called ("503 from tw12345.eu-west-1.snowflakecomputing.com")
// (not in a URL: an access line's referrer is the site's own)
const PUBLIC_HOST_RE =
  /\b(?:from|to|host[=:]?|at)\s+'?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|cloud|dev|app|ai|co)\b/i;
/** A callee is a candidate on its callers' word after this many failed calls: a 502 blip or two is not a failure. */
const MIN_FAILED_CALLS = 5;
// the caller's own path failed before the callee was reached: name resolution, routing, TLS, its own addresses, a URL
// it cannot even use
// (or the caller's own credentials for the call: "oauth2: cannot fetch token … invalid_grant" fails before it leaves)
const PATH_FAILURE_RE =
  /\blookup \S+ on \S+:53\b|:53: |\bno such host\b|\bgetaddrinfo\b|\bENOTFOUND\b|\bEAI_AGAIN\b|\bname resolution\b|\bUnknownHostException\b|\bunknown host\b|\bNXDOMAIN\b|\bName or service not known\b|\bcould not (resolve|translate) host\b|\bno route to host\b|\bEHOSTUNREACH\b|\bnetwork is unreachable\b|\bENETUNREACH\b|\bunsupported protocol scheme\b|\bhandshake\b|\bx509\b|\bcertificate\b|\bcannot assign requested address\b|\bcannot fetch token\b|\binvalid_grant\b/i;

export interface ServiceFinding {
  service: string;
  anomalies: Anomaly[];
  onset: number;
  firstSeen: number;
  lastSeen: number;
  errorCount: number;
  /** Failing services this one names in its abnormal lines. */
  names: Set<string>;
  namedBy: Set<string>;
  /** Strongest category evidence in its own abnormal lines. */
  causeEvidence: number;
  /** Share of its abnormal templates worded as a relayed failure. */
  relayed: number;
  /** How loudly its own lines say failure: 2 error-level, 1 warnings that name a failure, 0 notices only. */
  voice: number;
  /** It raised an exception itself (a stack or exception name in its own abnormal lines) or logged FATAL. */
  ownStack: boolean;
  /** Failing requests in which it failed deepest and first, and in which it only called one that did. */
  tracedOrigin: number;
  /** Of those, requests that no other service logged. */
  tracedAlone: number;
  tracedCaller: number;
  /** No abnormal lines of its own, but named by failing callers and its traffic dropped (or traced as origin). */
  silent: boolean;
  /**
   * Half its failing lines or more are calls to a private address that failed (502 from 10.0.4.7:8080), or its breaker
   * opening on them: a callee it cannot name.
   */
  callsUnnamed: boolean;
  /** Its failing lines are a proxy's access lines passing on the 5xx its upstream answered (upstream_status: 502). */
  relaysAnswers: boolean;
  /** A client release found sending what `refusedBy` refuses (the origin then, not the server). */
  sends?: { release: string; refusedBy: ServiceFinding };
  score: number;
}

export interface Localization {
  findings: ServiceFinding[];
  origin: ServiceFinding;
  /** 0..1: how clearly the origin beats the runner-up. */
  margin: number;
}

export function localize(agg: Aggregates, found: Anomaly[]): Localization | undefined {
  const matcher = new ServiceMatcher(agg.services.keys());
  // (robots kept out are no failure of anyone's: not even a service's first abnormal lines)
  const anomalies = withoutRefusalsBesideFailures(
    found.filter((a) => !robotsKeptOut(a)),
    matcher,
  );
  if (anomalies.length === 0) return undefined;
  const byService = new Map<string, ServiceFinding>();
  const canonical = new Map<string, string>();
  for (const name of agg.services.keys()) canonical.set(name.toLowerCase(), name);
  for (const a of anomalies) {
    let f = byService.get(a.stat.service);
    if (!f) {
      f = newFinding(a.stat.service);
      byService.set(a.stat.service, f);
    }
    f.anomalies.push(a);
    f.onset = Math.min(f.onset, a.onset);
    f.firstSeen = Math.min(f.firstSeen, a.onset);
    f.lastSeen = Math.max(f.lastSeen, a.stat.lastBadTs);
    f.errorCount += a.badAfter;
  }
  // a service fails from its first failure it does not carry on past: an item it handled otherwise before (an
  // applicant routed to an in-person check) or a call whose retry went through is its ordinary business, not the start
  // of what broke later
  for (const f of byService.values()) {
    const uncoped = f.anomalies.filter((a) => {
      const said = (a.stat.firstBad?.message ?? "").slice(0, 600);
      return !saysHowItCopes(said) && !saysRetrySucceeded(said);
    });
    if (uncoped.length > 0 && uncoped.length < f.anomalies.length) f.onset = Math.min(...uncoped.map((a) => a.onset));
  }
  const mentionOnset = new Map<string, number>();
  /**
   * Lines per service that name each service in failures of their own (not retries), and the services named as
   * unreachable (the path failed, not them).
   */
  const namedBy = new Map<string, Map<string, number>>();
  const unreachable = new Set<string>();
  /** `f` names `lower` (a known service, lower-cased) in an abnormal line from `onset`; the service's own name. */
  const mention = (f: ServiceFinding, lower: string, onset: number): string => {
    const name = canonical.get(lower) ?? lower;
    f.names.add(name);
    mentionOnset.set(name, Math.min(mentionOnset.get(name) ?? Number.POSITIVE_INFINITY, onset));
    return name;
  };
  // callees that a caller's failed call names (timed out, refused, reset, 5xx), with the lines of each caller: they
  // answered badly or not at all
  const callFailed = new Map<string, Map<string, number>>();
  /** Failures that speak of a server only by its technology ("amqp … channel closed" of events-rabbit). */
  const byTechnology = new Map<string, Array<{ f: ServiceFinding; a: Anomaly; failedCall: boolean }>>();
  /** The services whose failures naming a service say it refused their credentials or grant. */
  const authNamers = new Map<string, Set<ServiceFinding>>();
  const refusedBy = (server: string, f: ServiceFinding) =>
    authNamers.set(server, (authNamers.get(server) ?? new Set<ServiceFinding>()).add(f));
  /** `caller` failed at error level over `name` on `lines` lines, not while still retrying. */
  const nameBy = (name: string, caller: string, lines: number) => tally(namedBy, name, caller, lines);
  for (const f of byService.values()) {
    const ev = emptyEvidence();
    f.voice = Math.max(...f.anomalies.map(voiceOf));
    // a proxy refusing requests itself (its limiter, a missing route): the errors it serves, naming their upstream, are
    // its own refusals, not that upstream's failures
    const limitsItself = f.anomalies.some((a) => proxysOwnRefusal(a.stat.firstBad?.message ?? "") !== undefined);
    for (const a of f.anomalies) {
      const text = `${agg.templateText(a.stat)}\n${a.stat.firstBad?.message ?? ""}`;
      const said = (a.stat.firstBad?.message ?? "").slice(0, 2000);
      // (a call being retried is not yet a failed one: a callee that only makes callers retry may be fine)
      const failedCall = failedAtCallee(said) && !isRetryInProgress(said);
      // (a caller's 502 quoting its callee's refused login is the callee's report passed on, not a refusal of its own)
      const refused = CLIENT_LOGIN_REFUSED_RE.test(said) && !SERVER_ERROR_STATUS_RE.test(said);
      const named = limitsItself ? [] : matcher.find(text, f.service);
      const servers =
        named.length === 0 ? matcher.findByTechnology(text, f.service) : matcher.findResolver(text, f.service);
      if (f.voice > 0 && !limitsItself)
        for (const server of servers) {
          if (refused) refusedBy(server, f);
          const by = byTechnology.get(server) ?? [];
          byTechnology.set(server, [...by, { f, a, failedCall }]);
        }
      for (const lower of named) {
        const name = mention(f, lower, a.onset);
        if (refused) refusedBy(name, f);
        if (PATH_FAILURE_RE.test(said)) unreachable.add(name);
        else if (!isRetryInProgress(said) && f.voice === 2) nameBy(name, f.service, a.badAfter);
        if (failedCall && f.voice !== 0) tally(callFailed, name, f.service, a.badAfter);
      }
      addCategoryEvidence(ev, a.stat.firstBad?.message ?? a.stat.first.message, 1);
    }
    f.causeEvidence = Math.max(0, ...ev.scores.values());
    const voiced = f.anomalies.filter((a) => voiceOf(a) > 0);
    const calls = voiced.filter((a) => callsPrivateAddress(a.stat.firstBad?.message ?? ""));
    // (its breaker opening on those calls says the same of them)
    const breakers = voiced.filter((a) => BREAKER_OPEN_RE.test((a.stat.firstBad?.message ?? "").slice(0, 300)));
    f.callsUnnamed = calls.length > 0 && lines(calls) + lines(breakers) >= 0.5 * lines(voiced);
    f.relaysAnswers =
      voiced.length > 0 && voiced.every((a) => UPSTREAM_ANSWERED_RE.test(a.stat.firstBad?.message ?? ""));
    f.relayed =
      f.anomalies.filter((a) => saysRelayed(a.stat.firstBad?.message ?? "")).length / Math.max(f.anomalies.length, 1);
  }
  // a server spoken of by its technology is named when several services fail over it (one client failing against its
  // database may be that client's own doing: its pool, its load)
  for (const [server, said] of byTechnology) {
    const name = canonical.get(server) ?? server;
    const explicit = [...byService.values()].filter((g) => g.names.has(name)).map((g) => g.service);
    const speakers = new Set([...said.map((s) => s.f.service), ...explicit]);
    // or when the server says its own disk or memory ran out: that explains its one client's failure
    const exhausted = byService
      .get(name)
      ?.anomalies.some((a) => SERVER_EXHAUSTED.has(categoryOfText((a.stat.firstBad?.message ?? "").slice(0, 2000))));
    // or when the server's own failures began before its client's: the client felt them (a server out of connection
    // slots is no such failure: a client holding them all is the cause; nor is its refusal of the input or the login a
    // client sent)
    const ownOnsets = (byService.get(name)?.anomalies ?? [])
      .filter((a) => {
        const own = a.stat.firstBad?.message ?? "";
        const head = own.slice(0, 600);
        return (
          voiceOf(a) > 0 &&
          !CONNECTION_LIMIT_RE.test(own) &&
          categoryOfText(head) !== "validation" &&
          !CLIENT_LOGIN_REFUSED_RE.test(head)
        );
      })
      .map((a) => a.onset);
    const leads = Math.min(...ownOnsets) <= Math.min(...said.map((s) => s.a.onset));
    if (speakers.size < SHARED_CAUSE_SERVICES && !exhausted && !leads) continue;
    for (const { f, a, failedCall } of said) {
      mention(f, server, a.onset);
      if (failedCall) tally(callFailed, name, f.service, a.badAfter);
      if (f.voice === 2 && !isRetryInProgress(a.stat.firstBad?.message ?? "")) nameBy(name, f.service, a.badAfter);
    }
  }
  // a failure quoted word for word in another service's error ("flush failed: ERROR: could not extend file …") is
  // passed on by it: the quoting service names the one whose words it repeats
  const quoting = quotedWords(byService.values());
  for (const f of byService.values())
    for (const g of byService.values())
      if (f !== g && quotes(quoting.get(f), quoting.get(g)))
        mention(f, g.service.toLowerCase(), Math.min(...f.anomalies.map((a) => a.onset)));
  // but a server's refusal of what one client sent (its input, its credentials) that the client quotes points at that
  // client: the server answered as it should (several clients refused the same way would be the server's change, as
  // would a server refusing just after it was promoted, restarted or reloaded)
  const refusing = quotedWords(byService.values(), true);
  for (const g of byService.values()) {
    const quoters = [...byService.values()].filter((f) => f !== g && quotes(quoting.get(f), refusing.get(g)));
    if (quoters.length === 0) continue;
    if (serverChangedBefore(agg, g.service, Math.min(g.onset, ...quoters.map((f) => f.onset))))
      for (const f of quoters) mention(f, g.service.toLowerCase(), Math.min(...f.anomalies.map((a) => a.onset)));
    else if (quoters.length === 1)
      mention(g, quoters[0].service.toLowerCase(), Math.min(...g.anomalies.map((a) => a.onset)));
  }
  // a node's own fault (the kernel's conntrack table full, a disk's I/O errors) as services on it start failing the way
  // it explains: what they share is the node, which none of them can name
  // (each abnormal line's category read once, however many fault lines there are)
  const categories = new Map<Anomaly, Category>();
  const categoryOf = (a: Anomaly) => {
    const known = categories.get(a);
    if (known !== undefined) return known;
    const c = categoryOfText((a.stat.firstBad?.message ?? "").slice(0, 600));
    categories.set(a, c);
    return c;
  };
  for (const fault of nodeFaults(byService.values()))
    for (const f of byService.values()) {
      if (f === fault.node || SUPERVISOR_RE.test(f.service)) continue;
      const explained = f.anomalies.filter(
        (a) => a.onset >= fault.onset - SKEW_TOLERANCE_MS && fault.explains.has(categoryOf(a)),
      );
      if (explained.length > 0)
        mention(f, fault.node.service.toLowerCase(), Math.min(...explained.map((a) => a.onset)));
    }
  // a supervisor reporting a workload it runs (OOMKilled, exited) that logged no failure of its own: that workload
  // failed, and the supervisor only saw it
  for (const f of [...byService.values()]) {
    if (!SUPERVISOR_RE.test(f.service)) continue;
    for (const a of f.anomalies)
      for (const lower of supervisedWorkloads(a.stat.firstBad?.message ?? "")) {
        const name = canonical.get(lower) ?? lower;
        if (name === f.service) continue;
        f.names.add(name);
        if (byService.has(name)) continue;
        byService.set(name, silentFinding(name, a.onset, agg.services.get(name)?.lastTs ?? a.stat.lastBadTs));
      }
  }
  // the kernel names the process it killed by command ("celery"), not by service: the workload a supervisor, or the
  // service itself, reports killed moments later is the one it killed
  const kernel = [...byService.values()].find(
    (f) => f.names.size === 0 && f.anomalies.some((a) => isKernelKill(f.service, a.stat.firstBad?.message ?? "")),
  );
  const killedAt = kernel?.anomalies
    .filter((a) => isKernelKill(kernel.service, a.stat.firstBad?.message ?? ""))
    .map((a) => a.onset);
  if (kernel && killedAt && killedAt.length > 0) {
    // (a report said again and again, one of them beside a kill; either side of it: the kernel's clock is its own,
    // read from the time since boot, and may run a second ahead)
    const besideKill = (a: Anomaly) =>
      killedAt.some((k) => a.onset <= k + KERNEL_KILL_LEAD_MS && a.stat.lastBadTs >= k - KERNEL_KILL_LEAD_MS);
    for (const f of byService.values()) {
      if (f === kernel) continue;
      const reports = f.anomalies.filter(
        (a) => besideKill(a) && PROCESS_KILLED_RE.test((a.stat.firstBad?.message ?? "").slice(0, 2000)),
      );
      if (reports.length === 0) continue;
      const victims = SUPERVISOR_RE.test(f.service) ? [...f.names] : [f.service];
      for (const v of victims) mention(kernel, v.toLowerCase(), Math.min(...killedAt));
    }
  }
  // callers whose every failure is a failed call to an address they do not name (connection refused by 10.42.7.19)
  // while a supervisor restarts exactly one workload: that workload is the callee
  // (or that says itself that its process died: "worker exited unexpectedly (status 1)")
  const looping = restartLooping(agg, Math.min(...[...byService.values()].map((f) => f.onset)));
  const restarted = new Set([
    ...[...byService.values()].filter((f) => SUPERVISOR_RE.test(f.service)).flatMap((f) => [...f.names]),
    ...[...byService.values()]
      .filter((f) => !SUPERVISOR_RE.test(f.service) && f.anomalies.some((a) => saysProcessDied(a.stat.first.message)))
      .map((f) => f.service),
    // (or that only comes up again and again: a crash loop with no word of why)
    ...looping,
  ]);
  if (restarted.size === 1) {
    const [callee] = restarted;
    for (const f of byService.values()) {
      if (f.service === callee || SUPERVISOR_RE.test(f.service) || f.names.size > 0) continue;
      // (a call that names a vendor's host by its domain went to that vendor, not to the workload)
      const calls = f.anomalies.every((a) => {
        const said = (a.stat.firstBad?.message ?? "").slice(0, 2000);
        return failedAtCallee(said) && !PUBLIC_HOST_RE.test(said);
      });
      if (!calls || f.anomalies.length === 0) continue;
      const name = mention(f, callee.toLowerCase(), Math.min(...f.anomalies.map((a) => a.onset)));
      // (a crash loop's callee logs no failure a supervisor could report: its callers' failed calls are the evidence)
      if (looping.includes(callee)) tally(callFailed, name, f.service, f.errorCount);
    }
  }
  const soleCommandCallee = commandNamedCallee(agg, byService, matcher, mention);
  const broad = new Map<ServiceFinding, boolean>();
  const failsAgainstMany = (f: ServiceFinding) => {
    if (!broad.has(f)) broad.set(f, destinationsFailed(f, matcher) >= 2);
    return broad.get(f) === true;
  };
  // several services failing in their own words over the one service they all name (keys from its JWKS, its
  // answers): what they share is the cause, though it logs nothing wrong itself
  const sharedCause = (name: string) =>
    !unreachable.has(name) &&
    [...(namedBy.get(name)?.values() ?? [])].filter((lines) => lines >= MIN_FAILED_CALLS).length >=
      SHARED_CAUSE_SERVICES;
  // named callees without abnormal lines of their own count only if their traffic dropped, or if the client that
  // named them by its command is the only voice of the failure (the API answered errors it never logged)
  for (const [name, onset] of mentionOnset) {
    if (byService.has(name)) continue;
    const svc = agg.services.get(name);
    // (nor when the callers naming it fail the same way against others too: their own way out is broken)
    const namers = [...byService.values()].filter((f) => f.names.has(name));
    if (namers.length > 0 && namers.every(failsAgainstMany)) continue;
    if (
      !svc ||
      !(
        soleCommandCallee.has(name) ||
        [...(callFailed.get(name)?.values() ?? [])].reduce((n, lines) => n + lines, 0) >= MIN_FAILED_CALLS ||
        sharedCause(name) ||
        // (not when its callers could not even reach it: a lookup or handshake of theirs failed, so its traffic fell)
        (!unreachable.has(name) && trafficDropped(agg, svc.series, onset))
      )
    )
      continue;
    byService.set(name, silentFinding(name, onset, svc.lastTs));
  }
  // a service that simply went quiet when the failures began (its ordinary lines stop, nobody names it): the
  // callers' 500s are all it leaves; only a near-total stop of a steady stream counts
  const firstOnset = Math.min(...[...byService.values()].map((f) => f.onset));
  const quiet: ServiceFinding[] = [];
  if (Number.isFinite(firstOnset))
    for (const svc of agg.services.values()) {
      if (byService.has(svc.name) || !wentQuiet(agg, svc.series, firstOnset)) continue;
      quiet.push(silentFinding(svc.name, firstOnset, svc.lastTs));
    }
  // callers that say a call failed ("returned 500") without naming whom: the one service that went quiet is it
  // (a call to a host outside the estate names whom: the quiet service went without work, not down)
  if (quiet.length === 1)
    for (const f of byService.values())
      if (f.relayed > 0 && f.names.size === 0 && !callsOutside(f)) f.names.add(quiet[0].service);
  for (const f of quiet) byService.set(f.service, f);
  // a service that requests show failing first (or that a failing caller's request id leads to) is a candidate
  // even when its own lines stay calm: it may answer errors it never logs
  // requests count only through failures that say so (a notice in one service's lines is not a failing request)
  const abnormal = new Set([...byService.values()].filter((f) => f.voice > 0).map((f) => f.service));
  const votes = agg.traces.votes((s) => abnormal.has(s));
  for (const [name, v] of votes) {
    if (byService.has(name) || v.origin === 0 || v.origin <= v.caller || byService.size === 0) continue;
    byService.set(name, silentFinding(name, v.firstOriginTs, agg.services.get(name)?.lastTs ?? v.firstOriginTs));
  }
  for (const f of byService.values()) {
    const v = votes.get(f.service);
    if (!v) continue;
    // the deepest failing service that logged a request may still name the one it called as the failure (a request
    // only it logged shows no depth either way: no caller vote)
    const namesCallee = f.names.size > 0;
    f.tracedOrigin = namesCallee ? 0 : v.origin;
    f.tracedAlone = namesCallee ? 0 : v.alone;
    f.tracedCaller = namesCallee ? v.caller + v.origin - v.alone : v.caller;
  }
  // quoting a callee's failed request names it as surely as writing its name
  for (const [caller, callee] of agg.traces.quoteEdges((s) => abnormal.has(s)))
    byService.get(caller)?.names.add(callee);
  // one client whose credentials or grant a server refuses holds the stale secret (the server accepts everyone else);
  // several refused at once share the cause, the server's side (its keys or users changed)
  // (unless the server itself has just changed: promoted, restarted, its settings reloaded; what it refuses now it
  // accepted before)
  const changed = new Map<string, boolean>();
  const changedServer = (name: string, clients: Set<ServiceFinding>) => {
    let known = changed.get(name);
    if (known === undefined) {
      known = serverChangedBefore(agg, canonical.get(name) ?? name, Math.min(...[...clients].map((c) => c.onset)));
      changed.set(name, known);
    }
    return known;
  };
  for (const [name, clients] of authNamers)
    if (clients.size === 1 && !changedServer(name, clients)) for (const client of clients) client.names.delete(name);
  // a server whose only failures are refusing a client's login or grant, while that one client fails over it: its
  // lines point at that client
  const refusal = (a: Anomaly) => CLIENT_LOGIN_REFUSED_RE.test((a.stat.firstBad?.message ?? "").slice(0, 2000));
  for (const [name, clients] of authNamers) {
    const server = byService.get(canonical.get(name) ?? name);
    if (
      clients.size === 1 &&
      server &&
      server.anomalies.length > 0 &&
      server.anomalies.every(refusal) &&
      !changedServer(name, clients)
    )
      for (const client of clients) server.names.add(client.service);
  }
  for (const f of byService.values()) for (const n of f.names) byService.get(n)?.namedBy.add(f.service);
  for (const f of byService.values()) for (const n of [...f.names]) if (!byService.has(n)) f.names.delete(n);

  const findings = [...byService.values()];
  // a failure there from the window's first seconds may have begun before it: it keeps its place in time, but unless
  // others feel it (name it, or requests lead to it) they are timed against the first failure after it (noise running
  // all along that nobody feels is not first)
  const span = Math.max(agg.maxTs - agg.minTs, 1000);
  // (or an even stream of it from the window's first minute to its end: there all along, though it logs seldom)
  const allAlong = (a: Anomaly) =>
    fromFirstMinuteToEnd(a.onset, a.stat.lastBadTs, agg.minTs, agg.maxTs) && evenlySpread(agg, a.stat);
  const fromStart = (f: ServiceFinding) =>
    f.onset - agg.minTs < Math.min(FROM_START_MS, FROM_START_SHARE * span) ||
    (f.anomalies.length > 0 && f.anomalies.every(allAlong));
  // nor a stray of a few lines that nobody feels and that was over a minute or more before another failure began
  const felt = (f: ServiceFinding) => f.namedBy.size > 0 || f.tracedOrigin > 0;
  const stray = (f: ServiceFinding) =>
    !felt(f) &&
    f.errorCount <= STRAY_MAX_LINES &&
    findings.some((g) => g !== f && g.onset - f.lastSeen >= STRAY_GAP_MS);
  // nor a few lines spread thin over minutes that nobody feels (a busy estate's sporadic errors): no onset
  // (requests only it logged lead nowhere: a job's own task ids, one failing every few minutes, are no caller feeling it)
  const feltByAnother = (f: ServiceFinding) => f.namedBy.size > 0 || f.tracedOrigin > f.tracedAlone;
  const sporadic = (f: ServiceFinding) =>
    !feltByAnother(f) &&
    f.errorCount >= 2 &&
    f.errorCount <= STRAY_MAX_LINES &&
    f.lastSeen - f.onset >= (f.errorCount - 1) * SPORADIC_GAP_MS;
  // nor warnings that each say how the service gets past them (retrying, carrying on, through on a retry) that nobody
  // feels, or a handful of such lines at error level (an exception it caught and got past, its stack printed): handled
  // noise, however early it began, is no failure others follow (not a server's "retry-after" it was told, nor its own
  // disk or memory running out, whoever will retry)
  const handledNoise = (f: ServiceFinding) =>
    !felt(f) &&
    (f.voice < 2 || f.errorCount <= HANDLED_MAX_ERRORS) &&
    f.anomalies.length > 0 &&
    f.anomalies.every((a) => {
      const said = (a.stat.firstBad?.message ?? "").slice(0, 600);
      return (
        (saysHowItCopes(said) || (isRetryInProgress(said) && !toldWhenToRetry(said)) || saysRetrySucceeded(said)) &&
        !OWN_RESOURCE_SPENT.has(categoryOf(a))
      );
    });
  const noise = new Set(findings.filter(handledNoise));
  const inTime = findings.filter((f) => !fromStart(f) || felt(f));
  const clock = inTime.filter((f) => !stray(f) && !sporadic(f) && !noise.has(f));
  const earliest = Math.min(...(clock.length > 0 ? clock : inTime.length > 0 ? inTime : findings).map((f) => f.onset));
  const loudest = Math.max(1, ...findings.map((f) => f.errorCount));
  for (const f of findings) f.ownStack = f.anomalies.some((a) => a.stat.fatalCount > 0 || hasOwnStack(a, agg));
  // a service that fails in its own words (an exception, a stated cause) without blaming the one calling out
  // (or, beside a proxy passing on the 5xx its upstream answered, any service failing at error level as it began)
  const startedWith = (g: ServiceFinding, f: ServiceFinding) => Math.abs(g.onset - f.onset) <= SKEW_TOLERANCE_MS;
  const failsItself = (g: ServiceFinding, caller: ServiceFinding) =>
    g !== caller &&
    g.voice === 2 &&
    !g.callsUnnamed &&
    !g.names.has(caller.service) &&
    (g.ownStack || g.causeEvidence >= STATED_CAUSE || (caller.relaysAnswers && startedWith(g, caller)));
  // a caller naming a service that itself names the one it called votes for that one too: the failure passed through,
  // down to a service that names nobody (one that names another passes on) and fails in lines of its own or is named by
  // more than one (a silent one a single caller names takes no more than that caller's word)
  const failedCalling = (caller: string, callee: string) => callFailed.get(callee)?.has(caller) === true;
  const upstream = new Map(
    findings.map((f) => [
      f,
      (f.silent && f.namedBy.size < 2) || f.names.size > 0
        ? f.namedBy.size
        : callersThrough(f, byService, failedCalling),
    ]),
  );
  for (const f of findings) {
    const dt = fromStart(f) ? 0 : f.onset - earliest;
    const time = noise.has(f)
      ? 0
      : dt <= SKEW_TOLERANCE_MS
        ? 1
        : Math.max(0, 1 - (dt - SKEW_TOLERANCE_MS) / TIME_DECAY_MS);
    // a caller whose calls to an address fail passes on its callee's failure, named or not, when a service that
    // fails in its own words may be that callee
    const passesOn = f.names.size > 0 || (f.callsUnnamed && findings.some((g) => failsItself(g, f)));
    const strong = f.ownStack && !passesOn ? 0.5 : 0;
    f.score =
      2 * time +
      1.5 * Math.min(upstream.get(f) ?? 0, 3) -
      (passesOn ? 2 : 0) +
      // a cause it states about a callee it names (connection refused by it) is the callee's, as is its exception
      (passesOn ? 0 : Math.min(f.causeEvidence / 4, 1)) +
      strong -
      0.5 * f.relayed -
      (f.silent ? 0.5 : 0) -
      // (a workload its supervisor reports dead needs no word of its own: the supervisor saw it fail)
      VOICE_PENALTY[f.silent || [...f.namedBy].some((n) => SUPERVISOR_RE.test(n)) ? 2 : f.voice] +
      traceTerm(f) +
      // a little weight to how much it fails (two stray lines against hundreds); little enough that a caller's
      // retry storm cannot outvote the origin it names
      (0.6 * Math.log10(1 + f.errorCount)) / Math.log10(1 + loudest);
  }
  findings.sort((a, b) => b.score - a.score || a.onset - b.onset);
  // a user's app or browser that did not change itself reports what its servers did: a server failing in its own lines
  // by the time the app did comes first
  const server = serverBehindUserClient(agg, findings);
  if (server) toFront(findings, server);
  // a shared limit others ran into (a database's connection slots, an account's rate, a volume's space) that one
  // service had been filling for minutes, saying how close it came (56 of max_connections=100, volume 81% used): it
  // took what the others lack
  const hog =
    limitTaker(findings[0], findings) ??
    floodingClient(findings[0], findings) ??
    conflictingClient(agg, findings[0], findings);
  if (hog) toFront(findings, hog);
  const origin = findings[0];
  const second = findings[1]?.score ?? 0;
  const margin = findings.length === 1 ? 1 : Math.max(0, Math.min(1, (origin.score - second) / 3));
  findings.sort((a, b) => (a === origin ? -1 : b === origin ? 1 : a.onset - b.onset));
  return { findings, origin, margin };
}

/** This many error lines at most make a service's handled exceptions noise, however loud their level. */
const HANDLED_MAX_ERRORS = 3;
/** The service's own resources running out: no noise, whoever will retry. */
const OWN_RESOURCE_SPENT = new Set<Category>(["disk", "memory"]);

// usage against a stated limit: "open connections=56 (max_connections=100)", "62 msg/s, account limit 100 msg/s"
const USAGE_RE = /\b(\d+)(?: ?[a-z]+\/s)?\b[^\d\n]{0,30}\b(?:max_connections|limit|quota|maximum)\b[ =:]{0,3}(\d+)/i;
// a volume's usage as a share: "volume 81% used", "disk usage 92%", "/data is 88% full"
const VOLUME_USAGE_RE =
  /\b(\d{1,3})(?:\.\d+)? ?% (?:used|full)\b|\b(?:disk|volume|filesystem) usage\b[^\d\n]{0,12}(\d{1,3})(?:\.\d+)? ?%/i;
// the mount a path lies on, as its first two segments: /mnt/shared/docs/x.pdf and /mnt/shared/spool share /mnt/shared
const MOUNT_RE = /(?:^|[\s'"(=])(\/[\w.-]+\/[\w.-]+)\//g;
/** Usage this close to its limit is filling it. */
const NEAR_LIMIT_SHARE = 0.5;
/** ...for this long before the others ran out. */
const FILLING_LEAD_MS = 60_000;

const mountsOf = (text: string) => new Set([...text.slice(0, 600).matchAll(MOUNT_RE)].map((m) => m[1]));

/** The service that had been filling the shared limit `origin` ran into, saying so, long before it did. */
function limitTaker(origin: ServiceFinding, findings: ServiceFinding[]): ServiceFinding | undefined {
  const said = origin.anomalies.map((a) => (a.stat.firstBad?.message ?? "").slice(0, 600));
  const connections = said.some((m) => CONNECTION_LIMIT_RE.test(m));
  const rate = said.some((m) => categoryOfText(m) === "rate_limiting");
  // a volume: only one the full service's own paths share with the filler's (not any disk anyone reports on)
  const mounts = new Set(said.filter((m) => categoryOfText(m) === "disk").flatMap((m) => [...mountsOf(m)]));
  if (!connections && !rate && mounts.size === 0) return undefined;
  const filling = (m: string) => {
    const usage = USAGE_RE.exec(m);
    if (usage && (connections || rate))
      return (
        Number(usage[1]) >= NEAR_LIMIT_SHARE * Number(usage[2]) &&
        Number(usage[1]) <= Number(usage[2]) &&
        (connections ? /\bconnections?\b/i.test(m) : /\/s\b|\brate\b/i.test(m))
      );
    const share = VOLUME_USAGE_RE.exec(m);
    return (
      share !== null &&
      Number(share[1] ?? share[2]) >= 100 * NEAR_LIMIT_SHARE &&
      [...mountsOf(m)].some((p) => mounts.has(p))
    );
  };
  return findings.find(
    (g) =>
      g !== origin &&
      origin.onset - g.onset >= FILLING_LEAD_MS &&
      g.anomalies.some((a) =>
        [a.stat.firstBad?.message ?? "", ...a.stat.samples].some((m) => filling(m.slice(0, 600))),
      ),
  );
}

/** One client's refused calls this many times all the others' together: its load is what the server refuses. */
const FLOOD_RATIO = 4;

/**
 * Among the services a server refuses for load (429s, "too many requests", rejected executions), the one sending so
 * many more than all the others that its load is what the server cannot take: a reindex's bulk workers, a release
 * rewriting every key each second. The server refusing them is its victim, and so are the others.
 */
function floodingClient(server: ServiceFinding, findings: ServiceFinding[]): ServiceFinding | undefined {
  const refused = (g: ServiceFinding) =>
    g.anomalies
      .filter((a) => categoryOfText((a.stat.firstBad?.message ?? "").slice(0, 600)) === "rate_limiting")
      .reduce((n, a) => n + a.badAfter, 0);
  const callers = findings
    .filter((g) => g !== server && g.names.has(server.service))
    .map((g) => ({ g, n: refused(g) }))
    .filter((c) => c.n > 0)
    .sort((a, b) => b.n - a.n);
  if (callers.length < 2) return undefined;
  const others = callers.slice(1).reduce((n, c) => n + c.n, 0);
  return callers[0].n >= FLOOD_RATIO * others ? callers[0].g : undefined;
}

/** A database's or server's own failure line, this long at least, says something specific enough to be quoted. */
const MIN_QUOTED_CHARS = 16;
// what a server's log puts before its words and its client's driver leaves out ("FATAL:  ", "ERROR:  ", "LOG:  ")
const LEADING_LEVEL_RE = /^\s*(?:[A-Z]{3,8}:\s+)?/;
// what a server adds after its words on the same line ("HINT:  Please REINDEX it. STATEMENT:  SELECT …")
const SERVER_DETAIL_RE = /\s+(?:HINT|DETAIL|STATEMENT|CONTEXT|QUERY):\s[\s\S]*$/;

// a server refusing its client's request (a wrong password, a missing grant, bad input) says what is wrong with the
// client: quoting it does not make the server the origin
const CLIENTS_FAULT = new Set<Category>(["authentication", "authorization", "validation"]);
/** A service's own disk or memory running out: its failure, whoever calls it; it can do none of its work. */
export const SERVER_EXHAUSTED = new Set<Category>(["disk", "memory"]);
const CONNECTION_LIMIT_RE = /\btoo many (connections|clients)\b|\bremaining connection slots\b|\bmax_connections\b/i;
// a server refusing a client's own login or grant (its password, SASL secret, API client secret, database role): what
// the client presents is wrong; not a token or request the server rejects for its callers (its keys, its policy)
const CLIENT_LOGIN_REFUSED_RE =
  /\bpassword authentication failed\b|\bSASL\b[^\n]{0,80}\bfail|\bFailed authentication with \/?[\d.:]+|\binvalid credentials with SASL mechanism\b|\bSCRAM\b[^\n]{0,80}\b(fail|invalid)|\bACCESS_REFUSED\b|\bAccess denied for user '|\bLogin failed for user\b|\binvalid_client\b|\b28P01\b|\bNOAUTH\b|\bWRONGPASS\b|\b535[ -]|\bpermission denied for (table|relation|schema|sequence|database)\b|\b42501\b|\bNOPERM\b/i;

/** Each finding's first abnormal lines as it wrote them (`texts`), and what they say about itself (`said`). */
interface Words {
  texts: string[];
  said: string[];
}
const MEASURED_RE = /\d+\.\d+/g;
/** A finding's first abnormal templates this many at most: enough for a failure's few shapes, bounded work. */
const MAX_QUOTED_TEMPLATES = 12;

function quotedWords(findings: Iterable<ServiceFinding>, clientsFault = false): Map<ServiceFinding, Words> {
  const out = new Map<ServiceFinding, Words>();
  for (const f of findings) {
    const messages = f.anomalies.slice(0, MAX_QUOTED_TEMPLATES).map((a) => a.stat.firstBad?.message ?? "");
    // (measured values masked: a caller quoting "Task timed out after 30.03 seconds" quotes the callee's "… 30.01
    // seconds"; not counts and codes, which tell apart clients of one library logging the same words)
    out.set(f, {
      texts: messages.map((m) => m.slice(0, 2000).toLowerCase().replace(MEASURED_RE, "0")),
      said: messages
        .map((m) =>
          m
            .split("\n", 1)[0]
            .replace(LEADING_LEVEL_RE, "")
            .replace(SERVER_DETAIL_RE, "")
            .trim()
            .toLowerCase()
            .replace(MEASURED_RE, "0"),
        )
        .filter((said) => said.length >= MIN_QUOTED_CHARS && CLIENTS_FAULT.has(categoryOfText(said)) === clientsFault),
    });
  }
  return out;
}

/** `f`'s errors repeat, inside more words of their own, what one of `g`'s errors says about `g` itself. */
function quotes(f: Words | undefined, g: Words | undefined): boolean {
  if (!f || !g) return false;
  return g.said.some((said) => f.texts.some((text) => text.length > said.length + 4 && text.includes(said)));
}

/**
 * When one service alone fails loudly and its failures are a client's reports of API calls that name the API by
 * command ("API ERROR: openstack server create …"), the API it called is named as its callee.
 */
function commandNamedCallee(
  agg: Aggregates,
  byService: Map<string, ServiceFinding>,
  matcher: ServiceMatcher,
  mention: (f: ServiceFinding, lower: string, onset: number) => string,
): Set<string> {
  const out = new Set<string>();
  const loud = [...byService.values()].filter((f) => f.voice > 0);
  if (loud.length !== 1 || loud[0].names.size > 0) return out;
  const client = loud[0];
  for (const a of client.anomalies) {
    const text = `${agg.templateText(a.stat)}\n${a.stat.firstBad?.message ?? ""}`;
    for (const lower of matcher.findByCommand(text, client.service)) out.add(mention(client, lower, a.onset));
  }
  return out;
}

function newFinding(service: string): ServiceFinding {
  return {
    service,
    anomalies: [],
    onset: Number.POSITIVE_INFINITY,
    firstSeen: Number.POSITIVE_INFINITY,
    lastSeen: Number.NEGATIVE_INFINITY,
    errorCount: 0,
    names: new Set(),
    namedBy: new Set(),
    causeEvidence: 0,
    relayed: 0,
    voice: 0,
    ownStack: false,
    tracedOrigin: 0,
    tracedAlone: 0,
    tracedCaller: 0,
    silent: false,
    callsUnnamed: false,
    relaysAnswers: false,
    score: 0,
  };
}

/**
 * The same findings with the client whose `release` began sending what the origin refuses as the origin (a candidate
 * without lines of its own, if it was none).
 */
export function withSenderAsOrigin(loc: Localization, service: string, release: string): Localization {
  const found =
    loc.findings.find((f) => f.service === service) ?? silentFinding(service, loc.origin.onset, loc.origin.lastSeen);
  const origin = { ...found, sends: { release, refusedBy: loc.origin } };
  return { ...loc, origin, findings: [origin, ...loc.findings.filter((f) => f !== found)] };
}

/** Puts `f` first, the others in the order they were. */
function toFront(findings: ServiceFinding[], f: ServiceFinding): void {
  findings.sort((a, b) => (a === f ? -1 : b === f ? 1 : 0));
}

/** Its abnormal lines name a host outside the estate by URL. */
function callsOutside(f: ServiceFinding): boolean {
  return outsideHostsOf(f.anomalies.map((a) => a.stat.firstBad?.message ?? "")).size > 0;
}

/** A candidate without abnormal lines of its own, failing from `onset` (it went quiet, or answered errors it never logged). */
function silentFinding(service: string, onset: number, lastSeen: number): ServiceFinding {
  return { ...newFinding(service), silent: true, onset, firstSeen: onset, lastSeen };
}

// a warning that names a failure may well be where it starts (some services never log above WARN); a notice
// without any failure word ("unique keys not in sort_keys") came first only by chance
const VOICE_PENALTY = [2.5, 0.75, 0];

/**
 * Up to ±2: how consistently followed requests show it failing first (+) or only calling one that did (−); a request
 * only it logged shows neither.
 */
function traceTerm(f: ServiceFinding): number {
  const deepest = f.tracedOrigin - f.tracedAlone;
  const n = deepest + f.tracedCaller;
  if (n === 0) return 0;
  return 2 * ((deepest - f.tracedCaller) / n) * Math.min(1, n / 3);
}

// a call that failed (timed out, refused, reset, 5xx) to a private address, the way a service calls its peers: a
// listening port, not a client's ephemeral one (an access line's "10.0.3.4:41728 - POST …" is who called it)
const PRIVATE_CALL_RE =
  /(?:\/\/|\b)(?:10\.\d{1,3}|192\.168|172\.(?:1[6-9]|2\d|3[01]))\.\d{1,3}\.\d{1,3}:(?:[1-9]\d{1,3}|[12]\d{4})\b/;

// the status its upstream answered, as a proxy's access line records it beside its own (nginx's and Kong's
// upstream_status, an ALB's target_status_code)
const UPSTREAM_ANSWERED_RE = /\b(?:upstream_status|target_status_code)"?\s*[=:]\s*"?5\d\d\b/;

/** Category evidence this strong in a service's own lines states a cause (a full point of its localisation score). */
const STATED_CAUSE = 4;
const BREAKER_OPEN_RE = /\b(circuit|breaker)\b[^\n]{0,40}\b(is )?open(ed)?\b/i;
const lines = (as: Anomaly[]) => as.reduce((n, a) => n + a.badAfter, 0);

/** A call that reached its callee's side and failed there (timed out, refused, reset, 5xx), not on the caller's path. */
function failedAtCallee(said: string): boolean {
  return CALL_FAILURE_RE.test(said) && !PATH_FAILURE_RE.test(said);
}

// where a failed call went: a host with its port ("10.0.3.4:6379", "fonts.example.internal:443")
const DESTINATION_RE = /\b(?:\d{1,3}(?:\.\d{1,3}){3}|[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+):\d{2,5}\b/i;
const PATH_CATEGORIES: ReadonlySet<Category> = new Set(["network", "timeout"]);

/**
 * How many different destinations the service's calls time out or break on the way to: two or more, and the trouble
 * is its own way out (its node's network, a policy on its namespace), not each callee.
 */
function destinationsFailed(f: ServiceFinding, matcher: ServiceMatcher): number {
  const destinations = new Set<string>();
  for (const a of f.anomalies) {
    const said = (a.stat.firstBad?.message ?? "").slice(0, 2000);
    if (!PATH_CATEGORIES.has(categoryOfText(said))) continue;
    const to = matcher.find(said, f.service)[0] ?? DESTINATION_RE.exec(said)?.[0];
    if (to !== undefined) destinations.add(to);
  }
  return destinations.size;
}

function callsPrivateAddress(message: string): boolean {
  const said = message.slice(0, 2000);
  return failedAtCallee(said) && PRIVATE_CALL_RE.test(said);
}

/** An exception it raised itself: an exception name or a stack trace in its own lines. */
function hasOwnStack(a: Anomaly, agg: Aggregates): boolean {
  if (a.stat.signals.exception !== undefined) return true;
  return hasStack(a.stat.firstBad?.message ?? "") || hasStack(agg.templateText(a.stat));
}

function voiceOf(a: Anomaly): number {
  const t = a.stat;
  const m = t.firstBad?.message ?? "";
  // (its process saying it died, at whatever level: "EdiGateway stopped (exit status 1)" at WARN)
  if (t.errorCount + t.fatalCount > 0 || saysProcessDied(m)) return 2;
  // or it states a cause at INFO or WARN (a rate limiter's "over limit (100/s)"): a failure in its own words
  return t.signals.errorScore >= 0.7 || reportsFailure(m) || categoryOfText(m.slice(0, 600)) !== "unknown" ? 1 : 0;
}

// a node's own faults, in the kernel's words: its connection tracking full, a block device failing
const NODE_FAULT_RE = /\bnf_conntrack: table full\b|\bblk_update_request: I\/O error\b|\bBuffer I\/O error on dev\b/i;
/** The failures of the services on a node that its fault explains. */
const NODE_FAULT_EXPLAINS: Partial<Record<Category, Set<Category>>> = {
  network: new Set<Category>(["network", "timeout"]),
  disk: new Set<Category>(["disk"]),
};

/** Each node fault among the findings' abnormal lines: who logged it, from when, and what it explains. */
function nodeFaults(findings: Iterable<ServiceFinding>) {
  const out: Array<{ node: ServiceFinding; onset: number; explains: Set<Category> }> = [];
  for (const node of findings)
    for (const a of node.anomalies) {
      const said = (a.stat.firstBad?.message ?? "").slice(0, 300);
      if (!NODE_FAULT_RE.test(said)) continue;
      const explains = NODE_FAULT_EXPLAINS[categoryOfText(said)];
      if (explains) out.push({ node, onset: a.onset, explains });
    }
  return out;
}

/** Services failing at error level over one service they all name: enough to make it a candidate. */
const SHARED_CAUSE_SERVICES = 2;
const QUIET_MIN_LINES = 60;
const QUIET_MAX_SHARE = 0.05;

/** A steady stream (lines in most bins before) that all but stops from around `onset` while others go on. */
function wentQuiet(agg: Aggregates, series: Uint32Array, onset: number): boolean {
  const k = Math.max(1, agg.axis.binOf(onset));
  const from = Math.max(0, k - 2);
  let before = 0;
  let busyBins = 0;
  let firstBin = -1;
  for (let i = 0; i < from; i++) {
    if (series[i] > 0 && firstBin < 0) firstBin = i;
    before += series[i];
    if (series[i] > 0) busyBins++;
  }
  if (before < QUIET_MIN_LINES || firstBin < 0 || busyBins < 0.6 * (from - firstBin)) return false;
  let after = 0;
  let totalAfter = 0;
  let totalBefore = 0;
  for (let i = 0; i < BINS; i++) {
    if (i < from) totalBefore += agg.total[i];
    else if (i > k + 2) {
      after += series[i];
      totalAfter += agg.total[i];
    }
  }
  if (totalAfter < 0.1 * totalBefore) return false;
  return after / totalAfter < QUIET_MAX_SHARE * (before / totalBefore);
}

function trafficDropped(agg: Aggregates, series: Uint32Array, onset: number): boolean {
  const k = Math.max(1, agg.axis.binOf(onset));
  let before = 0;
  let after = 0;
  let totalBefore = 0;
  let totalAfter = 0;
  for (let i = 0; i < BINS; i++) {
    if (i < k) {
      before += series[i];
      totalBefore += agg.total[i];
    } else {
      after += series[i];
      totalAfter += agg.total[i];
    }
  }
  if (before < 5 || totalBefore === 0 || totalAfter === 0) return false;
  return after / totalAfter < 0.5 * (before / totalBefore);
}

/** Adds `lines` to what `by` has said of `name`. */
function tally(counts: Map<string, Map<string, number>>, name: string, by: string, lines: number): void {
  const of = counts.get(name) ?? new Map<string, number>();
  counts.set(name, of.set(by, (of.get(by) ?? 0) + lines));
}

/**
 * How many failing services name `f`, directly or through services whose calls to the one they name failed, passing the
 * failure on.
 */
function callersThrough(
  f: ServiceFinding,
  byService: Map<string, ServiceFinding>,
  failedCalling: (caller: string, callee: string) => boolean,
): number {
  const seen = new Set<string>([f.service]);
  // each caller with the service it named
  const queue: Array<[string, string]> = [...f.namedBy].map((n) => [n, f.service]);
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const [name, callee] = next;
    if (seen.has(name)) continue;
    seen.add(name);
    if (!failedCalling(name, callee)) continue;
    for (const n of byService.get(name)?.namedBy ?? []) if (!seen.has(n)) queue.push([n, name]);
  }
  return seen.size - 1;
}
