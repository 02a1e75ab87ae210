// The 12 quiet windows of holdout125: the everyday noise of each estate, with harmless bumps that recover.
import type { Line } from "./estates.js";
import type { OneShot } from "./incidents.js";

export interface Quiet {
  estate: string;
  note: string;
  shots: OneShot[];
}

const I = (msg: string): Line => ({ level: "info", msg });
const W = (msg: string): Line => ({ level: "warn", msg });
const E = (msg: string): Line => ({ level: "error", msg });

export const QUIETS: Quiet[] = [
  {
    estate: "keystone",
    note: "Ordinary Tuesday traffic at Keystone: showings declined, expired lockbox codes, invalid lead phones and the constant Salesforce field rejection; nothing breaks.",
    shots: [],
  },
  {
    estate: "keystone",
    note: "A rolling restart of showing-scheduler with a few retried calls from agent-portal that all succeed.",
    shots: [
      {
        svc: "showing-scheduler",
        at: 0,
        lines: [I("c.k.showings.Application : Started Application in 8.902 seconds (build 2026.7.18-3aa01f2)")],
      },
      {
        svc: "agent-portal",
        at: 2,
        lines: [
          W("POST /api/showings 503 12ms (showing-scheduler restarting), retrying"),
          I("retry succeeded: POST /api/showings 200 188ms (attempt 2/3)"),
        ],
      },
    ],
  },
  {
    estate: "keystone",
    note: "esign-bridge sees two slow vendor answers and one retried envelope that succeeds; an offer is withdrawn and a counter sent.",
    shots: [
      {
        svc: "esign-bridge",
        at: 0,
        lines: [
          W("docusign: POST /envelopes took 4210ms (slow), request-id 9be1c2d0"),
          W("docusign: 502 on attempt 1, retrying in 500ms"),
          I("docusign: envelope created on attempt 2"),
        ],
      },
    ],
  },
  {
    estate: "homefinder",
    note: "Quiet Sunday on HomeFinder: map traffic, missing-field MLS skips and small-photo rejections, hydration errors in listing-web as always.",
    shots: [],
  },
  {
    estate: "homefinder",
    note: "A burst of too-small photos from one MLS office is rejected as usual while the release of saved-search-alerts rolls out cleanly.",
    shots: [
      ...[0, 1, 2, 3, 4, 5].map((k) => ({
        svc: "photo-pipeline",
        at: k * 3,
        lines: [W(`photos.validate: rejected photo ${k + 1} of CRMLS2210${k}455: too small (320x240 < 640x480)`)],
      })),
    ],
  },
  {
    estate: "homefinder",
    note: "mls-ingest hits one 429 from the MLS, honours Retry-After and catches up; search-api has a short spike of slow queries that recovers.",
    shots: [
      {
        svc: "mls-ingest",
        at: 0,
        lines: [
          W("mls_ingest.replicate: feed=crmls 429 Too Many Requests (Retry-After: 30) page=118"),
          I("mls_ingest.replicate: feed=crmls resumed after Retry-After, page=118 upserted=200"),
        ],
      },
      {
        svc: "search-api",
        at: 40,
        lines: [
          W('slow search took=1840ms q="waterfront" bbox=2z (shard relocation in progress)'),
          I('search ok q="waterfront" bbox=2z hits=311 took=64ms'),
        ],
      },
    ],
  },
  {
    estate: "harborpine",
    note: "Harbor & Pine on a normal afternoon: bounced client mail, declined showings, an offer withdrawn and the daily reconciliation.",
    shots: [],
  },
  {
    estate: "harborpine",
    note: "Puma restarts brokerage-web after a deploy; one request fails during the switch and is retried by the browser, everything else is normal.",
    shots: [
      {
        svc: "brokerage-web",
        at: 5,
        lines: [
          W("Completed 503 Service Unavailable in 1ms (restarting)"),
          I("Completed 200 OK in 88ms (Views: 20.1ms | ActiveRecord: 4.2ms | Allocations: 9120)"),
        ],
      },
    ],
  },
  {
    estate: "harborpine",
    note: "signing retries one envelope after a transient provider 502 and succeeds; lockbox codes expire as usual.",
    shots: [
      {
        svc: "signing",
        at: 0,
        lines: [
          W("Polly: Delaying for 1000ms, then making retry 1."),
          I("HarborPine.Signing.EnvelopeSender[0] Envelope 5e1f9a22 sent to 3 signers in 2210 ms"),
        ],
      },
    ],
  },
  {
    estate: "nestwise",
    note: "Nestwise syndication at steady state: unknown property subtypes mapped to Other, skipped records, low-resolution photos not published.",
    shots: [],
  },
  {
    estate: "nestwise",
    note: "A config reload in geo-enricher and a routine segment merge on the search index; a couple of geocodes are retried successfully.",
    shots: [
      {
        svc: "geo-enricher",
        at: 20,
        lines: [
          W("geocode attempt 1 failed: 503 from provider, retrying"),
          I("geocode attempt 2 ok precision=rooftop 143ms"),
        ],
      },
    ],
  },
  {
    estate: "nestwise",
    note: "agent-crm deploys a new version and drains connections; tour-booking sees one refused call that it retries successfully.",
    shots: [
      {
        svc: "tour-booking",
        at: 10,
        lines: [
          E("CRM sync: connect ECONNREFUSED 10.44.3.12:8080 (agent-crm), retrying in 500ms"),
          I("CRM sync: retry ok"),
        ],
      },
    ],
  },
];
