/**
 * Blind holdout set quiet142: 48 aggregated log windows from four made-up planetariums and science museums
 * (timed-entry ticketing, memberships, show scheduling and dome projectors, exhibit sensors, school group
 * bookings, gift shop and cafe), 40 quiet and 8 incidents, one per category (memory, disk, database,
 * authentication, rate_limiting, timeout, configuration, network).
 *
 * Estates: Kepler Science Centre (kebab-case, nginx, Node + Spring + Go, W3C traceparent), Halley Planetarium
 * (snake_case, HAProxy, Django + Celery, x-request-id on front tiers only), Tycho Discovery Museum (one-word
 * names, Envoy, Go + Elixir + Rails, no request ids) and Meridian Science Trust (team-prefixed names, Traefik,
 * .NET + PHP + Go, x-request-id on some tiers). Windows are 6-25 minutes, 6-10 services, 1,500-10,000 lines,
 * up to 300 ms of clock skew per service, rotating over the six formats of shared/data/incidents/README.md.
 *
 * What makes it hard: quiet windows are loud (scanner 404s logged by nginx at error, credential stuffing,
 * database failovers with tens of seconds of dropped connections that recover, deploy 502s, vendor 5xx
 * absorbed by retries, duplicate-key idempotency errors at a steady rate, dead sensors erroring all window,
 * OOM-killed batch jobs that succeed on retry). In incidents the origin is often quieter than its callers: a
 * Java service that OOMs once and then goes silent while crash-looping, a disk-full WAL writer whose gateway
 * shouts, an OAuth secret expiry logged at WARN only, a 429 back-off logged mostly as warnings, a network
 * path that leaves only back-off reconnect lines; callers report failures in their own words (ECONNREFUSED,
 * context deadline exceeded, Net::ReadTimeout, Polly retries, 502/503/504 access lines), and red-herring
 * noise shares the fault's words (a Node "memory leak" warning, failed member logins, an earlier vendor 5xx
 * blip, TLS handshake errors, a feature-flag "not found" error, unrelated deploys minutes before).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { formatsSplitsLines, runHoldoutCli } from "./holdout-cli.js";
import { estateByKey } from "./quiet142/estates.js";
import { EXT, type Format, type Rec, render } from "./quiet142/formats.js";
import { noiseFns } from "./quiet142/noise.js";
import { planWindows } from "./quiet142/plan.js";
import { rngFrom } from "./quiet142/rng.js";
import { simulate } from "./quiet142/sim.js";
import { assignSplits } from "./quiet142/split.js";

export interface Label extends NotedLabel {
  format: Format;
}

export function generateQuiet142(dir: string, seed = 14251): Label[] {
  mkdirSync(dir, { recursive: true });
  const r = rngFrom(seed);
  const plans = planWindows(r);
  const labels: Label[] = [];
  plans.forEach((p, i) => {
    const estate = estateByKey(p.estate);
    const inc = p.incident;
    // re-simulate with a scaled traffic target until the file lands in 1,500-10,000 lines
    let target = p.lines;
    let notes: string[] = [];
    let out: { recs: Rec[]; tf: number | null; lines: string[] } | undefined;
    for (let attempt = 0; attempt < 6; attempt++) {
      const wr = rngFrom(seed * 7919 + i * 104729 + attempt);
      notes = [];
      const sim = simulate(
        {
          estate,
          start: p.start,
          minutes: p.minutes,
          lines: target,
          drop: p.drop,
          fault: inc?.fault(wr),
          noise: noiseFns(p.noise, notes),
        },
        wr,
      );
      out = { ...sim, lines: render(p.format, sim.recs, estate.envelope, wr) };
      const n = out.lines.length;
      if (n >= 1600 && n <= 9600) break;
      target = Math.round((target * (n < 1600 ? 2200 : 8500)) / n);
    }
    if (!out) throw new Error("unreachable");
    const { recs, tf, lines } = out;
    const file = `${p.id}.${EXT[p.format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const services = new Set(recs.map((x) => x.svc)).size;
    const noiseNote = notes.join(", ");
    labels.push({
      id: p.id,
      file,
      format: p.format,
      isIncident: !!inc,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc && tf !== null ? new Date(Math.round(tf)).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note: inc
        ? `${estate.name} (${services} services): ${inc.note}; also ${noiseNote}.`
        : `Quiet ${estate.name} window (${services} services, no page needed): ${noiseNote}.`,
      lines: lines.length,
    });
  });
  const splits = assignSplits(labels, r);
  labels.forEach((l, i) => {
    l.split = splits[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet142", generateQuiet142, formatsSplitsLines);
