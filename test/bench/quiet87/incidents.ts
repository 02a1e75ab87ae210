// The eight failures of quiet87, one per category, as the plant's services would really log them.
import { type Role, rtOf } from "./estates.js";
import { callerFails } from "./stacks.js";
import type { Ctx } from "./stream.js";

export interface Failure {
  key: string;
  estate: string;
  origin: Role;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  run(c: Ctx, T: number): void;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** Callers complaining about `callee` from T on, at perMin each. */
function callers(
  c: Ctx,
  T: number,
  who: Role[],
  callee: Role,
  path: string,
  how: Parameters<typeof callerFails>[4],
  perMin: number,
): void {
  for (const role of who)
    for (const t of c.times(perMin, T + c.rng.int(800, 5000))) {
      const s = callerFails(rtOf(c.estate, role), c.rng, c.name(callee), path, how, c.estate.pkg);
      c.add(t, role, s.level, s.msg, s.stack, c.trace());
    }
}

export const FAILURES: readonly Failure[] = [
  {
    key: "qdb-pg-slots",
    estate: "northmoor",
    origin: "qdb",
    category: "database",
    hints: ["connection", "database", "postgres", "pg", "pool", "slots"],
    severity: "high",
    note: "quality-db-api runs out of PostgreSQL connections (slots reserved, pool timeouts) and every quality write fails while callers retry",
    run(c, T) {
      c.mute("qdb", T, undefined, 0.85);
      for (const t of [T, ...c.times(10, T + 2000)]) {
        const tr = c.trace();
        if (c.rng.chance(0.5))
          c.add(
            t,
            "qdb",
            "error",
            'ActiveRecord::ConnectionNotEstablished (connection to server at "10.44.6.12", port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections)',
            [
              "activerecord (7.1.3) lib/active_record/connection_adapters/postgresql_adapter.rb:77:in `rescue in new_client'",
              "activerecord (7.1.3) lib/active_record/connection_adapters/postgresql_adapter.rb:67:in `new_client'",
              "app/models/station_event.rb:18:in `record!'",
              "app/controllers/api/quality/events_controller.rb:9:in `create'",
            ].join("\n"),
            tr,
          );
        else
          c.add(
            t,
            "qdb",
            "error",
            "ActiveRecord::ConnectionTimeoutError (could not obtain a connection from the pool within 5.000 seconds (waited 5.001 seconds); all pooled connections were in use)",
            [
              "activerecord (7.1.3) lib/active_record/connection_adapters/abstract/connection_pool/queue.rb:128:in `block in wait_poll'",
              "app/controllers/api/quality/results_controller.rb:14:in `create'",
            ].join("\n"),
            tr,
          );
        c.add(
          t + 5,
          "qdb",
          "info",
          `Completed 500 Internal Server Error in ${c.rng.int(4990, 5020)}ms (ActiveRecord: 0.0ms | Allocations: ${c.rng.int(900, 3000)})`,
          undefined,
          tr,
        );
      }
      callers(c, T, ["mes"], "qdb", "/api/quality/events", "500", 18);
      for (const t of c.times(30, T + 3000))
        c.add(
          t,
          "mes",
          "warn",
          `Retrying POST http://quality-db-api:8080/api/quality/events (attempt ${c.rng.int(2, 5)}/5) after 500`,
        );
      callers(c, T, ["eol", "extra"], "qdb", "/results", "500", 5);
      for (const t of c.times(2, T + 20000))
        c.add(
          t,
          "torque",
          "warn",
          `result forwarder backlog ${c.rng.int(200, 3000)} results (quality-db-api not accepting)`,
        );
    },
  },
  {
    key: "plc-path-reset",
    estate: "northmoor",
    origin: "plc",
    category: "network",
    hints: ["network", "connection", "reset", "route", "tcp", "opc"],
    severity: "high",
    note: "plc-gateway loses the network path to the FINAL-3 PLCs (connection resets, no route to host) and stations downstream lose state",
    run(c, T) {
      const ip = "10.41.2.31";
      c.drop((e) => e.t >= T && e.level === "info" && e.role === "plc" && e.msg.includes("PLC-FINAL-3"));
      c.drop((e) => e.t >= T + 40000 && e.level === "info" && e.msg.includes("FINAL-3/"));
      c.add(
        T,
        "plc",
        "error",
        `opc.tcp://plc-final-3:4840: read tcp 10.40.8.15:50122->${ip}:4840: read: connection reset by peer`,
      );
      for (const t of c.times(9, T + 2000)) {
        c.add(
          t,
          "plc",
          "error",
          c.rng.pick([
            `opc.tcp://plc-final-3:4840: reconnect failed: dial tcp ${ip}:4840: connect: no route to host`,
            `opc.tcp://plc-final-3b:4840: reconnect failed: dial tcp 10.41.2.32:4840: i/o timeout`,
            `opc.tcp://plc-final-3:4840: read tcp 10.40.8.15:${c.rng.int(40000, 60000)}->${ip}:4840: read: connection reset by peer`,
            `subscription ${c.rng.int(1, 6)} for PLC-FINAL-3: status BadNotConnected (0x808A0000), ${c.rng.int(300, 700)} items Bad`,
          ]),
        );
      }
      for (const t of c.times(4, T + 25000))
        c.add(
          t,
          "mes",
          "error",
          `no heartbeat from PLC-FINAL-3 via plc-gateway for ${Math.round((t - T) / 1000) + 5}s, station states for FINAL-3 unknown`,
        );
      for (const t of c.times(6, T + 5000)) c.add(t, "andon", "error", "board FINAL-3: data stale (last update > 30s)");
      for (const t of c.times(12, T + 6000))
        c.add(
          t,
          "torque",
          "error",
          `tool T-F3-${pad(c.rng.int(1, 30))}: no enable signal from plc-gateway (station interlock unknown), tightening blocked`,
        );
      for (const t of c.times(5, T + 8000)) c.add(t, "agv", "warn", `missions to FINAL-3 held: station state unknown`);
      c.add(T + 40000, "mes", "error", "line FINAL-3 state RUNNING -> STOPPED reason=NO_PLC_DATA");
    },
  },
  {
    key: "sequence-deadline",
    estate: "valdera",
    origin: "edi",
    category: "timeout",
    hints: ["timeout", "deadline", "timed out", "sequence"],
    severity: "medium",
    note: "sequencer-edi's sequence build starts overrunning its 30 s deadline (logged only at WARN) and callers time out waiting for call-offs",
    run(c, T) {
      c.mute("edi", T, undefined, 1);
      for (const t of [T, ...c.times(3, T + 20000)]) {
        c.add(
          t,
          "edi",
          "warn",
          `sequence build for window ${new Date(t).toISOString().slice(11, 16)} exceeded deadline of 30000 ms (took ${c.rng.int(30001, 30400)} ms), aborted, 0 DELJIT sent`,
        );
        if (c.rng.chance(0.5))
          c.add(t + 50, "edi", "warn", "scheduled task sequenceBroadcast still running after 60s, next run skipped");
      }
      callers(c, T, ["mes"], "edi", "/v1/sequence/confirm", "timeout", 8);
      callers(c, T, ["agv"], "edi", "/v1/kits/next", "timeout", 10);
      for (const t of c.times(2, T + 60000))
        c.add(t, "andon", "warn", `ANDON call ${c.station()} reason=MATERIAL (auto: kit not delivered)`);
      for (const t of c.times(3, T + 20000))
        c.add(t, "mes", "warn", `unit ${c.vin()} waiting for cockpit sequence, line gap risk`);
    },
  },
  {
    key: "recipe-profile",
    estate: "valdera",
    origin: "vision",
    category: "configuration",
    hints: ["config", "keyerror", "recipe", "profile", "key"],
    severity: "high",
    note: "paint-vision reloads a recipe file that references an undefined camera profile and every inspection crashes with KeyError",
    run(c, T) {
      c.mute("vision", T, undefined, 1);
      c.add(
        T - 2500,
        "vision",
        "info",
        "recipe file /etc/paint-vision/recipes.yaml changed (revision 58 -> 59), reloading",
      );
      c.add(T, "vision", "info", "loaded 7 recipes (KX5, KX5-LWB, ST3, ST3-HEV, VN9, KX5-MY27, VN9-MY27)");
      for (const t of c.times(11, T + 1000)) {
        const v = c.vin();
        c.add(
          t,
          "vision",
          "error",
          `inspection aborted vin=${v} cell=VIS-0${c.rng.int(1, 4)}`,
          [
            "Traceback (most recent call last):",
            '  File "/app/paintvision/worker.py", line 212, in handle_body',
            "    result = self.inspect(body, recipe)",
            '  File "/app/paintvision/inspect.py", line 88, in inspect',
            "    profile = self.camera_profiles[recipe.camera_profile]",
            "KeyError: 'cam-profile-hq-my27'",
          ].join("\n"),
        );
        c.add(
          t + c.rng.int(20000, 25000),
          "mes",
          "error",
          `unit ${v} no vision result from paint-vision within 20s, held at L2-TRIM/S01`,
        );
      }
      for (const t of c.times(2, T + 30000))
        c.add(t, "andon", "warn", `ANDON call L2-TRIM/S01 reason=QUALITY (auto: vision result missing)`);
      for (const t of c.times(3, T + 20000))
        c.add(t, "qdb", "warn", "inspection record without result (source=paint-vision), stored as INCOMPLETE");
    },
  },
  {
    key: "eol-secret-expired",
    estate: "hollin",
    origin: "eol",
    category: "authentication",
    hints: ["auth", "secret", "credential", "token", "aadsts", "expired", "401"],
    severity: "high",
    note: "rolls-test's client secret expires, it can no longer get a token, and its result uploads to quality-store are rejected with 401",
    run(c, T) {
      c.mute("eol", T, undefined, 0.5);
      c.drop((e) => e.t >= T && e.role === "qdb" && e.msg.startsWith("POST /results 201"));
      c.add(
        T,
        "eol",
        "error",
        "Token acquisition for scope api://quality-store/.default failed",
        [
          "Microsoft.Identity.Client.MsalServiceException: AADSTS7000222: The provided client secret keys for app 'a3f1c2d0-5b7e-4c19-9d2a-77e1b6f0c4e2' are expired. Visit the Azure portal to create new keys for your app.",
          "   at Microsoft.Identity.Client.Internal.Requests.RequestBase.HandleTokenRefreshErrorAsync(MsalServiceException e, MsalAccessTokenCacheItem cachedAccessTokenItem)",
          "   at Microsoft.Identity.Client.Internal.Requests.ClientCredentialRequest.ExecuteAsync(CancellationToken cancellationToken)",
          "   at Hollin.RollsTest.Upload.QualityStoreClient.GetTokenAsync() in /src/Upload/QualityStoreClient.cs:line 41",
        ].join("\n"),
      );
      for (const t of c.times(6, T + 20000)) {
        const tr = c.trace();
        const v = c.vin();
        c.add(
          t,
          "eol",
          "error",
          `upload of result for ${v} failed: Response status code does not indicate success: 401 (Unauthorized).`,
          undefined,
          tr,
        );
        c.add(
          t - 40,
          "qdb",
          "warn",
          'Bearer error="invalid_token", error_description="An error occurred while attempting to decode the Jwt: Jwt expired", POST /results',
          undefined,
          tr,
        );
        if (c.rng.chance(0.5))
          c.add(
            t + 800,
            "eol",
            "warn",
            "MSAL: cached token expired and refresh failed (AADSTS7000222), retrying token acquisition in 30s",
          );
      }
      for (const t of c.times(4, T + 60000))
        c.add(
          t,
          "mes",
          "error",
          `unit ${c.vin()} held at EOL: test results not received from rolls-test (timeout 120s)`,
        );
    },
  },
  {
    key: "supplier-as2-503",
    estate: "hollin",
    origin: "edi",
    category: "dependency",
    hints: ["dependency", "supplier", "503", "unavailable", "as2", "circuit", "partner"],
    severity: "high",
    note: "the seat supplier's AS2 endpoint starts answering 503, jis-caller's retries pile up and its circuit opens while the line waits for call-off confirmations",
    run(c, T) {
      c.mute("edi", T, undefined, 0.9);
      for (const t of [T, ...c.times(8, T + 3000)]) {
        const a = c.rng.int(1, 3);
        c.add(
          t,
          "edi",
          a === 3 ? "error" : "warn",
          `AS2 POST https://as2.arden-interiors.example/as2/in -> 503 Service Unavailable (attempt ${a}/3)`,
        );
      }
      for (const t of c.times(18, T + 30000))
        c.add(
          t,
          "edi",
          "warn",
          `retry scheduled for DELJIT seq ${c.rng.int(4000, 4999)} in ${c.rng.pick([5, 10, 20, 40])}s`,
        );
      for (const t of c.times(5, T + 90000))
        c.add(
          t,
          "edi",
          "error",
          "Circuitbox::OpenCircuitError: arden_as2",
          [
            "/usr/local/bundle/gems/circuitbox-2.0.0/lib/circuitbox/circuit_breaker.rb:71:in `run'",
            "/app/lib/jis/partner_gateway.rb:34:in `deliver'",
            "/app/app/jobs/calloff_job.rb:12:in `perform'",
          ].join("\n"),
        );
      for (const t of c.times(6, T + 60000))
        c.add(
          t,
          "mes",
          "error",
          `JIS call-off for seq ${c.rng.int(4000, 4999)} not confirmed by jis-caller (state=PENDING_PARTNER, 120s)`,
          undefined,
          c.trace(),
        );
      for (const t of c.times(2, T + 120000))
        c.add(
          t,
          "andon",
          "warn",
          `ANDON call RB-T1/S${pad(c.rng.int(10, 20))} reason=MATERIAL (seats not in sequence)`,
        );
    },
  },
  {
    key: "agv-heap",
    estate: "kestrel",
    origin: "agv",
    category: "memory",
    hints: ["memory", "heap", "oom", "out of memory", "allocation"],
    severity: "high",
    note: "agv-manager's heap grows until Node aborts with JavaScript heap out of memory, it restarts, crashes again and goes quiet while callers are refused",
    run(c, T) {
      c.add(T - 60000, "agv", "warn", "event loop lag 640ms (gc), fleet tick overrun");
      c.add(T - 25000, "agv", "warn", "event loop lag 1410ms (gc), fleet tick overrun");
      const crash = (t: number) => {
        c.add(
          t,
          "agv",
          "error",
          "<--- Last few GCs --->",
          [
            `[1:0x6c1e2a0]  ${c.rng.int(400000, 900000)} ms: Mark-Compact 2043.6 (2082.1) -> 2041.9 (2083.4) MB, 1932.17 / 0.00 ms  (average mu = 0.118, current mu = 0.021) allocation failure; scavenge might not succeed`,
            "",
            "<--- JS stacktrace --->",
            "",
            "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
            " 1: 0xb7a940 node::Abort() [node]",
            " 2: 0xa8c7a4  [node]",
            " 3: 0xd5c2d0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, bool) [node]",
            " 4: 0xf3a145 v8::internal::Heap::FatalProcessOutOfMemory(char const*) [node]",
          ].join("\n"),
        );
      };
      crash(T);
      c.drop((e) => e.role === "agv" && e.t > T && e.t < T + 40000);
      c.add(T + 40000, "agv", "info", "agv-manager 4.12.1 starting, restoring fleet state for 34 vehicles");
      const T2 = T + c.rng.int(120000, 160000);
      c.add(T2 - 30000, "agv", "warn", "event loop lag 1780ms (gc), fleet tick overrun");
      crash(T2);
      c.drop((e) => e.role === "agv" && e.t > T2);
      callers(c, T + 1000, ["mes"], "agv", "/api/missions", "refused", 10);
      callers(c, T + 1000, ["andon"], "agv", "/api/fleet/state", "refused", 5);
      for (const t of c.times(4, T + 30000))
        c.add(t, "mes", "warn", `material call ${c.station()} not dispatched: fleet manager unavailable`);
    },
  },
  {
    key: "curve-disk-full",
    estate: "kestrel",
    origin: "torque",
    category: "disk",
    hints: ["disk", "space", "enospc", "no space", "volume"],
    severity: "high",
    note: "torque-gw fills its curve volume, cannot persist results (no space left on device) and stations block while callers see missing results",
    run(c, T) {
      c.add(T - 240000, "torque", "warn", "volume /data usage 96% (curves retention job disabled)");
      c.add(T - 60000, "torque", "warn", "volume /data usage 99%");
      c.mute("torque", T, undefined, 0.9);
      for (const t of [T, ...c.times(14, T + 1500)]) {
        const tool = `T-${pad(c.rng.int(1, 40))}`;
        c.add(
          t,
          "torque",
          "error",
          `persist result tool=${tool}: write /data/curves/${new Date(t).toISOString().slice(0, 10)}/${tool}-${c.rng.int(100000, 999999)}.json: no space left on device`,
        );
        if (c.rng.chance(0.4))
          c.add(
            t + 20,
            "torque",
            "error",
            `tightening result NOT acknowledged to controller ${tool} (persist failed), tool locked`,
          );
      }
      for (const t of c.times(8, T + 10000))
        c.add(t, "mes", "error", `unit ${c.vin()} blocked at ${c.station()}: torque result missing from torque-gw`);
      callers(c, T, ["qdb"], "torque", "/v1/results/export", "500", 3);
      for (const t of c.times(3, T + 30000))
        c.add(t, "andon", "warn", `ANDON call ${c.station()} reason=TOOL (tool locked)`);
    },
  },
];
