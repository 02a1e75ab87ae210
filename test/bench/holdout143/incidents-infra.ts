// Incident recipes: network, timeout, configuration, dependency, unknown (four each, one per estate).
import type { IncidentDef } from "./incident-types.js";
import { javaTrace, nodeTrace, pyTrace } from "./shapes.js";

export const INFRA_INCIDENTS: IncidentDef[] = [
  // ---------------------------------------------------------------- network
  {
    category: "network",
    estate: "glacier",
    origin: "skate-hire",
    hints: ["dns", "lookup", "network", "dial", "resolve", "no such host"],
    severity: "medium",
    note: "skate-hire's DNS lookups of its stock cache start failing ('no such host' / lookup i/o timeout on the cluster resolver); it logs dial errors at WARN and booking-api reports hire requests failing with 502.",
    fail: {
      frac: 0.8,
      status: 502,
      mode: "status",
      originSays: (c, t) => {
        if (c.r.chance(0.4))
          c.emit(
            t,
            "skate-hire",
            "warn",
            c.r.chance(0.5)
              ? "stock cache unreachable: dial tcp: lookup hire-stock-cache.glacier-prod.svc.cluster.local on 10.96.0.10:53: no such host"
              : "stock cache unreachable: dial tcp: lookup hire-stock-cache.glacier-prod.svc.cluster.local on 10.96.0.10:53: read udp 10.2.3.14:41872->10.96.0.10:53: i/o timeout",
          );
      },
    },
    script: () => {},
  },
  {
    category: "network",
    estate: "pebble",
    origin: "score_feed",
    hints: ["reset", "connection", "network", "tcp", "peer"],
    severity: "medium",
    note: "The link from score_feed to the sheet cameras' stream relay starts resetting connections; score_feed logs 'connection reset by peer' for every camera and club_portal's live pages fail.",
    fail: { frac: 0.8, status: 502, mode: "reset" },
    script: (c, o) => {
      c.every(c.tf, c.end, 1800, (t) =>
        c.emit(
          t,
          o,
          c.r.chance(0.6) ? "error" : "warn",
          `camera sheet=${c.r.pick("ABCDEF".split(""))} stream lost: read tcp 172.18.0.9:${c.r.int(40000, 60000)}->192.168.40.${c.r.int(10, 16)}:554: read: connection reset by peer, reconnecting`,
        ),
      );
    },
  },
  {
    category: "network",
    estate: "frostline",
    origin: "courier",
    hints: ["tls", "handshake", "socket", "network", "econnreset"],
    severity: "medium",
    note: "An egress proxy change breaks TLS handshakes from courier to its mail relay; courier logs 'socket disconnected before secure TLS connection was established' and lessons reports enrolment confirmations failing.",
    fail: { frac: 0.85, status: 502, mode: "status" },
    script: (c, o) => {
      c.every(c.tf, c.end, 3000, (t) =>
        c.emit(
          t,
          o,
          "error",
          nodeTrace(
            "Error: Client network socket disconnected before secure TLS connection was established (code ECONNRESET, host smtp-relay.frostline.example:465)",
            ["TLSSocket.onConnectEnd", "SMTPConnection._onError"],
            c.r,
          ),
        ),
      );
    },
  },
  {
    category: "network",
    estate: "northpond",
    origin: "ops-iceplant",
    hints: ["route", "host", "network", "unreachable", "dial"],
    severity: "high",
    note: "A switch VLAN change cuts the path from ops-iceplant to the plant PLCs; Modbus polls fail with 'no route to host', readings stop and guest-web's ice status calls fail.",
    fail: { frac: 0.7, status: 503, mode: "status" },
    script: (c, o) => {
      c.silence(o, c.tf, c.end);
      c.every(c.tf, c.end, 5000, (t) =>
        c.emit(
          t,
          o,
          "error",
          `modbus poll plc=${c.r.pick(["PLC-A", "PLC-B"])} failed: dial tcp 10.20.0.${c.r.pick([41, 42])}:502: connect: no route to host`,
        ),
      );
    },
  },
  // ---------------------------------------------------------------- timeout
  {
    category: "timeout",
    estate: "glacier",
    origin: "lesson-planner",
    hints: ["timeout", "worker", "timed out"],
    severity: "medium",
    note: "A coach-availability computation becomes slow for the holiday week; lesson-planner's gunicorn workers hit WORKER TIMEOUT and are killed, while the edge logs 504s and booking-api reports lesson lookups timing out.",
    fail: { frac: 0.7, status: 504, mode: "timeout", ms: 30000, ramp: 60000 },
    script: (c, o) => {
      c.every(c.tf + 30000, c.end, 15000, (t) => {
        const pid = c.r.int(20, 90);
        c.emit(t, o, "fatal", `[CRITICAL] WORKER TIMEOUT (pid:${pid})`);
        if (c.r.chance(0.5))
          c.emit(
            t + 50,
            o,
            "error",
            `[ERROR] Error handling request /lessons/availability?week=52\n${pyTrace([["/app/planner/availability.py", 212, "expand", "for slot in rrule.between(start, end):"]], "SystemExit: 1")}`,
          );
        c.emit(t + 400, o, "info", `[INFO] Booting worker with pid: ${pid + 40}`);
      });
    },
  },
  {
    category: "timeout",
    estate: "pebble",
    origin: "draw_results",
    hints: ["timeout", "genserver", "time out", "exit"],
    severity: "medium",
    note: "The standings GenServer in draw_results gets stuck recomputing a whole season; GenServer.call times out after 5 s and club_portal's results requests fail.",
    fail: {
      frac: 0.8,
      status: 500,
      mode: "status",
      originSays: (c, t) => {
        if (c.r.chance(0.5))
          c.emit(
            t + 5000,
            "draw_results",
            "error",
            `** (exit) exited in: GenServer.call(DrawResults.Standings, {:table, "${c.r.pick(["senior-men", "tuesday-mixed", "juniors"])}"}, 5000)\n    ** (EXIT) time out\n    (elixir 1.17.3) lib/gen_server.ex:1128: GenServer.call/3`,
          );
      },
    },
    script: (c, o) => {
      c.emit(c.tf - 1000, o, "info", "standings full recompute requested for season 2026 (admin)");
    },
  },
  {
    category: "timeout",
    estate: "frostline",
    origin: "rentals",
    hints: ["timeout", "statement timeout", "canceling", "57014", "deadline"],
    severity: "medium",
    note: "A stock recount holds row locks on skate inventory; rentals' quote queries wait and are cancelled by statement timeout (57014) and frontdesk reports rentals not answering in time, with the edge logging 504s.",
    fail: {
      frac: 0.8,
      status: 504,
      mode: "timeout",
      ms: 5000,
      originSays: (c, t) => {
        if (c.r.chance(0.4))
          c.emit(
            t + 5000,
            "rentals",
            "warn",
            "quote failed: pq: canceling statement due to statement timeout (SQLSTATE 57014)",
          );
      },
    },
    script: (c, o) => {
      c.emit(c.tf - 3000, o, "info", "stock recount started by staff (locks inventory rows per size)");
    },
  },
  {
    category: "timeout",
    estate: "northpond",
    origin: "guest-lessons",
    hints: ["timeout", "readtimeout", "timed out"],
    severity: "medium",
    note: "The external coach-calendar API stops answering in time; guest-lessons' httpx calls raise ReadTimeout and guest-web reports lesson slots timing out (504 at the edge).",
    fail: {
      frac: 0.75,
      status: 504,
      mode: "timeout",
      ms: 10000,
      originSays: (c, t) => {
        if (c.r.chance(0.5))
          c.emit(
            t + 8000,
            "guest-lessons",
            "error",
            pyTrace(
              [
                ["/app/lessons/coaches.py", 57, "availability", "resp = await client.get(url, timeout=8.0)"],
                [
                  "/usr/local/lib/python3.12/site-packages/httpx/_transports/default.py",
                  118,
                  "map_httpcore_exceptions",
                  "raise mapped_exc(message) from exc",
                ],
              ],
              "httpx.ReadTimeout: The read operation timed out",
            ),
          );
      },
    },
    script: () => {},
  },
  // ---------------------------------------------------------------- configuration
  {
    category: "configuration",
    estate: "glacier",
    origin: "notify-relay",
    hints: ["config", "environment", "missing", "env", "variable"],
    severity: "medium",
    note: "A notify-relay release dropped SMS_SENDER_ID from its environment; every restarted pod exits at start-up with a config error and booking-api's confirmation calls are refused, near an unrelated lesson-planner deploy.",
    fail: { frac: 0.9, status: 502, mode: "refused", ramp: 40000 },
    script: (c, o) => {
      c.emit(c.tf - 5000, o, "info", "deploy: rolling update to 4.12.0 started by ci (change a91c3e2)");
      c.silence(o, c.tf, c.end);
      c.every(c.tf, c.end, 30000, (t) => {
        c.emit(
          t,
          o,
          "error",
          nodeTrace(
            "Error: config validation failed: SMS_SENDER_ID is required (env var not set)",
            ["loadConfig", "Object.<anonymous>"],
            c.r,
          ),
        );
        c.emit(t + 100, o, "info", "process exited with code 1");
      });
    },
  },
  {
    category: "configuration",
    estate: "pebble",
    origin: "brine_monitor",
    hints: ["config", "setting", "settings", "missing", "field required"],
    severity: "medium",
    note: "A config push renamed brine_monitor's alarm setting; settings loading fails with a pydantic 'Field required' error so the monitor never starts, and club_portal's ice page is refused.",
    fail: { frac: 1, status: 502, mode: "refused" },
    script: (c, o) => {
      c.emit(c.tf - 2000, o, "info", "config reloaded from /etc/brine/monitor.env (17 keys)");
      c.silence(o, c.tf, c.end);
      c.every(c.tf, c.end, 40000, (t) =>
        c.emit(
          t,
          o,
          "error",
          pyTrace(
            [["/app/brine/settings.py", 30, "<module>", "settings = Settings()"]],
            "pydantic_core._pydantic_core.ValidationError: 1 validation error for Settings\nalarm_threshold_c\n  Field required [type=missing, input_value={'plant': 'main', ...}, input_type=dict]",
          ),
        ),
      );
    },
  },
  {
    category: "configuration",
    estate: "frostline",
    origin: "scheduler",
    hints: ["config", "environment", "staging", "hostname", "configuration", "nxdomain"],
    severity: "high",
    note: "A scheduler release booted with RELEASE_ENV=staging and points its repo at a staging-only hostname; DB connections fail with :nxdomain and frontdesk's session lists fail, next to an unrelated pricing deploy.",
    fail: { frac: 0.95, status: 500, mode: "status" },
    script: (c, o) => {
      c.emit(c.tf - 3000, o, "info", "Starting scheduler 3.2.0 (RELEASE_ENV=staging, config/runtime.exs)");
      c.emit(
        c.tf - 2900,
        o,
        "info",
        "Repo configured: hostname=pg-staging.frostline.internal database=scheduler pool_size=10",
      );
      c.every(c.tf, c.end, 2500, (t) =>
        c.emit(
          t,
          o,
          "error",
          "Postgrex.Protocol (#PID<0.2" +
            c.r.int(100, 999) +
            ".0>) failed to connect: ** (DBConnection.ConnectionError) tcp connect (pg-staging.frostline.internal:5432): non-existing domain - :nxdomain",
        ),
      );
    },
  },
  {
    category: "configuration",
    estate: "northpond",
    origin: "pay-gateway",
    hints: ["placeholder", "config", "property", "missing", "configuration"],
    severity: "high",
    note: "A config-repo change removed acquirer.merchant-id; restarting pay-gateway pods fail context start-up with 'Could not resolve placeholder', Envoy reports no healthy upstream and pay-tills and guest-web log payments failing.",
    fail: { frac: 0.9, status: 503, mode: "status", ramp: 60000 },
    with: ["pay-tills"],
    script: (c, o) => {
      c.emit(
        c.tf - 10000,
        o,
        "info",
        "n.p.g.ConfigWatcher : config server revision 7f1e2c0 available, restarting pods to apply",
      );
      c.silence(o, c.tf, c.end);
      c.every(c.tf, c.end, 45000, (t) =>
        c.emit(
          t,
          o,
          "error",
          javaTrace(
            "o.s.boot.SpringApplication : Application run failed\norg.springframework.beans.factory.BeanCreationException: Error creating bean with name 'acquirerClient': Injection of autowired dependencies failed",
            "org.springframework.beans.factory.annotation",
            ["AutowiredAnnotationBeanPostProcessor.postProcessProperties"],
            c.r,
            "java.lang.IllegalArgumentException: Could not resolve placeholder 'acquirer.merchant-id' in value \"$" +
              '{acquirer.merchant-id}"',
          ),
        ),
      );
    },
  },
  // ---------------------------------------------------------------- dependency
  {
    category: "dependency",
    estate: "glacier",
    origin: "till-bridge",
    hints: ["circuit", "upstream", "provider", "unavailable", "503", "dependency", "acquirer"],
    severity: "high",
    note: "The card acquirer starts answering 503; till-bridge's Polly circuit breaker opens and fails every authorisation fast, while booking-api reports payments failing and ordinary declines continue.",
    fail: {
      frac: 0.9,
      status: 502,
      mode: "status",
      originSays: (c, t) => {
        if (c.r.chance(0.4))
          c.emit(
            t,
            "till-bridge",
            "warn",
            "Authorisation skipped: Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.",
          );
      },
    },
    script: (c, o) => {
      c.every(c.tf, c.tf + 40000, 3000, (t) =>
        c.emit(t, o, "error", "Acquirer northpay POST /v2/authorisations returned 503 Service Unavailable (retry 3/3)"),
      );
      c.emit(c.tf + 41000, o, "warn", "Circuit 'northpay' opened for 00:00:30 after 12 consecutive failures");
      c.every(c.tf + 71000, c.end, 30000, (t) => {
        c.emit(t, o, "info", "Circuit 'northpay' half-open, trial call");
        c.emit(t + 600, o, "warn", "Trial call failed: 503 Service Unavailable from northpay, circuit re-opened");
      });
    },
  },
  {
    category: "dependency",
    estate: "pebble",
    origin: "payments_adapter",
    hints: ["psp", "upstream", "unavailable", "503", "provider", "dependency"],
    severity: "high",
    note: "The payment provider has an outage and answers 503/504; payments_adapter logs provider errors and bar_till and sheet_booking report payments failing through the adapter.",
    fail: {
      frac: 0.85,
      status: 502,
      mode: "status",
      originSays: (c, t) =>
        c.emit(
          t,
          "payments_adapter",
          "error",
          `psp call POST /v1/charges -> ${c.r.pick([503, 503, 504])} ${c.r.pick(["upstream connect error or disconnect/reset before headers", "Service Unavailable", "Gateway Time-out"])} (provider status page: degraded)`,
        ),
    },
    script: () => {},
  },
  {
    category: "dependency",
    estate: "frostline",
    origin: "courier",
    hints: ["fcm", "unavailable", "503", "upstream", "provider", "dependency", "push"],
    severity: "medium",
    note: "The push-notification provider returns 503 UNAVAILABLE; courier retries and gives up, lessons reports enrolment notifications failing.",
    fail: { frac: 0.8, status: 502, mode: "status" },
    script: (c, o) => {
      c.every(c.tf, c.end, 2000, (t) =>
        c.emit(
          t,
          o,
          c.r.chance(0.5) ? "error" : "warn",
          `push send failed: FirebaseMessagingError: messaging/server-unavailable - The server could not process the request in time (HTTP 503 UNAVAILABLE), attempt ${c.r.int(1, 4)}/4`,
        ),
      );
    },
  },
  {
    category: "dependency",
    estate: "northpond",
    origin: "core-notify",
    hints: ["sms", "provider", "503", "unavailable", "upstream", "dependency"],
    severity: "medium",
    note: "The SMS vendor's API is down (503); core-notify's deliveries fail and its Oban jobs back off, and guest-sessions reports booking confirmations failing.",
    fail: { frac: 0.8, status: 502, mode: "status" },
    script: (c, o) => {
      c.every(c.tf, c.end, 2500, (t) =>
        c.emit(
          t,
          o,
          "error",
          `sms delivery failed: {:error, %Tesla.Env{method: :post, url: "https://api.smsvendor.example/v3/messages", status: 503, body: "upstream unavailable"}}`,
        ),
      );
      c.every(c.tf + 20000, c.end, 30000, (t) =>
        c.emit(t, o, "warn", `Oban queue :sms backing off, ${c.r.int(100, 900)} jobs retryable`),
      );
    },
  },
  // ---------------------------------------------------------------- unknown
  {
    category: "unknown",
    estate: "glacier",
    origin: "zamboni-tracker",
    hints: ["exit", "unknown", "crash", "restart", "exited"],
    severity: "medium",
    note: "zamboni-tracker starts exiting with status 1 a few seconds after every start, with nothing in its own output to say why; booking-api reports resurface-time lookups refused.",
    fail: { frac: 0.9, status: 502, mode: "refused" },
    script: (c, o) => {
      c.silence(o, c.tf, c.end);
      c.every(c.tf, c.end, 25000, (t) => {
        c.emit(t, o, "info", "zamboni-tracker 0.19.4 starting");
        c.emit(t + 3000, o, "error", "zamboni-tracker exited with status 1 (not expected), restarting in 10s");
      });
    },
  },
  {
    category: "unknown",
    estate: "pebble",
    origin: "score_feed",
    hints: ["exit", "unknown", "crash", "restart"],
    severity: "medium",
    note: "score_feed keeps dying and restarting without writing any error (only its start-up banner repeats every ~45 s), so club_portal's live pages get connection refused; the callers' errors and the repeated banners are the only signs.",
    fail: { frac: 0.85, status: 502, mode: "refused" },
    script: (c, o) => {
      c.silence(o, c.tf, c.end);
      c.every(c.tf, c.end, 45000, (t) => {
        c.emit(t, o, "info", "score_feed 1.4.0 starting (go1.22.9)");
        c.emit(t + 300, o, "info", "listening on :8080, 6 camera relays configured");
      });
    },
  },
  {
    category: "unknown",
    estate: "frostline",
    origin: "pricing",
    hints: ["500", "internal", "unknown", "server error"],
    severity: "medium",
    note: "pricing starts answering 500 for most baskets and logs only a bare 'Internal Server Error' without a trace; frontdesk reports checkout and session pages failing with 500 from pricing.",
    fail: {
      frac: 0.7,
      status: 500,
      mode: "status",
      originSays: (c, t) =>
        c.emit(t, "pricing", "error", `"POST /price HTTP/1.1" 500 Internal Server Error (${c.r.int(3, 20)}ms)`),
    },
    script: () => {},
  },
  {
    category: "unknown",
    estate: "northpond",
    origin: "pay-tills",
    hints: ["exit", "unknown", "crash", "stopped", "terminated"],
    severity: "high",
    note: "pay-tills' host stops unexpectedly again and again with an unexplained exit code 0xE0434352 and no exception logged; till payments stop and the kiosks' retries show as Envoy 503s.",
    fail: { frac: 0.9, status: 503, mode: "refused" },
    with: ["pay-gateway"],
    script: (c, o) => {
      c.silence(o, c.tf, c.end);
      c.every(c.tf, c.end, 40000, (t) => {
        c.emit(t, o, "error", "Application stopped unexpectedly, exit code 0xE0434352, restarting");
        c.emit(t + 6000, o, "info", "Now listening on: http://[::]:8080");
        c.emit(t + 6100, o, "info", "Application started. Press Ctrl+C to shut down.");
      });
    },
  },
];
