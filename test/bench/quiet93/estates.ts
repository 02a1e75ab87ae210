// Four made-up alarm/security companies: their services, runtimes, roles and everyday traffic.
import type { Rng } from "./rng.js";
import type { Runtime } from "./stacks.js";
import type { Ctx } from "./stream.js";

export type Role =
  | "recv"
  | "router"
  | "queue"
  | "console"
  | "superv"
  | "video"
  | "callout"
  | "dispatch"
  | "app"
  | "arm"
  | "installer"
  | "notify"
  | "jobs"
  | "devices";

export interface Flow {
  weight: number;
  run(ctx: Ctx, t: number, tr: string | undefined): void;
}

export interface Estate {
  key: string;
  company: string;
  ns: string;
  traced: boolean;
  traceStyle: "w3c" | "short";
  services: { name: string; runtime: Runtime }[];
  roles: Record<Role, string>;
  acct(rng: Rng): string;
  runtime(svc: string): Runtime;
  flows: Flow[];
  health(svc: string, rng: Rng): string;
  jobs: { everyMs: number; run(ctx: Ctx, t: number): void }[];
  chronic: { perMin: number; run(ctx: Ctx, t: number): void };
  deprecations: { svc: string; perMin: number; msg(rng: Rng): string }[];
  retry(ctx: Ctx, t: number): void;
  deploy(ctx: Ctx, svc: string, t: number): void;
}

const ip = (r: Rng) => `${r.pick([81, 86, 92, 176, 212])}.${r.int(1, 254)}.${r.int(1, 254)}.${r.int(1, 254)}`;
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const OPS = ["op-04", "op-07", "op-11", "op-12", "op-17", "op-21", "op-23", "op-30"];
const CID_CLASS: Record<string, string> = {
  "401": "OPENCLOSE",
  "570": "BYPASS",
  "602": "TEST",
  "301": "TROUBLE",
};
const CID_EVENTS = ["1130", "1131", "1134", "1401", "3401", "1602", "1570", "3570", "1110", "1301", "3301"];

function healthFor(rt: Runtime, svc: string, r: Rng): string {
  switch (rt) {
    case "java":
      return `GET /actuator/health 200 ${ms(r, 1, 9)}ms`;
    case "go":
      return `http: GET /healthz 200 ${ms(r, 80, 900)}µs ua=kube-probe/1.29`;
    case "python":
      return `10.42.${r.int(0, 3)}.1:${r.int(30000, 60000)} - "GET /healthz HTTP/1.1" 200`;
    case "node":
      return `GET /health 200 ${(r.int(5, 40) / 10).toFixed(1)} ms - 15`;
    case "dotnet":
      return `Request finished HTTP/1.1 GET http://${svc}:8080/health - 200 - text/plain ${(r.int(300, 2400) / 1000).toFixed(4)}ms`;
    case "ruby":
      return `Completed 200 OK in ${ms(r, 1, 6)}ms (Views: 0.0ms | ActiveRecord: 0.${r.int(1, 9)}ms) GET /up`;
    case "cpp":
      return `health: ok uptime=${r.int(3, 90)}d lines_up=${r.int(6, 8)}/8 queue=0`;
  }
}

function deployFor(ctx: Ctx, svc: string, t: number): void {
  const r = ctx.rng;
  const rt = ctx.estate.runtime(svc);
  if (r.chance(0.4)) {
    ctx.emit(t, svc, "info", `SIGHUP received, reloading configuration`);
    ctx.emit(
      t + r.int(40, 300),
      svc,
      "info",
      `configuration reloaded (${r.int(1, 4)} keys changed: ${r.pick(["log_level", "feature_flags.bulk_ack", "pool.max_idle", "cache.ttl_seconds", "metrics.interval"])})`,
    );
    return;
  }
  const v = `${r.int(2, 7)}.${r.int(0, 30)}.${r.int(0, 9)}`;
  ctx.emit(t, svc, "info", `Received SIGTERM, draining in-flight requests (grace period 30s)`);
  ctx.emit(t + r.int(800, 3000), svc, "info", `shutdown complete`);
  const up = t + r.int(9000, 25000);
  const startMsg: Record<Runtime, string> = {
    java: `Started ${svc.replace(/(^|-)(\w)/g, (_m, _a, c: string) => c.toUpperCase())}Application in ${(r.int(60, 190) / 10).toFixed(1)} seconds (process running for ${(r.int(70, 210) / 10).toFixed(1)})`,
    go: `starting ${svc} version=v${v} commit=${r.hex(7)} go=go1.22.${r.int(1, 8)}`,
    python: `Application startup complete. ${svc} ${v}`,
    node: `${svc}@${v} listening on :8080 (node v20.${r.int(9, 17)}.0)`,
    dotnet: `Now listening on: http://[::]:8080 (${svc} ${v}, Hosting environment: Production)`,
    ruby: `Puma starting in cluster mode... * Version 6.4.${r.int(0, 3)} , ${svc} release ${v}`,
    cpp: `${svc} ${v} built ${r.hex(8)} starting, loading line card config`,
  };
  ctx.emit(up, svc, "info", startMsg[rt]);
  ctx.emit(
    up + r.int(200, 2000),
    svc,
    "info",
    `ready: release v${v} rolled out (${r.int(2, 4)}/${r.int(2, 4)} replicas)`,
  );
}

