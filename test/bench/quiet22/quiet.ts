// Forty kinds of harmless noise that looks alarming: loud, red, bursty or new, but how these systems normally behave.
import type { Estate, EstateKey } from "./estates.js";
import type { Level, Rec } from "./formats.js";
import type { Rng } from "./rng.js";
import { dotnetHandled, javaHandled, nodeAborted, stompReset } from "./stacks.js";

export interface NCtx {
  r: Rng;
  s: number;
  e: number;
  id: () => string | undefined;
}

export interface Kind {
  name: string;
  estate: EstateKey | "any";
  run: (c: NCtx, est: Estate) => Rec[];
}

const R = (t: number, svc: string, level: Level, msg: string, stack?: string[]): Rec =>
  stack ? { t: Math.round(t), svc, level, msg, stack } : { t: Math.round(t), svc, level, msg };
/** a random moment between fractions a and b of the window */
const at = (c: NCtx, a: number, b: number) => c.s + (c.e - c.s) * (a + c.r.next() * (b - a));
/** n events spread over `span` ms from t0 */
const burst = (c: NCtx, t0: number, span: number, n: number, f: (t: number, i: number) => Rec): Rec[] => {
  const out: Rec[] = [];
  for (let i = 0; i < n; i++) out.push(f(t0 + c.r.next() * span, i));
  return out;
};
const periodic = (c: NCtx, t0: number, t1: number, step: number, f: (t: number, i: number) => Rec): Rec[] => {
  const out: Rec[] = [];
  let i = 0;
  for (let t = t0; t < t1; t += step * (0.85 + c.r.next() * 0.3)) out.push(f(t, i++));
  return out;
};
const SEC = 1000;
const MIN = 60 * SEC;

/** per estate: a JVM service, an HTTP gateway and its external client label, an optional vendor feed */
const ROLES: Record<EstateKey, { jvm: string; gw: string; py: string; go: string; vendor: string }> = {
  rail: {
    jvm: "train-tracker",
    gw: "rail-api-gw",
    py: "crew-roster",
    go: "berth-mapper",
    vendor: "met-office-datapoint",
  },
  ground: { jvm: "tm-decom", gw: "mcs-gateway", py: "flight-dynamics", go: "tm-ingest", vendor: "celestrak" },
  building: {
    jvm: "elevator-monitor",
    gw: "bms-api",
    py: "energy-meter-sync",
    go: "modbus-poller",
    vendor: "openweathermap",
  },
};

