// The eight failures of quiet79, one per category, each as its own software logs it and as its callers see it.
import { driver, loadId, truck } from "./estates.js";
import type { Window } from "./stream.js";

export interface Failure {
  estate: "haulmark" | "ridgeline" | "dockline" | "prairie";
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  run: (w: Window, start: number) => void;
}

const javaFrames = (frames: string[]) => frames.map((f) => `\tat ${f}`);

export const FAILURES: readonly Failure[] = [
  {
    estate: "haulmark",
    origin: "load-matcher",
    category: "timeout",
    hints: ["timeout", "deadline", "timed out"],
    severity: "medium",
    note: "load-matcher's scoring runs start exceeding their 2s deadline (logged only as warnings) and the load board and tender router time out calling it, with retries",
    run: (w, s) => {
      w.quiet.set("load-matcher", { from: s, keep: 0.15 });
      w.poisson(
        1.3,
        (t) => {
          const r = w.rng;
          const id = w.id();
          const l = loadId(r);
          if (r.chance(0.4))
            w.add(
              t,
              "load-matcher",
              "WARN",
              `scoring workers busy: waited ${r.int(900, 1990)}ms for a slot (pool=16 queued=${r.int(40, 220)})`,
              { trace: id },
            );
          w.add(
            t + 2000,
            "load-matcher",
            "WARN",
            `match run load=${l} abandoned after 2000ms: context deadline exceeded (scored ${r.int(0, 12)}/${r.int(60, 300)})`,
            { trace: id },
          );
          w.add(
            t + 2004,
            "loadboard-api",
            "ERROR",
            `POST /v3/loads/${l}/match 504 2004ms - upstream load-matcher timed out`,
            { trace: id },
          );
          for (let a = 2; a <= 3; a++)
            w.add(
              t + 2004 * a + 50,
              "loadboard-api",
              "WARN",
              `retrying match for ${l} (attempt ${a}/3) after TimeoutError: timeout of 2000ms exceeded`,
              { trace: id },
            );
        },
        s,
        w.end,
      );
      w.poisson(
        0.25,
        (t) => {
          w.add(
            t,
            "tender-router",
            "ERROR",
            `c.h.tender.AutoMatchClient : auto-match for ${loadId(w.rng)} failed, falling back to manual queue`,
            {
              stack: [
                'org.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://load-matcher:8080/v1/match": Read timed out',
                ...javaFrames([
                  "org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)",
                  "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:895)",
                  "org.springframework.web.client.RestTemplate.postForObject(RestTemplate.java:472)",
                  "com.haulmark.tender.match.AutoMatchClient.requestMatch(AutoMatchClient.java:58)",
                  "com.haulmark.tender.TenderService.award(TenderService.java:131)",
                ]),
                "Caused by: java.net.SocketTimeoutException: Read timed out",
                ...javaFrames([
                  "java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)",
                  "java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:304)",
                  "java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)",
                ]),
                "\t... 41 common frames omitted",
              ],
            },
          );
        },
        s + 5000,
        w.end,
      );
    },
  },
  {
    estate: "ridgeline",
    origin: "eld-ingest",
    category: "network",
    hints: ["network", "route", "reset", "unreachable", "dns", "connection"],
    severity: "high",
    note: "the node under eld-ingest loses its network path: its own calls to Kafka, Redis and DNS fail with no-route and resets, its ping lines stop, and dispatch and HOS report trucks going dark",
    run: (w, s) => {
      w.quiet.set("eld-ingest", { from: s, keep: 0.03 });
      const self = "10.43.2.17";
      w.poisson(
        0.9,
        (t) => {
          const r = w.rng;
          const m = r.pick([
            `level=error msg="produce failed" topic=pings err="dial tcp 10.43.8.21:9092: connect: no route to host"`,
            `level=error msg="produce failed" topic=pings err="write tcp ${self}:${r.int(40000, 60000)}->10.43.8.22:9092: write: connection reset by peer"`,
            `level=error msg="dedupe cache unavailable" err="dial tcp: lookup redis-pings.fleet.svc.cluster.local on 10.96.0.10:53: read udp ${self}:${r.int(30000, 60000)}->10.96.0.10:53: i/o timeout"`,
            `level=error msg="hos forward failed" err="Post \\"http://hos-engine:8000/v1/duty-events\\": dial tcp 10.43.5.9:8000: connect: no route to host"`,
          ]);
          w.add(t, "eld-ingest", "ERROR", m);
        },
        s,
        w.end,
      );
      w.poisson(
        1.6,
        (t) => {
          const r = w.rng;
          w.add(
            t,
            "telematics-bridge",
            r.chance(0.7) ? "WARN" : "ERROR",
            r.chance(0.5)
              ? `W forwarder: POST http://eld-ingest:8080/v1/pings failed: Connection reset by peer (errno 104), retry ${r.int(1, 5)}/5, spool=${r.int(2000, 40000)}`
              : `E forwarder: connect to eld-ingest:8080 timed out after 3000 ms, spooling ${r.int(100, 900)} msgs to disk`,
          );
        },
        s + 2000,
        w.end,
      );
      w.poisson(
        0.6,
        (t) =>
          w.add(
            t,
            "dispatch-board",
            "WARN",
            `no position from ${truck(w.rng)} for ${w.rng.int(3, 20)}m (last fix on I-${w.rng.pick([35, 40, 44, 70])})`,
          ),
        s + 120000,
        w.end,
      );
      w.poisson(
        0.2,
        (t) =>
          w.add(
            t,
            "hos-engine",
            "ERROR",
            `ERROR hos.stream: no duty events received for ${w.rng.int(120, 600)}s from eld-ingest; clocks for ${w.rng.int(150, 380)} drivers are stale`,
          ),
        s + 90000,
        w.end,
      );
    },
  },
  {
    estate: "dockline",
    origin: "edi-x12-in",
    category: "disk",
    hints: ["disk", "space", "enospc", "no space", "volume"],
    severity: "high",
    note: "the staging volume of edi-x12-in fills up; inbound 856 files can no longer be written, ASNs stop arriving and the dock side warns about missing ASNs",
    run: (w, s) => {
      w.add(
        s - 150000,
        "edi-x12-in",
        "WARN",
        "c.d.edi.StagingStore : /data/edi usage 93% (18.6G of 20G), archive job behind by 2 days",
      );
      w.add(s - 60000, "edi-x12-in", "WARN", "c.d.edi.StagingStore : /data/edi usage 98% (19.6G of 20G)");
      w.quiet.set("edi-x12-in", { from: s, keep: 0.2 });
      w.quiet.set("asn-processor", { from: s + 30000, keep: 0.5 });
      w.every(
        9000,
        (t) => {
          const f = `856_${w.rng.pick(["WALMRT", "TARGETDC", "KROGERLOG"])}_${w.rng.int(100000, 999999)}.x12`;
          w.add(
            t,
            "edi-x12-in",
            "ERROR",
            `c.d.edi.SftpPoller : failed to stage /inbound/${f}, leaving it on the server`,
            {
              stack: [
                "java.io.IOException: No space left on device",
                ...javaFrames([
                  "java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
                  "java.base/sun.nio.ch.FileDispatcherImpl.write(FileDispatcherImpl.java:62)",
                  "java.base/sun.nio.ch.IOUtil.writeFromNativeBuffer(IOUtil.java:132)",
                  "java.base/sun.nio.ch.IOUtil.write(IOUtil.java:97)",
                  "java.base/sun.nio.ch.FileChannelImpl.write(FileChannelImpl.java:285)",
                  "com.dockline.edi.stage.StagingStore.write(StagingStore.java:77)",
                  "com.dockline.edi.SftpPoller.poll(SftpPoller.java:142)",
                ]),
              ],
            },
          );
        },
        s,
        w.end,
      );
      w.every(
        60000,
        (t) =>
          w.add(
            t,
            "edi-x12-in",
            "ERROR",
            "ERROR in ch.qos.logback.core.rolling.RollingFileAppender[FILE] - IO failure in appender java.io.IOException: No space left on device",
          ),
        s + 20000,
        w.end,
      );
      w.poisson(
        0.25,
        (t) =>
          w.add(
            t,
            "dock-scheduler",
            "WARN",
            `c.d.sched.ReceivingPlan : APT-${w.rng.int(300000, 399999)} arriving in ${w.rng.int(20, 90)} min has no ASN; door plan uses PO quantities`,
          ),
        s + 120000,
        w.end,
      );
      w.every(
        60000,
        (t) =>
          w.add(
            t,
            "asn-processor",
            "ERROR",
            `ERROR:asn.watch:no ASN received for ${w.rng.int(6, 30)} booked appointments in the last 10 min`,
          ),
        s + 180000,
        w.end,
      );
    },
  },
  {
    estate: "prairie",
    origin: "load-tender-svc",
    category: "database",
    hints: ["database", "connection", "jdbc", "too many clients", "postgres", "sql", "pool"],
    severity: "high",
    note: "load-tender-svc's Postgres refuses new connections (too many clients); the Hikari pool times out, tenders fail with 500 and quote-engine retries them",
    run: (w, s) => {
      w.quiet.set("load-tender-svc", { from: s, keep: 0.1 });
      w.poisson(
        0.5,
        (t) => {
          w.add(t, "load-tender-svc", "WARN", "o.h.engine.jdbc.spi.SqlExceptionHelper : SQL Error: 0, SQLState: 53300");
          w.add(
            t + 1,
            "load-tender-svc",
            "ERROR",
            "o.h.engine.jdbc.spi.SqlExceptionHelper : FATAL: sorry, too many clients already",
          );
        },
        s,
        w.end,
      );
      w.poisson(
        0.8,
        (t) => {
          const r = w.rng;
          w.add(
            t,
            "load-tender-svc",
            "ERROR",
            `o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction]`,
            {
              stack: [
                `java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=${r.int(3, 6)}, active=${r.int(3, 6)}, idle=0, waiting=${r.int(20, 80)})`,
                ...javaFrames([
                  "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
                  "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
                  "com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:128)",
                  "org.hibernate.engine.jdbc.connections.internal.DatasourceConnectionProviderImpl.getConnection(DatasourceConnectionProviderImpl.java:122)",
                  "com.prairie.tender.TenderController.accept(TenderController.java:64)",
                ]),
                "Caused by: org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
                ...javaFrames([
                  "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
                  "org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
                ]),
                "\t... 88 common frames omitted",
              ],
            },
          );
          for (let a = 0; a < 3; a++)
            w.add(
              t + 30 + a * 1500,
              "quote-engine",
              a < 2 ? "WARN" : "ERROR",
              a < 2
                ? "WARNING urllib3.connectionpool: Retrying (Retry(total=1, connect=None, read=None, redirect=None, status=2)) after connection broken by 'ResponseError('too many 500 error responses')': /tenders"
                : `ERROR quote.tender: tender for ${loadId(r)} not placed: 500 Server Error: Internal Server Error for url: http://load-tender-svc:8080/tenders`,
            );
        },
        s + 3000,
        w.end,
      );
    },
  },
  {
    estate: "haulmark",
    origin: "rate-con-svc",
    category: "configuration",
    hints: ["config", "keyerror", "esign_account_id", "environment", "setting"],
    severity: "high",
    note: "a new rate-con-svc release boots without the ESIGN_ACCOUNT_ID setting; every rate confirmation fails with KeyError and tender-router reports 500s and retries",
    run: (w, s) => {
      w.add(s - 20000, "rate-con-svc", "INFO", "[1] [INFO] Starting gunicorn 22.0.0");
      w.add(s - 19000, "rate-con-svc", "INFO", "[1] [INFO] Listening at: http://0.0.0.0:8000 (1) release=v4.9.0");
      w.add(s - 18000, "rate-con-svc", "INFO", "[9] [INFO] Booting worker with pid: 9");
      w.quiet.set("rate-con-svc", { from: s, keep: 0 });
      w.poisson(
        0.6,
        (t) => {
          const r = w.rng;
          const id = w.id();
          const l = loadId(r);
          w.add(t, "rate-con-svc", "ERROR", "Exception on /api/v1/confirmations [POST]", {
            trace: id,
            stack: [
              "Traceback (most recent call last):",
              '  File "/app/.venv/lib/python3.12/site-packages/flask/app.py", line 1473, in wsgi_app',
              "    response = self.full_dispatch_request()",
              '  File "/app/.venv/lib/python3.12/site-packages/flask/app.py", line 882, in full_dispatch_request',
              "    rv = self.handle_user_exception(e)",
              '  File "/app/rate_con/api.py", line 88, in create_confirmation',
              "    envelope = esign.create_envelope(pdf, signer)",
              '  File "/app/rate_con/esign.py", line 41, in create_envelope',
              '    account_id = os.environ["ESIGN_ACCOUNT_ID"]',
              "                 ~~~~~~~~~~^^^^^^^^^^^^^^^^^^^^",
              '  File "<frozen os>", line 714, in __getitem__',
              "KeyError: 'ESIGN_ACCOUNT_ID'",
            ],
          });
          w.add(
            t + 5,
            "rate-con-svc",
            "INFO",
            `172.20.0.1 - - "POST /api/v1/confirmations HTTP/1.1" 500 265 "-" "tender-router/5.2"`,
            { trace: id },
          );
          for (let a = 1; a <= 3; a++)
            w.add(
              t + 20 + (a - 1) * 4000,
              "tender-router",
              a < 3 ? "WARN" : "ERROR",
              a < 3
                ? `c.h.tender.RateConClient : POST http://rate-con-svc:8000/api/v1/confirmations -> 500 INTERNAL SERVER ERROR for ${l}, retry ${a}/3 in 4s`
                : `c.h.tender.TenderService : tender ${l} stuck in AWARDED_PENDING_RC: rate confirmation failed after 3 attempts (500 from rate-con-svc)`,
              { trace: id },
            );
        },
        s,
        w.end,
      );
    },
  },
  {
    estate: "ridgeline",
    origin: "fuelcard-auth",
    category: "dependency",
    hints: ["503", "unavailable", "processor", "circuit", "fleetpay", "upstream"],
    severity: "high",
    note: "the external fuel card processor starts answering 503; fuelcard-auth logs the vendor errors and opens its circuit breaker while drivers at the pump get 502s and the app retries",
    run: (w, s) => {
      const open: [number, number][] = [];
      let t = s + 35000;
      while (t < w.end) {
        w.add(
          t,
          "fuelcard-auth",
          "WARN",
          "i.g.r.c.i.CircuitBreakerStateMachine : Event STATE_TRANSITION published: CircuitBreaker 'fleetpay' changed state from CLOSED to OPEN",
        );
        open.push([t, t + 60000]);
        w.add(
          t + 60000,
          "fuelcard-auth",
          "INFO",
          "i.g.r.c.i.CircuitBreakerStateMachine : Event STATE_TRANSITION published: CircuitBreaker 'fleetpay' changed state from OPEN to HALF_OPEN",
        );
        t += 64000;
      }
      const isOpen = (x: number) => open.some(([a, b]) => x >= a && x < b);
      w.quiet.set("fuelcard-auth", { from: s, keep: 0.05 });
      w.poisson(
        0.9,
        (x) => {
          const r = w.rng;
          const card = `****${r.int(1000, 9999)}`;
          if (isOpen(x)) {
            w.add(
              x,
              "fuelcard-auth",
              "ERROR",
              `c.r.fuel.AuthController : auth failed card=${card} unit=${truck(r)}: io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'fleetpay' is OPEN and does not permit further calls`,
            );
          } else {
            w.add(
              x,
              "fuelcard-auth",
              "ERROR",
              `c.r.fuel.ProcessorClient : authorization request failed for card=${card}`,
              {
                stack: [
                  'org.springframework.web.client.HttpServerErrorException$ServiceUnavailable: 503 Service Unavailable: "{"error":"upstream_unavailable","message":"Authorization host temporarily unavailable"}"',
                  ...javaFrames([
                    "org.springframework.web.client.HttpServerErrorException.create(HttpServerErrorException.java:116)",
                    "org.springframework.web.client.DefaultResponseErrorHandler.handleError(DefaultResponseErrorHandler.java:183)",
                    "org.springframework.web.client.RestTemplate.handleResponse(RestTemplate.java:942)",
                    "com.ridgeline.fuel.processor.FleetPayClient.authorize(FleetPayClient.java:92)",
                    "com.ridgeline.fuel.AuthController.authorize(AuthController.java:47)",
                  ]),
                ],
              },
            );
          }
          const n = r.int(2, 4);
          for (let a = 1; a <= n; a++) {
            w.add(
              x + 300 + a * 900,
              "driver-app-bff",
              "WARN",
              `fuel authorize failed (attempt ${a}/${n}), retrying: AxiosError: Request failed with status code 502`,
            );
            w.add(x + 320 + a * 900, "driver-app-bff", "INFO", `POST /api/fuel/authorize 502 ${r.int(40, 900)}ms`);
          }
          if (r.chance(0.3))
            w.add(x + 4000, "driver-app-bff", "ERROR", "AxiosError: Request failed with status code 502", {
              stack: [
                "    at settle (/app/node_modules/axios/dist/node/axios.cjs:2019:12)",
                "    at IncomingMessage.handleStreamEnd (/app/node_modules/axios/dist/node/axios.cjs:3135:11)",
                "    at IncomingMessage.emit (node:events:531:35)",
                "    at endReadableNT (node:internal/streams/readable:1696:12)",
                "    at process.processTicksAndRejections (node:internal/process/task_queues:82:21)",
                "    at async FuelService.authorize (/app/dist/fuel/fuel.service.js:48:21)",
              ],
            });
        },
        s,
        w.end,
      );
      w.poisson(
        0.05,
        (x) =>
          w.add(
            x,
            "dispatch-board",
            "WARN",
            `driver ${driver(w.rng)} reports fuel card declined at pump, ${w.rng.int(2, 5)} attempts`,
          ),
        s + 60000,
        w.end,
      );
    },
  },
  {
    estate: "dockline",
    origin: "slot-optimizer",
    category: "memory",
    hints: ["memory", "oom", "allocate", "memoryerror", "sigkill"],
    severity: "high",
    note: "slot-optimizer's solver allocates a cost matrix too large for its 4 GiB limit; workers die with MemoryError and SIGKILL in a loop while dock-scheduler and appt-api fail bookings",
    run: (w, s) => {
      w.add(
        s - 40000,
        "slot-optimizer",
        "WARN",
        "WARNING:slot_optimizer.solver:carrier set for DFW2 grew to 7950 (was 1210), matrix 1440x40x7950",
      );
      w.quiet.set("slot-optimizer", { from: s, keep: 0.1, probes: true });
      let t = s;
      let pid = 23;
      while (t < w.end) {
        w.add(
          t,
          "slot-optimizer",
          "WARN",
          `WARNING:slot_optimizer.health:rss ${(3.5 + w.rng.next() * 0.4).toFixed(2)}GiB of 4.00GiB limit`,
        );
        w.add(t + 4000, "slot-optimizer", "ERROR", "ERROR:slot_optimizer.solver:solve failed for dc=DFW2", {
          stack: [
            "Traceback (most recent call last):",
            '  File "/app/slot_optimizer/solver.py", line 212, in solve',
            "    cost = np.zeros((n_slots, n_doors, n_carriers), dtype=np.float64)",
            "           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
            "numpy._core._exceptions._ArrayMemoryError: Unable to allocate 3.41 GiB for an array with shape (1440, 40, 7950) and data type float64",
          ],
        });
        w.add(
          t + 9000,
          "slot-optimizer",
          "ERROR",
          `[ERROR] Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`,
        );
        pid += w.rng.int(3, 9);
        w.add(t + 9300, "slot-optimizer", "INFO", `[INFO] Booting worker with pid: ${pid}`);
        t += w.rng.int(20000, 35000);
      }
      w.poisson(
        0.7,
        (x) => {
          const r = w.rng;
          const id = w.id();
          w.add(
            x,
            "dock-scheduler",
            "ERROR",
            `c.d.sched.OptimizerClient : slot-optimizer call failed: I/O error on POST request for "http://slot-optimizer:8000/solve": Unexpected end of file from server`,
            { trace: id },
          );
          w.add(
            x + 10,
            "appt-api",
            "ERROR",
            `fail: Dockline.Api.AppointmentsController[0] booking failed: upstream dock-scheduler returned 502 Bad Gateway`,
            { trace: id },
          );
          w.add(
            x + 12,
            "appt-api",
            "INFO",
            `Request finished HTTP/1.1 POST http://appt-api/v2/appointments - 502 - application/problem+json ${(r.next() * 400 + 200).toFixed(4)}ms`,
            { trace: id },
          );
          if (r.chance(0.5))
            w.add(
              x + 15,
              "carrier-portal",
              "WARN",
              `method=POST path=/appointments format=html controller=AppointmentsController action=create status=502 duration=${r.int(300, 900)}.11`,
              { trace: id },
            );
        },
        s + 2000,
        w.end,
      );
    },
  },
  {
    estate: "prairie",
    origin: "pay-runs",
    category: "authentication",
    hints: ["authentication", "password", "credential", "28p01", "login"],
    severity: "high",
    note: "pay-runs can no longer log in to its Postgres (password authentication failed for its app user); settlement batches stop and detention-tracker's charge posts fail",
    run: (w, s) => {
      w.quiet.set("pay-runs", { from: s, keep: 0.05 });
      w.poisson(
        0.35,
        (t) => {
          w.add(
            t,
            "pay-runs",
            "ERROR",
            "fail: Microsoft.EntityFrameworkCore.Database.Connection[20004] An error occurred using the connection to database 'payruns' on server 'tcp://pg-pay.pfw-prod.svc:5432'.",
          );
          w.add(t + 2, "pay-runs", "ERROR", "fail: Prairie.Pay.SettlementWorker[0] settlement batch aborted", {
            stack: [
              'Npgsql.PostgresException (0x80004005): 28P01: password authentication failed for user "payruns_app"',
              "   at Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
              "   at Npgsql.Internal.NpgsqlConnector.AuthenticateSASLSha256Plus(String username, Boolean async, CancellationToken cancellationToken)",
              "   at Npgsql.Internal.NpgsqlConnector.Authenticate(String username, NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)",
              "   at Npgsql.Internal.NpgsqlConnector.Open(NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)",
              "   at Npgsql.PoolingDataSource.OpenNewConnector(NpgsqlConnection conn, NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)",
              "   at Prairie.Pay.SettlementWorker.ExecuteAsync(CancellationToken stoppingToken) in /src/Prairie.Pay/SettlementWorker.cs:line 57",
              "  Exception data:",
              "    Severity: FATAL",
              "    SqlState: 28P01",
              '    MessageText: password authentication failed for user "payruns_app"',
            ],
          });
        },
        s,
        w.end,
      );
      w.poisson(
        0.3,
        (t) => {
          const r = w.rng;
          w.add(
            t,
            "pay-runs",
            "INFO",
            `Request finished HTTP/1.1 POST http://pay-runs:8080/api/charges/detention - 500 0 - ${r.int(30, 120)}.5512ms`,
          );
          w.add(
            t + 20,
            "detention-tracker",
            "ERROR",
            `DetentionChargeJob failed for stop ${r.int(100000, 199999)}: Faraday::ServerError: the server responded with status 500 (POST http://pay-runs:8080/api/charges/detention)`,
            {
              stack: [
                "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/response/raise_error.rb:38:in `on_complete'",
                "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/middleware.rb:18:in `block in call'",
                "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/rack_builder.rb:152:in `build_response'",
                "/app/app/jobs/detention_charge_job.rb:22:in `perform'",
              ],
            },
          );
          w.add(
            t + 40,
            "detention-tracker",
            "WARN",
            `Retrying DetentionChargeJob in ${r.pick([3, 18, 83])} seconds, due to a Faraday::ServerError.`,
          );
        },
        s + 4000,
        w.end,
      );
    },
  },
];
