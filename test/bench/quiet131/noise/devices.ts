// Field devices being field devices: greenhouse sensors with flat batteries, irrigation valves that need a second
// command, frost alarms doing their job, tills replaying offline sales, RFID tags on trolleys, a stale weather feed.
import { ev } from "../domain.js";
import type { Ev } from "../types.js";
import { count, type NoiseKind, times } from "./util.js";

export const sensorDropout: NoiseKind = {
  id: "sensor-dropout",
  what: "greenhouse sensors with low batteries dropping out and an RH probe reading over 100% being discarded",
  make(c, at, big) {
    const r = c.r;
    const s = c.svc("climate");
    const v = c.e.vocab;
    const out: Ev[] = [];
    const sensors = Array.from(
      { length: big ? 5 : 2 },
      () => `${r.pick(v.houses)}/${r.pick(["T", "H", "C", "P"])}${String(r.int(1, 14)).padStart(2, "0")}`,
    );
    for (const t of times(c, at, big ? 800000 : 300000, count(c, big, [30, 80], [4, 10]))) {
      const id = r.pick(sensors);
      const k = r.int(0, 9);
      if (k < 5)
        out.push(ev(t, s.name, "WARN", `sensor ${id} no reading for ${r.int(120, 900)}s (battery ${r.int(3, 12)}%)`));
      else if (k < 8)
        out.push(
          ev(
            t,
            s.name,
            "ERROR",
            `RH probe ${id} reported ${r.float(100.5, 112).toFixed(1)}% (valid 0-100), reading discarded`,
          ),
        );
      else out.push(ev(t, s.name, "INFO", `sensor ${id} back online, rssi -${r.int(70, 95)} dBm`));
    }
    return out;
  },
};

export const valveReconfirm: NoiseKind = {
  id: "valve-reconfirm",
  what: "irrigation valves not confirming the first OPEN command and confirming on the resend, one flow meter flagged",
  make(c, at, big) {
    const r = c.r;
    const s = c.svc("irrigation");
    const v = c.e.vocab;
    const out: Ev[] = [];
    for (const t of times(c, at, big ? 900000 : 400000, count(c, big, [15, 40], [2, 6]))) {
      const z = v.zone(r);
      const tries = r.int(1, 2);
      for (let k = 1; k <= tries; k++)
        out.push(
          ev(t + (k - 1) * 4200, s.name, "WARN", `${z}: valve did not confirm OPEN within 4000ms, resending (${k}/3)`),
        );
      out.push(ev(t + tries * 4200 + r.int(100, 900), s.name, "INFO", `${z}: valve confirmed OPEN after resend`));
      if (r.chance(0.15))
        out.push(
          ev(
            t + r.int(60000, 200000),
            s.name,
            "ERROR",
            `${z}: flow meter reads 0.0 L/min while valve open, cycle flagged for inspection`,
          ),
        );
      if (r.chance(0.2))
        out.push(
          ev(
            t + r.int(1000, 5000),
            s.name,
            "WARN",
            `line pressure ${r.float(0.9, 1.4).toFixed(1)} bar below 1.5 bar, staggering next zone by 30s`,
          ),
        );
    }
    return out;
  },
};

export const frostAlerts: NoiseKind = {
  id: "frost-alerts",
  what: "a late frost: climate alarms, irrigation frost lockout and heaters staging up, all as designed",
  make(c, at, big) {
    const r = c.r;
    const cl = c.svc("climate");
    const ir = c.svc("irrigation");
    const nt = c.svc("notify");
    const v = c.e.vocab;
    const out: Ev[] = [];
    for (const t of times(c, at, big ? 900000 : 300000, count(c, big, [12, 30], [2, 5]))) {
      const h = r.pick(v.houses);
      const temp = -r.float(0.5, 4.5);
      out.push(
        ev(
          t,
          cl.name,
          r.chance(0.6) ? "ERROR" : "WARN",
          `FROST ALARM ${h}: outside ${temp.toFixed(1)}°C, heating stage ${r.int(1, 3)} ON, screens closed`,
        ),
      );
      if (r.chance(0.4))
        out.push(
          ev(
            t + r.int(500, 3000),
            ir.name,
            "WARN",
            `frost lockout active (outside ${temp.toFixed(1)}°C): skipping outdoor ${v.zone(r)}`,
          ),
        );
      if (r.chance(0.3))
        out.push(
          ev(
            t + r.int(1000, 6000),
            nt.name,
            "INFO",
            `frost alert SMS sent to duty grower ${v.phone(r).slice(0, 6)}******`,
          ),
        );
    }
    return out;
  },
};