export const KINDS: Kind[] = [
  // ---------------------------------------------------------------- rail
  {
    name: "td-stomp-reconnect",
    estate: "rail",
    run: (c) => {
      const t = at(c, 0.2, 0.7);
      const gap = c.r.int(8, 25) * SEC;
      return [
        R(t, "td-feed-ingest", "error", "Connection to publicdatafeeds.networkrail.co.uk:61618 lost", stompReset()),
        R(t + 40, "td-feed-ingest", "warn", "reconnecting in 5000ms (attempt 1)"),
        R(t + 8 * SEC, "berth-mapper", "warn", "no TD steps received for 8s (areas SK,L1,YO)"),
        R(
          t + gap,
          "td-feed-ingest",
          "info",
          "CONNECTED session=ID:nrod-feeds-3 heart-beat=15000,15000; subscribed /topic/TD_ALL_SIG_AREA, /topic/TRAIN_MVT_ALL_TOC",
        ),
        R(
          t + gap + 300,
          "td-feed-ingest",
          "info",
          `durable subscription resumed, ${c.r.int(200, 900)} queued messages replayed`,
        ),
      ];
    },
  },
  {
    name: "cif-daily-update",
    estate: "rail",
    run: (c) => {
      const t = at(c, 0.15, 0.5);
      const n = c.r.int(40, 90);
      return [
        R(
          t,
          "timetable-loader",
          "info",
          `CIF update toc-full.CIF.gz header=DFROC1D ${c.r.int(12000, 16000)} schedules, extract 2026-06-${c.r.int(10, 28)}`,
        ),
        ...burst(c, t + 2 * SEC, 90 * SEC, n, () =>
          R(
            0,
            "timetable-loader",
            "warn",
            `association ${c.r.pick(["LEEDS", "YORK", "DONC"])}/${c.r.pick(["VV", "JJ", "NP"])} ${c.r.pick(["C", "L"])}${c.r.int(10000, 99999)} references unknown TIPLOC ${c.r.pick(["XLDSHS", "ZZYRKS", "HGTSDG", "DONCPDS"])}, skipped`,
          ),
        ).map((x) => ({ ...x, t: Math.round(t + 2 * SEC + c.r.next() * 90 * SEC) })),
        R(
          t + 60 * SEC,
          "timetable-loader",
          "error",
          `record ${c.r.int(100000, 400000)}: BX without preceding BS, record rejected`,
        ),
        R(
          t + 95 * SEC,
          "timetable-loader",
          "info",
          `CIF update applied: ${c.r.int(300, 900)} inserted, ${c.r.int(200, 700)} amended, ${c.r.int(50, 300)} deleted, ${n + 1} warnings`,
        ),
      ];
    },
  },
  {
    name: "possession-boards-dark",
    estate: "rail",
    run: (c) =>
      periodic(c, c.s + 20 * SEC, c.e, 60 * SEC, (t, i) =>
        R(
          t,
          "pis-publisher",
          "warn",
          `display ${i % 2 ? "SHF-P5B" : "SHF-P5A"} heartbeat missing for ${300 + i * 30}s (asset in possession P2026/06-${c.r.int(100, 199)}, alarms suppressed)`,
        ),
      ),
  },
  {
    name: "gate-array-reboot",
    estate: "rail",
    run: (c) => {
      const t = at(c, 0.2, 0.6);
      const out: Rec[] = [];
      for (let g = 1; g <= 6; g++) {
        const tg = t + g * c.r.int(20, 40) * SEC;
        const id = `LDS-G${String(g).padStart(2, "0")}`;
        out.push(R(tg, "gate-controller", "error", `${id} comms lost (ECHO timeout 3/3), gate set to fail-safe OPEN`));
        out.push(
          R(
            tg + c.r.int(70, 110) * SEC,
            "gate-controller",
            "info",
            `${id} firmware 4.7.2 booted, reader selftest ok, back in service`,
          ),
        );
      }
      out.push(
        R(
          t - 5 * SEC,
          "gate-controller",
          "info",
          "maintenance window 03:00-04:30: rolling reboot of array LDS (6 gates)",
        ),
      );
      return out;
    },
  },
  {
    name: "planned-cancellations",
    estate: "rail",
    run: (c) => {
      const t = at(c, 0.2, 0.6);
      return burst(c, t, 70 * SEC, c.r.int(30, 60), () =>
        R(
          0,
          "train-tracker",
          "warn",
          `${c.r.int(1, 2)}${c.r.pick(["E", "D", "N"])}${String(c.r.int(1, 99)).padStart(2, "0")} CANCELLED at ${c.r.pick(["DONC", "WKFLDWG", "SHEFFLD"])} reason=TG type=ON_CALL`,
        ),
      ).map((x) => ({ ...x, t: Math.round(t + c.r.next() * 70 * SEC) }));
    },
  },
  {
    name: "crowd-rejected-tickets",
    estate: "rail",
    run: (c) => {
      const t = at(c, 0.2, 0.6);
      const out: Rec[] = [];
      for (let i = 0; i < c.r.int(40, 80); i++) {
        const tt = t + c.r.next() * 150 * SEC;
        const g = `YRK-G${String(c.r.int(1, 10)).padStart(2, "0")}`;
        out.push(
          R(
            tt,
            "ticket-validation-api",
            "warn",
            `Validation rejected: barcode ${c.r.hex(8).toUpperCase()} ${c.r.pick(["valid from 2026-06-20", "already used at YRK", "signature issuer key RSP-0x3A not in keyring"])}`,
          ),
        );
        out.push(R(tt + 40, "gate-controller", "warn", `${g} REJECT E21 seek assistance`));
      }
      return out;
    },
  },
  {
    name: "roster-unfilled",
    estate: "rail",
    run: (c) => {
      const t = at(c, 0.1, 0.5);
      const n = c.r.int(10, 25);
      return [
        R(t, "crew-roster", "info", "roster solve for 2026-06-0x started (404 diagrams, 512 drivers)"),
        ...Array.from({ length: n }, () =>
          R(
            t + c.r.int(5, 50) * SEC,
            "crew-roster",
            "warn",
            `diagram ${c.r.int(100, 620)} (${c.r.pick(["DON", "HUL", "SKI"])}) unfilled: no qualified driver (route knowledge ${c.r.pick(["DON-HUL", "LDS-SKI", "YRK-SCA"])})`,
          ),
        ),
        R(
          t + 55 * SEC,
          "crew-roster",
          "info",
          `roster published: ${404 - n}/404 diagrams filled, ${n} to spare-turn pool`,
        ),
      ];
    },
  },
  {
    name: "td-area-heartbeat-gap",
    estate: "rail",
    run: (c) => {
      const t = at(c, 0.2, 0.6);
      return [
        R(t, "td-feed-ingest", "warn", "CT heartbeat for area L1 not seen for 62s (last report 0457)"),
        ...burst(c, t + 64 * SEC, 15 * SEC, c.r.int(40, 80), () =>
          R(
            0,
            "td-feed-ingest",
            "info",
            `CB area=L1 from=${String(c.r.int(1, 9999)).padStart(4, "0")} descr=${c.r.int(1, 2)}L${String(c.r.int(1, 99)).padStart(2, "0")}`,
          ),
        ).map((x) => ({ ...x, t: Math.round(t + 64 * SEC + c.r.next() * 15 * SEC) })),
        R(
          t + 64 * SEC,
          "td-feed-ingest",
          "warn",
          "area L1 interposer restarted: full berth refresh (SF/CC burst) in progress",
        ),
        R(t + 80 * SEC, "berth-mapper", "info", "area L1 berth state rebuilt (211 berths)"),
      ];
    },
  },
  // ---------------------------------------------------------------- ground
  {
    name: "planned-los",
    estate: "ground",
    run: (c) => {
      const t = at(c, 0.3, 0.6);
      return [
        R(t - 30 * SEC, "antenna-control", "info", "ANT-1 approaching LOS KST-2 el=5.4"),
        R(t, "tm-ingest", "error", "VC0 frame sync lost (carrier down) sat=KST-2 stn=SVB-1"),
        R(t + 200, "tm-ingest", "error", "VC1 frame sync lost (carrier down) sat=KST-2 stn=SVB-1"),
        R(
          t + 1 * SEC,
          "pass-scheduler",
          "info",
          `pass ${c.r.int(4800, 4999)} KST-2 SVB-1 LOS, duration 612s, ${c.r.int(900, 2400)} MB received`,
        ),
        R(t + 60 * SEC, "tm-decom", "warn", "no packets from KST-2 for 60s"),
        R(t + 3 * SEC, "antenna-control", "info", "ANT-1 moving to park az=180.00 el=90.00"),
      ];
    },
  },
  {
    name: "antenna-keyhole",
    estate: "ground",
    run: (c) => {
      const t = at(c, 0.2, 0.7);
      return [
        ...periodic(c, t, t + 40 * SEC, 2 * SEC, (tt) =>
          R(
            tt,
            "antenna-control",
            "warn",
            `ANT-2 el=${(87 + c.r.next() * 2.5).toFixed(2)} az_rate=${(5 + c.r.next() * 4).toFixed(2)}deg/s exceeds limit 5.00: keyhole, pointing error ${(0.1 + c.r.next() * 0.4).toFixed(3)}deg`,
          ),
        ),
        R(t + 42 * SEC, "antenna-control", "info", "ANT-2 keyhole exit, pointing error 0.011deg"),
        R(
          t + 20 * SEC,
          "tm-ingest",
          "warn",
          `VC0 ${c.r.int(20, 60)} frames with RS uncorrectable errors sat=KST-3 stn=SVB-2`,
        ),
      ];
    },
  },
  {
    name: "wind-stow",
    estate: "ground",
    run: (c) => {
      const t = at(c, 0.2, 0.6);
      const p = c.r.int(4800, 4999);
      return [
        R(t, "station-monitor", "error", "AWA-1 wind gust 71km/h exceeds stow limit 60km/h"),
        R(t + 400, "antenna-control", "warn", `ANT-3 STOW commanded (wind), pass ${p} aborted`),
        R(t + 2 * SEC, "pass-scheduler", "warn", `pass ${p} KST-4 lost on AWA-1, re-planning`),
        R(t + 6 * SEC, "pass-scheduler", "info", `pass ${p} KST-4 moved to TRM-1 AOS+00:04:10`),
        ...periodic(c, t + 60 * SEC, c.e, 60 * SEC, (tt) =>
          R(tt, "station-monitor", "warn", `AWA-1 antenna stowed, wind ${c.r.int(45, 70)}km/h`),
        ),
      ];
    },
  },
  {
    name: "eclipse-soft-limits",
    estate: "ground",
    run: (c) => {
      const t = at(c, 0.2, 0.5);
      return [
        R(t - 5 * SEC, "flight-dynamics", "info", "KST-3 eclipse entry 2026-06 umbra, duration 34m12s"),
        ...periodic(c, t, c.e, 20 * SEC, (tt) =>
          R(
            tt,
            "alarm-handler",
            "warn",
            `warn: Kestrel.Alarms.LimitEvaluator[0] KST-3 ${c.r.pick(["HK_BATT_V", "PWR_BUS_V"])}=${(26.0 + c.r.next() * 0.45).toFixed(2)} below soft low 26.50 (YELLOW)`,
          ),
        ),
      ];
    },
  },
  {
    name: "low-elevation-rs-errors",
    estate: "ground",
    run: (c) => {
      const t = at(c, 0.15, 0.6);
      return [
        ...burst(c, t, 45 * SEC, c.r.int(25, 45), () =>
          R(
            0,
            "tm-ingest",
            "error",
            `VC0 frame dropped: RS uncorrectable (${c.r.int(17, 40)} symbol errors) sat=KST-1 stn=TRM-1`,
          ),
        ).map((x) => ({
          ...x,
          t: Math.round(t + c.r.next() * 45 * SEC),
        })),
        R(t - 2 * SEC, "tm-ingest", "info", "VC0 frame sync acquired sat=KST-1 stn=TRM-1 el=5.1"),
        R(t + 47 * SEC, "tm-ingest", "info", "VC0 link quality nominal, Eb/N0 9.8 dB"),
      ];
    },
  },
  {
    name: "time-correlation",
    estate: "ground",
    run: (c) => {
      const t = at(c, 0.2, 0.8);
      return [
        R(
          t,
          "tm-decom",
          "warn",
          `time correlation KST-${c.r.int(1, 4)}: OBT-UTC drift ${(1 + c.r.next() * 3).toFixed(2)}ms exceeds 1.00ms`,
        ),
        R(t + 900, "tm-decom", "info", "time correlation coefficients updated, residual 0.08ms"),
      ];
    },
  },
  {
    name: "tc-verification-late",
    estate: "ground",
    run: (c) =>
      Array.from({ length: c.r.int(3, 6) }, () => {
        const t = at(c, 0.1, 0.9);
        const seq = c.r.int(1000, 9999);
        return [
          R(t, "tc-uplink", "warn", `TC KST-2 seq=${seq} stage 2 verification not received within 30s, re-polling`),
          R(t + c.r.int(5, 20) * SEC, "tc-uplink", "info", `TC KST-2 seq=${seq} execution verified (stage 2, late)`),
        ];
      }).flat(),
  },
  {
    name: "od-outliers",
    estate: "ground",
    run: (c) =>
      periodic(c, c.s + 30 * SEC, c.e, 90 * SEC, (t) =>
        R(
          t,
          "flight-dynamics",
          "warn",
          `rejected ${c.r.int(12, 60)} range observations from TRM-1 (residual > 3 sigma), continuing with ${c.r.int(200, 700)}`,
        ),
      ),
  },
  {
    name: "tle-replan",
    estate: "ground",
    run: (c) => {
      const t = at(c, 0.2, 0.6);
      return [
        R(t, "pass-scheduler", "info", "new TLE for KST-1 epoch 26157.51, replanning 48h horizon"),
        ...Array.from({ length: c.r.int(8, 20) }, (_, i) =>
          R(
            t + (i + 1) * 400,
            "pass-scheduler",
            "warn",
            `conflict: pass ${4800 + i * 2} (KST-1) overlaps ${4801 + i * 2} (KST-3) on ${c.r.pick(["SVB-1", "SVB-2"])}, resolved by priority`,
          ),
        ),
        R(t + 10 * SEC, "pass-scheduler", "info", "replan complete: 61 passes, 9 moved, 2 dropped"),
      ];
    },
  },
  {
    name: "cop1-lockout-at-aos",
    estate: "ground",
    run: (c) => {
      const t = at(c, 0.2, 0.7);
      return [
        R(t, "tc-uplink", "error", "KST-4 CLCW reports FARM-1 Lockout (V(R)=0), uplink blocked"),
        R(t + 300, "tc-uplink", "warn", "KST-4 sending Unlock directive (BC frame)"),
        R(t + 3 * SEC, "tc-uplink", "info", "KST-4 FARM-1 lockout cleared, Set V(R)=0 accepted, uplink open"),
      ];
    },
  },
  // ---------------------------------------------------------------- building
  {
    name: "fire-alarm-test",
    estate: "building",
    run: (c) => {
      const t = at(c, 0.2, 0.5);
      const d = c.r.int(3, 6) * MIN;
      return [
        R(t - 20 * SEC, "alarm-router", "info", "panel FP-1 placed in TEST mode by user mkowalski (weekly bell test)"),
        R(t, "alarm-router", "error", "FIRE ALARM zone 4 (L4 east) detector 4-117 ACTIVE [panel FP-1 TEST]"),
        R(t + 500, "elevator-monitor", "warn", "bank A: fire recall phase I active, homing all cars to L0"),
        R(
          t + 700,
          "access-control",
          "warn",
          "warn: Halvard.Access.DoorController[0] Fire release: 38 doors unlocked (zone 4)",
        ),
        R(t + 1 * SEC, "alarm-router", "warn", "paging suppressed for FP-1 alarms (TEST)"),
        R(t + d, "alarm-router", "info", "zone 4 RESTORED, panel FP-1 TEST mode ended"),
        R(t + d + 2 * SEC, "elevator-monitor", "info", "bank A: fire recall cleared, cars returned to group"),
        R(
          t + d + 3 * SEC,
          "access-control",
          "info",
          "info: Halvard.Access.DoorController[0] Fire release cleared, doors relocked",
        ),
      ];
    },
  },
  {
    name: "door-held-deliveries",
    estate: "building",
    run: (c) =>
      periodic(c, at(c, 0.05, 0.3), c.e, 45 * SEC, (t, i) =>
        R(
          t,
          "access-control",
          "warn",
          `warn: Halvard.Access.DoorController[0] Door held open: B1-LOADING ${120 + i * 45}s`,
        ),
      ),
  },
  {
    name: "expired-badges",
    estate: "building",
    run: (c) => {
      const t = at(c, 0.1, 0.5);
      return burst(c, t, 4 * MIN, c.r.int(20, 50), () =>
        R(
          0,
          "access-control",
          "warn",
          `warn: Halvard.Access.DoorController[0] Access denied: badge 0x${c.r.hex(6).toUpperCase()} door L0-MAIN-${c.r.pick(["E", "W"])} reason=Expired`,
        ),
      ).map((x) => ({ ...x, t: Math.round(t + c.r.next() * 4 * MIN) }));
    },
  },
  {
    name: "bacnet-rediscovery",
    estate: "building",
    run: (c) => {
      const t = at(c, 0.2, 0.6);
      const miss = c.r.int(6, 20);
      return [
        R(t, "bacnet-gateway", "info", "Who-Is broadcast 0..4194303 on 10.30.0.255:47808"),
        R(t + 3 * SEC, "bacnet-gateway", "info", `I-Am received from ${412 - miss} devices`),
        ...Array.from({ length: miss }, (_, i) =>
          R(
            t + 5 * SEC + i * 100,
            "bacnet-gateway",
            "warn",
            `device ${3100 + c.r.int(0, 40)} did not answer Who-Is (last seen ${c.r.int(2, 40)}d ago)`,
          ),
        ),
        R(
          t + 8 * SEC,
          "bacnet-gateway",
          "info",
          `discovery complete: ${412 - miss}/412 devices, ${miss} decommissioned candidates`,
        ),
      ];
    },
  },
  {
    name: "morning-start-deviation",
    estate: "building",
    run: (c) => [
      R(
        c.s + 10 * SEC,
        "hvac-optimizer",
        "info",
        "optimal start: AHU-1..AHU-4 enabled (occupancy 07:00, outside 6.2C)",
      ),
      ...periodic(c, c.s + 30 * SEC, c.e, 30 * SEC, (t) =>
        R(
          t,
          "hvac-optimizer",
          "warn",
          `AHU-${c.r.int(1, 4)} supply air ${(14 + c.r.next() * 3).toFixed(1)}C deviates ${(3 + c.r.next() * 2).toFixed(1)}C from setpoint 19.0C`,
        ),
      ),
    ],
  },
  {
    name: "elevator-independent-service",
    estate: "building",
    run: (c) => {
      const t = at(c, 0.1, 0.4);
      return [
        R(t, "elevator-monitor", "warn", "bank B car 4 removed from group: INDEPENDENT SERVICE key switch"),
        ...periodic(c, t + 60 * SEC, c.e, 120 * SEC, (tt) =>
          R(tt, "elevator-monitor", "warn", "bank B running with 3 of 4 cars, avg wait 41s"),
        ),
      ];
    },
  },
  {
    name: "chiller-low-flow-start",
    estate: "building",
    run: (c) => {
      const t = at(c, 0.2, 0.6);
      return [
        R(t, "modbus-poller", "error", "unit=2 (CH-2) alarm register 30017=0x0011 LOW EVAP FLOW"),
        R(t + 500, "alarm-router", "error", "ALARM CH-2 LOW EVAP FLOW priority 2 -> on-call pager"),
        R(
          t + 45 * SEC,
          "modbus-poller",
          "info",
          "unit=2 (CH-2) alarm cleared (auto reset), compressor stage 1 running",
        ),
        R(t + 46 * SEC, "alarm-router", "info", "ALARM CH-2 LOW EVAP FLOW returned to normal"),
      ];
    },
  },
  {
    name: "meter-duplicate-409",
    estate: "building",
    run: (c) =>
      periodic(c, c.s + 20 * SEC, c.e, 60 * SEC, (t) =>
        R(
          t,
          "energy-meter-sync",
          "warn",
          `utility portal: 409 Conflict for meter EM-${c.r.pick(["MAIN", "3F", "CHILLER"])} interval ${String(c.r.int(0, 23)).padStart(2, "0")}:${c.r.pick(["00", "15", "30", "45"])} (already submitted), skipped`,
        ),
      ),
  },
  {
    name: "cov-resubscribe",
    estate: "building",
    run: (c) => {
      const t = at(c, 0.2, 0.7);
      return [
        R(t, "bacnet-gateway", "info", "COV subscription lifetime expired for 132 objects, resubscribing"),
        ...Array.from({ length: c.r.int(5, 12) }, (_, i) =>
          R(
            t + 2 * SEC + i * 150,
            "bacnet-gateway",
            "error",
            `SubscribeCOV device ${4100 + c.r.int(0, 40)}: Error(services, cov-subscription-failed), falling back to polling`,
          ),
        ),
      ];
    },
  },
  {
    name: "cardholder-sync",
    estate: "building",
    run: (c) => {
      const t = at(c, 0.2, 0.6);
      const n = c.r.int(8, 18);
      return [
        R(t, "access-control", "info", "info: Halvard.Access.Sync[0] Cardholder sync from HR started"),
        ...Array.from({ length: n }, (_, i) =>
          R(
            t + (i + 1) * 700,
            "access-control",
            "error",
            `fail: Halvard.Access.Sync[0] Cardholder ${c.r.int(80000, 89999)} has no site assignment, not downloaded to panels`,
          ),
        ),
        R(
          t + 20 * SEC,
          "access-control",
          "info",
          `info: Halvard.Access.Sync[0] Cardholder sync done: ${c.r.int(2000, 3000)} ok, ${n} skipped`,
        ),
      ];
    },
  },
  // ---------------------------------------------------------------- any estate
  {
    name: "gc-pause",
    estate: "any",
    run: (c, est) =>
      Array.from({ length: c.r.int(3, 7) }, () =>
        R(
          at(c, 0, 1),
          ROLES[est.key].jvm,
          "warn",
          `[gc] GC(${c.r.int(300, 900)}) Pause Young (Normal) (G1 Evacuation Pause) ${c.r.int(1800, 3100)}M->${c.r.int(500, 800)}M(4096M) ${c.r.int(400, 900)}.${c.r.int(100, 999)}ms`,
        ),
      ),
  },
  {
    name: "cert-renewal",
    estate: "any",
    run: (c, est) => {
      const t = at(c, 0.2, 0.7);
      const gw = ROLES[est.key].gw;
      return [
        R(t, gw, "warn", `TLS certificate for ${gw}.${est.ns}.internal expires in 29 days, renewing`),
        R(t + 4 * SEC, gw, "info", "certificate renewed, notAfter=2026-09-28T00:00:00Z, reloading listeners"),
        R(
          t + 4200,
          gw,
          "warn",
          est.key === "rail"
            ? `http: TLS handshake error from 10.0.${c.r.int(0, 9)}.${c.r.int(2, 250)}:${c.r.int(30000, 60000)}: EOF`
            : `tlsClientError from 10.0.${c.r.int(0, 9)}.${c.r.int(2, 250)}: Client network socket disconnected before secure TLS connection was established`,
        ),
      ];
    },
  },
  {
    name: "dns-blip",
    estate: "any",
    run: (c, est) => {
      const t = at(c, 0.2, 0.8);
      const go = ROLES[est.key].go;
      return [
        R(
          t,
          go,
          "warn",
          `lookup ${ROLES[est.key].gw}.${est.ns}.svc.cluster.local on 10.96.0.10:53: read udp 10.42.1.7:${c.r.int(30000, 60000)}->10.96.0.10:53: i/o timeout, retrying`,
        ),
        R(t + 1200, go, "info", "resolver recovered after 1 retry"),
      ];
    },
  },
  {
    name: "scanner-probes",
    estate: "any",
    run: (c, est) => {
      const t = at(c, 0.2, 0.6);
      const paths = [
        "/wp-login.php",
        "/.env",
        "/actuator/env",
        "/.git/config",
        "/cgi-bin/luci",
        "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
        "/owa/auth/logon.aspx",
      ];
      return burst(c, t, 30 * SEC, c.r.int(40, 90), () => {
        const p = c.r.pick(paths);
        return R(
          0,
          ROLES[est.key].gw,
          "warn",
          `${c.r.pick(["GET", "POST"])} ${p} ${c.r.pick([404, 404, 401, 403])} 1ms src=185.224.128.${c.r.int(2, 250)} ua="Mozilla/5.0 zgrab/0.x"`,
        );
      }).map((x) => ({ ...x, t: Math.round(t + c.r.next() * 30 * SEC) }));
    },
  },
  {
    name: "partner-rate-limited",
    estate: "any",
    run: (c, est) => {
      const t = at(c, 0.1, 0.5);
      return burst(c, t, 3 * MIN, c.r.int(40, 90), () =>
        R(
          0,
          ROLES[est.key].gw,
          "warn",
          `429 Too Many Requests key=partner-${c.r.pick(["openrail-hub", "signage-co"])} limit=20/s`,
        ),
      ).map((x) => ({
        ...x,
        t: Math.round(t + c.r.next() * 3 * MIN),
      }));
    },
  },
  {
    name: "clock-step",
    estate: "any",
    run: (c, est) => [
      R(
        at(c, 0.1, 0.9),
        ROLES[est.key].go,
        "warn",
        `time sync: local clock stepped by +${(0.2 + c.r.next()).toFixed(3)}s (chrony makestep)`,
      ),
    ],
  },
  {
    name: "disk-prune",
    estate: "any",
    run: (c, est) => {
      const t = at(c, 0.1, 0.6);
      const svc =
        est.key === "ground" ? "archive-writer" : est.key === "rail" ? "timetable-loader" : "energy-meter-sync";
      return [
        R(t, svc, "warn", `disk usage ${c.r.int(81, 86)}% on /var/lib/${svc} (warn at 80%)`),
        R(
          t + 20 * SEC,
          svc,
          "info",
          `retention job pruned ${c.r.int(300, 4000)} files older than 14d, usage now ${c.r.int(55, 68)}%`,
        ),
      ];
    },
  },
  {
    name: "consumer-rebalance",
    estate: "any",
    run: (c, est) => {
      const t = at(c, 0.2, 0.7);
      const j = ROLES[est.key].jvm;
      return [
        R(
          t,
          j,
          "info",
          `[Consumer clientId=${j}-0, groupId=${j}] Request joining group due to: group is already rebalancing`,
        ),
        R(
          t + 200,
          j,
          "warn",
          `[Consumer clientId=${j}-0, groupId=${j}] Attempt to heartbeat failed since group is rebalancing`,
        ),
        R(
          t + 400,
          j,
          "info",
          `[Consumer clientId=${j}-0, groupId=${j}] Revoke previously assigned partitions events-0, events-1, events-2`,
        ),
        R(
          t + 3200,
          j,
          "info",
          `[Consumer clientId=${j}-0, groupId=${j}] Successfully joined group with generation Generation{generationId=${c.r.int(30, 200)}}`,
        ),
        R(
          t + 3400,
          j,
          "info",
          `[Consumer clientId=${j}-0, groupId=${j}] Adding newly assigned partitions: events-0, events-1`,
        ),
      ];
    },
  },
  {
    name: "optional-feed-breaker",
    estate: "any",
    run: (c, est) => {
      const t = at(c, 0.2, 0.6);
      const { gw, vendor } = ROLES[est.key];
      return [
        ...Array.from({ length: 5 }, (_, i) =>
          R(
            t + i * 900,
            gw,
            "warn",
            `${vendor} GET /forecast 503 Service Unavailable (${c.r.int(200, 900)}ms), weather overlay omitted`,
          ),
        ),
        R(t + 4600, gw, "warn", `circuit breaker '${vendor}' OPEN after 5 failures, fallback=cached (age 14m)`),
        R(t + 35 * SEC, gw, "info", `circuit breaker '${vendor}' HALF_OPEN, trial request`),
        R(t + 35.4 * SEC, gw, "info", `circuit breaker '${vendor}' CLOSED (trial ok in 212ms)`),
      ];
    },
  },
  {
    name: "slow-nightly-report",
    estate: "any",
    run: (c, est) => {
      const t = at(c, 0.1, 0.6);
      const py = ROLES[est.key].py;
      return [
        R(t, py, "info", "nightly report export started"),
        ...Array.from({ length: c.r.int(3, 6) }, (_, i) =>
          R(
            t + (i + 1) * 6 * SEC,
            py,
            "warn",
            `slow query ${(2 + c.r.next() * 5).toFixed(2)}s: SELECT ... FROM readings WHERE day = $1 GROUP BY meter_id (rows=${c.r.int(40000, 300000)})`,
          ),
        ),
        R(t + 50 * SEC, py, "info", "nightly report export done in 49.8s"),
      ];
    },
  },
  {
    name: "client-disconnects",
    estate: "any",
    run: (c, est) =>
      periodic(c, c.s + 40 * SEC, c.e, 75 * SEC, (t, i) => {
        if (est.key === "building" && i % 2 === 0)
          return R(
            t,
            "access-control",
            "error",
            "fail: Halvard.Access.Api.BadgeEndpoints[0] Client closed request body",
            dotnetHandled(),
          );
        if (est.key === "ground" || (est.key === "building" && i % 2))
          return R(
            t,
            est.key === "ground" ? "mcs-gateway" : "bms-api",
            "error",
            "request aborted by client GET /api/stream",
            nodeAborted(),
          );
        return R(
          t,
          "train-tracker",
          "error",
          "Failure in @ExceptionHandler for SSE /v1/stream (client went away)",
          javaHandled(c.r),
        );
      }),
  },
  {
    name: "rolling-restart",
    estate: "any",
    run: (c, est) => {
      const t = at(c, 0.2, 0.6);
      const py = ROLES[est.key].py;
      const gw = ROLES[est.key].gw;
      return [
        R(t, py, "info", "[1] [INFO] Handling signal: term"),
        R(t + 300, py, "info", "[7] [INFO] Worker exiting (pid: 7)"),
        R(
          t + 1500,
          gw,
          "warn",
          `upstream ${py}: dial tcp 10.42.2.${c.r.int(2, 250)}:8000: connect: connection refused, retry 1/3`,
        ),
        R(t + 1800, gw, "info", `upstream ${py}: retry 1/3 ok (new endpoint 10.42.3.${c.r.int(2, 250)})`),
        R(t + 6 * SEC, py, "info", "[1] [INFO] Starting gunicorn 22.0.0"),
        R(t + 6200, py, "info", "[1] [INFO] Listening at: http://0.0.0.0:8000 (1)"),
      ];
    },
  },
];

