// Blind scenario set holdout130: homeowners' associations and condominium management.
//
// Four made-up management companies (estates) each run 8-10 services: Ridgeway Community Management
// (Node owner-portal, Java dues-ledger, Go ach-autopay, Python violation-desk, Go inspector-photos, Ruby
// amenity-booking, C++ fob-sync, .NET workorder-hub, Python owner-notify/resale-certs; hex trace ids), Bayshore
// HOA Services (Ruby resident-web, .NET assessments-api, Java payments-ach, Node compliance-svc ...; no ids),
// Summit Condo Group (.NET condo-portal, Python hoa-billing, Go nacha-batcher, Java violation-tracker/estoppel-svc,
// Elasticsearch records-es ...; uuid request ids) and Pinegate Property Partners (Go members-api, Java ledger-core,
// Python autopay-runner, Node gate-access/arc-review, .NET maint-orders, Ruby resale-desk ...; no ids).
//
// 64 scenarios: 52 failures (4 for each of the 13 categories) and 12 quiet windows, rotating over the dev set's six
// formats (jsonl, datadog, ecs, gcp, logfmt, compose), 6-20 minute windows, 1,500-10,000 lines each, sorted by
// printed time with up to 300 ms per-service skew; the fault starts after 3-8 minutes of baseline.
//
// What makes it hard: a constantly noisy service from the first minute (ACH returns for closed accounts, fobs
// denied for owners in arrears, oversized violation photos, bookings refused at capacity, vendors ignoring work
// orders, bounced owner emails), deprecation warnings, retries that succeed, an unrelated rollout near the start
// of the trouble, callers describing the failure in their own runtime's words (Faraday, Polly, axios, Go
// net/http, Spring, requests), retry storms louder than the service at fault, origins that only WARN, origins that
// go quiet, multi-line stack traces per runtime and third parties (banks, SMS/email providers, access-control
// clouds, Redis) that never log here themselves.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { background, NOISY_ROLES } from "./holdout130/baseline.js";
import { ESTATES, type Role } from "./holdout130/estates.js";
import { EXT, FORMATS, type Format } from "./holdout130/formats.js";
import { INCIDENTS } from "./holdout130/incidents.js";
import { QUIETS } from "./holdout130/quiet.js";
import { makeRng } from "./holdout130/rng.js";
import { assignSplit } from "./holdout130/split.js";
import { Scn } from "./holdout130/stream.js";

export interface Holdout130Label extends NotedLabel {
  format: Format;
}

interface Plan {
  inc?: (typeof INCIDENTS)[number];
  quiet?: (typeof QUIETS)[number];
}

export function generateHoldout130(dir: string, seed = 13001): Holdout130Label[] {
  mkdirSync(dir, { recursive: true });
  const rng = makeRng(seed);
  const plans: Plan[] = [...INCIDENTS.map((inc) => ({ inc })), ...QUIETS.map((quiet) => ({ quiet }))];
  for (let i = plans.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [plans[i], plans[j]] = [plans[j]!, plans[i]!];
  }
  const splits = assignSplit(
    plans.map((p) => p.inc?.cat ?? "quiet"),
    rng,
  );
  const labels: Holdout130Label[] = [];
  plans.forEach((plan, i) => {
    const id = `h130-${String(i + 1).padStart(2, "0")}`;
    const fmt = FORMATS[i % FORMATS.length]!;
    const estKey = plan.inc?.est ?? plan.quiet!.est;
    const estate = ESTATES.find((e) => e.key === estKey)!;
    const r0 = makeRng(seed * 131 + i * 7919);
    const month = r0.int(1, 11);
    const day = plan.quiet?.day16 ? 16 : r0.pick([1, 2, 3, 5, 8, 9, 12, 14, 16, 17, 21, 23, 27]);
    const start = Date.UTC(2026, month, day, r0.int(6, 21), r0.int(0, 59), r0.int(0, 59)) + r0.int(0, 999);
    const minutes = r0.int(6, 20);
    const end = start + minutes * 60000;
    const t0 = start + r0.int(180, Math.min(480, minutes * 60 - 150)) * 1000 + r0.int(0, 999);
    const target = r0.int(2200, 8000);
    let trafficMs = Math.max(60, Math.round(3000 / Math.max(0.4, target / (minutes * 60) - 1.6)));
    let lines: string[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const s = new Scn(makeRng(seed * 977 + i * 31 + attempt), estate, fmt, start, end);
      const originRole: Role | undefined = plan.inc?.role;
      const noisyPool = NOISY_ROLES.filter((r) => r !== originRole && s.has(r));
      const noisy = s.rng.pick(noisyPool);
      const deployPool = estate.svcs
        .map((v) => v.role)
        .filter((r) => r !== originRole && r !== noisy && r !== "portal");
      const deployRole = s.rng.pick(deployPool);
      const deployAt = plan.inc
        ? t0 + s.rng.pick([-1, 1]) * s.rng.int(20000, 110000)
        : start + s.rng.int(60000, minutes * 60000 - 60000);
      if (plan.inc) plan.inc.run(s, t0);
      else plan.quiet!.run(s, start + Math.round((end - start) * (0.35 + s.rng.next() * 0.2)));
      background(s, { noisy, deployRole, deployAt, trafficMs });
      lines = s.write();
      if (lines.length < 1600) trafficMs = Math.max(40, Math.round(trafficMs * 0.6));
      else if (lines.length > 9800) trafficMs = Math.round(trafficMs * 1.5);
      else break;
    }
    const file = `${id}.${EXT[fmt]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = plan.inc;
    labels.push({
      id,
      file,
      format: fmt,
      isIncident: !!inc,
      originService: inc ? estate.svcs.find((v) => v.role === inc.role)!.name : null,
      category: inc?.cat ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: inc ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: inc?.sev ?? null,
      split: splits[i]!,
      note: inc?.note ?? plan.quiet!.note,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout130", generateHoldout130, (labels) => {
  const est = new Set(labels.map((l) => l.file));
  return `${est.size} files, formats ${FORMATS.map((f) => `${f}=${labels.filter((l) => l.format === f).length}`).join(" ")}, tune=${labels.filter((l) => l.split === "tune").length}`;
});
