// The last state change (a release, a restart, a configuration reload) the origin logged before its failure began:
// the timeline shows it, actions point at it, and a wrong setting it brought explains a failure to reach an endpoint.
import type { Aggregates, TemplateStat } from "./aggregate.js";
import type { Anomaly } from "./detect.js";
import type { Localization } from "./localize.js";

const CHANGE_LOOKBACK_MS = 15 * 60 * 1000;
const CHANGE_RE =
  /\b(loaded settings|settings (loaded|applied)|deploy(ed|ing|ment)?|roll(ed)? ?out|release[ds]?|restart(ed|ing)?|start(ed|ing)|boot(ed|ing)|reload(ed)?|reconfigur(ed|ing)|rotat(ed|ion)|config(uration)?|migrat(ed|ion)|upgrad(ed|e)|version|v\d+\.\d+|scal(ed|ing)|failover|announced|changed?|updated?|refresh(ed)?|import(ed)?)\b/i;

/** A line said this many times at most may announce a change; one said more is routine. */
const MAX_ANNOUNCED = 3;

/** Lines said once or a few times, none abnormal, first said from `from` to `to`: where changes are announced. */
export function* announcedBetween(agg: Aggregates, from: number, to: number): Generator<TemplateStat> {
  for (const t of agg.templates.values())
    if (t.badCount === 0 && t.count <= MAX_ANNOUNCED && t.firstTs >= from && t.firstTs <= to) yield t;
}

/** The last state-change line (release, restart, config) at the origin before the onset. */
export function recentChange(agg: Aggregates, loc: Localization): TemplateStat | undefined {
  return lastChange(agg, loc.origin.service, loc.origin.onset);
}

/** The last state-change line `service` logged in the `lookback` before `at`. */
export function lastChange(
  agg: Aggregates,
  service: string,
  at: number,
  lookback = CHANGE_LOOKBACK_MS,
): TemplateStat | undefined {
  let best: TemplateStat | undefined;
  for (const t of announcedBetween(agg, at - lookback, at)) {
    if (t.service !== service || !CHANGE_RE.test(t.first.message)) continue;
    if (!best || t.firstTs > best.firstTs) best = t;
  }
  return best;
}

// a change of settings said as one (reloaded, applied, changed), not a notice about a setting (a deprecated key)
const CONFIG_NOUN = String.raw`(config(uration)?|settings?|properties|env(ironment)?( variables?)?|feature flags?|configmap|values\.ya?ml)`;
const CONFIG_CHANGE_RE = new RegExp(
  String.raw`\b(reload\w*|refresh\w*|chang\w*|updat\w*|appl(y|ied|ying)|loaded|new|deploy\w*|rolled out|roll(ing)? out)\b[^\n]{0,60}\b${CONFIG_NOUN}\b|\b${CONFIG_NOUN}\b[^\n]{0,40}\b(reloaded|changed|updated|applied)\b|\b(changed keys|keys changed|refreshed keys)\b|\breconfigur(ed|ing)\b|\b(config(uration)?|settings) revision\b`,
  "i",
);
// a release line that states a setting it brings: "deployed release 716: TICKET_API_BASE=https://…"
const ENV_ASSIGNMENT_RE = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+=\S/;
/** A setting changed this shortly before a failure to reach an endpoint is its likely cause. */
const CONFIG_CHANGE_MS = 5 * 60 * 1000;

/** The origin changed its configuration just before its failure began. */
export function configurationChangedBefore(agg: Aggregates, loc: Localization): boolean {
  return configurationChange(agg, loc) !== undefined;
}

// settings loaded, not said to be new ("config loaded: spool_dir=/var/lib/journal-v2/spool"): a start-up's; its values
// still are what the service runs with
const CONFIG_LOADED_RE = new RegExp(String.raw`\b${CONFIG_NOUN}\b[^\n]{0,40}\bloaded\b`, "i");

/**
 * The change of settings the origin made just before its failure began, if that is what its latest change was (or,
 * `loaded` allowed, settings it loaded then).
 */
function configurationChange(agg: Aggregates, loc: Localization, loaded = false): TemplateStat | undefined {
  const change = recentChange(agg, loc);
  if (!change || loc.origin.onset - change.firstTs > CONFIG_CHANGE_MS) return undefined;
  const said = change.first.message.slice(0, 600);
  return CONFIG_CHANGE_RE.test(said) || ENV_ASSIGNMENT_RE.test(said) || (loaded && CONFIG_LOADED_RE.test(said))
    ? change
    : undefined;
}

// a setting of where the data lives: a datasource, a database URL or DSN, a connection string
const DATA_SOURCE_SETTING_RE = /\b(?:data ?source|DATABASE_URL|\w*DB_(?:HOST|URL|DSN)|jdbc:|dsn|connection ?string)\b/i;

