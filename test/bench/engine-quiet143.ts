/**
 * Blind holdout "quiet143": 48 aggregated log windows from four made-up commercial print and sign estates (Inkwell
 * Print Co: kebab-case, nginx, Node/Go/Python/Java, x-request-id; Banner & Bolt Signs: snake_case, HAProxy, Ruby and
 * Python, no request ids; Pressroom: one-word names, Envoy, Java/Go, W3C traceparent; Meridian Graphics:
 * team-prefixed names, Traefik, .NET/Elixir/PHP, request ids on customer tiers only). 40 windows are quiet and 8 hold
 * an incident, one each of disk, configuration, memory, database, network, dependency, authentication and timeout.
 *
 * What makes it hard: quiet windows are loud (scanner 404s, credential stuffing, client upload aborts, rejected
 * artwork, DB failovers that recover, deploy 502 blips, cert renewals, health-check flaps, slow queries, dead
 * letters, duplicate-key replays, steady runtime warnings at ERROR, import batches with bad rows, carrier 5xx
 * absorbed by retries, printers offline for media changes, GC pauses, spool cleanups, partner 429s, bounced mail)
 * and several share an incident's words. In incidents the origin often only WARNs (full RIP spool, open carrier
 * breaker, licence-check timeouts) or logs almost nothing per request (OOM-killed workers), its callers report the
 * fault in their own words (500s naming the callee, connection resets, HttpClient timeouts, retry storms louder than
 * the origin), unrelated deploys land minutes before, and services carry up to 300 ms of clock skew.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { formatsSplitsLines, runHoldoutCli } from "./holdout-cli.js";
import { estateByKey } from "./quiet143/estates.js";
import { EXT, type Format, render } from "./quiet143/formats.js";
import { EPISODES } from "./quiet143/noise.js";
import { makePlan } from "./quiet143/plan.js";
import { rng } from "./quiet143/rng.js";
import { traffic, Win } from "./quiet143/sim.js";
import { stratifiedSplit } from "./quiet143/split.js";

export interface Label extends NotedLabel {
  format: Format;
}

export function generateQuiet143(dir: string, seed = 14351): Label[] {
  mkdirSync(dir, { recursive: true });
  const r = rng(seed);
  const plan = makePlan(r);
  const labels: Label[] = [];
  plan.forEach((p, k) => {
    const e = estateByKey(p.estate);
    const wr = rng((seed * 7919 + k * 104729) >>> 0);
    const dropped = wr.shuffle(e.optional.filter((s) => s !== p.incident?.origin)).slice(0, p.drop);
    const services = new Set(Object.keys(e.runtime).filter((s) => !dropped.includes(s)));
    const w = new Win(wr, e, p.t0, p.minutes * 60000, services);
    let tf: number | null = null;
    let fault: ReturnType<NonNullable<typeof p.incident>["build"]> | undefined;
    if (p.incident) {
      w.protect.add(p.incident.origin);
      tf = Math.round(w.at(wr.f(0.4, 0.68)));
      fault = p.incident.build(w, tf);
    }
    for (const [key, at] of p.episodes) EPISODES[key].run(w, at);
    traffic(w, p.lines, fault);
    w.recs.sort((a, b) => a.t + a.skew - (b.t + b.skew));
    const out = render(p.format, w.recs, e.ns);
    const voices = new Set(w.recs.map((x) => x.svc)).size;
    const file = `${p.id}.${EXT[p.format]}`;
    writeFileSync(join(dir, file), `${out.join("\n")}\n`);
    const quiet = p.episodes.map(([key]) => EPISODES[key].what);
    labels.push({
      id: p.id,
      file,
      format: p.format,
      isIncident: !!p.incident,
      originService: p.incident?.origin ?? null,
      category: p.incident?.category ?? null,
      errorTypeHints: p.incident?.hints ?? [],
      incidentStart: tf === null ? null : new Date(tf).toISOString(),
      expectedSeverityAtLeast: p.incident?.severity ?? null,
      split: "tune",
      note: p.incident
        ? `${e.name} (${voices} services, ${p.minutes} min): ${p.incident.note}.`
        : `${e.name} (${voices} services, ${p.minutes} min), no incident: ${[...new Set(quiet)].join("; ")}.`,
      lines: out.length,
    });
  });
  const split = stratifiedSplit(
    labels.map((l) => l.category),
    r,
  );
  labels.forEach((l, i) => {
    l.split = split[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet143", generateQuiet143, formatsSplitsLines);
