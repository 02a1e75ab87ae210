// Failures, part two: timeout, rate limiting, validation, null reference and configuration.
import { END, gwFail, jStack, type Variant } from "./incidents.js";
import { gwLine, id } from "./quiet.js";

export const VARIANTS_2: Variant[] = [
  // ---------------- timeout ----------------
  {
    cat: "timeout",
    est: 1,
    origin: "export",
    hints: ["timeout", "timed out", "worker timeout"],
    sev: "medium",
    note: "sheets-export's gunicorn workers run past their 30 s limit on every ledger export and are killed; the edge returns 504 and the portal times out.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 3500, (t) => {
        const pid = g.int(40, 900);
        s.emit(t, "export", "FATAL", `[${pid}] [CRITICAL] WORKER TIMEOUT (pid:${pid})`);
        s.emit(t + 20, "export", "ERROR", `[${pid}] [ERROR] Worker (pid:${pid}) exited with code 1`);
        s.emit(t + 900, "export", "INFO", `[${g.int(40, 900)}] [INFO] Booting worker with pid: ${g.int(900, 2000)}`, {
          force: true,
        });
      });
      s.every(t0 + 2000, END, 15000, (t) =>
        s.emit(
          t,
          "export",
          "WARN",
          `general ledger export ${id(g, "ex_", 8)} still building after 30.0s (${g.int(100, 400)}k rows fetched)`,
        ),
      );
      s.silence("export", t0, END);
      gwFail(
        s,
        "export",
        t0,
        0.9,
        504,
        () => g.int(30000, 30050),
        () => {},
      );
      s.every(t0 + 10000, END, 8000, (t) =>
        s.emit(
          t,
          "portal",
          "ERROR",
          `export request for client ${id(g, "cl_", 6)} failed: timeout of 30000ms exceeded`,
        ),
      );
    },
  },
  {
    cat: "timeout",
    est: 0,
    origin: "tax",
    hints: ["timeout", "timed out", "sockettimeout", "read timed out"],
    sev: "high",
    note: "the tax authority API stops answering in time: tax-filing's calls end in SocketTimeoutException: Read timed out, its worker pool backs up and the gateway returns 504.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 2000, (t) =>
        s.emit(
          t,
          "tax",
          "ERROR",
          `[submit-worker-${g.int(1, 16)}] c.t.t.s.SubmissionService - ${g.pick(["submission", "obligations fetch"])} for VRN ${g.int(100000000, 999999999)} failed after 60003 ms`,
          {
            trace: s.tr(),
            errKind: "org.springframework.web.client.ResourceAccessException",
            stack: [
              'org.springframework.web.client.ResourceAccessException: I/O error on POST request for "https://api.service.hmrc.gov.uk/organisations/vat/returns": Read timed out',
              ...jStack([
                "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:915)",
                "com.tallybook.tax.hmrc.MtdClient.submitReturn(MtdClient.java:139)",
              ]),
              "Caused by: java.net.SocketTimeoutException: Read timed out",
              ...jStack([
                "java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)",
                "java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)",
              ]),
            ],
          },
        ),
      );
      s.every(t0 + 60000, END, 20000, (t, i) =>
        s.emit(t, "tax", "WARN", `submit executor saturated: active=16 queued=${40 + i * 9}`),
      );
      gwFail(s, "tax", t0 + 30000, 0.85, 504, () => g.int(60000, 60100));
    },
  },
  {
    cat: "timeout",
    est: 2,
    origin: "fx",
    hints: ["deadline", "timeout", "context deadline exceeded"],
    sev: "medium",
    note: "fx-reval's month-end revaluation runs hit their 5 minute deadline (context deadline exceeded) and abort; books-core cannot post revaluation journals and period close is blocked.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 9000, (t) => {
        const tr = s.tr();
        s.emit(
          t,
          "fx",
          "ERROR",
          `revaluation run ${id(g, "rv_", 8)} org=${g.int(10000, 99999)} aborted: load open balances: context deadline exceeded (elapsed=5m0.0${g.int(10, 99)}s lines=${g.int(200, 900)}k)`,
          { trace: tr },
        );
        s.emit(
          t + 50,
          "inv",
          "WARN",
          `warn: BooksCore.Periods.CloseService[0] Period close blocked for org: revaluation journal missing (fx-reval 504)`,
          { trace: tr },
        );
      });
      s.every(t0, END, 30000, (t, i) =>
        s.emit(t, "fx", "WARN", `revaluation queue depth ${20 + i * 6}, oldest job waiting ${4 + i}m`),
      );
      gwFail(s, "fx", t0, 0.6, 504, () => g.int(30000, 30100));
    },
  },
  {
    cat: "timeout",
    est: 3,
    origin: "rules",
    hints: ["time limit", "timeout", "softtimelimitexceeded", "timelimit"],
    sev: "medium",
    note: "txn-rules' Celery tasks exceed their soft and hard time limits and are killed; open-banking's categorisation backlog grows.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 3000, (t) => {
        const u = `${g.hex(8)}-${g.hex(4)}-${g.hex(4)}-${g.hex(4)}-${g.hex(12)}`;
        s.emit(
          t,
          "rules",
          "ERROR",
          `Task txn_rules.tasks.apply_rules[${u}] raised unexpected: SoftTimeLimitExceeded()`,
          {
            errKind: "SoftTimeLimitExceeded",
            stack: [
              "Traceback (most recent call last):",
              '  File "/usr/local/lib/python3.12/site-packages/celery/app/trace.py", line 453, in trace_task',
              "    R = retval = fun(*args, **kwargs)",
              '  File "/srv/txn_rules/tasks.py", line 41, in apply_rules',
              "    matched = engine.match_all(batch, ruleset)",
              '  File "/srv/txn_rules/engine.py", line 167, in match_all',
              "    if rule.pattern.search(txn.description):",
              "billiard.exceptions.SoftTimeLimitExceeded: SoftTimeLimitExceeded()",
            ],
          },
        );
        if (g.chance(0.5))
          s.emit(t + 30000, "rules", "ERROR", `Hard time limit (300s) exceeded for txn_rules.tasks.apply_rules[${u}]`);
        if (g.chance(0.3))
          s.emit(
            t + 30100,
            "rules",
            "ERROR",
            `Process 'ForkPoolWorker-${g.int(1, 8)}' pid:${g.int(100, 999)} exited with 'signal 9 (SIGKILL)'`,
          );
      });
      s.every(t0 + 30000, END, 20000, (t, i) =>
        s.emit(
          t,
          "feeds",
          "WARN",
          `[sync-pool-${g.int(1, 8)}] c.l.ob.Categoriser - categorisation backlog ${1200 + i * 800} transactions (SLA 5m breached)`,
        ),
      );
    },
  },
  // ---------------- rate_limiting ----------------
  {
    cat: "rate_limiting",
    est: 1,
    origin: "feeds",
    hints: ["rate", "limit", "429", "throttl"],
    sev: "medium",
    note: "feeds-sync is throttled by the bank-data aggregator (429 RATE_LIMIT_EXCEEDED) after its sync fan-out grows; transaction refreshes back off and users see stale feeds.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 700, (t) =>
        s.emit(
          t,
          "feeds",
          g.chance(0.7) ? "WARN" : "ERROR",
          `level=warn msg="aggregator request throttled" item=${id(g, "item_", 10)} status=429 error_type=RATE_LIMIT_EXCEEDED error_code=TRANSACTIONS_LIMIT retry_after=${g.int(30, 120)}s`,
        ),
      );
      s.every(t0, END, 20000, (t, i) =>
        s.emit(t, "feeds", "WARN", `sync backlog ${300 + i * 140} connections, oldest refresh ${8 + i}m ago`),
      );
      gwFail(s, "feeds", t0, 0.5, 429, () => g.int(5, 30));
      s.every(t0 + 20000, END, 30000, (t) =>
        s.emit(t, "rules", "INFO", `batch received: ${g.int(0, 12)} transactions (expected ~400)`),
      );
    },
  },
  {
    cat: "rate_limiting",
    est: 3,
    origin: "fx",
    hints: ["rate", "limit", "429", "quota", "too many requests"],
    sev: "medium",
    note: "rates-feed exhausts its provider quota and gets 429 Too Many Requests with a one-hour Retry-After; rates stop updating.",
    run: (s, t0) => {
      s.every(t0, END, 4000, (t) =>
        s.emit(
          t,
          "fx",
          "ERROR",
          `fetch latest rates: provider responded 429 Too Many Requests: {"error":"quota_exceeded","message":"monthly request quota of 100000 reached"} retry-after=3600`,
        ),
      );
      s.every(t0, END, 20000, (t) => s.emit(t, "fx", "WARN", "backing off rate fetch for 60s"));
      s.silence("fx", t0, END);
      s.every(t0 + 60000, END, 30000, (t, i) =>
        s.emit(
          t,
          "inv",
          "WARN",
          `fx rates for AUD base are ${2 + i} minutes old (threshold 15m); using cached snapshot`,
        ),
      );
    },
  },
  {
    cat: "rate_limiting",
    est: 0,
    origin: "pay",
    hints: ["rate", "limit", "429", "rate_limit"],
    sev: "high",
    note: "payment-links hits the card processor's API rate limit during a bulk invoice send; most link creations fail with 429 rate_limit and invoice-service retries loudly.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 900, (t) => {
        const tr = s.tr();
        s.emit(
          t,
          "pay",
          "WARN",
          `psp create checkout session: {"status":429,"message":"Request rate limit exceeded. You can learn more about rate limits here https://stripe.com/docs/rate-limits.","request_id":"req_${g.hex(14)}","type":"invalid_request_error","code":"rate_limit"}`,
          { trace: tr },
        );
        s.emit(
          t + 30,
          "inv",
          "ERROR",
          `[bulk-send-${g.int(1, 8)}] c.t.i.PayLinkClient - POST http://payment-links:8080/v1/links failed: 503 Service Unavailable, retry ${g.int(1, 6)}/6`,
          { trace: tr },
        );
      });
      gwFail(s, "pay", t0, 0.6, 503, () => g.int(20, 80));
    },
  },
  {
    cat: "rate_limiting",
    est: 2,
    origin: "inv",
    hints: ["throttl", "rate", "sending rate", "toomanyrequests"],
    sev: "medium",
    note: "books-core's invoice emails are throttled by the email provider (maximum sending rate exceeded); sends pile up and fail.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 1100, (t) =>
        s.emit(
          t,
          "inv",
          "WARN",
          `warn: BooksCore.Email.InvoiceMailer[0] Sending INV-${g.int(1000, 99999)} failed, will retry in ${g.pick([30, 60, 120])}s`,
          {
            trace: s.tr(),
            errKind: "Amazon.SimpleEmailV2.Model.TooManyRequestsException",
            stack: [
              "Amazon.SimpleEmailV2.Model.TooManyRequestsException: Maximum sending rate exceeded.",
              "   at Amazon.Runtime.Internal.HttpErrorResponseExceptionHandler.HandleExceptionStream(IRequestContext requestContext, IWebResponseData httpErrorResponse, HttpErrorResponseException exception, Stream responseStream)",
              "   at BooksCore.Email.InvoiceMailer.SendAsync(Invoice invoice) in /src/BooksCore/Email/InvoiceMailer.cs:line 77",
            ],
          },
        ),
      );
      s.every(t0 + 20000, END, 20000, (t, i) =>
        s.emit(t, "inv", "WARN", `warn: BooksCore.Email.OutboxMonitor[0] email outbox depth ${500 + i * 180}`),
      );
      s.every(t0 + 30000, END, 25000, (t) =>
        s.emit(t, "portal", "WARN", `client ${id(g, "cl_", 6)}: invoice send still queued after 120s`),
      );
    },
  },
  // ---------------- validation ----------------
  {
    cat: "validation",
    est: 0,
    origin: "rules",
    hints: ["validation", "decimal", "invalid", "parse", "pydantic"],
    sev: "medium",
    note: "categoriser rejects every incoming transaction batch because amounts now arrive as formatted strings ('1,204.50'); bank-feeds gets 422 and transactions stay uncategorised.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 1500, (t) => {
        const tr = s.tr();
        const amt = `${g.int(1, 9)},${g.int(100, 999)}.${g.int(10, 99)}`;
        s.emit(t, "rules", "ERROR", `rejected batch ${id(g, "b_", 6)} from bank-feeds (${g.int(5, 80)} txns)`, {
          trace: tr,
          errKind: "pydantic_core.ValidationError",
          stack: [
            "Traceback (most recent call last):",
            '  File "/app/categoriser/api.py", line 77, in categorise',
            "    batch = TransactionBatch.model_validate(payload)",
            "pydantic_core._pydantic_core.ValidationError: 1 validation error for TransactionBatch",
            "transactions.0.amount",
            `  Input should be a valid decimal [type=decimal_parsing, input_value='${amt}', input_type=str]`,
          ],
        });
        s.emit(
          t + 15,
          "feeds",
          "WARN",
          `categoriser returned 422 Unprocessable Entity for batch; ${g.int(5, 80)} transactions stored uncategorised`,
          { trace: tr },
        );
      });
      gwFail(s, "rules", t0, 0.9, 422, () => g.int(5, 20));
    },
  },
  {
    cat: "validation",
    est: 1,
    origin: "fx",
    hints: ["validation", "sanity", "invalid", "rate", "out of range"],
    sev: "medium",
    note: "rates-sync rejects every provider snapshot because JPY and KRW come back as 0.0, so no rates are stored and multi-currency invoices fall back to stale rates.",
    run: (s, t0) => {
      const g = s.rng;
      s.silence("fx", t0, END);
      s.every(t0, END, 15000, (t) =>
        s.emit(t, "fx", "ERROR", "snapshot rejected", {
          errKind: "RateValidationError",
          stack: [
            "Traceback (most recent call last):",
            '  File "/srv/rates_sync/job.py", line 92, in run_once',
            "    validate_snapshot(snapshot, previous)",
            '  File "/srv/rates_sync/checks.py", line 38, in validate_snapshot',
            '    raise RateValidationError(f"{pair}={rate} outside band {band}")',
            `rates_sync.checks.RateValidationError: GBP/${g.pick(["JPY", "KRW"])}=0.0 outside band (150.0, 250.0)`,
          ],
        }),
      );
      s.every(t0 + 60000, END, 25000, (t, i) =>
        s.emit(t, "inv", "WARN", `multi-currency invoice INV-${g.int(1000, 99999)} priced with rates ${1 + i}m old`),
      );
    },
  },
  {
    cat: "validation",
    est: 3,
    origin: "payroll",
    hints: ["validation", "constraint", "invalid", "must be"],
    sev: "medium",
    note: "payroll rejects every imported timesheet row (hours above 24, rate not positive) after the time-tracking export changed its column order; payruns cannot be finalised.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 2500, (t) =>
        s.emit(
          t,
          "payroll",
          "ERROR",
          `[import-${g.int(1, 4)}] c.l.payroll.TimesheetImporter - timesheet import ${id(g, "ts_", 8)} rejected`,
          {
            errKind: "jakarta.validation.ConstraintViolationException",
            stack: [
              `jakarta.validation.ConstraintViolationException: importTimesheet.rows[${g.int(0, 40)}].hours: must be less than or equal to 24, importTimesheet.rows[${g.int(0, 40)}].hourlyRate: must be greater than 0`,
              ...jStack([
                "org.hibernate.validator.internal.engine.ValidatorImpl.validate(ValidatorImpl.java:170)",
                "com.ledgerwise.payroll.TimesheetImporter.importFile(TimesheetImporter.java:64)",
              ]),
            ],
          },
        ),
      );
      gwFail(s, "payroll", t0, 0.8, 400, () => g.int(30, 120));
      s.every(t0 + 30000, END, 30000, (t) =>
        s.emit(
          t,
          "payroll",
          "WARN",
          `payrun ${id(g, "pr_", 8)} blocked: ${g.int(2, 40)} employees without valid hours`,
        ),
      );
    },
  },
  {
    cat: "validation",
    est: 2,
    origin: "inv",
    hints: ["validation", "invalid", "tax type", "fluentvalidation"],
    sev: "medium",
    note: "books-core fails validation on every imported invoice because line items carry tax type 'GST15', which it does not know; partner imports fail.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 1300, (t) => {
        const tr = s.tr();
        s.emit(
          t,
          "inv",
          "ERROR",
          `fail: BooksCore.Api.Middleware.ErrorHandler[0] Invoice import row ${g.int(1, 400)} rejected`,
          {
            trace: tr,
            errKind: "FluentValidation.ValidationException",
            stack: [
              `FluentValidation.ValidationException: Validation failed: `,
              ` -- LineItems[${g.int(0, 6)}].TaxType: 'GST15' is not a valid tax type for organisation region NZ. Severity: Error`,
              "   at FluentValidation.AbstractValidator`1.RaiseValidationException(ValidationContext`1 context, ValidationResult result)",
              "   at BooksCore.Invoices.ImportHandler.Handle(ImportInvoices request, CancellationToken ct) in /src/BooksCore/Invoices/ImportHandler.cs:line 52",
            ],
          },
        );
        if (g.chance(0.4))
          s.emit(
            t + 30,
            "portal",
            "WARN",
            `bulk import ${id(g, "imp_", 6)}: books-core returned 422 for ${g.int(10, 200)} rows`,
            { trace: tr },
          );
      });
      gwFail(s, "inv", t0, 0.5, 422, () => g.int(20, 90));
    },
  },
  // ---------------- null_reference ----------------
  {
    cat: "null_reference",
    est: 0,
    origin: "inv",
    hints: ["null", "nullpointer", "npe"],
    sev: "high",
    note: "invoice-service throws NullPointerException computing tax on invoice lines without a tax rate; creating and sending invoices fails with 500.",
    run: (s, t0) => {
      const g = s.rng;
      gwFail(
        s,
        "inv",
        t0,
        0.6,
        500,
        () => g.int(15, 60),
        (t, tr) =>
          s.emit(
            t,
            "inv",
            "ERROR",
            `[http-nio-8080-exec-${g.int(1, 200)}] o.a.c.c.C.[.[.[/].[dispatcherServlet] - Servlet.service() for servlet [dispatcherServlet] threw exception`,
            {
              trace: tr,
              errKind: "java.lang.NullPointerException",
              stack: [
                'java.lang.NullPointerException: Cannot invoke "java.math.BigDecimal.multiply(java.math.BigDecimal)" because the return value of "com.tallybook.invoice.model.LineItem.getTaxRate()" is null',
                ...jStack([
                  "com.tallybook.invoice.tax.TaxCalculator.lineTax(TaxCalculator.java:58)",
                  "com.tallybook.invoice.tax.TaxCalculator.totals(TaxCalculator.java:31)",
                  "com.tallybook.invoice.api.InvoiceController.create(InvoiceController.java:94)",
                ]),
              ],
            },
          ),
      );
      s.every(t0 + 5000, END, 6000, (t) =>
        s.emit(
          t,
          "pay",
          "WARN",
          `link for invoice not created: invoice-service GET /internal/invoices/${g.int(1000, 99999)} returned 500`,
        ),
      );
    },
  },
  {
    cat: "null_reference",
    est: 1,
    origin: "pay",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    sev: "high",
    note: "paylink-svc crashes building checkout sessions for invoices without a currency (TypeError reading 'currency' of undefined); customers cannot pay.",
    run: (s, t0) => {
      const g = s.rng;
      gwFail(
        s,
        "pay",
        t0,
        0.7,
        500,
        () => g.int(8, 40),
        (t) =>
          s.emit(t, "pay", "ERROR", `checkout failed for link ${id(g, "pl_", 12)}`, {
            errKind: "TypeError",
            stack: [
              "TypeError: Cannot read properties of undefined (reading 'currency')",
              "    at buildCheckoutSession (/app/src/links/checkout.js:88:41)",
              "    at async createSession (/app/src/links/routes.js:142:19)",
              "    at async /app/node_modules/express-async-handler/index.js:3:12",
            ],
          }),
      );
      s.every(t0 + 20000, END, 30000, (t) =>
        s.emit(
          t,
          "inv",
          "WARN",
          `customer reported pay link error on INV-${g.int(1000, 99999)} (support ticket auto-linked)`,
        ),
      );
    },
  },
  {
    cat: "null_reference",
    est: 3,
    origin: "tax",
    hints: ["attributeerror", "nonetype", "none", "null"],
    sev: "medium",
    note: "vat-submit raises AttributeError ('NoneType' object has no attribute 'period_key') for every lodgement whose obligation lookup returns nothing.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 3000, (t) =>
        s.emit(t, "tax", "ERROR", "Internal Server Error: /api/v2/tax/returns/submit", {
          errKind: "AttributeError",
          stack: [
            "Traceback (most recent call last):",
            '  File "/usr/local/lib/python3.11/site-packages/django/core/handlers/exception.py", line 55, in inner',
            "    response = get_response(request)",
            '  File "/app/vat_submit/views.py", line 121, in submit',
            "    payload = build_lodgement(org, obligation)",
            '  File "/app/vat_submit/lodgement.py", line 46, in build_lodgement',
            '    "periodKey": obligation.period_key,',
            "AttributeError: 'NoneType' object has no attribute 'period_key'",
          ],
        }),
      );
      gwFail(s, "tax", t0, 0.9, 500, () => g.int(30, 200));
    },
  },
  {
    cat: "null_reference",
    est: 2,
    origin: "payroll",
    hints: ["nomethoderror", "nil", "undefined method", "null"],
    sev: "high",
    note: "payrun raises NoMethodError (undefined method 'hourly_rate' for nil) for employees without a pay template; payrun finalisation fails.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 2000, (t) => {
        const tr = s.tr();
        s.emit(
          t,
          "payroll",
          "ERROR",
          `PayrunFinaliseJob JID-${g.hex(24)} fail: undefined method 'hourly_rate' for nil (NoMethodError)`,
          {
            trace: tr,
            errKind: "NoMethodError",
            stack: [
              "/app/app/models/payslip_builder.rb:73:in `gross_pay'",
              "/app/app/models/payslip_builder.rb:41:in `build'",
              "/app/app/jobs/payrun_finalise_job.rb:19:in `block in perform'",
            ],
          },
        );
      });
      gwFail(s, "payroll", t0, 0.8, 500, () => g.int(40, 300));
      s.every(t0 + 20000, END, 30000, (t) =>
        s.emit(
          t,
          "portal",
          "WARN",
          `payrun ${id(g, "pr_", 8)} for client ${id(g, "cl_", 6)} stuck in 'finalising' state`,
        ),
      );
    },
  },
  // ---------------- configuration ----------------
  {
    cat: "configuration",
    est: 0,
    origin: "pay",
    hints: ["config", "secret", "signature", "webhook", "missing"],
    sev: "high",
    note: "right after a payment-links deploy its PSP webhook signing secret is unset, so every webhook fails signature verification and paid invoices stay unpaid.",
    run: (s, t0) => {
      const g = s.rng;
      s.emit(t0 - 15000, "pay", "INFO", "received SIGTERM, shutting down http server", { force: true });
      s.emit(t0 - 3000, "pay", "INFO", `payment-links v3.${g.int(10, 30)}.0 (git ${g.hex(7)}) starting`, {
        force: true,
      });
      s.emit(t0, "pay", "WARN", "env PSP_WEBHOOK_SIGNING_SECRET is empty; webhook verification will reject all events");
      s.every(t0 + 1000, END, 1600, (t) =>
        s.emit(
          t,
          "pay",
          "ERROR",
          `webhook rejected event=${id(g, "evt_", 14)} type=checkout.session.completed: No signatures found matching the expected signature for payload`,
        ),
      );
      s.every(t0 + 60000, END, 40000, (t, i) =>
        s.emit(t, "inv", "WARN", `[reconcile] ${30 + i * 25} invoices with completed checkout but no payment recorded`),
      );
      s.hook("pay", t0, END, 1, (t, tr) => {
        if (g.chance(0.5)) {
          s.emit(
            t,
            "pay",
            "INFO",
            `payment link ${id(g, "pl_", 12)} created amount=${g.int(20, 5000)}.00 GBP expires_in=30d`,
            { trace: tr },
          );
          gwLine(s, t + 90, "POST", "/api/v2/payment-links", 201, 90, tr);
        } else gwLine(s, t + 4, "POST", "/webhooks/psp", 400, 4, tr);
        return true;
      });
    },
  },
  {
    cat: "configuration",
    est: 1,
    origin: "tax",
    hints: ["config", "placeholder", "property", "failed to start", "missing"],
    sev: "high",
    note: "a new mtd-vat release cannot start because a required property placeholder is missing; it restarts in a loop and the edge has no healthy upstream for VAT routes.",
    run: (s, t0) => {
      const g = s.rng;
      s.silence("tax", t0, END);
      s.every(t0, END, 40000, (t) => {
        s.emit(t, "tax", "INFO", `Starting MtdVatApplicationKt v5.${g.int(0, 9)}.0 using Java 21.0.4 with PID 1`, {
          force: true,
        });
        s.emit(
          t + 3500,
          "tax",
          "WARN",
          "Exception encountered during context initialization - cancelling refresh attempt: org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'hmrcClient'",
          {
            errKind: "java.lang.IllegalArgumentException",
            stack: [
              `java.lang.IllegalArgumentException: Could not resolve placeholder 'HMRC_CLIENT_ID' in value "${"$"}{HMRC_CLIENT_ID}"`,
              ...jStack([
                "org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)",
              ]),
            ],
          },
        );
        s.emit(t + 3700, "tax", "ERROR", "Application run failed");
      });
      gwFail(s, "tax", t0, 0.95, 503, () => g.int(1, 5));
      s.every(t0 + 10000, END, 30000, (t) =>
        s.emit(
          t,
          "portal",
          "ERROR",
          `VAT obligations for client ${id(g, "cl_", 6)} failed: mtd-vat returned 503 no healthy upstream`,
        ),
      );
    },
  },
  {
    cat: "configuration",
    est: 2,
    origin: "ocr",
    hints: ["config", "url", "missingschema", "invalid url"],
    sev: "medium",
    note: "a config reload gives receipt-inbox an OCR endpoint without a scheme; every extraction call raises MissingSchema and receipts pile up.",
    run: (s, t0) => {
      const g = s.rng;
      s.emit(
        t0 - 2000,
        "ocr",
        "INFO",
        "config reloaded from /etc/receipt-inbox/config.yaml (changed: ocr.endpoint, ocr.timeout_s)",
      );
      s.silence("ocr", t0, END);
      s.every(t0, END, 2000, (t) =>
        s.emit(t, "ocr", "ERROR", `extraction failed for receipt ${id(g, "rc_", 10)}`, {
          trace: s.tr(),
          errKind: "requests.exceptions.MissingSchema",
          stack: [
            "Traceback (most recent call last):",
            '  File "/srv/receipt_inbox/extract.py", line 63, in extract',
            "    resp = session.post(cfg.ocr.endpoint, files=files, timeout=cfg.ocr.timeout_s)",
            "requests.exceptions.MissingSchema: Invalid URL 'ocr.vendor.example/v2/parse': No scheme supplied. Perhaps you meant https://ocr.vendor.example/v2/parse?",
          ],
        }),
      );
      s.every(t0 + 30000, END, 30000, (t, i) =>
        s.emit(t, "ocr", "WARN", `queue depth ${60 + i * 40}, oldest receipt waiting ${1 + i}m`),
      );
    },
  },
  {
    cat: "configuration",
    est: 3,
    origin: "gw",
    hints: ["config", "upstream", "econnrefused", "route"],
    sev: "high",
    note: "after a gateway route-config reload the invoices upstream points at a wrong port; gateway gets ECONNREFUSED and returns 502 while invoices itself is healthy and stops seeing traffic.",
    run: (s, t0) => {
      const g = s.rng;
      s.emit(
        t0 - 1000,
        "gw",
        "INFO",
        "routes reloaded from /etc/gateway/routes.yaml: 14 routes (changed: /api/v2/invoices -> http://invoices.lw-production.svc:8081)",
      );
      s.hook("inv", t0, END, 1, (t) => {
        const ip = `10.12.6.${g.pick([31, 47, 112])}:8081`;
        s.emit(
          t,
          "gw",
          "ERROR",
          `proxy error for ${g.pick(["GET", "POST"])} /api/v2/invoices: connect ECONNREFUSED ${ip}`,
          {
            errKind: "Error",
            stack: [
              `Error: connect ECONNREFUSED ${ip}`,
              "    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)",
            ],
          },
        );
        gwLine(s, t + 2, "GET", "/api/v2/invoices", 502, g.int(1, 4));
        return true;
      });
      s.every(t0 + 30000, END, 30000, (t) =>
        s.emit(
          t,
          "pay",
          "WARN",
          `c.l.payments.InvoiceLink - invoice lookup via gateway returned 502, payment ${id(g, "pi_", 14)} parked`,
        ),
      );
    },
  },
];
