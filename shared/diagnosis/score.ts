// Score stage: severity from impact (error volume and rate against baseline, how many services
// are hit, how much of the origin's own work fails) and a confidence from how clear the origin
// and the category are.
import type { Severity } from "../domain/analysis-vocabulary.js";
import type { Aggregates, TemplateStat } from "./aggregate.js";
import { confidenceFeatures, confidenceFrom } from "./calibration.js";
import { categoryOfText } from "./categories.js";
import { failuresWithinRestart, restartSpanOf, withinRestart } from "./change.js";
import type { ClassifyResult } from "./classify.js";
import { type Anomaly, evenlySpread, fromFirstMinuteToEnd } from "./detect.js";
import {
  gaveUp,
  isRetryInProgress,
  proxysOwnRefusal,
  SERVER_ERROR_STATUS_RE,
  saysFailure,
  saysHowItCopes,
  saysProcessDied,
  servedClientError,
  servedServerError,
  toldWhenToRetry,
  withoutRecoveredPanics,
} from "./line-verdict.js";
import type { Localization, ServiceFinding } from "./localize.js";
import { outsideHostsOf, ServiceMatcher, SUPERVISOR_RE } from "./mentions.js";
import { oneItemFailed } from "./one-item.js";
import { loginAttack, onlyRefusesOutsiders, REQUESTS_OWN_STATUSES, refusedOutsidersOnly } from "./refusals.js";
import { AGENT_RE, fromARobot, SCRIPT_AGENT_RE } from "./robots.js";
import { fellSilentAfter, REPEATED_DEATHS, WORKLOAD_DEATH_RE } from "./sentinel.js";
import { readSignals } from "./signals.js";
import { BINS } from "./time-axis.js";

/** Below this many abnormal error lines an anomaly is a blip, not an incident. */
export const MIN_INCIDENT_ERRORS = 5;

// a service name marking a copy outside production: "job-scheduler-staging", "appointment-svc-pr-2639", "pay-sandbox"
const OUTSIDE_PRODUCTION_RE = /(?:^|-)(?:staging|stg|preview|pr-\d+|sandbox|load-?test|uat)(?:-|\d|$)/i;

export interface Impact {
  errorLines: number;
  /** Few lines, but a real failure: the origin raised an exception that another service felt. */
  serious: boolean;
  /** Warnings in one service that stopped by themselves well before the window ends, felt by no one else. */
  passingBlip: boolean;
  /**
   * Every service that failed was back to normal well before the window ended, none naming another as its cause, no
   * stack in the origin's own code, no process dead, a few hundred lines at most: an episode that passed.
   */
  pastLongBefore?: boolean;
  /**
   * The ordinary work of the origin and of every service saying something failed went on at its pace after their
   * errors began (their lines that never said anything wrong, per minute, as many as before), with no stack in the
   * origin's own code, no process dead, no service naming another nor a request traced to it failing in a caller, and
   * every service's abnormal lines over a minute before the window's end: a side show beside the work, not an outage
   * of it (severity reads it so unless the origin's errors lasted to the end all the same).
   */
  paceKept?: boolean;
  /**
   * The ordinary work of the origin and of every service saying something failed went on at most of its pace after
   * their errors began (three fifths of it, at least), no service named another and no request was traced to the
   * origin failing in a caller: severity reads it as low when what the errors say names no failing part (input refused,
   * a limit, no cause at all) and they did not last to the window's end.
   */
  workWentOn?: boolean;
  /**
   * The work went on (as workWentOn), the origin failed less than a tenth of it, and not one abnormal line anywhere was
   * logged at ERROR or worse: warnings beside the work, which severity reads as low.
   */
  warnedBesideWork?: boolean;
  /**
   * The work went on, and every other service with abnormal lines only answered its clients' requests with a refusal
   * of the request itself (400, 404, 409, 410, 412, 422), at no error level: what the origin failed was those requests, refused
   * by a rule of the business (an overdraft blocked, a document checked out to someone else), not its work. (Severity
   * reads it so only when the origin's words name no cause: one saying the input was invalid may be refusing what it
   * should take, a release's new schema refusing every client's orders.)
   */
  refusedToClients?: boolean;
  /**
   * The work went on, no process died, the origin's abnormal lines say nothing of ours failed though logged at ERROR
   * (an alarm a customer's panel sent, a machine's fault code: events of the business it records), and either it
   * failed less than a tenth of its work and every other service that said something failed says how it gets past it,
   * or every other service with abnormal lines tells events too or gets past what failed (a reader's bad frames beside
   * bins refused for contamination). Severity reads it as low when those words name no cause.
   */
  eventsBesideWork?: boolean;
  services: number;
  originFailureRate: number;
  /** The origin failed at ERROR many times and was still failing when the window ended. */
  lastsToEnd?: boolean;
  /**
   * An episode beside the work: the origin, alive and not silent, failed less than a tenth of its work and had been
   * quiet for a minute when the window ended, no other service named it, more than one and under a hundred lines in all
   * said something failed, and the failure was no job's run, no task given up and no heap exhausted.
   */
  unfeltEpisode?: boolean;
  /** The only service saying something failed failed on one item again and again (see one-item.ts). */
  oneItemOnly?: boolean;
  /** The strongest anomaly's statistical strength (see detect.ts). */
  maxStrength: number;
  /** The origin's process died or could not start: FATAL lines, a runtime's crash banner. */
  processDied: boolean;
  /**
   * A failure that pages however small it looks: the process died or crash-loops, a job's run failed or its runner gave
   * up on it, a heap was exhausted. The incident gate does not weigh these.
   */
  pagesRegardless?: boolean;
  /** Nothing failed but retries in progress: warnings of calls being retried, none given up, no error anywhere. */
  retriesOnly?: boolean;
  /** Callers named the origin or quoted its failed requests: its failure reached others through their calls. */
  propagated?: boolean;
  /**
   * Every abnormal line is a request refused as the client's fault (4xx), all from one outside address or one client
   * the lines name (a user, an API key), robots (scripts, crawlers and scanners, whichever) set aside.
   */
  oneBadClient?: boolean;
  /**
   * The origin alone says anything failed, and only in warnings refusing malformed requests (a 400, 404 or 422 it
   * answered, input it rejected as invalid) from outside: clients sending what it rightly refuses (a scanner, a
   * partner's bad payloads). A refused login or a limit may be ours; so may a caller of the window refused.
   */
  refusesMalformed?: boolean;
  /**
   * Every service saying something failed only refuses outsiders (a scanner blocked, users' wrong passwords, a role a
   * user lacks), its ordinary traffic going on, with no attack on logins under way.
   */
  refusedOutsiders?: boolean;
  /** A job or task failed once or twice alone, and its runner scheduled it again at once (Airflow's UP_FOR_RETRY). */
  retryScheduled?: boolean;
  /**
   * Every service involved is a copy outside production by its name (a staging stack, a pull request's preview, a
   * sandbox, a load test) whose lines reach the same stream: no user of production is failed.
   */
  outsideProduction?: boolean;
  /**
   * Several services changed, each in a harmless way of its own: one skips malformed records, one refuses one
   * partner's requests, one retries and gets through. Nothing in the window failed.
   */
  eachHarmless?: boolean;
  /**
   * The origin's warnings or errors each say how it carries on (items skipped, a fallback used, queued for retry), and
   * nothing else fails beyond a few lines.
   */
  coping?: boolean;
  /** Every failure began and ended during a restart of the services involved (a rollout's resets and probes). */
  duringRestart?: boolean;
  /**
   * Warnings only, none saying that anything failed or naming a cause (a queue above target, a slow answer): nobody
   * reports a failure.
   */
  noFailureSaid?: boolean;
  /**
   * Every abnormal line, in every service, tells of the business in its own words (an order refused for a stated reason,
   * a device's alarm, a bounced mail): none says that a request failed as such (a 5xx, an internal or unexpected error,
   * an exception), that work was not done or could not be, that a process exited or that work stalled; nobody went
   * quiet, and the origin still did most of its work. With no cause named either, these are the business's events, not
   * a failure of ours.
   */
  toldInBusinessWords?: boolean;
  /**
   * The origin failed a few times among much work that went on succeeding (one request's exception), its process did
   * not die, and those who felt it felt those few requests only.
   */
  fewFailedRequests?: boolean;
  /**
   * A trickle: a few dozen failed lines at most, a sliver of the estate's traffic and of the origin's own work since
   * it began, no process dead nor any service gone silent (a busy estate's sporadic errors, not an outage).
   */
  trickle?: boolean;
  /**
   * One service's error there from the window's first minute to its end at an even rate, a minority of its work, that
   * nobody else felt nor named and no process died of: the estate's steady background, not a failure that began just
   * before the window (severity reads it so only when it states no cause: a deadlock, a lookup or a provider's 5xx
   * found going on as the window opens may be the incident it was opened for).
   */
  steadyBackground?: boolean;
  /**
   * The origin's abnormal lines call many different hosts outside the estate (a crawler's fetches, webhooks to
   * customers' endpoints): what fails there is the outside world's sites, one by one, not a dependency of ours.
   */
  manyOutsideHosts?: boolean;
}

