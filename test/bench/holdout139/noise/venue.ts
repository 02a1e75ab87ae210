// Harmless noise of the building and the show: seatback surtitle units dropping offline, stage machinery
// threshold warnings during rehearsal, auditorium climate alerts, and door scanners refusing re-used tickets.
import { nodeErr } from "../stacks.js";
import { burst, type NoiseKind } from "./types.js";

export const displaysOffline: NoiseKind = {
  key: "displays-offline",
  label: "seatback surtitle units dropping offline and reconnecting",
  roles: ["surtitles"],
  run: (c, main) => {
    const [from, to] = burst(c, main);
    const s = c.s("surtitles");
    const units = Array.from(
      { length: main ? c.r.int(20, 50) : c.r.int(4, 10) },
      () => `SB-${c.r.pick(["ST", "GT", "BA", "AM"])}-${c.r.pick(["A", "C", "F", "K", "M", "P"])}${c.r.int(1, 40)}`,
    );
    c.poisson(from, to, main ? c.r.int(25, 50) : c.r.int(4, 9), (t) => {
      const u = c.r.pick(units);
      if (s.runtime === "node" && c.r.chance(0.35))
        c.emit(t, s, "ERROR", `websocket to unit ${u} closed abnormally`, {
          err: nodeErr("Error", "read ECONNRESET", ["TCP.onStreamRead@node:internal/stream_base_commons:217:20"], {
            code: "ECONNRESET",
            async: false,
          }),
        });
      else
        c.emit(
          t,
          s,
          "WARN",
          `display unit ${u} missed 3 heartbeats (last seen ${c.r.int(16, 45)}s ago), marking offline`,
        );
      c.emit(
        t + c.r.int(8000, 90000),
        s,
        "INFO",
        `display unit ${u} back online (fw 2.4.${c.r.int(1, 9)}), resynced to cue`,
      );
    });
    c.emit(to, s, "INFO", `seatback fleet: ${c.r.int(1180, 1260)} of 1264 units online`);
  },
};

export const stageThresholds: NoiseKind = {
  key: "stage-thresholds",
  label: "stage machinery threshold warnings during a technical rehearsal",
  roles: ["stage"],
  run: (c, main) => {
    const [from, to] = burst(c, main);
    const s = c.s("stage");
    c.emit(
      from,
      s,
      "INFO",
      `mode change: SHOW -> REHEARSAL by DSM console ${c.r.int(1, 3)} (tech rehearsal, ${c.production()})`,
    );
    c.poisson(from, to, main ? c.r.int(15, 35) : c.r.int(3, 6), (t) => {
      const what = c.r.weighted([
        [
          `load cell LC-${c.r.int(1, 24)} on fly bar ${c.r.int(1, 60)} reads ${c.r.int(401, 430)} kg, above warn threshold 400 kg (limit 500 kg)`,
          30,
        ],
        [`hoist H${c.r.int(1, 12)} motor temperature ${c.r.int(71, 78)}°C above warn threshold 70°C`, 20],
        [
          `axis ${c.r.int(1, 28)} following error ${c.r.float(4.1, 6).toFixed(1)}mm exceeds 4.0mm during move, move completed`,
          25,
        ],
        [`soft limit reached on lift ${c.r.int(1, 4)} (-2.40m), motion stopped as configured`, 10],
        [`E-stop circuit ${c.r.int(1, 4)} opened by operator (test), all axes halted`, 10],
        [`revolve drive current ${c.r.int(36, 44)}A above 35A warn level`, 5],
      ]);
      c.emit(t, s, what.startsWith("E-stop") ? "ERROR" : "WARN", what);
      if (what.startsWith("E-stop")) c.emit(t + c.r.int(20000, 60000), s, "INFO", "E-stop reset, axes re-homed, ready");
    });
    c.emit(to, s, "INFO", "mode change: REHEARSAL -> SHOW");
  },
};

export const venueEnvironment: NoiseKind = {
  key: "venue-environment",
  label: "auditorium climate and air-quality threshold alerts on a packed night",
  roles: ["stage"],
  run: (c, main) => {
    const [from, to] = burst(c, main);
    const s = c.s("stage");
    const zone = () => c.r.pick(["stalls", "grand tier", "balcony", "orchestra pit", "fly tower", "foyer bar"]);
    c.poisson(from, to, main ? c.r.int(12, 30) : c.r.int(2, 5), (t) => {
      const z = zone();
      const msg = c.r.weighted([
        [`BMS alarm: ${z} CO2 ${c.r.int(1010, 1350)} ppm above 1000 ppm, requesting ventilation boost`, 40],
        [`BMS alarm: ${z} temperature ${c.r.float(24.1, 27).toFixed(1)}°C above 24.0°C setpoint band`, 35],
        [`BMS: ${z} humidity ${c.r.int(61, 70)}% above 60% (instrument care threshold)`, 15],
        [`BMS: smoke detection in ${z} isolated for haze effect (cue-linked), restore scheduled`, 10],
      ]);
      c.emit(t, s, "WARN", msg);
      if (c.r.chance(0.5)) c.emit(t + c.r.int(60000, 200000), s, "INFO", `BMS: ${z} back within limits`);
    });
  },
};

export const doorScans: NoiseKind = {
  key: "door-scans",
  label: "door scanners refusing already-used and wrong-night tickets",
  roles: ["orders"],
  run: (c, main) => {
    const [from, to] = burst(c, main);
    const o = c.s("orders");
    const path = c.path("orders", "/admissions/scan");
    c.poisson(from, to, main ? c.r.int(40, 90) : c.r.int(6, 12), (t) => {
      const door = `DS-${String(c.r.int(1, 12)).padStart(2, "0")}`;
      const ok = c.r.chance(0.8);
      if (ok) {
        c.emit(t, o, "INFO", `admitted ticket ${c.orderRef()}/${c.r.int(1, 6)} at ${door}`);
        return;
      }
      const why = c.r.weighted([
        [
          `ticket already admitted at ${new Date(t - c.r.int(60000, 900000)).toISOString().slice(11, 19)} (${door})`,
          50,
        ],
        [`ticket is for performance ${c.perf()} (${c.r.pick(["tomorrow", "last Tuesday", "matinee"])})`, 30],
        ["barcode not recognised (screenshot of a resale listing?)", 20],
      ]);
      c.emit(t, o, "WARN", `scan refused at ${door}: ${why}`);
      c.app(t + 2, "orders", "POST", path, 409, c.r.int(5, 25));
      if (c.r.chance(0.05)) {
        c.emit(t + 5, o, "WARN", `scanner ${door} offline (wifi), ${c.r.int(10, 60)} scans queued on device`);
        c.emit(t + c.r.int(30000, 120000), o, "INFO", `scanner ${door} reconnected, replayed queued scans`);
      }
    });
  },
};
