// The 12 quiet windows: only the domain's everyday noise plus harmless events that look alarming at a glance.
import type { Line } from "./callers.js";
import type { Extra } from "./stream.js";

export interface QuietSpec {
  estate: string;
  note: string;
  extras: Extra[];
}

const W = (msg: string): Line => ({ level: "warn", msg });
const I = (msg: string): Line => ({ level: "info", msg });
const E = (msg: string): Line => ({ level: "error", msg });

export const QUIET: QuietSpec[] = [
  {
    estate: "formloom",
    note: "Normal Formloom traffic with captcha spam rejections, expired HubSpot tokens and a form-builder config reload.",
    extras: [
      {
        at: 250,
        svc: "form-builder",
        lines: [I("Reloading feature flags from LaunchDarkly (14 flags, 2 changed: new_logic_editor, matrix_v2)")],
      },
    ],
  },
  {
    estate: "formloom",
    note: "Normal Formloom traffic; sheets-sync sees a short burst of Google 503s that all succeed on retry.",
    extras: [
      {
        at: 300,
        svc: "sheets-sync",
        lines: [
          W("retrying append to 1f0c9a2b7e after 503 from sheets.googleapis.com (attempt 1/5)"),
          W("retrying append to 88ad01c3f2 after 503 from sheets.googleapis.com (attempt 1/5)"),
          I("append to 1f0c9a2b7e succeeded on attempt 2"),
          I("append to 88ad01c3f2 succeeded on attempt 2"),
        ],
      },
    ],
  },
  {
    estate: "formloom",
    note: "Normal Formloom traffic with one slow report and a single rejected oversized upload.",
    extras: [
      {
        at: 200,
        svc: "report-builder",
        lines: [W("slow report: export-csv for f_3c9e01aa took 21877ms (412330 responses)")],
      },
      {
        at: 420,
        svc: "upload-service",
        lines: [W("rejected upload: 104857601 bytes exceeds plan limit 104857600 on form f_90ab3e1c")],
      },
    ],
  },
  {
    estate: "quillsign",
    note: "Normal Quillsign traffic: wrong OTP codes, voided envelopes, expired tokens and an envelope-api rollout.",
    extras: [
      {
        at: 330,
        svc: "envelope-api",
        lines: [I("Started EnvelopeApiApplication in 14.211 seconds (process running for 15.02)")],
      },
    ],
  },
  {
    estate: "quillsign",
    note: "Normal Quillsign traffic; one signer is locked out and one PDF has an unsupported font.",
    extras: [
      {
        at: 180,
        svc: "pdf-render",
        lines: [W("font substitution: 'Segoe UI' not embedded in doc=0a9fe3c1d2b4, using 'Noto Sans'")],
      },
      { at: 400, svc: "signer-auth", lines: [W("recipient 7c2f9a01bd locked after 5 failed code attempts")] },
    ],
  },
  {
    estate: "quillsign",
    note: "Normal Quillsign traffic with a single SMS retry to another provider that succeeds.",
    extras: [
      {
        at: 260,
        svc: "signer-auth",
        lines: [
          W("otp send to twilio timed out after 3000ms, failing over to provider=vonage recipient=31fd0e2a9c"),
          I("otp sent channel=sms country=DE provider=vonage id=0B00000A8F2C4E71"),
        ],
      },
    ],
  },
  {
    estate: "verbatim",
    note: "Normal Verbatim traffic: unsupported uploads, over-long segments and a glossary-api rollout.",
    extras: [
      {
        at: 240,
        svc: "glossary-api",
        lines: [I("glossary-api@3.8.2 starting (node v20.15.1, NODE_ENV=production)"), I("listening on :3000")],
      },
    ],
  },
  {
    estate: "verbatim",
    note: "Normal Verbatim traffic with an Elasticsearch young-GC warning and a slow TM query.",
    extras: [{ at: 350, svc: "tm-store", lines: [W("slow TM lookup pair=en-US>ja-JP segments=180 took 2410ms")] }],
  },
  {
    estate: "verbatim",
    note: "Normal Verbatim traffic; one corrupt DOCX fails import with a zip error.",
    extras: [
      {
        at: 280,
        svc: "doc-import",
        lines: [
          E("import failed job=771204: BadZipFile: File is not a zip file (uploaded as 'Contract_FINAL(2).docx')"),
        ],
      },
    ],
  },
  {
    estate: "pulsebox",
    note: "Normal Pulsebox traffic with dead webhooks, bot captcha failures and a scheduler leader change.",
    extras: [
      {
        at: 300,
        svc: "scheduler",
        lines: [I("leader election: scheduler-1 acquired lease pulse-scheduler (previous holder scheduler-0)")],
      },
    ],
  },
  {
    estate: "pulsebox",
    note: "Normal Pulsebox traffic; a crm-bridge sync hits one HubSpot 429 and succeeds after backoff.",
    extras: [
      {
        at: 210,
        svc: "crm-bridge",
        lines: [
          W("hubspot sync for acct_41822 got 429 (ten_secondly_rolling), retrying in 2s"),
          I("synced contact to hubspot org=acct_41822 object=Contact in 2310ms"),
        ],
      },
    ],
  },
  {
    estate: "pulsebox",
    note: "Normal Pulsebox traffic with a report-export rollout and one cancelled export.",
    extras: [
      {
        at: 260,
        svc: "report-export",
        lines: [I("Application started. Hosting environment: Production; release 2.31.0")],
      },
      { at: 380, svc: "report-export", lines: [W("Export 55120 cancelled by user after 12.4s")] },
    ],
  },
];