function retryFor(ctx: Ctx, pairs: [string, string, string][], t: number): void {
  const r = ctx.rng;
  const [svc, callee, op] = r.pick(pairs);
  const why = r.pick(["read timeout after 2000ms", "503 Service Unavailable", "connection reset by peer", "EOF"]);
  ctx.emit(
    t,
    svc,
    "warn",
    `${op} on ${callee} failed (attempt 1/3): ${why}; retrying in ${r.pick([100, 200, 250, 500])}ms`,
  );
  ctx.emit(t + r.int(150, 900), svc, "info", `${op} on ${callee} succeeded on attempt 2`);
}

const byName = (services: { name: string; runtime: Runtime }[]) => (svc: string) =>
  services.find((s) => s.name === svc)?.runtime ?? "go";

// ---------- Sentinel ARC: UK alarm receiving centre, traced ----------
const A_SVC: { name: string; runtime: Runtime }[] = [
  { name: "sia-receiver", runtime: "go" },
  { name: "cid-linecard", runtime: "cpp" },
  { name: "alarm-router", runtime: "java" },
  { name: "alarm-queue", runtime: "java" },
  { name: "operator-console", runtime: "node" },
  { name: "supervision-monitor", runtime: "go" },
  { name: "video-verify", runtime: "node" },
  { name: "callout-dialer", runtime: "dotnet" },
  { name: "dispatch-bridge", runtime: "java" },
  { name: "audit-trail", runtime: "python" },
];
const sentinel: Estate = {
  key: "sentinel",
  company: "Sentinel ARC",
  ns: "arc-prod",
  traced: true,
  traceStyle: "w3c",
  services: A_SVC,
  roles: {
    recv: "sia-receiver",
    router: "alarm-router",
    queue: "alarm-queue",
    console: "operator-console",
    superv: "supervision-monitor",
    video: "video-verify",
    callout: "callout-dialer",
    dispatch: "dispatch-bridge",
    app: "operator-console",
    arm: "sia-receiver",
    installer: "operator-console",
    notify: "callout-dialer",
    jobs: "audit-trail",
    devices: "cid-linecard",
  },
  acct: (r) => String(r.int(1000, 99999)).padStart(6, "0"),
  runtime: byName(A_SVC),
  flows: [
    {
      weight: 5,
      run(ctx, t, tr) {
        const r = ctx.rng;
        const a = sentinel.acct(r);
        const seq = String(r.int(1, 9999)).padStart(4, "0");
        const code = r.pick(["RP", "OP", "CL", "OP", "CL", "YR", "BA", "TA"]);
        ctx.emit(
          t,
          "sia-receiver",
          "info",
          `rx "SIA-DCS"${seq}L0#${a}[#${a}|N${code}${r.int(1, 32)}] from ${ip(r)}:${r.int(1024, 65000)} acct=${a} enc=aes128 ack=ACK ${r.int(3, 40)}ms`,
          { trace: tr },
        );
        ctx.emit(
          t + r.int(5, 40),
          "alarm-router",
          "info",
          `c.s.arc.router.EventRouter : event ${code} acct=${a} class=${code === "BA" ? "INTRUDER" : code === "TA" ? "TAMPER" : "OPENCLOSE"} -> ${code === "BA" || code === "TA" ? "queue:alarm-p2" : "history-only"}`,
          { trace: tr },
        );
        if (code === "BA" || code === "TA") {
          const al = `A-${r.int(100000, 999999)}`;
          ctx.emit(
            t + r.int(40, 120),
            "alarm-queue",
            "info",
            `alarm ${al} enqueued priority=2 acct=${a} depth=${r.int(0, 6)}`,
            {
              trace: tr,
            },
          );
          ctx.emit(
            t + r.int(4000, 30000),
            "alarm-queue",
            "info",
            `alarm ${al} allocated to ${r.pick(OPS)} after ${r.int(3, 40)}s`,
            { trace: tr },
          );
          ctx.emit(
            t + r.int(35000, 120000),
            "operator-console",
            "info",
            `${r.pick(OPS)} closed ${al} resolution=${r.pick(["FALSE_ALARM_USER_ERROR", "KEYHOLDER_CONFIRMED_FALSE", "NO_ACTION_VIDEO_CLEAR", "USER_CANCEL_PASSWORD_OK"])}`,
            { trace: tr },
          );
        }
      },
    },
    {
      weight: 2,
      run(ctx, t, tr) {
        const r = ctx.rng;
        const a = sentinel.acct(r);
        const line = r.int(1, 8);
        const ev = r.pick(CID_EVENTS);
        ctx.emit(
          t,
          "cid-linecard",
          "info",
          `line ${line}: handshake 1400/2300Hz ok, ContactID ${a.slice(2)} 18 ${ev} ${String(r.int(1, 4)).padStart(2, "0")} ${String(r.int(1, 40)).padStart(3, "0")} checksum ok, kissoff sent`,
        );
        ctx.emit(
          t + r.int(10, 60),
          "alarm-router",
          "info",
          `c.s.arc.router.EventRouter : CID ${ev} acct=${a} via PSTN line ${line} accepted`,
          {
            trace: tr,
          },
        );
      },
    },
    {
      weight: 3,
      run(ctx, t, tr) {
        const r = ctx.rng;
        const al = `A-${r.int(100000, 999999)}`;
        const p = r.pick([
          `/api/alarms/${al}`,
          "/api/queue?state=waiting",
          `/api/sites/${sentinel.acct(r)}`,
          "/api/operators/me",
        ]);
        ctx.emit(t, "operator-console", "info", `GET ${p} 200 ${r.int(8, 160)}ms`, { trace: tr });
        if (p.startsWith("/api/queue"))
          ctx.emit(
            t - r.int(2, 10),
            "alarm-queue",
            "info",
            `queue snapshot served: waiting=${r.int(0, 5)} inprogress=${r.int(1, 9)}`,
            {
              trace: tr,
            },
          );
      },
    },
    {
      weight: 0.6,
      run(ctx, t, tr) {
        const r = ctx.rng;
        const a = sentinel.acct(r);
        const c = `C-${r.hex(8)}`;
        ctx.emit(
          t,
          "callout-dialer",
          "info",
          `Outbound call ${c} to keyholder ${r.int(1, 3)} of site ${a} queued (trunk sip-a)`,
          { trace: tr },
        );
        ctx.emit(
          t + r.int(8000, 40000),
          "callout-dialer",
          "info",
          `Call ${c} completed: answered, duration ${r.int(20, 140)}s, DTMF ack 1`,
          {
            trace: tr,
          },
        );
      },
    },
    {
      weight: 0.8,
      run(ctx, t, tr) {
        const r = ctx.rng;
        const al = `A-${r.int(100000, 999999)}`;
        ctx.emit(
          t,
          "video-verify",
          "info",
          `clip received for ${al}: ${r.int(4, 12)} frames pre/post alarm, ${(r.int(4, 40) / 10).toFixed(1)}MB, cam ${r.pick(["Hikvision DS-2CD2043", "Dahua IPC-HFW2431", "Axis M2036", "Ajax MotionCam"])}`,
          { trace: tr },
        );
      },
    },
    {
      weight: 0.2,
      run(ctx, t, tr) {
        const r = ctx.rng;
        const u = `URN-${r.int(1000, 9999)}`;
        ctx.emit(
          t,
          "dispatch-bridge",
          "info",
          `c.s.arc.dispatch.AsapClient : police request for ${u} accepted by force control room, ref ${r.hex(6).toUpperCase()} (${r.int(200, 900)}ms)`,
          {
            trace: tr,
          },
        );
      },
    },
  ],
  health: (svc, r) => healthFor(sentinel.runtime(svc), svc, r),
  jobs: [
    {
      everyMs: 60000,
      run(ctx, t) {
        const r = ctx.rng;
        ctx.emit(
          t,
          "supervision-monitor",
          "info",
          `supervision sweep: ${r.int(18200, 18500)} accounts, ${r.int(0, 4)} late, 0 failed (took ${r.int(180, 700)}ms)`,
        );
      },
    },
    {
      everyMs: 120000,
      run(ctx, t) {
        ctx.emit(
          t,
          "audit-trail",
          "info",
          `archived ${ctx.rng.int(300, 2400)} events to s3://sentinel-audit/2026/ (batch ok)`,
        );
      },
    },
  ],
  chronic: {
    perMin: 6,
    run(ctx, t) {
      const r = ctx.rng;
      ctx.emit(
        t,
        "audit-trail",
        "error",
        `geo enrichment failed for site ${sentinel.acct(r)}: postcode '${r.pick(["BT", "GY", "JE", "IM"])}${r.int(1, 9)} ${r.int(1, 9)}${r.pick(["AB", "XZ", "QP"])}' not in gazetteer, stored without coordinates`,
      );
    },
  },
  deprecations: [
    {
      svc: "sia-receiver",
      perMin: 0.7,
      msg: (r) =>
        `account ${sentinel.acct(r)} still reporting SIA DC-09 without encryption (deprecated by EN 50136-2, plan migration)`,
    },
    {
      svc: "operator-console",
      perMin: 0.3,
      msg: () =>
        `(node:1) [DEP0040] DeprecationWarning: The \`punycode\` module is deprecated. Please use a userland alternative instead.`,
    },
  ],
  retry: (ctx, t) =>
    retryFor(
      ctx,
      [
        ["alarm-router", "alarm-queue", "POST /alarms"],
        ["operator-console", "video-verify", "GET /clips"],
        ["dispatch-bridge", "asap-gateway", "POST /requests"],
      ],
      t,
    ),
  deploy: deployFor,
};

