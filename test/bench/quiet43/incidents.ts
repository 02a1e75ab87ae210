// The eight failures of quiet43, one per category, each written as the services involved really log it.
import { access } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import { add, type Scn, svcOf, tid } from "./stream.js";

export interface Incident {
  estate: string;
  originRole: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** writes the failure from true time t0 on; rate = baseline lines per second */
  run: (s: Scn, t0: number, rate: number) => void;
}

/** Poisson-ish lines at perSec from a to b. */
function every(s: Scn, a: number, b: number, perSec: number, fn: (t: number, r: Rng) => void): void {
  const step = 1000 / Math.max(perSec, 0.01);
  for (let t = a + s.r.next() * step; t < b; t += step * (0.3 + s.r.next() * 1.4)) fn(t, s.r);
}

const put = (s: Scn, role: string, t: number, lv: Level, msg: string, stack?: string[], trace?: string) =>
  add(s, t, svcOf(s, role).name, lv, msg, stack, trace);

export const INCIDENTS: Incident[] = [
  {
    estate: "boxline",
    originRole: "holds",
    category: "database",
    hints: ["connection", "database", "jdbc", "postgres", "sql", "pool", "hikari"],
    severity: "high",
    note: "hold-manager's Postgres runs out of connection slots; HikariCP times out and checkout and the edge return 503s",
    run: (s, t0, rate) => {
      s.silent.set(svcOf(s, "holds").name, t0);
      put(
        s,
        "holds",
        t0,
        "warn",
        "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@6f1c2a3b (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
      );
      every(s, t0 + 2000, s.end, rate * 0.03, (t, r) => {
        put(
          s,
          "holds",
          t,
          "error",
          "HikariPool-1 - Exception during pool initialization of new connection: FATAL: remaining connection slots are reserved for non-replication superuser connections",
        );
        if (r.chance(0.5)) {
          const trace = tid(s);
          put(
            s,
            "holds",
            t + 30,
            "error",
            `Request processing failed for POST /holds [trace=${trace ?? "-"}]`,
            [
              "org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
              "\tat org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)",
              "\tat com.boxline.holds.HoldService.createHold(HoldService.java:88)",
              "Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=64)",
              "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
              "\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
              "\t... 41 common frames omitted",
              "Caused by: org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
              "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
            ],
            trace,
          );
          put(
            s,
            "checkout",
            t + 400,
            "error",
            `hold request failed: upstream hold-manager responded 503 after 30012ms (order draft D-${r.digits(7)})`,
            undefined,
            trace,
          );
          put(
            s,
            "gw",
            t + 420,
            "warn",
            access("go", r, "POST", `/v2/events/EV${r.digits(5)}/holds`, 503, r.int(30000, 30100)),
            undefined,
            trace,
          );
        }
      });
      every(s, t0 + 40000, s.end, rate * 0.08, (t, r) => {
        put(
          s,
          "checkout",
          t,
          "warn",
          `upstream hold-manager 503 Service Unavailable, retry ${r.int(1, 3)}/3 in ${r.int(100, 800)}ms`,
        );
        if (r.chance(0.3))
          put(s, "queue", t + 50, "warn", "admission paused: downstream error rate 38% > 20% (hold-manager)");
      });
    },
  },
  {
    estate: "stagedoor",
    originRole: "seats",
    category: "timeout",
    hints: ["timeout", "deadline", "timed out", "slow"],
    severity: "medium",
    note: "inventory-core's availability recompute starts overrunning its 5s deadline (it only warns); order-svc and box-office-web time out calling it",
    run: (s, t0, rate) => {
      every(s, t0, s.end, rate * 0.04, (t, r) => {
        put(
          s,
          "seats",
          t,
          "warn",
          `availability recompute for EV${r.digits(5)} took ${r.int(5100, 9800)}ms, exceeding request deadline 5000ms; request abandoned (sections=${r.int(40, 120)})`,
        );
      });
      every(s, t0 + 5000, s.end, rate * 0.03, (t, r) => {
        put(
          s,
          "checkout",
          t,
          "error",
          `pricing order draft D-${r.digits(7)} failed: I/O error on GET request for "http://inventory-core:8080/v3/availability": Read timed out`,
          [
            'org.springframework.web.client.ResourceAccessException: I/O error on GET request for "http://inventory-core:8080/v3/availability": Read timed out',
            "\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:915)",
            "\tat live.stagedoor.orders.InventoryClient.availability(InventoryClient.java:57)",
            "\tat live.stagedoor.orders.OrderService.price(OrderService.java:132)",
            "Caused by: java.net.SocketTimeoutException: Read timed out",
            "\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)",
            "\t... 58 common frames omitted",
          ],
        );
      });
      every(s, t0 + 5000, s.end, rate * 0.1, (t, r) => {
        put(
          s,
          "gw",
          t,
          "error",
          `upstream inventory-core timed out after 5000ms (GET /v3/availability?event=EV${r.digits(5)}), retry ${r.int(1, 3)}/3`,
        );
        if (r.chance(0.4))
          put(
            s,
            "gw",
            t + 20,
            "warn",
            access("node", r, "GET", `/events/EV${r.digits(5)}/seats`, 504, r.int(15000, 15100)),
          );
        if (r.chance(0.2))
          put(
            s,
            "holds",
            t + 40,
            "warn",
            `inventory lookup failed: context deadline exceeded (Client.Timeout exceeded while awaiting headers) event=EV${r.digits(5)}`,
          );
      });
    },
  },
  {
    estate: "hearthline",
    originRole: "ach",
    category: "dependency",
    hints: ["dependency", "upstream", "503", "unavailable", "processor", "circuit", "vendor", "northbridge"],
    severity: "high",
    note: "the external ACH processor (Northbridge Pay, not logging here) starts answering 503; ach-processor's breaker opens and rent payments fail",
    run: (s, t0, rate) => {
      s.silent.set(svcOf(s, "ach").name, t0);
      every(s, t0, t0 + 45000, rate * 0.05, (t, r) => {
        put(
          s,
          "ach",
          t,
          "error",
          `POST https://api.northbridgepay.com/v2/transfers: 503 Service Unavailable (x-nb-request-id=${r.hex(12)}) body="upstream maintenance"`,
        );
      });
      put(
        s,
        "ach",
        t0 + 45000,
        "warn",
        `circuit breaker "northbridge-transfers" state changed from closed to open (failures=25/40)`,
      );
      every(s, t0 + 45000, s.end, rate * 0.04, (t, r) => {
        const trace = tid(s);
        put(s, "ach", t, "error", `submit PMT-${r.digits(9)} failed: circuit breaker is open`, undefined, trace);
        put(
          s,
          "ledger",
          t + 30,
          "error",
          `fail: RentLedger.Payments.PaymentService[0] Payment PMT-${r.digits(9)} could not be submitted: ach-processor returned 503 Service Unavailable`,
          [
            "System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable).",
            "   at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
            "   at RentLedger.Payments.AchClient.SubmitAsync(Payment p, CancellationToken ct) in /src/RentLedger/Payments/AchClient.cs:line 61",
            "   at RentLedger.Payments.PaymentService.InitiateAsync(PaymentRequest req) in /src/RentLedger/Payments/PaymentService.cs:line 118",
          ],
          trace,
        );
        put(
          s,
          "portal",
          t + 60,
          "error",
          access("node", r, "POST", "/api/v1/payments", 502, r.int(200, 900)),
          undefined,
          trace,
        );
      });
      every(s, t0 + 50000, s.end, rate * 0.09, (t, r) => {
        put(
          s,
          "portal",
          t,
          "warn",
          `payment submit failed (502 from rent-ledger), client retry ${r.int(1, 4)} for unit ${r.pick(["MAPLE", "CEDAR", "ELM"])}-${r.int(101, 1422)}`,
        );
      });
    },
  },
  {
    estate: "oakrow",
    originRole: "ach",
    category: "configuration",
    hints: ["config", "routing", "route", "setting", "processor"],
    severity: "high",
    note: "payment-gw reloads a new routing table with a processor key renamed; every payment then fails with no route while rent-collect retries",
    run: (s, t0, rate) => {
      s.silent.set(svcOf(s, "ach").name, t0);
      put(
        s,
        "ach",
        t0,
        "info",
        `config reload: /etc/payment-gw/routing.yaml rev 418 applied (processors: card-v3, ach-nacha)`,
      );
      every(s, t0 + 800, s.end, rate * 0.05, (t, r) => {
        put(
          s,
          "ach",
          t,
          "error",
          `payment PMT-${r.digits(9)} rejected: no route for processor "ach-v2" (routing rev 418): key not found`,
        );
      });
      every(s, t0 + 1500, s.end, rate * 0.03, (t, r) => {
        put(s, "ledger", t, "error", `Rent payment for lease LS-${r.digits(6)} failed`, [
          `org.springframework.web.client.HttpServerErrorException$InternalServerError: 500 Internal Server Error: "{"error":"no route for processor ach-v2"}"`,
          "\tat org.springframework.web.client.HttpServerErrorException.create(HttpServerErrorException.java:102)",
          "\tat com.oakrow.rent.PaymentGatewayClient.charge(PaymentGatewayClient.java:74)",
          "\tat com.oakrow.rent.CollectionService.collect(CollectionService.java:143)",
        ]);
      });
      every(s, t0 + 2000, s.end, rate * 0.1, (t, r) => {
        put(
          s,
          "ledger",
          t,
          "warn",
          `Retrying payment-gw charge for LS-${r.digits(6)} (attempt ${r.int(2, 5)}/5) after 500`,
        );
        if (r.chance(0.3))
          put(s, "portal", t + 100, "error", `POST /api/payments -> 502 (rent-collect: payment not accepted)`);
      });
    },
  },
  {
    estate: "boxline",
    originRole: "barcode",
    category: "disk",
    hints: ["disk", "space", "enospc", "errno 28", "storage", "volume"],
    severity: "high",
    note: "barcode-issuer's PDF volume fills up; ticket issuance fails with ENOSPC and checkout and the mailer retry loudly",
    run: (s, t0, rate) => {
      s.silent.set(svcOf(s, "barcode").name, t0);
      put(s, "barcode", t0 - 90000, "warn", "disk usage /var/lib/barcode/pdf at 96% (threshold 90%)");
      every(s, t0, s.end, rate * 0.035, (t, r) => {
        const o = `O-${r.digits(8)}`;
        const trace = tid(s);
        put(
          s,
          "barcode",
          t,
          "error",
          `ticket render failed for order ${o}`,
          [
            "Traceback (most recent call last):",
            '  File "/app/barcode/render.py", line 142, in render_order',
            "    pdf.save(path)",
            '  File "/usr/local/lib/python3.12/site-packages/reportlab/pdfgen/canvas.py", line 1309, in save',
            "    self._doc.SaveToFile(self._filename, self)",
            '  File "/usr/local/lib/python3.12/site-packages/reportlab/pdfbase/pdfdoc.py", line 215, in SaveToFile',
            "    f.write(data)",
            `OSError: [Errno 28] No space left on device: '/var/lib/barcode/pdf/${o}.pdf'`,
          ],
          trace,
        );
        put(
          s,
          "checkout",
          t + 200,
          "error",
          `order ${o} paid but ticket issuance failed: barcode-issuer responded 500; order parked for re-issue`,
          undefined,
          trace,
        );
      });
      every(s, t0 + 20000, s.end, rate * 0.09, (t, r) => {
        put(
          s,
          "notify",
          t,
          "warn",
          `TicketDeliveryJob JID-${r.hex(24)} failed: Faraday::ServerError (the server responded with status 500 from barcode-issuer); retry ${r.int(1, 8)}/25`,
        );
      });
    },
  },
  {
    estate: "stagedoor",
    originRole: "scan",
    category: "memory",
    hints: ["memory", "outofmemory", "heap", "oom"],
    severity: "high",
    note: "scanner-sync's heap fills while loading a stadium manifest; it throws OutOfMemoryError, restarts and goes quiet while order-svc and ticket-issuer cannot push to it",
    run: (s, t0, rate) => {
      for (let i = 0; i < 6; i++)
        put(
          s,
          "scan",
          t0 + i * 7000,
          "warn",
          `[gc] GC(${4810 + i}) Pause Full (G1 Compaction Pause) 2046M->${2038 + i}M(2048M) ${s.r.int(1800, 4200)}.${s.r.int(100, 999)}ms`,
        );
      put(
        s,
        "scan",
        t0 + 45000,
        "error",
        'Exception in thread "manifest-loader-2" java.lang.OutOfMemoryError: Java heap space',
        [
          "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
          "\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)",
          "\tat live.stagedoor.scan.ManifestLoader.load(ManifestLoader.java:91)",
          "\tat live.stagedoor.scan.SyncJob.run(SyncJob.java:44)",
        ],
      );
      put(s, "scan", t0 + 46000, "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
      s.silent.set(svcOf(s, "scan").name, t0 + 46000);
      every(s, t0 + 47000, s.end, rate * 0.04, (t, r) => {
        put(
          s,
          "checkout",
          t,
          "error",
          `failed to push ${r.int(1, 8)} barcodes to scanner-sync for event EV${r.digits(5)}: I/O error on POST request for "http://scanner-sync:8080/manifest/delta": Connection refused`,
        );
      });
      every(s, t0 + 47000, s.end, rate * 0.07, (t, r) => {
        put(
          s,
          "barcode",
          t,
          "warn",
          `revocation push to scanner-sync failed (attempt ${r.int(1, 6)}): HTTPConnectionPool(host='scanner-sync', port=8080): Read timed out. (read timeout=10)`,
        );
      });
      for (let t = t0 + 100000; t < s.end; t += 90000) {
        put(s, "scan", t, "info", "Starting ScannerSyncApplication v3.8.2 using Java 17.0.11 with PID 1 (-Xmx2g)");
        put(s, "scan", t + 30000, "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
      }
    },
  },
  {
    estate: "hearthline",
    originRole: "docs",
    category: "authentication",
    hints: ["auth", "jwt", "token", "401", "unauthorized", "signature", "key"],
    severity: "medium",
    note: "doc-store keeps a stale JWKS after the identity provider's scheduled key rotation and rejects every signed token; lease-esign and the portal get 401s",
    run: (s, t0, rate) => {
      s.silent.set(svcOf(s, "docs").name, t0);
      every(s, t0, s.end, rate * 0.04, (t, r) => {
        put(
          s,
          "docs",
          t,
          "warn",
          `Bearer token rejected: An error occurred while attempting to decode the Jwt: Signed JWT rejected: Another algorithm expected, or no matching key(s) found (kid=hl-2026-11-${r.pick(["b", "b", "a"])})`,
        );
      });
      every(s, t0 + 30000, s.end, rate * 0.006, (t) => {
        put(
          s,
          "docs",
          t,
          "warn",
          "JWKS refresh skipped: rate limited (last refresh 14s ago), using cached key set with 1 key(s)",
        );
      });
      every(s, t0 + 2000, s.end, rate * 0.03, (t, r) => {
        const trace = tid(s);
        put(
          s,
          "esign",
          t,
          "error",
          `Faraday::UnauthorizedError: the server responded with status 401 (PUT http://doc-store:8080/v1/leases/${r.hex(8)}.pdf)`,
          [
            "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/response/raise_error.rb:24:in `on_complete'",
            "/app/app/services/lease_archiver.rb:31:in `store!'",
            "/app/app/jobs/archive_signed_lease_job.rb:9:in `perform'",
          ],
          trace,
        );
        put(
          s,
          "esign",
          t + 20,
          "warn",
          `ArchiveSignedLeaseJob will retry (attempt ${r.int(1, 10)}/25)`,
          undefined,
          trace,
        );
      });
      every(s, t0 + 2000, s.end, rate * 0.05, (t, r) => {
        put(s, "portal", t, "error", `GET /api/v1/documents/${r.hex(8)} -> 502: doc-store answered 401 Unauthorized`);
      });
    },
  },
  {
    estate: "oakrow",
    originRole: "wo",
    category: "unknown",
    hints: ["worker", "exit", "crash", "unavailable", "503", "unknown"],
    severity: "high",
    note: "maintenance-dispatch's gunicorn workers keep exiting with code 1 without a reason and it stops serving; pm-api returns 503s for work orders",
    run: (s, t0, rate) => {
      const wo = svcOf(s, "wo").name;
      s.silent.set(wo, t0);
      for (let t = t0; t < s.end; t += s.r.int(4000, 15000)) {
        add(s, t, wo, "error", `Worker (pid:${s.r.int(30, 900)}) exited with code 1`);
        if (s.r.chance(0.5)) add(s, t + 200, wo, "info", `Booting worker with pid: ${s.r.int(30, 900)}`);
      }
      add(s, t0 + 60000, wo, "error", "Worker failed to boot.");
      every(s, t0 + 3000, s.end, rate * 0.03, (t, r) => {
        put(
          s,
          "portal",
          t,
          "error",
          `Work order submit failed for unit ${r.pick(["MAPLE", "ELM", "BIRCH"])}-${r.int(101, 1422)}`,
          [
            `org.springframework.web.client.HttpServerErrorException$ServiceUnavailable: 503 Service Unavailable: "no healthy upstream"`,
            "\tat org.springframework.web.client.HttpServerErrorException.create(HttpServerErrorException.java:116)",
            "\tat com.oakrow.api.maintenance.DispatchClient.create(DispatchClient.java:52)",
            "\tat com.oakrow.api.maintenance.WorkOrderController.submit(WorkOrderController.java:77)",
          ],
        );
      });
      every(s, t0 + 3000, s.end, rate * 0.06, (t, r) => {
        put(s, "portal", t, "warn", `maintenance-dispatch unavailable (503), retry ${r.int(1, 3)}/3`);
        if (r.chance(0.2))
          put(s, "notify", t + 10, "warn", "no work-order events from maintenance-dispatch in the last 120s");
      });
    },
  },
];
