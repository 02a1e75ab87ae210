// The eight failures, one per category, as the services involved would really log them.
import { reqId } from "./background.js";
import { CAR, type Estate, EV, RIDE, SCOOT } from "./estates.js";
import type { Rng } from "./rng.js";
import { dotnetTrace, javaTrace, nodeTrace } from "./stacks.js";
import type { Stream } from "./stream.js";

export interface Failure {
  estate: Estate;
  category: string;
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  apply: (s: Stream, t0: number) => void;
}

/** Calls `f` at a rate of `perMin` per minute from `t` to the end of the window. */
function every(s: Stream, t: number, perMin: number, f: (at: number, r: Rng) => void): void {
  const gap = 60000 / perMin;
  for (let at = t + s.rng.next() * gap; at < s.end; at += gap * (0.3 + s.rng.next() * 1.4)) f(at, s.rng);
}
const vin = (r: Rng) => `${r.pick(["WVW", "WBA", "VF1", "YV1"])}ZZZ${r.hex(3).toUpperCase()}${r.int(100000, 999999)}`;
const cp = (r: Rng) => `${r.pick(["DE", "NL", "FR"])}*VWY*E${r.int(1000, 4999)}`;
const sc = (r: Rng) => `SC-${r.hex(6).toUpperCase()}`;
const ride = (r: Rng) => `r_${r.hex(10)}`;