// ---------- HomeHalo: DIY smart-home security, traced ----------
const B_SVC: { name: string; runtime: Runtime }[] = [
  { name: "app-gateway", runtime: "node" },
  { name: "arming-service", runtime: "ruby" },
  { name: "device-registry", runtime: "go" },
  { name: "panel-link", runtime: "go" },
  { name: "cellular-gw", runtime: "cpp" },
  { name: "notify-push", runtime: "node" },
  { name: "event-history", runtime: "python" },
  { name: "monitoring-handoff", runtime: "java" },
  { name: "installer-portal", runtime: "ruby" },
  { name: "billing-sync", runtime: "python" },
];
const halo: Estate = {
  key: "halo",
  company: "HomeHalo",
  ns: "halo-prod",
  traced: true,
  traceStyle: "short",
  services: B_SVC,
  roles: {
    recv: "panel-link",
    router: "monitoring-handoff",
    queue: "monitoring-handoff",
    console: "app-gateway",
    superv: "device-registry",
    video: "event-history",
    callout: "notify-push",
    dispatch: "monitoring-handoff",
    app: "app-gateway",
    arm: "arming-service",
    installer: "installer-portal",
    notify: "notify-push",
    jobs: "billing-sync",
    devices: "device-registry",
  },
  acct: (r) => `S-${r.hex(6)}`,
  runtime: byName(B_SVC),
  flows: [
    {
      weight: 3,
      run(ctx, t, tr) {
        const r = ctx.rng;
        const s = halo.acct(r);
        const mode = r.pick(["away", "home", "disarm", "disarm", "night"]);
        const app = r.pick(["ios 6.12.0", "ios 6.11.2", "android 6.12.1", "android 6.10.0", "web"]);
        ctx.emit(
          t,
          "app-gateway",
          "info",
          `POST /v3/systems/${s}/${mode === "disarm" ? "disarm" : "arm"} 200 ${r.int(90, 420)}ms`,
          { trace: tr },
        );
        ctx.emit(
          t - r.int(10, 80),
          "arming-service",
          "info",
          mode === "disarm"
            ? `System ${s} disarmed by user u_${r.hex(6)} (app ${app})`
            : `System ${s} armed ${mode} by user u_${r.hex(6)} (app ${app}), exit delay ${r.pick([30, 45, 60])}s`,
          { trace: tr },
        );
        ctx.emit(
          t - r.int(5, 60),
          "panel-link",
          "info",
          `MQTT PUBLISH hubs/H-${r.hex(6)}/cmd qos=1 cmd=${mode} mid=${r.int(1, 65000)} PUBACK in ${r.int(30, 400)}ms`,
          {
            trace: tr,
          },
        );
        ctx.emit(
          t + r.int(30, 200),
          "notify-push",
          "info",
          `push sent to ${r.int(1, 4)} device(s) for ${s} event=${mode === "disarm" ? "disarmed" : "armed"} (apns=${r.int(0, 2)} fcm=${r.int(0, 2)})`,
          {
            trace: tr,
          },
        );
        ctx.emit(t + r.int(40, 300), "event-history", "info", `stored 1 event(s) for ${s} partition=${r.int(0, 31)}`, {
          trace: tr,
        });
      },
    },
    {
      weight: 5,
      run(ctx, t, tr) {
        const r = ctx.rng;
        const kind = r.pick([
          "door contact",
          "motion sensor",
          "glass break",
          "smoke detector",
          "keypad",
          "water sensor",
        ]);
        ctx.emit(
          t,
          "device-registry",
          "info",
          `device D-${r.hex(6)} (${kind}) checked in via hub H-${r.hex(6)} rssi=-${r.int(55, 88)} batt=${(r.int(27, 31) / 10).toFixed(1)}V`,
          {
            trace: tr,
          },
        );
        if (r.chance(0.3))
          ctx.emit(
            t + r.int(2, 30),
            "panel-link",
            "info",
            `MQTT PUBLISH hubs/H-${r.hex(6)}/events qos=1 event=zone.${r.pick(["open", "close"])} zone=${r.int(1, 24)}`,
            {
              trace: tr,
            },
          );
      },
    },
    {
      weight: 1.2,
      run(ctx, t, tr) {
        const r = ctx.rng;
        ctx.emit(
          t,
          "cellular-gw",
          "info",
          `LTE-M session hub H-${r.hex(6)} keepalive ok imsi=2341500${r.int(10000000, 99999999)} rsrp=-${r.int(85, 112)} apn=halo.m2m`,
          {
            trace: tr,
          },
        );
      },
    },
    {
      weight: 2,
      run(ctx, t, tr) {
        const r = ctx.rng;
        const p = r.pick(["/v3/me", "/v3/systems", `/v3/systems/${halo.acct(r)}/events?limit=50`, "/v3/cameras"]);
        ctx.emit(t, "app-gateway", "info", `GET ${p} 200 ${r.int(20, 300)}ms`, { trace: tr });
        if (p.includes("events"))
          ctx.emit(
            t - r.int(5, 50),
            "event-history",
            "info",
            `query events system=${p.split("/")[3]} rows=50 in ${r.int(3, 60)}ms`,
            { trace: tr },
          );
      },
    },
    {
      weight: 0.4,
      run(ctx, t, tr) {
        const r = ctx.rng;
        ctx.emit(
          t,
          "monitoring-handoff",
          "info",
          `c.h.handoff.ArcForwarder : alarm for ${halo.acct(r)} forwarded to ARC partner, ref SIA-${r.int(100000, 999999)} (${r.int(80, 600)}ms)`,
          {
            trace: tr,
          },
        );
      },
    },
    {
      weight: 0.3,
      run(ctx, t, tr) {
        const r = ctx.rng;
        ctx.emit(
          t,
          "installer-portal",
          "info",
          `Completed 200 OK in ${r.int(30, 400)}ms (Views: ${r.int(5, 90)}.1ms | ActiveRecord: ${r.int(2, 40)}.4ms) GET /installations/${r.int(10000, 99999)}`,
          {
            trace: tr,
          },
        );
      },
    },
  ],
  health: (svc, r) => healthFor(halo.runtime(svc), svc, r),
  jobs: [
    {
      everyMs: 60000,
      run(ctx, t) {
        ctx.emit(
          t,
          "device-registry",
          "info",
          `offline sweep: ${ctx.rng.int(41000, 41300)} hubs, ${ctx.rng.int(40, 70)} offline > 24h (unchanged)`,
        );
      },
    },
    {
      everyMs: 300000,
      run(ctx, t) {
        ctx.emit(
          t,
          "billing-sync",
          "info",
          `synced ${ctx.rng.int(20, 200)} subscriptions from Stripe (cursor advanced)`,
        );
      },
    },
  ],
  chronic: {
    perMin: 5,
    run(ctx, t) {
      const r = ctx.rng;
      ctx.emit(
        t,
        "billing-sync",
        "error",
        `webhook evt_${r.hex(14)} ignored: subscription sub_${r.hex(10)} for customer cus_${r.hex(8)} already canceled`,
      );
    },
  },
  deprecations: [
    {
      svc: "app-gateway",
      perMin: 0.8,
      msg: (r) => `deprecated endpoint POST /v2/arm called by app android 5.${r.int(2, 9)}.0 (sunset 2027-01-31)`,
    },
    {
      svc: "arming-service",
      perMin: 0.3,
      msg: () => `DEPRECATION WARNING: Using legacy connection handling is deprecated and will be removed in Rails 7.2`,
    },
  ],
  retry: (ctx, t) =>
    retryFor(
      ctx,
      [
        ["arming-service", "panel-link", "POST /hubs/cmd"],
        ["app-gateway", "event-history", "GET /events"],
        ["monitoring-handoff", "arc-partner", "POST /signals"],
      ],
      t,
    ),
  deploy: deployFor,
};

