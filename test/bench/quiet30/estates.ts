// Four made-up back-office estates: services, request flows and background noise that every window carries.
import type { Ctx, Estate } from "./ctx.js";
import { goPanic, pyTrace } from "./traces.js";

const PEOPLE = ["u.kraus", "m.lopez", "a.nowak", "j.okafor", "s.berg", "l.moreau", "t.ivanova", "r.singh", "k.tanaka"];
const every = (c: Ctx, stepMs: number, jitter: number, f: (t: number) => void) => {
  for (let t = c.t0 + c.r.int(0, stepMs); t < c.t1; t += stepMs + c.r.int(-jitter, jitter)) f(t);
};
const probes = (c: Ctx, svcs: string[], style: (svc: string) => string) => {
  for (const s of svcs) every(c, 15000, 400, (t) => c.emit(t, s, "debug", style(s)));
};

// ---------------------------------------------------------------- Northwind Fabrication: ERP batch chains, AP
export const NORTHWIND: Estate = {
  key: "northwind",
  company: "Northwind Fabrication",
  ns: "nwf-erp-prod",
  ids: true,
  hour: 1,
  services: [
    "erp-gateway",
    "batch-scheduler",
    "idoc-inbound",
    "fi-posting",
    "mm-inventory",
    "invoice-ocr",
    "supplier-portal",
    "ap-matching",
    "sap-rfc-bridge",
    "report-runner",
  ],
  deployable: ["report-runner", "supplier-portal", "invoice-ocr"],
  flows: [
    {
      name: "invoice",
      weight: 3,
      run(c, t, req) {
        const inv = `INV-${c.r.int(10000, 99999)}`;
        const po = `45000${c.r.int(10000, 29999)}`;
        c.emit(
          t,
          "supplier-portal",
          "info",
          `POST /api/invoices 201 ${c.r.int(40, 260)}ms - supplier=SUP0${c.r.int(1000, 4999)}`,
          req,
        );
        c.emit(
          t + c.r.int(200, 900),
          "invoice-ocr",
          "info",
          `extracted 14 fields from ${inv}.pdf (${c.r.int(1, 4)} pages) confidence=0.${c.r.int(86, 99)}`,
          req,
        );
        c.emit(
          t + c.r.int(1000, 1400),
          "ap-matching",
          "info",
          `invoice ${inv} matched to PO ${po} / GR 50000${c.r.int(10000, 99999)}: 3-way match OK`,
          req,
        );
        c.emit(
          t + c.r.int(1500, 1900),
          "fi-posting",
          "info",
          `c.n.fi.PostingService : posted document 51056${c.r.int(10000, 99999)} company code 1000 fiscal year 2026 (${c.r.int(2, 9)} items)`,
          req,
        );
      },
    },
    {
      name: "goods_receipt",
      weight: 3,
      run(c, t, req) {
        const mat = `100-${c.r.int(100, 899)}`;
        c.emit(t, "erp-gateway", "info", `POST /api/v1/goods-receipts 201 ${c.r.int(30, 180)}ms`, req);
        c.emit(
          t + c.r.int(5, 40),
          "mm-inventory",
          "info",
          `c.n.mm.GoodsReceiptService : GR posted material=${mat} qty=${c.r.int(1, 400)} plant=1200 sloc=0001`,
          req,
        );
        c.emit(
          t + c.r.int(50, 120),
          "fi-posting",
          "info",
          `c.n.fi.PostingService : posted document 50000${c.r.int(10000, 99999)} (GR/IR) company code 1000`,
          req,
        );
      },
    },
    {
      name: "stock",
      weight: 4,
      run(c, t, req) {
        c.emit(
          t,
          "erp-gateway",
          "info",
          `GET /api/v1/stock?material=100-${c.r.int(100, 899)}&plant=1200 200 ${c.r.int(4, 60)}ms`,
          req,
        );
        c.emit(
          t + c.r.int(1, 10),
          "mm-inventory",
          "debug",
          `stock lookup plant=1200 hit=${c.r.chance(0.8)} ${c.r.int(1, 9)}ms`,
          req,
        );
      },
    },
    {
      name: "idoc",
      weight: 3,
      run(c, t, req) {
        const n = `00000000047${c.r.int(10000, 99999)}`;
        const typ = c.r.pick(["ORDERS05", "DESADV01", "INVOIC02", "MATMAS05"]);
        c.emit(
          t,
          "idoc-inbound",
          "info",
          `IDoc ${n} ${typ} from partner SUP0${c.r.int(1000, 4999)} received, status 64`,
          req,
        );
        c.emit(t + c.r.int(300, 1500), "idoc-inbound", "info", `IDoc ${n} status 53: application document posted`, req);
      },
    },
    {
      name: "rfc",
      weight: 2,
      run(c, t, req) {
        const bapi = c.r.pick([
          "BAPI_ACC_DOCUMENT_POST",
          "BAPI_GOODSMVT_CREATE",
          "BAPI_PO_GETDETAIL1",
          "RFC_READ_TABLE",
        ]);
        c.emit(
          t,
          "sap-rfc-bridge",
          "info",
          `c.n.rfc.JcoCaller : ${bapi} destination=PRD_100 returned TYPE=S in ${c.r.int(20, 400)}ms`,
          req,
        );
      },
    },
  ],
  background(c) {
    probes(c, ["erp-gateway", "fi-posting", "mm-inventory", "ap-matching"], (s) =>
      s === "erp-gateway" ? "GET /healthz 200 1ms kube-probe/1.29" : "GET /actuator/health 200",
    );
    // noisy: supplier-portal misses a translation key on every page render, since a release weeks ago
    every(c, 7000, 3000, (t) =>
      c.emit(
        t,
        "supplier-portal",
        "error",
        `i18n: missing translation key 'invoice.status.${c.r.pick(["parked", "blocked_r", "held"])}' for locale ${c.r.pick(["pl-PL", "cs-CZ", "hu-HU"])}`,
      ),
    );
    every(c, 60000, 2000, (t) => {
      const job = c.r.pick(["ZMM_STOCK_SNAPSHOT", "ZFI_GRIR_AGING", "RBDAPP01_ORDERS", "ZSD_CREDIT_EXPOSURE"]);
      c.emit(t, "batch-scheduler", "info", `job=${job} run=${c.r.int(80000, 99999)} state=started step=1/1`);
      c.emit(
        t + c.r.int(4000, 40000),
        "batch-scheduler",
        "info",
        `job=${job} state=finished rc=0 duration=${c.r.int(4, 40)}s`,
      );
    });
    every(c, 120000, 5000, (t) =>
      c.emit(
        t,
        "report-runner",
        "info",
        `report 'GR/IR aging' refreshed for company code 1000 (${c.r.int(1200, 4800)} rows)`,
      ),
    );
    every(c, 90000, 10000, (t) =>
      c.emit(
        t,
        "fi-posting",
        "warn",
        "o.s.w.s.m.m.a.RequestMappingHandlerAdapter : DEPRECATED endpoint /api/v1/documents/park called by ap-matching; use /api/v2/documents?state=parked",
      ),
    );
    every(c, 150000, 20000, (t) =>
      c.emit(
        t,
        "supplier-portal",
        "warn",
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
      ),
    );
    every(c, 110000, 30000, (t) => {
      c.emit(
        t,
        "ap-matching",
        "warn",
        `POST http://fi-posting:8080/api/v1/documents/park returned 503, retrying (attempt 2/3) in 0.5s`,
      );
      c.emit(t + 600, "ap-matching", "info", "POST http://fi-posting:8080/api/v1/documents/park 201 (after retry)");
    });
  },
  deploy(c, t, svc) {
    c.emit(t, svc, "info", `Received SIGTERM, draining ${c.r.int(2, 12)} in-flight requests`);
    c.emit(
      t + 2200,
      svc,
      "info",
      `${svc} ${c.r.pick(["v4.18.2", "v4.19.0", "2026.11.3"])} starting (image sha256:${c.r.hex(12)})`,
    );
    c.emit(t + 5100, svc, "info", `listening on :8080 (config rev ${c.r.int(300, 900)})`);
  },
};

