// Harmless plant noise that looks alarming: 34 kinds of episodes, plus the everyday extras every file carries
// (one noisy service, deprecation warnings, retries that succeed, a deploy or config reload).
import { rtOf } from "./estates.js";
import { retriedTrace } from "./stacks.js";
import type { Ctx } from "./stream.js";

export interface NoiseKind {
  id: string;
  note: string;
  /** n episodes in [from, to) */
  run(c: Ctx, from: number, to: number, n: number): void;
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const at = (c: Ctx, from: number, to: number) => from + c.rng.next() * Math.max(1, to - from - 90000);

export const NOISE: readonly NoiseKind[] = [
  {
    id: "torque-nok-rework",
    note: "tightenings out of tolerance are re-hit or routed to rework and closed",
    run(c, a, b, n) {
      for (let i = 0; i < n; i++) {
        const t = at(c, a, b);
        const v = c.vin();
        const tool = `T-${pad(c.rng.int(1, 40))}`;
        c.add(
          t,
          "torque",
          "warn",
          `tightening NOK tool=${tool} pset=${c.rng.int(1, 24)} vin=${v} torque=${(20 + c.rng.next() * 4).toFixed(1)}Nm (min 22.0 max 26.5) angle=${c.rng.int(300, 420)}deg status=ANGLE_HIGH`,
        );
        c.add(t + 1200, "mes", "warn", `unit ${v} flagged NOK at ${c.station()} (fastening), routed to rework`);
        if (c.rng.chance(0.5))
          c.add(
            t + 20000,
            "torque",
            "info",
            `tightening OK tool=${tool} vin=${v} torque=24.1Nm angle=41deg (re-hit 1)`,
          );
        else
          c.add(
            t + c.rng.int(40000, 80000),
            c.has("extra") ? "extra" : "mes",
            "info",
            `rework closed for ${v}: bolt re-torqued, audit OK`,
          );
      }
    },
  },
  {
    id: "agv-person-stop",
    note: "AGVs stop for a person in the laser scanner protective field and resume",
    run(c, a, b, n) {
      for (let i = 0; i < n; i++) {
        const t = at(c, a, b);
        const agv = `AGV-${pad(c.rng.int(1, 34))}`;
        c.add(
          t,
          "agv",
          "warn",
          `${agv} EMERGENCY STOP: safety scanner protective field violated (zone ${c.rng.pick(["A", "B"])}, front) at WP-${c.rng.int(100, 480)}`,
        );
        c.add(t + 400, "agv", "warn", `${agv} mission M${c.rng.int(10000, 99999)} paused, state=SAFETY_STOP`);
        c.add(
          t + c.rng.int(6000, 30000),
          "agv",
          "info",
          `${agv} protective field clear, reset by operator, mission resumed`,
        );
      }
    },
  },
  {
    id: "vision-dust",
    note: "paint vision rejects bodies for dust nibs; spot repair and re-inspection pass",
    run(c, a, b, n) {
      for (let i = 0; i < n; i++) {
        const t = at(c, a, b);
        const v = c.vin();
        c.add(
          t,
          "vision",
          "error",
          `inspection FAIL vin=${v} cell=VIS-02 defects=${c.rng.int(1, 4)} class=DUST_NIB size=${(0.2 + c.rng.next() * 0.5).toFixed(2)}mm panel=${c.rng.pick(["HOOD", "ROOF", "FL_DOOR", "TAILGATE"])}`,
        );
        c.add(t + 800, "mes", "warn", `unit ${v} vision REJECT -> spot repair queue`);
        c.add(
          t + c.rng.int(60000, 120000),
          "vision",
          "info",
          `inspection PASS vin=${v} cell=VIS-02 (re-inspect after spot repair)`,
        );
      }
    },
  },
  {
    id: "andon-pull",
    note: "operators pull andon cords; team leaders answer and clear them",
    run(c, a, b, n) {
      for (let i = 0; i < n; i++) {
        const t = at(c, a, b);
        const st = c.station();
        c.add(
          t,
          "andon",
          "warn",
          `ANDON call ${st} reason=${c.rng.pick(["MATERIAL", "QUALITY", "HELP", "TOOL"])} operator=${c.rng.int(1000, 9999)}`,
        );
        c.add(t + 1000, "plc", "warn", `ns=3;s="${st.replace("/", ".")}.AndonActive" -> true (Good)`);
        const d = c.rng.int(20, 70);
        c.add(t + d * 1000, "andon", "info", `ANDON ${st} cleared by team leader after ${d}s (no line stop)`);
      }
    },
  },
  {
    id: "shift-change-bad-tags",
    note: "PLC tags go Bad for a few seconds at shift change and recover",
    run(c, a, b, n) {
      for (let i = 0; i < n; i++) {
        const t = at(c, a, b);
        const plc = `PLC-${c.rng.pick(c.estate.lines)}`;
        for (let k = 0; k < 5; k++)
          c.add(
            t + k * 300,
            "plc",
            "warn",
            `ns=3;s="${plc}.${c.rng.pick(["Conveyor", "Lift", "Skid", "Station"])}${pad(c.rng.int(1, 40))}.State" quality=BadWaitingForInitialData (0x80320000)`,
          );
        c.add(t + 200, "andon", "warn", `shift change: board ${c.rng.pick(c.estate.lines)} showing stale data`);
        c.add(
          t + c.rng.int(3000, 9000),
          "plc",
          "info",
          `${plc}: all 1,248 monitored items back to Good after shift changeover`,
        );
      }
    },
  },
  {
    id: "planned-changeover",
    note: "a planned line stop for a model changeover, with stop and restart messages",
    run(c, a, b) {
      const t = at(c, a, b);
      const line = c.rng.pick(c.estate.lines);
      c.add(t, "mes", "warn", `line ${line} state RUNNING -> STOPPED reason=PLANNED_CHANGEOVER (ST3 -> KX5)`);
      c.add(t + 500, "andon", "warn", `board ${line}: LINE STOP (planned)`);
      c.add(t + 700, "plc", "warn", `PLC-${line}: conveyor drives disabled (stop category 1)`);
      c.add(t + 1500, "agv", "warn", `missions to ${line} held: line stopped`);
      const d = c.rng.int(150, 420) * 1000;
      c.add(
        t + d,
        "mes",
        "info",
        `line ${line} state STOPPED -> RUNNING after changeover (${Math.round(d / 60000)} min)`,
      );
      c.add(t + d + 600, "andon", "info", `board ${line}: line running`);
    },
  },
  {
    id: "opcua-reconnect",
    note: "an OPC UA session drops and reconnects within seconds, subscriptions republished",
    run(c, a, b, n) {
      for (let i = 0; i < n; i++) {
        const t = at(c, a, b);
        const plc = `PLC-${c.rng.pick(c.estate.lines)}`;
        c.add(
          t,
          "plc",
          "warn",
          `opc.tcp://${plc.toLowerCase()}:4840: keep-alive missed, session state Connected -> Reconnecting`,
        );
        c.add(
          t + 1800,
          "plc",
          "error",
          `opc.tcp://${plc.toLowerCase()}:4840: BadConnectionClosed (0x80AE0000) during Publish`,
        );
        c.add(
          t + c.rng.int(3000, 6000),
          "plc",
          "info",
          `opc.tcp://${plc.toLowerCase()}:4840: session reactivated, ${c.rng.int(2, 6)} subscriptions transferred, 0 notifications lost`,
        );
      }
    },
  },
  {
    id: "edi-duplicate",
    note: "a supplier rejects a resent call-off as a duplicate; the original was already accepted",
    run(c, a, b, n) {
      for (let i = 0; i < n; i++) {
        const t = at(c, a, b);
        const ic = c.rng.int(100000, 999999);
        c.add(
          t,
          "edi",
          "error",
          `CONTRL for interchange ${ic}: REJECTED (UNB duplicate control reference) from ${c.estate.supplier}`,
        );
        c.add(
          t + 300,
          "edi",
          "info",
          `interchange ${ic} already acknowledged at ${new Date(t - 60000).toISOString().slice(11, 19)}, duplicate reject ignored`,
        );
      }
    },
  },
  {
    id: "edi-retry",
    note: "a JIS call-off upload times out once and succeeds on retry",
    run(c, a, b, n) {
      for (let i = 0; i < n; i++) {
        const t = at(c, a, b);
        const rt = rtOf(c.estate, "edi");
        c.add(
          t,
          "edi",
          "warn",
          `AS2 send to ${c.estate.supplier} failed (attempt 1/5), retrying in 10s`,
          retriedTrace(rt, c.rng, "as2", c.estate.pkg),
        );
        c.add(t + 10400, "edi", "info", `AS2 send to ${c.estate.supplier} OK on attempt 2, MDN signed`);
      }
    },
  },
  {
    id: "eol-retest",
    note: "end-of-line tests fail the first attempt and pass on retest",
    run(c, a, b, n) {
      for (let i = 0; i < n; i++) {
        const t = at(c, a, b);
        const v = c.vin();
        const test = c.rng.pick(["ABS roller test", "headlamp aim", "wheel alignment toe", "brake force"]);
        c.add(
          t,
          "eol",
          "error",
          `${test} FAIL vin=${v} bench=EOL-${c.rng.int(1, 6)} value out of limits, retest requested`,
        );
        c.add(t + c.rng.int(60000, 140000), "eol", "info", `${test} PASS vin=${v} (retest 1)`);
      }
    },
  },
  {
    id: "qdb-slow-report",
    note: "the nightly quality report runs slow queries that finish",
    run(c, a, b) {
      const t = at(c, a, b);
      for (let k = 0; k < c.rng.int(3, 6); k++)
        c.add(
          t + k * 40000,
          "qdb",
          "warn",
          `slow query ${c.rng.int(4000, 19000)}ms: SELECT defect_code, count(*) FROM defects WHERE shift_date >= $1 GROUP BY 1 (report=daily_fpy)`,
        );
      c.add(t + 250000, "qdb", "info", "report daily_fpy generated (FPY 91.4%), 0 errors");
    },
  },
  {
    id: "cert-expiry",
    note: "certificates and OPC UA security policies warn about expiry and deprecation",
    run(c, a, b, n) {
      for (let i = 0; i < n; i++) {
        const t = at(c, a, b);
        c.add(
          t,
          "plc",
          "warn",
          `application instance certificate for PLC-${c.rng.pick(c.estate.lines)} expires in ${c.rng.int(12, 40)} days (CN=${c.rng.pick(c.estate.lines)}-opcua)`,
        );
        c.add(
          t + 5000,
          "edi",
          "warn",
          `AS2 partner certificate ${c.estate.supplier} expires in ${c.rng.int(20, 60)} days`,
        );
      }
    },
  },
  {
    id: "java-gc-pause",
    note: "a long GC pause warning in a JVM service, no errors around it",
    run(c, a, b, n) {
      for (let i = 0; i < n; i++) {
        const t = at(c, a, b);
        const jvm =
          (["mes", "edi", "torque", "qdb"] as const).find((r) => c.has(r) && rtOf(c.estate, r) === "java") ?? "edi";
        c.add(
          t,
          jvm,
          "warn",
          `[gc] GC(${c.rng.int(800, 4000)}) Pause Young (G1 Evacuation Pause) ${c.rng.int(1800, 2600)}M->${c.rng.int(600, 900)}M(4096M) ${c.rng.int(380, 720)}.${c.rng.int(100, 999)}ms`,
        );
        c.add(t + 100, jvm, "warn", `slow request GET /api/v2/status ${c.rng.int(900, 1500)}ms`);
      }
    },
  },
  {
    id: "torque-battery",
    note: "cordless torque tools report low battery and go to the charger",
    run(c, a, b, n) {
      for (let i = 0; i < n; i++) {
        const t = at(c, a, b);
        const tool = `T-${pad(c.rng.int(1, 40))}`;
        c.add(t, "torque", "warn", `tool ${tool} battery ${c.rng.int(5, 9)}% - tool disabled until battery swap`);
        c.add(t + 1000, "torque", "error", `tool ${tool} tightening rejected: TOOL_DISABLED (low battery)`);
        c.add(t + c.rng.int(50000, 110000), "torque", "info", `tool ${tool} battery 100%, enabled`);
      }
    },
  },
  {
    id: "vin-no-read",
    note: "a VIN barcode no-read is resolved by manual entry",
    run(c, a, b, n) {
      for (let i = 0; i < n; i++) {
        const t = at(c, a, b);
        const st = c.station();
        c.add(t, "mes", "error", `scanner ${st}/SC1: NO READ (3 attempts), unit identity unknown`);
        c.add(
          t + c.rng.int(8000, 25000),
          "mes",
          "info",
          `unit identity at ${st} set manually: ${c.vin()} (operator ${c.rng.int(1000, 9999)})`,
        );
      }
    },
  },
  {
    id: "readiness-during-deploy",
    note: "readiness probes fail while a new pod starts during a rolling deploy",
    run(c, a, b) {
      const t = at(c, a, b);
      const role = c.rng.pick(["qdb", "andon", "eol"] as const);
      c.add(t, role, "info", `starting ${c.name(role)} v${c.rng.int(3, 9)}.${c.rng.int(0, 30)}.${c.rng.int(0, 9)}`);
      for (let k = 1; k <= 3; k++)
        c.add(t + k * 5000, role, "warn", `GET /ready 503 0ms (warming up: ${k}/4 caches loaded)`);
      c.add(
        t + 6000,
        "mes",
        "warn",
        `upstream ${c.name(role)} endpoint 10.${c.rng.int(20, 60)}.3.17:8080 not ready, removed from pool`,
      );
      c.add(t + 18000, role, "info", "ready: listening on :8080");
    },
  },
  {
    id: "kafka-rebalance",
    note: "a consumer group rebalances after a pod restart",
    run(c, a, b, n) {
      for (let i = 0; i < n; i++) {
        const t = at(c, a, b);
        c.add(
          t,
          "qdb",
          "warn",
          `[Consumer clientId=quality-consumer, groupId=quality] Attempt to heartbeat failed since group is rebalancing`,
        );
        c.add(
          t + 300,
          "qdb",
          "info",
          `[Consumer clientId=quality-consumer, groupId=quality] Revoke previously assigned partitions plant.results-0, plant.results-1`,
        );
        c.add(
          t + 3500,
          "qdb",
          "info",
          `[Consumer clientId=quality-consumer, groupId=quality] Adding newly assigned partitions: plant.results-0, plant.results-1, plant.results-2`,
        );
      }
    },
  },
  {
    id: "plc-ntp",
    note: "PLC clocks are stepped by NTP and the gateway warns about out-of-order timestamps",
    run(c, a, b) {
      const t = at(c, a, b);
      c.add(
        t,
        "plc",
        "warn",
        `server timestamp from PLC-${c.rng.pick(c.estate.lines)} is ${c.rng.int(2, 9)}.${c.rng.int(100, 999)}s ahead of gateway clock`,
      );
      c.add(t + 30000, "plc", "info", "PLC clock stepped by NTP, skew now 12ms");
    },
  },
  {
    id: "camera-exposure",
    note: "vision cameras re-adjust exposure after a lighting change",
    run(c, a, b, n) {
      for (let i = 0; i < n; i++) {
        const t = at(c, a, b);
        const cam = `cam-${pad(c.rng.int(1, 16))}`;
        c.add(
          t,
          "vision",
          "warn",
          `${cam}: mean brightness ${c.rng.int(40, 70)} below target 110, auto exposure ${c.rng.int(800, 1200)}us -> ${c.rng.int(1400, 2200)}us`,
        );
        c.add(
          t + 400,
          "vision",
          "error",
          `${cam}: frame ${c.rng.int(10000, 99999)} incomplete (GigE packet resend failed, 3 packets lost)`,
        );
        c.add(t + 6000, "vision", "info", `${cam}: calibration target check OK`);
      }
    },
  },
  {
    id: "agv-charge-reroute",
    note: "AGVs leave missions for charging and blocked routes are recalculated",
    run(c, a, b, n) {
      for (let i = 0; i < n; i++) {
        const t = at(c, a, b);
        const agv = `AGV-${pad(c.rng.int(1, 34))}`;
        c.add(
          t,
          "agv",
          "warn",
          `${agv} battery ${c.rng.int(10, 15)}% below threshold 15%, mission handed over, going to charger CH-${c.rng.int(1, 8)}`,
        );
        c.add(
          t + 2000,
          "agv",
          "warn",
          `route WP-${c.rng.int(100, 480)} -> WP-${c.rng.int(100, 480)} blocked by ${agv}, path recalculated (+${c.rng.int(8, 40)}m)`,
        );
      }
    },
  },
  {
    id: "quality-hold-audit",
    note: "vehicles are put on quality hold for a routine CP audit and released",
    run(c, a, b, n) {
      for (let i = 0; i < n; i++) {
        const t = at(c, a, b);
        const v = c.vin();
        c.add(t, "qdb", "warn", `HOLD placed on ${v}: CP audit sample (rule AUD-${c.rng.int(10, 60)})`);
        c.add(t + 500, "mes", "warn", `unit ${v} blocked for shipping: quality hold`);
        c.add(t + c.rng.int(120000, 240000), "qdb", "info", `HOLD released on ${v}: audit passed (0 defects)`);
      }
    },
  },
  {
    id: "booth-humidity",
    note: "paint booth humidity drifts out of its band and back",
    run(c, a, b) {
      const t = at(c, a, b);
      c.add(t, "plc", "warn", `PaintBooth2.Humidity 71.4 %rH above warning limit 70.0`);
      c.add(t + 60000, "plc", "warn", `PaintBooth2.Humidity 70.8 %rH above warning limit 70.0`);
      c.add(t + 140000, "plc", "info", "PaintBooth2.Humidity back in band (67.9 %rH)");
    },
  },
  {
    id: "replica-lag",
    note: "the quality database replica lags during the backup window",
    run(c, a, b) {
      const t = at(c, a, b);
      for (let k = 0; k < 4; k++)
        c.add(
          t + k * 30000,
          "qdb",
          "warn",
          `replica lag ${c.rng.int(12, 48)}s (base backup running), routing reads to primary`,
        );
      c.add(t + 150000, "qdb", "info", "replica lag 0.4s, reads routed back to replica");
    },
  },
  {
    id: "dashboard-429",
    note: "an office dashboard polls too fast and is throttled with 429s",
    run(c, a, b) {
      const t = at(c, a, b);
      for (let k = 0; k < c.rng.int(10, 25); k++)
        c.add(
          t + k * 2000,
          "mes",
          "warn",
          `GET /api/v2/shift/kpi 429 1ms client=ops-dashboard-${c.rng.int(1, 3)} (rate limit 60/min)`,
        );
    },
  },
  {
    id: "retry-503-rollout",
    note: "a caller sees 503s during another service's rolling restart and succeeds on retry",
    run(c, a, b, n) {
      for (let i = 0; i < n; i++) {
        const t = at(c, a, b);
        c.add(t, "eol", "warn", `POST ${c.name("qdb")}/results returned 503, retry 1/3 in 2s`);
        c.add(t + 2100, "eol", "info", `POST ${c.name("qdb")}/results 201 on retry 1`);
      }
    },
  },
  {
    id: "badge-login-fail",
    note: "operators fail badge logins at shift start and then log in",
    run(c, a, b, n) {
      for (let i = 0; i < n; i++) {
        const t = at(c, a, b);
        const op = c.rng.int(1000, 9999);
        c.add(
          t,
          "mes",
          "warn",
          `authentication failed for badge ${c.rng.hex(8).toUpperCase()} at ${c.station()}: badge not enrolled`,
        );
        c.add(t + 9000, "mes", "info", `operator ${op} logged in at ${c.station()} (badge)`);
      }
    },
  },
  {
    id: "estop-test",
    note: "a scheduled emergency stop circuit test",
    run(c, a, b) {
      const t = at(c, a, b);
      const line = c.rng.pick(c.estate.lines);
      c.add(t, "plc", "error", `PLC-${line}: E-STOP circuit 3 OPEN`);
      c.add(t + 300, "andon", "error", `board ${line}: EMERGENCY STOP`);
      c.add(
        t + 600,
        "mes",
        "warn",
        `line ${line} state RUNNING -> STOPPED reason=ESTOP (maintenance test WO-${c.rng.int(40000, 49999)})`,
      );
      c.add(t + 45000, "plc", "info", `PLC-${line}: E-STOP circuit 3 reset, safety relay OK`);
      c.add(t + 60000, "mes", "info", `line ${line} state STOPPED -> RUNNING`);
    },
  },
  {
    id: "curve-archive-retry",
    note: "uploading tightening curves to the archive fails once and is retried",
    run(c, a, b, n) {
      for (let i = 0; i < n; i++) {
        const t = at(c, a, b);
        c.add(
          t,
          "torque",
          "warn",
          `curve upload batch ${c.rng.int(1000, 9999)} failed, will retry`,
          retriedTrace(rtOf(c.estate, "torque"), c.rng, "curves", c.estate.pkg),
        );
        c.add(t + 30000, "torque", "info", `curve upload batch OK (${c.rng.int(100, 400)} curves)`);
      }
    },
  },
  {
    id: "skid-mismatch",
    note: "skid ids mismatch at a transfer and are corrected automatically",
    run(c, a, b, n) {
      for (let i = 0; i < n; i++) {
        const t = at(c, a, b);
        c.add(
          t,
          "plc",
          "error",
          `skid id mismatch at transfer ${c.rng.pick(c.estate.lines)}/TR${c.rng.int(1, 4)}: RFID=${c.rng.int(100, 999)} expected=${c.rng.int(100, 999)}`,
        );
        c.add(t + 1500, "mes", "info", "skid/body mapping corrected from tracking table");
      }
    },
  },
  {
    id: "eol-door-interlock",
    note: "an end-of-line cell door is opened and the test is aborted and restarted",
    run(c, a, b, n) {
      for (let i = 0; i < n; i++) {
        const t = at(c, a, b);
        c.add(t, "eol", "error", `bench EOL-${c.rng.int(1, 6)}: test aborted, door interlock open`);
        c.add(t + 40000, "eol", "info", "bench restarted test sequence from step 1");
      }
    },
  },
  {
    id: "gap-flush-oot",
    note: "single gap and flush points out of tolerance are sent to manual check",
    run(c, a, b, n) {
      for (let i = 0; i < n; i++) {
        const t = at(c, a, b);
        c.add(
          t,
          "vision",
          "warn",
          `gap/flush point ${c.rng.pick(["FD_RR_GAP_3", "HOOD_FL_FLUSH_2", "TG_GAP_L1"])} ${(4.1 + c.rng.next()).toFixed(2)}mm out of tolerance (3.0±1.0), vin=${c.vin()} -> manual check`,
        );
      }
    },
  },
  {
    id: "printer-paper",
    note: "a label printer runs out of labels and is reloaded",
    run(c, a, b) {
      const t = at(c, a, b);
      const role = c.has("extra") ? "extra" : "mes";
      c.add(t, role, "error", `printer ZT610-${c.rng.int(1, 4)}: PAPER OUT, job queued`);
      c.add(t + 70000, role, "info", "printer resumed, 3 queued labels printed");
    },
  },
  {
    id: "config-reload-ok",
    note: "a configuration reload with warnings about unknown keys that are ignored",
    run(c, a, b) {
      const t = at(c, a, b);
      c.add(t, "andon", "info", "config reload requested (SIGHUP)");
      c.add(t + 100, "andon", "warn", 'unknown config key "boards.legacyTicker" ignored');
      c.add(t + 200, "andon", "info", "config reloaded: 14 boards, 3 escalation rules");
    },
  },
  {
    id: "sequence-gap",
    note: "a sequence gap at the JIS caller is filled by the next broadcast",
    run(c, a, b, n) {
      for (let i = 0; i < n; i++) {
        const t = at(c, a, b);
        const s = c.rng.int(1000, 9000);
        c.add(t, "edi", "warn", `sequence gap detected: expected ${s}, got ${s + 1}; waiting for broadcast`);
        c.add(t + 4000, "edi", "info", `sequence ${s} received late, gap closed`);
      }
    },
  },
];

/** Every file's background extras: a noisy service, deprecation warnings, successful retries. */
export function everyday(c: Ctx): void {
  const r = c.rng;
  const noisy = r.pick([
    {
      role: "vision" as const,
      level: "error" as const,
      msg: () => `cam-${pad(r.int(1, 16))}: GigE packet resend requested (${r.int(1, 9)} packets), frame kept`,
    },
    {
      role: "plc" as const,
      level: "warn" as const,
      msg: () => `node ns=3;s="Legacy.Counter${r.int(1, 9)}" BadNodeIdUnknown (0x80340000), monitored item skipped`,
    },
    {
      role: "qdb" as const,
      level: "error" as const,
      msg: () => `defect code "${r.pick(["X99", "TMP", "N/A"])}" not in catalogue, stored as UNCLASSIFIED`,
    },
    {
      role: "agv" as const,
      level: "error" as const,
      msg: () => `AGV-${pad(r.int(1, 34))} odometry drift ${r.int(60, 140)}mm corrected by reflector fix`,
    },
    {
      role: "andon" as const,
      level: "error" as const,
      msg: () => `display ${r.pick(["TV-07", "TV-11", "LED-3"])} websocket send failed: client gone (EPIPE)`,
    },
  ]);
  for (const t of c.times(r.int(6, 14))) c.add(t, noisy.role, noisy.level, noisy.msg());
  const deps = [
    { role: "plc" as const, m: "security policy Basic256 is deprecated, use Aes128_Sha256_RsaOaep" },
    { role: "mes" as const, m: "Endpoint /api/v1/units is deprecated and will be removed in 2027.1 (caller andon)" },
    {
      role: "andon" as const,
      m: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    },
    { role: "qdb" as const, m: "DEPRECATION WARNING: Using legacy connection handling is deprecated" },
  ];
  for (const d of deps) for (const t of c.times(r.pick([0.3, 0.5, 1]))) c.add(t, d.role, "warn", d.m);
  for (const t of c.times(0.4)) {
    c.add(t, "agv", "warn", `fleet API call to ${c.name("mes")} timed out, retry 1/3`);
    c.add(t + 1500, "agv", "info", "fleet API call succeeded on retry 1");
  }
}

/** An unrelated deploy or config reload near `t`. */
export function deployNear(c: Ctx, t: number): void {
  const role = c.rng.pick(["andon", "eol", "extra", "qdb", "agv"] as const);
  const who = c.has(role) ? role : "andon";
  const v = `${c.rng.int(2, 9)}.${c.rng.int(0, 40)}.${c.rng.int(0, 9)}`;
  if (c.rng.chance(0.5)) {
    c.add(t, who, "info", `shutting down (SIGTERM), draining ${c.rng.int(0, 6)} in-flight requests`);
    c.add(t + 4000, who, "info", `starting ${c.name(who)} v${v} (commit ${c.rng.hex(7)})`);
    c.add(t + 9000, who, "info", "ready: listening on :8080");
  } else {
    c.add(t, who, "info", `config reloaded from configmap ${c.name(who)}-config (revision ${c.rng.int(20, 140)})`);
  }
}
