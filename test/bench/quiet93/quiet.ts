// Harmless things that look alarming in an alarm-monitoring estate. Each kind plays one episode starting at `at`.
import type { Frame } from "./stacks.js";
import type { Ctx } from "./stream.js";

export interface Noise {
  name: string;
  note: string;
  run(ctx: Ctx, at: number): void;
}

const FRAMES: Record<"java", Frame[]> = {
  java: [
    ["o.v.ingest.dc09.FrameDecoder", "decode", "FrameDecoder.java", 118],
    ["io.netty.handler.codec.ByteToMessageDecoder", "callDecode", "ByteToMessageDecoder.java", 529],
    ["io.netty.channel.AbstractChannelHandlerContext", "invokeChannelRead", "AbstractChannelHandlerContext.java", 444],
  ],
};

const span = (ctx: Ctx, at: number, mins: number, perMin: number, fn: (t: number) => void) =>
  ctx.poisson(perMin, fn, at, at + mins * 60000);

export const NOISES: Noise[] = [
  {
    name: "flaky-line-supervision",
    note: "a few panels on a flaky broadband line miss their supervision window and come back",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      const accts = [E.acct(r), E.acct(r), E.acct(r)];
      span(ctx, at, 5, 3, (t) => {
        const a = r.pick(accts);
        ctx.emit(
          t,
          E.roles.superv,
          "warn",
          `supervision late for ${a}: last poll ${r.int(95, 260)}s ago (window 90s, grace 180s) path=ip`,
        );
      });
      for (const a of accts)
        ctx.emit(
          at + r.int(200000, 320000),
          E.roles.superv,
          "info",
          `supervision restored for ${a} after ${r.int(120, 300)}s, no escalation`,
        );
    },
  },
  {
    name: "pet-pir",
    note: "pet-triggered motion detector alarms cancelled by the users",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      span(ctx, at, 6, 1.5, (t) => {
        const a = E.acct(r);
        ctx.emit(
          t,
          E.roles.recv,
          "warn",
          `ALARM acct=${a} E130 burglary zone ${r.int(3, 9)} (${r.pick(["lounge PIR", "kitchen PIR", "hall PIR"])})`,
        );
        ctx.emit(
          t + r.int(15000, 50000),
          E.roles.recv,
          "info",
          `acct=${a} E406 cancel by user ${r.int(1, 6)} within abort window`,
        );
        ctx.emit(
          t + r.int(52000, 90000),
          E.roles.console,
          "info",
          `alarm for ${a} closed: user cancel, note "dog left in lounge"`,
        );
      });
    },
  },
  {
    name: "wind-door",
    note: "an unlatched gate contact flapping in the wind triggers repeat perimeter alarms on one site",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      const a = E.acct(r);
      span(ctx, at, 7, 1.2, (t) => {
        ctx.emit(
          t,
          E.roles.recv,
          "warn",
          `ALARM acct=${a} E134 entry/exit zone 12 (rear gate contact) swinger count ${r.int(2, 3)}/3`,
        );
        ctx.emit(
          t + r.int(2000, 6000),
          E.roles.video,
          "info",
          `verification clip for ${a} zone 12: no person detected (conf 0.${r.int(91, 99)}), gate moving`,
        );
      });
      ctx.emit(
        at + 7 * 60000 + 5000,
        E.roles.recv,
        "warn",
        `acct=${a} zone 12 shunted by swinger limit until next arm`,
      );
    },
  },
  {
    name: "wrong-code",
    note: "users mistyping their codes at keypads and in the app",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      span(ctx, at, 6, 2, (t) => {
        const a = E.acct(r);
        const n = r.int(1, 4);
        ctx.emit(
          t,
          E.roles.arm,
          "warn",
          `acct=${a} invalid user code entered at keypad ${r.int(1, 3)} (attempt ${n}/5)`,
        );
        ctx.emit(
          t + r.int(5000, 20000),
          E.roles.arm,
          "info",
          `acct=${a} disarmed by user ${r.int(1, 8)} after ${n} failed attempt(s)`,
        );
      });
    },
  },
  {
    name: "low-battery",
    note: "wireless sensors reporting low battery troubles",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      span(ctx, at, 8, 2.5, (t) => {
        ctx.emit(
          t,
          E.roles.devices,
          "warn",
          `trouble acct=${E.acct(r)} E384 RF low battery zone ${r.int(1, 32)} (${(r.int(22, 26) / 10).toFixed(1)}V)`,
        );
      });
    },
  },
  {
    name: "installer-test",
    note: "installers walk-testing a commissioned site in test mode",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      const a = E.acct(r);
      ctx.emit(
        at,
        E.roles.installer,
        "info",
        `account ${a} placed on test for 60 min by engineer eng_${r.int(100, 400)}`,
      );
      span(ctx, at + 20000, 9, 5, (t) => {
        ctx.emit(
          t,
          E.roles.recv,
          "warn",
          `ALARM acct=${a} E${r.pick(["130", "110", "137", "120"])} zone ${r.int(1, 24)} (account on test: not queued)`,
        );
      });
    },
  },
  {
    name: "periodic-test-late",
    note: "daily periodic test reports arriving late from PSTN-only panels",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      span(ctx, at, 8, 2, (t) => {
        ctx.emit(
          t,
          E.roles.superv,
          "warn",
          `periodic test E602 for ${E.acct(r)} overdue by ${r.int(2, 50)}min (24h schedule), received now`,
        );
      });
    },
  },
  {
    name: "ac-loss",
    note: "a local power cut: several panels report AC loss then restore",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      const accts = Array.from({ length: r.int(6, 14) }, () => E.acct(r));
      for (const a of accts) {
        const t = at + r.int(0, 40000);
        ctx.emit(t, E.roles.recv, "warn", `trouble acct=${a} E301 AC power loss (mains fail)`);
        ctx.emit(t + r.int(180000, 420000), E.roles.recv, "info", `restore acct=${a} R301 AC power restored`);
      }
      ctx.emit(
        at + 45000,
        E.roles.console,
        "warn",
        `cluster: ${accts.length} AC-loss troubles from postcode area in 60s (likely utility outage), grouped into one ticket`,
      );
    },
  },
  {
    name: "ip-path-down",
    note: "dual-path panels losing their IP path and staying up on cellular",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      span(ctx, at, 6, 2, (t) => {
        const a = E.acct(r);
        ctx.emit(
          t,
          E.roles.recv,
          "warn",
          `acct=${a} E351 primary path (IP) failure reported over secondary path (LTE)`,
        );
        ctx.emit(t + r.int(60000, 240000), E.roles.recv, "info", `acct=${a} R351 primary path restored`);
      });
    },
  },
  {
    name: "duplicate-frames",
    note: "panels retransmitting frames whose ACK was lost; receiver de-duplicates",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      span(ctx, at, 8, 4, (t) => {
        ctx.emit(
          t,
          E.roles.recv,
          "warn",
          `duplicate frame seq=${String(r.int(1, 9999)).padStart(4, "0")} from acct=${E.acct(r)} (retransmit ${r.int(1, 3)}), ACK re-sent, event dropped as duplicate`,
        );
      });
    },
  },
  {
    name: "dc09-time-skew",
    note: "a panel's clock drifted and its DC-09 timestamps are outside the window until resync",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      const a = E.acct(r);
      span(ctx, at, 4, 3, (t) => {
        ctx.emit(
          t,
          E.roles.recv,
          "error",
          `NAK acct=${a}: message timestamp ${r.int(25, 80)}s outside +20/-40s window, sent time sync in NAK`,
        );
      });
      ctx.emit(at + 4 * 60000 + 3000, E.roles.recv, "info", `acct=${a} accepted after clock resync (skew 0s)`);
    },
  },
  {
    name: "unknown-account",
    note: "an unregistered panel (new install not yet entered) sending signals",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      const a = E.acct(r);
      span(ctx, at, 8, 2, (t) => {
        ctx.emit(
          t,
          E.roles.recv,
          "error",
          `signal from unknown account ${a} (not in account database) held in unallocated queue`,
        );
      });
      ctx.emit(
        at + 8 * 60000,
        E.roles.installer,
        "info",
        `account ${a} created by dealer admin, ${r.int(2, 9)} held signals released to history`,
      );
    },
  },
  {
    name: "storm-backlog",
    note: "a burst of weather-related alarms pushes the operator queue past its SLA warning and it drains",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      for (let i = 0; i < 8; i++) {
        const depth = [14, 22, 31, 38, 33, 24, 12, 5][i];
        ctx.emit(
          at + i * 40000,
          E.roles.queue,
          depth > 25 ? "warn" : "info",
          `queue depth ${depth} (SLA warn > 25), oldest waiting ${Math.round(depth * 4.1)}s, operators online ${r.int(9, 12)}`,
        );
      }
    },
  },
  {
    name: "clip-upload-retry",
    note: "video verification clip uploads retried on slow customer uplinks and succeed",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      span(ctx, at, 6, 2, (t) => {
        const c = r.hex(8);
        ctx.emit(
          t,
          E.roles.video,
          "warn",
          `clip ${c} upload from cam ${r.hex(6)} incomplete (${r.int(30, 80)}% received, 504 from edge), requesting resend`,
        );
        ctx.emit(
          t + r.int(3000, 15000),
          E.roles.video,
          "info",
          `clip ${c} received on retry 1, ${r.int(8, 16)} frames`,
        );
      });
    },
  },
  {
    name: "camera-offline",
    note: "customer cameras offline (router rebooted), owners notified",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      span(ctx, at, 8, 1.5, (t) => {
        ctx.emit(
          t,
          E.roles.video,
          "error",
          `camera ${r.hex(6)} at ${E.acct(r)} unreachable for ${r.int(10, 60)}min (P2P relay: device offline), customer notified`,
        );
      });
    },
  },
  {
    name: "keyholder-no-answer",
    note: "keyholders not answering at night, call-out escalates to the next keyholder",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      span(ctx, at, 7, 2, (t) => {
        const a = E.acct(r);
        ctx.emit(
          t,
          E.roles.callout,
          "warn",
          `keyholder 1 for ${a}: no answer after ${r.pick([30, 45])}s (voicemail), escalating to keyholder 2`,
        );
        ctx.emit(t + r.int(30000, 70000), E.roles.callout, "info", `keyholder 2 for ${a} answered, will attend`);
      });
    },
  },
  {
    name: "police-declined",
    note: "police dispatch declined under the unconfirmed-alarm policy",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      span(ctx, at, 6, 1, (t) => {
        ctx.emit(
          t,
          E.roles.dispatch,
          "warn",
          `police request for ${E.acct(r)} declined by control room: single-zone unconfirmed activation (policy level 3), keyholder response only`,
        );
      });
    },
  },
  {
    name: "app-token-refresh",
    note: "mobile app sessions expiring overnight and refreshing",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      span(ctx, at, 8, 4, (t) => {
        const u = `u_${r.hex(6)}`;
        ctx.emit(
          t,
          E.roles.app,
          "warn",
          `401 Unauthorized GET /v3/systems user=${u}: access token expired ${r.int(1, 600)}s ago`,
        );
        ctx.emit(t + r.int(200, 1500), E.roles.app, "info", `POST /oauth/token grant=refresh_token user=${u} 200`);
      });
    },
  },
  {
    name: "arm-zone-open",
    note: "arming attempts rejected because a window or door is open",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      span(ctx, at, 7, 2, (t) => {
        const a = E.acct(r);
        ctx.emit(
          t,
          E.roles.arm,
          "warn",
          `arm away rejected for ${a}: zone ${r.int(1, 16)} (${r.pick(["Back Door", "Patio Door", "Bedroom Window", "Garage"])}) open, bypass not permitted`,
        );
        if (r.chance(0.7)) ctx.emit(t + r.int(20000, 90000), E.roles.arm, "info", `${a} armed away (all zones closed)`);
      });
    },
  },
  {
    name: "auto-arm-fail",
    note: "scheduled auto-arm fails on a few commercial sites left open late",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      for (let i = 0; i < r.int(3, 6); i++)
        ctx.emit(
          at + i * r.int(5000, 40000),
          E.roles.arm,
          "error",
          `auto-arm schedule for ${E.acct(r)} failed: site not set at 22:00 (late to close), keyholder informed`,
        );
    },
  },
  {
    name: "firmware-rollout",
    note: "a staged panel firmware rollout reboots hubs, which drop and rejoin",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      span(ctx, at, 8, 3, (t) => {
        const a = E.acct(r);
        ctx.emit(
          t,
          E.roles.devices,
          "warn",
          `${a}: connection lost (panel rebooting for firmware ${r.pick(["4.2.1", "4.2.2"])})`,
        );
        ctx.emit(
          t + r.int(40000, 110000),
          E.roles.devices,
          "info",
          `${a}: reconnected, firmware 4.2.${r.int(1, 2)}, config checksum ok`,
        );
      });
    },
  },
  {
    name: "cert-expiry",
    note: "certificate expiry warnings for a receiver cert with weeks left",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      ctx.every(
        60000,
        (t) =>
          ctx.emit(
            t,
            E.roles.recv,
            "warn",
            `TLS certificate CN=${E.ns}-receiver expires in ${r.int(18, 19)} days (2026-12-1${r.int(7, 8)}), renew before 14 days`,
          ),
        at,
        ctx.t1,
      );
    },
  },
  {
    name: "gc-pause",
    note: "long but harmless JVM garbage-collection pauses on a Java service",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      const j = E.services.find((s) => s.runtime === "java")?.name ?? E.roles.router;
      span(ctx, at, 8, 1.5, (t) => {
        ctx.emit(
          t,
          j,
          "warn",
          `[gc] GC(${r.int(1000, 9000)}) Pause Young (G1 Evacuation Pause) ${r.int(800, 1400)}M->${r.int(300, 600)}M(2048M) ${r.int(210, 480)}.${r.int(100, 999)}ms`,
        );
      });
    },
  },
  {
    name: "installer-429",
    note: "one installer tool polling too fast gets rate-limited",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      const k = `inst_${r.hex(6)}`;
      span(ctx, at, 5, 8, (t) => {
        ctx.emit(
          t,
          E.roles.installer,
          "warn",
          `429 Too Many Requests for api key ${k} (limit 60/min) GET /panels/${E.acct(r)}/status`,
        );
      });
    },
  },
  {
    name: "slow-report",
    note: "a nightly report query runs slow against the replica",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      span(ctx, at, 6, 1.5, (t) => {
        ctx.emit(
          t,
          E.roles.jobs,
          "warn",
          `slow query ${(r.int(2000, 9000) / 1000).toFixed(2)}s on replica: SELECT ... FROM events WHERE account_id = ANY($1) AND ts > $2 (report export)`,
        );
      });
    },
  },
  {
    name: "rf-jam",
    note: "an RF jam detection on one site clears by itself",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      const a = E.acct(r);
      ctx.emit(at, E.roles.recv, "error", `trouble acct=${a} E344 RF receiver jam detected (868MHz)`);
      ctx.emit(at + r.int(30000, 120000), E.roles.recv, "info", `restore acct=${a} R344 RF jam cleared`);
      ctx.emit(
        at + r.int(2000, 8000),
        E.roles.console,
        "warn",
        `jam trouble for ${a} auto-graded low: no alarm in 10 min, single occurrence`,
      );
    },
  },
  {
    name: "tamper-maintenance",
    note: "tamper signals while an engineer opens panels during a booked maintenance visit",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      const a = E.acct(r);
      ctx.emit(
        at - 5000,
        E.roles.installer,
        "info",
        `maintenance visit started for ${a} by eng_${r.int(100, 400)}, engineer mode on`,
      );
      span(ctx, at, 5, 2, (t) => {
        ctx.emit(
          t,
          E.roles.recv,
          "warn",
          `TAMPER acct=${a} E137 ${r.pick(["panel lid", "bell box", "zone 4 detector"])} tamper (engineer mode)`,
        );
      });
    },
  },
  {
    name: "weak-cellular",
    note: "a cellular communicator reports weak signal repeatedly",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      const a = E.acct(r);
      span(ctx, at, 9, 3, (t) => {
        ctx.emit(
          t,
          E.roles.devices,
          "warn",
          `${a} cellular signal weak: CSQ ${r.int(3, 7)} (RSSI -${r.int(103, 111)} dBm), heartbeat delivered on retry`,
        );
      });
    },
  },
  {
    name: "fire-test",
    note: "an annual fire alarm test with the account on test",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      const a = E.acct(r);
      ctx.emit(at, E.roles.installer, "info", `fire test booked for ${a}: account on test 30 min`);
      span(ctx, at + 10000, 6, 3, (t) => {
        ctx.emit(
          t,
          E.roles.recv,
          "error",
          `FIRE acct=${a} E110 zone ${r.int(1, 20)} smoke detector (account on test, not queued)`,
        );
        ctx.emit(t + r.int(10000, 40000), E.roles.recv, "info", `restore acct=${a} R110 reset`);
      });
    },
  },
  {
    name: "accidental-panic",
    note: "accidental panic button presses cancelled with the correct password",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      span(ctx, at, 6, 0.8, (t) => {
        const a = E.acct(r);
        ctx.emit(t, E.roles.recv, "error", `PANIC acct=${a} E120 personal attack pendant ${r.int(1, 3)}`);
        ctx.emit(
          t + r.int(40000, 90000),
          E.roles.console,
          "info",
          `panic alarm ${a} closed: user called back, correct password, accidental press`,
        );
      });
    },
  },
  {
    name: "node-drain",
    note: "a Kubernetes node drain reschedules one replica cleanly",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      const s = r.pick(E.services).name;
      ctx.emit(
        at,
        s,
        "warn",
        `SIGTERM received (pod evicted: node drain for kernel patching), finishing ${r.int(1, 20)} in-flight requests`,
      );
      ctx.emit(at + r.int(1000, 4000), s, "info", `graceful shutdown complete`);
      ctx.emit(at + r.int(15000, 40000), s, "info", `started on node ${E.ns}-pool-${r.hex(5)}, ready`);
    },
  },
  {
    name: "breaker-blip",
    note: "a circuit breaker to a geocoding vendor opens briefly and closes again",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      const s = E.roles.dispatch;
      for (let i = 0; i < 5; i++)
        ctx.emit(
          at + i * r.int(200, 900),
          s,
          "error",
          `geocode lookup failed: 503 Service Unavailable from maps vendor (attempt ${i + 1})`,
        );
      ctx.emit(
        at + 5000,
        s,
        "warn",
        `circuit breaker 'geocode' OPEN (failure rate 62% over 10 calls), using cached coordinates`,
      );
      ctx.emit(at + 35000, s, "info", `circuit breaker 'geocode' HALF_OPEN, trial call ok`);
      ctx.emit(at + 36000, s, "info", `circuit breaker 'geocode' CLOSED`);
    },
  },
  {
    name: "hold-up-test",
    note: "a bank branch doing its monthly hold-up alarm test, signals on test",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      const a = E.acct(r);
      ctx.emit(at, E.roles.console, "info", `scheduled PA test window open for ${a} (branch monthly test)`);
      for (let i = 0; i < 6; i++)
        ctx.emit(
          at + 20000 + i * r.int(15000, 30000),
          E.roles.recv,
          "error",
          `HOLD-UP acct=${a} E122 silent PA zone ${i + 1} (in test window)`,
        );
    },
  },
  {
    name: "sms-delivery-delay",
    note: "SMS delivery receipts delayed by the carrier, messages arrive late but arrive",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      span(ctx, at, 6, 3, (t) => {
        ctx.emit(
          t,
          E.roles.notify,
          "warn",
          `delivery receipt for ${r.hex(10)} still pending after ${r.int(60, 240)}s (carrier backlog)`,
        );
        ctx.emit(t + r.int(30000, 120000), E.roles.notify, "info", `delivery receipt ${r.hex(10)}: DELIVRD`);
      });
    },
  },
  {
    name: "handled-exception",
    note: "a handled exception with a stack trace for one malformed panel frame",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      const s = E.roles.recv;
      span(ctx, at, 6, 0.8, (t) => {
        ctx.emit(
          t,
          s,
          "error",
          `dropping malformed frame from ${E.acct(r)}: CRC mismatch (got 0x${r.hex(4).toUpperCase()}), panel will retransmit`,
          {
            stack:
              E.runtime(s) === "java"
                ? ctx.stack(s, "o.v.ingest.dc09.FrameFormatException: CRC mismatch in frame header", FRAMES.java)
                : undefined, // Go handlers log the error value only, no goroutine dump
            errKind: "FrameFormatError",
          },
        );
      });
    },
  },
  {
    name: "door-left-open",
    note: "doors left open on a few sites trigger 'not closed' warnings",
    run(ctx, at) {
      const { rng: r, estate: E } = ctx;
      span(ctx, at, 6, 1.5, (t) => {
        ctx.emit(
          t,
          E.roles.arm,
          "warn",
          `${E.acct(r)}: ${r.pick(["front door", "garage door", "patio door"])} open for ${r.int(15, 90)} min, reminder sent to user`,
        );
      });
    },
  },
];
