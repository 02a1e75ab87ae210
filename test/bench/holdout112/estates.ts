// The three made-up estates of holdout112 (two P&C insurers and a claims administrator): services, runtimes,
// request flows, periodic jobs and the everyday noise of claims handling.
export type Runtime = "java" | "kotlin" | "node" | "python" | "go" | "dotnet" | "ruby" | "cpp";

export interface Svc {
  name: string;
  rt: Runtime;
  /** Standalone INFO lines the service writes on its own (background work). */
  info: string[];
  /** Health-check line, when the service logs its probes. */
  health?: string;
}

export interface Step {
  svc: string;
  msg: string;
}

export interface Estate {
  key: string;
  company: string;
  ns: string;
  traced: boolean;
  services: Svc[];
  flows: Step[][];
  jobs: { svc: string; every: number; msgs: string[] }[];
  /** Constant harmless complaints; one per file becomes the loud noisy service. */
  noisy: { svc: string; level: "warn" | "error"; msgs: string[] }[];
  /** Occasional domain rejections that are business as usual. */
  domain: { svc: string; level: "info" | "warn" | "error"; msg: string }[];
  deprecations: { svc: string; msg: string }[];
  retries: { svc: string; warn: string; ok: string }[];
}

const HARBOR: Estate = {
  key: "harborline",
  company: "Harborline Mutual",
  ns: "hm-claims-prod",
  traced: true,
  services: [
    {
      name: "fnol-web",
      rt: "node",
      info: ["session refreshed for policyholder portal user u{big}", "served static bundle main.{hexid}.js"],
      health: "GET /healthz 200 1.{n}ms",
    },
    {
      name: "claims-intake",
      rt: "java",
      info: ["Claim {claim} moved to TRIAGE by rule FNOL-AUTO-07", "Outbox relay published {n} ClaimEvent messages"],
    },
    {
      name: "policy-admin",
      rt: "java",
      info: ["Endorsement E{big} bound on policy {pol}, premium delta {amt}", "Renewal offer generated for {pol}"],
    },
    { name: "coverage-rules", rt: "kotlin", info: ["Ruleset HO-2026.3 cache warm: {big} rules, {n} tables"] },
    {
      name: "rating-engine",
      rt: "cpp",
      info: ["rate_table reload check: version 2026.08.1 unchanged", "worker pool stats: busy={n}/64 queue=0"],
    },
    {
      name: "doc-ocr",
      rt: "python",
      info: ["page classifier loaded model claimdocs-v14 (cached)", "thumbnail generated for {doc}"],
      health: '10.2.{n}.1 - - "GET /health HTTP/1.1" 200 15 "-" "kube-probe/1.29"',
    },
    { name: "fraud-score", rt: "python", info: ["feature cache hit ratio 0.9{n} over last 60s"] },
    {
      name: "adjuster-assign",
      rt: "go",
      info: ["capacity snapshot refreshed adjusters=412 available=1{n}"],
      health: "http: GET /readyz 200 (0.4ms)",
    },
    { name: "claim-payments", rt: "dotnet", info: ["Payment batch window open, {n} instructions queued"] },
    { name: "regrep-batch", rt: "java", info: ["Step [extractClaims] executed in {big}ms"] },
    {
      name: "broker-portal",
      rt: "ruby",
      info: [
        'Started GET "/brokers/dashboard" for 10.1.{n}.7',
        "Completed 200 OK in {ms}ms (Views: {n}.1ms | ActiveRecord: {n}.4ms)",
      ],
    },
  ],
  flows: [
    [
      { svc: "fnol-web", msg: "POST /api/fnol 201 {ms}ms" },
      { svc: "claims-intake", msg: "FNOL accepted claim={claim} channel=web lob=auto" },
      { svc: "policy-admin", msg: "Policy {pol} in force, 2 vehicles, 3 drivers" },
      { svc: "coverage-rules", msg: "coverage decision COVERED for peril COLLISION (deductible 500.00)" },
      { svc: "fraud-score", msg: "scored claim {claim} score=0.1{n} band=LOW model=fs-2026.07" },
      { svc: "adjuster-assign", msg: "assigned claim {claim} to {adj} (desk, queue AUTO-PD)" },
    ],
    [
      { svc: "fnol-web", msg: "POST /api/claims/{claim}/photos 202 {ms}ms" },
      { svc: "doc-ocr", msg: "processed {doc} pages=1 type=damage_photo in {ms}ms" },
    ],
    [
      { svc: "fnol-web", msg: "GET /api/claims/{claim}/status 200 {ms}ms" },
      { svc: "claims-intake", msg: "Status lookup claim={claim} state=IN_REVIEW" },
    ],
    [
      { svc: "broker-portal", msg: "Completed 200 OK in {ms}ms (Views: 11.2ms | ActiveRecord: 4.1ms)" },
      { svc: "rating-engine", msg: "rated quote Q{big} lob=HO premium={amt} factors=38 in {n}ms" },
      { svc: "policy-admin", msg: "Quote Q{big} saved for broker BRK-{big}" },
    ],
    [
      { svc: "claims-intake", msg: "Reserve change requested for {claim}" },
      { svc: "claim-payments", msg: "Payment {pay} to claimant created amount={amt} USD method=ACH" },
    ],
    [
      { svc: "fnol-web", msg: "POST /api/claims/{claim}/documents 202 {ms}ms" },
      { svc: "doc-ocr", msg: "extracted 14 fields from {doc} (police_report) in {ms}ms" },
      { svc: "claims-intake", msg: "Document {doc} attached to claim {claim}" },
    ],
  ],
  jobs: [
    {
      svc: "regrep-batch",
      every: 60,
      msgs: ["Job: [SimpleJob: [name=naicClaimsExtract]] launched", "Step [extractClaims] executed in {big}ms"],
    },
    { svc: "claim-payments", every: 45, msgs: ["Reconciliation sweep matched {big} payments, 0 breaks"] },
    { svc: "policy-admin", every: 90, msgs: ["Lapse job: {n} policies moved to LAPSED after grace period"] },
  ],
  noisy: [
    {
      svc: "doc-ocr",
      level: "warn",
      msgs: [
        "low OCR confidence {conf} for field claimant_phone on {doc}; sent to keying queue",
        "photo {doc} rejected: blur score 0.{n} below 0.45",
      ],
    },
    {
      svc: "claim-payments",
      level: "error",
      msgs: ["Payee bank details failed validation for {pay}: routing number check digit mismatch"],
    },
    {
      svc: "broker-portal",
      level: "error",
      msgs: ['ActionController::RoutingError (No route matches [GET] "/wp-login.php")'],
    },
  ],
  domain: [
    {
      svc: "fraud-score",
      level: "info",
      msg: "claim {claim} referred to manual review: score=0.8{n} rules=[late_report,prior_losses]",
    },
    { svc: "policy-admin", level: "warn", msg: "Policy not found for number {pol}X (caller claims-intake)" },
    {
      svc: "coverage-rules",
      level: "info",
      msg: "coverage decision DECLINED for {pol}: policy LAPSED on 2026-07-{day}",
    },
    {
      svc: "adjuster-assign",
      level: "warn",
      msg: "field adjuster {adj} calendar full until Friday, trying next in territory",
    },
    { svc: "fnol-web", level: "warn", msg: "POST /api/fnol 400 {ms}ms - policyNumber failed format check" },
  ],
  deprecations: [
    {
      svc: "fnol-web",
      msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    },
    {
      svc: "claims-intake",
      msg: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect'",
    },
  ],
  retries: [
    {
      svc: "claims-intake",
      warn: "Retrying publish of ClaimEvent (attempt 2 of 5) after broker NOT_LEADER_OR_FOLLOWER",
      ok: "ClaimEvent published after retry",
    },
    {
      svc: "adjuster-assign",
      warn: "graph calendar lookup 502, retrying in 200ms (attempt 1)",
      ok: "graph calendar lookup ok after 1 retry",
    },
  ],
};