const IPV4_RE = /\b(?:\d{1,3}\.){3}\d{1,3}\b/g;
// addresses inside a network (a proxy, a gateway, a caller) stand for many clients, never for one
const PRIVATE_IPV4_RE = /^(?:10\.|127\.|169\.254\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.)/;

/**
 * One outside client sending bad requests (a broken script, a scanner): every abnormal template is a 4xx the
 * service answered, or a warning rejecting its input, and one client is in every sample: a public address, a client
 * or user field, or an agent's name said outside its agent string too ("rejected bid from MP7001 (legacy-ems-export)"
 * beside the proxy's "legacy-ems-export/0.9"). The service works; that client does not. A client that is a service
 * of the window is an internal caller sending what it should not: a failure of ours. Robots of several kinds refused
 * (curl, Scrapy, GPTBot, a scanner's probes, at many addresses) are set aside: alone, they are one such client; beside
 * them, the one client left must be.
 */
function oneBadClient(anomalies: Anomaly[], witnesses: Anomaly[], isService: (name: string) => boolean): boolean {
  const samples: string[] = [];
  for (const a of anomalies) {
    const said = a.stat.firstBad?.message ?? "";
    const served = servedClientError(said);
    if (a.stat.fatalCount > 0 || !(served || rejectsInput(a, said))) return false;
    // (a template's samples may be its ordinary lines too: a proxy's 200s beside the one client's 400s)
    const bad = served ? a.stat.samples.filter(servedClientError) : a.stat.samples;
    for (const sample of bad.length > 0 ? bad : [said]) samples.push(sample.slice(0, 600).toLowerCase());
  }
  if (samples.length === 0) return false;
  // (scripts, crawlers and scanners refused, whichever they are, are robots kept out, not users failed: beside them,
  // the one client left is the bad one)
  const humans = samples.filter((sample) => !fromARobot(sample));
  if (humans.length === 0) return true;
  return oneClientIn(humans, witnesses, isService);
}

/** Every (lower-cased) sample names the same client that is not a service of the window. */
function oneClientIn(samples: string[], witnesses: Anomaly[], isService: (name: string) => boolean): boolean {
  const agents = new Set<string>();
  const ids = new Set<string>();
  // who the client is may be said only by a proxy that logs no failure of its own (its access line's 400)
  const proxySaid = witnesses.flatMap((a) =>
    a.stat.samples.filter(servedClientError).map((x) => x.slice(0, 600).toLowerCase()),
  );
  for (const sample of [...samples, ...proxySaid]) {
    for (const id of clientsOf(sample)) ids.add(id);
    for (const m of sample.matchAll(AGENT_RE)) agents.add(m[1]);
  }
  const everywhere = (id: string) => !isService(id) && samples.every((sample) => sample.includes(id));
  if ([...ids].some(everywhere)) return true;
  // an agent's product token names one client only where a line also says it outside an agent string, or where it is
  // a script's HTTP library (one scraper, whatever addresses it comes from), not a browser's or an app's
  return [...agents].some(
    (agent) =>
      everywhere(agent) &&
      (SCRIPT_AGENT_RE.test(agent) || samples.some((sample) => sample.replaceAll(`"${agent}/`, "").includes(agent))),
  );
}

// a warning refusing what a client sent: bad input, bad credentials, over its limit (an error would be the service's,
// but for a proxy's own limiter: nginx logs each request its limit_req refuses at error level)
const REJECTION_CATEGORIES = new Set(["validation", "authentication", "rate_limiting"]);
const rejectsInput = (a: Anomaly, said: string) =>
  (a.stat.errorCount === 0 || proxysOwnRefusal(said) === "rate_limiting") &&
  REJECTION_CATEGORIES.has(categoryOfText(said.slice(0, 600)));

// a request refused as malformed: a 400, 404 or 422, never a refused login (401, 403) or a limit (429)
const MALFORMED_STATUS_RE = /\b(?:400|404|422)\b/;
function refusesMalformed(a: Anomaly): boolean {
  const said = (a.stat.firstBad?.message ?? "").slice(0, 600);
  const category = categoryOfText(said);
  return (
    (servedClientError(said) && MALFORMED_STATUS_RE.test(said) && category !== "authentication") ||
    (rejectsInput(a, said) && category === "validation")
  );
}

function refusedAsTheRequests(message: string): boolean {
  const status = readSignals(message.length > 600 ? message.slice(0, 600) : message).status;
  return status !== undefined && REQUESTS_OWN_STATUSES.has(status);
}

// a card the customer's bank declined (Stripe's decline codes, "Processor Declined"): the business working, at any level
const CARD_DECLINED_RE =
  /\bcard_declined\b|\binsufficient_funds\b|\bexpired_card\b|\bincorrect_cvc\b|\bdo_not_honou?r\b|\bYour card (?:was declined|has insufficient funds|has expired)\b|\bProcessor Declined\b/i;