export const tillOfflineSync: NoiseKind = {
  id: "till-offline-sync",
  what: "shop tills reconnecting after a store Wi-Fi blip and replaying queued sales, duplicates skipped",
  make(c, at, big) {
    const r = c.r;
    const s = r.chance(0.5) ? c.svc("stock") : c.svc("pay");
    const v = c.e.vocab;
    const out: Ev[] = [];
    const tills = big ? r.int(3, 6) : 1;
    for (let i = 0; i < tills; i++) {
      const t = at + i * r.int(20000, 90000);
      const till = `T-${r.int(1, 24)}`;
      const site = r.pick(v.sites);
      const q = r.int(12, 60);
      out.push(
        ev(
          t,
          s.name,
          "WARN",
          `till ${till} at ${site} reconnected after ${r.int(4, 25)}m offline, replaying ${q} queued sales`,
        ),
      );
      const dups = big ? r.int(3, 12) : r.int(1, 3);
      for (const u of times(c, t + 200, 15000, dups))
        out.push(
          ev(
            u,
            s.name,
            "ERROR",
            `sale ${site}-${till}-${r.int(10000, 99999)} already recorded (duplicate from offline replay), skipped`,
          ),
        );
      out.push(
        ev(
          t + r.int(16000, 25000),
          s.name,
          "INFO",
          `till ${till} replay complete: ${q - dups} applied, ${dups} duplicates`,
        ),
      );
    }
    return out;
  },
};

export const rfidMisreads: NoiseKind = {
  id: "rfid-misreads",
  what: "RFID read failures on supplier trolleys at the goods-in dock, re-read or scanned by hand",
  make(c, at, big) {
    const r = c.r;
    const s = c.svc("supplier");
    const out: Ev[] = [];
    for (const t of times(c, at, big ? 700000 : 250000, count(c, big, [25, 70], [3, 8]))) {
      const tag = `E280${r.hex(20).toUpperCase()}`;
      if (r.chance(0.8)) {
        out.push(
          ev(t, s.name, "WARN", `RFID read failed at dock door ${r.int(1, 4)} tag ${tag}: CRC error, re-read ok`),
        );
      } else {
        const cc = `CC-${r.int(100000, 999999)}`;
        out.push(ev(t, s.name, "ERROR", `trolley ${cc} tag ${tag} unreadable after 3 attempts, manual scan required`));
        out.push(
          ev(
            t + r.int(20000, 90000),
            s.name,
            "INFO",
            `trolley ${cc} booked in by manual scan (operator ${r.pick(["gi01", "gi02", "gi07"])})`,
          ),
        );
      }
    }
    return out;
  },
};

export const weatherFeedStale: NoiseKind = {
  id: "weather-feed-stale",
  what: "the weather feed briefly erroring and going stale while the controllers fall back to the forecast",
  make(c, at, big) {
    const r = c.r;
    const s = r.chance(0.6) ? c.svc("climate") : c.svc("irrigation");
    const out: Ev[] = [];
    const dur = big ? r.int(240000, 480000) : r.int(60000, 150000);
    const station = r.pick(["03647", "03520", "EGBJ", "06344"]);
    for (const t of times(c, at, dur, count(c, big, [6, 14], [1, 2])))
      out.push(
        ev(
          t,
          s.name,
          "ERROR",
          `weather observations GET /v1/observations?station=${station} failed: ${r.pick(["503 Service Unavailable", "502 Bad Gateway", "504 Gateway Timeout"])}, retry in 60s`,
        ),
      );
    for (const t of times(c, at + 60000, dur, big ? r.int(6, 14) : r.int(1, 3)))
      out.push(
        ev(
          t,
          s.name,
          "WARN",
          `weather feed stale: last observation ${r.int(20, 70)} min old, using forecast for frost and ET calculation`,
        ),
      );
    out.push(
      ev(
        at + dur + r.int(10000, 60000),
        s.name,
        "INFO",
        `weather feed recovered: observation ${new Date(at + dur).toISOString().slice(11, 16)}Z from station ${station}`,
      ),
    );
    return out;
  },
};
