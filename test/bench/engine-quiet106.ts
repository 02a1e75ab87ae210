/**
 * Blind set quiet106: coworking and flexible-office operators, 48 windows (40 quiet, 8 incidents).
 *
 * Estates: Hivewell Workspaces (London, request ids), Quorum Desk (Netherlands, no ids), Commonplace Studios
 * (New York, request ids) and Loftline Offices (Germany, no ids). Each runs eleven services (edge, members/sign-up,
 * billing with add-ons, badge access, a door-controller bridge, room booking, door displays, visitor desk, printing
 * credits, guest wifi, mail and parcels) in Node, Java, Go, Python, Ruby, .NET and C++; a file holds 8-10 of them.
 * Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose (8 files each); windows of 6-20 minutes,
 * 1,500-10,000 lines, per-service clock skew up to 300 ms, multi-line stack traces where the format allows.
 *
 * Quiet windows (40) each lead with one of 38 kinds of alarming but harmless noise (day-pass badge denials after
 * hours, displays rebooting for firmware, walk-in visitors turned away, print credits exhausted, parcels past their
 * hold, card declines in the monthly run, fire drills, TLS scanners, rolling restarts with 503 blips, ...) plus
 * two or three more. Incidents (8: database, dependency, configuration, disk, memory, timeout, network,
 * authentication) sit on the same noise. What makes it hard: a noisy service with a constant ERROR from the first
 * minute, callers and retry storms louder than the origin, origins that log at WARN only or go quiet, an
 * unrelated deploy or config reload near every pivot, and noise kinds that use the words of real failures.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate, ROLES, type Role } from "./quiet106/estates.js";
import { EXT, type Format } from "./quiet106/formats.js";
import { INCIDENTS, type IncidentDef } from "./quiet106/incidents.js";
import { KINDS, type NoiseKind } from "./quiet106/quiet.js";
import { int, mulberry32, pick, type Rng, shuffle } from "./quiet106/rng.js";
import { background, type FlowHook, makeCtx } from "./quiet106/scene.js";
import { assignSplit } from "./quiet106/split.js";
import { Stream } from "./quiet106/stream.js";

export interface Quiet106Label extends NotedLabel {
  format: Format;
}

interface Spec {
  estate: Estate;
  format: Format;
  lead?: NoiseKind;
  incident?: IncidentDef;
}

const UTC_OFFSET: Record<string, number> = { hivewell: 0, quorumdesk: 1, commonplace: -5, loftline: 1 };

function chooseRoles(r: Rng, e: Estate, required: Role[]): Set<Role> {
  const roles = new Set<Role>(["gateway", ...required]);
  if (roles.size < 9) roles.add(e.noisy.role);
  const want = int(r, 8, 10);
  for (const x of shuffle(r, ROLES)) if (roles.size < want) roles.add(x);
  return roles;
}

export function generateQuiet106(dir: string, seed = 10651): Quiet106Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const byKey = (k: string) => ESTATES.find((e) => e.key === k) ?? (ESTATES[0] as Estate);
  const specs: Spec[] = INCIDENTS.map((d) => ({ estate: byKey(d.estate), format: d.format, incident: d }));
  const quietFormats: Format[] = [];
  const need: Record<Format, number> = { jsonl: 8, datadog: 8, ecs: 8, gcp: 8, logfmt: 8, compose: 8 };
  for (const d of INCIDENTS) need[d.format]--;
  for (const f of Object.keys(need) as Format[]) for (let i = 0; i < need[f]; i++) quietFormats.push(f);
  const leads = shuffle(r, KINDS);
  const fmts = shuffle(r, quietFormats);
  for (let i = 0; i < 40; i++)
    specs.push({
      estate: ESTATES[i % ESTATES.length] as Estate,
      format: fmts[i] as Format,
      lead: leads[i % leads.length] as NoiseKind,
    });
  const order = shuffle(r, specs);
  const labels: Quiet106Label[] = [];
  order.forEach((sp, i) => {
    const id = `q106-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[sp.format]}`;
    const e = sp.estate;
    const inc = sp.incident;
    const hours = inc?.hours ?? sp.lead?.hours ?? [9, 17];
    const day = int(r, 1, 20);
    const month = day <= 10 ? 11 : 10; // December 1-10 or November 11-30
    const dom = month === 11 ? day : day + 10;
    const hour = int(r, hours[0], hours[1]);
    const t0 =
      Date.UTC(2026, month, dom, hour - (UTC_OFFSET[e.key] ?? 0), int(r, 0, 59), int(r, 0, 59)) + int(r, 0, 999);
    const minutes = inc ? int(r, 12, 20) : int(r, 6, 20);
    const t1 = t0 + minutes * 60000;
    const roles = chooseRoles(r, e, inc ? inc.roles : (sp.lead?.roles ?? []));
    const s = new Stream(r, t0, t1);
    const c = makeCtx(r, e, s, roles);
    const start = inc ? t0 + int(r, 3, 8) * 60000 + int(r, 0, 59) * 1000 : null;
    const pivot = start ?? t0 + (t1 - t0) / 2;
    const extras = shuffle(
      r,
      KINDS.filter(
        (k) => k !== sp.lead && k.roles.every((x) => roles.has(x)) && !(inc && k.roles.includes(inc.origin)),
      ),
    ).slice(0, int(r, 2, 3));
    const deployRole = pick(
      r,
      [...roles].filter((x) => x !== "gateway" && x !== inc?.origin),
    );
    const hook: FlowHook | undefined = inc && start !== null ? inc.setup(c, start) : undefined;
    const targetLines = int(r, 1700, 7800);
    background(c, targetLines * 0.8, pivot, deployRole, hook);
    sp.lead?.run(c, true);
    for (const k of extras) k.run(c, false);
    const lines = s.render(sp.format, e.namespace);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const kinds = [sp.lead, ...extras].filter((k): k is NoiseKind => !!k).map((k) => k.what);
    labels.push({
      id,
      file,
      format: sp.format,
      isIncident: !!inc,
      originService: inc ? e.svc[inc.origin].name : null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: start !== null ? new Date(start).toISOString() : null,
      expectedSeverityAtLeast: inc?.severity ?? null,
      split: "tune",
      note: inc ? `${e.company}: ${inc.note}.` : `${e.company}, nothing broken: ${kinds.join("; ")}.`,
      lines: lines.length,
    });
  });
  const split = assignSplit(r, labels);
  labels.forEach((l, i) => {
    l.split = split[i] ?? "tune";
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet106", generateQuiet106, (labels) => {
  const f = new Map<string, number>();
  for (const l of labels) f.set(l.format, (f.get(l.format) ?? 0) + 1);
  return `estates hivewell/quorumdesk/commonplace/loftline; formats ${[...f].map(([k, v]) => `${k}=${v}`).join(" ")}`;
});