// ---------- VigilNet: regional monitoring centre, no trace ids ----------
const C_SVC: { name: string; runtime: Runtime }[] = [
  { name: "dc09-ingest", runtime: "java" },
  { name: "signal-normalizer", runtime: "python" },
  { name: "risk-scorer", runtime: "python" },
  { name: "alarm-desk-api", runtime: "dotnet" },
  { name: "keyholder-notify", runtime: "node" },
  { name: "clip-fetcher", runtime: "go" },
  { name: "heartbeat-watch", runtime: "go" },
  { name: "police-link", runtime: "java" },
  { name: "report-worker", runtime: "python" },
];
const vigil: Estate = {
  key: "vigil",
  company: "VigilNet",
  ns: "vigil-ops",
  traced: false,
  traceStyle: "short",
  services: C_SVC,
  roles: {
    recv: "dc09-ingest",
    router: "signal-normalizer",
    queue: "alarm-desk-api",
    console: "alarm-desk-api",
    superv: "heartbeat-watch",
    video: "clip-fetcher",
    callout: "keyholder-notify",
    dispatch: "police-link",
    app: "alarm-desk-api",
    arm: "dc09-ingest",
    installer: "alarm-desk-api",
    notify: "keyholder-notify",
    jobs: "report-worker",
    devices: "heartbeat-watch",
  },
  acct: (r) => r.hex(4).toUpperCase(),
  runtime: byName(C_SVC),
  flows: [
    {
      weight: 6,
      run(ctx, t) {
        const r = ctx.rng;
        const a = vigil.acct(r);
        const ev = r.pick(CID_EVENTS);
        ctx.emit(
          t,
          "dc09-ingest",
          "info",
          `o.v.ingest.Dc09Handler : ADM-CID seq=${String(r.int(1, 9999)).padStart(4, "0")} acct=${a} [#${a}|${ev} ${String(r.int(1, 4)).padStart(2, "0")} ${String(r.int(1, 40)).padStart(3, "0")}] peer=${ip(r)} ACK`,
        );
        ctx.emit(
          t + r.int(5, 40),
          "signal-normalizer",
          "info",
          `normalized ${a}/${ev} -> ${CID_CLASS[ev.slice(1)] ?? "ALARM"}${ev.startsWith("3") ? "_RESTORE" : ""} zone=${r.int(1, 40)} scored=${(r.int(1, 99) / 100).toFixed(2)}`,
        );
        if (r.chance(0.5))
          ctx.emit(
            t + r.int(8, 30),
            "risk-scorer",
            "info",
            `scored acct=${a} code=${ev} p_false=${(r.int(40, 99) / 100).toFixed(2)} model=gbm-v14 in ${r.int(6, 40)}ms`,
          );
        if (ev === "1130" || ev === "1110")
          ctx.emit(
            t + r.int(40, 200),
            "alarm-desk-api",
            "info",
            `AlarmDesk.Queue[0] Alarm ${r.int(700000, 799999)} queued for acct ${a} (priority ${ev === "1110" ? 1 : 2})`,
          );
      },
    },
    {
      weight: 3,
      run(ctx, t) {
        const r = ctx.rng;
        ctx.emit(
          t,
          "alarm-desk-api",
          "info",
          `Request finished HTTP/1.1 ${r.pick(["GET", "GET", "POST"])} http://alarm-desk-api:8080/api/${r.pick(["alarms/open", "alarms/" + r.int(700000, 799999), "sites/" + vigil.acct(r), "operators/presence"])} - 200 - application/json ${(r.int(2000, 90000) / 1000).toFixed(4)}ms`,
        );
      },
    },
    {
      weight: 0.8,
      run(ctx, t) {
        const r = ctx.rng;
        const al = r.int(700000, 799999);
        ctx.emit(
          t,
          "keyholder-notify",
          "info",
          `sms to keyholder #${r.int(1, 3)} for alarm ${al} accepted by provider id=SM${r.hex(16)}`,
        );
        if (r.chance(0.5))
          ctx.emit(
            t + r.int(3000, 20000),
            "keyholder-notify",
            "info",
            `keyholder reply for alarm ${al}: "${r.pick(["1", "OK", "on my way", "2"])}"`,
          );
      },
    },
    {
      weight: 1,
      run(ctx, t) {
        const r = ctx.rng;
        ctx.emit(
          t,
          "clip-fetcher",
          "info",
          `fetched clip for alarm ${r.int(700000, 799999)} from ${r.pick(["hik-connect", "dahua-p2p", "rtsp-direct", "ajax-cloud"])} frames=${r.int(6, 20)} bytes=${r.int(300000, 4000000)} dur=${r.int(300, 3000)}ms stored=/var/lib/clips/${r.hex(2)}/${r.hex(12)}.mp4`,
        );
      },
    },
    {
      weight: 0.2,
      run(ctx, t) {
        const r = ctx.rng;
        ctx.emit(
          t,
          "police-link",
          "info",
          `o.v.police.UrnClient : dispatch request for alarm ${r.int(700000, 799999)} sent, URN ${r.pick(["WM", "GM", "TV"])}/${r.int(1000, 9999)}/A, status=ACCEPTED`,
        );
      },
    },
  ],
  health: (svc, r) => healthFor(vigil.runtime(svc), svc, r),
  jobs: [
    {
      everyMs: 30000,
      run(ctx, t) {
        const r = ctx.rng;
        ctx.emit(
          t,
          "heartbeat-watch",
          "info",
          `poll window closed: ${r.int(9300, 9420)} panels expected, ${r.int(0, 3)} late (grace 90s), 0 escalated`,
        );
      },
    },
    {
      everyMs: 180000,
      run(ctx, t) {
        ctx.emit(
          t,
          "report-worker",
          "info",
          `celery task reports.daily_activity[${ctx.rng.hex(8)}-${ctx.rng.hex(4)}] succeeded in ${(ctx.rng.int(100, 9000) / 100).toFixed(2)}s`,
        );
      },
    },
  ],
  chronic: {
    perMin: 4,
    run(ctx, t) {
      const r = ctx.rng;
      ctx.emit(
        t,
        "report-worker",
        "error",
        `dealer report D-${r.int(100, 480)}: template 'dealer_v1.html' not found, rendered with default template`,
      );
    },
  },
  deprecations: [
    {
      svc: "signal-normalizer",
      perMin: 0.6,
      msg: () =>
        `DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.`,
    },
    {
      svc: "alarm-desk-api",
      perMin: 0.3,
      msg: (r) => `Microsoft.AspNetCore.Mvc[0] Client ${ip(r)} used deprecated API version 1.0 (/api/v1/alarms)`,
    },
  ],
  retry: (ctx, t) =>
    retryFor(
      ctx,
      [
        ["keyholder-notify", "sms-provider", "POST /messages"],
        ["clip-fetcher", "hik-connect", "GET /clip"],
        ["signal-normalizer", "alarm-desk-api", "POST /alarms"],
      ],
      t,
    ),
  deploy: deployFor,
};

