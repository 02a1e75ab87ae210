// Estate 3: a mortgage lender's loan-origination platform ("keystone"): ingress-nginx, borrower portal, the LOS
// core, underwriting rules, credit pulls from a bureau, KYC, pricing off investor rate sheets, document OCR,
// e-signature, appraisal orders with AMC partners, disclosures and funding, on Postgres with a read replica.
// Traced. Runtimes: nginx, Node, Java, Python, Go, Rust, .NET, Ruby, Elixir, Postgres; kubelet.
import type { Rng } from "./rng.js";
import type { Estate } from "./types.js";
import { loanId, msf, nginxTime } from "./util.js";

const UA = [
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
];
const PATHS = [
  "/api/applications",
  "/api/applications/LN/status",
  "/api/documents",
  "/api/rates/quote",
  "/api/me",
  "/_next/data/build/dashboard.json",
];

export const nginxLine = (
  r: Rng,
  ms: number,
  method: string,
  path: string,
  status: number,
  rt?: number,
  upstream = "los-prod-borrower-portal-3000",
) => {
  const t = rt ?? r.num(0.004, 0.4);
  const up = status === 504 ? `${r.ip()}:${upstream.slice(-4)}` : `${r.ip()}:${upstream.slice(-4)}`;
  return `${r.ip("100.64")} - - [${nginxTime(ms)}] "${method} ${path} HTTP/2.0" ${status} ${r.int(0, 9000)} "https://apply.keystonehome.example/" "${r.pick(UA)}" ${r.int(40, 900)} ${t.toFixed(3)} [${upstream}] [] ${up} ${r.int(0, 9000)} ${t.toFixed(3)} ${status} ${r.hex(32)}`;
};