// a database refusing a client's write of a row it already holds: the client's conflict (an idempotent job's re-run)
const DUPLICATE_KEY_RE =
  /\bduplicate key value violates unique constraint\b|\bDuplicate entry '[^'\n]{0,80}' for key\b|\bE11000 duplicate key error\b|\bUNIQUE constraint failed\b|\bKey \([^)\n]*\)=\([^)\n]*\) already exists\b/i;
const refusedByTheirDoing = (a: Anomaly) => {
  const said = (a.stat.firstBad?.message ?? "").slice(0, 600);
  return CARD_DECLINED_RE.test(said) || DUPLICATE_KEY_RE.test(said);
};

/**
 * Every abnormal line of the service a warning refusing an outside client's malformed request, a customer's card
 * declined or a client's duplicate row refused: none names a service of the window (`names`) as the sender, an internal
 * caller sending what it should not.
 */
function refusesOnlyMalformed(agg: Aggregates, f: ServiceFinding, names: () => ServiceMatcher): boolean {
  const malformed = f.anomalies.filter((a) => a.stat.errorCount + a.stat.fatalCount === 0 && refusesMalformed(a));
  return (
    f.anomalies.length > 0 &&
    f.anomalies.every((a) => malformed.includes(a) || (a.stat.fatalCount === 0 && refusedByTheirDoing(a))) &&
    refusedBesideTraffic(agg, f, malformed) &&
    !f.anomalies.some((a) => a.stat.samples.some((said) => names().find(said.slice(0, 600), f.service).length > 0))
  );
}

/** Refusals at most this share of the service's ordinary lines beside them are clients' mistakes, not its traffic. */
const REFUSED_MAX_SHARE = 0.5;

/**
 * Its refusals of malformed input are a part of what it does, not most of it: more refused than served is every
 * client's input refused (a charge point firmware's new message shape), which is a failure whoever sends it. (A card
 * declined or a duplicate row refused is the other party's doing however often: a database logs little else.)
 */
function refusedBesideTraffic(agg: Aggregates, f: ServiceFinding, malformed: Anomaly[]): boolean {
  const svc = agg.services.get(f.service);
  if (!svc || malformed.length === 0) return true;
  const ordinary =
    agg.axis.linesBetween(svc.series, f.onset, agg.maxTs) - agg.axis.linesBetween(svc.badSeries, f.onset, agg.maxTs);
  return malformed.reduce((n, a) => n + a.badAfter, 0) <= REFUSED_MAX_SHARE * ordinary;
}

// a runner putting a failed task or job back in line: Airflow's "Marking task as UP_FOR_RETRY", "will be retried",
// "requeued", "rescheduled"; not one that gave up on it ("Marking task as FAILED", "giving up")
const RETRY_SCHEDULED_RE =
  /\bUP_FOR_RETRY\b|\b(?:will be|scheduled (?:to be|for)) retried\b|\bscheduled for retry\b|\brequeued\b|\brescheduled\b/i;
const GAVE_UP_ON_TASK_RE = /\bMarking task as FAILED\b|\bfailed permanently\b|\bmoved to (?:the )?dead[- ]letter\b/i;
/** A task failing this many times at most, each put back in line, is a hiccup its retries cover. */
const RETRIED_JOB_MAX_FAILURES = 3;
/** ...put back within this long of its failure. */
const RETRY_SCHEDULED_WITHIN_MS = 60_000;

/** The origin's runner said, from its onset on, that it gave up on a task ("Marking task as FAILED"). */
function gaveUpOnTask(agg: Aggregates, o: ServiceFinding): boolean {
  for (const t of agg.templates.values())
    if (t.service === o.service && t.lastTs >= o.onset && GAVE_UP_ON_TASK_RE.test(t.first.message.slice(0, 300)))
      return true;
  return false;
}

function retriedAfter(agg: Aggregates, o: ServiceFinding): boolean {
  let scheduled = false;
  for (const t of agg.templates.values()) {
    if (t.service !== o.service) continue;
    const said = t.first.message.slice(0, 300);
    if (GAVE_UP_ON_TASK_RE.test(said) || (t.firstBad && gaveUp(t.firstBad.message))) return false;
    if (RETRY_SCHEDULED_RE.test(said) && t.firstTs >= o.onset && t.firstTs - o.onset <= RETRY_SCHEDULED_WITHIN_MS)
      scheduled = true;
  }
  return scheduled;
}

// who sent a request, as a line names them: a user, client, account or API key (not an ARN's or URN's first part;
// "from API key pk_live_…7f2a: …" is a key, whatever follows it; "for client loadtest-k6 (600 req/min)" a client)
const CLIENT_ID_RE =
  /\b(?:user|user_id|userid|uid|client|client_id|clientid|account|account_id|api_key|customer|tenant|tenant_id|app|app_version|client_version|sdk)[=:]\s*"?([\w.@-]{3,64})(?![\w.@:-])|\bapi key ([\w.@-]{3,64})(?![\w.@-])|\b(?:for|from) (?:client|user|account|customer) "?([\w.@-]{3,64})(?![\w.@:-])/g;

/** The public addresses and client identities a (lower-cased) line names. */
function clientsOf(line: string): Set<string> {
  const ids = new Set((line.match(IPV4_RE) ?? []).filter((ip) => !PRIVATE_IPV4_RE.test(ip)));
  for (const m of line.matchAll(CLIENT_ID_RE)) {
    const id = m[1] ?? m[2] ?? m[3];
    // (nginx's "client: 10.0.3.4" is an address too)
    if (!PRIVATE_IPV4_RE.test(id)) ids.add(id);
  }
  return ids;
}

// a runtime's own words for a process that died or never started
const PROCESS_DEATH_RE =
  /\bFATAL ERROR:|\bAPPLICATION FAILED TO START\b|\bpanic: |\bOOMKilled\b|\bexit(ed)? (with )?(code|status) 137\b|\bTerminating due to java\.lang\.OutOfMemoryError|\bcore dumped\b|\bfatal error: runtime:/;

// a request its client gave up on ("The client closed the connection", "client disconnected"), or a handshake its
// client cut off (nginx's "unexpected eof while reading) while SSL handshaking, client: …"): the client's choice
const CLIENT_GONE_RE =
  /\bclient (?:closed|disconnected|went away|aborted|cancell?ed)\b|\b(?:connection|request) (?:closed|aborted|cancell?ed) by (?:the )?client\b|\b(?:unexpected eof while reading|peer closed connection in SSL handshake)\b[^\n]{0,40}\bwhile SSL handshaking\b|\bError: aborted\n[^\n]{0,40}\n?\s*at (?:connResetException|abortIncoming)\b/i;
const clientWentAway = (message: string) => CLIENT_GONE_RE.test(message.slice(0, 300));

