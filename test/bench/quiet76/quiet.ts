// Harmless episodes that look alarming at 3 a.m.: each one is a kind of noise a satellite ground segment really makes.
import type { Ctx } from "./ctx.js";
import { chance, hex, int, num, pick } from "./rng.js";

export interface Noise {
  kind: string;
  run: (c: Ctx, at: number) => void;
}

const burst = (c: Ctx, at: number, n: number, gapMs: number, fn: (t: number, i: number) => void) => {
  for (let i = 0; i < n; i++) fn(at + i * gapMs + c.r() * gapMs * 0.5, i);
};

export const NOISES: Noise[] = [
  {
    kind: "rain fade: pass missed",
    run(c, at) {
      const sat = c.sat();
      const st = c.st();
      burst(c, at, 8, 9000, (t, i) =>
        c.s.add(
          t,
          c.n("tlm"),
          "warn",
          `${sat}@${st} Eb/N0 ${num(c.r, 0.8, 3.5)} dB below lock threshold (4.5 dB), frames lost ${int(c.r, 40, 400)} [rain attenuation est ${num(c.r, 4, 9)} dB] #${i}`,
        ),
      );
      c.s.add(
        at + 75000,
        c.n("dl"),
        "error",
        `${sat}/${st} session ended without data: no frame lock for 74s (carrier present, Es/N0 ${num(c.r, -1, 2)} dB)`,
      );
      c.s.add(
        at + 80000,
        c.n("sched"),
        "warn",
        `contact ${sat}/${st} marked MISSED (reason=link budget, weather: heavy rain at site), backlog requeued to next pass in ${int(c.r, 40, 95)} min`,
      );
    },
  },
  {
    kind: "CRC failures at low elevation",
    run(c, at) {
      const sat = c.sat();
      const st = c.st();
      burst(c, at, 10, 2500, (t) =>
        c.s.add(
          t,
          c.n("tlm"),
          "error",
          `${sat}@${st} frame CRC failed (VC0, el=${num(c.r, 2, 6.5)}deg), ${int(c.r, 3, 40)}/${int(c.r, 200, 400)} frames discarded`,
        ),
      );
      c.s.add(
        at + 28000,
        c.n("tlm"),
        "info",
        `${sat}@${st} elevation ${num(c.r, 7, 9)}deg, CRC error rate back to 0.0%`,
      );
    },
  },
  {
    kind: "tasking refused for cloud cover",
    run(c, at) {
      burst(c, at, int(c.r, 4, 9), 12000, (t) => {
        const o = c.order();
        c.s.add(
          t,
          c.n("task"),
          "warn",
          `order ${o} rejected: forecast cloud cover ${int(c.r, 72, 98)}% over AOI exceeds customer max 20% for all ${int(c.r, 2, 5)} opportunities`,
        );
        c.s.add(t + 30, c.n("task"), "info", `POST /v2/tasking/orders -> 422 (${o}) reason=CLOUD_COVER_EXCEEDED`);
      });
    },
  },
  {
    kind: "tasking conflicts",
    run(c, at) {
      burst(c, at, int(c.r, 3, 7), 15000, (t) => {
        const o = c.order();
        c.s.add(
          t,
          c.n("sched"),
          "warn",
          `slot conflict: ${o} overlaps priority-1 order on ${c.sat()} (agility limit ${num(c.r, 25, 45)}s slew), not placed`,
        );
        c.s.add(
          t + 40,
          c.n("task"),
          "warn",
          `order ${o}: 409 Conflict from planner - no feasible slot in window, customer notified`,
        );
      });
    },
  },
  {
    kind: "antenna wind stow",
    run(c, at) {
      const st = c.st();
      c.s.add(
        at,
        c.n("acu"),
        "warn",
        `${st}: wind ${int(c.r, 62, 80)} km/h (gust ${int(c.r, 82, 101)}) above 60 km/h operational limit - STOW commanded`,
      );
      c.s.add(at + 45000, c.n("acu"), "warn", `${st}: antenna stowed el=90.0 pins engaged, tracking disabled`);
      c.s.add(
        at + 50000,
        c.n("sched"),
        "warn",
        `station ${st} unavailable (STOWED_WIND), ${int(c.r, 1, 3)} contacts moved to backup stations`,
      );
      burst(c, at + 60000, 4, 50000, (t) =>
        c.s.add(
          t,
          c.n("acu"),
          "warn",
          `${st}: wind ${int(c.r, 55, 75)} km/h, holding stow (release below 45 km/h for 10 min)`,
        ),
      );
    },
  },
  {
    kind: "telemetry limits in eclipse",
    run(c, at) {
      const sat = c.sat();
      c.s.add(at, c.n("tlm"), "info", `${sat}: eclipse entry predicted ${c.hhmm(at)}Z, duration 34 min`);
      burst(c, at + 20000, 6, 20000, (t) =>
        c.s.add(
          t,
          c.n("tlm"),
          "warn",
          `${sat} limit check: BAT_V ${num(c.r, 26.3, 26.9, 2)} V below yellow low 27.0 V (red low 24.5 V); HTR_PROP_2 ON`,
        ),
      );
      c.s.add(
        at + 150000,
        c.n("tlm"),
        "warn",
        `${sat} limit check: PANEL_TEMP_PX ${num(c.r, -48, -41)} C below yellow low -40.0 C`,
      );
    },
  },
  {
    kind: "command verification retry",
    run(c, at) {
      const sat = c.sat();
      const seq = int(c.r, 100, 9000);
      c.s.add(
        at,
        c.n("cmd"),
        "warn",
        `${sat}: no CLCW acknowledgement for TC seq=${seq} within 5s (FARM-1 window), retransmitting (1/3)`,
      );
      c.s.add(at + 6000, c.n("cmd"), "warn", `${sat}: CLCW lockout flag set, sending Unlock directive`);
      c.s.add(at + 9000, c.n("cmd"), "info", `${sat}: TC seq=${seq} accepted after retransmission, execution verified`);
    },
  },
  {
    kind: "keyhole pass lock loss",
    run(c, at) {
      const sat = c.sat();
      const st = c.st();
      c.s.add(
        at,
        c.n("acu"),
        "warn",
        `${st}: ${sat} pass maxEl 88.7deg - azimuth rate ${num(c.r, 9, 14)} deg/s exceeds 6.0 deg/s limit (keyhole), program track lag`,
      );
      c.s.add(at + 3000, c.n("tlm"), "error", `${sat}@${st} lost frame lock (VC0) near zenith`);
      c.s.add(
        at + 4000,
        c.n("dl"),
        "error",
        `${sat}/${st} demod unlock, ${int(c.r, 200, 900)} MB gap, data will be re-dumped`,
      );
      c.s.add(at + 19000, c.n("tlm"), "info", `${sat}@${st} frame lock reacquired`);
    },
  },
  {
    kind: "stale TLE warnings",
    run(c, at) {
      burst(c, at, 5, 4000, (t) =>
        c.s.add(
          t,
          c.n("od"),
          "warn",
          `space-track TLE for debris NORAD ${int(c.r, 20000, 59999)} epoch ${int(c.r, 4, 9)} days old, screening uses last known`,
        ),
      );
    },
  },
  {
    kind: "conjunction message below threshold",
    run(c, at) {
      const sat = c.sat();
      c.s.add(
        at,
        c.n("od"),
        "warn",
        `CDM received: ${sat} vs NORAD ${int(c.r, 30000, 59999)} TCA ${c.hhmm(at + 9e7)}Z miss ${int(c.r, 300, 900)} m Pc=${num(c.r, 1, 9)}e-6`,
      );
      c.s.add(
        at + 2000,
        c.n("od"),
        "info",
        `CDM screened: Pc below 1e-4 manoeuvre threshold, no action, watch list updated`,
      );
    },
  },
  {
    kind: "EOP and leap second file update",
    run(c, at) {
      c.s.add(
        at,
        c.n("od"),
        "warn",
        `finals2000A.daily older than 7 days (IERS fetch skipped twice), UT1-UTC extrapolated`,
      );
      c.s.add(
        at + 4000,
        c.n("od"),
        "info",
        `EOP updated: finals2000A.daily (${int(c.r, 120, 400)} records), tai-utc.dat unchanged (37 s)`,
      );
    },
  },
  {
    kind: "OD residual outliers rejected",
    run(c, at) {
      const st = c.st();
      burst(c, at, 4, 3000, (t) =>
        c.s.add(
          t,
          c.n("od"),
          "warn",
          `range residual ${num(c.r, 80, 400)} m from ${st} exceeds 3-sigma, measurement rejected`,
        ),
      );
      c.s.add(
        at + 14000,
        c.n("od"),
        "warn",
        `station ${st} range bias estimate ${num(c.r, 12, 40)} m (calibration due), solution still converged`,
      );
    },
  },
  {
    kind: "scene rejected by cloud mask",
    run(c, at) {
      burst(c, at, 3, 40000, (t) => {
        const sc = c.scene(t);
        c.s.add(
          t,
          c.n("proc"),
          "error",
          `quality gate failed for ${sc}: cloud ${int(c.r, 85, 99)}% > 80%, product flagged UNUSABLE (no customer delivery)`,
        );
      });
    },
  },
  {
    kind: "thumbnail for partial scene",
    run(c, at) {
      const sc = c.scene(at);
      c.s.add(
        at,
        c.n("cat"),
        "error",
        `thumbnail render failed for ${sc}: asset covers ${int(c.r, 3, 12)}% of footprint (partial strip), skipped`,
      );
    },
  },
  {
    kind: "duplicate frames from overlapping stations",
    run(c, at) {
      const sat = c.sat();
      burst(c, at, 6, 5000, (t) =>
        c.s.add(
          t,
          c.n("dl"),
          "warn",
          `${sat}: ${int(c.r, 200, 4000)} duplicate frames (overlap ${c.st()}/${c.st()}) dropped by VCFC`,
        ),
      );
    },
  },
  {
    kind: "planned station maintenance",
    run(c, at) {
      const st = c.st();
      c.s.add(
        at,
        c.n("sched"),
        "warn",
        `station ${st} entering maintenance window MW-${int(c.r, 100, 999)} (LNA swap), ${int(c.r, 2, 6)} contacts reassigned`,
      );
      c.s.add(
        at + 1500,
        c.n("acu"),
        "warn",
        `${st}: control released to LOCAL (maintenance), remote commands will be refused`,
      );
      burst(c, at + 30000, 3, 60000, (t) =>
        c.s.add(t, c.n("acu"), "error", `${st}: command POSITION refused: station in LOCAL mode`),
      );
    },
  },
  {
    kind: "expired customer API key",
    run(c, at) {
      const keys = ["legacy-uav", "agri-old", "trial-433"].map((cust) => [cust, hex(c.r, 4)] as const);
      burst(c, at, int(c.r, 10, 25), 6000, (t) => {
        const [cust, key] = pick(c.r, keys);
        c.s.add(
          t,
          c.n("task"),
          "warn",
          `401 Unauthorized: api key ak_${key}… expired 2026-10-31 (customer cust-${cust}), GET /v2/orders`,
        );
      });
    },
  },
  {
    kind: "customer rate limited",
    run(c, at) {
      burst(c, at, int(c.r, 12, 30), 2500, (t) =>
        c.s.add(
          t,
          c.n("task"),
          "warn",
          `429 Too Many Requests client=cust-pollbot quota=60/min, retry-after=${int(c.r, 5, 40)}s GET /v2/tasking/orders`,
        ),
      );
    },
  },
  {
    kind: "cold-tier restore needed",
    run(c, at) {
      burst(c, at, 4, 9000, (t) =>
        c.s.add(
          t,
          c.n("cat"),
          "warn",
          `asset s3://${c.e.bucket}/archive/2022/${c.scene(t - 9e10)}.tif is in GLACIER: 403 InvalidObjectState, restore job queued (ETA 5h)`,
        ),
      );
    },
  },
  {
    kind: "spacecraft clock correlation",
    run(c, at) {
      const sat = c.sat();
      c.s.add(
        at,
        c.n("tlm"),
        "warn",
        `${sat}: OBT-UTC correlation drift ${num(c.r, 2, 9)} ms exceeds 1 ms, new coefficients applied`,
      );
    },
  },
  {
    kind: "SEU counts in the South Atlantic Anomaly",
    run(c, at) {
      const sat = c.sat();
      burst(c, at, 4, 15000, (t) =>
        c.s.add(
          t,
          c.n("tlm"),
          "warn",
          `${sat} EDAC: ${int(c.r, 1, 6)} single-bit errors corrected (SAA crossing), MBE=0`,
        ),
      );
    },
  },
  {
    kind: "star tracker blinded",
    run(c, at) {
      const sat = c.sat();
      c.s.add(
        at,
        c.n("tlm"),
        "warn",
        `${sat}: STR-A invalid (Moon in FOV, exclusion 20deg), attitude on gyro propagation`,
      );
      c.s.add(
        at + 95000,
        c.n("tlm"),
        "info",
        `${sat}: STR-A valid again, attitude error ${num(c.r, 0.002, 0.02, 3)} deg`,
      );
    },
  },
  {
    kind: "RF interference at a station",
    run(c, at) {
      const st = c.st();
      burst(c, at, 5, 12000, (t) =>
        c.s.add(
          t,
          c.n("dl"),
          "warn",
          `${st}: spur at 8.${int(c.r, 100, 300)} GHz +${int(c.r, 4, 9)} dB above noise floor (known interferer), C/N margin ${num(c.r, 3, 6)} dB`,
        ),
      );
    },
  },
  {
    kind: "TLS certificate rotation",
    run(c, at) {
      const svc = c.n("cmd");
      c.s.add(at, svc, "info", `certificate reloaded: CN=${svc}.${c.e.namespace}.svc, notAfter=2027-02-28`, {
        force: true,
      });
      burst(c, at + 300, 3, 400, (t) =>
        c.s.add(t, c.n("sched"), "warn", `POST https://${svc}:8443/v1/queue: connection reset by peer, retrying`),
      );
      c.s.add(at + 2500, c.n("sched"), "info", `POST https://${svc}:8443/v1/queue ok after retry`);
    },
  },
  {
    kind: "slow queries during nightly reindex",
    run(c, at) {
      c.s.add(at, c.n("cat"), "info", "nightly reindex of collection optical-l1 started (2.1M items)");
      burst(c, at + 5000, 6, 14000, (t) =>
        c.s.add(
          t,
          c.n("cat"),
          "warn",
          `slow query ${int(c.r, 1800, 6500)}ms: SELECT ... FROM items WHERE collection = $1 AND footprint && $2 ORDER BY datetime DESC LIMIT 100`,
        ),
      );
    },
  },
  {
    kind: "GC pauses on large mosaics",
    run(c, at) {
      const svc = c.rt("cat") === "java" ? c.n("cat") : c.n("proc");
      burst(c, at, 4, 20000, (t) =>
        c.s.add(
          t,
          svc,
          "warn",
          c.rt("cat") === "java"
            ? `[gc] GC(${int(c.r, 1000, 9000)}) Pause Young (G1 Evacuation Pause) 3912M->1208M(6144M) ${int(c.r, 400, 1300)}.${int(c.r, 100, 999)}ms`
            : `mosaic step took ${int(c.r, 12, 40)}s (rss ${num(c.r, 5, 7)} GiB, limit 12 GiB)`,
        ),
      );
    },
  },
  {
    kind: "autoscaler scale-down",
    run(c, at) {
      const svc = c.n("proc");
      c.s.add(at, svc, "info", `Received SIGTERM, finishing job ${hex(c.r, 8)} before exit`, { force: true });
      c.s.add(
        at + 1200,
        svc,
        "warn",
        `worker ${svc}-${hex(c.r, 5)} terminated (scale-down 6 -> 4), 2 queued jobs returned to queue`,
      );
    },
  },
  {
    kind: "consumer group rebalance",
    run(c, at) {
      const svc = c.n("tlm");
      c.s.add(
        at,
        svc,
        "warn",
        `[Consumer clientId=${svc}-2, groupId=${svc}] Request joining group due to: group is already rebalancing`,
      );
      c.s.add(
        at + 3200,
        svc,
        "info",
        `[Consumer clientId=${svc}-2, groupId=${svc}] Successfully joined group with generation Generation{generationId=${int(c.r, 100, 900)}}`,
      );
      c.s.add(
        at + 3400,
        svc,
        "warn",
        `lag on topic tm.frames.raw partition 3: ${int(c.r, 2000, 9000)} records, catching up`,
      );
    },
  },
  {
    kind: "station clock offset",
    run(c, at) {
      const st = c.st();
      burst(c, at, 3, 30000, (t) =>
        c.s.add(
          t,
          c.n("acu"),
          "warn",
          `${st}: NTP offset ${int(c.r, 25, 60)} ms (PTP holdover), within 100 ms tolerance`,
        ),
      );
    },
  },
  {
    kind: "customer webhook failing",
    run(c, at) {
      burst(c, at, 5, 10000, (t, i) =>
        c.s.add(
          t,
          c.n("task"),
          i < 4 ? "warn" : "error",
          i < 4
            ? `delivery notification to https://api.${pick(c.r, ["cropwise", "shipwatch"])}.example/hooks returned 500, retry ${i + 1}/4`
            : "delivery notification parked in DLQ after 4 attempts (customer endpoint failing)",
        ),
      );
    },
  },
  {
    kind: "AOI validation errors",
    run(c, at) {
      burst(c, at, int(c.r, 5, 10), 7000, (t) =>
        c.s.add(
          t,
          c.n("task"),
          "warn",
          `400 Bad Request: AOI polygon invalid (${pick(c.r, ["Self-intersection at or near point 12.4817 48.1022", "ring not closed", "area 9812 km2 exceeds 5000 km2 limit"])})`,
        ),
      );
    },
  },
  {
    kind: "empty pass without dump",
    run(c, at) {
      const sat = c.sat();
      const st = c.st();
      c.s.add(
        at,
        c.n("dl"),
        "warn",
        `${sat}/${st} no X-band carrier detected for 120s (payload dump not scheduled on this contact)`,
      );
      c.s.add(at + 1000, c.n("dl"), "info", `${sat}/${st} session closed: 0 bytes (expected: HK-only contact)`);
    },
  },
  {
    kind: "geomagnetic storm alert",
    run(c, at) {
      c.s.add(
        at,
        c.n("od"),
        "warn",
        `space weather: NOAA G2 watch, Kp=${num(c.r, 6, 7)}, drag uncertainty raised, covariance inflated x${num(c.r, 1.5, 3)}`,
      );
      c.s.add(
        at + 8000,
        c.n("sched"),
        "warn",
        `pointing margins widened for next 12h due to along-track uncertainty (${int(c.r, 300, 900)} m)`,
      );
    },
  },
  {
    kind: "sun transit outage",
    run(c, at) {
      const st = c.st();
      const sat = c.sat();
      c.s.add(
        at,
        c.n("acu"),
        "warn",
        `${st}: predicted sun transit for ${sat} at ${c.hhmm(at + 20000)}Z (sun-boresight ${num(c.r, 0.5, 1.8)}deg)`,
      );
      c.s.add(
        at + 25000,
        c.n("tlm"),
        "error",
        `${sat}@${st} noise temperature +${int(c.r, 8, 14)} dB, ${int(c.r, 30, 200)} frames lost`,
      );
      c.s.add(at + 60000, c.n("tlm"), "info", `${sat}@${st} link nominal after sun transit`);
    },
  },
  {
    kind: "payload safe-off before downlink overlap",
    run(c, at) {
      const sat = c.sat();
      c.s.add(
        at,
        c.n("cmd"),
        "warn",
        `${sat}: imager HV OFF by onboard timeline (thermal constraint), ${int(c.r, 1, 3)} acquisitions cancelled`,
      );
      c.s.add(
        at + 1500,
        c.n("task"),
        "warn",
        `${int(c.r, 1, 3)} orders moved to next revisit: acquisition cancelled by spacecraft constraint`,
      );
    },
  },
  {
    kind: "doppler pre-compensation warning",
    run(c, at) {
      const sat = c.sat();
      c.s.add(
        at,
        c.n("cmd"),
        "warn",
        `${sat}: uplink doppler ${int(c.r, 40, 55)} kHz near sweep limit, using acquisition sweep profile B`,
      );
      if (chance(c.r, 0.5))
        c.s.add(
          at + 4000,
          c.n("cmd"),
          "info",
          `${sat}: uplink carrier lock confirmed by spacecraft (receiver lock flag)`,
        );
    },
  },
];
