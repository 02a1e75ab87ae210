// Marquee & Sawdust Ticketing (kebab-case, Envoy, W3C trace ids): one incident per category.

import { pgDate } from "./ids.js";
import type { IncidentDef } from "./incident-types.js";
import { s } from "./incident-types.js";
import { goPanic, javaStack, nodeStack, SPRING_WEB } from "./stacks.js";

const tid = (c: { rng: { hex(n: number): string } }) => ({ trace_id: c.rng.hex(32), span_id: c.rng.hex(16) });

export const MARQUEE_INCIDENTS: IncidentDef[] = [
  {
    estate: "marquee",
    origin: "patron-auth",
    category: "authentication",
    hints: ["invalid_client", "credential", "client authentication", "auth"],
    sev: "high",
    note: "patron-auth's client secret at the hosted identity provider was rotated there but not here, so every login exchange fails and patrons cannot sign in to buy tickets.",
    write: (c) => {
      c.line(c.at, "patron-auth", "WARN", "idp token exchange failed", {
        attrs: {
          ...tid(c),
          idp: "login.idcloud.example",
          status: 401,
          error: "invalid_client",
          error_description:
            "Client authentication failed (e.g., unknown client, no client authentication included, or unsupported authentication method).",
        },
      });
      c.every("patron-auth", c.at + 500, c.t1, 9000, () => ({
        level: "WARN",
        msg: "idp token exchange failed",
        attrs: { ...tid(c), idp: "login.idcloud.example", status: 401, error: "invalid_client" },
      }));
      c.every("box-office-web", c.at + 800, c.t1, 1200, () => ({
        level: "ERROR",
        msg: "login callback failed",
        attrs: {
          ...tid(c),
          upstream: "patron-auth",
          status: 502,
          err: "POST http://patron-auth:8443/login returned 502 Bad Gateway",
        },
      }));
      c.every("envoy-edge", c.at + 800, c.t1, 1500, (t) => {
        c.edge(t, "patron-auth", 502, { path: "POST /login", durMs: c.rng.int(90, 400) });
        return null;
      });
    },
  },
  {
    estate: "marquee",
    origin: "payment-bridge",
    category: "authorization",
    hints: ["forbidden", "403", "access denied", "permission", "role"],
    sev: "high",
    note: "A new access policy loaded into payment-bridge no longer grants ticket-checkout's service identity the authorise role, so every card authorisation is refused with 403.",
    write: (c) => {
      c.line(
        c.at - s(20),
        "payment-bridge",
        "INFO",
        "[policy-watcher] c.m.pay.security.PolicyStore : Loaded access policy v42 (14 bindings, 3 removed)",
      );
      c.every("payment-bridge", c.at, c.t1, 6000, () => ({
        level: "WARN",
        msg: `${c.ids("payment-bridge").tag}[http-nio-8080-exec-${c.rng.int(1, 40)}] c.m.pay.security.PolicyEnforcer : Access denied: principal spiffe://msaw/ns/boxoffice/sa/ticket-checkout lacks role payments.authorize (policy v42)`,
      }));
      c.every("ticket-checkout", c.at + 200, c.t1, 1400, () => ({
        level: "ERROR",
        msg: `${c.ids("ticket-checkout").tag}[http-nio-8080-exec-${c.rng.int(1, 40)}] c.m.checkout.PaymentClient : Card authorisation failed for order MS-${c.rng.int(10000, 99999)}`,
        stack: javaStack(
          'org.springframework.web.client.HttpClientErrorException$Forbidden: 403 Forbidden: "{"error":"forbidden","detail":"role payments.authorize required"}"',
          [
            "org.springframework.web.client.HttpClientErrorException.create(HttpClientErrorException.java:109)",
            "org.springframework.web.client.DefaultResponseErrorHandler.handleError(DefaultResponseErrorHandler.java:183)",
            "com.marquee.checkout.payment.PaymentClient.authorise(PaymentClient.java:77)",
            "com.marquee.checkout.OrderService.confirm(OrderService.java:203)",
            ...SPRING_WEB.slice(0, 3),
          ],
        ),
      }));
      c.every("box-office-web", c.at + 400, c.t1, 2500, () => ({
        level: "ERROR",
        msg: "checkout confirm failed",
        attrs: { ...tid(c), upstream: "ticket-checkout", status: 500 },
      }));
    },
  },
  {
    estate: "marquee",
    origin: "ledger-db",
    category: "database",
    hints: ["read-only", "read only", "standby", "recovery", "database"],
    sev: "high",
    note: "The ledger-db primary restarted as a standby after a botched maintenance switchover, so every order write fails with 'cannot execute INSERT in a read-only transaction'.",
    write: (c) => {
      const pid = () => c.rng.int(1000, 9999);
      c.line(c.at, "ledger-db", "INFO", `${pgDate(c.at)} [1] LOG:  received fast shutdown request`);
      c.line(c.at + 40, "ledger-db", "INFO", `${pgDate(c.at + 40)} [1] LOG:  aborting any active transactions`);
      c.line(c.at + 900, "ledger-db", "INFO", `${pgDate(c.at + 900)} [1] LOG:  database system is shut down`);
      c.silence("ledger-db", c.at, c.at + 5100);
      c.line(
        c.at + 4200,
        "ledger-db",
        "INFO",
        `${pgDate(c.at + 4200)} [1] LOG:  starting PostgreSQL 16.4 on x86_64-pc-linux-gnu`,
      );
      c.line(c.at + 4600, "ledger-db", "INFO", `${pgDate(c.at + 4600)} [${pid()}] LOG:  entering standby mode`);
      c.line(
        c.at + 5100,
        "ledger-db",
        "INFO",
        `${pgDate(c.at + 5100)} [1] LOG:  database system is ready to accept read-only connections`,
      );
      c.every("ledger-db", c.at + 6000, c.t1, 7000, (t) => ({
        level: "ERROR",
        msg: `${pgDate(t)} [${pid()}] ERROR:  cannot execute INSERT in a read-only transaction`,
        stack: `${pgDate(t)} [${pid()}] STATEMENT:  insert into orders (basket_id, performance_id, total_pence, status) values ($1, $2, $3, $4)`,
      }));
      c.every("ticket-checkout", c.at + 6000, c.t1, 1300, () => ({
        level: "ERROR",
        msg: `${c.ids("ticket-checkout").tag}[http-nio-8080-exec-${c.rng.int(1, 40)}] o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() for servlet [dispatcherServlet] threw exception`,
        stack: javaStack(
          "org.springframework.dao.InvalidDataAccessApiUsageException: could not execute statement [ERROR: cannot execute INSERT in a read-only transaction]",
          ["com.marquee.checkout.OrderService.place(OrderService.java:118)", ...SPRING_WEB],
          {
            head: "org.postgresql.util.PSQLException: ERROR: cannot execute INSERT in a read-only transaction",
            frames: ["org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)"],
          },
        ),
      }));
      c.every("ticket-checkout", c.at, c.at + 5500, 800, () => ({
        level: "WARN",
        msg: `[HikariPool-1 housekeeper] com.zaxxer.hikari.pool.PoolBase : HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${c.rng.hex(8)} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.`,
      }));
      c.every("envoy-edge", c.at + 6000, c.t1, 2000, (t) => {
        c.edge(t, "ticket-checkout", 500, { path: "POST /api/v2/orders" });
        return null;
      });
    },
  },
  {
    estate: "marquee",
    origin: "box-office-web",
    category: "network",
    hints: ["dns", "eai_again", "getaddrinfo", "resolve"],
    sev: "high",
    note: "box-office-web pods landed on a node whose DNS resolver stopped answering, so its calls to seat-map and ticket-checkout fail with getaddrinfo EAI_AGAIN and seat selection breaks.",
    write: (c) => {
      const hosts = ["seat-map.boxoffice.svc.cluster.local", "ticket-checkout.boxoffice.svc.cluster.local"];
      c.every("box-office-web", c.at, c.t1, 1600, () => {
        const h = c.rng.pick(hosts);
        return {
          level: "ERROR",
          msg: `upstream call failed: ${h}`,
          stack: nodeStack(`Error: getaddrinfo EAI_AGAIN ${h}`, [
            "GetAddrInfoReqWrap.onlookupall [as oncomplete] (node:dns:120:26)",
          ]),
          attrs: { ...tid(c), errno: -3001, code: "EAI_AGAIN", syscall: "getaddrinfo" },
        };
      });
      c.every("envoy-edge", c.at + 300, c.t1, 900, (t) => {
        c.edge(t, "box-office-web", c.rng.chance(0.7) ? 500 : 504, {
          path: "POST /basket/8812/seats",
          durMs: c.rng.int(5000, 10000),
        });
        return null;
      });
      c.slow("seat-map", c.at, c.t1, 0.35);
      c.slow("ticket-checkout", c.at, c.t1, 0.4);
    },
  },
  {
    estate: "marquee",
    origin: "show-calendar",
    category: "timeout",
    hints: ["timeout", "timed out", "deadline"],
    sev: "high",
    note: "show-calendar's calls to the venue capacity feed stopped answering in time, its request threads pile up on read timeouts, and seat-map's calls to it exceed their deadline so seat maps fail to load.",
    write: (c) => {
      c.every("show-calendar", c.at, c.t1, 7000, () => ({
        level: "WARN",
        msg: `${c.ids("show-calendar").tag}[http-nio-8080-exec-${c.rng.int(1, 200)}] c.m.calendar.CapacityClient : Capacity lookup slow, falling back to cache failed`,
        stack: javaStack("java.net.SocketTimeoutException: Read timed out", [
          "java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)",
          "java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)",
          "org.apache.hc.core5.http.impl.io.SessionInputBufferImpl.fillBuffer(SessionInputBufferImpl.java:149)",
          "com.marquee.calendar.capacity.CapacityClient.fetch(CapacityClient.java:64)",
        ]),
      }));
      c.every("seat-map", c.at + 2000, c.t1, 1100, () => ({
        level: "ERROR",
        msg: "performance lookup failed",
        attrs: {
          ...tid(c),
          upstream: "show-calendar",
          err: 'Get "http://show-calendar:8080/api/performances?id=4471": context deadline exceeded (Client.Timeout exceeded while awaiting headers)',
        },
      }));
      c.every("envoy-edge", c.at + 2000, c.t1, 1400, (t) => {
        c.edge(t, "seat-map", 504, { path: "GET /v1/performances/4471/seats", durMs: 15000, flags: "UT" });
        return null;
      });
      c.slow("show-calendar", c.at, c.t1, 0.25);
    },
  },
  {
    estate: "marquee",
    origin: "notify-sender",
    category: "rate_limiting",
    hints: ["429", "rate limit", "too many requests", "throttl"],
    sev: "medium",
    note: "notify-sender's bulk show-reminder run exceeded the email provider's send rate, so it is answered with 429 and order confirmations queue up behind retries.",
    write: (c) => {
      c.line(c.at - s(30), "notify-sender", "INFO", "show-reminder batch started", {
        attrs: { recipients: 18422, performance: 5521 },
      });
      c.every("notify-sender", c.at, c.t1, 2500, () => ({
        level: "WARN",
        msg: "provider send throttled",
        attrs: {
          ...tid(c),
          provider: "mailrelay",
          status: 429,
          body: "Too Many Requests: 600 messages/minute exceeded",
          retry_after: 60,
        },
      }));
      c.every("notify-sender", c.at + s(60), c.t1, 9000, () => ({
        level: "ERROR",
        msg: "order-confirmed delivery gave up after 5 attempts",
        attrs: { ...tid(c), job: "order-confirmed", attempt: 5, status: 429 },
      }));
      c.every("ticket-checkout", c.at + s(90), c.t1, 15000, () => ({
        level: "WARN",
        msg: `${c.ids("ticket-checkout").tag}[task-${c.rng.int(1, 8)}] c.m.checkout.ConfirmationPublisher : Confirmation queue depth ${c.rng.int(900, 4000)} above 500`,
      }));
    },
  },
  {
    estate: "marquee",
    origin: "ticket-checkout",
    category: "validation",
    hints: ["validation", "postcode", "422", "constraint", "invalid"],
    sev: "high",
    note: "A ticket-checkout release tightened the billing postcode rule so valid UK postcodes with a space or lower case are refused with 422, and most orders cannot be placed.",
    write: (c) => {
      c.line(
        c.at - s(40),
        "ticket-checkout",
        "INFO",
        "[main] o.s.b.StartupInfoLogger : Started TicketCheckoutApplication v4.18.0 in 9.4 seconds (process running for 10.1)",
      );
      c.every("ticket-checkout", c.at, c.t1, 4000, () => ({
        level: "WARN",
        msg: `${c.ids("ticket-checkout").tag}[http-nio-8080-exec-${c.rng.int(1, 40)}] .w.s.m.s.DefaultHandlerExceptionResolver : Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public com.marquee.checkout.api.OrderResponse com.marquee.checkout.api.OrderController.place(com.marquee.checkout.api.OrderRequest): [Field error in object 'orderRequest' on field 'billing.postcode': rejected value [${c.rng.pick(["sw1a 1aa", "M1 1AE", "EH8 8DX", "b33 8th", "CR2 6XH"])}]; codes [Pattern.orderRequest.billing.postcode]; default message [must match "^[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2}$"]] ]`,
      }));
      c.every("box-office-web", c.at + 100, c.t1, 1500, () => ({
        level: "ERROR",
        msg: "order submission rejected by ticket-checkout",
        attrs: { ...tid(c), status: 422, basket: c.rng.hex(12) },
      }));
      c.every("envoy-edge", c.at + 100, c.t1, 1800, (t) => {
        c.edge(t, "ticket-checkout", 422, { path: "POST /api/v2/orders" });
        return null;
      });
    },
  },
  {
    estate: "marquee",
    origin: "seat-map",
    category: "null_reference",
    hints: ["nil pointer", "nil", "panic", "null"],
    sev: "high",
    note: "seat-map panics on a nil pointer for performances with the new accessible-seating layout (a section without rows), so their seat maps return 500.",
    write: (c) => {
      c.every("seat-map", c.at, c.t1, 5000, () => ({
        level: "ERROR",
        msg: `http: panic serving 10.40.${c.rng.int(10, 30)}.${c.rng.int(2, 250)}:${c.rng.int(30000, 60000)}: runtime error: invalid memory address or nil pointer dereference`,
        stack: goPanic(c.rng, `[signal SIGSEGV: segmentation violation code=0x1 addr=0x28 pc=0x${c.rng.hex(6)}]\n`, [
          ["github.com/marquee/seatmap/internal/layout.(*Section).RowCount(...)", "/src/internal/layout/section.go:41"],
          [
            "github.com/marquee/seatmap/internal/layout.Render(0xc000" + c.rng.hex(6) + ", 0x1157)",
            "/src/internal/layout/render.go:112",
          ],
          [
            "github.com/marquee/seatmap/internal/api.(*Handler).Seats(0xc0001" +
              c.rng.hex(5) +
              ", {0x" +
              c.rng.hex(6) +
              ", 0xc000" +
              c.rng.hex(6) +
              "}, 0xc000" +
              c.rng.hex(6) +
              ")",
            "/src/internal/api/seats.go:67",
          ],
        ]),
      }));
      c.every("box-office-web", c.at + 100, c.t1, 1800, () => ({
        level: "ERROR",
        msg: "seat map unavailable",
        attrs: { ...tid(c), upstream: "seat-map", status: 502, err: "socket hang up", performance: 1157 },
      }));
      c.every("envoy-edge", c.at + 100, c.t1, 2500, (t) => {
        c.edge(t, "seat-map", 502, { path: "GET /v1/performances/1157/seats", flags: "UC" });
        return null;
      });
    },
  },
  {
    estate: "marquee",
    origin: "wallet-pass",
    category: "configuration",
    hints: ["config", "enoent", "missing", "certificate path", "env"],
    sev: "medium",
    note: "A wallet-pass release points PASS_SIGNER_CERT at a path that is not mounted, so it crash-loops on start and no mobile wallet passes are issued.",
    write: (c) => {
      c.silence("wallet-pass", c.at);
      for (let t = c.at; t < c.t1; t += c.rng.int(25000, 70000)) {
        c.line(t, "wallet-pass", "INFO", "npm start: wallet-pass@2.9.0 node /app/dist/server.js");
        c.line(t + 700, "wallet-pass", "ERROR", "failed to load pass signer", {
          stack: nodeStack("Error: ENOENT: no such file or directory, open '/etc/passkit/signer-2026.pem'", [
            "Object.openSync (node:fs:573:18)",
            "Object.readFileSync (node:fs:452:35)",
            "loadSigner (/app/dist/signing.js:14:23)",
            "Object.<anonymous> (/app/dist/server.js:22:16)",
          ]),
          attrs: { env: "PASS_SIGNER_CERT", value: "/etc/passkit/signer-2026.pem" },
        });
      }
      c.every("ticket-checkout", c.at + 2000, c.t1, 3000, () => ({
        level: "WARN",
        msg: `${c.ids("ticket-checkout").tag}[task-${c.rng.int(1, 8)}] c.m.checkout.PassIssuer : Wallet pass request failed, will retry: I/O error on POST request for "http://wallet-pass:3100/passes": Connection refused`,
      }));
      c.every("box-office-web", c.at + 2000, c.t1, 6000, () => ({
        level: "ERROR",
        msg: "add-to-wallet failed",
        attrs: { ...tid(c), upstream: "wallet-pass", err: "connect ECONNREFUSED 10.40.22.19:3100" },
      }));
    },
  },
  {
    estate: "marquee",
    origin: "payment-bridge",
    category: "dependency",
    hints: ["acquirer", "503", "circuit", "unavailable", "upstream"],
    sev: "high",
    note: "The card acquirer payment-bridge talks to answers 503 Service Unavailable, its circuit breaker opens and ticket purchases fail.",
    write: (c) => {
      c.every("payment-bridge", c.at, c.at + s(45), 1500, () => ({
        level: "WARN",
        msg: `${c.ids("payment-bridge").tag}[http-nio-8080-exec-${c.rng.int(1, 40)}] c.m.pay.AcquirerClient : Acquirer returned 503 Service Unavailable for auth request (x-acquirer-trace ${c.rng.hex(12)})`,
      }));
      c.line(
        c.at + s(45),
        "payment-bridge",
        "WARN",
        "[resilience4j-circuitbreaker] i.g.r.c.i.CircuitBreakerStateMachine : CircuitBreaker 'acquirer' changed state from CLOSED to OPEN",
      );
      c.every("payment-bridge", c.at + s(46), c.t1, 8000, () => ({
        level: "ERROR",
        msg: `${c.ids("payment-bridge").tag}[http-nio-8080-exec-${c.rng.int(1, 40)}] c.m.pay.AuthorizeController : Authorisation not attempted`,
        stack: javaStack(
          "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'acquirer' is OPEN and does not permit further calls",
          [
            "io.github.resilience4j.circuitbreaker.CallNotPermittedException.createCallNotPermittedException(CallNotPermittedException.java:48)",
            "com.marquee.pay.AcquirerClient.authorise(AcquirerClient.java:91)",
          ],
        ),
      }));
      c.every("ticket-checkout", c.at + 500, c.t1, 1100, () => ({
        level: "ERROR",
        msg: `${c.ids("ticket-checkout").tag}[http-nio-8080-exec-${c.rng.int(1, 40)}] c.m.checkout.PaymentClient : payment-bridge answered 502 Bad Gateway for order MS-${c.rng.int(10000, 99999)}, retry ${c.rng.int(1, 3)}/3`,
      }));
      c.every("envoy-edge", c.at + 500, c.t1, 1600, (t) => {
        c.edge(t, "ticket-checkout", 502, { path: "POST /api/v2/orders/771/confirm" });
        return null;
      });
    },
  },
  {
    estate: "marquee",
    origin: "ticket-checkout",
    category: "memory",
    hints: ["outofmemory", "heap", "memory", "oom"],
    sev: "high",
    note: "ticket-checkout exhausts its Java heap caching whole seat maps per basket during an on-sale, GC thrashes, then OutOfMemoryError and the pod is OOM-killed and restarts.",
    write: (c) => {
      c.every("ticket-checkout", c.at, c.at + s(120), 9000, (_t, i) => ({
        level: "WARN",
        msg: `[G1 Conc#0] gc : GC(${4410 + i}) Pause Young (Normal) (G1 Evacuation Pause) ${1480 + i * 2}M->${1460 + i * 2}M(1536M) ${c.rng.int(600, 2400)}.${c.rng.int(100, 999)}ms`,
      }));
      c.line(
        c.at + s(125),
        "ticket-checkout",
        "ERROR",
        `[http-nio-8080-exec-31] o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() for servlet [dispatcherServlet] threw exception`,
        {
          stack: javaStack("java.lang.OutOfMemoryError: Java heap space", [
            "java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
            "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
            "com.marquee.checkout.basket.SeatSnapshotCache.put(SeatSnapshotCache.java:58)",
            ...SPRING_WEB.slice(0, 3),
          ]),
        },
      );
      c.line(
        c.at + s(127),
        "ticket-checkout",
        "ERROR",
        "[G1 Conc#0] gc : GC(4466) Pause Full (G1 Compaction Pause) 1535M->1533M(1536M) 4120.551ms",
      );
      c.silence("ticket-checkout", c.at + s(130), c.at + s(175));
      c.down("ticket-checkout", c.at + s(120), c.at + s(180));
      c.line(
        c.at + s(176),
        "ticket-checkout",
        "INFO",
        "[main] o.s.b.StartupInfoLogger : Starting TicketCheckoutApplication v4.17.3 using Java 21.0.4 with PID 1",
      );
      c.every("ticket-checkout", c.at + s(200), c.t1, 12000, (_t, i) => ({
        level: "WARN",
        msg: `[G1 Conc#0] gc : GC(${90 + i}) Pause Young (Normal) (G1 Evacuation Pause) ${900 + i * 40}M->${880 + i * 40}M(1536M) ${c.rng.int(200, 900)}.${c.rng.int(100, 999)}ms`,
      }));
      c.every("box-office-web", c.at + s(60), c.t1, 1300, () => ({
        level: "ERROR",
        msg: "checkout request failed",
        attrs: {
          ...tid(c),
          upstream: "ticket-checkout",
          err: c.rng.pick([
            "ETIMEDOUT",
            "ECONNREFUSED",
            "socket hang up",
            "503 upstream connect error or disconnect/reset before headers",
          ]),
        },
      }));
      c.every("envoy-edge", c.at + s(60), c.t1, 1500, (t) => {
        c.edge(t, "ticket-checkout", c.rng.pick([503, 503, 504]), {
          path: "POST /api/v2/orders",
          flags: c.rng.pick(["UF", "UC", "UH", "UT"]),
        });
        return null;
      });
    },
  },
  {
    estate: "marquee",
    origin: "ledger-db",
    category: "disk",
    hints: ["no space", "disk", "wal", "full"],
    sev: "high",
    note: "ledger-db's WAL volume fills up (a stuck replication slot keeps old segments), Postgres PANICs on write and restarts into a loop, and order writes fail.",
    write: (c) => {
      c.every("ledger-db", c.at - s(240), c.at, 30000, (t) => ({
        level: "WARN",
        msg: `${pgDate(t)} [${c.rng.int(100, 999)}] WARNING:  replication slot "analytics_cdc" is inactive; retaining ${c.rng.int(180, 240)} WAL segments`,
      }));
      c.line(
        c.at,
        "ledger-db",
        "FATAL",
        `${pgDate(c.at)} [4412] PANIC:  could not write to file "pg_wal/xlogtemp.4412": No space left on device`,
      );
      c.line(
        c.at + 300,
        "ledger-db",
        "INFO",
        `${pgDate(c.at + 300)} [1] LOG:  WAL writer process (PID 4412) was terminated by signal 6: Aborted`,
      );
      c.line(
        c.at + 310,
        "ledger-db",
        "INFO",
        `${pgDate(c.at + 310)} [1] LOG:  terminating any other active server processes`,
      );
      c.silence("ledger-db", c.at);
      for (let t = c.at + s(20); t < c.t1; t += c.rng.int(40000, 80000)) {
        c.line(
          t,
          "ledger-db",
          "INFO",
          `${pgDate(t)} [1] LOG:  database system was interrupted; last known up at ${pgDate(c.at - 60000)}`,
        );
        c.line(
          t + 900,
          "ledger-db",
          "FATAL",
          `${pgDate(t + 900)} [1] PANIC:  could not write to file "pg_wal/xlogtemp.1": No space left on device`,
        );
      }
      c.every("ticket-checkout", c.at + 500, c.t1, 1200, () => ({
        level: "ERROR",
        msg: `${c.ids("ticket-checkout").tag}[http-nio-8080-exec-${c.rng.int(1, 40)}] o.h.engine.jdbc.spi.SqlExceptionHelper : ${c.rng.pick(["FATAL: the database system is in recovery mode", "Connection to ledger-db:5432 refused. Check that the hostname and port are correct and that the postmaster is accepting TCP/IP connections.", "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=0, active=0, idle=0, waiting=12)"])}`,
      }));
      c.every("seat-map", c.at + 500, c.t1, 2500, () => ({
        level: "ERROR",
        msg: "hold persist failed",
        attrs: {
          ...tid(c),
          err: "failed to connect to `user=seatmap database=ledger`: 10.40.9.4:5432 (ledger-db): dial error: dial tcp 10.40.9.4:5432: connect: connection refused",
        },
      }));
      c.every("envoy-edge", c.at + 500, c.t1, 2000, (t) => {
        c.edge(t, "ticket-checkout", 500, { path: "POST /api/v2/orders" });
        return null;
      });
    },
  },
  {
    estate: "marquee",
    origin: "patron-auth",
    category: "unknown",
    hints: ["crash", "restart", "unavailable", "exit", "unknown"],
    sev: "high",
    note: "patron-auth starts crash-looping with no error of its own (it just stops after its start line), Envoy finds no healthy upstream and logins fail.",
    write: (c) => {
      c.silence("patron-auth", c.at);
      c.down("patron-auth", c.at);
      for (let t = c.at + s(8); t < c.t1; t += c.rng.int(30000, 80000)) {
        c.line(t, "patron-auth", "INFO", "starting", {
          attrs: { version: "3.4.1", commit: "9c1e2f0", listen: ":8443" },
        });
        c.line(t + 120, "patron-auth", "INFO", "loaded signing keys", { attrs: { kids: 2 } });
      }
      c.every("envoy-edge", c.at + 200, c.t1, 900, (t) => {
        c.edge(t, "patron-auth", 503, { path: "POST /oauth/token", flags: "UH", durMs: 0 });
        return null;
      });
      c.every("box-office-web", c.at + 200, c.t1, 1700, () => ({
        level: "ERROR",
        msg: "token refresh failed",
        attrs: { ...tid(c), upstream: "patron-auth", status: 503, body: "no healthy upstream" },
      }));
    },
  },
];
