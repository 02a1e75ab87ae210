// The four made-up companies of holdout65 and the normal life of their services.
import type { Level } from "./formats.js";

export type Line = [Level, string, number];
export type Hop = [string, Level, string];

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  /** Request flows: hops sharing one request id when `traced`; `pipeline` logs in hop order (async jobs). */
  flows: { w: number; hops: Hop[]; pipeline?: boolean }[];
  traced: boolean;
  /** Standalone lines per service (weights relative within the estate). */
  lines: Record<string, Line[]>;
  health: { svc: string; every: number; tpl: string }[];
  jobs: { svc: string; every: number; tpls: Line[] }[];
  noisy: { svc: string; level: Level; every: number; tpl: string };
  deprecations: { svc: string; every: number; tpl: string }[];
  retries: { svc: string; warn: string; ok: string }[];
  deploys: { svc: string; lines: Line[] }[];
}

export const HARBOURLINE: Estate = {
  key: "harbourline",
  company: "Harbourline Mutual (claims)",
  namespace: "claims-prod",
  traced: true,
  flows: [
    {
      w: 5,
      hops: [
        ["fnol-web", "INFO", "POST /api/fnol/motor 201 {n:90-420}ms"],
        [
          "claims-handler",
          "INFO",
          "Claim CLM-{n:4000000-4999999} registered lossType={MOTOR_COLLISION|GLASS|THEFT|MOTOR_THIRD_PARTY} channel=web",
        ],
        [
          "fraud-scoring",
          "INFO",
          "scored claim CLM-{n:4000000-4999999} model=gbm-v14 score=0.{n:01-62} band=LOW latency_ms={n:18-95}",
        ],
        ["notification-relay", "INFO", "sms queued template=fnol_ack provider=twilio to=+44******{n:100-999}"],
      ],
    },
    {
      w: 3,
      hops: [
        [
          "partner-api-gw",
          "INFO",
          "partner={autoglass-direct|roadside-uk|brokerlink} POST /v3/claims status=202 dur={n:40-260}ms",
        ],
        [
          "claims-handler",
          "INFO",
          "Claim CLM-{n:4000000-4999999} registered lossType={GLASS|MOTOR_COLLISION|HOME_ESCAPE_OF_WATER} channel=partner",
        ],
        [
          "fraud-scoring",
          "INFO",
          "scored claim CLM-{n:4000000-4999999} model=gbm-v14 score=0.{n:01-55} band=LOW latency_ms={n:20-110}",
        ],
      ],
    },
    {
      w: 2,
      hops: [
        ["callcentre-bridge", "INFO", "Call {hex:8} wrapped up by agent ext {n:2100-2399}; FNOL draft submitted"],
        [
          "claims-handler",
          "INFO",
          "Claim CLM-{n:4000000-4999999} registered lossType={HOME_STORM|HOME_ESCAPE_OF_WATER|MOTOR_COLLISION} channel=phone",
        ],
      ],
    },
    {
      w: 3,
      hops: [
        ["adjuster-portal", "INFO", "GET /claims/CLM-{n:4000000-4999999}/summary 200 {n:35-240}ms user=adj{n:100-340}"],
        ["claims-handler", "INFO", "GET /internal/claims/CLM-{n:4000000-4999999} -> 200 ({n:6-60} ms)"],
      ],
    },
    {
      w: 2,
      hops: [
        ["claims-handler", "INFO", "Settlement approved for CLM-{n:4000000-4999999} amount=GBP {n:120-9800}.{n:10-99}"],
        ["payout-service", "INFO", "Payout PO-{n:800000-899999} submitted to Faster Payments, status=Accepted"],
        [
          "docgen",
          "INFO",
          "Rendered SETTLEMENT_LETTER_v5 for CLM-{n:4000000-4999999} in {n:120-900} ms ({n:2-6} pages)",
        ],
      ],
    },
  ],
  lines: {
    "claims-handler": [
      ["INFO", "Claim CLM-{n:4000000-4999999} referred for manual review: reason=LATE_NOTIFICATION", 2],
      ["INFO", "Reserve updated for CLM-{n:4000000-4999999} from {n:500-3000} to {n:3000-9000} GBP", 2],
    ],
    "fraud-scoring": [
      [
        "WARN",
        "claim CLM-{n:4000000-4999999} referred: score 0.{n:71-94} above threshold 0.70 (rules: {MULTIPLE_CLAIMS_90D|NEW_POLICY_14D|ADDRESS_MISMATCH})",
        2,
      ],
    ],
    "adjuster-portal": [["INFO", "user adj{n:100-340} opened diary task T-{n:10000-99999}", 2]],
    docgen: [
      [
        "WARN",
        "Attachment photo_{n:1-9}.heic for CLM-{n:4000000-4999999} could not be converted, skipped (corrupt header)",
        1,
      ],
    ],
    "payout-service": [["INFO", "Payment status callback PO-{n:800000-899999}: Settled", 2]],
    "bordereaux-export": [["DEBUG", "buffered {n:40-400} rows for treaty QS-2026-{n:1-4}", 1]],
    "notification-relay": [["INFO", "delivery receipt sid=SM{hex:24} status=delivered", 2]],
  },
  health: [
    { svc: "claims-handler", every: 15, tpl: "GET /actuator/health 200 {n:2-9}ms" },
    { svc: "partner-api-gw", every: 10, tpl: "GET /healthz status=200 dur={n:0-2}ms" },
    { svc: "fnol-web", every: 20, tpl: "GET /health 200 {n:1-4}ms" },
  ],
  jobs: [
    {
      svc: "bordereaux-export",
      every: 60,
      tpls: [["INFO", "bordereau slice written treaty=QS-2026-{n:1-4} rows={n:200-1800} file=bdx_{hex:6}.csv", 1]],
    },
    {
      svc: "payout-service",
      every: 45,
      tpls: [["INFO", "Reconciliation sweep matched {n:20-140} of {n:140-160} bank lines", 1]],
    },
  ],
  noisy: {
    svc: "callcentre-bridge",
    level: "ERROR",
    every: 4,
    tpl: "CTI event AgentStateChanged for unknown extension {n:4400-4420} dropped",
  },
  deprecations: [
    {
      svc: "fnol-web",
      every: 120,
      tpl: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
    {
      svc: "claims-handler",
      every: 200,
      tpl: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    },
  ],
  retries: [
    {
      svc: "adjuster-portal",
      warn: "GET claims-handler /internal/claims took >2s, retrying (attempt 1/3)",
      ok: "GET claims-handler /internal/claims ok on attempt 2",
    },
    {
      svc: "partner-api-gw",
      warn: "upstream claims-handler:8080 reset by peer on idle keepalive conn, retrying",
      ok: "retry to claims-handler:8080 succeeded dur={n:30-90}ms",
    },
  ],
  deploys: [
    {
      svc: "adjuster-portal",
      lines: [
        ["INFO", "SIGTERM received, draining connections", 1],
        ["INFO", "adjuster-portal v4.{n:10-30}.{n:0-9} listening on :3000 (NODE_ENV=production)", 1],
      ],
    },
    { svc: "notification-relay", lines: [["INFO", "config reloaded: templates=42 providers=[twilio sendgrid]", 1]] },
  ],
};

export const QUAYSIDE: Estate = {
  key: "quayside",
  company: "Quayside Underwriting (policy & rating)",
  namespace: "uw-prod",
  traced: false,
  flows: [
    {
      w: 6,
      hops: [
        [
          "broker-portal",
          "INFO",
          "POST /quotes 200 {n:300-1400}ms broker=BRK{n:1000-1999} product={COMMERCIAL_COMBINED|LANDLORD|TRADESMAN}",
        ],
        [
          "quote-api",
          "INFO",
          "quote Q-{hex:8} created product={COMMERCIAL_COMBINED|LANDLORD|TRADESMAN} dur={n:200-1200}ms",
        ],
        ["address-verify", "INFO", "resolved UPRN {n:10000000-99999999} confidence=0.{n:90-99}"],
        ["uw-rules", "INFO", "Rules fired=37 decision=ACCEPT quote=Q-{hex:8} in {n:8-40}ms"],
        [
          "rating-engine",
          "INFO",
          "Rated quote Q-{hex:8}: premium={n:300-4200}.{n:10-99} GBP, factors=214, {n:30-160}ms",
        ],
      ],
    },
    {
      w: 2,
      hops: [
        ["quote-api", "INFO", "quote Q-{hex:8} declined product=LANDLORD dur={n:200-700}ms"],
        [
          "uw-rules",
          "INFO",
          "Rules fired=41 decision=DECLINE quote=Q-{hex:8} reason={FLOOD_ZONE_3|PRIOR_CLAIMS_GT_3|UNOCCUPIED_GT_60D}",
        ],
      ],
    },
    {
      w: 3,
      hops: [
        [
          "policy-admin",
          "INFO",
          "Policy POL-{n:2000000-2999999} bound from quote Q-{hex:8}, effective 2026-{10|11|12}-{n:10-28}",
        ],
        ["esign-connector", "INFO", "envelope {hex:8}-{hex:4} sent for signature (2 recipients)"],
        ["billing-svc", "INFO", "Created payment schedule for POL-{n:2000000-2999999}: 12 x {n:20-300}.{n:10-99} GBP"],
      ],
    },
  ],
  lines: {
    "esign-connector": [["INFO", "webhook envelope-completed {hex:8}-{hex:4}", 2]],
    "billing-svc": [["INFO", "Direct debit DD-{n:100000-999999} collected", 2]],
    "policy-admin": [["INFO", "MTA applied to POL-{n:2000000-2999999}: change of vehicle", 1]],
    "address-verify": [
      ["WARN", "postcode {BS|CF|LS|M}{n:1-30} {n:1-9}{AB|XQ|DT} matched {n:2-5} premises, returning first", 1],
    ],
  },
  health: [
    { svc: "quote-api", every: 10, tpl: "GET /healthz 200 {n:0-2}ms" },
    { svc: "rating-engine", every: 15, tpl: "GET /actuator/health/readiness 200" },
  ],
  jobs: [
    {
      svc: "renewal-batch",
      every: 8,
      tpls: [
        ["INFO", "renewal invited POL-{n:2000000-2999999} old={n:300-900} new={n:300-990} (+{n:1-9}.{n:0-9}%)", 6],
        ["INFO", "renewal POL-{n:2000000-2999999} declined by rules: {CLAIMS_FREQUENCY|SANCTIONS_HIT|LAPSED_DD}", 1],
        ["INFO", "renewal POL-{n:2000000-2999999} referred to underwriter queue UW-{n:1-4}", 1],
      ],
    },
    {
      svc: "policy-admin",
      every: 60,
      tpls: [["INFO", "Quartz job documentArchiveSweep completed: {n:10-90} archived", 1]],
    },
  ],
  noisy: {
    svc: "billing-svc",
    level: "ERROR",
    every: 5,
    tpl: "ActionView::MissingTemplate: Missing template dunning/letter_dl3 with {locale: [:cy]}, falling back to en-GB",
  },
  deprecations: [
    {
      svc: "billing-svc",
      every: 180,
      tpl: "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.2 (use `to_fs(:db)` instead)",
    },
    { svc: "quote-api", every: 240, tpl: "grpc: Dial option WithInsecure is deprecated, use WithTransportCredentials" },
  ],
  retries: [
    {
      svc: "esign-connector",
      warn: "POST /envelopes -> 429, retrying in 1000ms",
      ok: "POST /envelopes ok after 1 retry",
    },
    {
      svc: "quote-api",
      warn: "address-verify call took 2.1s, retrying once",
      ok: "address-verify retry ok in {n:80-200}ms",
    },
  ],
  deploys: [
    {
      svc: "broker-portal",
      lines: [
        ["INFO", "received SIGTERM, shutting down gracefully", 1],
        ["INFO", "broker-portal@2.{n:10-40}.{n:0-9} ready on port 8080", 1],
      ],
    },
    { svc: "esign-connector", lines: [["INFO", "feature flags refreshed (14 flags, 1 changed: bulkSend=true)", 1]] },
  ],
};

export const LEXBRIDGE: Estate = {
  key: "lexbridge",
  company: "Lexbridge Discovery (e-discovery)",
  namespace: "ediscovery",
  traced: true,
  flows: [
    {
      w: 5,
      pipeline: true,
      hops: [
        [
          "ingest-gateway",
          "INFO",
          "upload accepted matter=M-{n:1000-1400} custodian=C{n:10-99} file={mailbox|export|teams_chat}_{hex:6}.{pst|zip|mbox} size={n:20-900}MB",
        ],
        ["pst-extractor", "INFO", "Extracted {n:200-9000} items from {hex:6}.pst ({n:0-12} skipped) in {n:3-90}s"],
        [
          "text-extract",
          "INFO",
          "Extracted text doc=DOC-{n:1000000-9999999} mime=application/{pdf|msword|vnd.ms-outlook} chars={n:200-90000}",
        ],
        [
          "neardup-engine",
          "INFO",
          "shingled doc DOC-{n:1000000-9999999} minhash=128 cluster=ND{n:10000-99999} sim=0.{n:70-99}",
        ],
        [
          "search-indexer",
          "INFO",
          "bulk indexed {n:50-500} docs into matter_{n:1000-1400}_v3 took={n:40-400}ms errors=false",
        ],
      ],
    },
    {
      w: 3,
      hops: [
        ["review-web", "INFO", "GET /api/matters/M-{n:1000-1400}/documents?batch={n:1-900} 200 {n:40-600}ms"],
        ["search-indexer", "INFO", "search matter_{n:1000-1400}_v3 took={n:4-120}ms hits={n:0-4000}"],
      ],
    },
    {
      w: 3,
      pipeline: true,
      hops: [
        ["ingest-gateway", "INFO", "upload accepted matter=M-{n:1000-1400} source=slack_export size={n:5-200}MB"],
        [
          "chat-export-parser",
          "INFO",
          "parsed {n:100-8000} messages from {n:2-40} channels, {n:0-5} attachments missing",
        ],
        [
          "ocr-worker",
          "INFO",
          "OCR done doc=DOC-{n:1000000-9999999} pages={n:1-40} conf={n:80-97} engine=tesseract-5.3",
        ],
      ],
    },
  ],
  lines: {
    "ocr-worker": [
      ["WARN", "OCR confidence {n:20-49} below 60 for DOC-{n:1000000-9999999}, queued for human review", 2],
    ],
    "pst-extractor": [
      [
        "WARN",
        "Item {n:1000-9000} in folder '/Inbox/{Archive|Deleted Items|Sent Items}' has corrupt attachment, skipped",
        2,
      ],
    ],
    "review-web": [
      ["INFO", "reviewer rv{n:10-99} coded DOC-{n:1000000-9999999} as {RESPONSIVE|NOT_RESPONSIVE|PRIVILEGED}", 4],
    ],
    "legal-hold-svc": [["INFO", "Hold notice reminder sent hold=LH-{n:100-400} custodian=C{n:10-99}", 1]],
    "matter-api": [["INFO", "GET /matters/M-{n:1000-1400} 200 {n:3-30}ms", 3]],
  },
  health: [
    { svc: "ingest-gateway", every: 10, tpl: "GET /healthz 200 {n:0-2}ms" },
    { svc: "matter-api", every: 15, tpl: "GET /health 200 {n:1-3}ms" },
  ],
  jobs: [
    {
      svc: "legal-hold-svc",
      every: 60,
      tpls: [["INFO", "Reconciled {n:300-900} custodians against HR feed, {n:0-3} departures", 1]],
    },
    {
      svc: "neardup-engine",
      every: 30,
      tpls: [["INFO", "compaction: merged {n:2-40} clusters, {n:0-900} docs reassigned", 1]],
    },
  ],
  noisy: {
    svc: "text-extract",
    level: "ERROR",
    every: 3,
    tpl: "org.apache.tika.exception.EncryptedDocumentException: Unable to process: document is encrypted (DOC-{n:1000000-9999999}), marked as exception",
  },
  deprecations: [
    {
      svc: "search-indexer",
      every: 150,
      tpl: "[types removal] Specifying types in bulk requests is deprecated.",
    },
    {
      svc: "chat-export-parser",
      every: 200,
      tpl: "DeprecationWarning: datetime.datetime.utcfromtimestamp() is deprecated and scheduled for removal in a future version.",
    },
  ],
  retries: [
    {
      svc: "ingest-gateway",
      warn: "s3 multipart part {n:1-40} upload failed: RequestTimeout, retrying",
      ok: "s3 multipart upload completed parts={n:40-90}",
    },
  ],
  deploys: [
    {
      svc: "review-web",
      lines: [
        ["INFO", "Starting review-web v7.{n:1-9}.{n:0-20} (node 20.11.1)", 1],
        ["INFO", "Server listening at http://0.0.0.0:8080", 1],
      ],
    },
    {
      svc: "legal-hold-svc",
      lines: [["INFO", "Puma starting in single mode... * Version 6.4.2, codename: The Eagle of Durango", 1]],
    },
  ],
};

export const COURTLINK: Estate = {
  key: "courtlink",
  company: "Courtlink (court e-filing)",
  namespace: "efiling",
  traced: false,
  flows: [
    {
      w: 6,
      hops: [
        [
          "efile-gw",
          "INFO",
          "POST /v1/filings 202 firm=F{n:1000-4000} court={CA-SUP-07|NY-SUP-12|TX-DIST-3} docs={n:1-8} {n:80-700}ms",
        ],
        ["filing-validator", "INFO", "envelope ENV-{n:100000-999999} validated: {n:1-8} documents, {n:0-3} warnings"],
        [
          "fee-payments",
          "INFO",
          "Fee authorised for ENV-{n:100000-999999}: USD {n:20-450}.00 (card ****{n:1000-9999})",
        ],
        [
          "court-connector",
          "INFO",
          "Submitted ENV-{n:100000-999999} to {CA-SUP-07|NY-SUP-12|TX-DIST-3} via ECF, receipt={hex:10}",
        ],
      ],
    },
    {
      w: 2,
      hops: [
        ["efile-gw", "INFO", "POST /v1/filings 422 firm=F{n:1000-4000} court=NY-SUP-12 docs={n:1-4}"],
        [
          "filing-validator",
          "INFO",
          "envelope ENV-{n:100000-999999} rejected: {missing case number|lead document not PDF/A|filer bar number missing|service list empty}",
        ],
      ],
    },
    {
      w: 3,
      hops: [
        [
          "docket-sync",
          "INFO",
          "docket polled court={CA-SUP-07|NY-SUP-12|TX-DIST-3} case={20|21|22|23}-CV-{n:10000-99999} entries={n:0-6}",
        ],
        ["notice-mailer", "INFO", "service notice sent case={20|21|22|23}-CV-{n:10000-99999} recipients={n:1-9}"],
      ],
    },
  ],
  lines: {
    "doc-stamper": [["INFO", "stamped {n:1-40} pages ENV-{n:100000-999999} fonts_embedded=yes {n:40-900}ms", 3]],
    "account-svc": [
      ["INFO", "Completed 200 OK in {n:5-60}ms (Views: 0.{n:1-9}ms | ActiveRecord: {n:1-20}.{n:0-9}ms)", 3],
    ],
    "court-connector": [
      [
        "WARN",
        "Court NY-SUP-12 returned filing status REJECTED for ENV-{n:100000-999999}: clerk note '{Wrong case type|Duplicate filing|Missing signature}'",
        1,
      ],
    ],
    "clerk-queue": [["INFO", "dequeued task CQ-{n:10000-99999} kind=status_refresh", 2]],
  },
  health: [
    { svc: "efile-gw", every: 10, tpl: "GET /actuator/health 200" },
    { svc: "clerk-queue", every: 15, tpl: "health ok queue_depth={n:0-40}" },
  ],
  jobs: [
    {
      svc: "fee-payments",
      every: 60,
      tpls: [["INFO", "Settlement batch SB-{n:1000-9999} closed: {n:40-300} items", 1]],
    },
    { svc: "notice-mailer", every: 40, tpls: [["INFO", "bounce sweep: {n:0-4} hard bounces flagged", 1]] },
  ],
  noisy: {
    svc: "docket-sync",
    level: "WARN",
    every: 3,
    tpl: "court TX-DIST-3 returned stale ETag for case {20|21|22}-CV-{n:10000-99999}, refetching full docket",
  },
  deprecations: [
    {
      svc: "efile-gw",
      every: 200,
      tpl: "spring.mvc.pathmatch.use-suffix-pattern is deprecated since 5.3 and will be removed",
    },
    {
      svc: "notice-mailer",
      every: 160,
      tpl: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    },
  ],
  retries: [
    {
      svc: "court-connector",
      warn: "ECF endpoint CA-SUP-07 answered 503 (maintenance page), retry 1/5 in 2s",
      ok: "ECF CA-SUP-07 submission accepted on retry",
    },
  ],
  deploys: [
    {
      svc: "notice-mailer",
      lines: [
        ["INFO", "notice-mailer 3.{n:1-9}.{n:0-9} starting, pid 1", 1],
        ["INFO", "connected to SMTP relay smtp.internal:587", 1],
      ],
    },
    { svc: "clerk-queue", lines: [["INFO", "config reloaded from /etc/clerk-queue/config.yaml (workers=8)", 1]] },
  ],
};

export const ESTATES: Estate[] = [HARBOURLINE, QUAYSIDE, LEXBRIDGE, COURTLINK];

export function servicesOf(e: Estate): string[] {
  const s = new Set<string>();
  for (const f of e.flows) for (const h of f.hops) s.add(h[0]);
  for (const k of Object.keys(e.lines)) s.add(k);
  for (const h of e.health) s.add(h.svc);
  for (const j of e.jobs) s.add(j.svc);
  s.add(e.noisy.svc);
  return [...s];
}
