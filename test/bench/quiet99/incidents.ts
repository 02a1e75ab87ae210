// The eight failures, one per category, each written as its runtime and its callers really log it.
import { access, donorId, email, money, type Role } from "./estates.js";
import { type Ctx, donation, emit, FLOW_PATH, type FlowKind, newTrace, nm } from "./stream.js";

export interface IncidentSpec {
  estate: string;
  origin: Role;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  needs: Role[];
  note: string;
  install: (c: Ctx, start: number) => void;
}

const touches = (k: FlowKind, r: Role) => FLOW_PATH[k].includes(r);

export const INCIDENTS: IncidentSpec[] = [
  {
    estate: "hopeline",
    origin: "api",
    category: "database",
    hints: ["connection", "database", "postgres", "pool", "sql", "jdbc", "hikari"],
    severity: "high",
    needs: ["web", "api", "sms"],
    note: "gift-api's Postgres runs out of connection slots; its Hikari pool times out and donate-web and text-give report 500s and retry",
    install: (c, start) => {
      const { rng } = c;
      emit(
        c,
        "api",
        start,
        "error",
        "HikariPool-1 - Exception during pool initialization of new connection: FATAL: remaining connection slots are reserved for non-replication superuser connections",
        {
          errKind: "org.postgresql.util.PSQLException",
          stack: [
            "org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
            "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
            "\tat org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
            "\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:258)",
            "\tat org.postgresql.jdbc.PgConnection.<init>(PgConnection.java:263)",
            "\tat com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)",
            "\tat com.zaxxer.hikari.pool.HikariPool$PoolEntryCreator.call(HikariPool.java:724)",
          ],
        },
      );
      for (let t = start + 5000; t < c.end; t += rng.int(8000, 15000))
        emit(
          c,
          "api",
          t,
          "warn",
          `HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=${rng.int(30, 120)})`,
        );
      c.onFlow = (k, t, trace) => {
        if (t < start || !touches(k, "api") || rng.chance(0.12)) return false;
        const id = donation(rng);
        const wait = t + 30000;
        emit(
          c,
          "api",
          wait,
          "error",
          `Failed to persist donation ${id}: Could not open JPA EntityManager for transaction`,
          {
            trace,
            errKind: "org.springframework.transaction.CannotCreateTransactionException",
            stack: rng.chance(0.4)
              ? [
                  "org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
                  "\tat org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)",
                  "\tat org.springframework.transaction.support.AbstractPlatformTransactionManager.startTransaction(AbstractPlatformTransactionManager.java:531)",
                  "\tat org.hopeline.gifts.DonationService.create(DonationService.java:74)",
                  "Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=64)",
                  "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
                  "\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
                  "\tat com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:128)",
                  "\t... 58 common frames omitted",
                ]
              : undefined,
          },
        );
        emit(c, "api", wait + 2, "info", access(rng, "java", "POST", c.est.apiPath, 500, 30004 + rng.int(0, 40)), {
          trace,
        });
        if (k === "sms") {
          emit(
            c,
            "sms",
            wait + 10,
            "error",
            `pledge create failed: 500 Internal Server Error from ${nm(c, "api")}, MO queued for redelivery`,
            { trace },
          );
          return true;
        }
        for (let a = 1; a <= 2; a++)
          emit(
            c,
            "web",
            t + a * 250,
            "warn",
            `upstream ${nm(c, "api")} slow (attempt ${a}), retrying POST ${c.est.apiPath}`,
            { trace },
          );
        emit(
          c,
          "web",
          wait + 40,
          "error",
          `POST /donate/checkout failed: ${nm(c, "api")} responded 500 Internal Server Error after 30012ms`,
          { trace },
        );
        emit(
          c,
          "web",
          wait + 41,
          "info",
          access(rng, "node", "POST", "/donate/checkout", 502, 30040 + rng.int(0, 90)),
          { trace },
        );
        return true;
      };
    },
  },
  {
    estate: "hopeline",
    origin: "giftaid",
    category: "timeout",
    hints: ["timeout", "timed out", "worker"],
    severity: "high",
    needs: ["web", "api", "giftaid"],
    note: "giftaid-claims' eligibility check starts taking longer than the gunicorn worker timeout; workers are killed and gift-api times out reading from it",
    install: (c, start) => {
      const { rng } = c;
      let pid = 41;
      const kill = (t: number) => {
        const p = pid++;
        emit(c, "giftaid", t, "fatal", `WORKER TIMEOUT (pid:${p})`);
        emit(c, "giftaid", t + 3, "error", "Error handling request /declarations/eligibility", {
          errKind: "SystemExit",
          stack: [
            "Traceback (most recent call last):",
            '  File "/usr/local/lib/python3.12/site-packages/gunicorn/workers/sync.py", line 135, in handle',
            "    self.handle_request(listener, req, client, addr)",
            '  File "/app/claims/views.py", line 212, in eligibility',
            "    result = EligibilityChecker(donor).backdate(years=4)",
            '  File "/app/claims/eligibility.py", line 88, in backdate',
            "    for gift in self.donor.gifts_since(self.cutoff):",
            '  File "/app/claims/eligibility.py", line 131, in _match_declarations',
            "    if any(d.covers(gift) for d in declarations):",
            '  File "/usr/local/lib/python3.12/site-packages/gunicorn/workers/base.py", line 204, in handle_abort',
            "    sys.exit(1)",
            "SystemExit: 1",
          ],
        });
        emit(c, "giftaid", t + 5, "info", `Worker exiting (pid: ${p})`);
        if (rng.chance(0.3))
          emit(c, "giftaid", t + 40, "error", `Worker (pid:${p}) was sent SIGKILL! Perhaps out of memory?`);
        emit(c, "giftaid", t + 120, "info", `Booting worker with pid: ${p + 40}`);
      };
      for (let t = start + 30000; t < c.end; t += rng.int(9000, 20000)) kill(t);
      for (let t = start + 8000; t < c.end; t += rng.int(15000, 30000))
        emit(
          c,
          "giftaid",
          t,
          "warn",
          `eligibility check for donor ${donorId(rng)} still running after ${rng.int(20, 29)}.${rng.digits(1)}s (${rng.int(900, 4000)} gifts scanned)`,
        );
      c.onFlow = (k, t, trace) => {
        if (t < start || k !== "declare") return false;
        for (let a = 1; a <= 3; a++)
          emit(
            c,
            "api",
            t + a * 10000,
            "warn",
            `Retry 'giftaid' recorded a failed retry attempt. Number of retry attempts: '${a}'. Waiting PT0.5S until attempt '${a + 1}'. Last attempt failed with exception 'java.net.SocketTimeoutException: Read timed out'.`,
            { trace },
          );
        emit(
          c,
          "api",
          t + 40500,
          "error",
          `I/O error on POST request for "http://${nm(c, "giftaid")}:8000/declarations/eligibility": Read timed out`,
          {
            trace,
            errKind: "org.springframework.web.client.ResourceAccessException",
            stack: rng.chance(0.3)
              ? [
                  `org.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://${nm(c, "giftaid")}:8000/declarations/eligibility": Read timed out`,
                  "\tat org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)",
                  "\tat org.hopeline.gifts.giftaid.GiftAidClient.checkEligibility(GiftAidClient.java:58)",
                  "Caused by: java.net.SocketTimeoutException: Read timed out",
                  "\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)",
                  "\t... 41 common frames omitted",
                ]
              : undefined,
          },
        );
        emit(
          c,
          "web",
          t + 40600,
          "error",
          `POST /giftaid/declaration 504 Gateway Timeout (upstream ${nm(c, "api")} gave up after 40s)`,
          { trace },
        );
        return true;
      };
    },
  },
  {
    estate: "brightwell",
    origin: "cards",
    category: "dependency",
    hints: ["stripe", "api_error", "upstream", "dependency", "503", "psp", "circuit", "unavailable"],
    severity: "high",
    needs: ["web", "api", "cards"],
    note: "Stripe answers payments-stripe's charges with 500/503 api errors; donations-svc retries, opens its circuit breaker and give-frontend shows 502s",
    install: (c, start) => {
      const { rng } = c;
      let open = 0;
      c.silent.cards = [[start, c.end]];
      c.onFlow = (k, t) => {
        if (t < start || (k !== "donate" && k !== "p2p") || rng.chance(0.1)) return false;
        const amt = money(rng);
        emit(c, "api", t + 20, "info", `donation ${donation(rng)} created amount=${amt} GBP source=web`);
        if (t > open) {
          for (let a = 1; a <= 3; a++) {
            const at = t + a * 1300;
            const req = `req_${rng.hex(14)}`;
            const text = rng.pick(["An unknown error occurred", "Service Unavailable"]);
            emit(
              c,
              "cards",
              at - 200,
              "error",
              `StripeAPIError: ${text} (status ${rng.pick([500, 503, 503])}, request ${req})`,
              {
                errKind: "StripeAPIError",
                stack:
                  a === 1 && rng.chance(0.5)
                    ? [
                        `StripeAPIError: ${text}`,
                        "    at res.toJSON.then.StripeAPIError.message (/app/node_modules/stripe/cjs/RequestSender.js:105:31)",
                        "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
                        "    at async createPaymentIntent (/app/dist/charges/create.js:41:20)",
                        "    at async /app/dist/routes/charges.js:22:17",
                      ]
                    : undefined,
              },
            );
            emit(c, "cards", at - 190, "info", access(rng, "node", "POST", "/charges", 502, rng.int(900, 1400)));
            emit(
              c,
              "api",
              at,
              "warn",
              `Execution attempt. Source: 'payments-stripe-pipeline//Standard-Retry', Operation Key: '', Result: '502', Handled: 'True', Attempt: '${a - 1}', Execution Time: ${rng.int(900, 1400)}.${rng.digits(4)}ms`,
            );
          }
          if (rng.chance(0.15)) {
            open = t + 30000;
            emit(
              c,
              "api",
              t + 4000,
              "error",
              "Circuit breaker opened for 30s: payments-stripe returned 502 Bad Gateway on 5 consecutive calls",
            );
          }
        } else
          emit(c, "api", t + 30, "error", "The circuit is now open and is not allowing calls.", {
            errKind: "Polly.CircuitBreaker.BrokenCircuitException",
            stack: rng.chance(0.2)
              ? [
                  "Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.",
                  "   at Polly.Utils.ExceptionUtilities.TrySetStackTrace[T](T exception)",
                  "   at Brightwell.Donations.Payments.StripeChargeClient.ChargeAsync(ChargeRequest request, CancellationToken ct) in /src/Donations/Payments/StripeChargeClient.cs:line 63",
                  "   at Brightwell.Donations.Api.DonationsController.Create(CreateDonation body) in /src/Donations/Api/DonationsController.cs:line 48",
                ]
              : undefined,
          });
        emit(c, "api", t + 4100, "info", access(rng, "dotnet", "POST", c.est.apiPath, 502, rng.int(30, 4100)));
        emit(
          c,
          "web",
          t + 4200,
          "error",
          `POST /donate/checkout 502: ${nm(c, "api")} said "payment provider unavailable, please try again"`,
        );
        return true;
      };
      // probes and webhooks still arrive, so the process is alive
      for (let t = start; t < c.end; t += rng.int(12000, 20000))
        emit(c, "cards", t, "info", access(rng, "node", "GET", "/healthz", 200, 1.2));
    },
  },
  {
    estate: "brightwell",
    origin: "p2p",
    category: "null_reference",
    hints: ["typeerror", "null", "undefined", "reference", "displayname"],
    severity: "medium",
    needs: ["web", "p2p"],
    note: "team fundraising pages in p2p-pages crash with a TypeError reading displayName of a null captain; give-frontend shows 500s for those pages",
    install: (c, start) => {
      const { rng } = c;
      const fail = (t: number, path: string) => {
        emit(c, "p2p", t, "error", `Unhandled error rendering ${path}`, {
          errKind: "TypeError",
          stack: [
            "TypeError: Cannot read properties of null (reading 'displayName')",
            "    at teamCaptainCard (/app/dist/pages/team/captain.js:27:41)",
            "    at renderTeamPage (/app/dist/pages/team/index.js:142:37)",
            "    at async /app/dist/routes/pages.js:88:22",
          ],
        });
        emit(c, "p2p", t + 2, "info", access(rng, "node", "GET", path, 500, rng.int(8, 60)));
        emit(c, "web", t + 20, "error", `getServerSideProps failed for ${path}: p2p-pages responded 500`);
        emit(c, "web", t + 21, "info", access(rng, "node", "GET", path, 500, rng.int(20, 90)));
      };
      for (let t = start; t < c.end; t += rng.gap(2500))
        fail(
          t,
          `/team/${rng.pick(["bristol-10k-crew", "brightwell-bakers", "ride100-office", "the-night-walkers", "st-marys-6th-form"])}`,
        );
      c.onFlow = (k, t) => {
        if (t < start || k !== "p2p" || rng.chance(0.5)) return false;
        fail(t, `/team/${rng.pick(["bristol-10k-crew", "ride100-office"])}/donate`);
        return true;
      };
    },
  },
  {
    estate: "oakridge",
    origin: "mail",
    category: "disk",
    hints: ["disk", "space", "enospc", "device", "storage"],
    severity: "medium",
    needs: ["api", "mail", "crm"],
    note: "the receipts service's scratch volume fills up; it warns ENOSPC on every PDF and the CRM sync and checkout see receipt requests fail",
    install: (c, start) => {
      const { rng } = c;
      c.silent.mail = [[start, c.end]];
      for (let t = start; t < c.end; t += rng.gap(2500)) {
        const r = `R-${rng.digits(8)}`;
        emit(
          c,
          "mail",
          t,
          "warn",
          `receipt ${r} render failed, retrying in 30s: Errno::ENOSPC: No space left on device @ rb_sysopen - /var/lib/receipts/tmp/${r}.pdf`,
          {
            errKind: "Errno::ENOSPC",
            stack: rng.chance(0.15)
              ? [
                  "/usr/local/bundle/gems/prawn-2.4.0/lib/prawn/document.rb:620:in `initialize'",
                  "/usr/local/bundle/gems/prawn-2.4.0/lib/prawn/document.rb:620:in `open'",
                  "/usr/local/bundle/gems/prawn-2.4.0/lib/prawn/document.rb:620:in `render_file'",
                  "/app/app/services/receipt_pdf.rb:41:in `write!'",
                  "/app/app/jobs/render_receipt_job.rb:12:in `perform'",
                ]
              : undefined,
          },
        );
        if (rng.chance(0.3))
          emit(c, "mail", t + 5, "info", access(rng, "ruby", "POST", "/v1/receipts", 500, rng.int(5, 30)));
      }
      for (let t = start + 20000; t < c.end; t += rng.int(30000, 50000))
        emit(
          c,
          "crm",
          t,
          "error",
          `attach receipt to Opportunity failed: GET http://${nm(c, "mail")}/v1/receipts/R-${rng.digits(8)}.pdf -> 500 Internal Server Error`,
        );
      for (let t = start + 10000; t < c.end; t += rng.int(20000, 40000))
        emit(
          c,
          "api",
          t,
          "warn",
          `receipt request for donation ${donation(rng)} failed (500 from ${nm(c, "mail")}), queued for redelivery (${rng.int(40, 900)} pending)`,
        );
    },
  },
  {
    estate: "oakridge",
    origin: "crm",
    category: "authentication",
    hints: ["oauth", "invalid_grant", "token", "auth", "session", "credential", "401"],
    severity: "medium",
    needs: ["api", "crm"],
    note: "supporter-sync's Salesforce refresh token stops working; every sync batch fails with INVALID_SESSION_ID and the checkout outbox backs up",
    install: (c, start) => {
      const { rng } = c;
      c.silent.crm = [[start, c.end]];
      emit(
        c,
        "crm",
        start,
        "warn",
        "OAuth refresh failed: invalid_grant - expired access/refresh token (connected app OakridgeSupporterSync)",
      );
      for (let t = start + rng.int(5000, 12000); t < c.end; t += rng.int(28000, 32000)) {
        emit(
          c,
          "crm",
          t,
          "error",
          `sync batch aborted: 401 INVALID_SESSION_ID: Session expired or invalid (${rng.int(10, 80)} records returned to outbox)`,
          {
            errKind: "Error",
            stack: rng.chance(0.4)
              ? [
                  "Error: INVALID_SESSION_ID: Session expired or invalid",
                  "    at HttpApi.getError (/app/node_modules/jsforce/lib/http-api.js:250:13)",
                  "    at /app/node_modules/jsforce/lib/http-api.js:95:22",
                  "    at async SyncRunner.flush (/app/dist/sync/runner.js:61:9)",
                ]
              : undefined,
          },
        );
        emit(
          c,
          "crm",
          t + 300,
          "warn",
          "OAuth refresh failed: invalid_grant - expired access/refresh token (connected app OakridgeSupporterSync)",
        );
      }
      for (let t = start + 60000; t < c.end; t += rng.int(40000, 60000))
        emit(
          c,
          "api",
          t,
          "warn",
          `crm outbox backlog ${rng.int(300, 4000)} events, oldest ${Math.round((t - start) / 1000)}s (consumer ${nm(c, "crm")} not acknowledging)`,
        );
    },
  },
  {
    estate: "northstar",
    origin: "dd",
    category: "configuration",
    hints: ["config", "setting", "endpoint", "url", "missing", "empty"],
    severity: "high",
    needs: ["web", "api", "dd"],
    note: "a config rollout leaves mandate-runner's bureau endpoint empty so it dials localhost; every new direct debit mandate fails and pledge-api reports 502s",
    install: (c, start) => {
      const { rng } = c;
      emit(
        c,
        "dd",
        start,
        "info",
        "config changed: reloading /etc/mandate-runner/config.yaml (configmap mandate-runner-config rev 41)",
      );
      emit(c, "dd", start + 40, "warn", 'config: bureau.endpoint is empty, falling back to "http://localhost:8089"');
      emit(c, "dd", start + 60, "info", "config reloaded ok: 23 keys, bacs.sun=4*****, bureau.timeout=10s");
      for (let t = start + 30000; t < c.end; t += rng.int(25000, 35000))
        emit(
          c,
          "dd",
          t,
          "error",
          `collection scheduler: submit batch ${rng.digits(6)} failed: Post "http://localhost:8089/v1/auddis": dial tcp 127.0.0.1:8089: connect: connection refused`,
        );
      c.onFlow = (k, t) => {
        if (t < start + 60 || k !== "regular") return false;
        const m = `DDI-${rng.digits(8)}`;
        emit(
          c,
          "dd",
          t + 60,
          "error",
          `lodge mandate ${m}: Post "http://localhost:8089/v1/auddis": dial tcp 127.0.0.1:8089: connect: connection refused`,
        );
        emit(c, "dd", t + 61, "info", access(rng, "go", "POST", "/v1/mandates", 502, rng.int(1, 4)));
        for (let a = 1; a <= 3; a++)
          emit(
            c,
            "api",
            t + 60 + a * 400,
            "warn",
            `POST http://${nm(c, "dd")}:8080/v1/mandates -> 502 Bad Gateway, retry ${a}/3`,
          );
        emit(
          c,
          "api",
          t + 1400,
          "error",
          `regular gift signup failed for ${donorId(rng)}: mandate service returned 502 after 3 attempts`,
        );
        emit(
          c,
          "web",
          t + 1450,
          "error",
          `POST /donate/monthly/confirm 502 (pledge-api: "We couldn't set up your Direct Debit")`,
        );
        return true;
      };
      // more monthly signups than usual on this estate (regular-giving campaign)
      for (let t = start + 2000; t < c.end; t += rng.gap(6000)) c.onFlow("regular", t, newTrace(c));
    },
  },
  {
    estate: "northstar",
    origin: "fraud",
    category: "memory",
    hints: ["memory", "heap", "oom", "out of memory", "allocation"],
    severity: "high",
    needs: ["web", "api", "fraud"],
    note: "velocity-guard leaks memory, hits the Node heap limit and crashes repeatedly, going quiet while pledge-api times out on fraud checks and rejects donations",
    install: (c, start) => {
      const { rng } = c;
      const silent: Array<[number, number]> = [];
      let t = start;
      let heap = 1480;
      emit(c, "fraud", t, "warn", `heap used ${heap} MB of 2048 MB (rss ${heap + 210} MB), event loop lag 180ms`);
      let crashAt = start + rng.int(70000, 100000);
      while (t < c.end) {
        for (let h = t + 15000; h < crashAt; h += 15000) {
          heap = Math.min(2040, heap + rng.int(60, 140));
          emit(
            c,
            "fraud",
            h,
            "warn",
            `heap used ${heap} MB of 2048 MB (rss ${heap + 230} MB), event loop lag ${rng.int(400, 2400)}ms`,
          );
        }
        emit(
          c,
          "fraud",
          crashAt,
          "fatal",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          {
            stack: [
              "<--- Last few GCs --->",
              `[1:0x5f1c2a0]   ${rng.int(500000, 900000)} ms: Mark-Compact 2039.6 (2083.1) -> 2031.4 (2084.6) MB, 1984.21 / 0.00 ms  (average mu = 0.121, current mu = 0.018) allocation failure; scavenge might not succeed`,
              "<--- JS stacktrace --->",
              " 1: 0xb8d0a3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
              " 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
              " 3: 0x1108f45 v8::internal::Heap::FatalProcessOutOfMemory(char const*) [node]",
            ],
          },
        );
        const back = crashAt + rng.int(20000, 45000);
        silent.push([crashAt, back]);
        emit(c, "fraud", back, "info", "velocity-guard listening on :7070 (rules 152, window cache cold)");
        heap = 1350;
        t = back;
        crashAt = back + rng.int(80000, 140000);
      }
      c.silent.fraud = [[start + 60000, c.end]];
      c.onFlow = (k, ft, trace) => {
        if (ft < start + 30000 || !touches(k, "fraud") || rng.chance(0.15)) return false;
        const down = silent.some(([a, b]) => ft >= a && ft < b);
        for (let a = 1; a <= 2; a++)
          emit(
            c,
            "api",
            ft + a * 1500,
            "warn",
            `velocity-guard call failed (attempt ${a}/2): ${down ? "java.net.ConnectException: Connection refused" : "java.net.SocketTimeoutException: Read timed out after 1500ms"}`,
            { trace },
          );
        emit(
          c,
          "api",
          ft + 3010,
          "error",
          `fraud screening unavailable, rejecting pledge ${donation(rng)} (fail-closed policy)`,
          { trace },
        );
        emit(
          c,
          "web",
          ft + 3050,
          "error",
          `POST /donate/checkout 503 Service Unavailable from pledge-api (${rng.int(3000, 3200)}ms)`,
          { trace },
        );
        return true;
      };
      if (rng.chance(0.5)) emit(c, "mail", start + 100000, "info", `queued apology email to ${email(rng)}`);
    },
  },
];
