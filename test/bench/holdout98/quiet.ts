// Quiet windows: nothing is broken, but the domain's everyday alarms pile up for a minute or two (a garage full of
// sleeping cars, an OTA wave meeting low batteries, a ferry's worth of late telemetry, a rolling restart whose
// callers retry and succeed, a customer over its own API quota, odd meter values, unenrolled VINs).
import { has } from "./estates.js";
import type { Ctx } from "./stream.js";

type Scare = { name: string; ok: (c: Ctx) => boolean; run: (c: Ctx, at: number) => void };

const SCARES: Scare[] = [
  {
    name: "a car park full of sleeping cars not answering commands",
    ok: (c) => has(c.estate, "cmd"),
    run(c, at) {
      const r = c.rng;
      c.every("cmd", at, at + 120, 14, () => [
        "warn",
        `command ${r.pick(["UNLOCK_DOORS", "HORN_AND_LIGHTS", "LOCATE"])} id=${r.hex(8)}-${r.hex(4)} expired: vehicle ${c.vin()} did not ack within 60s (asleep/no coverage)`,
      ]);
      if (has(c.estate, "wake"))
        c.every("wake", at, at + 120, 10, () => ["info", `DLR ${r.hex(10)} EXPIRED (handset not reachable)`]);
    },
  },
  {
    name: "an OTA wave start with many downloads paused on low battery",
    ok: (c) => has(c.estate, "ota"),
    run(c, at) {
      const r = c.rng;
      c.at(
        "ota",
        at,
        "info",
        `campaign FOTA-2611-${r.int(100, 140)}: wave ${r.int(3, 6)} started, ${r.int(2000, 9000)} vehicles`,
      );
      c.every("ota", at, at + 180, 20, () => [
        "info",
        `campaign FOTA-2611-${r.int(100, 140)}: ${c.vin()} download paused reason=LOW_BATTERY soc=${r.int(6, 19)}%`,
      ]);
      c.every("ota", at + 20, at + 200, 3, () => [
        "warn",
        `download ${c.vin()} resumed after ${r.int(2, 30)} chunk retries (range request)`,
      ]);
    },
  },
  {
    name: "a ferry's worth of late telemetry arriving at once",
    ok: (c) => has(c.estate, "ingest"),
    run(c, at) {
      const r = c.rng;
      c.every("ingest", at, at + 90, 24, () => [
        "warn",
        `late telemetry: vin=${c.vin()} frame age ${r.int(600, 3600)}s (buffered on vehicle), accepted out of order`,
      ]);
    },
  },
  {
    name: "a rolling restart whose callers retry once and succeed",
    ok: (c) => has(c.estate, "registry") || has(c.estate, "consent"),
    run(c, at) {
      const r = c.rng;
      const tgt = has(c.estate, "registry") ? "registry" : "consent";
      c.at(tgt, at, "info", "received SIGTERM, draining connections (grace 30s)");
      c.at(tgt, at + 9, "info", "shutdown complete");
      c.every("cmd", at + 2, at + 12, 30, () => [
        "warn",
        `${c.s(tgt)} call failed (connection refused), retry 1/3 in 200ms`,
      ]);
      c.every("cmd", at + 2, at + 12, 30, () => ["info", `${c.s(tgt)} retry 1/3 succeeded (${r.int(5, 40)}ms)`]);
    },
  },
  {
    name: "a fleet customer over its own API quota",
    ok: (c) => has(c.estate, "fleet"),
    run(c, at) {
      const r = c.rng;
      c.every("fleet", at, at + 150, 30, () => [
        "info",
        `client_id=fleetco-${r.int(10, 14)} over quota (600 req/min): 429 returned for GET /fleet/v2/vehicles/${c.vin()}/position`,
      ]);
    },
  },
  {
    name: "odd meter values in charge records",
    ok: (c) => has(c.estate, "charge") || has(c.estate, "roaming"),
    run(c, at) {
      const r = c.rng;
      const role = has(c.estate, "charge") ? "charge" : "roaming";
      c.every(role, at, at + 120, 10, () => [
        "warn",
        `CDR ${r.hex(10)}: meter jump ${r.int(9000, 99000)} Wh in ${r.int(1, 5)} min at ${r.pick(["DE*ION*E1204", "AT*SMA*E3310"])}, capped to session max`,
      ]);
    },
  },
  {
    name: "a dealer feed batch with unenrolled VINs",
    ok: (c) => has(c.estate, "registry"),
    run(c, at) {
      const r = c.rng;
      c.every("registry", at, at + 60, 30, () => [
        "warn",
        `dealer feed: VIN ${c.vin().slice(0, 10)}${r.digits(7)} not enrolled, skipped`,
      ]);
      c.at("registry", at + 61, "info", `dealer feed import done: ${r.int(400, 900)} ok, ${r.int(20, 40)} skipped`);
    },
  },
  {
    name: "commands refused for low 12V battery in a cold snap",
    ok: (c) => has(c.estate, "cmd"),
    run(c, at) {
      const r = c.rng;
      c.every("cmd", at, at + 150, 12, () => [
        "info",
        `command CLIMATE_START id=${r.hex(8)}-${r.hex(4)} refused by vehicle: LOW_BATTERY (12V ${(r.int(110, 118) / 10).toFixed(1)}V)`,
      ]);
    },
  },
];

/** Adds two or three harmless bursts to a quiet window and returns what they are. */
export function quietScares(c: Ctx, n: number): string[] {
  const ok = SCARES.filter((s) => s.ok(c));
  const chosen: Scare[] = [];
  while (chosen.length < n && chosen.length < ok.length) {
    const s = c.rng.pick(ok);
    if (!chosen.includes(s)) chosen.push(s);
  }
  const span = (c.end - c.t0) / 1000;
  chosen.forEach((s, i) => {
    s.run(c, (c.t0 - c.start) / 1000 + span * (0.2 + 0.25 * i) + c.rng.int(0, 30));
  });
  return chosen.map((s) => s.name);
}