export const FAILURES: Failure[] = [
  {
    estate: EV,
    category: "dependency",
    origin: "payment-bridge",
    hints: ["payment", "acquirer", "psp", "503", "unavailable", "upstream", "dependency", "gateway"],
    severity: "high",
    note: "the card acquirer behind payment-bridge starts answering 503 and timing out, its circuit breaker opens and charger pre-authorisations fail",
    apply: (s, t0) => {
      s.degrade("payment-bridge", t0, 0.9);
      const e = EV;
      every(s, t0, 40, (at, r) => {
        const id = reqId(r, e);
        const n = r.int(1, 3);
        s.add(
          at,
          "payment-bridge",
          "warn",
          `Polly retry ${n} of 3 after ${[200, 400, 800][n - 1]}ms for POST https://checkout-live.acq-partner.net/v71/payments: ${r.pick(["Response status code does not indicate success: 503 (Service Unavailable).", "The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing."])}`,
          id,
        );
        if (r.chance(0.45))
          s.add(
            at + 900,
            "payment-bridge",
            "error",
            `Pre-authorisation failed for terminal V400m-${r.int(100000000, 999999999)}\n${dotnetTrace(
              "System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable).",
              [
                "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
                "Voltway.Payments.Acquirer.AcquirerClient.AuthoriseAsync(PreAuthRequest request, CancellationToken ct) in /src/Payments/Acquirer/AcquirerClient.cs:line 87",
                "Voltway.Payments.PreAuthHandler.Handle(PreAuthCommand cmd, CancellationToken ct) in /src/Payments/PreAuthHandler.cs:line 41",
              ],
            )}`,
            id,
          );
      });
      s.add(
        t0 + 95000,
        "payment-bridge",
        "error",
        "Circuit breaker for acquirer 'acq-partner-live' opened for 00:00:30 after 50% failures (sampling 60s)",
      );
      s.add(
        t0 + 126000,
        "payment-bridge",
        "warn",
        "Circuit breaker for acquirer 'acq-partner-live' half-open, trial call failed, re-opened",
      );
      every(s, t0 + 95000, 70, (at, r) => {
        const id = reqId(r, e);
        s.add(
          at,
          "payment-bridge",
          "warn",
          "Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.",
          id,
        );
        s.add(
          at + 30,
          "session-billing",
          "error",
          `Pre-auth for session at ${cp(r)} failed: payment-bridge returned 502 Bad Gateway`,
          id,
        );
        if (r.chance(0.6))
          s.add(
            at + 80,
            "ocpp-core",
            "warn",
            `RemoteStartTransaction not sent to ${cp(r)}: payment not authorised`,
            id,
          );
        if (r.chance(0.7))
          s.add(at + 120, "driver-app-api", "error", `POST /v2/sessions/start 502 ${r.int(1000, 11000)}ms`, id);
      });
      every(s, t0 + 5000, 25, (at, r) =>
        s.add(
          at,
          "session-billing",
          "error",
          `Pre-auth for session at ${cp(r)} failed: payment-bridge timed out after 15000ms`,
          reqId(r, e),
        ),
      );
    },
  },
  {
    estate: EV,
    category: "disk",
    origin: "ocpp-core",
    hints: ["disk", "space", "enospc", "no space", "ioexception", "volume", "storage"],
    severity: "high",
    note: "ocpp-core's message journal volume fills up, appends fail with No space left on device and charger transactions are answered with CALLERROR",
    apply: (s, t0) => {
      s.degrade("ocpp-core", t0, 0.85);
      const r0 = s.rng;
      for (let i = 5; i >= 1; i--)
        s.add(
          t0 - i * 50000,
          "ocpp-core",
          "warn",
          `journal volume /var/lib/ocpp/journal usage ${99 - i * 2}% (${r0.int(90, 99)}.${r0.int(0, 9)}GiB of 100GiB)`,
        );
      every(s, t0, 30, (at, r) => {
        const id = cp(r);
        const act = r.pick(["StartTransaction", "StopTransaction", "MeterValues", "StatusNotification"]);
        s.add(
          at,
          "ocpp-core",
          "error",
          `Failed to persist ${act} from ${id}\n${javaTrace("java.io.IOException", "No space left on device", [
            "java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
            "java.base/sun.nio.ch.FileChannelImpl.write(FileChannelImpl.java:306)",
            "com.voltway.ocpp.journal.SegmentWriter.append(SegmentWriter.java:118)",
            "com.voltway.ocpp.journal.MessageJournal.record(MessageJournal.java:64)",
            "com.voltway.ocpp.handler.CallDispatcher.dispatch(CallDispatcher.java:152)",
          ])}`,
          reqId(r, EV),
        );
        s.add(
          at + 15,
          "csms-gateway",
          "error",
          `[${id}] -> [4,"${r.hex(8)}","InternalError","ocpp-core rejected ${act}",{}]`,
        );
        if (act === "StartTransaction" && r.chance(0.6))
          s.add(
            at + 400,
            "session-billing",
            "warn",
            `No StartTransaction confirmation for reservation at ${id} within 30s`,
          );
      });
      every(s, t0 + 20000, 30, (at, r) => {
        s.add(
          at,
          "csms-gateway",
          "warn",
          `[${cp(r)}] charger retrying ${r.pick(["StartTransaction", "StopTransaction"])} (attempt ${r.int(2, 5)}) after CALLERROR`,
        );
      });
      every(s, t0 + 60000, 8, (at, r) =>
        s.add(at, "driver-app-api", "error", `POST /v2/sessions/start 504 ${r.int(30000, 31000)}ms`),
      );
      s.add(
        t0 + 2000,
        "ocpp-core",
        "error",
        "journal segment roll failed: /var/lib/ocpp/journal/seg-000418.log (No space left on device); journaling suspended",
      );
    },
  },
  {
    estate: CAR,
    category: "authentication",
    origin: "vehicle-gateway",
    hints: ["auth", "credential", "oauth", "invalid_client", "401", "token", "unauthorized", "secret"],
    severity: "high",
    note: "the OAuth client secret vehicle-gateway uses for the OEM cloud expires, token refresh fails with invalid_client and remote commands for those cars fail",
    apply: (s, t0) => {
      s.degrade("vehicle-gateway", t0, 0.4);
      s.add(
        t0,
        "vehicle-gateway",
        "error",
        'oem-connector brand=aurora: token refresh failed: oauth2: "invalid_client" "Client authentication failed: client secret expired"',
      );
      every(s, t0 + 1000, 35, (at, r) => {
        const v = vin(r);
        const id = r.hex(12);
        s.add(
          at,
          "vehicle-gateway",
          r.chance(0.6) ? "error" : "warn",
          `oem-connector brand=aurora: POST /v2/vehicles/${v}/actions -> 401 Unauthorized {"error":"invalid_token"}`,
        );
        s.add(
          at + 20,
          "remote-commands",
          "warn",
          `command ${id} for ${v} failed: vehicle-gateway responded 502 Bad Gateway, retry 1/3 in 2s`,
        );
        s.add(
          at + 2100,
          "remote-commands",
          "warn",
          `command ${id} for ${v} failed: vehicle-gateway responded 502 Bad Gateway, retry 2/3 in 4s`,
        );
        s.add(
          at + 6200,
          "remote-commands",
          "error",
          `command ${id} FAILED after 3 attempts: GatewayException: upstream vehicle-gateway 502`,
        );
        if (r.chance(0.6))
          s.add(at + 6300, "push-relay", "info", `APNs 200 apns-id=${r.hex(8).toUpperCase()} template=command_failed`);
      });
      every(s, t0 + 30000, 2, (at) =>
        s.add(
          at,
          "vehicle-gateway",
          "error",
          'oem-connector brand=aurora: token refresh failed: oauth2: "invalid_client" "Client authentication failed: client secret expired"',
        ),
      );
    },
  },
  {
    estate: CAR,
    category: "configuration",
    origin: "remote-commands",
    hints: ["config", "configuration", "placeholder", "property", "missing", "setting", "env"],
    severity: "high",
    note: "remote-commands is rolled out with a release that needs a signing-key property the config map lacks; it crash-loops and the app backend gets connection refused",
    apply: (s, t0) => {
      s.silence("remote-commands", t0);
      s.add(
        t0 - 6000,
        "remote-commands",
        "info",
        "Commencing graceful shutdown. Waiting for active requests to complete",
      );
      s.add(t0 - 5600, "remote-commands", "info", "Graceful shutdown complete");
      let back = 10000;
      for (let at = t0 + 8000; at < s.end; at += back, back = Math.min(back * 2, 300000)) {
        s.add(at, "remote-commands", "info", "Starting RemoteCommandsApplication v4.12.0 using Java 21.0.4 with PID 1");
        s.add(
          at + 4200,
          "remote-commands",
          "error",
          `Application run failed\n${javaTrace(
            "org.springframework.beans.factory.BeanCreationException",
            "Error creating bean with name 'commandSigner' defined in URL [jar:nested:/app/app.jar/!BOOT-INF/classes/!/com/carlink/commands/signing/CommandSigner.class]: Unexpected exception during bean creation",
            [
              "org.springframework.beans.factory.support.AbstractAutowireCapableBeanFactory.createBean(AbstractAutowireCapableBeanFactory.java:535)",
              "org.springframework.beans.factory.support.AbstractAutowireCapableBeanFactory.populateBean(AbstractAutowireCapableBeanFactory.java:1439)",
              "org.springframework.boot.SpringApplication.run(SpringApplication.java:335)",
              "com.carlink.commands.RemoteCommandsApplicationKt.main(RemoteCommandsApplication.kt:14)",
            ],
            `java.lang.IllegalArgumentException: Could not resolve placeholder 'COMMAND_SIGNING_KEY_ID' in value "${"$"}{COMMAND_SIGNING_KEY_ID}"`,
          )}`,
        );
      }
      every(s, t0 + 1000, 45, (at, r) => {
        const cmd = r.pick(["door_lock", "climate_start", "honk_flash", "charge_start"]);
        s.add(
          at,
          "app-bff",
          "error",
          `POST /api/v3/vehicles/${vin(r).slice(-6)}/commands/${cmd} 503 ${r.int(2, 40)}ms\n${nodeTrace("Error: connect ECONNREFUSED 10.42.7.19:8080", ["TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)"])}`,
        );
      });
      every(s, t0 + 20000, 6, (at, r) =>
        s.add(
          at,
          "ota-orchestrator",
          "warn",
          `wake-before-install via remote-commands failed for ${vin(r)}: I/O error on POST request: Connection refused`,
        ),
      );
    },
  },
  {
    estate: RIDE,
    category: "database",
    origin: "trip-state",
    hints: ["database", "connection", "postgres", "sql", "53300", "too many", "slots", "pool"],
    severity: "high",
    note: "trip-state's Postgres runs out of connection slots; ride state transitions fail and dispatch and rider-api report errors from trip-state",
    apply: (s, t0) => {
      s.degrade("trip-state", t0, 0.7);
      every(s, t0, 50, (at, r) => {
        const id = reqId(r, RIDE);
        const rd = ride(r);
        s.add(
          at,
          "trip-state",
          "error",
          r.chance(0.6)
            ? `transition ${rd} MATCHING -> DRIVER_EN_ROUTE failed: failed to connect to \`host=pg-trips.hop-prod.internal user=trip_state database=trips\`: server error (FATAL: remaining connection slots are reserved for roles with the SUPERUSER attribute (SQLSTATE 53300))`
            : `transition ${rd} failed: pgxpool: acquire conn: context deadline exceeded (pool 40/40 busy)`,
          id,
        );
        s.add(
          at + 10,
          "dispatch",
          "error",
          `assign ${rd}: trip-state.Transition: rpc error: code = Internal desc = storage unavailable`,
          id,
        );
        s.add(
          at + 300,
          "dispatch",
          "warn",
          `assign ${rd}: retrying (attempt ${r.int(2, 4)}/4) in ${r.int(200, 900)}ms`,
          id,
        );
        if (r.chance(0.5))
          s.add(
            at + 40,
            "rider-api",
            "error",
            `POST /v1/rides 500 ${r.int(200, 3000)}ms - upstream trip-state Internal`,
            id,
          );
        if (r.chance(0.3))
          s.add(
            at + 80,
            "driver-api",
            "error",
            `driver ${`d_${r.int(10000, 99999)}`} accept ${rd} failed: trip-state 500`,
            id,
          );
      });
    },
  },
  {
    estate: RIDE,
    category: "timeout",
    origin: "eta-service",
    hints: ["timeout", "deadline", "timed out", "exceeded", "latency", "slow"],
    severity: "medium",
    note: "eta-service route computations start exceeding their 800 ms budget (logged only as warnings) and dispatch and quotes time out waiting for ETAs",
    apply: (s, t0) => {
      s.degrade("eta-service", t0, 0.5);
      every(s, t0, 35, (at, r) => {
        const id = reqId(r, RIDE);
        s.add(
          at,
          "eta-service",
          "warn",
          `route query aborted after 800ms: context deadline exceeded (cells=${r.int(40, 300)}, settled=${r.int(200000, 900000)} nodes)`,
          id,
        );
        s.add(
          at + 2,
          "eta-service",
          "info",
          `eta computed pickup=${r.int(2, 14)}min candidates=${r.int(3, 25)} took=${r.int(650, 799)}ms`,
        );
      });
      every(s, t0 + 3000, 70, (at, r) => {
        const id = reqId(r, RIDE);
        s.add(
          at,
          "dispatch",
          "error",
          `rank candidates for ${ride(r)}: eta.GetPickupETA: rpc error: code = DeadlineExceeded desc = context deadline exceeded`,
          id,
        );
        s.add(
          at + 5,
          "dispatch",
          "warn",
          `retrying GetPickupETA (${r.int(1, 3)}/3) with backoff ${r.pick([100, 200, 400])}ms`,
          id,
        );
        if (r.chance(0.4)) s.add(at + 30, "rider-api", "error", `POST /v1/quotes 504 ${r.int(2000, 2100)}ms`, id);
        if (r.chance(0.3))
          s.add(at + 25, "pricing", "warn", "eta unavailable for quote, using straight-line fallback", id);
      });
    },
  },
  {
    estate: RIDE,
    category: "memory",
    origin: "driver-location",
    hints: ["memory", "heap", "oom", "out of memory", "allocation"],
    severity: "high",
    note: "driver-location's Node heap grows until V8 aborts with JavaScript heap out of memory, restarts and dies again; dispatch falls back to stale positions",
    apply: (s, t0) => {
      const r0 = s.rng;
      for (let i = 4; i >= 1; i--)
        s.add(
          t0 - i * 40000,
          "driver-location",
          "warn",
          `event loop lag ${r0.int(200, 900)}ms (heapUsed ${2048 - i * 90}MB)`,
        );
      let at = t0;
      while (at < s.end) {
        s.silence("driver-location", at);
        s.add(
          at,
          "driver-location",
          "fatal",
          `<--- Last few GCs --->\n\n[1:0x5a1b2c0]  ${r0.int(400000, 900000)} ms: Mark-Compact 2041.${r0.int(0, 9)} (2083.${r0.int(0, 9)}) -> 2039.${r0.int(0, 9)} (2084.${r0.int(0, 9)}) MB, ${r0.int(900, 2400)}.${r0.int(0, 9)} / 0.0 ms  (average mu = 0.${r0.int(100, 300)}, current mu = 0.0${r0.int(10, 60)}) allocation failure; scavenge might not succeed\n\n<--- JS stacktrace --->\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n 1: 0xb8ced1 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]\n 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]\n 3: 0x1111d25 v8::internal::Heap::FatalProcessOutOfMemory(char const*) [node]`,
        );
        const up = at + r0.int(40000, 70000);
        s.add(up, "driver-location", "info", "driver-location@3.9.1 starting (node v20.17.0, NODE_ENV=production)");
        for (let k = 1; k <= 3; k++)
          s.add(
            up + k * 20000,
            "driver-location",
            "info",
            `ingested ${r0.int(200, 900)} pings from ${r0.int(150, 700)} drivers in ${r0.int(30, 90)}ms`,
          );
        s.add(
          up + 65000,
          "driver-location",
          "warn",
          `event loop lag ${r0.int(500, 1500)}ms (heapUsed ${r0.int(1800, 2000)}MB)`,
        );
        at = up + r0.int(70000, 110000);
      }
      every(s, t0 + 500, 45, (atx, r) => {
        const id = reqId(r, RIDE);
        s.add(
          atx,
          "dispatch",
          "error",
          `fetch positions: Get "http://driver-location:3000/v1/nearby?h3=88${r.hex(13)}": dial tcp 10.60.3.14:3000: connect: connection refused`,
          id,
        );
        s.add(atx + 10, "dispatch", "warn", `matching ${ride(r)} with cached positions (age ${r.int(60, 400)}s)`, id);
        if (r.chance(0.5))
          s.add(
            atx + 50,
            "driver-api",
            "error",
            `POST /drivers/v2/location 503 ${r.int(1, 30)}ms - driver-location unavailable`,
          );
      });
    },
  },
  {
    estate: SCOOT,
    category: "network",
    origin: "iot-bridge",
    hints: ["network", "connection", "reset", "dns", "socket", "unreachable", "mqtt", "tcp"],
    severity: "high",
    note: "iot-bridge's connections to the MQTT broker are reset and re-dials fail on DNS and i/o timeouts; scooter telemetry stops and unlocks time out in lock-controller",
    apply: (s, t0) => {
      s.silence("iot-bridge", t0);
      s.add(
        t0,
        "iot-bridge",
        "error",
        "mqtt: connection lost: read tcp 10.12.4.7:53122->10.12.9.20:8883: read: connection reset by peer",
      );
      every(s, t0 + 2000, 14, (at, r) => {
        s.add(
          at,
          "iot-bridge",
          r.chance(0.5) ? "error" : "warn",
          r.pick([
            "mqtt: reconnect failed: dial tcp: lookup mqtt.zip-prod.internal on 10.96.0.10:53: read udp 10.12.4.7:41220->10.96.0.10:53: i/o timeout",
            "mqtt: reconnect failed: dial tcp 10.12.9.20:8883: connect: no route to host",
            "mqtt: connection lost: read tcp 10.12.4.7:53122->10.12.9.20:8883: read: connection reset by peer",
            `mqtt: publish scooters/${sc(r)}/cmd failed: write tcp 10.12.4.7:53140->10.12.9.20:8883: write: broken pipe`,
          ]),
        );
      });
      every(s, t0 + 1500, 40, (at, r) => {
        const x = sc(r);
        s.add(at, "lock-controller", "warn", `unlock ${x} not confirmed within 5s, retry 1/3`);
        s.add(at + 5100, "lock-controller", "warn", `unlock ${x} not confirmed within 5s, retry 2/3`);
        s.add(
          at + 10200,
          "lock-controller",
          "error",
          `unlock ${x} failed: context deadline exceeded waiting for lock confirmation`,
        );
        s.add(
          at + 10250,
          "rental-svc",
          "error",
          `Unlock failed for ${x}: LockController::TimeoutError (rental voided, hold released)`,
        );
        if (r.chance(0.5)) s.add(at + 10300, "rider-bff", "error", `POST /v1/rentals 504 ${r.int(10200, 10800)}ms`);
      });
      every(s, t0 + 60000, 3, (at, r) =>
        s.add(
          at,
          "fleet-ops",
          "warn",
          `telemetry gap: ${r.int(2500, 3200)} scooters silent for >${r.int(1, 9)}min, marking positions stale`,
        ),
      );
    },
  },
];
