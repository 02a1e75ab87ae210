// Blind holdout 105: a domain registrar and a certificate authority.
//
// 64 scenarios (52 failures, 4 per root-cause category, and 12 quiet windows) over four made-up estates:
//   namewell  - registrar (storefront-web, domain-search, checkout-api, epp-gateway, zone-publisher, rdap-server,
//               renewal-billing, abuse-desk, notify-mailer); Node/Go/Java/Ruby/Python; trace ids on requests
//   parkline  - registrar (portal-bff, search-suggest, cart-service, payments-adapter, epp-proxy, zonegen, whois-svc,
//               autorenew-worker, abuse-intake); Node/Python/.NET/Go/C++/Ruby; no trace ids
//   keystone  - ACME CA (acme-wfe, acme-ra, validation-agent, caa-checker, ct-submitter, hsm-signer, ocsp-responder,
//               crl-publisher, account-api); Go/Java/C++/Python/Node; trace ids
//   lumen     - enterprise CA (acme-edge, issuance-core, dcv-worker, ct-logger, signer-svc, ocsp-gen, crl-builder,
//               portal-api, order-db-proxy); Node/Java/Python/Go/.NET/Rust/Ruby; no trace ids
// Each file is one aggregated stream of 9 services, 6-20 minutes, roughly 2,000-9,000 lines, in one of the six dev
// formats (jsonl, datadog, ecs, gcp, logfmt, compose) in rotation, sorted by printed time with up to 300 ms skew.
//
// What makes it hard: the domain's normal noise is loud and looks like failure (names taken, 2202 wrong auth codes,
// 2502 check throttling, declined renewals, ACME challenges failing for customers' DNS, CAA refusals, 429s per
// account, SES bounces, scanner 404s, OCSP garbage requests); one noisy service errors constantly; an unrelated
// rollout and a flag reload land near each failure; callers shout louder than origins (retry storms, 5xx naming the
// callee); several origins log only WARN or go quiet; CAA, rate-limit and validation failures resemble the
// everyday noise of the same kind; quiet windows carry a harmless burst of that noise.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout105/estates.js";
import { FILE_EXT, FORMATS, type Format } from "./holdout105/formats.js";
import { INCIDENTS, type IncidentSpec } from "./holdout105/incidents.js";
import { QUIETS, type QuietSpec } from "./holdout105/quiet.js";
import { mulberry32 } from "./holdout105/rng.js";
import { assignSplit } from "./holdout105/split.js";
import { buildWindow } from "./holdout105/stream.js";

export interface Holdout105Label extends NotedLabel {
  format: Format;
}

type Item = { kind: "incident"; spec: IncidentSpec } | { kind: "quiet"; spec: QuietSpec };

export function generateHoldout105(dir: string, seed = 10501): Holdout105Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const items: Item[] = r.shuffle([
    ...INCIDENTS.map((spec): Item => ({ kind: "incident", spec })),
    ...QUIETS.map((spec): Item => ({ kind: "quiet", spec })),
  ]);
  const labels: Holdout105Label[] = [];
  const day0 = Date.UTC(2026, 9, 1);
  items.forEach((item, i) => {
    const id = `h105-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${FILE_EXT[format]}`;
    const estate = ESTATES.find((e) => e.key === item.spec.estate);
    if (!estate) throw new Error(`no estate ${item.spec.estate}`);
    const start = day0 + i * 86400000 + r.int(0, 22) * 3600000 + r.int(0, 3) * 15 * 60000;
    const baselineMin = r.int(3, 8);
    const windowMin = Math.max(r.int(6, 20), baselineMin + r.int(3, 8));
    const windowMs = Math.min(20, windowMin) * 60000;
    const incidentAt = item.kind === "incident" ? start + baselineMin * 60000 + r.int(0, 59999) : null;
    let lines: string[] = [];
    let target = r.int(2200, 8500);
    for (let attempt = 0; attempt < 6; attempt++) {
      lines = buildWindow(
        {
          estate,
          format,
          start,
          windowMs,
          incidentAt,
          incident: item.kind === "incident" ? item.spec : undefined,
          quiet: item.kind === "quiet" ? item.spec : undefined,
          targetLines: target,
        },
        r,
      );
      if (lines.length >= 1500 && lines.length <= 10000) break;
      target = Math.round(target * (lines.length > 10000 ? 0.75 : 1.3));
    }
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = item.kind === "incident" ? item.spec : null;
    labels.push({
      id,
      file,
      format,
      isIncident: inc !== null,
      originService: inc?.origin ?? null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: incidentAt === null ? null : new Date(incidentAt).toISOString(),
      expectedSeverityAtLeast: inc?.sev ?? null,
      split: "tune",
      note: item.spec.note,
      lines: lines.length,
    });
  });
  const groups = new Map<string, string[]>();
  for (const l of labels) {
    const k = l.category ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), l.id]);
  }
  const split = assignSplit(groups, r);
  for (const l of labels) l.split = split.get(l.id) ?? "tune";
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout105", generateHoldout105, (labels) => {
  const by = (k: (l: Holdout105Label) => string) =>
    [...new Set(labels.map(k))].map((v) => `${v}=${labels.filter((l) => k(l) === v).length}`).join(" ");
  return `formats ${by((l) => l.format)}; splits ${by((l) => l.split)}`;
});
