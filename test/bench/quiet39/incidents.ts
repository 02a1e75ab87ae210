// Eight failures, one per category, written the way each runtime and its callers really log them. The callers
// are often louder than the service where the trouble lives.
import { loanNo, mailbox, money, phone } from "./estates.js";
import { dotnetStack, javaStack, nodeStack, pyStack, rubyStack } from "./stacks.js";
import type { Ctx } from "./stream.js";

export interface IncidentKind {
  estate: string;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  run(c: Ctx, start: number, end: number): void;
}

export const INCIDENTS: IncidentKind[] = [
  {
    estate: "postwave",
    origin: "mta-relay",
    category: "disk",
    hints: ["disk", "space", "storage", "full", "enospc"],
    severity: "high",
    note: "the mail queue volume of mta-relay fills up; Postfix rejects submissions with 452 4.3.1 and the send orchestrator retries batches in a loop",
    run(c, start, end) {
      const r = c.r;
      c.dampen("mta-relay", start, end, 0.93);
      c.dampen("send-orchestrator", start, end, 0.7, /^(queued|dispatched)/);
      c.every(start - 120000, start, 30000, (t) =>
        c.emit(
          t,
          "mta-relay",
          "warn",
          `warning: not enough free space in mail queue: ${r.int(40, 90) * 1048576} bytes < 1.5*message size limit`,
        ),
      );
      c.poisson(start, end, 30, (t) => {
        const x = r.next();
        if (x < 0.45)
          c.emit(
            t,
            "mta-relay",
            "warn",
            `NOQUEUE: reject: MAIL from send-orchestrator[10.40.${r.int(1, 9)}.${r.int(2, 200)}]: 452 4.3.1 Insufficient system storage; proto=ESMTP helo=<send-orchestrator>`,
          );
        else if (x < 0.8)
          c.emit(
            t,
            "mta-relay",
            "error",
            `warning: ${r.hex(10).toUpperCase()}: write queue file: No space left on device`,
          );
        else
          c.emit(
            t,
            "mta-relay",
            "warn",
            `warning: not enough free space in mail queue: ${r.int(0, 4) * 262144} bytes < 1.5*message size limit`,
          );
      });
      c.poisson(start + 1500, end, 110, (t) => {
        const b = `b_${r.hex(8)}`;
        c.emit(
          t,
          "send-orchestrator",
          "error",
          `smtp submit batch ${b} to mta-relay:587 failed: 452 4.3.1 Insufficient system storage (attempt ${r.int(1, 8)}/8), requeue in ${r.pick([1, 2, 4, 8, 16])}s`,
          { trace: c.tid() },
        );
      });
      c.every(start + 60000, end, 30000, (t) =>
        c.emit(
          t,
          "send-orchestrator",
          "warn",
          `outbound queue growing: ${r.int(40, 300)}k pending, submit success 0.${r.int(0, 9)}% over 60s`,
        ),
      );
      c.poisson(start + 30000, end, 6, (t) =>
        c.emit(
          t,
          "campaign-scheduler",
          "warn",
          `campaign cmp_${r.hex(6)} batch enqueue delayed: send-orchestrator backlog above 100000, pausing 30s`,
        ),
      );
    },
  },
  {
    estate: "postwave",
    origin: "send-orchestrator",
    category: "configuration",
    hints: ["config", "pool", "routing", "not found", "unknown"],
    severity: "high",
    note: "a config reload of send-orchestrator ships a routing table without the shared IP pools; every transactional message fails pool lookup and the API returns 500s",
    run(c, start, end) {
      const r = c.r;
      c.emit(
        start - 1500,
        "send-orchestrator",
        "info",
        "config reload requested (SIGHUP); loading /etc/orchestrator/routing.yaml",
      );
      c.emit(
        start - 900,
        "send-orchestrator",
        "info",
        `routing config revision ${r.int(500, 600)} loaded: 3 pools [bulk-3 dedicated-114 warmup-4], 212 account overrides`,
      );
      c.dampen("send-orchestrator", start, end, 0.75);
      c.dampen("mta-relay", start + 5000, end, 0.6);
      c.dampen("app-api", start, end, 0.9, /^POST \/v3\/messages 202/);
      c.poisson(start, end, 55, (t) => {
        const tr = c.tid();
        const id = `msg_${r.hex(12)}`;
        const pool = r.pick(["shared-a", "shared-b"]);
        c.emit(
          t,
          "send-orchestrator",
          "error",
          `queue ${id}: resolve pool: ip pool "${pool}" not found in routing config (known: bulk-3, dedicated-114, warmup-4)`,
          { trace: tr },
        );
        c.emit(
          t + r.int(2, 15),
          "app-api",
          "error",
          `POST /v3/messages 500 ${r.int(20, 80)}ms account=acct_${r.hex(8)} id=${id}: send-orchestrator responded 500 Internal Server Error`,
          { trace: tr },
        );
      });
      c.poisson(start + 2000, end, 30, (t) =>
        c.emit(
          t,
          "campaign-scheduler",
          "error",
          `enqueue batch for cmp_${r.hex(6)} failed: HTTPStatusError: Server error '500 Internal Server Error' for url 'http://send-orchestrator:8080/v1/batches'; retry ${r.int(1, 5)}/5 in ${r.pick([2, 4, 8, 16])}s`,
        ),
      );
      c.poisson(start + 5000, end, 12, (t) =>
        c.emit(
          t,
          "app-api",
          "warn",
          `client ${r.pick(["relaybird-node", "shopnest-integration", "rivercrm"])} retrying POST /v3/messages after 500 (Idempotency-Key ${r.hex(16)})`,
        ),
      );
    },
  },
  {
    estate: "relaybird",
    origin: "carrier-connector",
    category: "authentication",
    hints: ["bind", "password", "authentication", "credential", "smpp", "invpaswd"],
    severity: "medium",
    note: "after the T-Mobile SMSC drops its sessions, carrier-connector cannot re-bind (ESME_RINVPASWD) and SMS to that route pile up in the router",
    run(c, start, end) {
      const r = c.r;
      c.dampen("carrier-connector", start, end, 1, /smsc-tmo-1/);
      c.dampen("sms-router", start, end, 1, /tmobile-us/);
      c.dampen("dlr-processor", start + 20000, end, 1, /tmobile-us|smsc-tmo-1/);
      c.emit(
        start,
        "carrier-connector",
        "warn",
        "received unbind from smsc-tmo-1 (system_id=rlybrd01), sessions 4 -> 0",
      );
      c.every(
        start + 2000,
        end,
        10000,
        (t) => {
          c.emit(
            t,
            "carrier-connector",
            "error",
            `bind_transceiver to smsc-tmo-1 (smpp.tmo-partner.example:2775) failed: command_status=0x0000000E ESME_RINVPASWD (Invalid Password) system_id=rlybrd01`,
          );
          if (r.chance(0.3))
            c.emit(
              t + 50,
              "carrier-connector",
              "warn",
              "rebind smsc-tmo-1 scheduled in 10s (attempt " + r.int(2, 90) + ")",
            );
        },
        200,
      );
      c.poisson(start + 3000, end, 70, (t) =>
        c.emit(
          t,
          "sms-router",
          r.chance(0.7) ? "error" : "warn",
          r.chance(0.6)
            ? `route tmobile-us: no bound session, message ${r.hex(16)} to ${phone(r)} requeued (retry ${r.int(1, 12)})`
            : `route tmobile-us unavailable, queue depth ${r.int(2, 40) * 100}; failover to tollfree-pool rejected (campaign not registered on toll-free)`,
        ),
      );
      c.every(start + 60000, end, 60000, (t) =>
        c.emit(
          t,
          "journey-engine",
          "warn",
          `SMS step backlog for ${r.int(300, 4000)} contacts in jr_${r.hex(5)}: sms-router returned 503 Service Unavailable`,
        ),
      );
    },
  },
  {
    estate: "relaybird",
    origin: "contact-store",
    category: "timeout",
    hints: ["timeout", "timed out", "deadline", "rack"],
    severity: "medium",
    note: "contact-store requests start hitting rack-timeout's 15 s limit; journey-engine and edge-gw report timeouts and retry",
    run(c, start, end) {
      const r = c.r;
      c.dampen("contact-store", start, end, 0.6);
      c.dampen("edge-gw", start, end, 0.5, /\/v2\/contacts/);
      c.poisson(start, end, 18, (t) => {
        const id = `${r.hex(8)}-${r.hex(4)}-${r.hex(4)}`;
        c.emit(
          t,
          "contact-store",
          "error",
          `source=rack-timeout id=${id} timeout=15000ms service=15000ms state=timed_out`,
        );
        if (r.chance(0.25))
          c.emit(
            t + 5,
            "contact-store",
            "error",
            `Rack::Timeout::RequestTimeoutException (Request ran for longer than 15000ms ):`,
            {
              errType: "Rack::Timeout::RequestTimeoutException",
              stack: rubyStack(r, "", [
                "/app/lib/audience/rule_engine/predicate.rb#match?",
                "/app/lib/audience/rule_engine/group.rb#block in evaluate",
                "/app/app/services/segment_evaluator.rb#each_member",
                "/app/app/controllers/api/v2/contacts_controller.rb#index",
                "/usr/local/bundle/gems/actionpack-7.1.3/lib/action_controller/metal/basic_implicit_render.rb#send_action",
              ]).slice(1),
            },
          );
      });
      c.poisson(start + 500, end, 35, (t) =>
        c.emit(
          t,
          "edge-gw",
          "error",
          `[${new Date(t).toISOString()}] "POST /v2/contacts HTTP/1.1" 504 UT 0 24 ${r.int(15000, 15010)} - "${r.int(10, 200)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}" "okhttp/4.12.0" "contact-store:3000"`,
        ),
      );
      c.poisson(start + 800, end, 60, (t) => {
        const stack = r.chance(0.15);
        c.emit(
          t,
          "journey-engine",
          stack ? "error" : "warn",
          `enroll step failed for ct_${r.hex(10)}: request to http://contact-store:3000/api/v2/contacts timed out after 10s, retry ${r.int(1, 3)}/3`,
          stack
            ? {
                errType: "java.net.http.HttpTimeoutException",
                stack: javaStack(r, "java.net.http.HttpTimeoutException: request timed out", [
                  "java.net.http/jdk.internal.net.http.HttpClientImpl.send",
                  "io.relaybird.journey.contacts.ContactClient.fetch",
                  "io.relaybird.journey.steps.EnrollStep.execute",
                  "io.relaybird.journey.runtime.StepRunner.run",
                ]),
              }
            : {},
        );
      });
    },
  },
  {
    estate: "harborline",
    origin: "servicing-core",
    category: "database",
    hints: ["connection", "database", "pool", "hikari", "sql", "postgres", "too many"],
    severity: "high",
    note: "servicing-core exhausts its Hikari pool and new Postgres connections are refused (too many clients); portal, payments and doc-gen fail against it",
    run(c, start, end) {
      const r = c.r;
      c.dampen("servicing-core", start, end, 0.85);
      c.dampen("borrower-portal", start, end, 0.8, /\/summary 200|\/api\/payments 201/);
      c.every(start - 60000, start, 15000, (t) =>
        c.emit(
          t,
          "servicing-core",
          "warn",
          `HikariPool-1 - Pool stats (total=50, active=${r.int(44, 50)}, idle=${r.int(0, 3)}, waiting=${r.int(0, 20)})`,
        ),
      );
      c.poisson(start, end, 24, (t) => {
        const tr = c.tid();
        if (r.chance(0.35))
          c.emit(
            t,
            "servicing-core",
            "error",
            "HikariPool-1 - Exception during pool initialization of new connection",
            {
              trace: tr,
              errType: "org.postgresql.util.PSQLException",
              stack: javaStack(r, "org.postgresql.util.PSQLException: FATAL: sorry, too many clients already", [
                "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication",
                "org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl",
                "com.zaxxer.hikari.pool.PoolBase.newConnection",
                "com.zaxxer.hikari.pool.HikariPool$PoolEntryCreator.call",
              ]),
            },
          );
        else
          c.emit(
            t,
            "servicing-core",
            "error",
            "o.h.engine.jdbc.spi.SqlExceptionHelper : HikariPool-1 - Connection is not available, request timed out after 30000ms (total=50, active=50, idle=0, waiting=" +
              r.int(120, 400) +
              ")",
            {
              trace: tr,
              errType: "java.sql.SQLTransientConnectionException",
              stack: r.chance(0.5)
                ? javaStack(
                    r,
                    "org.springframework.dao.DataAccessResourceFailureException: Unable to acquire JDBC Connection",
                    [
                      "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException",
                      "com.harborline.servicing.loan.LoanRepository.findSummary",
                      "com.harborline.servicing.web.LoanSummaryController.get",
                    ],
                    [
                      "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms",
                      "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
                    ],
                  )
                : undefined,
            },
          );
      });
      c.poisson(start + 1000, end, 45, (t) =>
        c.emit(
          t,
          "borrower-portal",
          "error",
          `GET /api/loans/${loanNo(r)}/summary 503 ${r.int(30000, 30200)}ms - upstream servicing-core responded 503`,
          { trace: c.tid() },
        ),
      );
      c.poisson(start + 2000, end, 55, (t) =>
        c.emit(
          t,
          "payment-processor",
          "warn",
          `apply payment PMT${r.digits(9)} to servicing-core failed: 503 Service Unavailable; retry ${r.int(1, 6)}/6 in ${r.pick([1, 2, 4, 8])}s`,
        ),
      );
      c.poisson(start + 4000, end, 6, (t) =>
        c.emit(t, "doc-gen", "error", `Statement render failed for loan ${loanNo(r)}: loan data unavailable`, {
          errType: "System.Net.Http.HttpRequestException",
          stack: dotnetStack(
            r,
            "System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable).",
            [
              "DocGen.Clients.ServicingClient.GetLoanAsync(String loanId, CancellationToken ct)",
              "DocGen.Rendering.StatementBuilder.BuildAsync(StatementRequest req)",
              "DocGen.Workers.RenderWorker.ExecuteAsync(CancellationToken stoppingToken)",
            ],
          ),
        }),
      );
      c.poisson(start + 3000, end, 4, (t) =>
        c.emit(t, "escrow-analysis", "error", "projection refresh failed for loan " + loanNo(r), {
          errType: "requests.exceptions.ReadTimeout",
          stack: pyStack(
            r,
            [
              ["/app/escrow/jobs/refresh.py", "run", "loan = client.get_loan(loan_id)"],
              ["/app/escrow/clients/servicing.py", "get_loan", "resp = self.session.get(url, timeout=20)"],
              [
                "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
                "send",
                "raise ReadTimeout(e, request=request)",
              ],
            ],
            "requests.exceptions.ReadTimeout: HTTPConnectionPool(host='servicing-core', port=8080): Read timed out. (read timeout=20)",
          ),
        }),
      );
    },
  },
  {
    estate: "harborline",
    origin: "payment-processor",
    category: "network",
    hints: ["reset", "connection", "network", "tls", "handshake", "econnreset"],
    severity: "medium",
    note: "payment-processor's egress to the ACH gateway starts dropping: connection resets and TLS handshake EOFs logged only at WARN, while the portal shows 502s",
    run(c, start, end) {
      const r = c.r;
      c.dampen("payment-processor", start, end, 0.5);
      c.dampen("borrower-portal", start, end, 0.5, /\/api\/payments 201/);
      c.poisson(start, end, 40, (t) => {
        const port = r.int(32768, 60999);
        c.emit(
          t,
          "payment-processor",
          "warn",
          r.pick([
            `POST https://api.achlink-gw.example/v2/entries: read tcp 10.42.3.17:${port}->203.0.113.20:443: read: connection reset by peer (attempt ${r.int(1, 4)}/4)`,
            `POST https://api.achlink-gw.example/v2/entries: tls: handshake: EOF (attempt ${r.int(1, 4)}/4)`,
            `POST https://api.achlink-gw.example/v2/entries: dial tcp 203.0.113.20:443: i/o timeout (attempt ${r.int(1, 4)}/4)`,
            `POST https://api.achlink-gw.example/v2/verify: write tcp 10.42.3.17:${port}->203.0.113.20:443: write: broken pipe`,
          ]),
        );
      });
      c.poisson(start + 1000, end, 28, (t) =>
        c.emit(
          t,
          "borrower-portal",
          "error",
          `POST /api/payments 502 ${r.int(4000, 12000)}ms - payment-processor: upstream error submitting ACH entry`,
          { trace: c.tid() },
        ),
      );
      c.poisson(start + 2000, end, 8, (t) =>
        c.emit(t, "borrower-portal", "error", "payment submission failed", {
          errType: "FetchError",
          stack: nodeStack(
            r,
            "FetchError: request to http://payment-processor:8080/v1/payments failed, reason: 502 Bad Gateway",
            [
              "PaymentsClient.submit (/app/.next/server/chunks/payments-client.js",
              "async handler (/app/.next/server/pages/api/payments.js",
              "async apiResolver (/app/node_modules/next/dist/server/api-utils/node/api-resolver.js",
            ],
          ),
        }),
      );
      c.poisson(start + 30000, end, 5, (t) =>
        c.emit(t, "notification-hub", "info", `Sent payment_failed email to borrower ${r.hex(8)} via sendgrid (202)`),
      );
    },
  },
  {
    estate: "keystone",
    origin: "statements-pdf",
    category: "memory",
    hints: ["memory", "heap", "outofmemory", "oom"],
    severity: "high",
    note: "statements-pdf runs out of Java heap rendering large statements, dies and restarts repeatedly (quiet between restarts); the portal gets connection refused",
    run(c, start, end) {
      const r = c.r;
      let t = start;
      while (t < end) {
        for (let i = 0; i < 4; i++)
          c.emit(
            t - 40000 + i * 9000,
            "statements-pdf",
            "warn",
            `[gc] GC(${r.int(300, 900)}) Pause Full (G1 Compaction Pause) ${r.int(3960, 4090)}M->${r.int(3930, 4060)}M(4096M) ${r.float(1.8, 4.2).toFixed(3)}ms`.replace(
              /ms$/,
              "s",
            ),
          );
        c.emit(
          t,
          "statements-pdf",
          "error",
          'Exception in thread "stmt-render-3" java.lang.OutOfMemoryError: Java heap space',
          {
            errType: "java.lang.OutOfMemoryError",
            stack: javaStack(r, "java.lang.OutOfMemoryError: Java heap space", [
              "java.base/java.util.Arrays.copyOf",
              "java.base/java.io.ByteArrayOutputStream.grow",
              "org.apache.pdfbox.pdmodel.PDDocument.save",
              "com.keystone.stmt.render.StatementRenderer.render",
              "com.keystone.stmt.batch.BatchRenderer.renderOne",
            ]),
          },
        );
        const down = r.int(35000, 70000);
        c.dampen("statements-pdf", t, t + down, 1);
        c.dampen("portal-bff", t, t + down, 1, /\/bff\/statements\/.* 200/);
        c.dampen("statements-pdf", t - 40000, t, 0.5);
        c.emit(
          t + down,
          "statements-pdf",
          "info",
          `Starting StatementsPdfApplication v24.${r.int(2, 9)}.1 using Java 21.0.4 with PID 1`,
        );
        c.emit(
          t + down + 9000,
          "statements-pdf",
          "info",
          `Started StatementsPdfApplication in ${r.float(7, 11).toFixed(3)} seconds (process running for ${r.float(8, 12).toFixed(3)})`,
        );
        c.poisson(t + 200, t + down, 50, (x) =>
          c.emit(
            x,
            "portal-bff",
            "error",
            r.chance(0.7)
              ? `GET /bff/statements/${loanNo(r)}/latest 502 ${r.int(2, 30)}ms - statements-pdf: connect ECONNREFUSED 10.0.${r.int(1, 9)}.${r.int(2, 200)}:8080`
              : `GET /bff/statements/${loanNo(r)}/latest 502 ${r.int(1000, 9000)}ms - statements-pdf: socket hang up`,
          ),
        );
        t += down + r.int(60000, 110000);
      }
    },
  },
  {
    estate: "keystone",
    origin: "remit-engine",
    category: "dependency",
    hints: ["503", "processor", "vendor", "circuit", "unavailable", "dependency", "gateway", "upstream"],
    severity: "medium",
    note: "the third-party card processor behind remit-engine answers 503; its circuit breaker opens and card payments are refused while ACH keeps working",
    run(c, start, end) {
      const r = c.r;
      const openAt = start + r.int(20000, 45000);
      c.dampen("portal-bff", start, end, 0.6, /POST \/bff\/payments 201/);
      c.dampen("remit-engine", start, end, 0.6, /DEBIT_CARD/);
      c.poisson(start, openAt, 30, (t) =>
        c.emit(
          t,
          "remit-engine",
          "error",
          `c.k.remit.card.CardAuthClient : authorization failed for loan ${loanNo(r)}: 503 Service Unavailable from POST https://api.paystream-processing.example/v1/authorizations (body: {"error":"temporarily_unavailable"})`,
        ),
      );
      c.emit(
        openAt,
        "remit-engine",
        "warn",
        "i.g.r.c.i.CircuitBreakerStateMachine : CircuitBreaker 'cardProcessor' changed state from CLOSED to OPEN (failure rate 92.3% > threshold 50.0%)",
      );
      let t = openAt + 60000;
      while (t < end) {
        c.emit(
          t,
          "remit-engine",
          "info",
          "i.g.r.c.i.CircuitBreakerStateMachine : CircuitBreaker 'cardProcessor' changed state from OPEN to HALF_OPEN",
        );
        c.emit(
          t + r.int(300, 2000),
          "remit-engine",
          "error",
          `c.k.remit.card.CardAuthClient : authorization failed for loan ${loanNo(r)}: 503 Service Unavailable from POST https://api.paystream-processing.example/v1/authorizations`,
        );
        c.emit(
          t + r.int(2100, 3000),
          "remit-engine",
          "warn",
          "i.g.r.c.i.CircuitBreakerStateMachine : CircuitBreaker 'cardProcessor' changed state from HALF_OPEN to OPEN",
        );
        t += 60000;
      }
      c.poisson(openAt, end, 26, (x) =>
        c.emit(
          x,
          "remit-engine",
          "warn",
          `c.k.remit.PaymentIntake : card payment for loan ${loanNo(r)} rejected`,
          r.chance(0.15)
            ? {
                errType: "io.github.resilience4j.circuitbreaker.CallNotPermittedException",
                stack: javaStack(
                  r,
                  "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'cardProcessor' is OPEN and does not permit further calls",
                  [
                    "io.github.resilience4j.circuitbreaker.CallNotPermittedException.createCallNotPermittedException",
                    "com.keystone.remit.card.CardAuthClient.authorize",
                    "com.keystone.remit.PaymentIntake.accept",
                  ],
                ),
              }
            : {},
        ),
      );
      c.poisson(start + 500, end, 40, (x) =>
        c.emit(
          x,
          "portal-bff",
          "error",
          `POST /bff/payments 503 ${r.int(30, 900)}ms - remit-engine: card payments temporarily unavailable (${mailbox(r).slice(0, 1)}*** retry ${r.int(1, 3)})`,
        ),
      );
      c.poisson(start + 60000, end, 3, (x) =>
        c.emit(
          x,
          "ivr-callback",
          "warn",
          `IVR payment for loan ${loanNo(r)} amount ${money(r, 800, 3000)} could not be authorized; caller transferred to agent queue`,
        ),
      );
    },
  },
];