/** what each kind looks like, for the labels' notes */
export const WHAT: Record<string, string> = {
  "td-stomp-reconnect": "the TD STOMP feed connection resets with a Java stack trace and reconnects within seconds",
  "cif-daily-update": "the daily CIF timetable update logs dozens of unknown-TIPLOC warnings and one rejected record",
  "possession-boards-dark": "two platform displays inside an engineering possession keep reporting missing heartbeats",
  "gate-array-reboot": "a scheduled rolling reboot takes ticket gates offline one by one with ERROR lines",
  "planned-cancellations": "a burst of planned engineering cancellations is logged as warnings",
  "crowd-rejected-tickets": "a crowd with invalid and not-yet-valid tickets causes a burst of gate rejections",
  "roster-unfilled": "the roster solver warns about unfilled diagrams and publishes anyway",
  "td-area-heartbeat-gap": "a TD area misses heartbeats for a minute, then floods a full berth refresh",
  "planned-los": "telemetry frame sync is lost at the planned end of a pass and tm-decom notes the silence",
  "antenna-keyhole": "an overhead pass drives the antenna through its keyhole with rate warnings and a few bad frames",
  "wind-stow": "a wind gust stows one antenna and the pass is moved to another station",
  "eclipse-soft-limits": "a satellite in eclipse trips yellow soft limits on bus voltage for the whole window",
  "low-elevation-rs-errors": "frames at low elevation after AOS fail Reed-Solomon decoding until the link settles",
  "time-correlation": "onboard time drift exceeds the correlation threshold and is recalibrated",
  "tc-verification-late": "several telecommands verify late after re-polling",
  "od-outliers": "orbit determination keeps rejecting outlier range observations from one station",
  "tle-replan": "a TLE update triggers a replan full of conflict warnings",
  "cop1-lockout-at-aos": "the uplink sees a FARM-1 lockout at contact start and clears it with an unlock directive",
  "fire-alarm-test":
    "the weekly fire alarm test raises a fire alarm, recalls the lifts and releases doors, then restores",
  "door-held-deliveries": "the loading bay door is held open during deliveries and warns every minute",
  "expired-badges": "a burst of expired badges is denied at the main entrance",
  "bacnet-rediscovery": "a BACnet Who-Is rediscovery reports devices that no longer answer",
  "morning-start-deviation": "air handlers in optimal start warn about supply temperatures far from setpoint",
  "elevator-independent-service": "one lift is taken out of its group on independent service for cleaning",
  "chiller-low-flow-start": "a chiller trips on low evaporator flow at start-up, pages and auto-resets",
  "meter-duplicate-409": "the utility portal answers 409 for meter intervals that were already submitted",
  "cov-resubscribe": "BACnet COV subscriptions expire and some devices refuse resubscription, falling back to polling",
  "cardholder-sync": "the nightly cardholder sync logs errors for records without a site",
  "gc-pause": "a JVM service logs long young-generation GC pauses",
  "cert-renewal": "a gateway renews its TLS certificate and logs a handshake error while reloading",
  "dns-blip": "a DNS lookup times out once and succeeds on retry",
  "scanner-probes": "an internet scanner probes the gateway with a burst of 404s and 401s",
  "partner-rate-limited": "one partner API key is throttled with 429s for a few minutes",
  "clock-step": "chrony steps a service clock by under a second",
  "disk-prune": "a disk usage warning above 80% is followed by the retention job pruning files",
  "consumer-rebalance": "a Kafka consumer group rebalances with heartbeat warnings",
  "optional-feed-breaker":
    "an optional weather feed returns 503, its circuit breaker opens and closes again after 35 s",
  "slow-nightly-report": "the nightly report export logs several slow queries and completes",
  "client-disconnects": "clients that close streaming connections early are logged as errors with stack traces",
  "rolling-restart": "a gunicorn service restarts and one caller retries a refused connection successfully",
};
