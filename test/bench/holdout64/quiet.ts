// The 12 quiet windows of holdout64: ordinary operations with the domain's own bumps that need no one paged.
import type { Ctx } from "./incidents.js";

export interface Quiet {
  estate: "rail" | "sat" | "bldg";
  note: string;
  build(c: Ctx): void;
}

const crs = ["LDS", "YRK", "HUD", "WKF", "HGT", "SHF"];
const p2 = (n: number) => String(n).padStart(2, "0");

export const QUIETS: Quiet[] = [
  {
    estate: "rail",
    note: "Morning peak with a points failure upstream: many trains running late and berth steps out of order, every service healthy.",
    build(c) {
      c.storm("running-data", 0, null, 10, (r) => [
        "warn",
        `Train ${r.int(1, 9)}D${p2(r.int(1, 99))} running ${r.int(8, 45)} min late at ${r.pick(crs)}, forecast confidence LOW`,
      ]);
      c.storm("pis-display", 30, null, 5, (r) => [
        "info",
        `board ${r.pick(crs)}-P${r.int(1, 12)} updated: delay reason 'signalling problems' applied`,
      ]);
      c.storm("announcer", 30, null, 3, (r) => [
        "info",
        `queued announcement station=${r.pick(crs)} template=delay_apology tts_ms=${r.int(200, 600)}`,
      ]);
    },
  },
  {
    estate: "rail",
    note: "Evening event crowd at the gates: a burst of expired and wrong-route tickets rejected, validation itself healthy.",
    build(c) {
      c.storm("gate-validator", 0, 300, 20, (r) => [
        "warn",
        `validate gate=LDS-G${p2(r.int(1, 24))} result=REJECT reason=${r.pick(["TICKET_EXPIRED", "ROUTE_NOT_VALID", "ALREADY_USED"])}`,
      ]);
      c.storm("gate-validator", 0, 300, 30, (r) => [
        "info",
        `validate gate=LDS-G${p2(r.int(1, 24))} type=aztec result=ACCEPT latency_ms=${r.int(4, 40)}`,
      ]);
    },
  },
  {
    estate: "rail",
    note: "A timetable-pub release and a config reload of signalling-gw with a couple of reconnects that succeed; nothing degrades.",
    build(c) {
      c.once("signalling-gw", 0, "info", "[main] signalling-gw 4.2.6 (build 77ac01d3) config reloaded on SIGHUP");
      c.once("signalling-gw", 1, "info", "[cfg] areas.yaml: 6 areas loaded (LS YK HU WY DN SK)");
      c.once("signalling-gw", 3, "warn", "[sgw] area=HU link 10.61.2.14:7001 closed during reload, reconnecting");
      c.once("signalling-gw", 4, "info", "[sgw] area=HU reconnected after 1 attempt, 0s of updates lost");
    },
  },
  {
    estate: "rail",
    note: "Overnight quiet window with engineering possessions: displays in maintenance and a few cancelled trains, nothing broken.",
    build(c) {
      c.storm("pis-display", 0, null, 3, (r) => [
        "warn",
        `display ${r.pick(crs)}-P${r.int(1, 12)}-0${r.int(1, 4)} in MAINTENANCE window (asset works order WO-${r.int(10000, 99999)})`,
      ]);
      c.storm("running-data", 60, null, 2, (r) => [
        "info",
        `Train ${r.int(5, 6)}M${p2(r.int(1, 99))} cancelled (reason code PA: planned engineering work)`,
      ]);
    },
  },
  {
    estate: "sat",
    note: "Several low-elevation passes with a few dropped frames and one pass conflict resolved by priority; all links healthy.",
    build(c) {
      c.storm("tlm-ingest", 0, null, 6, (r) => [
        "warn",
        `frame gap station=${r.pick(["TRO-2", "AWA-1"])} scid=SKV-${p2(r.int(1, 12))} vcid=0 got=+${r.int(2, 12)} (elevation ${r.int(5, 9)}.${r.int(0, 9)} deg)`,
      ]);
      c.storm("pass-scheduler", 20, null, 2, (r) => [
        "info",
        `pass SKV-${p2(r.int(1, 12))} rescheduled to next contact (priority)`,
      ]);
    },
  },
  {
    estate: "sat",
    note: "A cmd-uplink deploy with a short burst of TC retransmissions that are all accepted.",
    build(c) {
      c.once(
        "cmd-uplink",
        0,
        "info",
        "Started CmdUplinkApplication v3.9.1 in 14.882 seconds (process running for 15.6)",
      );
      c.storm("cmd-uplink", 5, 120, 6, (r) => [
        "warn",
        `TC frame NAK from station (FARM-1 lockout cleared), retransmitting seq=${r.int(1000, 9999)}`,
      ]);
      c.storm("cmd-uplink", 6, 121, 6, (r) => ["info", `TC retransmission accepted after ${r.int(200, 1200)} ms`]);
    },
  },
  {
    estate: "sat",
    note: "Routine orbit-determination batch with one spacecraft converging slowly and an ACU weather sensor in maintenance.",
    build(c) {
      c.storm("orbit-det", 0, 200, 3, () => ["warn", "OD SKV-09 iteration 9: rms 4.81m above 3.0m target, continuing"]);
      c.once("orbit-det", 220, "info", "OD SKV-09 converged iter=11 rms=1.92m arc=24h obs=1410");
    },
  },
  {
    estate: "sat",
    note: "Space-Track returns a few 502s during sync that succeed on retry; products and passes nominal.",
    build(c) {
      c.storm("ephemeris-sync", 0, 240, 3, () => [
        "warn",
        "space-track query returned 502 Bad Gateway, retrying in 5s",
      ]);
      c.storm("ephemeris-sync", 5, 245, 3, (r) => ["info", `space-track query ok on retry (${r.int(300, 1500)} ms)`]);
    },
  },
  {
    estate: "bldg",
    note: "Fire-door drill: many doors held open and forced-door alarms cleared, plus BMS sensors in maintenance.",
    build(c) {
      c.storm("access-ctl", 0, 400, 14, (r) => [
        "warn",
        `Door held open reader=L${p2(r.int(1, 24))}-S-FIRE duration=${r.int(40, 300)}s (drill mode)`,
      ]);
      c.storm("alarm-router", 10, 420, 6, () => [
        "info",
        "routed event DOOR_FORCED_CLEARED src=fire-drill -> none (suppressed)",
      ]);
    },
  },
  {
    estate: "bldg",
    note: "Chiller staging on a warm afternoon: CH-3 starts, a Modbus read retries and succeeds; temperatures stay in band.",
    build(c) {
      c.once("chiller-ctl", 0, "info", "CH-3 stage-up requested: load 88% for 10 min");
      c.once("chiller-ctl", 95, "info", "CH-3 running, CHWS=7.1C, stage=3");
      c.storm("bms-gateway", 0, 200, 4, (r) => ["warn", `Modbus poll unit=${r.int(1, 40)} fc=03 CRC error, retrying`]);
      c.storm("bms-gateway", 1, 201, 4, (r) => [
        "info",
        `Modbus poll unit=${r.int(1, 40)} ok on retry ${r.int(10, 60)}ms`,
      ]);
    },
  },
  {
    estate: "bldg",
    note: "Lift maintenance visit: car D taken out of service and returned, tenant-portal deploy, all else normal.",
    build(c) {
      c.once("lift-monitor", 0, "warn", "car=D mode=INSPECTION (maintenance key switch), excluded from dispatch");
      c.once("lift-monitor", 300, "info", "car=D mode=NORMAL, returned to dispatch");
    },
  },
  {
    estate: "bldg",
    note: "Monthly meter reconciliation job with a few meters offline for maintenance and visitor SMS retries that succeed.",
    build(c) {
      c.storm("energy-meters", 0, 180, 4, (r) => [
        "warn",
        `meter EM-L${p2(r.int(1, 24))}-0${r.int(1, 6)} skipped: offline for maintenance (tag MAINT)`,
      ]);
      c.once("energy-meters", 200, "info", "monthly reconciliation complete: 96 meters, 4 estimated, delta 0.3%");
    },
  },
];