// a 5xx status, not a thing's number ("seller 579", "order #512") nor a decimal ("price 532.61")
const STATUS_5XX = String.raw`(?<!#|[\d.,]|\b(?:seller|order|customer|user|member|account|store|shop|site|room|seat|table|lane|gate|bay|door|unit|item|sku|ticket|booking|invoice|vehicle|route|stop|flight|locker|batch|job|no\.?|id)[\s:=#]{1,2})\b5\d\d\b(?![.,]\d)`;
// what a line names when it tells of a failure of ours: an error status served or met (not a thing's number: "seller
// 579"), a failure word, work it did not do ("Job X not ordered: calendar Y is not defined", "frame … not stored") (and
// in localized runtimes' words: "Der Dienst … wurde unerwartet beendet")
const FAILURE_TOLD_RE = new RegExp(
  `${STATUS_5XX}` +
    String.raw`|\b(?:error|fail\w*|exception|unable|cannot|could not|crash\w*|panic|unexpected\w*|terminated|killed|died|abort\w*|timed? ?out|timeout|refused|unreachable|unavailable|corrupt\w*|(?:is )?not (?:defined|ordered|stored|sent|saved|written|loaded|processed|imported)|undefined|Fehler|fehlgeschlagen|unerwartet|erreur|échec|fallo|falló)\b|失敗|エラー`,
  "i",
);

/** A line at error level that tells of an event in the business (an alarm, a fault code), not of a failure of ours. */
function recordsAnEvent(message: string): boolean {
  const head = message.length > 600 ? message.slice(0, 600) : message;
  const signals = readSignals(head);
  return signals.errorScore === 0 && signals.status === undefined && !FAILURE_TOLD_RE.test(head);
}

/** Each of its abnormal lines tells of an event in the business, or says how it carries on past what failed. */
const tellsEvents = (f: ServiceFinding) =>
  f.anomalies.every((a) => a.stat.fatalCount === 0 && (recordsAnEvent(a.stat.firstBad?.message ?? "") || copesWith(a)));

// (the header's own spelling: a body's "retry_after" may come with the request refused for good)
const toldToWait = (a: Anomaly) => toldWhenToRetry(a.stat.firstBad?.message ?? "");

/** A lone service whose change is only marginally significant is reported, but as low... */
const LONE_MIN_STRENGTH = 8;
/** ...unless it logged this many errors and was still failing in the window's last share. */
const LASTING_MIN_ERRORS = 10;
const LASTING_END_SHARE = 0.1;
const EPISODE_MAX_FAILURE_RATE = 0.1;
const EPISODE_MAX_LINES = 100;

/** Its abnormal lines are warnings that neither say something failed nor name a cause (slow answers, cache misses). */
const saysNothingFailed = (f: ServiceFinding) =>
  f.voice === 0 &&
  !f.silent &&
  f.anomalies.every((a) => categoryOfText(a.stat.firstBad?.message ?? a.stat.first.message) === "unknown");

