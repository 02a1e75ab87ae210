// Quiet windows: three per estate, only the harmless happenings of an ordinary day.
import type { QuietSpec } from "./incidents.js";

export const QUIET: QuietSpec[] = [
  {
    estate: "harbourline",
    note: "Ordinary claims traffic with a rolling restart of claims-handler whose callers retry once and succeed.",
    pre: [
      {
        svc: "claims-handler",
        level: "INFO",
        msg: "Commencing graceful shutdown. Waiting for active requests to complete",
        at: 0,
      },
      {
        svc: "claims-handler",
        level: "INFO",
        msg: "Started ClaimsHandlerApplication in 21.4 seconds (process running for 22.9)",
        at: 24,
      },
    ],
    emits: [
      {
        svc: "partner-api-gw",
        level: "WARN",
        every: 4,
        from: 2,
        to: 22,
        msgs: ["upstream claims-handler:8080 connect: connection refused, retrying on next endpoint"],
      },
      {
        svc: "partner-api-gw",
        level: "INFO",
        every: 4,
        from: 3,
        to: 23,
        msgs: ["retry to claims-handler:8080 succeeded dur={n:30-90}ms"],
      },
    ],
  },
  {
    estate: "harbourline",
    note: "Storm-day surge of home claims with many referrals for manual review and fraud referrals, all handled normally.",
    emits: [
      {
        svc: "claims-handler",
        level: "INFO",
        every: 2,
        msgs: ["Claim CLM-{n:4000000-4999999} referred for manual review: reason=CAT_EVENT_STORM_DARRAGH"],
      },
      {
        svc: "fraud-scoring",
        level: "WARN",
        every: 6,
        msgs: [
          "claim CLM-{n:4000000-4999999} referred: score 0.{n:71-90} above threshold 0.70 (rules: MULTIPLE_CLAIMS_90D)",
        ],
      },
    ],
  },
  {
    estate: "harbourline",
    note: "Month-end bordereaux export runs long with a few skipped rows while payouts reconcile normally.",
    emits: [
      {
        svc: "bordereaux-export",
        level: "WARN",
        every: 20,
        msgs: ["row CLM-{n:4000000-4999999} skipped: reserve movement already reported in period 2026-10"],
      },
      {
        svc: "docgen",
        level: "WARN",
        every: 25,
        msgs: ["Template CLAIM_ACK_v6 uses deprecated merge field {{policy.holderName}}"],
      },
    ],
  },
  {
    estate: "quayside",
    note: "Nightly renewal batch with many rules declines and underwriter referrals, nothing failing.",
    emits: [
      {
        svc: "renewal-batch",
        level: "INFO",
        every: 3,
        msgs: ["renewal POL-{n:2000000-2999999} declined by rules: {CLAIMS_FREQUENCY|FLOOD_ZONE_3|LAPSED_DD}"],
      },
      {
        svc: "uw-rules",
        level: "INFO",
        every: 3,
        msgs: ["Rules fired={n:30-45} decision=REFER quote=Q-{hex:8} reason=SUM_INSURED_ABOVE_AUTHORITY"],
      },
    ],
  },
  {
    estate: "quayside",
    note: "A broker integration sends malformed quote requests that are politely rejected with 400s.",
    emits: [
      {
        svc: "quote-api",
        level: "WARN",
        every: 5,
        msgs: ['quote request rejected broker=BRK1771: field "trade_code" must be one of SIC2007 codes, got "PLUMB"'],
      },
      {
        svc: "broker-portal",
        level: "INFO",
        every: 5,
        msgs: ["POST /quotes 400 {n:5-20}ms broker=BRK1771 product=TRADESMAN"],
      },
    ],
  },
  {
    estate: "quayside",
    note: "rating-engine is redeployed with new rate tables; a warm-up warning and one slow quote, then normal.",
    pre: [
      {
        svc: "rating-engine",
        level: "INFO",
        msg: "Rate table registry loaded 48 tables (LANDLORD/2026-12 added)",
        at: 0,
      },
      { svc: "rating-engine", level: "WARN", msg: "JIT warm-up: first rating took 2841ms", at: 2 },
    ],
    emits: [
      {
        svc: "esign-connector",
        level: "WARN",
        every: 30,
        msgs: ["webhook signature header missing on retry delivery, accepted via IP allow-list"],
      },
    ],
  },
  {
    estate: "lexbridge",
    note: "A large PST ingest with many corrupt attachments skipped and low-confidence OCR pages queued for humans.",
    emits: [
      {
        svc: "pst-extractor",
        level: "WARN",
        every: 2,
        msgs: ["Item {n:1000-9000} in folder '/Inbox/Archive' has corrupt attachment, skipped"],
      },
      {
        svc: "ocr-worker",
        level: "WARN",
        every: 3,
        msgs: ["OCR confidence {n:20-49} below 60 for DOC-{n:1000000-9999999}, queued for human review"],
      },
    ],
  },
  {
    estate: "lexbridge",
    note: "search-indexer rolls its index alias during a reindex; brief slow searches that succeed.",
    pre: [
      {
        svc: "search-indexer",
        level: "INFO",
        msg: "alias matter_1207 switched from matter_1207_v2 to matter_1207_v3",
        at: 0,
      },
    ],
    emits: [
      {
        svc: "review-web",
        level: "WARN",
        every: 20,
        from: 0,
        to: 120,
        msgs: ["slow query matter M-1207 took {n:2000-4000}ms"],
      },
    ],
  },
  {
    estate: "lexbridge",
    note: "Legal holds released after a settled matter, with bulk custodian notices sent and a few bounces.",
    emits: [
      {
        svc: "legal-hold-svc",
        level: "INFO",
        every: 3,
        msgs: ["Hold LH-{n:100-400} released for custodian C{n:10-99}, release notice queued"],
      },
      {
        svc: "legal-hold-svc",
        level: "WARN",
        every: 25,
        msgs: ["Release notice to custodian C{n:10-99} bounced (550 mailbox unavailable), flagged for HR lookup"],
      },
    ],
  },
  {
    estate: "courtlink",
    note: "Filing deadline rush with many e-filings rejected for missing fields and court-side rejections.",
    emits: [
      {
        svc: "filing-validator",
        level: "INFO",
        every: 2,
        msgs: [
          "envelope ENV-{n:100000-999999} rejected: {missing case number|lead document not PDF/A|service list empty}",
        ],
      },
      {
        svc: "efile-gw",
        level: "INFO",
        every: 2,
        msgs: ["POST /v1/filings 422 firm=F{n:1000-4000} court=CA-SUP-07 docs={n:1-6}"],
      },
    ],
  },
  {
    estate: "courtlink",
    note: "A court ECF maintenance window answered with 503s that court-connector retries through successfully.",
    emits: [
      {
        svc: "court-connector",
        level: "WARN",
        every: 10,
        to: 150,
        msgs: ["ECF endpoint CA-SUP-07 answered 503 (maintenance page), retry 1/5 in 2s"],
      },
      {
        svc: "court-connector",
        level: "INFO",
        every: 10,
        from: 2,
        to: 152,
        msgs: ["ECF CA-SUP-07 submission accepted on retry"],
      },
    ],
  },
  {
    estate: "courtlink",
    note: "fee-payments rotates its gateway certificate and settles a large batch; a cert-expiry warning appears, nothing fails.",
    pre: [
      {
        svc: "fee-payments",
        level: "WARN",
        msg: "Gateway client certificate CN=fees.courtlink.example expires in 21 days",
        at: 0,
      },
      { svc: "fee-payments", level: "INFO", msg: "Gateway client certificate reloaded (thumbprint 9F3A…C21B)", at: 40 },
    ],
    emits: [
      {
        svc: "fee-payments",
        level: "INFO",
        every: 4,
        msgs: ["Refund RF-{n:10000-99999} issued for rejected ENV-{n:100000-999999}"],
      },
    ],
  },
];
