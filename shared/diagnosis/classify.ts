// Classify stage: the root-cause category from weighted evidence over the origin's abnormal
// templates (callers' words about the origin count a little), and an errorType naming the
// concrete evidence (exception, errno, SQLSTATE, status, code).
import type { Category } from "../domain/analysis-vocabulary.js";
import type { Aggregates, Occurrence, TemplateStat } from "./aggregate.js";
import {
  addCategoryEvidence,
  type CategoryEvidence,
  type Classification,
  categoryOfText,
  decideCategory,
  emptyEvidence,
  evidenceText,
} from "./categories.js";
import {
  configurationChangedBefore,
  dataSourceChangedBefore,
  failsAtChangedLimit,
  failsOnChangedValue,
  settingNamesUnreachedHost,
} from "./change.js";
import {
  isBackgroundNotice,
  isRetryInProgress,
  isServedErrorLine,
  proxysOwnRefusal,
  saysKilledForMemory,
  servedClientError,
} from "./line-verdict.js";
import type { Localization, ServiceFinding } from "./localize.js";
import { isDatabaseServer, isKernelKill, KERNEL_KILL_LEAD_MS, ServiceMatcher, SUPERVISOR_RE } from "./mentions.js";
import { misspeltClusterDomainIn, misspeltServiceIn } from "./misspelt.js";
import { redact } from "./redact.js";
import { readSignals, type Signals } from "./signals.js";
import { hasStack } from "./stack.js";

const MIN_CATEGORY_SCORE = 2.5;
const CALLER_SCALE = 0.3;

export interface ClassifyResult extends Classification {
  errorType: string;
  /** The origin template that carries the category best (for the timeline's root-cause flag). */
  causeTemplateIndex: number;
  /** For an origin found without a change of its own: the error line it did log, if any. */
  silentCause?: Occurrence;
}

const UNREACHED_ENDPOINT_RE =
  /\bUnknownHostException\b|\bunknown host\b|\bno such host\b|\bNXDOMAIN\b|\bENOTFOUND\b|\bEAI_AGAIN\b|\b(could not|cannot|failed to|unable to) resolve\b|\bconnection to node -?\d+ \([^)]*\) could not be established\b|\bName or service not known\b|\bgetaddrinfo\b|\bconnection refused\b|\bECONNREFUSED\b|\bno route to host\b|\bEHOSTUNREACH\b|\b404 Not Found (from|for|calling) https?:\/\/|\bhttps?:\/\/\S+ (returned|answered|responded( with)?) 404\b/i;