export function impactOf(agg: Aggregates, loc: Localization): Impact {
  const errorLines = loc.findings.reduce((s, f) => s + f.errorCount, 0);
  // classifying every abnormal template's words is the costly part: once per finding
  const mute = new Set(loc.findings.filter(saysNothingFailed));
  const saying = loc.findings.filter((f) => !mute.has(f));
  // the estate's lines from the origin's onset bin
  let estateAfter = 0;
  for (let i = agg.axis.binOf(loc.origin.onset); i < BINS; i++) estateAfter += agg.total[i];
  const originFailureRate = failureRateOf(agg, loc.origin);
  const maxStrength = Math.max(0, ...loc.findings.flatMap((f) => f.anomalies.map((a) => a.strength)));
  const o = loc.origin;
  const nobodyNamed = loc.findings.every((f) => f.names.size === 0);
  // (what a side show beside the work needs: a voice of its own, nobody named, no request traced to it failing in a
  // caller; the pace of the work that went on, the slowest of the origin's and every other service's that says
  // something failed)
  const besideWork = !o.silent && o.tracedOrigin === 0 && nobodyNamed;
  const workPace = besideWork ? Math.min(...[o, ...saying].map((f) => ordinaryPaceOf(agg, f))) : 0;
  const workWentOn = workPace >= WORK_WENT_ON_SHARE;
  // (its steady output stopping after its failure: the process died of it, whoever else noticed)
  const diedOfIt = o.anomalies.some(
    (a) => a.stat.errorCount + a.stat.fatalCount > 0 && fellSilentAfter(agg, a.stat, agg.maxTs),
  );
  const felt =
    diedOfIt ||
    loc.findings.length > 1 ||
    o.tracedOrigin > 0 ||
    o.anomalies.some((a) => saysFailure(a.stat.firstBad?.message ?? ""));
  const serious =
    felt && (o.voice > 0 || o.silent) && (o.ownStack || o.tracedOrigin > 0 || o.namedBy.size > 0 || !o.silent);
  const span = Math.max(agg.maxTs - agg.minTs, 1000);
  // a callee its callers named in a few failed calls, logging on long after them: it answered badly for a moment
  const keptLogging = (f: ServiceFinding) =>
    (agg.services.get(f.service)?.lastTs ?? 0) - f.onset >=
    Math.max(BLIP_QUIET_AFTER_MS, BLIP_QUIET_AFTER_SHARE * span);
  const quietAfter = (f: ServiceFinding, least = BLIP_QUIET_AFTER_MS) =>
    agg.maxTs - f.lastSeen >= Math.max(least, BLIP_QUIET_AFTER_SHARE * span);
  // a caller whose failed calls (timeouts, an open breaker, failed health checks) all name callees that logged on as
  // before, or whose own few errors, stating no failure of their own code, were over long before the window ends (a
  // zone drained while its health check failed)
  const callsOnlyLiveCallees = (f: ServiceFinding) =>
    f.names.size > 0 &&
    [...f.names].every((n) => {
      const callee = loc.findings.find((g) => g.service === n);
      return callee !== undefined && (callee.silent ? keptLogging(callee) : !callee.ownStack && quietAfter(callee));
    });
  // each of its abnormal lines a call being retried or an item it carries on past
  // (a retry of what no retry changes, a permission denied it, gets over nothing: it fails again until someone grants it)
  const getsOver = (a: Anomaly) => {
    if (a.stat.fatalCount > 0) return false;
    const said = a.stat.firstBad?.message ?? "";
    return (isRetryInProgress(said) && categoryOfText(said.slice(0, 2000)) !== "authorization") || copesWith(a);
  };
  const copesOrRetries = (f: ServiceFinding) => f.anomalies.every(getsOver);
  // a lone warning burst, or a few relayed 5xx (callers saying an upstream answered 502, nobody failing in their own
  // code) or failed calls to callees that logged on as before, that stopped by itself long before the window ends (calls
  // still being retried beside it need not have stopped)
  const passingBlip =
    (loc.findings.length === 1 && o.voice < 2 && !o.silent && quietAfter(o)) ||
    (saying.reduce((n, f) => n + f.errorCount, 0) <= BLIP_MAX_RELAYED_LINES &&
      loc.findings.some((f) => !f.silent) &&
      loc.findings.every(
        (f) =>
          mute.has(f) ||
          (f.silent
            ? keptLogging(f)
            : (f.anomalies.length > 0 && copesOrRetries(f)) ||
              (((f.relayed >= 0.5 && !f.ownStack) || callsOnlyLiveCallees(f) || servesBareErrors(f)) && quietAfter(f))),
      ));
  // a few failures each service says it got over by itself (its breaker closed again, it reconnected), is still
  // retrying or carries on past (a cached answer): a dependency's hiccup handled as designed
  // the window's recovery lines, read once and only for a window this small
  let recoveries: TemplateStat[] | undefined;
  // the window's service names, lower-cased, read only if a client must be told from a service
  let services: Set<string> | undefined;
  const healed = (f: ServiceFinding) => {
    recoveries ??= [...agg.templates.values()].filter(
      (t) => t.badCount === 0 && RECOVERED_RE.test(t.first.message.slice(0, 300)),
    );
    return recoveries.some((t) => t.service === f.service && t.lastTs >= f.lastSeen && t.firstTs >= f.onset);
  };
  // the window's services, matched in a line only if a refusal must be told from an internal caller's
  let matcher: ServiceMatcher | undefined;
  const names = () => {
    matcher ??= new ServiceMatcher(agg.services.keys());
    return matcher;
  };
  const isService = (name: string) => {
    services ??= new Set([...agg.services.keys()].map((s) => s.toLowerCase()));
    return services.has(name);
  };
  const handled = (f: ServiceFinding) => healed(f) || copesOrRetries(f);
  const selfHealed =
    errorLines <= BLIP_MAX_RELAYED_LINES &&
    !o.silent &&
    loc.findings.some((f) => !mute.has(f)) &&
    loc.findings.every((f) => mute.has(f) || handled(f));
  const processDied =
    diedOfIt ||
    o.anomalies.some(
      (a) =>
        a.stat.fatalCount > 0 ||
        PROCESS_DEATH_RE.test(withoutRecoveredPanics((a.stat.firstBad?.message ?? "").slice(0, 4000))),
    );
  // callees whose every caller naming them was only retrying: what they answered (a shed 503) was got over
  const retriers = loc.findings.filter(
    (f) => f.anomalies.length > 0 && f.anomalies.every((a) => isRetryInProgress(a.stat.firstBad?.message ?? "")),
  );
  // a proxy between them serving the failed attempts (Envoy's "503 UH" naming the retrying client): its failed
  // answers are those attempts, so there are no more of them than the retries
  const retries = retriers.reduce((n, r) => n + r.anomalies.reduce((m, a) => m + a.badAfter, 0), 0);
  const passesOnRetried = (f: ServiceFinding) =>
    !retriers.includes(f) &&
    f.anomalies.length > 0 &&
    f.anomalies.every((a) => servedServerError(a.stat.firstBad?.message ?? "")) &&
    retriers.some((r) => f.names.has(r.service)) &&
    f.anomalies.reduce((n, a) => n + a.badAfter, 0) <= retries;
  const proxies = new Set(retriers.length > 0 ? loc.findings.filter(passesOnRetried) : []);
  // (named in a word of its own or inside the retry policy's: Resilience4j's "Retry 'retry-quote-svc'")
  const retriedOver = (f: ServiceFinding) =>
    retriers.some(
      (r) =>
        r.names.has(f.service) ||
        r.anomalies.some((a) =>
          (a.stat.firstBad?.message ?? "").slice(0, 300).toLowerCase().includes(f.service.toLowerCase()),
        ),
    ) && loc.findings.every((g) => !g.names.has(f.service) || retriers.includes(g) || proxies.has(g));
  const retriedThrough = new Set(retriers.length > 0 ? loc.findings.filter(retriedOver) : []);
  // (a server's "Retry-After" is a wait it told the caller to take before retrying: at warning level, nothing failed yet)
  const retriesOnly =
    loc.findings.some((f) =>
      f.anomalies.some((a) => isRetryInProgress(a.stat.firstBad?.message ?? "") || toldToWait(a)),
    ) &&
    loc.findings.every(
      (f) =>
        // (a proxy's access lines take their level from the status they served)
        proxies.has(f) ||
        f.anomalies.every((a) => {
          const said = a.stat.firstBad?.message ?? "";
          return (
            a.stat.errorCount + a.stat.fatalCount === 0 &&
            (isRetryInProgress(said) ||
              toldToWait(a) ||
              a.stat.signals.errorScore < 0.7 ||
              clientWentAway(said) ||
              retriedThrough.has(f))
          );
        }),
    );
  // (read once: the crash loop, the task given up on and the heap exhausted serve several readings below)
  const loops = crashLoop(loc);
  const gaveUp = gaveUpOnTask(agg, o);
  const heapExhausted = o.anomalies.some((a) => OUT_OF_MEMORY_RE.test((a.stat.firstBad?.message ?? "").slice(0, 4000)));
  // a scheduled job's run is all the work it had: failing it is not one request among many
  const jobRunFailed = o.anomalies.some((a) => JOB_FAILED_RE.test((a.stat.firstBad?.message ?? "").slice(0, 600)));
  const fewFailedRequests =
    !o.silent &&
    !processDied &&
    o.errorCount <= FEW_FAILED_REQUESTS &&
    originFailureRate < FEW_FAILED_SHARE &&
    !jobRunFailed &&
    loc.findings.every(
      (f) =>
        f === o ||
        mute.has(f) ||
        (f.names.has(o.service) && f.errorCount <= FEW_FAILED_REQUESTS) ||
        f.anomalies.every(copesWith),
    );
  const loginsAttacked = loginAttack(saying);
  const failingRuns = o.anomalies.some((a) => a.kind === "runs");
  // (a job's last run failing is its failure lasting: it logs nothing between runs)
  const lastsToEnd =
    (o.errorCount >= LASTING_MIN_ERRORS && agg.maxTs - o.lastSeen <= LASTING_END_SHARE * span) || failingRuns;
  // a service whose every abnormal line is its answer refusing a client's request as the request's own matter (and
  // the origin's own words for what it refused name no failure of its own: "code=WALLET_UNAVAILABLE" does)
  const refusesByRule = () => o.anomalies.every((a) => readSignals(a.stat.firstBad?.message ?? "").errorScore < 1);
  const answersRefusals = (f: ServiceFinding) =>
    f.anomalies.length > 0 &&
    f.anomalies.every(
      (a) => a.stat.errorCount + a.stat.fatalCount === 0 && refusedAsTheRequests(a.stat.firstBad?.message ?? ""),
    );
  // (or a few lines each service spread a minute or more apart, from services whose lines are mostly fine and that
  // blame nobody: one item now and then, such as a device whose certificate expired retrying or a task failing on one
  // odd record, not a failure under way; one failure alone is no drizzle, nor one another service names)
  const spreadThin =
    errorLines >= DRIZZLE_MIN_LINES &&
    loc.findings.every(
      (f) =>
        f.names.size === 0 &&
        f.errorCount <= DRIZZLE_MAX_LINES &&
        f.lastSeen - f.onset >= (f.errorCount - 1) * DRIZZLE_GAP_MS &&
        f.anomalies.every((a) => a.kind !== "runs"),
    );
  const trickle =
    errorLines <= TRICKLE_MAX_LINES &&
    ((errorLines < TRICKLE_MAX_SHARE * estateAfter && originFailureRate < TRICKLE_MAX_ORIGIN_SHARE) ||
      (spreadThin && originFailureRate < DRIZZLE_MAX_ORIGIN_SHARE)) &&
    !processDied &&
    !loops &&
    loc.findings.every((f) => !f.silent);
  /** There from the window's first minute to its end at an even pace, a minority of its work, felt by nobody. */
  const steady = (f: ServiceFinding, failureRate: number) =>
    !f.silent &&
    f.namedBy.size === 0 &&
    f.tracedOrigin === 0 &&
    failureRate < STEADY_MAX_FAILURE_RATE &&
    fromFirstMinuteToEnd(f.onset, f.lastSeen, agg.minTs, agg.maxTs) &&
    f.anomalies.every((a) => evenlySpread(agg, a.stat) && !saysProcessDied(a.stat.firstBad?.message ?? ""));
  const steadyUnexplained = (f: ServiceFinding) =>
    f.anomalies.every(
      (a) => a.stat.fatalCount === 0 && categoryOfText((a.stat.firstBad?.message ?? "").slice(0, 600)) === "unknown",
    ) && steady(f, failureRateOf(agg, f));
  return {
    errorLines,
    trickle,
    steadyBackground: saying.length === 1 && saying[0] === o && !processDied && steady(o, originFailureRate),
    manyOutsideHosts: callsManyOutsideHosts(o),
    retriesOnly,
    fewFailedRequests,
    propagated: o.namedBy.size > 0 || o.tracedOrigin > 0,
    // (beside it, calls another service retried and got through, or failures it says how it copes with, are no
    // failure of ours either)
    // (an attack on logins is no client's mistake: it is the incident, however few its sources)
    oneBadClient:
      !loginsAttacked &&
      oneBadClient(
        saying.filter((f) => f === o || !handled(f)).flatMap((f) => f.anomalies),
        [...mute].flatMap((f) => f.anomalies),
        isService,
      ),
    refusesMalformed: saying.length === 1 && saying[0] === o && refusesOnlyMalformed(agg, o, names),
    refusedOutsiders: !processDied && !loginsAttacked && refusedOutsidersOnly(agg, loc, saying, getsOver),
    // (a failure that recovered is still one: being past it is no harmless kind of line; pastLongBefore weighs the whole
    // window instead)
    eachHarmless:
      loc.findings.length > 1 &&
      loc.findings.every(
        (f) =>
          mute.has(f) ||
          (f.anomalies.length > 0 &&
            (copesOrRetries(f) ||
              oneBadClient(f.anomalies, [], isService) ||
              // (an error there all along at an even pace, stating no cause, that nobody feels: background)
              steadyUnexplained(f) ||
              oneItemFailed(f) ||
              refusesOnlyMalformed(agg, f, names) ||
              (!loginsAttacked && onlyRefusesOutsiders(agg, f, getsOver)))),
      ),
    oneItemOnly: !processDied && saying.length === 1 && saying[0] === o && oneItemFailed(o),
    outsideProduction: loc.findings.every((f) => OUTSIDE_PRODUCTION_RE.test(f.service)),
    retryScheduled:
      loc.findings.length === 1 && !o.silent && o.errorCount <= RETRIED_JOB_MAX_FAILURES && retriedAfter(agg, o),
    // the origin says on every abnormal line how it carries on; anything else abnormal is a few lines at most
    coping:
      o.anomalies.length > 0 &&
      // (beside the warnings announcing the retries it copes by)
      o.anomalies.some(copesWith) &&
      o.anomalies.every(
        (a) =>
          a.stat.fatalCount === 0 &&
          (copesWith(a) || (a.stat.errorCount === 0 && isRetryInProgress(a.stat.firstBad?.message ?? ""))),
      ) &&
      loc.findings.reduce((n, f) => n + (f === o ? 0 : f.errorCount), 0) <= BLIP_MAX_RELAYED_LINES,
    serious,
    passingBlip: (passingBlip || selfHealed) && !loops,
    pastLongBefore:
      errorLines < PAST_MAX_LINES &&
      !o.ownStack &&
      !processDied &&
      !loops &&
      nobodyNamed &&
      loc.findings.every((f) => quietAfter(f, PAST_QUIET_MS)),
    paceKept:
      workPace >= PACE_KEPT_SHARE &&
      !o.ownStack &&
      !processDied &&
      // (a minute's quiet at the end, however long the window: quietAfter's share of it is for episodes of any kind)
      loc.findings.every((f) => agg.maxTs - f.lastSeen >= PAST_QUIET_MS),
    workWentOn,
    warnedBesideWork:
      workWentOn &&
      originFailureRate < WARNED_MAX_FAILURE_RATE &&
      loc.findings.every((f) => f.anomalies.every((a) => a.stat.errorCount + a.stat.fatalCount === 0)),
    refusedToClients:
      workWentOn &&
      !processDied &&
      loc.findings.length > 1 &&
      refusesByRule() &&
      loc.findings.every((f) => f === o || answersRefusals(f)),
    eventsBesideWork:
      workWentOn &&
      !processDied &&
      tellsEvents(o) &&
      ((originFailureRate < WARNED_MAX_FAILURE_RATE && saying.every((f) => f === o || copesOrRetries(f))) ||
        // (however much of its work they were, when every other service with abnormal lines tells events too, or gets
        // past what failed)
        loc.findings.every((f) => f === o || mute.has(f) || copesOrRetries(f) || tellsEvents(f))),
    noFailureSaid: saying.length === 0,
    toldInBusinessWords:
      !processDied &&
      // (refusing all of its work, whatever the reason, it fails)
      originFailureRate < TOLD_MAX_FAILURE_RATE &&
      loc.findings.every(
        (f) =>
          !f.silent &&
          f.anomalies.every((a) => {
            const said = (a.stat.firstBad?.message ?? a.stat.first.message).slice(0, 600);
            return (
              !GENERIC_FAILURE_RE.test(said) &&
              !servedServerError(said) &&
              !SERVER_ERROR_STATUS_RE.test(said) &&
              !BESIDE_REQUEST_5XX_RE.test(said)
            );
          }),
      ),
    duringRestart:
      (failuresWithinRestart(agg, loc, new Set(saying.map((f) => f.service))) &&
        // (a restart's failures end with it: a minute's quiet after them tells it is over; warnings saying nothing
        // failed may go on beside it)
        saying.every((f) => f.silent || quietAfter(f, RESTART_QUIET_AFTER_MS))) ||
      originRestartedOnly(agg, loc, saying, names),
    services: loc.findings.length,
    lastsToEnd,
    // (a few users' requests failing, or one odd item, logged with their callers' echoes: what a page would wake someone
    // for is a failure that lasts, that takes much of the work, or that other services name as theirs)
    unfeltEpisode:
      !lastsToEnd &&
      !o.silent &&
      !processDied &&
      !loops &&
      o.namedBy.size === 0 &&
      originFailureRate < EPISODE_MAX_FAILURE_RATE &&
      errorLines < EPISODE_MAX_LINES &&
      // (one failure alone is a sentinel's to judge: seen once, it is all that changed)
      errorLines > 1 &&
      // (over for a minute by the window's end, not just begun)
      agg.maxTs - o.lastSeen >= PAST_QUIET_MS &&
      // (a task its runner gave up on stays failed; a heap exhausted once is exhausted again with the next load)
      !jobRunFailed &&
      !gaveUp &&
      !heapExhausted,
    originFailureRate,
    maxStrength,
    processDied,
    pagesRegardless: processDied || loops || jobRunFailed || gaveUp || heapExhausted || failingRuns,
  };
}

