/**
 * Holdout 25, "real software wording, weak categories": 64 scenarios (52 incidents + 12 quiet windows), written
 * blind. Incidents are weighted to the categories engines find hardest (memory 7, timeout 7, database 7,
 * configuration 7, network 5, dependency 4, rate_limiting 3, authentication 3, authorization 2, validation 2,
 * null_reference 2, disk 2, unknown 1), and every line is worded the way the real software prints it: JVM
 * (Spring Boot, Tomcat, HikariCP, reactor-netty, Kafka clients, resilience4j), Go (net/http, go-redis, pgx, AWS
 * SDK), Python (gunicorn, uvicorn, SQLAlchemy, psycopg2, Celery, requests/urllib3, pydantic-settings), Node
 * (express, undici, axios, mysql2, stripe, zod), .NET (Kestrel, EF Core, Npgsql, Polly), Ruby (Puma, Rails,
 * ActiveRecord, Sidekiq, Faraday), and the infrastructure's own lines (PostgreSQL, MySQL, Redis, Kafka broker,
 * kubelet / kernel OOM killer, nginx / envoy access lines).
 *
 * The distinctions it tests: memory shown by a component other than the victim (kernel oom-kill, kubelet
 * exit 137 OOMKilled, gunicorn "Perhaps out of memory?") versus the heap errors a runtime prints itself; timeout
 * (deadline exceeded, read timed out, worker timeout) versus network (reset, DNS, no route, TLS EOF); database
 * (SQLSTATE codes, pool exhaustion worded as "timed out", deadlocks, lock waits, too many clients) and
 * configuration (a missing or invalid setting, a misspelled endpoint, a trust-store or CA path after a change,
 * even when the message says "validation error"). Origins are the service where the fault starts, which is often
 * quieter than its callers.
 *
 * Five made-up estates (freight, dental clinics, energy utility, ticketing, e-learning) of 9-11 services each,
 * three with request ids. Each file is one stream sorted by printed time, per-service clock skew up to 280 ms,
 * background request chains, health checks, a periodic job, a noisy service with a constant harmless error or
 * warning, deprecation warnings, retries that succeed, a 2-8 minute baseline before onset, 1,500-15,000 lines,
 * in the dev set's six formats by rotation. Labels follow NotedLabel plus `format`; `split` is seeded and
 * balanced within each category (quiet windows are one group).
 *
 * Usage: npx tsx test/bench/engine-holdout25.ts --out DIR [--seed N]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate, type Svc } from "./holdout25/estates.js";
import { makeX } from "./holdout25/faultkit.js";
import { EXT, FORMATS, type Format, render } from "./holdout25/formats.js";
import { DATABASE, type IncidentSpec, MEMORY, TIMEOUT } from "./holdout25/incidents-a.js";
import { CONFIGURATION, DEPENDENCY, NETWORK, RATE } from "./holdout25/incidents-b.js";
import { AUTHENTICATION, AUTHORIZATION, DISK, NULLREF, UNKNOWN, VALIDATION } from "./holdout25/incidents-c.js";
import { QUIET, type QuietSpec } from "./holdout25/quiet.js";
import { makeRng } from "./holdout25/rng.js";
import { assignSplits } from "./holdout25/split.js";
import { background, Stream } from "./holdout25/stream.js";

export interface Holdout25Label extends NotedLabel {
  format: Format;
}

export const INCIDENTS: IncidentSpec[] = [
  ...MEMORY,
  ...TIMEOUT,
  ...DATABASE,
  ...CONFIGURATION,
  ...NETWORK,
  ...DEPENDENCY,
  ...RATE,
  ...AUTHENTICATION,
  ...AUTHORIZATION,
  ...VALIDATION,
  ...NULLREF,
  ...DISK,
  ...UNKNOWN,
];

type Scenario = { kind: "incident"; spec: IncidentSpec } | { kind: "quiet"; spec: QuietSpec };

function cast(spec: IncidentSpec | QuietSpec, start: number): { estate: Estate; o: Svc } {
  const inc = spec as IncidentSpec;
  for (let k = 0; k < ESTATES.length; k++) {
    const estate = ESTATES[(start + k) % ESTATES.length];
    if (inc.needs && !inc.needs.every((n) => estate.services.some((s) => s.kind === n))) continue;
    const o = estate.services.find((s) => s.kind === spec.kind && (!inc.style || s.style === inc.style));
    if (o) return { estate, o };
  }
  throw new Error(`no estate fits ${spec.kind}/${inc.style ?? ""}`);
}

export function generateHoldout25(dir: string, seed = 25): Holdout25Label[] {
  const r = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const scenarios: Scenario[] = r.shuffle([
    ...INCIDENTS.map((spec): Scenario => ({ kind: "incident", spec })),
    ...QUIET.map((spec): Scenario => ({ kind: "quiet", spec })),
  ]);
  const splits = assignSplits(
    scenarios.map((s) => (s.kind === "incident" ? s.spec.cat : "quiet")),
    r,
  );
  const labels: Holdout25Label[] = [];
  scenarios.forEach((sc, i) => {
    const format = FORMATS[i % FORMATS.length];
    const { estate, o } = cast(sc.spec, r.int(0, ESTATES.length - 1));
    const start = Date.UTC(2026, 6, 1 + i, r.int(0, 22), r.int(0, 59), r.int(0, 59));
    const t0 = start + r.int(120, 480) * 1000;
    const t1 = t0 + r.int(180, 540) * 1000;
    const end = t1 + r.int(20, 60) * 1000;
    const target = r.int(1800, 13500);
    const secs = (end - start) / 1000;
    const rate = Math.max(0.25, (target / secs - 1.3) / 2.4);
    const st = new Stream(estate, r);
    const keep = sc.kind === "incident" ? sc.spec.keep : undefined;
    background(st, start, end, rate, keep === undefined ? [] : [{ svc: o.name, at: t0, keep }]);
    const x = makeX(st, o, t0, t1);
    sc.spec.run(x);
    const lines = render(format, st.sorted(), estate.ns);
    const id = `h25-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const note = sc.spec.note.replace(/\{o\}/g, o.name).replace(/\{c\}/g, x.c.name);
    labels.push(
      sc.kind === "incident"
        ? {
            id,
            file,
            format,
            isIncident: true,
            originService: o.name,
            category: sc.spec.cat,
            errorTypeHints: sc.spec.hints,
            incidentStart: new Date(t0).toISOString(),
            expectedSeverityAtLeast: sc.spec.sev,
            split: splits[i],
            note: `${estate.company}: ${note}`,
            lines: lines.length,
          }
        : {
            id,
            file,
            format,
            isIncident: false,
            originService: null,
            category: null,
            errorTypeHints: [],
            incidentStart: null,
            expectedSeverityAtLeast: null,
            split: splits[i],
            note: `${estate.company} (quiet): ${note}`,
            lines: lines.length,
          },
    );
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout25", generateHoldout25, (labels) => {
  const by = new Map<string, number>();
  for (const l of labels) by.set(l.format, (by.get(l.format) ?? 0) + 1);
  return [...by].map(([f, n]) => `${f} ${n}`).join(", ");
});