const PINE: Estate = {
  key: "pinecrest",
  company: "Pinecrest Insurance Group",
  ns: "pcig-prod",
  traced: false,
  services: [
    {
      name: "app-gateway",
      rt: "go",
      info: ["tls: reloaded certificate bundle, 3 certs, no changes"],
      health: "GET /healthz 200 0.3ms",
    },
    {
      name: "fnol-svc",
      rt: "python",
      info: ["outbox flushed {n} events to topic claims.fnol.v2"],
      health: 'INFO:     10.4.{n}.9:{port} - "GET /health HTTP/1.1" 200 OK',
    },
    { name: "policy-core", rt: "ruby", info: ["[ActiveJob] [RenewalNoticeJob] Performed in {ms}ms"] },
    { name: "coverage-api", rt: "go", info: ["cache stats hits={big} misses={n}"] },
    { name: "photo-intake", rt: "python", info: ["EXIF stripped from {n} photos"] },
    { name: "fraud-engine", rt: "java", info: ["Model pcig-fraud-gbm-44 loaded, {big} trees"] },
    {
      name: "field-scheduler",
      rt: "node",
      info: ["route plan cache pruned {n} entries"],
      health: "GET /health 200 - 0.{n} ms",
    },
    { name: "reserves", rt: "java", info: ["Reserve adequacy snapshot written for {n} open claims"] },
    { name: "vendor-pay", rt: "go", info: ["payout queue depth=0 in_flight={n}"] },
    { name: "rental-link", rt: "node", info: ["rental partner token refreshed, expires in 3600s"] },
    { name: "bodyshop-network", rt: "dotnet", info: ["Shop directory sync: {n} shops updated"] },
  ],
  flows: [
    [
      { svc: "app-gateway", msg: "POST /v1/claims 201 {ms}ms ua=pcig-ios/8.14.2" },
      { svc: "fnol-svc", msg: "fnol created claim={claim} lob=auto source=app" },
      {
        svc: "policy-core",
        msg: "Completed 200 OK in {ms}ms (Views: 0.4ms | ActiveRecord: 5.2ms | Allocations: 2114)",
      },
      { svc: "coverage-api", msg: "coverage verified policy={pol} peril=collision result=covered" },
      { svc: "fraud-engine", msg: "Scored {claim}: 0.0{n} (GREEN), 212 features" },
      { svc: "reserves", msg: "Initial reserve set for {claim}: {amt} (auto PD)" },
    ],
    [
      { svc: "app-gateway", msg: "POST /v1/claims/{claim}/photos 202 {ms}ms ua=pcig-android/8.14.0" },
      { svc: "photo-intake", msg: "stored photo {doc} for {claim} (2.{n} MB, 4032x3024)" },
    ],
    [
      { svc: "fnol-svc", msg: "inspection requested for {claim}" },
      { svc: "field-scheduler", msg: "booked inspection for {claim} with {adj} slot 2026-09-{day}T10:00" },
    ],
    [
      { svc: "reserves", msg: "Payment approved for {claim} amount={amt}" },
      { svc: "vendor-pay", msg: "payout {pay} submitted to bank rail=ACH amount={amt}" },
    ],
    [
      { svc: "fnol-svc", msg: "repair referral created for {claim}" },
      { svc: "bodyshop-network", msg: "Assigned repair shop {shop} (DRP, 4.{n} mi) to {claim}" },
      { svc: "rental-link", msg: "rental reservation R{big} confirmed for {claim} class=ICAR days=7" },
    ],
    [
      { svc: "app-gateway", msg: "GET /v1/policies/{pol} 200 {ms}ms ua=pcig-ios/8.14.2" },
      {
        svc: "policy-core",
        msg: "Completed 200 OK in {ms}ms (Views: 1.1ms | ActiveRecord: 3.0ms | Allocations: 1502)",
      },
    ],
  ],
  jobs: [
    { svc: "reserves", every: 60, msgs: ["Scheduled IBNR roll-forward completed in {big}ms"] },
    { svc: "vendor-pay", every: 30, msgs: ["settlement file poll: 0 new files"] },
    { svc: "policy-core", every: 75, msgs: ["[ActiveJob] [LapseSweepJob] Performed in {big}ms, lapsed={n}"] },
  ],
  noisy: [
    { svc: "photo-intake", level: "warn", msgs: ["photo {doc} rejected: too blurry (laplacian var {n}.3 < 60)"] },
    {
      svc: "rental-link",
      level: "error",
      msgs: ["partner webhook signature header missing, ignored (source 52.14.{n}.8)"],
    },
    { svc: "bodyshop-network", level: "warn", msgs: ["Shop {shop} geocode failed, using ZIP centroid {zip}"] },
  ],
  domain: [
    {
      svc: "fraud-engine",
      level: "info",
      msg: "{claim} referred to SIU review queue (score 0.7{n}, rule staged_accident)",
    },
    { svc: "policy-core", level: "info", msg: "Completed 404 Not Found in {ms}ms (policy {pol}Z not found)" },
    { svc: "coverage-api", level: "info", msg: "coverage declined policy={pol} reason=lapsed_nonpayment" },
    {
      svc: "vendor-pay",
      level: "warn",
      msg: "payee validation failed for {pay}: account name mismatch, returned to adjuster",
    },
    { svc: "field-scheduler", level: "warn", msg: "no slot within 5 days for zip {zip}: all adjusters booked" },
  ],
  deprecations: [
    {
      svc: "policy-core",
      msg: "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.2 (use `to_fs(:db)` instead)",
    },
    { svc: "fnol-svc", msg: "PydanticDeprecatedSince20: The `dict` method is deprecated; use `model_dump` instead." },
  ],
  retries: [
    {
      svc: "vendor-pay",
      warn: "bank rail returned 503, retrying payout in 500ms (attempt 2/4)",
      ok: "payout accepted after retry",
    },
    {
      svc: "fnol-svc",
      warn: "retrying publish to claims.fnol.v2 after NotLeaderForPartition (attempt 2)",
      ok: "publish ok",
    },
  ],
};