/**
 * Its lines say how it carries on past the failure, or its service's next line said so each time, or the work items it
 * failed on went through soon after.
 */
const copesWith = (a: Anomaly) =>
  saysHowItCopes(a.stat.firstBad?.message ?? "") ||
  (a.stat.badCount > 0 && a.stat.copedCount + a.stat.recoveredCount >= COPED_SHARE * a.stat.badCount);
const COPED_SHARE = 0.8;

/** Every abnormal line of it is a request it answered with a 5xx, saying no more (an edge's access lines). */
const servesBareErrors = (f: ServiceFinding) =>
  !f.ownStack &&
  f.anomalies.every((a) => {
    const said = a.stat.firstBad?.message ?? "";
    return servedServerError(said) && categoryOfText(said.slice(0, 600)) === "unknown";
  });

/**
 * The origin failed (or went quiet) only while it, or a service it names in its failures, restarted, and its callers
 * only on them then: a rollout's resets and readiness probes, over a minute before the window ends. What other services
 * say beside it, naming neither, is not this failure.
 */
function originRestartedOnly(
  agg: Aggregates,
  loc: Localization,
  saying: ServiceFinding[],
  names: () => ServiceMatcher,
): boolean {
  const o = loc.origin;
  const restarted = new Set([o.service]);
  for (const a of o.anomalies)
    for (const n of names().find((a.stat.firstBad?.message ?? "").slice(0, 600), o.service)) restarted.add(n);
  const span = restartSpanOf(agg, loc, restarted);
  if (span === null) return false;
  const told = new Set([...restarted].map((n) => n.toLowerCase()));
  const felt = saying.flatMap((f) =>
    f === o
      ? f.anomalies
      : f.anomalies.filter((a) => {
          const said = (a.stat.firstBad?.message ?? "").slice(0, 600);
          return names()
            .find(said, f.service)
            .some((n) => told.has(n));
        }),
  );
  return (
    felt.length > 0 &&
    felt.every((a) => withinRestart(a, span)) &&
    agg.maxTs - Math.max(...felt.map((a) => a.stat.lastBadTs)) >= RESTART_QUIET_AFTER_MS
  );
}