/**
 * The origin reloaded where its data lives just before its database errors began (a read-only replica's host, another
 * datacenter): the new setting is wrong, the database answers as it should.
 */
export function dataSourceChangedBefore(agg: Aggregates, loc: Localization): boolean {
  const change = configurationChange(agg, loc);
  return change !== undefined && DATA_SOURCE_SETTING_RE.test(change.first.message.slice(0, 600));
}

// a value a setting is given: a name with a digit, dot or underscore in it ("products_v9", "eu-west-3b", "v2.internal")
const SETTING_VALUE_RE = /\b[a-z][\w.-]*[\d_.][\w.-]*\b/gi;
const MIN_VALUE_CHARS = 5;
const URL_WITH_PATH_RE = /\bhttps?:\/\/[^\s"'<>/]+\/[^\s"'<>]+/gi;
const NOT_THERE_RE = /\b404\b|\bnot found\b/i;

/**
 * The origin's failures name a value that its settings changed to just before ("SEARCH_INDEX_ALIAS changed
 * products_v8 -> products_v9", then "no such index [products_v9]"): the new setting is wrong.
 */
export function failsOnChangedValue(agg: Aggregates, loc: Localization, failures: string[]): boolean {
  // (a value it names is the service's setting whether the line says it changed or only that it was loaded)
  const change = configurationChange(agg, loc, true);
  if (!change) return false;
  const said = change.first.message.slice(0, 600);
  const services = new Set([...agg.services.keys()].map((s) => s.toLowerCase()));
  const values = new Set(
    [...said.matchAll(SETTING_VALUE_RE)]
      .map((m) => m[0].toLowerCase().replace(/[.-]+$/, ""))
      .filter((v) => v.length >= MIN_VALUE_CHARS && /[a-z]/.test(v) && !services.has(v)),
  );
  // a URL with a path it was given, answered 404: the path is not there (a base URL alone names the callee, which may
  // fail on its own)
  const urls = [...said.matchAll(URL_WITH_PATH_RE)].map((m) => m[0].toLowerCase().replace(/[/.,;)]+$/, ""));
  return failures.some((f) => {
    const lower = f.slice(0, 2000).toLowerCase();
    return (
      [...values].some((v) => lower.includes(v)) || (NOT_THERE_RE.test(lower) && urls.some((u) => lower.includes(u)))
    );
  });
}

// a limit a setting is given: "downstream.timeout=50ms", "max_connections=2 (was 200)", "pool.size: 4"
const SETTING_LIMIT_RE = /\b([a-z][\w.-]*)\s?[=:]\s?(\d+(?:\.\d+)?)(ms|s|m|h|[kmg]i?b?)?(?![\w.])/gi;
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The origin's failures hit the very limit its settings just gave ("downstream.timeout=50ms", then "call aborted
 * after 50ms"; "max_connections=2", then "2/2 connections busy"): the value is wrong, which is configuration, though
 * the failure reads as a timeout or an exhausted pool.
 */
export function failsAtChangedLimit(agg: Aggregates, loc: Localization, failures: string[]): boolean {
  const change = configurationChange(agg, loc);
  if (!change) return false;
  const limits = [...change.first.message.slice(0, 600).matchAll(SETTING_LIMIT_RE)]
    // a retry count's "3/3" is every retry's last attempt, not a limit hit
    .filter(([, key]) => !/retr|attempt/i.test(key))
    .map(([, , amount, unit]) =>
      unit
        ? new RegExp(String.raw`\b${escapeRe(amount)} ?${escapeRe(unit)}\b`, "i")
        : // a bare number is everywhere: only as the limit reached ("2/2 busy") or named as one ("max 2")
          new RegExp(String.raw`\b${amount}/${amount}\b|\b(max(imum)?|limit|size|capacity)\b\W{1,3}${amount}\b`, "i"),
    );
  return failures.some((f) => limits.some((limit) => limit.test(f.slice(0, 2000))));
}

// the host in a failure to resolve or reach an endpoint: "ENOTFOUND push-gw.staging.internal", "connecting to
// cache.staging.example.internal:6379", "UnknownHostException: billing-db.prod"
const UNREACHED_HOST_RE =
  /\b(?:ENOTFOUND|EAI_AGAIN|ECONNREFUSED|lookup|resolve(?: host)?:?|UnknownHostException:|connecting to|connect to|host)\s+'?([a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)+)(?::\d+)?|\bconnection to node -?\d+ \(([a-z][\w.-]*)\/[\d.]+:\d+\)/gi;