// ---------------------------------------------------------------- Halden Payroll: pay runs, tax tables, timesheets
export const HALDEN: Estate = {
  key: "halden",
  company: "Halden Payroll Services",
  ns: "payroll-prod",
  ids: false,
  hour: 22,
  services: [
    "payroll-api",
    "payrun-engine",
    "tax-tables",
    "timesheet-svc",
    "benefits-sync",
    "bank-file-export",
    "payslip-renderer",
    "ledger-bridge",
    "employee-directory",
  ],
  deployable: ["benefits-sync", "employee-directory", "ledger-bridge"],
  flows: [
    {
      name: "payslip",
      weight: 3,
      run(c, t) {
        const ps = `PS-2026-11-${c.r.int(10000, 99999)}`;
        c.emit(t, "payroll-api", "info", `HTTP GET /api/payslips/${ps} responded 200 in ${c.r.float(20, 260, 4)} ms`);
        c.emit(
          t + c.r.int(10, 200),
          "payslip-renderer",
          "info",
          `rendered ${ps}.pdf pages=${c.r.int(1, 3)} ${c.r.int(90, 600)}ms`,
        );
      },
    },
    {
      name: "g2n",
      weight: 5,
      run(c, t) {
        const e = `E${c.r.int(10000, 39999)}`;
        const code = c.r.pick(["1257L", "1257L", "BR", "K475", "1100L", "S1257L"]);
        c.emit(
          t,
          "tax-tables",
          "info",
          `Request finished HTTP/1.1 GET http://tax-tables/v3/paye?code=${code}&period=8 - 200 ${c.r.int(180, 900)} application/json ${c.r.float(0.4, 9)}ms`,
        );
        c.emit(
          t + c.r.int(5, 30),
          "payrun-engine",
          "info",
          `Gross-to-net done for ${e} period 2026-11: gross ${c.r.int(1800, 9000)}.${c.r.int(10, 99)} net ${c.r.int(1200, 6000)}.${c.r.int(10, 99)} (tax code ${code})`,
        );
      },
    },
    {
      name: "timesheet",
      weight: 3,
      run(c, t) {
        const id = c.r.int(200000, 299999);
        c.emit(
          t,
          "timesheet-svc",
          "info",
          `Started PATCH "/timesheets/${id}/entries" for 10.42.${c.r.int(0, 9)}.${c.r.int(2, 250)}`,
        );
        c.emit(
          t + c.r.int(20, 120),
          "timesheet-svc",
          "info",
          `Completed 200 OK in ${c.r.int(18, 140)}ms (Views: ${c.r.float(0.5, 6)}ms | ActiveRecord: ${c.r.float(2, 40)}ms | Allocations: ${c.r.int(2000, 9000)})`,
        );
      },
    },
    {
      name: "directory",
      weight: 2,
      run(c, t) {
        c.emit(t, "employee-directory", "info", `GET /v1/employees/E${c.r.int(10000, 39999)} 200 ${c.r.int(1, 9)}ms`);
      },
    },
    {
      name: "ledger",
      weight: 1,
      run(c, t) {
        c.emit(
          t,
          "ledger-bridge",
          "info",
          `journal JE-${c.r.int(700000, 799999)} posted to GL (${c.r.int(4, 40)} lines, cost centre ${c.r.int(4100, 4999)})`,
        );
      },
    },
  ],
  background(c) {
    probes(c, ["payroll-api", "tax-tables", "payrun-engine"], () => "Health check 'self' completed: Healthy in 0.4ms");
    // noisy: the directory photo sync never finds thumbnails for contractors
    every(c, 6000, 2500, (t) =>
      c.emit(
        t,
        "employee-directory",
        "error",
        `photo sync: GET blob photos/E${c.r.int(10000, 39999)}.jpg failed: 404 BlobNotFound; using placeholder`,
      ),
    );
    every(c, 30000, 1500, (t) =>
      c.emit(
        t,
        "payrun-engine",
        "info",
        `Pay run PR-2026-11-M checkpoint: ${c.r.int(2000, 9000)}/12480 employees calculated, 0 aborted`,
      ),
    );
    every(c, 60000, 3000, (t) =>
      c.emit(
        t,
        "benefits-sync",
        "info",
        `pulled ${c.r.int(0, 40)} enrolment changes from provider feed (cursor ${c.r.hex(8)})`,
      ),
    );
    every(c, 100000, 15000, (t) =>
      c.emit(
        t,
        "benefits-sync",
        "warn",
        "/app/benefits/feed.py:88: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
      ),
    );
    every(c, 130000, 20000, (t) =>
      c.emit(
        t,
        "timesheet-svc",
        "warn",
        "DEPRECATION WARNING: `ActiveRecord::Base.clear_active_connections!` is deprecated and will be removed from Rails 8.0",
      ),
    );
    every(c, 240000, 40000, (t) =>
      c.emit(
        t,
        "bank-file-export",
        "error",
        `http: panic serving 10.40.${c.r.int(0, 9)}.${c.r.int(2, 250)}:${c.r.int(30000, 60000)}: runtime error: index out of range [3] with length 3\n${goPanic(
          c.r,
          "runtime error: index out of range [3] with length 3 [recovered]",
          [
            ["main.(*statusHandler).ServeHTTP", "/src/cmd/bankfile/status.go"],
            ["net/http.serverHandler.ServeHTTP", "/usr/local/go/src/net/http/server.go"],
          ],
        )}`,
      ),
    );
    every(c, 95000, 20000, (t) => {
      c.emit(t, "ledger-bridge", "warn", `GL API POST /journals returned 502 Bad Gateway; retry 1/3 in 2000ms`);
      c.emit(t + 2300, "ledger-bridge", "info", `journal JE-${c.r.int(700000, 799999)} posted to GL on retry 1`);
    });
  },
  deploy(c, t, svc) {
    c.emit(t, svc, "info", "Application is shutting down...");
    c.emit(
      t + 3000,
      svc,
      "info",
      `Now listening on: http://[::]:8080 (build ${c.r.pick(["2026.11.27.3", "2026.11.28.1", "2026.11.30.2"])})`,
    );
    c.emit(t + 3100, svc, "info", "Application started. Hosting environment: Production; Content root path: /app");
  },
};