// ---------- Bastion Secure: monitoring plus guard response, correlation ids ----------
const D_SVC: { name: string; runtime: Runtime }[] = [
  { name: "panel-gw", runtime: "go" },
  { name: "event-bridge", runtime: "java" },
  { name: "monitor-api", runtime: "java" },
  { name: "guard-dispatch", runtime: "node" },
  { name: "sms-relay", runtime: "python" },
  { name: "installer-tools", runtime: "ruby" },
  { name: "video-cloud-proxy", runtime: "go" },
  { name: "account-svc", runtime: "dotnet" },
];
const bastion: Estate = {
  key: "bastion",
  company: "Bastion Secure",
  ns: "bastion",
  traced: true,
  traceStyle: "short",
  services: D_SVC,
  roles: {
    recv: "panel-gw",
    router: "event-bridge",
    queue: "monitor-api",
    console: "monitor-api",
    superv: "panel-gw",
    video: "video-cloud-proxy",
    callout: "sms-relay",
    dispatch: "guard-dispatch",
    app: "account-svc",
    arm: "panel-gw",
    installer: "installer-tools",
    notify: "sms-relay",
    jobs: "account-svc",
    devices: "panel-gw",
  },
  acct: (r) => `BS-${r.int(10000, 39999)}`,
  runtime: byName(D_SVC),
  flows: [
    {
      weight: 6,
      run(ctx, t, tr) {
        const r = ctx.rng;
        const a = bastion.acct(r);
        const code = r.pick(["E401", "R401", "E130", "R130", "E602", "E401", "R401"]);
        ctx.emit(
          t,
          "panel-gw",
          "info",
          `event acct=${a} cid=${code} zone=${r.int(1, 32)} path=${r.pick(["ip", "ip", "lte"])} panel=${r.pick(["Texecom Premier Elite", "Pyronix Enforcer", "DSC PowerSeries Neo", "Honeywell Galaxy Flex"])} acked in ${r.int(5, 80)}ms`,
          {
            trace: tr,
          },
        );
        ctx.emit(
          t + r.int(5, 50),
          "event-bridge",
          "info",
          `c.b.bridge.EventPublisher : published ${code} for ${a} to topic alarm-events partition=${r.int(0, 11)} offset=${r.int(1000000, 9999999)}`,
          {
            trace: tr,
          },
        );
        if (code === "E130") {
          ctx.emit(
            t + r.int(60, 300),
            "monitor-api",
            "info",
            `c.b.monitor.AlarmService : alarm opened for ${a} (burglary zone ${r.int(1, 32)}), awaiting operator`,
            { trace: tr },
          );
          if (r.chance(0.4))
            ctx.emit(
              t + r.int(20000, 60000),
              "guard-dispatch",
              "info",
              `job J-${r.int(10000, 99999)} assigned to patrol unit ${r.pick(["N3", "N7", "S2", "E5", "W1"])} eta ${r.int(6, 25)}min for ${a}`,
              {
                trace: tr,
              },
            );
        }
      },
    },
    {
      weight: 2.5,
      run(ctx, t, tr) {
        const r = ctx.rng;
        ctx.emit(
          t,
          "monitor-api",
          "info",
          `c.b.monitor.web.AccessLog : ${r.pick(["GET", "GET", "PUT"])} /v1/${r.pick(["alarms?status=open", "accounts/" + bastion.acct(r), "operators/shift", "alarms/" + r.int(10000, 99999) + "/notes"])} 200 ${r.int(5, 180)}ms`,
          { trace: tr },
        );
        if (r.chance(0.4))
          ctx.emit(
            t - r.int(3, 30),
            "account-svc",
            "info",
            `AccountService[0] Loaded account ${bastion.acct(r)} (${r.int(1, 4)} keyholders, ${r.int(1, 3)} sites) in ${r.int(2, 40)}ms`,
            { trace: tr },
          );
      },
    },
    {
      weight: 1,
      run(ctx, t, tr) {
        const r = ctx.rng;
        ctx.emit(
          t,
          "video-cloud-proxy",
          "info",
          `proxied stream session ${r.hex(8)} cam=${r.hex(6)} vendor=${r.pick(["hik-connect", "eagle-eye", "ajax"])} bytes=${r.int(200000, 9000000)} dur=${r.int(4, 60)}s`,
          { trace: tr },
        );
      },
    },
    {
      weight: 0.8,
      run(ctx, t, tr) {
        const r = ctx.rng;
        ctx.emit(
          t,
          "sms-relay",
          "info",
          `sent SMS to +44 7*** ***${r.int(100, 999)} via carrier route B, id=${r.hex(10)} parts=1`,
          { trace: tr },
        );
      },
    },
    {
      weight: 0.5,
      run(ctx, t, tr) {
        const r = ctx.rng;
        const u = r.pick(["N3", "N7", "S2", "E5", "W1", "W4"]);
        ctx.emit(
          t,
          "guard-dispatch",
          "info",
          `patrol unit ${u} position update lat=53.${r.int(3000, 5999)} lon=-2.${r.int(1000, 3999)} status=${r.pick(["available", "en_route", "on_site"])}`,
          { trace: tr },
        );
      },
    },
    {
      weight: 0.3,
      run(ctx, t, tr) {
        const r = ctx.rng;
        ctx.emit(
          t,
          "installer-tools",
          "info",
          `Completed 200 OK in ${r.int(20, 300)}ms GET /api/panels/${bastion.acct(r)}/config (engineer eng_${r.int(100, 400)})`,
          { trace: tr },
        );
      },
    },
  ],
  health: (svc, r) => healthFor(bastion.runtime(svc), svc, r),
  jobs: [
    {
      everyMs: 60000,
      run(ctx, t) {
        const r = ctx.rng;
        ctx.emit(
          t,
          "panel-gw",
          "info",
          `ats poll cycle: ${r.int(12000, 12200)} panels, ${r.int(0, 5)} missed 1 poll (within ATS category SP4 window)`,
        );
      },
    },
    {
      everyMs: 240000,
      run(ctx, t) {
        ctx.emit(
          t,
          "account-svc",
          "info",
          `Hangfire.Server.Worker[0] Job KeyholderListExport succeeded in ${ctx.rng.int(2, 40)}s`,
        );
      },
    },
  ],
  chronic: {
    perMin: 5,
    run(ctx, t) {
      const r = ctx.rng;
      ctx.emit(
        t,
        "sms-relay",
        "warn",
        `carrier DLR for id=${r.hex(10)} to +44 7*** ***${r.int(100, 999)}: UNDELIVERED (err 001 number not in service)`,
      );
    },
  },
  deprecations: [
    {
      svc: "event-bridge",
      perMin: 0.4,
      msg: () =>
        `o.a.k.c.consumer.ConsumerConfig : Configuration 'auto.commit.interval.ms' is deprecated with enable.auto.commit=false and will be ignored`,
    },
    {
      svc: "installer-tools",
      perMin: 0.4,
      msg: (r) =>
        `DEPRECATION: engineer app ${r.pick(["3.1.0", "3.2.4"])} uses /api/v1/panels/:id/zones, use /api/v2 (removal 2027-03)`,
    },
  ],
  retry: (ctx, t) =>
    retryFor(
      ctx,
      [
        ["sms-relay", "carrier-route-b", "submit_sm"],
        ["monitor-api", "account-svc", "GET /accounts"],
        ["guard-dispatch", "maps-api", "GET /directions"],
      ],
      t,
    ),
  deploy: deployFor,
};

export const ESTATES: Estate[] = [sentinel, halo, vigil, bastion];