/** A supervisor reported the origin dead again and again: restarting each time, it is in a crash loop, not past it. */
function crashLoop(loc: Localization): boolean {
  let deaths = 0;
  for (const f of loc.findings)
    if (SUPERVISOR_RE.test(f.service) && f.names.has(loc.origin.service))
      for (const a of f.anomalies)
        if (WORKLOAD_DEATH_RE.test((a.stat.firstBad?.message ?? "").slice(0, 600))) deaths += a.badAfter;
  return deaths >= REPEATED_DEATHS;
}

/** Categories whose failure takes the process down or stops all writes: one notch more severe. */
export const HARD_FAILURES = new Set<string>(["memory", "disk", "null_reference"]);

/** A lone warning burst is over when the window runs on this long (or this share of it) after its last line. */
const BLIP_QUIET_AFTER_MS = 90000;
/** ...and failures within a restart are over once this long has passed quietly after them. */
const RESTART_QUIET_AFTER_MS = 60000;
const BLIP_QUIET_AFTER_SHARE = 0.2;
const BLIP_MAX_RELAYED_LINES = 20;
// a service saying it is past a failure: its breaker closed, a connection re-established, a probe through
const RECOVERED_RE =
  /\b(circuit|breaker)\b[^\n]{0,60}\bclosed\b|\b(recovered|reconnected|re-established|restored|back online|healthy again|probe succeeded)\b/i;
/** An episode is past when the window runs on this long (and its blip share of it) after every failure stopped... */
const PAST_QUIET_MS = 60_000;
/** ...and it was a few hundred lines at most (a failure this loud is reported, over or not). */
const PAST_MAX_LINES = 300;
const FELT_LOUDLY_LINES = 20;
/** A few failed requests: this many error lines at most, under this share of what the origin logged meanwhile. */
const FEW_FAILED_REQUESTS = 5;
const FEW_FAILED_SHARE = 0.01;
/** A trickle: this many failed lines at most, under these shares of the estate's lines and the origin's since onset. */
const TRICKLE_MAX_LINES = 25;
const TRICKLE_MAX_SHARE = 0.003;
const TRICKLE_MAX_ORIGIN_SHARE = 0.02;
/** A drizzle: this many lines a service at most, a minute or more apart on average, under this share of the origin's. */
const DRIZZLE_MIN_LINES = 3;
const DRIZZLE_MAX_LINES = 10;
const DRIZZLE_GAP_MS = 60_000;
const DRIZZLE_MAX_ORIGIN_SHARE = 0.25;
const JOB_FAILED_RE =
  /\b(?:cron|job|batch|export|import|upload|sync|backup|migration)\b[^\n]{0,60}\b(?:failed|aborted|killed|gave up|giving up)\b|\berror executing step\b/i;
const OUT_OF_MEMORY_RE = /\bOutOfMemoryError\b|\bout of memory\b/i;

/** The share of its service's lines from its onset's bin that are its failures (all of them when it went silent). */
function failureRateOf(agg: Aggregates, f: ServiceFinding): number {
  const series = agg.services.get(f.service)?.series;
  let after = 0;
  for (let i = agg.axis.binOf(f.onset); i < BINS; i++) after += series?.[i] ?? 0;
  return after > 0 ? Math.min(1, f.errorCount / after) : f.silent ? 1 : 0;
}

