// Harmless noise that looks alarming: 36 kinds from a water utility's night, plus the background every file
// carries (one constantly noisy service, deprecation warnings, retries that succeed, an unrelated deploy or reload).
import { type Ctx, devEui, emit, every, ip, meterId, poisson } from "./baseline.js";
import { has, name, type Role } from "./estates.js";
import { chance, fixed, hex, int, pick } from "./rng.js";

export interface NoiseKind {
  id: string;
  needs: Role[];
  run: (c: Ctx, a: number, b: number) => void;
}

const S = 1000;
const M = 60 * S;

export const KINDS: NoiseKind[] = [
  {
    id: "overnight-reads-missing-backfilled",
    needs: ["mdm", "headend"],
    run: (c, a, b) => {
      const n = int(c.r, 300, 1900);
      emit(
        c,
        a,
        "mdm",
        "WARN",
        `read completeness check 02:00: ${n} of ${int(c.r, 41000, 88000)} meters missing interval data for 2026-10-${int(c.r, 10, 28)} (threshold 500)`,
      );
      every(c.r, a + 20 * S, a + (b - a) * 0.6, 25, (t) =>
        emit(
          c,
          t,
          "mdm",
          "WARN",
          `meter ${meterId(c.r)}: no register read for 26h, requesting on-demand read from head-end`,
        ),
      );
      every(c.r, a + 40 * S, a + (b - a) * 0.7, 30, (t) =>
        emit(
          c,
          t,
          "headend",
          "INFO",
          `replaying stored uplinks from ${pick(c.r, c.e.gateways)} (backhaul restored): ${int(c.r, 40, 300)} frames`,
        ),
      );
      emit(
        c,
        a + (b - a) * 0.8,
        "mdm",
        "INFO",
        `backfill complete: ${n} meters recovered, 0 remaining, ${int(c.r, 0, 20)} estimated intervals replaced by actuals`,
      );
    },
  },
  {
    id: "radio-link-flap-rain",
    needs: ["scada"],
    run: (c, a, b) => {
      const st = pick(c.r, c.e.stations);
      const radio = pick(c.r, c.e.radios);
      every(c.r, a, b, int(c.r, 40, 90), (t) => {
        emit(
          c,
          t,
          "scada",
          "ERROR",
          `${st}: no response from outstation after 3 retries (${radio}, rssi -${int(c.r, 101, 112)} dBm) - COMMS FAIL`,
        );
        emit(
          c,
          t + int(c.r, 8, 30) * S,
          "scada",
          "INFO",
          `${st}: communications restored via ${radio}, integrity poll ok (${int(c.r, 20, 80)} events)`,
        );
      });
    },
  },
  {
    id: "estimated-bills",
    needs: ["billing"],
    run: (c, a, b) =>
      poisson(c.r, a, b, 0.12, (t) =>
        emit(
          c,
          t,
          "billing",
          "WARN",
          `account ${int(c.r, 1000000, 9999999)}: no actual read in window, estimated bill generated (basis: ${pick(c.r, ["prior year same period", "3-month average", "class average"])}, est ${fixed(c.r, 4, 40)} m3)`,
        ),
      ),
  },
  {
    id: "leak-sensor-traffic",
    needs: ["leak"],
    run: (c, a, b) => {
      const d = pick(c.r, c.e.dmas);
      poisson(c.r, a, b, 0.05, (t) => {
        const lg = `AL-${int(c.r, 1000, 4999)}`;
        emit(c, t, "leak", "WARN", `${lg} (${d}) noise level ${int(c.r, 38, 62)} dB above threshold: LEAK SUSPECTED`);
        emit(
          c,
          t + int(c.r, 30, 120) * S,
          "leak",
          "INFO",
          `${lg} reclassified: spectral profile matches road traffic (bus route), suppressed for 24h`,
        );
      });
    },
  },
  {
    id: "tank-drawdown-alarm",
    needs: ["scada", "historian"],
    run: (c, a, b) => {
      const res = pick(c.r, c.e.reservoirs);
      let lvl = 62;
      every(c.r, a, b, 45, (t) => {
        lvl -= 1.3;
        emit(
          c,
          t,
          "scada",
          "WARN",
          `ALARM LO-LEVEL ${res} level=${lvl.toFixed(1)}% (lo=55%) state=ACTIVE priority=2 [shelved: planned drawdown WO-${int(c.r, 240000, 249999)}]`,
        );
      });
      emit(
        c,
        a + 30 * S,
        "historian",
        "WARN",
        `tag ${res.replace(/\W+/g, "_")}.LEVEL rate of change -${fixed(c.r, 1, 3)}%/h exceeds profile`,
      );
    },
  },
  {
    id: "join-storm-after-gateway-reboot",
    needs: ["headend"],
    run: (c, a, b) => {
      const gw = pick(c.r, c.e.gateways);
      emit(c, a, "headend", "WARN", `gateway ${gw} disconnected (last stats 64s ago)`);
      emit(c, a + 95 * S, "headend", "INFO", `gateway ${gw} connected, protocol=basicstation`);
      poisson(c.r, a + 100 * S, Math.min(b, a + 6 * M), 1.2, (t) =>
        emit(
          c,
          t,
          "headend",
          "WARN",
          `join-request DevEUI=${devEui(c.r)} DevNonce=${int(c.r, 1, 65000)} already used, rejected (gw=${gw})`,
        ),
      );
    },
  },
  {
    id: "duplicate-uplinks",
    needs: ["headend"],
    run: (c, a, b) =>
      poisson(c.r, a, b, 0.3, (t) =>
        emit(
          c,
          t,
          "headend",
          "WARN",
          `frame-counter did not increment: DevEUI=${devEui(c.r)} fCnt=${int(c.r, 100, 40000)} (duplicate via ${pick(c.r, c.e.gateways)}), dropped`,
        ),
      ),
  },
  {
    id: "historian-store-forward",
    needs: ["historian", "scada"],
    run: (c, a, b) => {
      emit(c, a, "scada", "WARN", `historian connection lost, switching to store-and-forward (buffer 0/500000)`);
      every(c.r, a + 15 * S, a + 3 * M, 20, (t, i) =>
        emit(c, t, "scada", "WARN", `store-and-forward buffer ${(i + 1) * int(c.r, 3000, 6000)}/500000 events`),
      );
      emit(
        c,
        a + 3 * M + 5 * S,
        "historian",
        "INFO",
        `accepted connection from ${name(c.e, "scada")} (${ip(c.r)}), backfill started`,
      );
      emit(
        c,
        Math.min(b, a + 5 * M),
        "scada",
        "INFO",
        `store-and-forward drained: ${int(c.r, 40000, 90000)} events in ${int(c.r, 60, 110)}s`,
      );
    },
  },
  {
    id: "modbus-illegal-address",
    needs: ["scada"],
    run: (c, a, b) => {
      const st = pick(c.r, c.e.stations);
      every(c.r, a, b, 15, (t) =>
        emit(
          c,
          t,
          "scada",
          "ERROR",
          `modbus: exception response from ${st} unit 3: function 0x03 exception 0x02 (ILLEGAL DATA ADDRESS) register 40${int(c.r, 100, 130)}`,
        ),
      );
    },
  },
  {
    id: "pump-short-cycle",
    needs: ["scada"],
    run: (c, a, b) => {
      const st = pick(c.r, c.e.stations);
      every(c.r, a, b, 50, (t) => {
        emit(c, t, "scada", "WARN", `${st} Pump2 starts/hour=${int(c.r, 9, 14)} (limit 8) SHORT CYCLE`);
        emit(c, t + 2 * S, "scada", "INFO", `${st} Pump2 lead/lag rotated by controller, alarm auto-reset`);
      });
    },
  },
  {
    id: "boil-notice-drill",
    needs: ["sms"],
    run: (c, a, b) => {
      emit(
        c,
        a,
        "sms",
        "WARN",
        `BOIL WATER NOTICE template boil_notice_v3 triggered by ops user drill-bot (mode=DRILL, audience=staff-test-list)`,
      );
      poisson(c.r, a + 2 * S, Math.min(b, a + 3 * M), 0.3, (t) =>
        emit(c, t, "sms", "INFO", `DRILL boil_notice_v3 delivered to ${c.e.phone}******${int(c.r, 10, 99)}`),
      );
      emit(c, a + 3 * M, "sms", "INFO", `drill campaign complete: 38 sent, 37 delivered, 1 undelivered (landline)`);
    },
  },
  {
    id: "sms-undeliverable",
    needs: ["sms"],
    run: (c, a, b) =>
      poisson(c.r, a, b, 0.04, (t) =>
        emit(
          c,
          t,
          "sms",
          "ERROR",
          `delivery failed to ${c.e.phone}******${int(c.r, 10, 99)}: error 30006 landline or unreachable carrier, contact marked sms_capable=false`,
        ),
      ),
  },
  {
    id: "portal-credential-stuffing-blocked",
    needs: ["portal"],
    run: (c, a, b) => {
      const src = ip(c.r).replace(/^10\./, "185.");
      poisson(c.r, a, Math.min(b, a + 4 * M), 1.5, (t) =>
        emit(
          c,
          t,
          "portal",
          "WARN",
          `POST /api/v2/auth/login 401 ${int(c.r, 30, 90)}ms - invalid credentials for ${hex(c.r, 6)}@${pick(c.r, ["gmail.com", "outlook.com", "yahoo.com"])} from ${src}`,
        ),
      );
      poisson(c.r, a + 60 * S, Math.min(b, a + 5 * M), 0.6, (t) =>
        emit(c, t, "portal", "WARN", `POST /api/v2/auth/login 429 2ms - rate limit login_per_ip exceeded for ${src}`),
      );
    },
  },
  {
    id: "card-declines",
    needs: ["billing"],
    run: (c, a, b) =>
      poisson(c.r, a, b, 0.04, (t) =>
        emit(
          c,
          t,
          "billing",
          "ERROR",
          `autopay account ${int(c.r, 1000000, 9999999)} declined: ${pick(c.r, ["card_declined/insufficient_funds", "expired_card", "do_not_honor"])}, dunning step 1 scheduled`,
        ),
      ),
  },
  {
    id: "mobile-sync-conflicts",
    needs: ["workorders"],
    run: (c, a, b) =>
      poisson(c.r, a, b, 0.07, (t) =>
        emit(
          c,
          t,
          "workorders",
          "WARN",
          `sync conflict WO-${int(c.r, 200000, 299999)} from device ${hex(c.r, 8)} (offline ${int(c.r, 2, 9)}h): server version newer, field notes merged`,
        ),
      ),
  },
  {
    id: "cert-renewal-reload",
    needs: ["portal"],
    run: (c, a) => {
      const who: Role = has(c.e, "edge") ? "edge" : "portal";
      emit(c, a, who, "WARN", `certificate for portal.${c.e.key}-water.example expires in 6 days, renewal requested`);
      emit(c, a + 40 * S, who, "INFO", `certificate renewed (ACME order ${hex(c.r, 10)}), reloading listeners`);
      emit(c, a + 41 * S, who, "WARN", `graceful reload: draining ${int(c.r, 40, 200)} connections on old listener`);
    },
  },
  {
    id: "setpoint-reload",
    needs: ["scada"],
    run: (c, a) => {
      emit(c, a, "scada", "INFO", `config change detected: setpoints.yaml (sha ${hex(c.r, 7)}), reloading`);
      emit(
        c,
        a + 300,
        "scada",
        "WARN",
        `setpoint ${pick(c.r, c.e.reservoirs)}.LO changed 55% -> 50% by ${pick(c.r, ["j.okafor", "m.schulz", "t.nguyen"])}`,
      );
      emit(c, a + 900, "scada", "INFO", `reload complete: 212 tags, 0 errors`);
    },
  },
  {
    id: "readiness-during-rollout",
    needs: ["mdm"],
    run: (c, a) => {
      const svc = pick(c.r, ["mdm", "leak", "workorders", "billing"] as Role[]);
      const role: Role = has(c.e, svc) ? svc : "mdm";
      emit(
        c,
        a,
        role,
        "INFO",
        `Starting ${name(c.e, role)} v${int(c.r, 3, 9)}.${int(c.r, 0, 30)}.${int(c.r, 0, 9)} (rolling update 1/3)`,
      );
      for (let i = 0; i < 4; i++)
        emit(c, a + (i + 1) * 5 * S, role, "WARN", `GET /ready 503 - warming caches (${(i + 1) * 22}%)`);
      emit(c, a + 26 * S, role, "INFO", `ready: caches warm, serving traffic`);
    },
  },
  {
    id: "gc-pauses",
    needs: ["billing"],
    run: (c, a, b) =>
      every(c.r, a, b, 70, (t) =>
        emit(
          c,
          t,
          "billing",
          "WARN",
          `GC pause (G1 Evacuation Pause) ${int(c.r, 480, 1900)}ms, heap ${int(c.r, 2100, 3100)}M->${int(c.r, 900, 1400)}M(4096M)`,
        ),
      ),
  },
  {
    id: "slow-report-queries",
    needs: ["mdm"],
    run: (c, a, b) =>
      every(c.r, a, b, 55, (t) =>
        emit(
          c,
          t,
          "mdm",
          "WARN",
          `slow query ${int(c.r, 3200, 14000)} ms: SELECT meter_id, sum(volume) FROM interval_reads WHERE read_date BETWEEN $1 AND $2 GROUP BY meter_id (report: monthly_nrw)`,
        ),
      ),
  },
  {
    id: "rtu-clock-drift",
    needs: ["scada"],
    run: (c, a, b) => {
      const st = pick(c.r, c.e.stations);
      every(c.r, a, b, 60, (t) =>
        emit(
          c,
          t,
          "scada",
          "WARN",
          `${st}: event timestamps ${int(c.r, 40, 95)}s in the future, outstation clock drift - time sync sent`,
        ),
      );
    },
  },
  {
    id: "meter-low-battery",
    needs: ["headend"],
    run: (c, a, b) =>
      poisson(c.r, a, b, 0.15, (t) =>
        emit(
          c,
          t,
          "headend",
          "WARN",
          `alarm BATTERY_LOW DevEUI=${devEui(c.r)} voltage=${fixed(c.r, 2.9, 3.1, 2)}V (replacement due)`,
        ),
      ),
  },
  {
    id: "reverse-flow-flags",
    needs: ["mdm"],
    run: (c, a, b) =>
      poisson(c.r, a, b, 0.08, (t) =>
        emit(
          c,
          t,
          "mdm",
          "WARN",
          `VEE rule R07 reverse flow: meter ${meterId(c.r)} -${fixed(c.r, 0.01, 0.3, 3)} m3, flagged for review (possible backflow or tamper)`,
        ),
      ),
  },
  {
    id: "vee-high-consumption",
    needs: ["mdm"],
    run: (c, a, b) =>
      poisson(c.r, a, b, 0.1, (t) =>
        emit(
          c,
          t,
          "mdm",
          "WARN",
          `VEE rule R03 high consumption failed for ${meterId(c.r)}: ${fixed(c.r, 2, 9)}x 30-day average, interval kept, exception EX-${int(c.r, 10000, 99999)} opened`,
        ),
      ),
  },
  {
    id: "valve-exercise-pressure",
    needs: ["scada"],
    run: (c, a, b) => {
      const d = pick(c.r, c.e.dmas);
      every(c.r, a, Math.min(b, a + 5 * M), 35, (t) =>
        emit(
          c,
          t,
          "scada",
          "ERROR",
          `ALARM HI-PRESSURE ${d} PRV outlet ${fixed(c.r, 7.2, 8.4)} bar (hi=7.0) transient - valve exercising crew on site`,
        ),
      );
      if (has(c.e, "workorders"))
        emit(
          c,
          a - 30 * S,
          "workorders",
          "INFO",
          `work order WO-${int(c.r, 200000, 299999)} status EN_ROUTE->ON_SITE crew C-09 (valve exercising ${d})`,
        );
    },
  },
  {
    id: "historian-archive-shift",
    needs: ["historian"],
    run: (c, a) => {
      emit(
        c,
        a,
        "historian",
        "WARN",
        `archive shift started: primary archive 98% full, creating ${c.e.key}_2026-11.arc`,
      );
      emit(c, a + 20 * S, "historian", "WARN", `event queue ${int(c.r, 40000, 90000)} pending during archive shift`);
      emit(c, a + 48 * S, "historian", "INFO", `archive shift complete in 47.9s, queue drained`);
    },
  },
  {
    id: "backup-snapshot",
    needs: ["mdm"],
    run: (c, a) => {
      emit(c, a, "mdm", "INFO", `pg_basebackup scheduled snapshot started on replica`);
      emit(
        c,
        a + 30 * S,
        "mdm",
        "WARN",
        `write latency p99 ${int(c.r, 300, 900)}ms during snapshot (replica lag ${int(c.r, 4, 30)}s)`,
      );
      emit(c, a + 4 * M, "mdm", "INFO", `snapshot finished, replica lag 0s`);
    },
  },
  {
    id: "api-v1-deprecation",
    needs: ["mdm"],
    run: (c, a, b) =>
      poisson(c.r, a, b, 0.08, (t) =>
        emit(
          c,
          t,
          "mdm",
          "WARN",
          `Deprecated endpoint GET /api/v1/meters/{id}/reads used by client ${pick(c.r, ["gis-export", "nrw-dashboard", "legacy-ivr"])}; sunset 2027-03-31`,
        ),
      ),
  },
  {
    id: "retries-succeed",
    needs: ["billing", "mdm"],
    run: (c, a, b) =>
      poisson(c.r, a, b, 0.06, (t) => {
        emit(
          c,
          t,
          "billing",
          "WARN",
          `fetch intervals from ${name(c.e, "mdm")} attempt 1/3 failed: read timeout 5000ms, retrying in 400ms`,
        );
        emit(
          c,
          t + 5600,
          "billing",
          "INFO",
          `fetch intervals from ${name(c.e, "mdm")} attempt 2/3 ok (${int(c.r, 40, 300)}ms)`,
        );
      }),
  },
  {
    id: "partner-rate-limited",
    needs: ["portal"],
    run: (c, a, b) =>
      poisson(c.r, a, b, 0.25, (t) =>
        emit(
          c,
          t,
          "portal",
          "WARN",
          `GET /api/v2/accounts/${int(c.r, 1000000, 9999999)}/usage 429 1ms - client_id=${pick(c.r, ["energy-saver-app", "landlord-hub"])} quota 600/min exceeded`,
        ),
      ),
  },
  {
    id: "chlorine-analyser-calibration",
    needs: ["scada"],
    run: (c, a, b) => {
      const st = pick(c.r, c.e.stations);
      every(c.r, a, Math.min(b, a + 6 * M), 30, (t) =>
        emit(
          c,
          t,
          "scada",
          "ERROR",
          `${st} CL2 analyser value 0.00 mg/L BAD QUALITY (LO-LO alarm) - instrument in maintenance mode`,
        ),
      );
    },
  },
  {
    id: "decommissioned-site",
    needs: ["scada"],
    run: (c, a, b) =>
      every(c.r, a, b, 30, (t) =>
        emit(
          c,
          t,
          "scada",
          "ERROR",
          `poll OLD-PS-02 (decommissioned 2026-06): dial tcp 10.${int(c.r, 40, 44)}.8.21:502: i/o timeout`,
        ),
      ),
  },
  {
    id: "gateway-backhaul-cellular",
    needs: ["headend"],
    run: (c, a, b) => {
      const gw = pick(c.r, c.e.gateways);
      every(c.r, a, b, 120, (t) => {
        emit(
          c,
          t,
          "headend",
          "ERROR",
          `gateway ${gw}: websocket closed (code 1006), LTE backhaul rssi -${int(c.r, 105, 113)}`,
        );
        emit(
          c,
          t + int(c.r, 20, 70) * S,
          "headend",
          "INFO",
          `gateway ${gw} reconnected, ${int(c.r, 5, 60)} buffered uplinks received`,
        );
      });
    },
  },
  {
    id: "unknown-deveui-meter-exchange",
    needs: ["headend"],
    run: (c, a, b) =>
      poisson(c.r, a, b, 0.2, (t) =>
        emit(
          c,
          t,
          "headend",
          "ERROR",
          `uplink from unknown device DevEUI=${devEui(c.r)}: not provisioned (meter exchange batch ME-2026-44 pending import)`,
        ),
      ),
  },
  {
    id: "leak-model-retrain-warnings",
    needs: ["leak"],
    run: (c, a) => {
      emit(c, a, "leak", "INFO", `nightly retrain started: 118 DMAs, 90 days of flow/pressure`);
      emit(
        c,
        a + 40 * S,
        "leak",
        "WARN",
        "/usr/local/lib/python3.12/site-packages/sklearn/linear_model/_logistic.py:469: ConvergenceWarning: lbfgs failed to converge (status=1):",
        {
          stack: [
            "STOP: TOTAL NO. of ITERATIONS REACHED LIMIT.",
            "",
            "Increase the number of iterations (max_iter) or scale the data as shown in:",
            "    https://scikit-learn.org/stable/modules/preprocessing.html",
          ],
        },
      );
      emit(
        c,
        a + 70 * S,
        "leak",
        "WARN",
        "/app/leak/features.py:88: FutureWarning: 'H' is deprecated and will be removed in a future version, please use 'h' instead.",
      );
      emit(
        c,
        a + 3 * M,
        "leak",
        "INFO",
        `retrain finished: auc=0.${int(c.r, 86, 93)} (previous 0.${int(c.r, 86, 93)}), model promoted`,
      );
    },
  },
  {
    id: "kafka-rebalance",
    needs: ["historian"],
    run: (c, a) => {
      emit(
        c,
        a,
        "historian",
        "WARN",
        `[Consumer clientId=historian-0, groupId=telemetry-archive] Request joining group due to: group is already rebalancing`,
      );
      emit(
        c,
        a + 3 * S,
        "historian",
        "INFO",
        `[Consumer clientId=historian-0, groupId=telemetry-archive] Revoke previously assigned partitions telemetry.raw-0, telemetry.raw-1, telemetry.raw-2`,
      );
      emit(
        c,
        a + 9 * S,
        "historian",
        "INFO",
        `[Consumer clientId=historian-0, groupId=telemetry-archive] Adding newly assigned partitions: telemetry.raw-0, telemetry.raw-2`,
      );
      emit(
        c,
        a + 12 * S,
        "historian",
        "WARN",
        `consumer lag telemetry.raw-0 ${int(c.r, 20000, 60000)} after rebalance`,
      );
    },
  },
];