export const LENDING: Estate = {
  name: "keystone-los",
  namespace: "los-prod",
  traced: true,
  cd: "flux-kustomize-controller",
  services: [
    {
      name: "ingress-nginx",
      runtime: "nginx",
      weight: 5,
      normal: [
        (r, ms) => nginxLine(r, ms, "GET", r.pick(PATHS).replace("LN", loanId(r)), 200),
        (r, ms) => nginxLine(r, ms, "POST", r.pick(["/api/applications", "/api/documents", "/api/rates/quote"]), 201),
        (r, ms) => nginxLine(r, ms, "GET", "/_next/static/chunks/main-app.js", 304, 0.001),
      ],
      chatter: [
        {
          level: "info",
          every: [20, 90],
          msg: (r, ms) => nginxLine(r, ms, "GET", r.pick(["/wp-login.php", "/.git/config", "/actuator/env"]), 404),
        },
        {
          level: "error",
          every: [60, 300],
          msg: (r, ms) =>
            `${new Date(ms).toISOString().slice(0, 19).replace("T", " ").replace(/-/g, "/")} [error] 41#41: *${r.int(100000, 999999)} client intended to send too large body: ${r.int(26214401, 60000000)} bytes, client: ${r.ip("100.64")}, server: apply.keystonehome.example, request: "POST /api/documents HTTP/2.0", host: "apply.keystonehome.example"`,
        },
      ],
    },
    {
      name: "borrower-portal",
      runtime: "node",
      weight: 4,
      normal: [
        (r) =>
          `request completed ${r.pick(["GET", "GET", "POST"])} ${r.pick(PATHS).replace("LN", loanId(r))} ${r.pick([200, 200, 201])} ${r.int(10, 300)}ms`,
        (r) => `rendered /dashboard for applicant ${r.hex(12)} in ${r.int(30, 260)}ms`,
        (r) =>
          `document upload accepted ${r.pick(["W2", "paystub", "bank-statement", "id-front"])} ${r.int(90, 4000)}kB for ${loanId(r)}`,
      ],
    },
    {
      name: "los",
      runtime: "java",
      weight: 5,
      normal: [
        (r) =>
          `[http-nio-8080-exec-${r.int(1, 60)}] c.k.los.app.ApplicationService : application ${loanId(r)} moved ${r.pick(["INTAKE->PROCESSING", "PROCESSING->UNDERWRITING", "UNDERWRITING->CONDITIONAL_APPROVAL", "CTC->CLOSING"])}`,
        (r) =>
          `[http-nio-8080-exec-${r.int(1, 60)}] c.k.los.web.ApplicationController : GET /api/applications/${loanId(r)} 200 ${r.int(4, 90)}ms`,
        (r) => `[task-${r.int(1, 8)}] c.k.los.events.OutboxRelay : relayed ${r.int(1, 40)} events to loan-events`,
        (r) =>
          `[http-nio-8080-exec-${r.int(1, 60)}] c.k.los.underwriting.UnderwritingClient : decision for ${loanId(r)}: ${r.pick(["APPROVE_ELIGIBLE", "REFER", "APPROVE_ELIGIBLE"])} in ${r.int(200, 1800)} ms`,
      ],
    },
    {
      name: "underwriting",
      runtime: "python",
      weight: 3,
      normal: [
        (r) => `${r.ip()} - - "POST /api/v2/decisions HTTP/1.1" 200 ${r.int(800, 4000)} "-" "Apache-HttpClient/5.3"`,
        (r) =>
          `rules.engine: evaluated ruleset 2026.07 for ${loanId(r)}: ${r.int(140, 190)} rules, DTI=${msf(r, 18, 49)}% LTV=${msf(r, 40, 97)}% -> ${r.pick(["APPROVE_ELIGIBLE", "REFER"])}`,
        (r) => `conditions.service: ${r.int(0, 6)} conditions generated for ${loanId(r)}`,
      ],
    },
    {
      name: "credit-pull-svc",
      runtime: "go",
      weight: 2,
      normal: [
        (r) =>
          `tri-merge report received\t{"application": "${loanId(r)}", "bureaus": 3, "elapsed": "${msf(r, 0.8, 4.2)}s", "scores": [${r.int(580, 830)}, ${r.int(580, 830)}, ${r.int(580, 830)}]}`,
        (r) => `soft pull ok\t{"application": "${loanId(r)}", "elapsed": "${r.int(300, 1500)}ms"}`,
      ],
    },
    {
      name: "kyc",
      runtime: "rust",
      weight: 2,
      normal: [
        (r) =>
          `kyc::checks: identity check passed application=${loanId(r)} score=${r.int(80, 99)} vendor_ms=${r.int(200, 1400)}`,
        (r) => `kyc::ofac: sanctions screen clear application=${loanId(r)} lists=3`,
      ],
    },
    {
      name: "pricing",
      runtime: "dotnet",
      weight: 3,
      normal: [
        (r) =>
          `Quote computed for ${loanId(r)}: product ${r.pick(["CONV30", "CONV15", "FHA30", "VA30", "JUMBO30"])} rate ${msf(r, 5.5, 7.4)}00 points ${msf(r, -0.5, 1.5)} lock ${r.pick([30, 45, 60])}d`,
        (r) =>
          `Request finished HTTP/1.1 POST http://pricing:8080/api/quotes - 200 ${r.int(300, 2000)} application/json;+charset=utf-8 ${msf(r, 4, 90)}ms`,
        (r) =>
          `Rate sheet ${r.pick(["FNMA", "FHLMC", "INV-PENNY", "INV-ROCK"])} ${r.int(1, 6)} in effect (${r.int(180, 420)} rows)`,
      ],
    },
    {
      name: "doc-ocr-worker",
      runtime: "python",
      weight: 2,
      normal: [
        (r) => `Task ocr.tasks.extract_document[${r.uuid()}] received`,
        (r) =>
          `Task ocr.tasks.extract_document[${r.uuid()}] succeeded in ${msf(r, 1, 14)}s: {'doc_type': '${r.pick(["W2", "PAYSTUB", "BANK_STMT", "DL"])}', 'pages': ${r.int(1, 12)}, 'confidence': 0.${r.int(80, 99)}}`,
      ],
    },
    {
      name: "esign-bridge",
      runtime: "node",
      weight: 1,
      normal: [
        (r) => `envelope ${r.uuid()} sent for ${loanId(r)} (${r.int(2, 9)} documents, ${r.int(1, 3)} signers)`,
        (r) => `webhook envelope-completed for ${loanId(r)} stored`,
      ],
    },
    {
      name: "appraisal-orders",
      runtime: "ruby",
      weight: 1,
      normal: [
        (r) => `Processing by Api::AppraisalOrdersController#${r.pick(["show", "create"])} as JSON`,
        (r) =>
          `Completed ${r.pick(["200 OK", "201 Created"])} in ${r.int(10, 200)}ms (Views: ${msf(r, 0.2, 4)}ms | ActiveRecord: ${msf(r, 1, 30)}ms | Allocations: ${r.int(900, 9000)})`,
        (r) =>
          `[ActiveJob] [AmcStatusSyncJob] [${r.uuid()}] Performed AmcStatusSyncJob (Job ID: ${r.uuid()}) from Sidekiq(default) in ${msf(r, 80, 1200)}ms`,
      ],
    },
    {
      name: "disclosures",
      runtime: "elixir",
      weight: 2,
      normal: [
        (r) => `Sent 200 in ${r.int(2, 80)}ms`,
        (_r) => `POST /api/disclosures/le`,
        (r) => `Loan Estimate generated for ${loanId(r)} (${r.int(3, 5)} pages, TRID tolerance check ok)`,
      ],
    },
    {
      name: "funding-svc",
      runtime: "java",
      weight: 1,
      normal: [
        (r) =>
          `[funding-${r.int(1, 4)}] c.k.funding.WireService : wire request ${r.hex(10).toUpperCase()} for ${loanId(r)} queued (${r.int(180000, 900000)}.00 USD)`,
        (r) =>
          `[funding-${r.int(1, 4)}] c.k.funding.WarehouseClient : warehouse line availability refreshed: ${r.int(20, 90)}% utilised`,
      ],
    },
    {
      name: "los-pg-replica",
      runtime: "postgres",
      weight: 0.4,
      normal: [
        () => "LOG:  restartpoint starting: time",
        (r) =>
          `LOG:  restartpoint complete: wrote ${r.int(500, 6000)} buffers (${msf(r, 1, 9)}%); 0 WAL file(s) added, ${r.int(0, 3)} removed, ${r.int(1, 9)} recycled; write=${msf(r, 20, 269)} s, sync=0.0${r.int(10, 99)} s, total=${msf(r, 20, 270)} s`,
        (r) => `LOG:  recovery restart point at ${r.hex(1).toUpperCase()}/${r.hex(8).toUpperCase()}`,
      ],
    },
    {
      name: "kernel",
      runtime: "kernel",
      weight: 0.06,
      normal: [
        (r) => `IPv6: ADDRCONF(NETDEV_CHANGE): veth${r.hex(8)}: link becomes ready`,
        (r) => `cni0: port ${r.int(2, 40)}(veth${r.hex(8)}) entered forwarding state`,
        (r) => `eth0: renamed from tmp${r.int(10000, 99999)}`,
      ],
    },
    {
      name: "kubelet",
      runtime: "kubelet",
      weight: 0.25,
      normal: [
        (r) =>
          `"SyncLoop (PLEG): event for pod" pod="los-prod/${r.pick(["los", "pricing", "underwriting"])}-${r.pod()}" event={"Type":"ContainerStarted"}`,
        () => `"Successfully probed plugin" plugin="kubernetes.io/csi"`,
      ],
    },
  ],
  flows: [
    ["ingress-nginx", "borrower-portal", "los"],
    ["ingress-nginx", "borrower-portal", "los", "underwriting"],
    ["ingress-nginx", "borrower-portal", "pricing"],
    ["los", "credit-pull-svc"],
    ["los", "kyc"],
    ["los", "disclosures"],
  ],
  blips: [
    (c, t) => {
      const tr = c.tid();
      c.at(
        t,
        "los",
        "warn",
        `[http-nio-8080-exec-${c.r.int(1, 60)}] c.k.los.kyc.KycClient : kyc call failed (I/O error on POST request for "http://kyc:8080/v1/checks": Connection reset), retry 1/2`,
        { trace: tr },
      );
      c.at(
        t + 0.6,
        "los",
        "info",
        `[http-nio-8080-exec-${c.r.int(1, 60)}] c.k.los.kyc.KycClient : kyc call succeeded on retry`,
        { trace: tr },
      );
    },
    (c, t) =>
      c.at(
        t,
        "borrower-portal",
        "error",
        `Error: Request aborted\n    at IncomingMessage.<anonymous> (/app/node_modules/raw-body/index.js:238:16)\n    at IncomingMessage.emit (node:events:519:28)\n    at IncomingMessage._destroy (node:_http_incoming:224:10)`,
      ),
    (c, t) => {
      const id = c.r.uuid();
      c.at(
        t,
        "doc-ocr-worker",
        "warn",
        `Task ocr.tasks.extract_document[${id}] retry: Retry in 15s: ReadTimeoutError("HTTPSConnectionPool(host='textract.us-east-1.amazonaws.com', port=443): Read timed out. (read timeout=60)")`,
      );
      c.at(
        t + 16 + c.r.num(1, 12),
        "doc-ocr-worker",
        "info",
        `Task ocr.tasks.extract_document[${id}] succeeded in ${msf(c.r, 2, 14)}s: {'doc_type': 'BANK_STMT', 'pages': ${c.r.int(2, 12)}, 'confidence': 0.9${c.r.int(0, 9)}}`,
      );
    },
    (c, t) =>
      c.at(
        t,
        "appraisal-orders",
        "error",
        `ActiveRecord::RecordNotUnique (PG::UniqueViolation: ERROR:  duplicate key value violates unique constraint "index_amc_events_on_external_id"\nDETAIL:  Key (external_id)=(amc-${c.r.hex(10)}) already exists.\n): duplicate AMC webhook ignored`,
      ),
    (c, t) => {
      c.at(t, "los-pg-replica", "info", "LOG:  replication terminated by primary server");
      c.at(
        t + 0.01,
        "los-pg-replica",
        "info",
        `DETAIL:  End of WAL reached on timeline 1 at 3/${c.r.hex(8).toUpperCase()}.`,
      );
      c.at(
        t + 5,
        "los-pg-replica",
        "info",
        `LOG:  started streaming WAL from primary at 3/${c.r.hex(6).toUpperCase()}00 on timeline 1`,
      );
    },
    (c, t) =>
      c.at(
        t,
        "pricing",
        "warn",
        `Rate sheet INV-PENNY ${c.r.int(2, 6)} arrived ${c.r.int(2, 9)} minutes late; previous sheet kept in effect until then`,
      ),
  ],
};
