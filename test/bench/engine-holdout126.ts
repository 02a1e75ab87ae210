// Blind holdout 126: vending machine operators and office micro markets.
//
// 64 windows (52 failures: 4 for each of the 13 categories, one per operator; 12 quiet windows, 3 per operator) from
// four made-up operators, 10 services each: vendora (office vending: telemetry-ingest, cashless-auth, planogram-svc,
// route-planner, wms-picking, settlement-worker, ...; trace ids), pantrypoint (micro-market kiosks: scan-service,
// vision-checkout, wallet-api, order-ledger, receipt-mailer, ...; no ids), routeful (restocking routes and warehouse
// prekits: dex-collector, stop-scheduler, pick-station, commission-engine, ...; trace ids) and coincab (machine
// telemetry and cashless: mqtt-bridge (C++), mdb-events, card-reader-svc, payments-core, coinmech-svc, ...; trace ids).
// Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose; windows of 6-20 minutes, roughly 1,500-10,000
// lines, clock skew up to 300 ms per service, failures starting after 3-8 minutes of baseline.
//
// What makes it hard: each operator has a service that logs the same harmless ERROR from the first minute (DEX
// checksum mismatches, unknown UPCs, malformed MQTT publishes, swapped machine serials), everyday domain warnings
// (coin tubes low, bill validator jams, cards declined, sold-out coils, kiosks rebooting, stops skipped at closed
// buildings), retries that succeed, deprecation warnings and an unrelated deploy or reload near every failure. Callers
// report failures in their own runtime's words with retries and opening breakers, several origins log only WARN
// (rate limiters, promo timeouts, Spring validation), some go silent (route-planner, order-ledger, coinmech-svc) or
// crash-loop, and a few share vocabulary with another category (a flood-stage block that answers 429, a Hikari pool
// timeout, a missing env var in a Python traceback).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout126/estates.js";
import { EXT, type Format } from "./holdout126/formats.js";
import { FAULTS, type Fault } from "./holdout126/incidents.js";
import { makeRng } from "./holdout126/rng.js";
import { assignSplit } from "./holdout126/split.js";
import { buildStream } from "./holdout126/stream.js";

export interface Holdout126Label extends NotedLabel {
  format: Format;
}

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
const QUIET_NOTES: Record<string, string> = {
  vendora:
    "an ordinary vendora window: telemetry, card authorizations, route sheets, DEX checksum errors and low coin tubes, nothing broken.",
  pantrypoint:
    "an ordinary pantrypoint window: kiosk scans, checkouts, wallet funding, unknown UPCs and low-light cameras, nothing broken.",
  routeful:
    "an ordinary routeful window: stop completions, prekit scans, DEX serial mismatches and skipped closed buildings, nothing broken.",
  coincab:
    "an ordinary coincab window: vends, coin audits, cabinet temperatures, malformed MQTT publishes and bill jams, nothing broken.",
};

export function generateHoldout126(dir: string, seed = 12601): Holdout126Label[] {
  const r = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  type Slot = { estate: string; fault: Fault | null };
  const slots: Slot[] = [
    ...FAULTS.map((f) => ({ estate: f.estate, fault: f })),
    ...ESTATES.flatMap((e) => [0, 1, 2].map(() => ({ estate: e.id, fault: null }))),
  ];
  for (let i = slots.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [slots[i], slots[j]] = [slots[j] as Slot, slots[i] as Slot];
  }
  const splits = assignSplit(
    slots.map((s) => ({ category: s.fault?.cat ?? null })),
    r,
  );
  const labels: Holdout126Label[] = [];
  slots.forEach((s, i) => {
    const estate = ESTATES.find((e) => e.id === s.estate);
    if (!estate) throw new Error(`no estate ${s.estate}`);
    const format = FORMATS[i % FORMATS.length] as Format;
    const id = `h126-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    const day = Date.UTC(2026, 7, 20) + i * 26 * 3600000;
    const start = day + r.int(6, 19) * 3600000 + r.int(0, 59) * 60000 + r.int(0, 59) * 1000;
    const offMin = r.int(3, 8);
    const durMin = r.int(Math.max(6, offMin + 4), 20);
    const incStart = s.fault ? start + offMin * 60000 + r.int(0, 50) * 1000 : null;
    let target = r.int(1700, 8200);
    let text = "";
    for (;;) {
      const lines = buildStream(estate, s.fault, format, { start, durMs: durMin * 60000, incStart, target }, r);
      text = `${lines.join("\n")}\n`;
      if (text.split("\n").length - 1 <= 9800 || target < 1200) break;
      target = Math.round(target * 0.7);
    }
    writeFileSync(join(dir, file), text);
    const f = s.fault;
    labels.push({
      id,
      file,
      format,
      isIncident: f !== null,
      originService: f?.origin ?? null,
      category: f?.cat ?? null,
      errorTypeHints: f?.hints ?? [],
      incidentStart: incStart === null ? null : new Date(incStart).toISOString(),
      expectedSeverityAtLeast: f?.sev ?? null,
      split: splits[i] as "tune" | "locked",
      note: f?.note ?? (QUIET_NOTES[s.estate] as string),
      lines: text.split("\n").length - 1,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout126", generateHoldout126, (ls) => {
  const est = ESTATES.map((e) => e.id).join("/");
  const tune = ls.filter((l) => l.split === "tune").length;
  return `estates ${est}; formats ${FORMATS.join("/")}; ${tune} tune / ${ls.length - tune} locked`;
});
