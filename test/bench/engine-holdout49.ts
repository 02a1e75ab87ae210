/**
 * Holdout 49, written blind: "mobile and browser clients with their backends".
 *
 * 64 scenarios: 52 incidents (4 for each of the 13 categories) and 12 quiet windows. Five made-up companies
 * (grocer, ticketing, bike rental, bookshop, parcels) ship client telemetry into the same pipeline as their
 * backends: a web app's RUM events and CSP reports, iOS and Android network/crash logs, an API gateway, a BFF, an
 * auth/token service, a push service (APNs/FCM), an upload service, an image CDN/resizer and the core backends
 * (orders, profiles, search) with a Postgres store; 7-10 of these per file.
 *
 * Each file is one stream sorted by printed time, in one of the dev set's six formats (rotating), with per-service
 * clock skew up to 300 ms, request chains through gateway/BFF/backends, health checks, periodic jobs, deprecation
 * warnings, retries that succeed on bad networks, one noisy service with a constant harmless error, and a 3-8
 * minute baseline before the fault; windows are 6-20 minutes, 1,500-10,000 lines.
 *
 * Origins are where a senior would fix things: sometimes a backend (clients only report timeouts or 5xx), sometimes
 * a new app release or web bundle (malformed payload, missing field, retired API version, retry storm, null deref
 * after a correct backend change, certificate pin), sometimes the service in front of a third party (APNs, FCM,
 * S3, Stripe, Elasticsearch, Twilio). Quiet windows hold normal client noise: bad-network timeouts, ResizeObserver
 * and "Script error.", 426 upgrade-required for old apps, pruned push tokens, offline replays, ad blockers,
 * ChunkLoadError after a web deploy handled by reload. Labels carry split (tune/locked, balanced per category),
 * note and lines. Deterministic from the seed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { bump, CLIENTS, ESTATES, type Role } from "./holdout49/estates.js";
import { EXT, FORMATS, type Format } from "./holdout49/formats.js";
import { INCIDENTS_A } from "./holdout49/incidents-a.js";
import { INCIDENTS_B } from "./holdout49/incidents-b.js";
import { INCIDENTS_C } from "./holdout49/incidents-c.js";
import type { Incident } from "./holdout49/kit.js";
import { QUIETS, type Quiet } from "./holdout49/quiet.js";
import { Rng } from "./holdout49/rng.js";
import { Scene } from "./holdout49/scene.js";
import { splitHalves } from "./holdout49/split.js";
import { Sink, toLines } from "./holdout49/stream.js";
import { housekeeping, noise, requests } from "./holdout49/traffic.js";

export interface Holdout49Label extends NotedLabel {
  format: Format;
}

type Item = { inc: Incident; quiet?: undefined } | { inc?: undefined; quiet: Quiet };

const ALL_ROLES: Role[] = [
  "web",
  "ios",
  "android",
  "gateway",
  "bff",
  "auth",
  "push",
  "media",
  "cdn",
  "orders",
  "profiles",
  "search",
  "db",
];

export function generateHoldout49(dir: string, seed = 4901): Holdout49Label[] {
  const rng = new Rng(seed);
  const items: Item[] = rng.shuffle([
    ...[...INCIDENTS_A, ...INCIDENTS_B, ...INCIDENTS_C].map((inc): Item => ({ inc })),
    ...QUIETS.map((quiet): Item => ({ quiet })),
  ]);
  const splits = splitHalves(
    items.map((it) => it.inc?.cat ?? null),
    rng,
  );
  mkdirSync(dir, { recursive: true });
  const labels: Holdout49Label[] = [];
  items.forEach((it, idx) => {
    const format = FORMATS[idx % FORMATS.length];
    const e = ESTATES[(idx + Math.floor(idx / 6)) % ESTATES.length];
    const start = Date.UTC(2026, 5, 1 + (idx % 28), rng.int(6, 22), rng.int(0, 59), rng.int(0, 59)) + rng.int(0, 999);
    const windowSec = rng.int(360, 1200);
    const baseSec = Math.min(rng.int(180, 480), windowSec - 200);
    const end = start + windowSec * 1000;
    const t0 = start + baseSec * 1000;
    const need = it.inc?.need ?? [rng.pick(CLIENTS), "gateway", "bff"];
    const present = new Set<Role>(need);
    const size = Math.max(present.size, rng.int(7, 10));
    for (const r of rng.shuffle(ALL_ROLES)) if (present.size < size) present.add(r);
    if (it.quiet)
      for (const r of ["web", "ios", "android", "push", "gateway", "auth", "db", "search", "cdn", "bff"] as Role[])
        if (present.size < 10) present.add(r);
    const sink = new Sink(rng);
    const s = new Scene(e, rng, sink, present, start, end);
    const rel = it.inc?.release;
    if (rel)
      s.release = {
        client: rel,
        at: t0,
        ver:
          rel === "ios"
            ? bump(e.iosVer)
            : rel === "android"
              ? bump(e.androidVer)
              : `${e.bundle.split(/[-.]/)[0]}-${rng.hex(8)}`,
      };
    noise(s, it.inc?.origin);
    housekeeping(s);
    let intercept: ((r: import("./holdout49/scene.js").Req) => boolean) | undefined;
    if (it.inc) {
      const inc = it.inc;
      inc.extra?.(s, t0);
      intercept = (r) => r.t >= t0 && (inc.hit?.(s, r, Math.min(1, (r.t - t0) / 180000)) ?? false);
    } else intercept = it.quiet.extra(s);
    const target = rng.int(2100, 8800);
    const perSec = Math.max(0.4, (target - sink.events.length) / (3.3 * windowSec));
    requests(s, perSec, intercept);
    const skew = new Map<string, number>();
    for (const r of present) skew.set(e.names[r], rng.int(-300, 300));
    const lines = toLines(format, sink.events, skew, e.ns);
    const id = `h49-${String(idx + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = it.inc;
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc ? e.names[inc.origin] : null,
      category: inc ? inc.cat : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.sev : null,
      split: splits[idx],
      note: `${e.company}: ${inc ? inc.note(s) : it.quiet?.note}`,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout49", generateHoldout49);
