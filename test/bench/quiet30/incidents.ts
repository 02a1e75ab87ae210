// The eight failures, one per category, two per estate, written the way the software involved really reports them.
import type { Ctx } from "./ctx.js";
import { dotnetTrace, javaTrace, pyTrace, rubyTrace } from "./traces.js";

export interface Incident {
  estate: string;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** Flows whose requests fail once the fault is active, and how often. */
  affects: string[];
  rate: number;
  /** The origin's own INFO/DEBUG lines stop at the start. */
  silence?: boolean;
  /** The origin is redeployed this many ms before the start (the change that carries the fault). */
  changeBefore?: number;
  fail(c: Ctx, t: number, req: string | undefined, flow: string): void;
  /** What the origin itself logs from start to end. */
  origin_side(c: Ctx, start: number, end: number): void;
}

const every = (c: Ctx, a: number, b: number, step: number, f: (t: number, i: number) => void) => {
  let i = 0;
  for (let t = a + c.r.int(0, step); t < b; t += step + c.r.int(-step / 3, step / 3)) f(t, i++);
};

export const INCIDENTS: Incident[] = [
  {
    estate: "northwind",
    origin: "fi-posting",
    category: "database",
    hints: ["connection", "database", "pool", "postgres", "sql", "too many"],
    severity: "high",
    note: "fi-posting's database refuses new connections (too many clients), its Hikari pool times out and every posting from AP matching and goods receipts fails with 503s and retries",
    affects: ["invoice", "goods_receipt"],
    rate: 0.9,
    fail(c, t, req, flow) {
      if (flow === "invoice") {
        const inv = `INV-${c.r.int(10000, 99999)}`;
        c.emit(
          t,
          "supplier-portal",
          "info",
          `POST /api/invoices 201 ${c.r.int(40, 200)}ms - supplier=SUP0${c.r.int(1000, 4999)}`,
          req,
        );
        c.emit(
          t + 700,
          "invoice-ocr",
          "info",
          `extracted 14 fields from ${inv}.pdf (2 pages) confidence=0.9${c.r.int(0, 9)}`,
          req,
        );
        for (let i = 1; i <= 3; i++) {
          c.emit(
            t + 1000 + i * 30100,
            "ap-matching",
            i < 3 ? "warn" : "error",
            i < 3
              ? `POST http://fi-posting:8080/api/v2/documents returned 503, retrying (attempt ${i + 1}/3) in ${i}s`
              : `posting of ${inv} failed after 3 attempts: fi-posting 503 {"status":503,"error":"Service Unavailable","path":"/api/v2/documents"}; invoice parked`,
            req,
          );
        }
        c.emit(
          t + 1000 + 30050,
          "fi-posting",
          "error",
          `c.n.fi.PostingController : POST /api/v2/documents failed\n${javaTrace(c.r, "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection", ["com.northwind.fi.posting.DocumentRepository.insertHeader", "com.northwind.fi.posting.PostingService.post"], "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=41)")}`,
          req,
        );
      } else {
        c.emit(
          t + 30020,
          "fi-posting",
          "error",
          "c.n.fi.PostingController : GR/IR posting failed: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=38)",
          req,
        );
        c.emit(
          t + 30040,
          "mm-inventory",
          "error",
          `c.n.mm.GoodsReceiptService : GR rolled back, fi-posting answered 503 Service Unavailable`,
          req,
        );
        c.emit(
          t + 30060,
          "erp-gateway",
          "error",
          `POST /api/v1/goods-receipts 502 30061ms - upstream mm-inventory`,
          req,
        );
      }
    },
    origin_side(c, start, end) {
      c.emit(
        start,
        "fi-posting",
        "warn",
        "com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Connection add failed: FATAL: sorry, too many clients already",
      );
      every(c, start + 2000, end, 9000, (t) =>
        c.emit(
          t,
          "fi-posting",
          "warn",
          `com.zaxxer.hikari.pool.PoolBase : HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=${c.r.int(20, 60)})`,
        ),
      );
      every(c, start + 5000, end, 21000, (t) =>
        c.emit(
          t,
          "fi-posting",
          "error",
          "org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
        ),
      );
    },
  },
  {
    estate: "northwind",
    origin: "mm-inventory",
    category: "timeout",
    hints: ["timeout", "lock", "wait", "timed out"],
    severity: "high",
    note: "a long stock revaluation in mm-inventory holds row locks and its goods-receipt and stock requests die on lock wait timeouts, which the gateway and IDoc inbound report as 504s and status 51",
    affects: ["goods_receipt", "stock", "idoc"],
    rate: 0.8,
    fail(c, t, req, flow) {
      if (flow === "idoc") {
        const n = `00000000047${c.r.int(10000, 99999)}`;
        c.emit(
          t,
          "idoc-inbound",
          "info",
          `IDoc ${n} DESADV01 from partner SUP0${c.r.int(1000, 4999)} received, status 64`,
          req,
        );
        c.emit(
          t + 50000,
          "idoc-inbound",
          "error",
          `IDoc ${n} status 51: Application document not posted: call to mm-inventory /internal/gr timed out after 50s`,
          req,
        );
        return;
      }
      c.emit(
        t + 50000,
        "mm-inventory",
        "error",
        `c.n.mm.StockWriter : ${flow === "stock" ? "stock read" : "GR posting"} aborted\n${javaTrace(c.r, "org.springframework.dao.PessimisticLockingFailureException: PreparedStatementCallback; SQL [select labst from mard where matnr=? and werks=? for update]; Lock wait timeout exceeded; try restarting transaction", ["com.northwind.mm.stock.StockWriter.lockRow", "com.northwind.mm.stock.GoodsReceiptService.post"], "com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Lock wait timeout exceeded; try restarting transaction")}`,
        req,
      );
      c.emit(
        t + 30000,
        "erp-gateway",
        "error",
        `${flow === "stock" ? "GET /api/v1/stock" : "POST /api/v1/goods-receipts"} 504 30000ms - upstream mm-inventory timed out (ESOCKETTIMEDOUT)`,
        req,
      );
      if (c.r.chance(0.6))
        c.emit(t + 30010, "erp-gateway", "warn", `retrying mm-inventory request once after timeout`, req);
    },
    origin_side(c, start, end) {
      c.emit(
        start - 2000,
        "mm-inventory",
        "info",
        "c.n.mm.RevaluationJob : material price revaluation MR21 plant 1200 started (38211 materials, batch size 0)",
      );
      every(c, start + 60000, end, 60000, (t, i) =>
        c.emit(
          t,
          "mm-inventory",
          "warn",
          `c.n.mm.RevaluationJob : revaluation still running, ${(i + 1) * 2100}/38211 materials, transaction open ${(i + 1) * 60 + 2}s`,
        ),
      );
      every(c, start + 20000, end, 15000, (t) =>
        c.emit(
          t,
          "mm-inventory",
          "warn",
          `c.z.h.p.ProxyLeakTask : Connection leak detection triggered for com.mysql.cj.jdbc.ConnectionImpl@${c.r.hex(7)} on thread http-nio-8080-exec-${c.r.int(1, 40)}`,
        ),
      );
    },
  },
  {
    estate: "halden",
    origin: "payslip-renderer",
    category: "memory",
    hints: ["memory", "heap", "oom", "allocation"],
    severity: "high",
    note: "payslip-renderer runs out of JavaScript heap while rendering the bulk payslips, crashes and restarts in a loop while payroll-api sees resets and 502s",
    affects: ["payslip"],
    rate: 0.85,
    fail(c, t, _req) {
      const ps = `PS-2026-11-${c.r.int(10000, 99999)}`;
      c.emit(
        t,
        "payroll-api",
        "error",
        `HTTP GET /api/payslips/${ps} responded 502 in ${c.r.float(5, 900, 4)} ms\n${dotnetTrace("System.Net.Http.HttpRequestException: An error occurred while sending the request.\n ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.", ["Halden.Payroll.Api.Clients.PayslipRendererClient.RenderAsync", "Halden.Payroll.Api.PayslipController.Get"])}`,
      );
      for (let i = 1; i <= 2; i++)
        c.emit(
          t + i * 400,
          "payroll-api",
          "warn",
          `Polly: retry ${i} of GET http://payslip-renderer:8080/render/${ps} after 400ms: Connection refused (payslip-renderer:8080)`,
        );
    },
    origin_side(c, start, end) {
      let t = start;
      let heap = 1810;
      let uptime = c.r.int(2000000, 9000000);
      while (t < end) {
        c.emit(
          t,
          "payslip-renderer",
          "warn",
          `bulk render batch ${c.r.int(400, 900)}: heap used ${heap}MB, ${c.r.int(3000, 6000)} documents queued`,
        );
        c.emit(
          t + 20000,
          "payslip-renderer",
          "fatal",
          `<--- Last few GCs --->\n\n[1:0x${c.r.hex(7)}]   ${uptime} ms: Mark-Compact 2036.8 (2083.4) -> 2031.2 (2084.1) MB, 1841.22 / 0.00 ms  (average mu = 0.112, current mu = 0.021) allocation failure; scavenge might not succeed\n\n<--- JS stacktrace --->\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n 1: 0xb8ced1 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]\n 2: 0xf06b00 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]\n 3: 0x10d7f65 v8::internal::Heap::FatalProcessOutOfMemory(char const*) [node]`,
        );
        c.emit(
          t + 24000,
          "payslip-renderer",
          "info",
          `payslip-renderer 4.7.2 listening on :8080 (pid 1, node v20.18.0, --max-old-space-size=2048)`,
        );
        t += c.r.int(50000, 80000);
        heap = c.r.int(1700, 1900);
        uptime = c.r.int(44000, 76000);
      }
      every(c, start + 30000, end, 40000, (tt) =>
        c.emit(
          tt,
          "payrun-engine",
          "warn",
          `Payslip publication: renderer unavailable, ${c.r.int(200, 900)} payslips re-queued`,
        ),
      );
    },
  },
  {
    estate: "halden",
    origin: "tax-tables",
    category: "unknown",
    hints: ["unavailable", "unresponsive", "refused", "unknown", "down", "crash"],
    severity: "high",
    note: "tax-tables stops answering and stops logging without a word of why, and the pay run's gross-to-net calculations fail on refused connections and timeouts against it",
    affects: ["g2n"],
    rate: 1,
    silence: true,
    fail(c, t) {
      const e = `E${c.r.int(10000, 39999)}`;
      if (c.r.chance(0.5)) {
        c.emit(
          t + 10000,
          "payrun-engine",
          "error",
          `Gross-to-net failed for ${e} period 2026-11\n${dotnetTrace("System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing.", ["Halden.Payrun.Tax.TaxTableClient.GetPayeAsync", "Halden.Payrun.Engine.GrossToNet.CalculateAsync"])}`,
        );
      } else {
        c.emit(
          t,
          "payrun-engine",
          "error",
          `Gross-to-net failed for ${e} period 2026-11: HttpRequestException: Connection refused (tax-tables:80)`,
        );
      }
      c.emit(t + 10100, "payrun-engine", "warn", `Employee ${e} moved to retry queue (attempt 1/3)`);
    },
    origin_side(c, start, end) {
      c.emit(
        start - 800,
        "tax-tables",
        "info",
        `Request finished HTTP/1.1 GET http://tax-tables/v3/paye?code=1257L&period=8 - 200 412 application/json 3.1ms`,
      );
      c.emit(
        start + 30000,
        "payrun-engine",
        "warn",
        "Circuit breaker 'tax-tables' transitioned Closed -> Open for 30s after 20 consecutive failures",
      );
      every(c, start + 60000, end, 60000, (t) => {
        c.emit(
          t,
          "payrun-engine",
          "warn",
          `Circuit breaker 'tax-tables' Half-Open probe failed: Connection refused (tax-tables:80); Open for 30s`,
        );
        c.emit(
          t + 2000,
          "payroll-api",
          "warn",
          "Health check 'tax-tables' completed: Unhealthy in 5001.2ms (The operation was canceled.)",
        );
        c.emit(
          t + 3000,
          "payrun-engine",
          "info",
          `Pay run PR-2026-11-M checkpoint: ${c.r.int(6000, 9000)}/12480 employees calculated, ${c.r.int(200, 900)} waiting for tax lookup`,
        );
      });
    },
  },
  {
    estate: "corvel",
    origin: "onboarding-flow",
    category: "configuration",
    hints: ["config", "keyerror", "environment", "missing", "setting", "variable"],
    severity: "high",
    note: "right after onboarding-flow 2.14.0 rolls out, every new-hire workflow dies on a missing ONBOARDING_DOCS_BUCKET setting and hr-portal returns 500s for hires",
    affects: ["hire"],
    rate: 1,
    changeBefore: 40000,
    fail(c, t, req) {
      c.emit(
        t,
        "hr-portal",
        "error",
        `POST /api/hires 500 ${c.r.int(80, 300)}ms - onboarding-flow responded 500 Internal Server Error`,
        req,
      );
      c.emit(
        t + c.r.int(20, 60),
        "onboarding-flow",
        "error",
        `Exception on /workflows [POST]\n${pyTrace(
          [
            [
              "/usr/local/lib/python3.12/site-packages/flask/app.py",
              "full_dispatch_request",
              "rv = self.dispatch_request()",
            ],
            ["/app/onboarding/api.py", "start_workflow", "wf = Workflow.start(hire, steps=standard_steps())"],
            ["/app/onboarding/steps/documents.py", "__init__", 'self.bucket = os.environ["ONBOARDING_DOCS_BUCKET"]'],
            ["<frozen os>", "__getitem__", ""],
          ],
          "KeyError: 'ONBOARDING_DOCS_BUCKET'",
        )}`,
        req,
      );
      if (c.r.chance(0.5))
        c.emit(
          t + 500,
          "hr-portal",
          "warn",
          `hire form resubmitted by ${c.r.pick(["hr.ops", "m.lopez", "t.ivanova"])}, retrying POST /workflows`,
          req,
        );
    },
    origin_side(c, start) {
      c.emit(start - 40000, "onboarding-flow", "info", "shutdown signal received (SIGTERM), closing listeners");
      c.emit(start - 36000, "onboarding-flow", "info", "onboarding-flow version 2.14.0 (commit 9c1e4d2) started");
      c.emit(
        start - 35800,
        "onboarding-flow",
        "info",
        "config reloaded from configmap onboarding-flow-config (resourceVersion 8812231): 41 keys, removed: ONBOARDING_DOCS_BUCKET, added: DOCS_BUCKET_NAME",
      );
      c.emit(start - 35000, "onboarding-flow", "info", "Booting worker with pid: 7");
    },
  },
  {
    estate: "corvel",
    origin: "scim-provisioner",
    category: "rate_limiting",
    hints: ["rate", "429", "limit", "throttl", "too many"],
    severity: "medium",
    note: "scim-provisioner exhausts Okta's per-minute API quota, logs only WARN 429s and drops provisioning jobs, so new hires' onboarding workflows fail their account steps",
    affects: ["hire"],
    rate: 0.9,
    fail(c, t, req) {
      const w = `W${c.r.int(100000, 199999)}`;
      c.emit(t, "hr-portal", "info", `POST /api/hires 201 ${c.r.int(60, 300)}ms`, req);
      c.emit(
        t + 50,
        "onboarding-flow",
        "info",
        `workflow onb-${c.r.hex(6)} started for ${w} (start date 2026-12-${c.r.int(7, 21)}, dept Sales)`,
        req,
      );
      for (let i = 1; i <= 4; i++)
        c.emit(
          t + 300 + i * 1500,
          "scim-provisioner",
          "warn",
          `POST https://corvel.okta.example/api/v1/users?activate=true status=429 errorCode=E0000047 "API call exceeded rate limit due to too many requests." x-rate-limit-remaining=0 attempt=${i}/4 user=${w}`,
          req,
        );
      c.emit(
        t + 6400,
        "scim-provisioner",
        "warn",
        `job prov-${c.r.hex(8)} dropped after 4 attempts (rate limited) user=${w}`,
        req,
      );
      c.emit(
        t + 6600,
        "onboarding-flow",
        "error",
        `step create_accounts failed for ${w}: scim-provisioner job status=failed\n${pyTrace([["/app/onboarding/steps/accounts.py", "run", "raise ProvisioningFailed(job.status, job.detail)"]], "onboarding.errors.ProvisioningFailed: ('failed', 'okta create user: dropped')")}`,
        req,
      );
      if (c.r.chance(0.3))
        c.emit(
          t + 6800,
          "it-ticket-bridge",
          "warn",
          `laptop ticket for ${w} put on hold: onboarding workflow reports accounts missing`,
          req,
        );
    },
    origin_side(c, start, end) {
      c.emit(
        start - 5000,
        "scim-provisioner",
        "info",
        "reconcile: nightly full sync to okta started (8412 users, concurrency 16)",
      );
      every(c, start, end, 4000, (t) =>
        c.emit(
          t,
          "scim-provisioner",
          "warn",
          `GET https://corvel.okta.example/api/v1/users/${c.r.hex(20)} status=429 x-rate-limit-limit=600 x-rate-limit-remaining=0 x-rate-limit-reset=${Math.floor(t / 1000) + 41} (reconcile)`,
        ),
      );
    },
  },
  {
    estate: "maribel",
    origin: "receipt-ocr",
    category: "disk",
    hints: ["disk", "space", "errno 28", "enospc", "no space", "device"],
    severity: "medium",
    note: "receipt-ocr's scratch volume fills up, every receipt fails with Errno 28 and expense-api answers 502 to uploads",
    affects: ["expense"],
    rate: 0.95,
    fail(c, t) {
      const rc = `rcpt-${c.r.hex(10)}`;
      c.emit(
        t - 150,
        "receipt-ocr",
        "error",
        `processing ${rc} failed\n${pyTrace(
          [
            ["/app/ocr/pipeline.py", "process", "path = self.stage(upload)"],
            ["/app/ocr/pipeline.py", "stage", "img.save(tmp, format='PNG')"],
            ["/usr/local/lib/python3.11/site-packages/PIL/Image.py", "save", 'fp = builtins.open(filename, "w+b")'],
          ],
          `OSError: [Errno 28] No space left on device: '/var/lib/ocr/tmp/${rc}.png'`,
        )}`,
      );
      c.emit(t + 10, "receipt-ocr", "info", `"POST /v1/parse HTTP/1.1" 500 71`);
      c.emit(
        t,
        "expense-api",
        "error",
        `HTTP POST /api/expenses/receipts responded 502 in ${c.r.float(100, 900, 4)} ms\n${dotnetTrace("Maribel.Expenses.Ocr.OcrClientException: receipt-ocr returned 500 Internal Server Error", ["Maribel.Expenses.Ocr.OcrClient.ParseAsync", "Maribel.Expenses.Api.ReceiptsController.Upload"])}`,
      );
    },
    origin_side(c, start, end) {
      c.emit(start - 90000, "receipt-ocr", "warn", "disk usage on /var/lib/ocr/tmp at 91% (warn at 80%)");
      c.emit(start - 30000, "receipt-ocr", "warn", "disk usage on /var/lib/ocr/tmp at 98% (warn at 80%)");
      c.emit(start, "receipt-ocr", "warn", "tesseract: write error on /var/lib/ocr/tmp/tess_ocr_out.txt");
      every(c, start + 60000, end, 60000, (t) =>
        c.emit(
          t,
          "receipt-ocr",
          "warn",
          "disk usage on /var/lib/ocr/tmp at 100% (warn at 80%); cache cleanup skipped: lock held by previous run",
        ),
      );
    },
  },
  {
    estate: "maribel",
    origin: "fx-rates",
    category: "dependency",
    hints: ["upstream", "503", "unavailable", "circuit", "provider", "dependency", "ratesfeed"],
    severity: "high",
    note: "the external ratesfeed provider answers 503, fx-rates opens its breaker with an expired cache and requisitions, POs and foreign-currency expenses fail on missing rates",
    affects: ["requisition", "expense", "po"],
    rate: 0.8,
    fail(c, t, _req, flow) {
      const pair = `EUR/${c.r.pick(["USD", "GBP", "PLN", "CHF"])}`;
      c.emit(
        t,
        "fx-rates",
        "error",
        `GET /v1/rates ${pair} 503 ${c.r.int(1, 4)}ms: no rate available (cache expired, circuit ratesfeed OPEN)`,
      );
      if (flow === "requisition") {
        c.emit(
          t + 20,
          "requisition-svc",
          "error",
          `c.m.req.RequisitionController : create failed\n${javaTrace(c.r, 'org.springframework.web.client.HttpServerErrorException$ServiceUnavailable: 503 Service Unavailable: "{"error":"rate_unavailable","pair":"' + pair + '"}"', ["com.maribel.req.fx.FxClient.convert", "com.maribel.req.RequisitionService.total"])}`,
        );
        c.emit(
          t + 40,
          "procure-web",
          "error",
          `POST /api/requisitions 500 ${c.r.int(40, 200)}ms - requisition-svc: currency conversion failed`,
        );
      } else if (flow === "po") {
        c.emit(
          t + 20,
          "po-service",
          "error",
          `PO 4510${c.r.int(100000, 999999)} not sent: fx-rates GET /v1/rates: 503 Service Unavailable; will retry in 5m`,
        );
      } else {
        c.emit(
          t + 20,
          "expense-api",
          "error",
          `HTTP POST /api/expenses/receipts responded 500 in ${c.r.float(5, 60, 4)} ms: fx-rates returned 503 for ${pair}`,
        );
      }
    },
    origin_side(c, start, end) {
      for (let i = 0; i < 5; i++)
        c.emit(
          start + i * 5000,
          "fx-rates",
          "warn",
          `ratesfeed GET https://api.ratesfeed.example/v2/latest?base=EUR: 503 Service Unavailable (attempt ${i + 1}/5)`,
        );
      c.emit(
        start + 25200,
        "fx-rates",
        "warn",
        "circuit ratesfeed: CLOSED -> OPEN (5 consecutive failures), half-open in 60s",
      );
      c.emit(start + 25400, "fx-rates", "error", "rate cache expired (max_age 15m), no fallback fixing for 31 pairs");
      every(c, start + 86000, end, 61000, (t) => {
        c.emit(
          t,
          "fx-rates",
          "warn",
          'ratesfeed GET https://api.ratesfeed.example/v2/latest?base=EUR: 503 Service Unavailable {"message":"upstream maintenance"} (half-open probe)',
        );
        c.emit(t + 50, "fx-rates", "warn", "circuit ratesfeed: HALF_OPEN -> OPEN");
      });
      every(c, start + 40000, end, 45000, (t) =>
        c.emit(
          t,
          "supplier-onboard",
          "error",
          `${rubyTrace("Faraday::ServerError: the server responded with status 503 (fx-rates)", [
            ["/app/app/services/payment_terms_quote.rb", "convert"],
            ["/app/app/jobs/payment_terms_job.rb", "perform"],
          ])}`,
        ),
      );
    },
  },
];