// an environment variable's name (COMMENTS_CACHE_URL): upper case, as the environment spells it
const ENV_NAME_RE = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/;
// the failure itself, which names the host too
const UNREACHED_RE =
  /\b(ENOTFOUND|EAI_AGAIN|NXDOMAIN|UnknownHost\w*|unknown host|no such host|not known|(could not|cannot|failed to|unable to) (resolve|connect)|refused|timed? ?out|could not be established)\b/i;
// a connection to the host lost or being made again ("mqtt connection lost broker=mqtt.fleet.internal:1883 err=EOF",
// "reconnecting broker=…"): the client's failing link told with its endpoint, not a statement of its settings
const LINK_FAILED_RE =
  /\b(?:connection (?:lost|closed|dropped|reset)|lost connection|disconnected|reconnect\w*|err(?:or)?=|EOF)\b/i;
// a line stating a setting: a config or environment noun, a SETTING_NAME, or an endpoint key with its value
const SETTING_RE =
  /\b(config\w*|settings?|env(ironment)?|properties)\b|\b[\w.'\][-]*(url|uri|host|endpoint|location|address|addr|dsn|server|broker)s?'?\]?\s*[=:]/i;

// one host, however a setting or an error spells it
const loopbackAsLocalhost = (text: string) => text.replace(/\b127\.0\.0\.1\b/g, "localhost");

/**
 * The origin fails to reach a host that its own settings name, stated shortly before or as it fails ("config loaded
 * …: push.endpoint=https://push-gw.staging.internal/v1", "LOCATION = 'redis://cache.staging…' (from env …)"): the
 * endpoint it was given is wrong, which is configuration, not the network.
 */
export function settingNamesUnreachedHost(agg: Aggregates, loc: Localization, failures: string[]): boolean {
  const hosts = new Set<string>();
  for (const text of failures)
    for (const m of text.slice(0, 2000).matchAll(UNREACHED_HOST_RE)) {
      const host = loopbackAsLocalhost((m[1] ?? m[2]).toLowerCase());
      // the local host is every process's: only with its port is it the one the setting gave
      const port = /:(\d+)$/.exec(m[0])?.[1];
      if (host !== "localhost") hosts.add(host);
      else if (port) hosts.add(`localhost:${port}`);
    }
  if (hosts.size === 0) return false;
  for (const t of agg.templates.values()) {
    if (t.service !== loc.origin.service || t.firstTs < loc.origin.onset - CONFIG_CHANGE_MS) continue;
    const said = t.first.message.slice(0, 600);
    if (
      UNREACHED_RE.test(said) ||
      LINK_FAILED_RE.test(said) ||
      !(SETTING_RE.test(said) || ENV_ASSIGNMENT_RE.test(said) || ENV_NAME_RE.test(said))
    )
      continue;
    const lower = loopbackAsLocalhost(said.toLowerCase());
    if ([...hosts].some((h) => lower.includes(h))) return true;
  }
  return false;
}

// a process going down or coming up: "received signal terminated, shutting down", "starting x version=…", "rollout
// complete", "Started XApplication in 21.8 seconds"; or a planned switchover, maintenance or failover drill starting
// and ending; or an IIS application pool recycled ("has requested a recycle", then "Application '/LM/W3SVC/1/ROOT'
// started")
const RESTART_RE =
  /\b(shutting down|received signal|SIGTERM|graceful(ly)? (stop|shutdown)\w*|starting [\w.-]+ (version|v\d)|[\w-]+@v?\d+(\.\d+)+ starting|starting in \w+ mode|started [\w.-]+ (v?\d+(\.\d+)+ )?in \d|(server )?listening (on|at) (https?:\/\/)?[\w.:[\]-]*:\d+|rollout complete|rolling (update|restart|deploy\w*) (started|begun|complete(d)?|finished)|ready to (accept|serve)|accepting traffic|switchover (requested|started|initiated|complete(d)?)|maintenance ([\w-]+ )?(started|begun|complete(d)?)|(starting|started|beginning|begun|begins) (the |a )?(planned|scheduled) ([\w-]+ ){0,3}(failover|switchover|drill|maintenance)|(failover|switchover) drill|drill (complete(d)?|finished)|requested a recycle|cut-?over (started|begun|complete(d)?)|app(lication)? pool\b[^\n]{0,60}\brecycl\w*|application '[^'\n]{1,80}' started)\b/i;
// (an operation planned or routine, which its announcement may still log as a warning)
const PLANNED_RE = /\b(?:planned|scheduled|announced|recycle)\b/i;
/** A rollout restarts its replicas within this long. */
const MAX_RESTART_SPAN_MS = 3 * 60 * 1000;
const RESTART_LEAD_MS = 10 * 1000;
const RESTART_TAIL_MS = 30 * 1000;