export interface Noisy {
  role: Role;
  level: "WARN" | "ERROR";
  msg: (c: Ctx) => string;
  stack?: (c: Ctx) => string[];
}

/** The one noisy service of each estate, harmless, from the first minute. */
export const NOISY: Record<string, Noisy> = {
  harrow: {
    role: "leak",
    level: "ERROR",
    msg: (c) => `failed to parse logger payload from AL-${int(c.r, 1000, 4999)}: firmware 2.1 frame (skipped)`,
    stack: (c) => [
      "Traceback (most recent call last):",
      '  File "/app/leakwatch/ingest/decoder.py", line 142, in decode_frame',
      "    hdr = FRAME_V3.unpack_from(buf, 0)",
      `struct.error: unpack_from requires a buffer of at least 24 bytes for unpacking 24 bytes at offset 0 (actual buffer size is ${int(c.r, 14, 18)})`,
    ],
  },
  ridgeline: {
    role: "workorders",
    level: "ERROR",
    msg: (c) => `GIS asset lookup returned no geometry for hydrant H-${int(c.r, 10000, 30000)}, using street address`,
  },
  corrin: {
    role: "headend",
    level: "WARN",
    msg: (c) =>
      `decode error DevEUI=${devEui(c.r)} FPort=100: unknown payload type 0x${hex(c.r, 2)} (meter vendor diagnostics)`,
  },
  elsmere: {
    role: "billing",
    level: "ERROR",
    msg: (c) =>
      `Kunde ${int(c.r, 100000, 999999)}: IBAN-Pruefung fehlgeschlagen (Mandat ungueltig), Lastschrift uebersprungen`,
  },
};

