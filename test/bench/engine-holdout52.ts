/**
 * Holdout 52, written blind: "IoT fleets, MQTT and telemetry pipelines".
 *
 * 64 scenarios: 52 incidents (4 for each of the 13 categories) and 12 quiet windows, over five made-up
 * companies (smart thermostats, reefer containers, soil probes, EV charge points, smart meters), each with an
 * MQTT broker (Mosquitto, EMQX or HiveMQ wording), a device gateway, provisioning / PKI, a device shadow, a
 * telemetry ingest (Kafka / Telegraf), a time-series store (InfluxDB or TimescaleDB), a rules engine, an OTA
 * firmware service, alerting and a dashboard API; each file holds 6-10 of them. Faults live in the broker,
 * a backend store, credentials and CAs, a rules-engine deploy, an OTA rollout or a downstream cloud API; the
 * origin is where the fault lives (a firmware rollout that sends malformed payloads is the origin, not the
 * ingest that rejects them). Every file is one stream sorted by printed time, with clock skew up to 300 ms,
 * background device traffic (thousands of ids, flaky cellular links), health checks, periodic jobs, a noisy
 * service with a constant harmless error, deprecation warnings, retries that succeed, a 3-8 minute baseline
 * and a 6-20 minute window, 1,500-10,000 lines, in the dev set's six formats in rotation. Quiet windows show
 * normal IoT noise only: keepalive timeouts, a few expired device certs rejected, retained-message warnings,
 * QoS 1 redeliveries, a staged OTA wave completing and one broker bridge reconnect.
 *
 *   npx tsx test/bench/engine-holdout52.ts --out DIR [--seed N]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { background, makeCtx } from "./holdout52/background.js";
import { ESTATES, ROLES, type Role } from "./holdout52/estates.js";
import { EXT, FORMATS, type Format } from "./holdout52/formats.js";
import { INCIDENTS, type Incident } from "./holdout52/incidents.js";
import { iotNoise } from "./holdout52/quiet.js";
import { Rng } from "./holdout52/rng.js";
import { assignSplits } from "./holdout52/split.js";
import { print, Stream } from "./holdout52/stream.js";

export interface Holdout52Label extends NotedLabel {
  format: Format;
}

const MIN = 60000;
const QUIET = 12;

export function generateHoldout52(dir: string, seed = 5201): Holdout52Label[] {
  const rng = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const plan: Array<Incident | null> = rng.shuffle([...INCIDENTS, ...Array.from({ length: QUIET }, () => null)]);
  const splits = assignSplits(
    plan.map((p) => p?.category ?? "quiet"),
    rng,
  );
  const labels: Holdout52Label[] = plan.map((inc, i) => {
    const id = `h52-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const fits = ESTATES.filter(
      (e) => (!inc?.broker || e.broker === inc.broker) && (!inc?.tsdb || e.tsdb === inc.tsdb),
    );
    const est = rng.pick(fits);
    const must: Role[] = inc ? [inc.origin, ...inc.also] : [];
    const roles = new Set<Role>(["broker", "gateway", ...must]);
    const want = rng.int(Math.max(6, roles.size), 10);
    for (const r of rng.shuffle([...ROLES])) if (roles.size < want) roles.add(r);
    const baseline = rng.int(3 * 60, 8 * 60) * 1000;
    const windowMs = Math.max(rng.int(6 * 60, 20 * 60) * 1000, baseline + 4 * MIN);
    const start = Date.UTC(2026, 5, 1 + i, rng.int(0, 22), rng.int(0, 59), rng.int(0, 59)) + rng.int(0, 999);
    const s = new Stream(rng, start, start + windowMs);
    const ctx = makeCtx(s, rng, est, [...roles]);
    const target = rng.int(1700, 9000);
    const rate = Math.min(target / (windowMs / 1000), 11);
    background(ctx, rate, inc ? [inc.origin] : []);
    iotNoise(ctx, !inc);
    const t0 = start + baseline;
    inc?.fault(ctx, t0);
    const skew = Object.fromEntries([...roles].map((r) => [r, rng.int(-300, 300)]));
    const { text, lines } = print(s, format, est.names, skew, est.ns);
    writeFileSync(join(dir, file), text);
    return {
      id,
      file,
      format,
      originService: inc ? est.names[inc.origin] : null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: inc ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: inc?.sev ?? null,
      isIncident: !!inc,
      split: splits[i],
      note: inc
        ? `${est.company}: ${inc.note}`
        : `${est.company}: quiet window, normal IoT noise only (keepalive timeouts, expired certs, QoS 1 redeliveries, OTA wave, bridge reconnect)`,
      lines,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout52", generateHoldout52);