// a database refusing a client's login, as Postgres, MySQL and SQL Server say it
const DATABASE_LOGIN_REFUSED_RE =
  /\bpassword authentication failed for user\b|\b28P01\b|\bAccess denied for user '[^'\n]{1,64}'@|\bLogin failed for user '[^'\n]{1,64}'/i;

// a failure that something it needs is not there: an index, a key, a route
const MISSING_RE = /\b(?:no such|not found|does not exist|doesn't exist)\b/i;
/** Categories a wrong new setting shows as: the thing it names is missing, or refuses, or answers wrongly. */
const CHANGEABLE = new Set<string>(["unknown", "dependency", "database", "network", "validation"]);
// a peer's certificate the client cannot chain to a CA it trusts
const TRUST_FAILURE_RE =
  /\bUnknownIssuer\b|\bunknown (authority|issuer|CA)\b|\bunable to (get local issuer certificate|find valid certification path|verify the first certificate)\b|\bPKIX path building failed\b|\bCERTIFICATE_VERIFY_FAILED\b|\bself[- ]signed certificate in (the )?certificate chain\b|\bcertificate verify failed\b/i;

/** Its callers had failed on it this long before its own first abnormal line: that line came after, not first. */
const LATE_OWN_LINES_MS = 2 * 60 * 1000;
/** A few lines, no more: a service failing in its own words keeps saying so. */
const MAX_LATE_OWN_LINES = 5;

/**
 * The origin as its callers found it: own abnormal lines that began minutes after its callers were failing on it,
 * and only a few of them (a retry warning, a slow-call notice), happened while it failed, they do not say why it did.
 * Its words count only up to `saidUntil`: what it first said later is no explanation either.
 */
function originAsCallersFoundIt(loc: Localization): { origin: ServiceFinding; saidUntil: number } {
  const origin = loc.origin;
  let callersOnset = Number.POSITIVE_INFINITY;
  for (const f of loc.findings)
    if (f !== origin && f.names.has(origin.service)) callersOnset = Math.min(callersOnset, f.onset);
  const saidUntil = callersOnset + LATE_OWN_LINES_MS;
  const ownLines = origin.anomalies.reduce((n, a) => n + a.badAfter, 0);
  const late = origin.anomalies.length > 0 && origin.anomalies.every((a) => a.onset > saidUntil);
  return late && ownLines <= MAX_LATE_OWN_LINES
    ? { origin: { ...origin, anomalies: [] }, saidUntil }
    : { origin, saidUntil: Number.POSITIVE_INFINITY };
}

export function classify(agg: Aggregates, loc: Localization): ClassifyResult {
  const ev = emptyEvidence();
  const { origin, saidUntil } = originAsCallersFoundIt(loc);
  // whether the origin changed its settings just before, asked by several rules below: read once
  let changed: boolean | undefined;
  const settingsChanged = () => {
    changed ??= configurationChangedBefore(agg, loc);
    return changed;
  };
  let causeIndex = 0;
  let causeScore = -1;
  // its own access lines say what it answered (503 Service Unavailable), not why: beside lines that may say why, they
  // are no evidence (unless the stack the framework printed below one says why)
  const served = origin.anomalies.map((a) => {
    const said = explainedBy(a.stat);
    return isServedErrorLine(said) && !hasStack(said);
  });
  const saysMore = served.includes(false);
  origin.anomalies.forEach((a, i) => {
    if (saysMore && served[i]) return;
    const scale = (1 + Math.log10(Math.max(a.badAfter, 1))) * a.badness;
    const message = explainedBy(a.stat);
    const single = emptyEvidence();
    addCategoryEvidence(single, message, 1);
    const own = Math.max(0, ...single.scores.values());
    if (own > causeScore || (own === causeScore && a.onset < origin.anomalies[causeIndex].onset)) {
      causeScore = own;
      causeIndex = i;
    }
    addCategoryEvidence(ev, message, scale);
  });
  if (origin.anomalies.length > 0) addOnsetExplanations(agg, origin, ev);
  // an origin found without a change of its own (it crashed, went quiet, or failed too few times to be a change):
  // what it did log, and what the supervisors that watched it die (kubelet, systemd, the kernel) say about it
  let silentCause: Occurrence | undefined;
  if (origin.anomalies.length === 0)
    silentCause = addSilentOriginEvidence(agg, origin.service, ev, saidUntil, origin.onset - EXPLANATION_BEFORE_MS);
  let decision = decideCategory(ev, MIN_CATEGORY_SCORE);
  if (decision.category === "unknown" && origin.anomalies.length > 0) {
    // its abnormal lines never said why: its other error lines, too few to be a change, or its supervisors' word (not
    // the warnings refusing clients' input it gave long before, its business as usual)
    addSilentOriginEvidence(agg, origin.service, ev, saidUntil, origin.onset - EXPLANATION_BEFORE_MS);
    decision = decideCategory(ev, MIN_CATEGORY_SCORE);
  }
  if (decision.category === "unknown") {
    const lower = origin.service.toLowerCase();
    const callers = emptyEvidence();
    const matcher = new ServiceMatcher(agg.services.keys());
    for (const f of loc.findings) {
      if (f === origin || !f.names.has(origin.service)) continue;
      for (const a of f.anomalies) {
        const message = a.stat.firstBad?.message ?? "";
        // a supervisor saw it die (kubelet's OOMKilled): first-hand, not a caller's guess; the kernel names its kill
        // by command, not by service (localize.ts matched the two)
        const aboutIt =
          message.toLowerCase().includes(lower) || matcher.findByTechnology(message, f.service).includes(lower);
        if (!isKernelKill(f.service, message) && !aboutIt) continue;
        // "connection refused" says the callee was not listening (down), not why: not the network's fault
        if (!SUPERVISOR_RE.test(f.service) && REFUSED_RE.test(message)) continue;
        addCategoryEvidence(callers, message, SUPERVISOR_RE.test(f.service) ? 1 : CALLER_SCALE);
      }
    }
    // a caller's 5xx about a service that logs here says that service failed, not that a third
    // party did: callers can tell how (timed out, reset), never that it was a dependency
    for (const [cat, v] of callers.scores) {
      if (cat === "dependency") continue;
      ev.scores.set(cat, (ev.scores.get(cat) ?? 0) + v);
      ev.strongest.set(cat, Math.max(ev.strongest.get(cat) ?? 0, callers.strongest.get(cat) ?? 0));
      const l = callers.labels.get(cat);
      if (l && !ev.labels.has(cat)) ev.labels.set(cat, l);
    }
    decision = decideCategory(ev, MIN_CATEGORY_SCORE);
  }
  // a database server failing without saying why (it crashed, lost its primary, went quiet): whatever its callers
  // make of it, the database is the failure
  const serverFailed = decision.category === "unknown" && isDatabaseServer(origin.service);
  if (serverFailed) decision = { ...decision, category: "database", label: "the database server failed" };
  // its calls failing (reset, timed out) while its supervisor reports it OOMKilled: the kills are why, the calls cut
  // short by them are what it said
  if (OUTWARD.has(decision.category) && supervisorReportsMemoryKill(agg, origin.service))
    decision = { ...decision, category: "memory", label: "out of memory (OOM killed / exit 137)" };
  // a proxy refusing requests itself (its limiter, a missing route): the errors it serves beside are those refusals,
  // not its upstream failing
  const refusal = origin.anomalies
    .map((a) => proxysOwnRefusal(a.stat.firstBad?.message ?? ""))
    .find((r) => r !== undefined);
  if (refusal && (decision.category === "dependency" || decision.category === "unknown"))
    decision = {
      ...decision,
      category: refusal,
      label: refusal === "rate_limiting" ? "requests refused by its own rate limiter" : "no route for the requests",
    };
  const cause = origin.anomalies[causeIndex];
  const signals = cause?.stat.signals ?? (silentCause ? readSignals(silentCause.message) : undefined);
  const causeMessage = cause ? (cause.stat.firstBad?.message ?? cause.stat.first.message) : silentCause?.message;
  // a host that does not resolve, a port nobody listens on or a URL that is not there (404), right after the origin
  // changed its settings: the endpoint it was given is wrong (configuration), the network or the callee is fine
  const unreached = origin.anomalies
    .map((a) => (a.stat.firstBad?.message ?? "").slice(0, 2000))
    .filter((m) => UNREACHED_ENDPOINT_RE.test(m));
  if ((decision.category === "network" || decision.category === "dependency") && unreached.length > 0) {
    if (settingsChanged())
      decision = { ...decision, category: "configuration", label: "endpoint setting changed just before" };
    else if (settingNamesUnreachedHost(agg, loc, unreached))
      decision = { ...decision, category: "configuration", label: "endpoint its settings name is unreachable" };
  }
  // a resource named by the value its settings just changed to (an index alias, a bucket, a queue) is not there
  if (
    CHANGEABLE.has(decision.category) &&
    failsOnChangedValue(
      agg,
      loc,
      origin.anomalies.map((a) => a.stat.firstBad?.message ?? ""),
    )
  )
    decision = { ...decision, category: "configuration", label: "fails on the value its settings just changed to" };
  // a timeout or a full pool at the very limit its settings just gave: the limit is wrong
  else if (
    (CHANGEABLE.has(decision.category) || decision.category === "timeout") &&
    failsAtChangedLimit(
      agg,
      loc,
      origin.anomalies.map((a) => a.stat.firstBad?.message ?? ""),
    )
  )
    decision = { ...decision, category: "configuration", label: "fails at the limit its settings just set" };
  // a service it could not find whose name is one slip from one that logs here, or a host in a cluster domain one slip
  // from cluster.local: its settings misspell it
  if (CHANGEABLE.has(decision.category) && decision.category !== "database") {
    const missing = origin.anomalies
      .map((a) => (a.stat.firstBad?.message ?? "").slice(0, 2000))
      .filter((m) => MISSING_RE.test(m) || UNREACHED_ENDPOINT_RE.test(m));
    const meant = misspeltServiceIn(missing, agg.services.keys());
    const domain = meant ? undefined : misspeltClusterDomainIn(missing);
    if (meant) decision = { ...decision, category: "configuration", label: `names ${meant} misspelt` };
    else if (domain) decision = { ...decision, category: "configuration", label: `names the cluster domain ${domain}` };
  }
  // a peer's certificate it no longer trusts right after its settings changed: its trust store (CA bundle) setting,
  // not the path
  const distrusts = origin.anomalies.some((a) =>
    TRUST_FAILURE_RE.test((a.stat.firstBad?.message ?? "").slice(0, 2000)),
  );
  if ((decision.category === "network" || decision.category === "unknown") && distrusts && settingsChanged())
    decision = { ...decision, category: "configuration", label: "trust store setting changed just before" };
  // a client's pool with no connection to lend while the connections it opens are refused their password (a rotated
  // secret it still holds the old one of): the password is why, not the database's load
  if (
    (decision.category === "database" || decision.category === "timeout") &&
    !isDatabaseServer(origin.service) &&
    origin.anomalies.some((a) => DATABASE_LOGIN_REFUSED_RE.test((a.stat.firstBad?.message ?? "").slice(0, 600)))
  )
    decision = { ...decision, category: "authentication", label: "its database refuses its password" };
  // a failure that states no cause, begun just after the origin loaded new settings (a configmap revision, a release
  // stating the environment it brings): the settings are the likeliest cause (not of something missing that the change
  // does not name: that would have named it)
  if (
    decision.category === "unknown" &&
    !origin.anomalies.some((a) => MISSING_RE.test((a.stat.firstBad?.message ?? "").slice(0, 600))) &&
    settingsChanged()
  )
    decision = { ...decision, category: "configuration", label: "failing since its settings changed" };
  else if (decision.category === "database" && !serverFailed && dataSourceChangedBefore(agg, loc))
    decision = {
      ...decision,
      category: "configuration",
      label: "database errors since its datasource setting changed",
    };
  const what = cause
    ? agg.templateText(cause.stat)
    : (silentCause?.message.split("\n")[0] ?? "stopped answering, no error of its own");
  return {
    ...decision,
    // it quotes the line's own words, which may hold a credential (a broker URL with its password): redacted once
    // here, before the summary and the actions repeat it
    errorType: redact(
      errorTypeOf(
        decision.category,
        // (the server's failure in its own words, which named no category)
        serverFailed && decision.category === "database" ? `${decision.label}: ${oneLine(what)}` : decision.label,
        signals,
        what,
        causeMessage ? evidenceText(causeMessage, decision.category) : undefined,
      ),
    ),
    causeTemplateIndex: causeIndex,
    silentCause,
  };
}

/** Categories of a service's failing calls to others: what its own lines say when it is killed mid-call. */
const OUTWARD = new Set<string>(["network", "timeout", "dependency"]);

/** kubelet, the orchestrator's events or systemd naming the service as killed for memory (OOMKilled, exit 137). */
function supervisorReportsMemoryKill(agg: Aggregates, service: string): boolean {
  const lower = service.toLowerCase();
  for (const t of agg.templates.values()) {
    if (!SUPERVISOR_RE.test(t.service)) continue;
    const said = t.first.message;
    if (saysKilledForMemory(said) && said.toLowerCase().includes(lower)) return true;
  }
  return false;
}

/** A warning or error the origin logs a few times, new around its onset: its own words for why it starts failing. */
const EXPLANATION_BEFORE_MS = 60000;
const EXPLANATION_AFTER_MS = 15000;
const EXPLANATION_MAX_LINES = 5;
const EXPLANATION_SCALE = 3;

/**
 * "MQTT_BROKER_URL not set, falling back to localhost", logged once as the failure starts: too rare to be a change of
 * its own, yet the reason for the change. Templates the origin already logged before are background, not reasons.
 */
/**
 * What a template's failure says of itself: its first bad line, or a later one of it with the stack that line lacked.
 */
function explainedBy(t: TemplateStat): string {
  const first = t.firstBad?.message ?? t.first.message;
  return t.detailedBad && !first.includes("\n") ? t.detailedBad.message : first;
}

function addOnsetExplanations(agg: Aggregates, origin: ServiceFinding, ev: CategoryEvidence): void {
  const abnormal = new Set(origin.anomalies.map((a) => a.stat));
  for (const t of agg.templates.values()) {
    if (t.service !== origin.service || abnormal.has(t) || !t.firstBad || t.badCount > EXPLANATION_MAX_LINES) continue;
    if (t.firstTs < origin.onset - EXPLANATION_BEFORE_MS || t.firstTs > origin.onset + EXPLANATION_AFTER_MS) continue;
    // a call being retried, or a connection being made again, says what failed to answer, not why this service fails
    if (isRetryInProgress(t.firstBad.message) || RECONNECTING_RE.test(t.firstBad.message.slice(0, 300))) continue;
    const said = t.firstBad.message;
    // nor does a request it refused for the client's own doing ("POST /p/a88b rejected with 401: missing bearer token")
    if (refusedClient(said)) continue;
    addCategoryEvidence(ev, said, FALLBACK_RE.test(said.slice(0, 600)) ? FALLBACK_SCALE : EXPLANATION_SCALE);
  }
}
const RECONNECTING_RE = /\breconnecting\b/i;
// a call of its own that was answered so, not a request it answered: a URL, a callee, "from", "upstream"
const OWN_CALL_RE = /\bhttps?:\/\/|\b(call(ing|ed)?|request(ing)? to|from|upstream)\b/i;
/** A request it refused with a 4xx for the client's own doing, not a call of its own answered so. */
const refusedClient = (said: string) => servedClientError(said) && !OWN_CALL_RE.test(said.slice(0, 300));
// a setting it could not use, replaced by a default ("invalid value for MAX_BATCH_BYTES: '10MB'; using default 1024";
// "TUNNEL_PLC_HOST is not set; defaulting to 127.0.0.1"): whatever fails next fails on that default
const FALLBACK_RE =
  /\b(using|use|fall(ing|s)? ?back to|reverting to) (the )?default\b|\bfalling back to\b|\bdefaulting to\b/i;
const FALLBACK_SCALE = 10;

const REFUSED_RE = /\b(ECONNREFUSED|connection refused|connect: refused|no healthy upstream|0 ready endpoints)\b/i;

/**
 * Category evidence for an origin whose abnormal lines (if any) never say why: its own error lines, too few to be a
 * change, and supervisors' reports on it; not its notices (a deprecation), its calls to others being retried, nor
 * its access lines (what it answered, not why).
 */
function addSilentOriginEvidence(
  agg: Aggregates,
  service: string,
  ev: CategoryEvidence,
  saidUntil: number,
  // (for a service that logged nothing abnormal: when its failure began, less a minute)
  failingFrom = Number.NEGATIVE_INFINITY,
): Occurrence | undefined {
  let strongest: { occ: Occurrence; score: number } | undefined;
  const lower = service.toLowerCase();
  const kills = kernelKills(agg);
  for (const t of agg.templates.values()) {
    const message = t.firstBad ? explainedBy(t) : "";
    const own =
      t.firstBad !== undefined &&
      t.service === service &&
      t.firstTs <= saidUntil &&
      // (a runtime's abort banner on stderr, stamped INFO by its collector, is bad by its words)
      (t.errorCount + t.fatalCount + t.warnCount > 0 || t.badCount > 0) &&
      !isBackgroundNotice(message) &&
      !isRetryInProgress(message) &&
      !isServedErrorLine(message) &&
      !refusedClient(message) &&
      // (nor a warning refusing what a client sent that it gave long before it failed, its business as usual: "order
      // rejected: notional exceeds limit")
      !(
        t.firstTs < failingFrom &&
        t.errorCount + t.fatalCount === 0 &&
        categoryOfText(message.slice(0, 600)) === "validation"
      );
    // a supervisor's report counts at any level: kubelet's "OOMKilling" event and supervisord's "exited" are INFO
    const said = own ? t.firstBad : t.first;
    const supervisor = !own && SUPERVISOR_RE.test(t.service) && said?.message.toLowerCase().includes(lower);
    if (!said || (!own && !supervisor)) continue;
    if (supervisor)
      for (const kill of kills) {
        const lead = said.timestamp - kill.timestamp;
        if (lead >= 0 && lead <= KERNEL_KILL_LEAD_MS) addCategoryEvidence(ev, kill.message, 1);
      }
    const text = own ? message : said.message;
    const single = emptyEvidence();
    addCategoryEvidence(single, text, 1);
    const score = Math.max(0, ...single.scores.values());
    if (score === 0) continue;
    addCategoryEvidence(ev, text, 1 + Math.log10(Math.max(own ? t.badCount : t.count, 1)));
    if (own && (!strongest || score > strongest.score)) strongest = { occ: said, score };
  }
  return strongest?.occ;
}

/**
 * The kernel's kills of processes it names by command (`beam.smp`, `java`), not by service: one moments before a
 * supervisor reports a service's process killed ("x.service: Main process exited, code=killed") is why it died.
 */
function kernelKills(agg: Aggregates): Occurrence[] {
  const out: Occurrence[] = [];
  for (const t of agg.templates.values()) {
    const kill = t.firstBad ?? t.first;
    if (isKernelKill(t.service, kill.message)) out.push(kill);
  }
  return out;
}

function specificOf(s: Signals | undefined): string | undefined {
  if (!s) return undefined;
  if (s.exception) return s.exception;
  if (s.errno) return s.errno;
  if (s.sqlstate) return /^\d{4}$/.test(s.sqlstate) ? `error ${s.sqlstate}` : `SQLSTATE ${s.sqlstate}`;
  if (s.code) return s.code;
  if (s.status) return `HTTP ${s.status}`;
  return undefined;
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").slice(0, 80);

export function errorTypeOf(
  category: Category,
  label: string,
  s: Signals | undefined,
  template: string,
  evidence?: string,
): string {
  const specific = specificOf(s);
  if (category === "unknown") {
    const what = oneLine(template);
    return specific ? `unknown failure (${specific}): ${what}` : `unknown failure: ${what}`;
  }
  // the label names the family; the matched words name this failure ("Duplicate entry", "kafka ... brokers")
  const lower = label.toLowerCase();
  const named = evidence && !lower.includes(evidence.toLowerCase()) ? `${label} (${evidence})` : label;
  if (!specific) return named;
  return named.toLowerCase().includes(specific.toLowerCase()) ? named : `${specific}: ${named}`;
}
