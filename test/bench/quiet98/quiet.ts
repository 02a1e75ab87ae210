// Harmless things that page an on-call engineer at 3 a.m. in a lift and escalator business: each kind writes its
// lines around `at` (or across the window) and nothing is broken afterwards.
import { type Ctx, every, n, stackFor } from "./background.js";
import { techId, unitId, woId } from "./estates.js";

export interface Noise {
  kind: string;
  note: string;
  run(c: Ctx, at: number): void;
}

const MIN = 60000;
const BAD_ARG: Record<string, string> = {
  java: "java.lang.IllegalArgumentException",
  node: "RangeError [ERR_OUT_OF_RANGE]",
  python: "ValueError",
  dotnet: "System.ArgumentOutOfRangeException",
  ruby: "ArgumentError",
  go: "telegram",
  cpp: "std::invalid_argument",
};
const pad2 = (x: number) => String(x).padStart(2, "0");

export const NOISES: Noise[] = [
  {
    kind: "door-reopen-obstruction",
    note: "a lift door keeps reopening on a photo-eye obstruction (a trolley left in the doorway) and the units report it as alarms",
    run(c, at) {
      const u = unitId(c.e, c.r);
      every(c, at, at + 5 * MIN, 9000, (t, i) => {
        c.s.add(
          t,
          n(c, "ingest"),
          "warn",
          `unit=${u} event=DOOR_REOPEN landing=${c.r.int(0, 3)} cause=light_curtain_interrupted count=${i + 1}`,
        );
        if (i % 4 === 3)
          c.s.add(
            t + 80,
            n(c, "events"),
            "error",
            `code F0${c.r.pick(["402", "407"])} "door reversal limit exceeded" unit=${u} (${i + 1} in 10 min) - suppressed, below dispatch threshold`,
          );
      });
      c.s.add(at + 5 * MIN + 4000, n(c, "ingest"), "info", `unit=${u} event=DOOR_NORMAL reopen counter reset`);
    },
  },
  {
    kind: "ephone-selftest-flaky-line",
    note: "an emergency phone's daily line test fails twice on a noisy copper line and passes on the third attempt",
    run(c, at) {
      const u = unitId(c.e, c.r);
      c.s.add(
        at,
        n(c, "ephone"),
        "error",
        `self-test unit=${u} FAIL: no dial tone after 5.0s (line=31.4V, attempt 1/3)`,
      );
      c.s.add(
        at + 120000,
        n(c, "ephone"),
        "error",
        `self-test unit=${u} FAIL: call to ARC dropped after 2.2s, DTMF handshake not received (attempt 2/3)`,
      );
      c.s.add(
        at + 122000,
        n(c, "notify"),
        "warn",
        `alert ephone-test-failed unit=${u} raised to monitoring desk (informational)`,
      );
      c.s.add(
        at + 240000,
        n(c, "ephone"),
        "info",
        `self-test unit=${u} PASS on attempt 3/3 line=44.9V dialtone=1.1s; alert cleared`,
      );
    },
  },
  {
    kind: "maintenance-mode-out-of-service",
    note: "a technician parks a lift on inspection control for planned maintenance and the unit reports out of service",
    run(c, at) {
      const u = unitId(c.e, c.r);
      const wo = woId(c.e, c.r);
      c.s.add(at, n(c, "ingest"), "warn", `unit=${u} mode=INSPECTION car parked at floor 0, state=OUT_OF_SERVICE`);
      c.s.add(
        at + 300,
        n(c, "events"),
        "warn",
        `unit ${u} out of service - matched planned visit ${wo}, alarm suppressed`,
      );
      every(c, at, at + 8 * MIN, 60000, (t) =>
        c.s.add(t, n(c, "portal"), "warn", `status page: unit ${u} OUT OF SERVICE (maintenance) served to 3 viewers`),
      );
      c.s.add(at + 8 * MIN, n(c, "ingest"), "info", `unit=${u} mode=NORMAL state=IN_SERVICE after 8m02s`);
    },
  },
  {
    kind: "rmu-reboot-power-blip",
    note: "a brownout in one building reboots all its remote monitoring units, which reconnect and replay buffered events",
    run(c, at) {
      const b = c.r.pick(c.e.buildings);
      const units = Array.from({ length: c.r.int(5, 9) }, () => unitId(c.e, c.r));
      units.forEach((u, i) => {
        c.s.add(at + i * 300, n(c, "ingest"), "warn", `unit=${u} heartbeat missed (site "${b}"), last seen 62s ago`);
        c.s.add(
          at + 70000 + i * 900,
          n(c, "ingest"),
          "warn",
          `unit=${u} boot reason=BROWNOUT fw=4.2.${c.r.int(1, 9)} uptime=0s, replaying ${c.r.int(4, 40)} buffered events`,
        );
        c.s.add(at + 71000 + i * 900, n(c, "events"), "error", `unit ${u} reported POWER_FAIL (code E-PWR-01) at ${b}`);
      });
      c.s.add(
        at + 90000,
        n(c, "events"),
        "info",
        `site "${b}": ${units.length} units back online, POWER_FAIL cleared, no dispatch needed`,
      );
    },
  },
  {
    kind: "escalator-stop-button",
    note: "a passenger presses an escalator emergency stop button; the unit stops and is restarted by staff with the key",
    run(c, at) {
      const u = unitId(c.e, c.r);
      c.s.add(
        at,
        n(c, "ingest"),
        "error",
        `unit=${u} type=escalator event=SAFETY_CHAIN_OPEN device=STOP_BUTTON_UPPER code=ESC-17`,
      );
      c.s.add(
        at + 200,
        n(c, "events"),
        "error",
        `escalator ${u} stopped: emergency stop button (ESC-17), awaiting key restart`,
      );
      c.s.add(at + 400, n(c, "portal"), "warn", `site alert shown to building manager: escalator ${u} stopped`);
      c.s.add(at + 190000, n(c, "ingest"), "info", `unit=${u} event=KEY_RESTART direction=UP state=RUNNING`);
      c.s.add(
        at + 190300,
        n(c, "events"),
        "info",
        `escalator ${u} running again after 3m10s, closed without work order`,
      );
    },
  },
  {
    kind: "cellular-reattach",
    note: "a batch of units on one cell tower lose their PDP context and re-attach within a minute",
    run(c, at) {
      const cell = `${c.r.int(234, 240)}-${pad2(c.r.int(1, 30))}-${c.r.int(1000, 9999)}`;
      every(c, at, at + 50000, 2500, (t) =>
        c.s.add(
          t,
          n(c, "ingest"),
          "warn",
          `unit=${unitId(c.e, c.r)} session closed: PDP context deactivated by network (cause 36), cell=${cell}; reconnecting`,
        ),
      );
      c.s.add(at + 65000, n(c, "ingest"), "info", `cell ${cell}: 21 units re-attached, backlog 0`);
    },
  },
  {
    kind: "heartbeat-late-out-of-order",
    note: "units behind a congested APN deliver late heartbeats and out-of-order events that are re-sorted",
    run(c, at) {
      every(c, at, at + 4 * MIN, 7000, (t) =>
        c.s.add(
          t,
          n(c, "events"),
          "warn",
          `out-of-order event for unit ${unitId(c.e, c.r)}: seq ${c.r.int(100, 900)} after ${c.r.int(901, 990)}, reordered (lag ${c.r.int(20, 140)}s)`,
        ),
      );
    },
  },
  {
    kind: "fire-recall-test",
    note: "the monthly fire service recall test sends every car in one building to the main floor, raising FIRE_RECALL events",
    run(c, at) {
      const b = c.r.pick(c.e.buildings);
      for (let i = 0; i < 6; i++)
        c.s.add(
          at + i * 700,
          n(c, "ingest"),
          "error",
          `unit=${unitId(c.e, c.r)} event=FIRE_SERVICE_PHASE1 recall floor=0 source=FACP`,
        );
      c.s.add(
        at + 5000,
        n(c, "events"),
        "warn",
        `site "${b}": 6 cars on fire recall - calendar entry "monthly fire recall test" matches, no escalation`,
      );
      c.s.add(
        at + 6 * MIN,
        n(c, "events"),
        "info",
        `site "${b}": fire recall reset, 6 cars returned to normal service`,
      );
    },
  },
  {
    kind: "leveling-auto-correct",
    note: "a hydraulic lift sinks a few millimetres overnight and re-levels itself, logging leveling errors",
    run(c, at) {
      const u = unitId(c.e, c.r);
      every(c, at, c.t1, 90000, (t) =>
        c.s.add(
          t,
          n(c, "ingest"),
          "warn",
          `unit=${u} event=RELEVEL floor=${c.r.int(0, 4)} drift=${c.r.int(6, 14)}mm corrected`,
        ),
      );
    },
  },
  {
    kind: "overload-buzzer",
    note: "rush-hour passengers overload a car and the load weighing device sounds the overload buzzer repeatedly",
    run(c, at) {
      const u = unitId(c.e, c.r);
      every(c, at, at + 4 * MIN, 15000, (t) =>
        c.s.add(t, n(c, "ingest"), "warn", `unit=${u} event=OVERLOAD load=${c.r.int(102, 118)}% doors held open`),
      );
    },
  },
  {
    kind: "firmware-ota-rollout",
    note: "a staged firmware rollout to monitoring units where some downloads are retried and then succeed",
    run(c, at) {
      c.s.add(at, n(c, "ingest"), "info", `ota campaign rmu-fw-4.3.0 wave 2 started: 400 units`);
      every(c, at, at + 6 * MIN, 6000, (t) => {
        const u = unitId(c.e, c.r);
        if (c.r.chance(0.4)) {
          c.s.add(
            t,
            n(c, "ingest"),
            "error",
            `ota unit=${u} chunk ${c.r.int(1, 60)}/64 download failed: timeout after 30s, retry 1/5`,
          );
          c.s.add(t + 31000, n(c, "ingest"), "info", `ota unit=${u} image verified sha256 ok, rebooting into 4.3.0`);
        } else c.s.add(t, n(c, "ingest"), "info", `ota unit=${u} upgraded 4.2.7 -> 4.3.0`);
      });
    },
  },
  {
    kind: "partner-cert-expiry-warning",
    note: "a certificate used for a partner connection expires in three weeks and a checker warns about it",
    run(c, at) {
      every(c, at, c.t1, 5 * MIN, (t) =>
        c.s.add(
          t,
          n(c, "parts"),
          "warn",
          `TLS certificate for supplier-edi.partner.example expires in 21 days (CN=edi-client-2026, notAfter=2026-12-21T23:59:59Z)`,
        ),
      );
    },
  },
  {
    kind: "report-job-slow-query",
    note: "the nightly uptime report runs heavy queries that take many seconds and log slow-query warnings",
    run(c, at) {
      c.s.add(at, n(c, "inspections"), "info", `report job "monthly availability" started for 1,240 units`);
      every(c, at, at + 7 * MIN, 25000, (t) =>
        c.s.add(
          t,
          n(c, "inspections"),
          "warn",
          `slow query (${c.r.int(4, 19)}.${c.r.int(0, 9)}s): SELECT unit_id, sum(downtime_s) FROM unit_state_changes WHERE ts >= $1 GROUP BY unit_id`,
        ),
      );
      c.s.add(
        at + 7 * MIN + 5000,
        n(c, "inspections"),
        "info",
        `report job "monthly availability" finished in 7m12s, 1,240 rows`,
      );
    },
  },
  {
    kind: "supplier-backorder",
    note: "the parts supplier answers a few orders with backorder, which the parts service reports as rejected lines",
    run(c, at) {
      every(c, at, at + 6 * MIN, 40000, (t) => {
        const wo = woId(c.e, c.r);
        c.s.add(
          t,
          n(c, "parts"),
          "warn",
          `supplier order line rejected: BACKORDERED sku=59${c.r.int(1000, 9999)} eta=2026-12-${pad2(c.r.int(8, 20))} (order for ${wo})`,
        );
        c.s.add(t + 200, n(c, "workorders"), "info", `${wo} moved to awaiting_parts`);
      });
    },
  },
  {
    kind: "portal-wrong-passwords",
    note: "a few building managers mistype passwords and one account gets locked after repeated failures",
    run(c, at) {
      const user = `fm-${c.r.int(1000, 9999)}@${c.r.pick(["facilities.example", "propco.example"])}`;
      for (let i = 0; i < 6; i++)
        c.s.add(
          at + i * 9000,
          n(c, "identity"),
          "warn",
          `login failed for ${user}: invalid password (attempt ${i + 1})`,
        );
      c.s.add(at + 54000, n(c, "identity"), "warn", `account ${user} locked for 15m after 6 failed attempts`);
      every(c, at, at + 5 * MIN, 20000, (t) =>
        c.s.add(t, n(c, "portal"), "info", `POST /auth/login 401 ${c.r.int(90, 300)}ms`),
      );
    },
  },
  {
    kind: "inspection-certificate-due",
    note: "the compliance calendar warns about statutory inspections falling due for a list of units",
    run(c, at) {
      for (let i = 0; i < 12; i++)
        c.s.add(
          at + i * 400,
          n(c, "inspections"),
          "warn",
          `unit ${unitId(c.e, c.r)}: thorough examination certificate expires in ${c.r.int(3, 14)} days, no visit booked`,
        );
    },
  },
  {
    kind: "jvm-gc-pause",
    note: "a service logs long-ish garbage collection pauses under a batch load and recovers",
    run(c, at) {
      const role =
        (["events", "workorders", "dispatch", "ingest", "parts"] as const).find((x) => c.e.svc[x].rt === "java") ??
        "events";
      every(c, at, at + 5 * MIN, 30000, (t) =>
        c.s.add(
          t,
          n(c, role),
          "warn",
          `[gc] GC(${c.r.int(300, 900)}) Pause Young (G1 Evacuation Pause) ${c.r.int(600, 1900)}M->${c.r.int(200, 500)}M(2048M) ${c.r.int(180, 420)}.${c.r.int(100, 999)}ms`,
        ),
      );
    },
  },
  {
    kind: "cache-warmup-after-restart",
    note: "a service restarts normally and logs cache misses and elevated latency while it warms up",
    run(c, at) {
      c.s.add(at, n(c, "portal"), "info", `process started, pid 1, cache empty`);
      every(c, at, at + 90000, 4000, (t) =>
        c.s.add(
          t,
          n(c, "portal"),
          "warn",
          `slow response GET /api/sites/overview ${c.r.int(1200, 4800)}ms (cache miss, warming)`,
        ),
      );
      c.s.add(at + 95000, n(c, "portal"), "info", `cache warm: 4,812 unit status entries`);
    },
  },
  {
    kind: "pod-rescheduled-node-drain",
    note: "a node drain reschedules a pod; the old one drains connections and some callers retry once",
    run(c, at) {
      const sv = n(c, "workorders");
      c.s.add(at, sv, "warn", `received SIGTERM (node drain), refusing new connections`);
      c.s.add(
        at + 1200,
        n(c, "dispatch"),
        "warn",
        `PATCH ${sv}/orders failed: connection reset by peer, retrying (1/3)`,
      );
      c.s.add(at + 1500, n(c, "dispatch"), "info", `PATCH ${sv}/orders ok on retry`);
      c.s.add(at + 6000, sv, "info", `started on node ip-10-42-${c.r.int(1, 9)}-${c.r.int(10, 250)}, ready`);
    },
  },
  {
    kind: "bot-rate-limited",
    note: "a property manager's script scrapes the portal API and is throttled with 429s",
    run(c, at) {
      every(c, at, at + 6 * MIN, 3000, (t) =>
        c.s.add(
          t,
          n(c, "portal"),
          "warn",
          `429 Too Many Requests client=api-key:pm-${c.r.pick(["cbre", "jll"])}-export GET /api/v2/units?page=${c.r.int(1, 90)} (limit 10/s)`,
        ),
      );
    },
  },
  {
    kind: "duplicate-alarm-dedup",
    note: "units retransmit alarms after a flaky ack and the events service drops the duplicates",
    run(c, at) {
      every(c, at, at + 5 * MIN, 8000, (t) =>
        c.s.add(
          t,
          n(c, "events"),
          "warn",
          `duplicate alarm dropped unit=${unitId(c.e, c.r)} msg_id=${c.r.hex(10)} (seen ${c.r.int(2, 5)}x)`,
        ),
      );
    },
  },
  {
    kind: "passenger-alarm-button-misuse",
    note: "children press the alarm button; the call centre answers an emergency call with nobody trapped",
    run(c, at) {
      const u = unitId(c.e, c.r);
      c.s.add(at, n(c, "ingest"), "error", `unit=${u} event=ALARM_BUTTON car=1 duration=4.2s`);
      c.s.add(
        at + 1500,
        n(c, "ephone"),
        "warn",
        `emergency call from unit ${u} connected to ARC operator op-${c.r.int(10, 99)}`,
      );
      c.s.add(
        at + 60000,
        n(c, "ephone"),
        "info",
        `call ${c.r.hex(8)} closed by operator: "no response, car moving normally, likely misuse" duration=58s`,
      );
    },
  },
  {
    kind: "rmu-clock-drift",
    note: "several units have drifting real-time clocks and their event timestamps are corrected on ingest",
    run(c, at) {
      every(c, at, c.t1, 20000, (t) =>
        c.s.add(
          t,
          n(c, "ingest"),
          "warn",
          `unit=${unitId(c.e, c.r)} event timestamp ${c.r.int(12, 95)}s in the future, corrected to receive time (RTC battery?)`,
        ),
      );
    },
  },
  {
    kind: "legacy-controller-parse-exception",
    note: "an old controller model sends a status telegram the parser does not know; the exception is caught and the event kept raw",
    run(c, at) {
      every(c, at, at + 8 * MIN, 60000, (t) => {
        const u = unitId(c.e, c.r);
        c.s.add(
          t,
          n(c, "events"),
          "error",
          `could not decode telegram from unit ${u} (legacy ${c.r.pick(c.e.controllers)}), kept raw`,
          {
            stack: stackFor(c, "events", BAD_ARG[c.e.svc.events.rt], `unknown telegram type 0x${c.r.hex(2)}`, "decode"),
          },
        );
      });
    },
  },
  {
    kind: "ephone-line-busy-shift-change",
    note: "during the alarm centre shift change emergency phone test calls ring out unanswered and are re-queued",
    run(c, at) {
      every(c, at, at + 4 * MIN, 12000, (t) =>
        c.s.add(
          t,
          n(c, "ephone"),
          "warn",
          `test call unit=${unitId(c.e, c.r)} to ARC not answered in 45s (queue 7), re-queued`,
        ),
      );
      c.s.add(at + 4 * MIN + 30000, n(c, "ephone"), "info", `ARC queue drained, 19 deferred test calls passed`);
    },
  },
  {
    kind: "backup-battery-low",
    note: "monitoring units report low backup batteries that are due for routine replacement",
    run(c, at) {
      every(c, at, c.t1, 45000, (t) =>
        c.s.add(
          t,
          n(c, "ingest"),
          "warn",
          `unit=${unitId(c.e, c.r)} backup battery ${(11.1 + c.r.next() * 0.5).toFixed(2)}V below 11.6V threshold`,
        ),
      );
    },
  },
  {
    kind: "readiness-probe-blip",
    note: "a readiness probe times out once during a long request and the pod is briefly marked unready",
    run(c, at) {
      const role = "parts";
      c.s.add(
        at,
        n(c, role),
        "warn",
        `readiness probe failed: Get "http://10.42.3.17:8080/ready": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
      );
      c.s.add(at + 10000, n(c, role), "info", `readiness probe ok`);
    },
  },
  {
    kind: "consumer-group-rebalance",
    note: "a Kafka consumer group rebalances after a scale-up; lag rises for a minute and catches up",
    run(c, at) {
      c.s.add(
        at,
        n(c, "events"),
        "warn",
        `[Consumer clientId=events-2, groupId=unit-events] Request joining group due to: group is already rebalancing`,
      );
      c.s.add(
        at + 3000,
        n(c, "events"),
        "info",
        `[Consumer clientId=events-2, groupId=unit-events] Successfully joined group with generation Generation{generationId=${c.r.int(40, 300)}}`,
      );
      c.s.add(
        at + 20000,
        n(c, "events"),
        "warn",
        `consumer lag unit-events: ${c.r.int(8000, 30000)} messages (threshold 5000)`,
      );
      c.s.add(at + 80000, n(c, "events"), "info", `consumer lag unit-events back to ${c.r.int(0, 200)}`);
    },
  },
  {
    kind: "replica-maintenance-lag",
    note: "a read replica in a maintenance window lags and reads fall back to the primary",
    run(c, at) {
      every(c, at, at + 5 * MIN, 30000, (t) =>
        c.s.add(t, n(c, "workorders"), "warn", `read replica lag ${c.r.int(8, 40)}s > 5s, routing reads to primary`),
      );
    },
  },
  {
    kind: "entrapment-test-mode",
    note: "a technician runs the entrapment alarm test with the unit in test mode; loud alarms that are flagged test",
    run(c, at) {
      const u = unitId(c.e, c.r);
      c.s.add(at, n(c, "ingest"), "error", `unit=${u} event=PASSENGER_TRAPPED test_mode=true tech=${techId(c.r)}`);
      c.s.add(at + 300, n(c, "events"), "error", `ENTRAPMENT alarm unit=${u} - test_mode flag set, not dispatched`);
      c.s.add(at + 45000, n(c, "ingest"), "info", `unit=${u} test_mode=false`);
    },
  },
  {
    kind: "portal-websocket-closed",
    note: "building managers close laptops and the portal's live status websockets close abnormally",
    run(c, at) {
      every(c, at, at + 6 * MIN, 10000, (t) =>
        c.s.add(t, n(c, "portal"), "warn", `ws /live/units closed code=1006 (abnormal closure) session=${c.r.hex(8)}`),
      );
    },
  },
  {
    kind: "pit-water-sensor-flap",
    note: "a pit flood sensor flaps during heavy rain and the unit parks itself as designed",
    run(c, at) {
      const u = unitId(c.e, c.r);
      for (let i = 0; i < 5; i++) {
        c.s.add(at + i * 50000, n(c, "ingest"), "error", `unit=${u} event=PIT_WATER_DETECTED state=PARKED_TOP_FLOOR`);
        c.s.add(at + i * 50000 + 12000, n(c, "ingest"), "info", `unit=${u} event=PIT_WATER_CLEAR state=IN_SERVICE`);
      }
    },
  },
  {
    kind: "tech-app-offline-sync",
    note: "technicians in basements sync their job updates late, producing conflict warnings that merge cleanly",
    run(c, at) {
      every(c, at, at + 6 * MIN, 25000, (t) => {
        const wo = woId(c.e, c.r);
        c.s.add(
          t,
          n(c, "dispatch"),
          "warn",
          `offline batch from ${techId(c.r)}: ${c.r.int(3, 12)} updates, ${wo} version conflict (client 7, server 8) merged`,
        );
      });
    },
  },
  {
    kind: "sms-provider-failover-drill",
    note: "the SMS sender switches to its secondary route during a scheduled drill; a few messages are retried",
    run(c, at) {
      c.s.add(at, n(c, "notify"), "warn", `sms route primary disabled by schedule (drill), using secondary`);
      for (let i = 0; i < 4; i++)
        c.s.add(at + 2000 + i * 3000, n(c, "notify"), "warn", `sms ${c.r.hex(10)} requeued on secondary route`);
      c.s.add(at + 5 * MIN, n(c, "notify"), "info", `sms route primary re-enabled`);
    },
  },
  {
    kind: "dispatch-no-tech-nearby",
    note: "at night a non-urgent job finds no technician within range and is deferred to the morning shift",
    run(c, at) {
      const wo = woId(c.e, c.r);
      c.s.add(
        at,
        n(c, "dispatch"),
        "error",
        `no available technician within 60km for ${wo} (skill=escalator, priority=P4), deferring to 07:00 shift`,
      );
      c.s.add(at + 100, n(c, "workorders"), "info", `${wo} status deferred`);
    },
  },
];