const TIDE: Estate = {
  key: "tidewater",
  company: "Tidewater Claims Services",
  ns: "tcs-live",
  traced: true,
  services: [
    {
      name: "ivr-fnol",
      rt: "node",
      info: ["call CA{hexid} ended, duration {big}s"],
      health: "GET /healthz 200 0.{n}ms",
    },
    { name: "claim-hub", rt: "dotnet", info: ["Outbox dispatcher sent {n} messages"] },
    { name: "coverage-verifier", rt: "dotnet", info: ["Carrier rule cache refreshed for {n} programs"] },
    { name: "ocr-pipeline", rt: "python", info: ["worker heartbeat: {n} tasks processed"] },
    { name: "siu-scoring", rt: "python", info: ["feature snapshot exported rows={big}"] },
    { name: "dispatch", rt: "go", info: ["territory cache warmed regions=48"] },
    { name: "repair-net", rt: "java", info: ["Shop capacity feed ingested: {big} rows"] },
    { name: "rental-desk", rt: "ruby", info: ["Sidekiq stats: processed={big} failed=0 busy={n}"] },
    { name: "disbursements", rt: "dotnet", info: ["Positive pay file staged with {n} cheques"] },
    { name: "client-reports", rt: "python", info: ["report loss-run-weekly queued for client {n}"] },
    { name: "carrier-sync", rt: "java", info: ["Bordereau poll: no new files for carrier HARBORLINE"] },
  ],
  flows: [
    [
      { svc: "ivr-fnol", msg: "call CA{hexid} intent=report_claim completed, POST claim-hub 201 in {ms}ms" },
      {
        svc: "claim-hub",
        msg: "Request finished HTTP/1.1 POST http://claim-hub/api/claims - 201 - application/json {ms}.2ms",
      },
      {
        svc: "coverage-verifier",
        msg: "Coverage verified for {pol}: carrier=HARBORLINE program=HO-TPA-3 status=ACTIVE",
      },
      { svc: "siu-scoring", msg: "scored {claim} score=0.1{n} action=none" },
      { svc: "dispatch", msg: "dispatched {adj} to {claim} eta=2026-09-{day} window=AM" },
    ],
    [
      { svc: "claim-hub", msg: "Document {doc} received for {claim} via portal" },
      { svc: "ocr-pipeline", msg: "task ocr.extract[{uuid}] succeeded in {ms}.3ms" },
    ],
    [
      { svc: "claim-hub", msg: "Repair assignment requested for {claim}" },
      { svc: "repair-net", msg: "Assignment {shop} accepted by shop, estimate due in 48h" },
      { svc: "rental-desk", msg: "Completed 201 Created in {ms}ms (ActiveRecord: 2.8ms)" },
    ],
    [
      { svc: "claim-hub", msg: "Payment request {pay} approved for {claim}" },
      { svc: "disbursements", msg: "Disbursement {pay} issued amount={amt} payee=claimant method=check" },
    ],
    [
      { svc: "ivr-fnol", msg: "call CA{hexid} intent=claim_status, GET claim-hub 200 in {ms}ms" },
      {
        svc: "claim-hub",
        msg: "Request finished HTTP/1.1 GET http://claim-hub/api/claims/{claim} - 200 - application/json {ms}.7ms",
      },
    ],
  ],
  jobs: [
    { svc: "client-reports", every: 50, msgs: ["built report claims-lag-daily for client {n}: {big} rows"] },
    { svc: "carrier-sync", every: 40, msgs: ["Policy delta sync HARBORLINE: {n} updated, 0 rejected"] },
    { svc: "disbursements", every: 70, msgs: ["Escheatment scan: 0 stale cheques"] },
  ],
  noisy: [
    {
      svc: "ocr-pipeline",
      level: "warn",
      msgs: ["low confidence {conf} on field vin for {doc}, routed to human keying"],
    },
    {
      svc: "disbursements",
      level: "error",
      msgs: ["Payee bank validation failed for {pay}: IBAN/ABA not found in directory"],
    },
    {
      svc: "ivr-fnol",
      level: "warn",
      msgs: ["speech recognition low confidence for policy number on call CA{hexid}, reprompting"],
    },
  ],
  domain: [
    {
      svc: "siu-scoring",
      level: "info",
      msg: "{claim} referred to manual review score=0.8{n} reasons=[new_policy,total_loss]",
    },
    { svc: "coverage-verifier", level: "warn", msg: "Policy {pol} not found at carrier HARBORLINE (possible typo)" },
    { svc: "coverage-verifier", level: "info", msg: "Coverage declined for {pol}: policy lapsed 2026-08-{day}" },
    { svc: "dispatch", level: "warn", msg: "adjuster {adj} calendar full, reassigning within territory" },
  ],
  deprecations: [
    {
      svc: "claim-hub",
      msg: "warn: Microsoft.AspNetCore.Server.Kestrel[0] Overriding address(es) 'http://+:80'. Binding to endpoints defined via IConfiguration and/or UseKestrel() instead.",
    },
    { svc: "rental-desk", msg: "DEPRECATION WARNING: Sidekiq::Worker is deprecated, use Sidekiq::Job instead" },
  ],
  retries: [
    {
      svc: "claim-hub",
      warn: "Polly retry 1 for carrier-sync call after HttpRequestException (delay 250ms)",
      ok: "carrier-sync call succeeded on retry",
    },
    {
      svc: "repair-net",
      warn: "Retrying shop notify (attempt 2) after SocketTimeoutException",
      ok: "Shop notify delivered",
    },
  ],
};

