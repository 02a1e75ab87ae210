// Builds one window from its spec: picks the services, adds noise, the incident and ordinary traffic up to the
// line budget, applies clock skew and prints it in the window's format.
import { ESTATES } from "./estates.js";
import { EXT, MULTILINE, render } from "./formats.js";
import { NOISES, steadyComplaint } from "./noise.js";
import type { WindowSpec } from "./plan.js";
import { Rng } from "./rng.js";
import { fill } from "./traffic.js";
import { Win } from "./window.js";

const LARAVEL = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" } as const;

export interface BuiltWindow {
  file: string;
  lines: string[];
  incidentStart: string | null;
  services: string[];
  noises: string[];
}

const NOISE_WORDS: Record<string, string> = {
  cardTesting: "a card-testing run of declines",
  failedLogins: "customer login failures and a blocked credential-stuffing run",
  scanners: "scanner 404s",
  clientDisconnects: "client disconnect traces",
  validationRefusals: "refused bad input",
  retriesSucceed: "retries that succeed",
  cacheFailover: "a brief cache failover",
  scheduledDeploy: "a scheduled deploy",
  certRenewal: "a certificate renewal",
  healthFlap: "a health-check flap",
  slowQueries: "slow queries",
  webhookRetries: "webhooks rejected then redelivered",
  queueRedelivery: "queue redeliveries and a dead-lettered message",
  idempotentDuplicates: "idempotent duplicate inserts",
  tankAlarms: "tank alarms for store staff",
  runtimeChatter: "runtime warnings",
  telemetryExport: "failed telemetry exports",
  botRateLimit: "429s to a scraping bot",
  tokenRefresh: "partner token refreshes",
  diskNotices: "disk usage notices",
  kioskHardware: "kiosk printer errors",
  poolChurn: "framework error chatter",
  oldClientErrors: "crashes from an unsupported old app version",
  jobItemFailures: "missing supplier photos",
  supervisorRestart: "a supervised worker restart",
};

export function describeNoises(noises: string[]): string {
  const ws = noises.map((n) => NOISE_WORDS[n] ?? n);
  return ws.length > 1 ? `${ws.slice(0, -1).join(", ")} and ${ws[ws.length - 1]}` : (ws[0] ?? "ordinary traffic");
}

export function buildWindow(spec: WindowSpec, seed: number): BuiltWindow {
  const r = new Rng(seed);
  const estate = ESTATES.find((e) => e.key === spec.estate);
  if (!estate) throw new Error(`unknown estate ${spec.estate}`);
  const must = new Set([...estate.core, ...(spec.incident?.needs ?? [])]);
  const others = r.shuffle(estate.services.filter((s) => !must.has(s.name)));
  const n = Math.min(estate.services.length, Math.max(spec.serviceCount, must.size, 6));
  const names = new Set([...must, ...others.slice(0, Math.max(0, n - must.size)).map((s) => s.name)]);
  const svcs = estate.services.filter((s) => names.has(s.name));
  const start = spec.start;
  const end = start + spec.minutes * 60000;
  const w = new Win(r.fork("window"), estate, svcs, start, end);

  const used: string[] = [];
  for (const name of spec.noises) if (NOISES[name]?.(w)) used.push(name);
  if (spec.steady) steadyComplaint(w);

  let incidentStart: string | null = null;
  if (spec.incident) {
    const t0 = Math.round((start + spec.minutes * 60000 * spec.faultAt) / 1000) * 1000 + r.int(0, 999);
    spec.incident.build(w, t0);
    incidentStart = new Date(t0).toISOString();
  }
  const multiline = MULTILINE[spec.format];
  fill(w, spec.targetLines, multiline);

  const recs = w.recs.filter((x) => x.t >= start && x.t < end).sort((a, b) => a.t - b.t);
  // Laravel's channel prefix carries the record's own level
  const php = new Set(svcs.filter((s) => s.runtime === "php").map((s) => s.name));
  for (const x of recs)
    if (php.has(x.svc) && x.level !== "info" && x.msg.startsWith("production.INFO: "))
      x.msg = `production.${LARAVEL[x.level]}: ${x.msg.slice(17)}`;
  const skew = new Map(svcs.map((s) => [s.name, r.int(-300, 300)]));
  const lines = render(spec.format, recs, skew, estate.namespace);
  return {
    file: `${spec.id}.${EXT[spec.format]}`,
    lines,
    incidentStart,
    services: svcs.map((s) => s.name),
    noises: used,
  };
}
