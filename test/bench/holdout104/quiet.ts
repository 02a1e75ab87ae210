// Quiet windows: nothing breaks, but the domain's scary-looking harmless episodes happen.
import type { Present } from "./background.js";
import type { Estate } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Ev } from "./stream.js";
import { eui, fill, meter } from "./traffic.js";

type Episode = (r: Rng, e: Estate, at: number, find: (role: string) => Present | undefined, evs: Ev[]) => string | null;

const EPISODES: Episode[] = [
  (r, e, at, find, evs) => {
    const s = find("scada");
    if (!s) return null;
    const st = r.pick(e.stations);
    for (let i = 0; i < r.int(4, 9); i++)
      evs.push({
        t: at + i * r.int(8000, 20000),
        svc: s.name,
        level: i % 2 ? "info" : "warn",
        msg:
          i % 2
            ? `radio link ${st} restored after ${r.int(3, 30)}s`
            : `radio link ${st} lost (RSSI -${r.int(100, 112)} dBm), retrying`,
      });
    return "a pump station radio link flaps and recovers";
  },
  (r, _e, at, find, evs) => {
    const h = find("headend");
    const m = find("mdm");
    if (!h || !m) return null;
    for (let i = 0; i < r.int(15, 40); i++)
      evs.push({
        t: at + i * r.int(500, 3000),
        svc: h.name,
        level: "warn",
        msg: `meter ${meter(r)} missed scheduled read (dev_eui=${eui(r)}), last uplink ${r.int(2, 30)}h ago`,
      });
    evs.push({
      t: at + 90000,
      svc: m.name,
      level: "warn",
      msg: `read completeness for cycle window ${r.int(96, 98)}.${r.int(0, 9)}% (target 99%), gaps will be estimated`,
    });
    return "a batch of meters misses overnight reads and MDM estimates them";
  },
  (r, e, at, find, evs) => {
    const n = find("notify");
    if (!n) return null;
    evs.push({
      t: at,
      svc: n.name,
      level: "info",
      msg: `bulk campaign planned_outage zone=Z${r.int(2, 9)} queued: ${r.int(300, 2000)} recipients`,
    });
    for (let i = 0; i < r.int(10, 30); i++)
      evs.push({
        t: at + 2000 + i * r.int(300, 1500),
        svc: n.name,
        level: i % 5 === 0 ? "error" : "info",
        msg:
          i % 5 === 0
            ? `delivery receipt UNDELIV for ${fill(r, e.phone)}: err=001 (invalid destination)`
            : `delivery receipt SM${r.hex(24)} DELIVRD`,
      });
    return "a planned outage SMS campaign goes out with a few undeliverable numbers";
  },
  (r, _e, at, find, evs) => {
    const w = find("workorder");
    if (!w) return null;
    for (let i = 0; i < r.int(6, 14); i++)
      evs.push({
        t: at + i * r.int(2000, 9000),
        svc: w.name,
        level: "error",
        msg: `tablet sync failed device=T-${r.int(100, 999)}: device offline (shift change), queued`,
      });
    return "crew tablets go offline at shift change";
  },
  (r, e, at, find, evs) => {
    const p = find("payments");
    if (!p) return null;
    for (let i = 0; i < r.int(5, 12); i++)
      evs.push({
        t: at + i * r.int(3000, 12000),
        svc: p.name,
        level: "error",
        msg: `authorization declined code=05 do_not_honor last4=${r.int(1000, 9999)} account=${fill(r, e.acct)}`,
      });
    return "a cluster of card declines";
  },
  (r, _e, at, find, evs) => {
    const l = find("leak");
    if (!l) return null;
    for (let i = 0; i < r.int(8, 20); i++)
      evs.push({
        t: at + i * r.int(1000, 5000),
        svc: l.name,
        level: "warn",
        msg: `logger AL-${r.int(1000, 4999)}: energy spike ${r.int(40, 62)} dB during road works window, classified as noise`,
      });
    return "leak loggers near road works report noise";
  },
];

/** Adds two harmless episodes in the window; returns what happened, for the label note. */
export function quietEpisodes(r: Rng, e: Estate, t0: number, t1: number, svcs: Present[], evs: Ev[]): string[] {
  const find = (role: string) => svcs.find((s) => s.role === role);
  const said: string[] = [];
  for (const ep of r.shuffle(EPISODES)) {
    if (said.length >= 2) break;
    const x = ep(r, e, t0 + r.int(60000, Math.max(61000, t1 - t0 - 180000)), find, evs);
    if (x) said.push(x);
  }
  return said;
}