export const ESTATES: Record<string, Estate> = { harborline: HARBOR, pinecrest: PINE, tidewater: TIDE };

/** Lines a service prints when it is redeployed or reloads its config, in its runtime's words. */
export function deployLines(rt: Runtime, svc: string, version: string): { level: "info" | "warn"; msg: string }[] {
  switch (rt) {
    case "java":
    case "kotlin":
      return [
        { level: "info", msg: `Starting ${svc} v${version} using Java 21.0.4 with PID 1` },
        { level: "info", msg: "Tomcat started on port 8080 (http) with context path '/'" },
        { level: "info", msg: `Started ${svc} in 9.41 seconds (process running for 10.2)` },
      ];
    case "node":
      return [{ level: "info", msg: `${svc}@${version} listening on :3000 (NODE_ENV=production)` }];
    case "python":
      return [
        { level: "info", msg: "Started server process [1]" },
        { level: "info", msg: `Application startup complete (${svc} ${version}).` },
      ];
    case "go":
      return [{ level: "info", msg: `config reloaded from /etc/${svc}/config.yaml (rev ${version})` }];
    case "dotnet":
      return [
        { level: "info", msg: "Application started. Press Ctrl+C to shut down." },
        { level: "info", msg: `Hosting environment: Production; build ${version}` },
      ];
    case "ruby":
      return [{ level: "info", msg: `Puma starting in single mode... * Version 6.4.2, release ${version}` }];
    case "cpp":
      return [{ level: "info", msg: `${svc} ${version} started, 64 workers, rate tables 2026.08.1` }];
  }
}