// ---------------------------------------------------------------- Corvel People Ops: onboarding, identity, shifts
export const CORVEL: Estate = {
  key: "corvel",
  company: "Corvel People Ops",
  ns: "people-prod",
  ids: true,
  hour: 3,
  services: [
    "hr-portal",
    "onboarding-flow",
    "scim-provisioner",
    "identity-hub",
    "directory-sync",
    "badge-access",
    "shift-scheduler",
    "notify-mailer",
    "it-ticket-bridge",
  ],
  deployable: ["shift-scheduler", "notify-mailer", "it-ticket-bridge"],
  flows: [
    {
      name: "hire",
      weight: 1,
      run(c, t, req) {
        const w = `W${c.r.int(100000, 199999)}`;
        const app = c.r.pick(["slack", "zoom", "atlassian", "github", "workday"]);
        c.emit(t, "hr-portal", "info", `POST /api/hires 201 ${c.r.int(60, 300)}ms`, req);
        c.emit(
          t + c.r.int(20, 80),
          "onboarding-flow",
          "info",
          `workflow onb-${c.r.hex(6)} started for ${w} (start date 2026-12-${c.r.int(7, 21)}, dept ${c.r.pick(["Finance", "Warehouse", "Sales", "IT"])})`,
          req,
        );
        c.emit(
          t + c.r.int(300, 900),
          "scim-provisioner",
          "info",
          `POST https://${app}.scim.example/scim/v2/Users status=201 dur=${c.r.int(90, 700)}ms user=${w}`,
          req,
        );
        c.emit(
          t + c.r.int(1000, 1500),
          "it-ticket-bridge",
          "info",
          `created ticket IT-${c.r.int(40000, 49999)} "Laptop + peripherals for ${w}"`,
          req,
        );
        c.emit(
          t + c.r.int(1600, 2200),
          "notify-mailer",
          "info",
          `sent welcome mail to ${w.toLowerCase()}@corvel.example: 250 2.0.0 OK`,
          req,
        );
      },
    },
    {
      name: "login",
      weight: 5,
      run(c, t, req) {
        c.emit(
          t,
          "identity-hub",
          "info",
          `type=LOGIN, realmId=corvel, clientId=${c.r.pick(["hr-portal", "shift-app", "expenses"])}, userId=${c.r.hex(8)}-${c.r.hex(4)}, ipAddress=10.20.${c.r.int(0, 40)}.${c.r.int(2, 250)}`,
          req,
        );
        c.emit(t + c.r.int(20, 90), "hr-portal", "info", `GET /api/me 200 ${c.r.int(8, 80)}ms`, req);
      },
    },
    {
      name: "profile",
      weight: 2,
      run(c, t, req) {
        c.emit(
          t,
          "hr-portal",
          "info",
          `PATCH /api/employees/W${c.r.int(100000, 199999)}/address 200 ${c.r.int(30, 140)}ms`,
          req,
        );
        c.emit(
          t + c.r.int(100, 400),
          "directory-sync",
          "info",
          `pushed 1 change to directory (attr=postalAddress)`,
          req,
        );
      },
    },
    {
      name: "badge",
      weight: 3,
      run(c, t) {
        c.emit(
          t,
          "badge-access",
          "info",
          `GRANTED badge=0x${c.r.hex(8)} door=${c.r.pick(["DC2-Dock-3", "HQ-Main-N", "DC2-Break", "HQ-L2-East"])} reader=R-0${c.r.int(100, 499)}`,
        );
      },
    },
    {
      name: "shift",
      weight: 1,
      run(c, t, req) {
        c.emit(
          t,
          "shift-scheduler",
          "info",
          `c.c.s.RosterService : swap request ${c.r.int(9000, 9999)} approved for site DC-${c.r.int(1, 4)} week 49`,
          req,
        );
      },
    },
  ],
  background(c) {
    probes(c, ["hr-portal", "scim-provisioner", "identity-hub", "onboarding-flow"], (s) =>
      s === "scim-provisioner" ? `http: GET /healthz 200 (kube-probe)` : "GET /health 200",
    );
    // noisy: a decommissioned reader on the old warehouse has been missing heartbeats for weeks
    every(c, 5000, 1500, (t) =>
      c.emit(
        t,
        "badge-access",
        "error",
        `reader R-0412 (DC1-Gate-2): heartbeat missed, last seen 2026-11-02T17:41:09Z`,
      ),
    );
    every(c, 60000, 4000, (t) =>
      c.emit(
        t,
        "directory-sync",
        "info",
        `delta sync from workday: ${c.r.int(0, 12)} changes applied (token ${c.r.hex(10)})`,
      ),
    );
    every(c, 45000, 4000, (t) =>
      c.emit(
        t,
        "shift-scheduler",
        "info",
        `c.c.s.OptimizerJob : roster solve site DC-${c.r.int(1, 4)} score=0hard/-${c.r.int(100, 900)}soft in ${c.r.int(2, 20)}s`,
      ),
    );
    every(c, 140000, 20000, (t) =>
      c.emit(
        t,
        "hr-portal",
        "warn",
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      ),
    );
    every(c, 80000, 20000, (t) => {
      c.emit(
        t,
        "it-ticket-bridge",
        "warn",
        `ServiceNow POST /api/now/table/sc_request failed (Net::ReadTimeout), retrying 1/3`,
      );
      c.emit(t + 3100, "it-ticket-bridge", "info", `created ticket IT-${c.r.int(40000, 49999)} on retry 1`);
    });
  },
  deploy(c, t, svc) {
    c.emit(t, svc, "info", `shutdown signal received (SIGTERM), closing listeners`);
    c.emit(
      t + 4000,
      svc,
      "info",
      `${svc} version ${c.r.pick(["3.8.1", "3.9.0", "1.22.4"])} (commit ${c.r.hex(7)}) started`,
    );
    c.emit(
      t + 4200,
      svc,
      "info",
      `config reloaded from configmap ${svc}-config (resourceVersion ${c.r.int(1000000, 9999999)})`,
    );
  },
};

