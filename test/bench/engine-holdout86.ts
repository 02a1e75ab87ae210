// Blind set holdout86: mail hosting and web hosting.
//
// 64 scenarios: 52 troubled windows (4 for each of the 13 categories) and 12 quiet windows. Four made-up estates:
// two mail providers ("kestrel": Postfix mx-in/relay-out, rspamd, clamd, opendkim, Dovecot imap and lmtp-store,
// Roundcube, a Python quota policy daemon, an LDAP user directory, no request ids; "postwerk": Go smtp-gateway,
// Python spamscore, C++ virusgate, Postfix outbound-mta, Go dkim-sign, Java jmap-api, Dovecot imap-front, Go
// blobstore, Node webmail-bff, .NET accounts, with trace ids) and two web hosts ("harbor": nginx-edge, php-fpm,
// mariadb-shared, Ruby control-panel, acme-renew, backupd, Go waf-guard, .NET billing, PowerDNS pdns, no ids;
// "lumen": haproxy, apache-web, fpm-pool, mysql-tenant, Node panel-api, cert-bot, dns-api, Ruby backup-runner,
// sftp-gw, with trace ids). Each file is one stream of 9-10 services over 6-20 minutes, 1,500-10,000 lines, in one
// of the six dev formats (jsonl, datadog, ecs, gcp, logfmt, compose), rotating; per-service clock skew up to 300 ms.
// What makes it hard: a noisy service with a constant harmless error or warning from the first minute, the
// domain's everyday rejects (SPF/DMARC, greylisting, blocklists, over-quota mailboxes, customer PHP warnings and
// fatals, WordPress brute force blocks, renewals failing for domains that moved away), deprecation warnings,
// retries that succeed, an unrelated reload or deploy near the trouble, callers louder than the origin, origins
// that only warn or that go quiet, third parties that never log here, and stack traces in Java, Python, Go, Node,
// .NET, Ruby and PHP style.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./holdout86/estates.js";
import { EXT, FORMATS, type Format, render } from "./holdout86/formats.js";
import { INCIDENTS, type Incident } from "./holdout86/incidents.js";
import { addQuietBlip } from "./holdout86/quiet.js";
import { makeRng } from "./holdout86/rng.js";
import { assignSplit } from "./holdout86/split.js";
import { buildStream } from "./holdout86/stream.js";

export interface Holdout86Label extends NotedLabel {
  format: Format;
}

const QUIET_NOTES: Record<string, string> = {
  kestrel:
    "Normal mail day at kestrel: greylisting, blocklist and DMARC rejects, over-quota mailboxes and a short remote MX timeout that recovers.",
  postwerk:
    "Normal mail day at postwerk: SPF rejects, greylist deferrals, bounced unknown users and a brief latency blip that recovers.",
  harbor:
    "Normal hosting day at harbor: customer PHP warnings and fatals, blocked WordPress brute force and renewals failing for domains that moved away.",
  lumen:
    "Normal hosting day at lumen: login rate limiting at haproxy, PHP deprecations, failed SSH guesses and a backup upload that succeeds on retry.",
};

export function generateHoldout86(dir: string, seed = 8601): Holdout86Label[] {
  const r = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const byKey = new Map<string, Estate>(ESTATES.map((e) => [e.key, e]));
  type Item = { inc: Incident | null; estate: Estate };
  const items: Item[] = INCIDENTS.map((inc) => ({ inc, estate: byKey.get(inc.estate) as Estate }));
  for (let k = 0; k < 12; k++) items.push({ inc: null, estate: ESTATES[k % ESTATES.length] as Estate });
  for (let k = items.length - 1; k > 0; k--) {
    const j = Math.floor(r.f() * (k + 1));
    [items[k], items[j]] = [items[j] as Item, items[k] as Item];
  }
  const splits = assignSplit(
    items.map((it) => it.inc?.category ?? "quiet"),
    r,
  );
  const labels: Holdout86Label[] = [];
  items.forEach((it, n) => {
    const id = `h86-${String(n + 1).padStart(2, "0")}`;
    const format = FORMATS[n % FORMATS.length] as Format;
    const file = `${id}.${EXT[format]}`;
    const durS = r.i(6 * 60, 20 * 60);
    const startS = it.inc ? r.i(180, Math.min(480, durS - 180)) : null;
    const day = Date.UTC(2026, 10, 2 + (n % 27), r.i(6, 21), r.pick([0, 10, 20, 30, 40, 50]), 0);
    const targetLines = r.i(2200, 7500);
    let flowGapS = (durS * 3.6) / targetLines;
    const anchor = startS ?? r.i(120, durS - 120);
    const deployAtS = Math.max(20, anchor + (r.chance(0.6) ? -r.i(30, 150) : r.i(20, 90)));
    const blipAt = day + r.i(60, durS - 120) * 1000;
    let lines: string[] = [];
    // stack traces add raw lines in logfmt and compose: thin the traffic until the file fits 10,000 lines
    for (let attempt = 0; attempt < 6; attempt++) {
      let recs = buildStream(
        it.estate,
        r,
        { t0: day, durS, flowGapS, startS, deployAtS, thin: 1.2 ** attempt },
        it.inc,
      );
      if (!it.inc) recs = addQuietBlip(it.estate, r, recs, blipAt);
      lines = render(format, recs, it.estate.namespace);
      if (lines.length <= 9800) break;
      flowGapS *= 1.35;
    }
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = it.inc;
    labels.push({
      id,
      file,
      format,
      isIncident: inc !== null,
      originService: inc?.origin ?? null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: startS === null ? null : new Date(day + startS * 1000).toISOString(),
      expectedSeverityAtLeast: inc?.sev ?? null,
      split: splits[n] as "tune" | "locked",
      note: inc?.note ?? (QUIET_NOTES[it.estate.key] as string),
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout86", generateHoldout86, (ls) => {
  const f = new Map<string, number>();
  for (const l of ls) f.set(l.format, (f.get(l.format) ?? 0) + 1);
  return `estates kestrel/postwerk (mail), harbor/lumen (web hosting); formats ${[...f].map(([k, v]) => `${k}=${v}`).join(" ")}`;
});