export function background(c: Ctx, t0: number, t1: number, near: number): void {
  const nz = NOISY[c.e.key];
  const role = nz.role;
  every(c.r, t0 + int(c.r, 2, 20) * S, t1, int(c.r, 9, 20), (t) =>
    emit(c, t, role, nz.level, nz.msg(c), nz.stack ? { stack: nz.stack(c) } : {}),
  );
  // deprecation warnings in the runtime's own words
  const dep: [Role, string][] = [
    [
      "portal",
      "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    ],
    ["mdm", "Deprecated TLS 1.1 handshake from client 10.31.4.9 (legacy-ivr); will be refused after 2027-01-31"],
    [
      "workorders",
      "DEPRECATION WARNING: `ActiveRecord::Base.connection` is deprecated, use `with_connection` (called from WorkOrderSyncJob#perform)",
    ],
    [
      "billing",
      "Spring property 'spring.jpa.open-in-view' is enabled by default; database queries may be performed during view rendering",
    ],
  ];
  for (const [r, m] of dep) if (has(c.e, r)) every(c.r, t0, t1, int(c.r, 120, 300), (t) => emit(c, t, r, "WARN", m));
  // a retry that succeeds, here and there
  poisson(c.r, t0, t1, 1 / 150, (t) => {
    emit(
      c,
      t,
      "headend",
      "WARN",
      `POST ${name(c.e, "mdm")}/ingest attempt 1 failed: context deadline exceeded; retry in 1s`,
    );
    emit(c, t + 1400, "headend", "INFO", `POST ${name(c.e, "mdm")}/ingest attempt 2 ok`);
  });
  // periodic jobs
  every(c.r, t0, t1, 300, (t) =>
    emit(
      c,
      t,
      "mdm",
      "INFO",
      `cron vee-rerun: revalidated ${int(c.r, 200, 1500)} intervals, ${int(c.r, 0, 30)} exceptions`,
    ),
  );
  // an unrelated deploy or config reload near `near`
  const who = pick(c.r, ["leak", "workorders", "sms", "portal", "historian"] as Role[]);
  const r2: Role = has(c.e, who) ? who : "portal";
  const at = near + int(c.r, -150, 90) * S;
  if (chance(c.r, 0.5)) {
    emit(c, at, r2, "INFO", `Received SIGTERM, shutting down gracefully (rollout ${name(c.e, r2)}-${hex(c.r, 10)})`);
    emit(
      c,
      at + int(c.r, 9, 20) * S,
      r2,
      "INFO",
      `${name(c.e, r2)} ${pick(c.r, ["v2.14.3", "v5.0.1", "v1.9.12", "v3.3.0"])} started (build ${hex(c.r, 7)}), listening on :8080`,
    );
  } else {
    emit(
      c,
      at,
      r2,
      "INFO",
      `configmap ${name(c.e, r2)}-config changed (resourceVersion ${int(c.r, 8000000, 9999999)}), hot-reloading`,
    );
    emit(c, at + 400, r2, "INFO", `configuration reloaded: ${int(c.r, 3, 40)} keys, 0 changed behaviour flags`);
  }
}

export { ip };
