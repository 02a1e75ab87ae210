// Voltaro Charging (EV charging network): thirteen failures, one per category, across OCPP, OCPI and payments.
import type { Rng } from "./rng.js";
import { dotnet, java, node, python } from "./stacks.js";
import type { IncidentSpec } from "./types.js";

const cp = (r: Rng) => `NL*VLT*E${r.int(1000, 1400)}`;
const sess = (r: Rng) => `CS-${r.int(100000, 999999)}`;
const tag = (r: Rng) => r.hex(8).toUpperCase();

export const EV: IncidentSpec[] = [
  {
    estate: "ev",
    category: "authentication",
    origin: "ocpi-hub",
    hints: ["auth", "token", "401", "unauthorized", "credential"],
    severity: "medium",
    note: "ocpi-hub keeps using a superseded OCPI token for the eMSP, real-time authorize calls get 401 and roaming drivers are refused at the charge points.",
    emit: (c) => {
      const { r } = c;
      c.every(
        "ocpi-hub",
        "ERROR",
        2200,
        () =>
          `OCPI POST https://ocpi.emsp-partner.example/2.2.1/tokens/DE*EMP*${tag(r)}/authorize -> 401 Unauthorized {"status_code":2000,"status_message":"Unknown or expired token for party NL*VLT"} (credentials version 2.2.1)`,
      );
      c.every(
        "ocpi-hub",
        "WARN",
        40000,
        () =>
          "Credentials for party DE*EMP last exchanged 41 days ago; token C rotated by partner? (no handshake since)",
        { from: 20000 },
      );
      c.every(
        "ocpp-csms",
        "INFO",
        1800,
        () => `[${cp(r)}] Authorize idTag=${tag(r)} -> Invalid (roaming authorization failed)`,
        { from: 400 },
      );
      c.every(
        "driver-app-api",
        "WARN",
        6000,
        () => `roaming start refused for token DE-EMP-${r.int(100000, 999999)}: hub returned not_allowed`,
        { from: 3000, traced: true },
      );
    },
  },
  {
    estate: "ev",
    category: "authorization",
    origin: "billing-worker",
    hints: ["access", "denied", "permission", "forbidden", "403", "accessdenied"],
    severity: "medium",
    note: "billing-worker is denied PutObject on the invoices bucket, every invoice render task fails and receipt notifications are skipped.",
    emit: (c) => {
      const { r } = c;
      c.every(
        "billing-worker",
        "ERROR",
        4000,
        () =>
          `Task billing.tasks.render_invoice[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}] raised unexpected: ClientError('An error occurred (AccessDenied) when calling the PutObject operation: Access Denied')`,
        {
          stack: () =>
            python(
              r,
              [
                [
                  "/usr/local/lib/python3.12/site-packages/celery/app/trace.py",
                  "trace_task",
                  "R = retval = fun(*args, **kwargs)",
                ],
                ["/app/billing/tasks.py", "render_invoice", 'store.put(f"invoices/{inv.number}.pdf", pdf)'],
                [
                  "/usr/local/lib/python3.12/site-packages/botocore/client.py",
                  "_make_api_call",
                  "raise error_class(parsed_response, operation_name)",
                ],
              ],
              "botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: Access Denied",
            ),
        },
      );
      c.every(
        "notify-push",
        "WARN",
        9000,
        () => `[warning] receipt for ${sess(r)} skipped: invoice pdf not available`,
        { from: 15000 },
      );
    },
  },
  {
    estate: "ev",
    category: "database",
    origin: "charge-sessions",
    hints: ["database", "postgres", "too many clients", "connection", "jdbc", "sql"],
    severity: "high",
    note: "charge-sessions' Postgres refuses new connections (too many clients), so session starts fail and ocpp-csms and driver-app-api get 500s.",
    dampen: ["charge-sessions"],
    emit: (c) => {
      const { r } = c;
      c.every(
        "charge-sessions",
        "ERROR",
        2500,
        () => "o.h.engine.jdbc.spi.SqlExceptionHelper : FATAL: sorry, too many clients already",
        { to: 200000 },
      );
      c.every(
        "charge-sessions",
        "ERROR",
        3000,
        () => `c.v.sessions.SessionService : could not open session at ${cp(r)}`,
        {
          from: 1000,
          stack: () =>
            java(
              r,
              "org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
              [
                "org.springframework.orm.jpa.JpaTransactionManager.doBegin",
                "com.voltaro.sessions.SessionService.open",
                "com.voltaro.sessions.api.SessionController.start",
              ],
              [
                "org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
                "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication",
                "org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl",
              ],
            ),
        },
      );
      c.every(
        "ocpp-csms",
        "ERROR",
        1400,
        () =>
          `[${cp(r)}] StartTransaction forwarding failed: charge-sessions responded 500, replying idTagInfo.status=ConcurrentTx`,
        { from: 2000, traced: true },
      );
      c.every(
        "driver-app-api",
        "ERROR",
        900,
        () => `POST /v1/sessions/start 503 ${r.int(1000, 5000)}ms upstream=charge-sessions`,
        { from: 2500, ramp: true, traced: true },
      );
    },
  },
  {
    estate: "ev",
    category: "network",
    origin: "vehicle-link",
    hints: ["network", "reset", "connection", "tls", "handshake"],
    severity: "medium",
    note: "vehicle-link's connections to the car-maker API are reset and TLS handshakes stall, so state-of-charge polls fail and smart-charging falls back to defaults.",
    emit: (c) => {
      const { r } = c;
      c.every("vehicle-link", "ERROR", 1500, () =>
        r.chance(0.6)
          ? `soc poll failed: Get "https://api.oem-connect.example/v2/vehicles/${r.hex(10)}/charge_state": read tcp 10.20.3.14:${r.int(30000, 60000)}->52.28.16.9:443: read: connection reset by peer`
          : `soc poll failed: Get "https://api.oem-connect.example/v2/vehicles/${r.hex(10)}/charge_state": net/http: TLS handshake timeout`,
      );
      c.every(
        "vehicle-link",
        "WARN",
        20000,
        (i) => `oem-connect poll success rate ${Math.max(2, 40 - i * 6)}% over last 60s`,
        { from: 30000 },
      );
      c.every(
        "smart-charging",
        "WARN",
        8000,
        () =>
          `soc unknown for ${r.int(20, 180)} vehicles at ${r.pick(["AMS-ZUID", "UTR-CS", "RTM-WEST"])}, using default 11 kW profile`,
        { from: 20000 },
      );
    },
  },
  {
    estate: "ev",
    category: "timeout",
    origin: "smart-charging",
    hints: ["timeout", "time limit", "timed out", "deadline"],
    severity: "medium",
    note: "smart-charging's load optimiser keeps hitting its solver time limit, profile requests from ocpp-csms time out and sites fall back to static limits.",
    emit: (c) => {
      const { r } = c;
      c.every(
        "smart-charging",
        "ERROR",
        5000,
        () =>
          `optimise site=${r.pick(["AMS-ZUID", "UTR-CS", "RTM-WEST", "EHV-HTC"])} failed: asyncio.TimeoutError after 10.0s (solver CBC status=Not Solved, ${r.int(300, 480)} connectors)`,
      );
      c.every(
        "smart-charging",
        "WARN",
        7000,
        () => `solve queue depth ${r.int(10, 60)}, oldest request ${r.int(15, 90)}s`,
        { from: 10000 },
      );
      c.every(
        "ocpp-csms",
        "WARN",
        2200,
        () =>
          `[${cp(r)}] charging profile request to smart-charging timed out after 15000 ms, leaving TxDefaultProfile`,
        { from: 15000, ramp: true },
      );
    },
  },
  {
    estate: "ev",
    category: "rate_limiting",
    origin: "notify-push",
    hints: ["rate", "quota", "429", "resource_exhausted", "limit"],
    severity: "medium",
    note: "notify-push exceeds its FCM send quota, pushes fail with 429 RESOURCE_EXHAUSTED and the push queue backs up.",
    emit: (c) => {
      const { r } = c;
      c.every(
        "notify-push",
        "ERROR",
        900,
        () =>
          `[error] FCM send failed for ${r.hex(10)}: 429 {"error":{"code":429,"message":"Quota exceeded for quota metric 'Send requests' and limit 'Send requests per minute' of service 'fcm.googleapis.com'","status":"RESOURCE_EXHAUSTED"}}`,
      );
      c.every(
        "notify-push",
        "WARN",
        12000,
        (i) => `[warning] push queue depth ${1200 + i * r.int(300, 700)}, backoff ${Math.min(64, 2 ** (i + 1))}s`,
        { from: 15000 },
      );
      c.every(
        "charge-sessions",
        "WARN",
        20000,
        () => `c.v.sessions.Notifier : session notification enqueue took ${r.int(800, 4000)}ms`,
        { from: 60000 },
      );
    },
  },
  {
    estate: "ev",
    category: "validation",
    origin: "ocpp-csms",
    hints: ["validation", "formationviolation", "schema", "invalid", "payload"],
    severity: "medium",
    note: "ocpp-csms rejects MeterValues from charge points on a new firmware with FormationViolation (schema validation, logged at WARN), so sessions get no energy readings.",
    emit: (c) => {
      const { r } = c;
      c.every(
        "ocpp-csms",
        "WARN",
        700,
        () =>
          `[NL*VLT*E1${r.int(200, 260)}] CALLERROR FormationViolation for MeterValues: $.meterValue[0].sampledValue[0].value: integer found, string expected (fw=6.1.0)`,
      );
      c.every(
        "charge-sessions",
        "WARN",
        6000,
        () => `c.v.sessions.MeterWatch : no meter values for session ${sess(r)} in 10m, billing on estimate`,
        { from: 60000 },
      );
      c.every("billing-worker", "WARN", 20000, () => `rate_session ${sess(r)}: energy estimated (no meter values)`, {
        from: 90000,
      });
    },
  },
  {
    estate: "ev",
    category: "null_reference",
    origin: "driver-app-api",
    hints: ["typeerror", "null", "cannot read", "undefined"],
    severity: "medium",
    note: "driver-app-api's nearby-locations endpoint crashes with a TypeError on a location whose evses are null, so the map fails to load in the app.",
    emit: (c) => {
      const { r } = c;
      c.every(
        "driver-app-api",
        "ERROR",
        1000,
        () => `GET /v1/locations/nearby?lat=52.${r.int(30, 40)}&lon=4.${r.int(80, 99)} 500 ${r.int(30, 90)}ms`,
        {
          traced: true,
          stack: () =>
            node(r, "TypeError: Cannot read properties of null (reading 'filter')", [
              "availableConnectors (/srv/app/build/locations/mapper.js#)",
              "Array.map (<anonymous>)",
              "toNearbyDto (/srv/app/build/locations/mapper.js#)",
              "async LocationsController.nearby (/srv/app/build/locations/controller.js#)",
            ]),
        },
      );
      c.every("ocpi-hub", "INFO", 60000, () => "Location NL*VLT*L0412 updated from CPO push (evses: null)", {
        from: -20000,
        to: -10000,
      });
    },
  },
  {
    estate: "ev",
    category: "configuration",
    origin: "tariff-svc",
    hints: ["config", "currency", "invalid", "setting", "env"],
    severity: "high",
    note: "tariff-svc restarts with TARIFF_DEFAULT_CURRENCY set to an invalid code, tariff resolution fails for every session and charge-sessions and billing cannot price them.",
    emit: (c) => {
      const { r, t0 } = c;
      c.ev(
        t0 - 2000,
        "tariff-svc",
        "INFO",
        "tariff-svc 3.12.0 starting (config: TARIFF_DEFAULT_CURRENCY=EURO, CACHE_TTL=60s)",
      );
      c.every(
        "tariff-svc",
        "ERROR",
        2000,
        () =>
          `tariff resolve failed session=${sess(r)}: default currency "EURO" from TARIFF_DEFAULT_CURRENCY is not a valid ISO 4217 code`,
      );
      c.every(
        "charge-sessions",
        "ERROR",
        1500,
        () => `c.v.sessions.TariffClient : tariff lookup for ${sess(r)} failed: tariff-svc responded 500`,
        { from: 500, traced: true },
      );
      c.every(
        "billing-worker",
        "WARN",
        5000,
        () => `Task billing.tasks.rate_session[${r.hex(8)}] retry: Retry in 30s: TariffUnavailable()`,
        { from: 30000 },
      );
    },
  },
  {
    estate: "ev",
    category: "dependency",
    origin: "payment-terminals",
    hints: ["503", "unavailable", "acquirer", "circuit", "dependency"],
    severity: "high",
    note: "The card acquirer starts answering 503, payment-terminals' circuit opens and ad-hoc card sessions at charge points cannot be pre-authorised.",
    emit: (c) => {
      const { r, t0 } = c;
      c.every(
        "payment-terminals",
        "WARN",
        1200,
        (i) =>
          `Execution attempt. Source: 'acquirer-pipeline//Retry', Operation Key: 'preauth', Result: '503', Handled: 'True', Attempt: '${i % 3}', Execution Time: ${r.int(100, 900)}.${r.int(0, 9)}ms`,
        { to: 45000 },
      );
      c.ev(
        t0 + 45000,
        "payment-terminals",
        "ERROR",
        "Circuit breaker 'acquirer-pipeline' opened: 503 (Service Unavailable) from https://api.acquirer.example/v71/payments",
      );
      c.every("payment-terminals", "ERROR", 2000, () => `Pre-authorization failed terminal=T-${r.int(100, 400)}`, {
        from: 46000,
        stack: () =>
          dotnet(r, "Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.", [
            "Voltaro.Payments.Acquirer.AcquirerClient.PreauthAsync(PreauthRequest req, CancellationToken ct)",
            "Voltaro.Payments.Terminals.TerminalSessionHandler.HandleAsync(TerminalEvent ev)",
          ]),
      });
      c.every(
        "ocpp-csms",
        "WARN",
        5000,
        () => `[${cp(r)}] ad-hoc payment start refused: payment-terminals preauth failed`,
        { from: 30000 },
      );
    },
  },
  {
    estate: "ev",
    category: "memory",
    origin: "ocpi-hub",
    hints: ["memory", "out of memory", "nomemoryerror", "workerkiller", "oom"],
    severity: "high",
    note: "ocpi-hub's Puma workers bloat until PumaWorkerKiller and NoMemoryError take them down in a loop, so roaming partners and charge-sessions see 502s.",
    emit: (c) => {
      const { r } = c;
      c.every(
        "ocpi-hub",
        "WARN",
        9000,
        () =>
          `PumaWorkerKiller: Out of memory. 4 workers consuming total: ${r.int(3905, 4200)}.${r.int(0, 9)} mb out of max: 3900.0 mb. Sending TERM to pid ${r.int(200, 400)} consuming ${r.int(1000, 1300)}.${r.int(0, 9)} mb.`,
      );
      c.every(
        "ocpi-hub",
        "INFO",
        9000,
        (i) => `[${r.int(200, 400)}] - Worker ${i % 4} (PID: ${r.int(400, 900)}) booted in 3.${r.int(1, 9)}s, phase: 0`,
        { from: 4000 },
      );
      c.every("ocpi-hub", "ERROR", 20000, () => "NoMemoryError (failed to allocate memory):", {
        from: 30000,
        stack: () => [
          "app/services/location_snapshot.rb:88:in `to_json'",
          "app/controllers/ocpi/locations_controller.rb:21:in `index'",
        ],
      });
      c.every(
        "charge-sessions",
        "WARN",
        3000,
        () => `c.v.sessions.OcpiPublisher : session push to ocpi-hub failed: 502 Bad Gateway`,
        { from: 20000, traced: true },
      );
    },
  },
  {
    estate: "ev",
    category: "disk",
    origin: "ocpp-csms",
    hints: ["disk", "space", "no space", "ioexception", "storage"],
    severity: "high",
    note: "ocpp-csms's message journal volume fills up, appends fail with 'No space left on device' and it answers StartTransaction with InternalError.",
    emit: (c) => {
      const { r } = c;
      c.every(
        "ocpp-csms",
        "ERROR",
        1500,
        () => "c.v.ocpp.journal.MessageJournal : journal append failed, rejecting CALL",
        {
          stack: () =>
            java(r, "java.io.IOException: No space left on device", [
              "java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
              "java.base/sun.nio.ch.FileChannelImpl.write(FileChannelImpl.java:286)",
              "com.voltaro.ocpp.journal.MessageJournal.append(MessageJournal.java:112)",
              "com.voltaro.ocpp.ws.OcppEndpoint.onMessage(OcppEndpoint.java:77)",
            ]),
        },
      );
      c.every("ocpp-csms", "WARN", 1600, () => `[${cp(r)}] CALLERROR InternalError sent for StartTransaction`, {
        from: 500,
      });
      c.every(
        "charge-sessions",
        "WARN",
        5000,
        () => `c.v.sessions.SessionService : start pending at ${cp(r)} for 60s, no transaction from csms`,
        { from: 40000 },
      );
      c.every(
        "driver-app-api",
        "WARN",
        4000,
        () => `POST /v1/sessions/start 202 but no session confirmation within 60s`,
        { from: 40000 },
      );
    },
  },
  {
    estate: "ev",
    category: "unknown",
    origin: "charge-sessions",
    hints: ["unavailable", "restart", "upstream", "unknown", "crash"],
    severity: "high",
    note: "charge-sessions stops logging and restarts repeatedly without saying why, while callers see Envoy upstream resets and 'no healthy upstream'.",
    silence: [{ svc: "charge-sessions" }],
    emit: (c) => {
      const { r, t0 } = c;
      for (let t = t0 + 50000; t < c.end; t += r.int(70000, 100000)) {
        c.ev(
          t,
          "charge-sessions",
          "INFO",
          "c.v.sessions.ChargeSessionsApplication : Starting ChargeSessionsApplication v8.3.0 using Java 21.0.2 with PID 1",
        );
        c.ev(
          t + 11000,
          "charge-sessions",
          "INFO",
          "c.v.sessions.ChargeSessionsApplication : Started ChargeSessionsApplication in 10.84 seconds",
        );
      }
      c.every(
        "ocpp-csms",
        "ERROR",
        1500,
        () =>
          `[${cp(r)}] StartTransaction forwarding failed: upstream connect error or disconnect/reset before headers. reset reason: connection termination`,
        { from: 1000, traced: true },
      );
      c.every(
        "driver-app-api",
        "ERROR",
        1000,
        () => `POST /v1/sessions/start 503 ${r.int(2, 40)}ms upstream=charge-sessions body="no healthy upstream"`,
        { from: 2000, ramp: true, traced: true },
      );
    },
  },
];
