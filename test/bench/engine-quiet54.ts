// Blind set quiet54: 48 aggregated log windows from a mail provider and two web hosts, 40 of them quiet.
//
// Estates (9-10 services each, one company per file):
//   postbox  - hosted mail: mx-inbound/submission-gw (Postfix), rspamd, opendkim, dovecot-imap, webmail (Roundcube),
//              account-api (Go), quota-sync (Python), pdns-auth (PowerDNS), backup-runner (restic); no request ids.
//   hostlane - shared PHP hosting: edge-nginx, modsec-waf, php-fpm, panel-api (Rails), mysql-tenants, acme-renew (lego),
//              billing-svc (.NET), provisioner (Java), ns-pdns, backup-agent; request ids across services.
//   kettle   - mail and web for clubs and shops: haraka-mx, spamassassin, imap (Dovecot), nginx-front, php-sites,
//              site-db (MariaDB), cert-bot (certbot), hostpanel (Node), borg-backup; request ids across services.
// 40 quiet windows built around 41 kinds of harmless but alarming noise (SPF/DMARC rejects, greylisting, Spamhaus
// blocks, full mailboxes, IMAP/SMTP password spraying, customers' PHP fatals, WordPress brute force blocked, renewals
// failing for domains pointed elsewhere, card declines, scanner 404s, ...; at least 30 distinct primary kinds), and 8
// failures, one per category (database, disk, configuration, network, timeout, memory, rate_limiting, dependency),
// laid on the same noise. Six formats of the dev set (jsonl, datadog, ecs, gcp, logfmt, compose), 8 files each;
// windows of 6-20 minutes, 1,500-10,000 lines, clock skew up to 300 ms per service, multi-line stacks where the format
// keeps them.
// What makes it hard: every file has a service with a constant harmless error from minute one (opendkim key lookups,
// one customer's broken WordPress plugin, spamd perl warnings), deprecation warnings, retries that succeed and an
// unrelated deploy or reload; callers (webmail retries, haraka deferrals, panel-api retries) are louder than the origin;
// some origins log at WARN only (spamassassin, submission-gw) and one goes quiet after its last error (provisioner).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate, has, S, services, traffic } from "./quiet54/estates.js";
import { FORMATS, type Format } from "./quiet54/formats.js";
import { FAILURES, type Failure } from "./quiet54/incidents.js";
import { background, deploy, NOISES, type Noise } from "./quiet54/quiet.js";
import { int, mulberry32, pick, shuffle } from "./quiet54/rng.js";
import { assignSplit } from "./quiet54/split.js";
import { fileName, Stream } from "./quiet54/stream.js";

export interface Quiet54Label extends NotedLabel {
  format: Format;
}

interface Spec {
  estate: Estate;
  failure?: Failure;
  primary?: Noise;
  extras: Noise[];
}

const BASE_RATE: Record<Estate["key"], number> = { postbox: 7.5, hostlane: 4.5, kettle: 6 };
const fits = (n: Noise, e: Estate) => has(e, ...n.needs);

export function generateQuiet54(dir: string, seed = 5401): Quiet54Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const specs: Spec[] = [];
  const kinds = shuffle(r, NOISES);
  const used = new Set<string>();
  for (let i = 0; i < 40; i++) {
    const estate = ESTATES[i % 3];
    const ok = kinds.filter((n) => fits(n, estate));
    const primary = ok.find((n) => !used.has(n.kind)) ?? pick(r, ok);
    used.add(primary.kind);
    const extras = shuffle(
      r,
      ok.filter((n) => n !== primary),
    ).slice(0, int(r, 2, 4));
    specs.push({ estate, primary, extras });
  }
  for (const failure of FAILURES) {
    const estate = ESTATES.find((e) => e.key === failure.estate) as Estate;
    const ok = kinds.filter((n) => fits(n, estate));
    specs.push({ estate, failure, extras: shuffle(r, ok).slice(0, int(r, 2, 4)) });
  }
  const order = shuffle(r, specs);
  const formats = shuffle(
    r,
    FORMATS.flatMap((f) => Array.from({ length: 8 }, () => f)),
  );
  const splits = assignSplit(
    r,
    order.map((s) => ({ category: s.failure?.category ?? null })),
  );
  const labels: Quiet54Label[] = [];
  order.forEach((spec, i) => {
    const id = `q54-${String(i + 1).padStart(2, "0")}`;
    const format = formats[i];
    const sub = int(r, 1, 2 ** 31 - 1);
    const day = Date.UTC(2026, 10, 1 + (i % 28));
    const start =
      day + pick(r, [1, 2, 3, 4, 6, 9, 13, 16, 19, 22]) * 3600000 + int(r, 0, 59) * 60000 + int(r, 0, 59) * 1000;
    const offset = int(r, 3 * 60, 8 * 60) * 1000;
    let minutes = int(r, 6, 20);
    if (spec.failure) minutes = Math.max(minutes, Math.ceil(offset / 60000) + 5);
    const end = start + minutes * 60000;
    const t0 = start + offset;
    const target = int(r, 1800, 8500);
    let k = target / (minutes * 60 * BASE_RATE[spec.estate.key]);
    let built = build(spec, sub, start, end, t0, k, format);
    for (let tries = 0; tries < 6 && (built.lines < 1500 || built.lines > 10000); tries++) {
      k *= built.lines < 1500 ? 1600 / built.lines : 9500 / built.lines;
      built = build(spec, sub, start, end, t0, k, format);
    }
    const file = fileName(id, format);
    writeFileSync(join(dir, file), built.text);
    const f = spec.failure;
    labels.push({
      id,
      file,
      format,
      isIncident: !!f,
      originService: f ? S(spec.estate, f.origin) : null,
      category: f ? f.category : null,
      errorTypeHints: f ? f.hints : [],
      incidentStart: f ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: f ? f.severity : null,
      split: splits[i],
      note: f
        ? `${f.note} (${spec.estate.key}; background: ${spec.extras.map((n) => n.kind).join(", ")}; ${built.deploy} nearby).`
        : `Quiet ${spec.estate.key} window: ${spec.primary?.note}, plus ${spec.extras.map((n) => n.kind).join(", ")} and a ${built.deploy}; nothing is broken.`,
      lines: built.lines,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

function build(spec: Spec, seed: number, start: number, end: number, t0: number, k: number, format: Format) {
  const s = new Stream(mulberry32(seed), start, end);
  const e = spec.estate;
  traffic(s, e, k);
  background(s, e);
  if (spec.primary) spec.primary.run(s, e, start, end, Math.max(0.6, k));
  for (const n of spec.extras) n.run(s, e, start, end, Math.max(0.25, k * 0.4));
  const dt = spec.failure ? t0 + int(s.r, -150, 120) * 1000 : start + (end - start) * (0.3 + s.r() * 0.4);
  const what = deploy(s, e, Math.round(dt));
  if (spec.failure) spec.failure.run(s, e, t0);
  const out = s.write(format, services(e), e.namespace);
  return { ...out, deploy: what };
}

const summary = (labels: Quiet54Label[]) => {
  const count = (xs: string[]) => {
    const m = new Map<string, number>();
    for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
    return [...m].map(([a, b]) => `${a} ${b}`);
  };
  const estates = labels.map((l) => l.note.match(/\b(postbox|hostlane|kettle)\b/)?.[1] ?? "?");
  return `formats ${count(labels.map((l) => l.format)).join(", ")}; estates ${count(estates).join(", ")}; tune ${labels.filter((l) => l.split === "tune").length}`;
};

runHoldoutCli(import.meta.url, "quiet54", generateQuiet54, summary);