// ---------------------------------------------------------------- Maribel Procurement: requisitions, POs, expenses
export const MARIBEL: Estate = {
  key: "maribel",
  company: "Maribel Procurement",
  ns: "procure-prod",
  ids: false,
  hour: 8,
  services: [
    "procure-web",
    "requisition-svc",
    "po-service",
    "supplier-onboard",
    "expense-api",
    "receipt-ocr",
    "approval-engine",
    "catalog-punchout",
    "fx-rates",
    "erp-connector",
  ],
  deployable: ["supplier-onboard", "catalog-punchout", "approval-engine"],
  flows: [
    {
      name: "requisition",
      weight: 3,
      run(c, t) {
        const req = `REQ-${c.r.int(300000, 399999)}`;
        c.emit(t, "procure-web", "info", `POST /api/requisitions 201 ${c.r.int(50, 300)}ms`);
        c.emit(
          t + c.r.int(10, 60),
          "fx-rates",
          "info",
          `GET /v1/rates?base=EUR&symbols=${c.r.pick(["USD", "GBP", "PLN", "CHF"])} 200 ${c.r.int(1, 6)}ms cache=hit`,
        );
        c.emit(
          t + c.r.int(60, 150),
          "requisition-svc",
          "info",
          `c.m.req.RequisitionService : ${req} created by ${c.r.pick(PEOPLE)}, ${c.r.int(1, 8)} lines, total ${c.r.int(80, 9000)}.00 EUR`,
        );
        c.emit(
          t + c.r.int(200, 500),
          "approval-engine",
          "info",
          `c.m.approval.Router : ${req} routed to level 1 approver (cost centre ${c.r.int(4100, 4999)})`,
        );
      },
    },
    {
      name: "po",
      weight: 2,
      run(c, t) {
        const po = `4510${c.r.int(100000, 999999)}`;
        c.emit(
          t,
          "po-service",
          "info",
          `PO ${po} sent to supplier via cXML OrderRequest: 200 OK (${c.r.int(200, 1400)}ms)`,
        );
        c.emit(
          t + c.r.int(100, 600),
          "erp-connector",
          "info",
          `o.a.c.Route : PO ${po} replicated to ERP as IDoc ORDERS05 ${c.r.int(4700000, 4799999)}`,
        );
      },
    },
    {
      name: "expense",
      weight: 4,
      run(c, t) {
        const rc = `rcpt-${c.r.hex(10)}`;
        const cur = c.r.pick(["EUR", "EUR", "USD", "GBP"]);
        c.emit(
          t,
          "expense-api",
          "info",
          `HTTP POST /api/expenses/receipts responded 201 in ${c.r.float(300, 1800, 4)} ms`,
        );
        c.emit(
          t - c.r.int(100, 280),
          "receipt-ocr",
          "info",
          `${rc} parsed: merchant='${c.r.pick(["Hotel Adlon", "DB Fernverkehr", "Uber", "Lufthansa", "Pret A Manger"])}' total=${c.r.int(4, 900)}.${c.r.int(10, 99)} ${cur} conf=0.${c.r.int(85, 99)} (${c.r.int(300, 1500)}ms)`,
        );
        if (cur !== "EUR")
          c.emit(
            t + c.r.int(5, 20),
            "fx-rates",
            "info",
            `GET /v1/convert?from=${cur}&to=EUR 200 ${c.r.int(1, 5)}ms cache=hit`,
          );
      },
    },
    {
      name: "browse",
      weight: 3,
      run(c, t) {
        c.emit(
          t,
          "procure-web",
          "info",
          `GET /catalog/search?q=${c.r.pick(["toner", "safety+gloves", "usb-c+dock", "pallet+wrap"])} 200 ${c.r.int(20, 200)}ms`,
        );
        c.emit(
          t + c.r.int(5, 50),
          "catalog-punchout",
          "info",
          `punchout session ${c.r.hex(8)} setup for supplier ${c.r.pick(["OfficeNow", "Grainger", "RS Components", "Staples"])} 200`,
        );
      },
    },
    {
      name: "supplier",
      weight: 1,
      run(c, t) {
        const id = c.r.int(1000, 9000);
        c.emit(
          t,
          "supplier-onboard",
          "info",
          `Started GET "/suppliers/${id}/bank_details" for 10.8.${c.r.int(0, 9)}.${c.r.int(2, 250)}`,
        );
        c.emit(
          t + c.r.int(20, 90),
          "supplier-onboard",
          "info",
          `Completed 200 OK in ${c.r.int(18, 90)}ms (Views: ${c.r.float(1, 9)}ms | ActiveRecord: ${c.r.float(2, 30)}ms)`,
        );
      },
    },
  ],
  background(c) {
    probes(c, ["procure-web", "fx-rates", "expense-api", "receipt-ocr"], (s) =>
      s === "receipt-ocr" ? `"GET /healthz HTTP/1.1" 200 2` : "GET /healthz 200",
    );
    // noisy: a supplier's catalog CDN has dead image links
    every(c, 6500, 2500, (t) =>
      c.emit(
        t,
        "catalog-punchout",
        "error",
        `image fetch failed for OfficeNow item ON-${c.r.int(10000, 99999)}: 404 https://cdn.officenow.example/img/${c.r.hex(8)}.jpg`,
      ),
    );
    every(c, 60000, 3000, (t) =>
      c.emit(
        t,
        "erp-connector",
        "info",
        `o.a.c.Route : poll ERP vendor master delta: ${c.r.int(0, 30)} records in ${c.r.int(100, 900)}ms`,
      ),
    );
    every(c, 300000, 5000, (t) =>
      c.emit(
        t,
        "fx-rates",
        "info",
        `refreshed 31 reference rates from ratesfeed (as of 2026-${c.r.pick(["11-27", "11-30", "12-01"])} 16:00 CET)`,
      ),
    );
    every(c, 120000, 20000, (t) =>
      c.emit(
        t,
        "receipt-ocr",
        "warn",
        `/usr/local/lib/python3.11/site-packages/pytesseract/pytesseract.py:12: DeprecationWarning: 'pkg_resources' is deprecated`,
      ),
    );
    every(c, 100000, 25000, (t) => {
      c.emit(
        t,
        "po-service",
        "warn",
        `cXML OrderRequest to supplier ${c.r.pick(["Grainger", "Staples"])} failed: Post "https://orders.supplier.example/cxml": EOF; retrying (1/3)`,
      );
      c.emit(t + 1500, "po-service", "info", "cXML OrderRequest delivered on retry 1: 200 OK");
    });
    every(c, 200000, 30000, (t) => {
      const e = pyTrace(
        [["/app/ocr/pipeline.py", "deskew", "angle = estimate_skew(img)"]],
        "ValueError: not enough text lines to estimate skew",
      );
      c.emit(t, "receipt-ocr", "warn", `deskew skipped for rcpt-${c.r.hex(10)}, continuing unrotated\n${e}`);
    });
  },
  deploy(c, t, svc) {
    c.emit(t, svc, "info", `Stopping ${svc} (SIGTERM), graceful shutdown 30s`);
    c.emit(
      t + 6000,
      svc,
      "info",
      `Started ${svc} ${c.r.pick(["5.2.0", "5.2.1", "2.40.0"])} in ${c.r.float(3, 14)} seconds`,
    );
  },
};

export const ESTATES: Estate[] = [NORTHWIND, HALDEN, CORVEL, MARIBEL];