/** The origin refusing this share of its work or more fails, whatever the reason it gives. */
const TOLD_MAX_FAILURE_RATE = 0.9;
// the words of a failure that names no cause in the business: an internal, unexpected or unhandled error, an exception,
// a process that exited, died or took a signal, work that stalled or fell below its expected pace, a deadline exceeded,
// a job's state turned to failing, a request or run that "failed" with no reason given (or only a 5xx, "an error
// occurred"), work not done or that could not be, a part unavailable (and in localized runtimes' words)
const GENERIC_FAILURE_RE =
  /internal|\bexit\w*|\b(?:died|dead)\b|unexpected\w*|unhandled|uncaught|panic|fatal|crash\w*|killed|abort\w*|segfault|\bSIG(?:SEGV|ABRT|BUS|KILL|TERM|ILL|FPE)\b|core dumped|stall\w*|\b(?:hung|hang)\b|deadlock|restart\w*|respawn\w*|shut\w* ?down|terminat\w*|\bstopped\b|not responding|unresponsive|no progress|exception|traceback|\berror[ _]id\b|\bref [0-9a-f]{6,}|\bE_(?:INTERNAL|UNEXPECTED)\b|\bcode: UNKNOWN\b|\bstatus[= ]FAILED\b|\bfailed(?: for \S+)?\s*(?:$|[.)[(])|\b(?:request|processing|run) failed\b|\bbatch \S+ failed\b|\berror\s*$|\bnpm ERR!|\b(?:to|state|status)[ =:]*fail(?:ing|ed)\b|\(expected (?:every )?\d|\bstuck\b|\bexceeded\b[^\n]{0,30}\b(?:deadline|budget)\b|\bmarked down\b|an error occurred|no error detail|\bfailed:\s*5\d\d\b|unavailable|unreachable|(?:is )?not (?:defined|ordered|stored|sent|saved|written|loaded|processed|imported)|could not|couldn'?t|cannot|can'?t|unable to|Fehler|fehlgeschlagen|unerwartet|erreur|échec/im;
// a 5xx beside the request it answered, or a call that failed with one ("[http] 500 POST /alarms", "POST /alarms 502",
// "\"POST /alarms HTTP/1.1\" 503", "failed with 502")
const BESIDE_REQUEST_5XX_RE =
  /\bfailed with[ :=]*5\d\d\b|\b5\d\d\s+(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b|\b(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+\/\S*\s+5\d\d\b|"\s5\d\d\b/i;

/** A background error there all along fails less than this share of its service's work. */
const STEADY_MAX_FAILURE_RATE = 0.5;

/** This many different outside hosts in the lines of one failure: the outside world, not one dependency. */
const OUTSIDE_HOSTS_MANY = 3;

/** Its abnormal lines (their first bad line and samples) call this many different hosts outside the estate. */
function callsManyOutsideHosts(f: ServiceFinding): boolean {
  return (
    outsideHostsOf(f.anomalies.flatMap((a) => [a.stat.firstBad?.message ?? "", ...a.stat.samples])).size >=
    OUTSIDE_HOSTS_MANY
  );
}

/** A service's ordinary lines after its onset kept this share of their pace before it, at least. */
const PACE_KEPT_SHARE = 0.8;
/** A pace needs this many ordinary lines before the onset to be measured. */
const PACE_MIN_LINES = 10;

/** Or this share of it, for errors that name no failing part. */
const WORK_WENT_ON_SHARE = 0.6;
/** Warnings alone beside the work: the origin failed less than this share of it. */
const WARNED_MAX_FAILURE_RATE = 0.1;

/**
 * The pace per bin, from its onset on, of its lines of templates that never said anything wrong, as a share of their
 * pace before it; 0 when there is no pace before it to measure.
 */
function ordinaryPaceOf(agg: Aggregates, f: ServiceFinding): number {
  const first = agg.axis.binOf(agg.minTs);
  const onset = agg.axis.binOf(f.onset);
  const end = agg.axis.binOf(agg.maxTs) + 1;
  if (onset <= first || onset >= end) return 0;
  let before = 0;
  let after = 0;
  for (const t of agg.templates.values()) {
    if (t.service !== f.service || t.badCount > 0) continue;
    for (let i = first; i < end; i++) {
      if (i < onset) before += t.series[i];
      else after += t.series[i];
    }
  }
  if (before < PACE_MIN_LINES) return 0;
  return after / (end - onset) / (before / (onset - first));
}

/** One service changed, and not by much: a window that may hold more (a failure already under way). */
export function loneAndWeak(impact: Impact): boolean {
  return impact.services === 1 && impact.maxStrength < LONE_MIN_STRENGTH;
}

// what errors say when they name no failing part of ours: input refused, a limit reached, or no cause at all
const NO_FAILING_PART = new Set(["validation", "rate_limiting", "unknown"]);

export function severityOf(impact: Impact, category?: string): Severity {
  if (
    impact.passingBlip ||
    impact.pastLongBefore ||
    (impact.paceKept && !impact.lastsToEnd) ||
    (impact.workWentOn && !impact.lastsToEnd && category !== undefined && NO_FAILING_PART.has(category)) ||
    impact.warnedBesideWork ||
    // (an origin saying its input was invalid, refused to its clients, may be refusing what it should take)
    (impact.refusedToClients && category === "unknown") ||
    (impact.eventsBesideWork && category === "unknown") ||
    (impact.steadyBackground && (category === "unknown" || impact.manyOutsideHosts)) ||
    impact.retriesOnly ||
    impact.oneBadClient ||
    impact.refusesMalformed ||
    impact.refusedOutsiders ||
    impact.retryScheduled ||
    impact.outsideProduction ||
    impact.eachHarmless ||
    impact.coping ||
    impact.noFailureSaid ||
    (impact.toldInBusinessWords && category === "unknown") ||
    impact.duringRestart ||
    impact.fewFailedRequests ||
    impact.unfeltEpisode ||
    impact.oneItemOnly
  )
    return "low";
  // (a process running out of memory or disk is down for everyone it serves, however few lines say so)
  if (impact.trickle && !(category && HARD_FAILURES.has(category))) return "low";
  if (impact.errorLines < MIN_INCIDENT_ERRORS) return impact.serious ? "medium" : "low";
  if (loneAndWeak(impact)) return impact.serious || impact.lastsToEnd ? "medium" : "low";
  let points = 0;
  // a failure its callers felt loudly reaches users, whatever the share of the origin's own work it broke
  if (impact.services >= 2 && impact.errorLines >= FELT_LOUDLY_LINES) points++;
  // and one its callers said they failed on, naming it
  if (impact.propagated && impact.errorLines >= FELT_LOUDLY_LINES) points++;
  if (impact.services >= 3) points++;
  if (impact.services >= 5) points++;
  if (impact.originFailureRate >= 0.5) points++;
  if (impact.originFailureRate >= 0.75) points++;
  if (impact.errorLines >= 500) points++;
  if (category && HARD_FAILURES.has(category)) points++;
  if (impact.processDied) points++;
  if (points >= 4) return "critical";
  if (points >= 2) return "high";
  return "medium";
}

export function confidenceOf(loc: Localization, cls: ClassifyResult, impact: Impact): number {
  return confidenceFrom(confidenceFeatures(loc, cls, impact));
}