/**
 * Every failure began and ended while services it involves were restarting (between their first shutdown or start
 * line and their last, a rollout of a few minutes): the restart's expected disruption (resets, readiness probes),
 * over once the new replicas are up. A crash loop restarts for longer, a bad release fails on after it.
 */
export function failuresWithinRestart(agg: Aggregates, loc: Localization, services: Set<string>): boolean {
  const span = restartSpanOf(agg, loc, services);
  return (
    span !== null &&
    loc.findings.filter((f) => services.has(f.service)).every((f) => f.anomalies.every((a) => withinRestart(a, span)))
  );
}

/** The failure began and ended within the restart, give or take the lead and tail a rollout's disruption takes. */
export const withinRestart = (a: Anomaly, span: RestartSpan) =>
  a.onset >= span.first - RESTART_LEAD_MS && a.stat.lastBadTs <= span.last + RESTART_TAIL_MS;

export interface RestartSpan {
  first: number;
  last: number;
}

/**
 * From the first shutdown or start line of `services` (and of those they name) to their last, when there are a few
 * such lines within a rollout's span: a process may announce going down at warning level, never at error level.
 */
export function restartSpanOf(agg: Aggregates, loc: Localization, services: Set<string>): RestartSpan | null {
  const involved = new Set(services);
  for (const f of loc.findings) if (services.has(f.service)) for (const n of f.names) involved.add(n);
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  let lines = 0;
  for (const t of agg.templates.values()) {
    const said = t.first.message.slice(0, 300);
    if (
      !involved.has(t.service) ||
      (t.errorCount + t.fatalCount > 0 && !PLANNED_RE.test(said)) ||
      t.count > 10 ||
      !RESTART_RE.test(said)
    )
      continue;
    first = Math.min(first, t.firstTs);
    last = Math.max(last, t.lastTs);
    lines += t.count;
  }
  if (lines < 2 || last - first > MAX_RESTART_SPAN_MS) return null;
  return { first, last };
}

// a server announcing it has come up: "Started GRPCInferenceService at 0.0.0.0:8001", "listening on :8080"
const STARTED_RE = /\bstarted \w+ (?:at|on) \S|\blistening on\b|\bserver started\b|\bready to accept connections\b/i;
/** Start-ups this many from the failure on: a process restarting in a loop. */
const LOOP_STARTS = 3;

/**
 * Services that came up again and again from `from` on, for longer than a rollout takes: a crash loop that logs no
 * error, only its start-ups (a node drained reschedules its pods within minutes).
 */
export function restartLooping(agg: Aggregates, from: number): string[] {
  const fromBin = agg.axis.binOf(from);
  const out = new Set<string>();
  for (const t of agg.templates.values()) {
    if (t.badCount > 0 || out.has(t.service) || !STARTED_RE.test(t.first.message.slice(0, 300))) continue;
    let starts = 0;
    let first = -1;
    let last = -1;
    for (let i = fromBin; i < t.series.length; i++) {
      if (t.series[i] === 0) continue;
      starts += t.series[i];
      if (first < 0) first = i;
      last = i;
    }
    if (starts >= LOOP_STARTS && (last - first) * agg.axis.width > MAX_RESTART_SPAN_MS) out.add(t.service);
  }
  return [...out];
}

// a server's own word that it has just come up changed: promoted, restarted, its settings reloaded
const SERVER_CHANGED_RE =
  /\b(promoted|promoting|ready to accept connections|ready for connections|starting as process|received SHUTDOWN|reloading configuration|switchover|failover)\b/i;
// another service's word of it: a switchover or failover that promoted it
const PROMOTED_RE = /\b(promoted|promoting|switchover|failover)\b/i;
/** A change this shortly before its refusals began is why the server refuses what it accepted before. */
const SERVER_CHANGE_LEAD_MS = 3 * 60 * 1000;

/**
 * `server` was promoted, restarted or reloaded its settings shortly before `at`, in its own lines or in another's that
 * name it: a client's login or grant it refuses from then on is refused by the server's new state (a promoted replica
 * without the rotated password or the grant), not a secret the client holds wrongly.
 */
export function serverChangedBefore(agg: Aggregates, server: string, at: number): boolean {
  const lower = server.toLowerCase();
  for (const t of announcedBetween(agg, at - SERVER_CHANGE_LEAD_MS, at)) {
    const said = t.first.message.slice(0, 600);
    if (
      t.service === server ? SERVER_CHANGED_RE.test(said) : said.toLowerCase().includes(lower) && PROMOTED_RE.test(said)
    )
      return true;
  }
  return false;
}
