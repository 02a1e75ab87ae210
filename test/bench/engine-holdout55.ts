// Blind holdout55: healthcare IT integration. 64 scenarios (52 incidents, four for each of the 13 categories, and
// 12 quiet windows) over four made-up estates: Northgate Regional Health (Mirth Connect, HAPI FHIR, Java EHR,
// .NET LIS gateway, Orthanc, Node portal, Shibboleth-style SAML IdP, Python e-prescribing, Go X12 service;
// request ids across services), Bayside Medical Group (Rhapsody, .NET EMR, Python lab results, Go DICOM router,
// Rails portal, ADFS bridge, Node Rx gateway, Java clearinghouse; no request ids), Cedar Valley Clinics (Cloverleaf,
// Rails EHR, Go lab orders, Orthanc, Node BFF, Python SSO, .NET e-prescribing, Node eligibility; request ids) and
// Harborpoint Care Network (Mirth, HAPI, .NET EHR, Java LIS connector, pynetdicom gateway, Django portal, Go Rx
// router, Python 835 remits, Go 837 batches; no request ids). Each file is one aggregated stream of 8-10
// services, 6-20 minutes, sorted by printed time with per-service skew up to 300 ms, rotating over jsonl,
// datadog, ecs, gcp, logfmt and compose (multi-line stack traces in Java, Python, Go, Node, .NET, Ruby and C++
// style). What makes it hard: every estate has a noisy service with a constant harmless error, clinics whose ADT
// get ACK AE, modalities reconnecting, payer retries, deprecations and an unrelated deploy or config reload near
// the trouble; callers complain louder than the origin (retry storms, 5xx and timeouts naming the callee), some
// origins log only WARN or INFO access lines, and some go quiet.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, ROLES, type Role } from "./holdout55/estates.js";
import { EXT, FORMATS, type Format, type Level } from "./holdout55/formats.js";
import { INCIDENTS, type IncidentSpec } from "./holdout55/incidents.js";
import { QUIET, type QuietSpec } from "./holdout55/quiet.js";
import { makeRng } from "./holdout55/rng.js";
import { assignSplit } from "./holdout55/split.js";
import { type EmitOpts, makeCtx, renderStream } from "./holdout55/stream.js";
import { baseline, unrelatedChange } from "./holdout55/traffic.js";

export interface Holdout55Label extends NotedLabel {
  format: Format;
}

type Item = { kind: "incident"; spec: IncidentSpec } | { kind: "quiet"; spec: QuietSpec };

export function generateHoldout55(dir: string, seed = 5501): Holdout55Label[] {
  mkdirSync(dir, { recursive: true });
  const master = makeRng(seed);
  const items: Item[] = [
    ...INCIDENTS.map((spec): Item => ({ kind: "incident", spec })),
    ...QUIET.map((spec): Item => ({ kind: "quiet", spec })),
  ];
  for (let i = items.length - 1; i > 0; i--) {
    const j = master.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  const splits = assignSplit(
    master,
    items.map((it) => (it.kind === "incident" ? it.spec.category : "quiet")),
  );
  const labels: Holdout55Label[] = [];
  items.forEach((it, i) => {
    const r = makeRng(master.int(1, 2 ** 31 - 1));
    const estate = ESTATES.find((e) => e.key === it.spec.estate);
    if (!estate) throw new Error(`unknown estate ${it.spec.estate}`);
    const format = FORMATS[i % FORMATS.length];
    const id = `h55-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    const t0 = Date.UTC(2026, 9, 5) + i * 26 * 3600000 + r.int(6, 20) * 3600000 + r.int(0, 59) * 60000 + r.int(0, 999);
    const pre = r.int(180, 480);
    const durS = Math.min(1200, Math.max(360, pre + r.int(200, 720)));
    const t1 = t0 + durS * 1000;
    const start = it.kind === "incident" ? t0 + pre * 1000 : null;
    const keep = new Set<Role>([estate.noisy, ...(it.kind === "incident" ? [it.spec.origin, ...it.spec.uses] : [])]);
    const droppable = ROLES.filter((x) => !keep.has(x));
    let roles = [...ROLES];
    const drops = r.int(0, 2);
    for (let k = 0; k < drops; k++) {
      const d = r.pick(droppable);
      roles = roles.filter((x) => x !== d);
    }
    const events: Array<{ t: number; role: Role; level: Level; msg: string } & EmitOpts> = [];
    const spec = it.spec;
    const c = makeCtx(
      {
        r,
        estate,
        roles,
        t0,
        t1,
        start,
        silent: it.kind === "incident" && it.spec.silent ? it.spec.origin : undefined,
        mute: it.kind === "incident" && it.spec.mute ? it.spec.origin : undefined,
        breaks:
          it.kind === "incident" && it.spec.breaks ? { roles: it.spec.breaks, share: it.spec.share ?? 0.8 } : undefined,
      },
      events,
    );
    baseline(c);
    if (it.kind === "incident" && start !== null) {
      it.spec.run(c, start);
      unrelatedChange(c, start + r.int(-150, 100) * 1000, it.spec.origin);
    } else if (it.kind === "quiet") {
      it.spec.extra(c, t0 + r.int(120, Math.max(130, durS - 260)) * 1000);
      unrelatedChange(c, t0 + r.int(60, durS - 60) * 1000, null);
    }
    const lines = renderStream(r, estate, roles, format, events);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = it.kind === "incident" ? it.spec : null;
    labels.push({
      id,
      file,
      format,
      isIncident: inc !== null,
      originService: inc ? estate.names[inc.origin] : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: start === null ? null : new Date(start).toISOString(),
      expectedSeverityAtLeast: inc ? inc.sev : null,
      split: splits[i],
      note: spec.note,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

const layouts = (labels: Holdout55Label[]) => {
  const f = new Map<string, number>();
  for (const l of labels) f.set(l.format, (f.get(l.format) ?? 0) + 1);
  const lens = labels.map((l) => l.lines);
  return `formats ${[...f].map(([k, v]) => `${k}=${v}`).join(" ")}; lines/file ${Math.min(...lens)}-${Math.max(...lens)}; tune=${labels.filter((l) => l.split === "tune").length}`;
};

runHoldoutCli(import.meta.url, "holdout55", generateHoldout55, layouts);
