// The five made-up estates of holdout5: their services (with runtimes), request paths, nouns and a noisy bystander.
import type { Runtime, Svc } from "./types.js";

export interface Estate {
  id: string;
  domain: string;
  ns: string;
  host: string;
  /** svcs[0] is the public edge */
  svcs: Svc[];
  paths: string[];
  nouns: string[];
  /** an unrelated, non-critical service that can fail at a constant rate all window */
  noisy: Svc & { errors: string[] };
  /** what the noisy and deploy decoys talk about */
  deployable: string[];
}

const s = (name: string, rt: Runtime): Svc => ({ name, rt });

export const ESTATES: Estate[] = [
  {
    id: "pawsline",
    domain: "veterinary clinic network",
    ns: "clinics",
    host: "pl",
    svcs: [
      s("clinic-portal", "nest"),
      s("appt-orchestrator", "java"),
      s("patient-records", "python"),
      s("lab-results-bridge", "go"),
      s("pharmacy-dispense", "dotnet"),
      s("reminder-sender", "sidekiq"),
      s("imaging-archive", "rust"),
      s("invoice-desk", "php"),
      s("triage-chat", "elixir"),
    ],
    paths: ["/v1/appointments", "/v1/pets/{id}/records", "/v1/labs/{id}", "/v1/prescriptions", "/v1/invoices/{id}"],
    nouns: ["appointment", "vaccination record", "lab panel", "prescription", "x-ray study", "owner reminder"],
    noisy: {
      name: "kennel-cam-relay",
      rt: "go",
      errors: [
        "stream keepalive to camera cam-{n}.kennel.local failed: i/o timeout, will retry on next poll",
        "snapshot upload skipped for camera cam-{n}: device reports firmware 2.1.4 (unsupported)",
      ],
    },
    deployable: ["kennel-cam-relay", "triage-chat", "invoice-desk"],
  },
  {
    id: "groundlink",
    domain: "satellite ground station",
    ns: "gs-ops",
    host: "gl",
    svcs: [
      s("ops-console", "node"),
      s("pass-scheduler", "go"),
      s("antenna-control", "rust"),
      s("telemetry-decoder", "java"),
      s("downlink-store", "python"),
      s("orbit-propagator", "celery"),
      s("frame-router", "elixir"),
      s("anomaly-notes", "ruby"),
      s("ground-billing", "dotnet"),
      s("contact-planner-ui", "php"),
    ],
    paths: ["/api/passes", "/api/passes/{id}/plan", "/api/frames/{id}", "/api/tle/{id}", "/api/contacts"],
    nouns: ["pass plan", "TLE set", "telemetry frame", "downlink segment", "contact window", "antenna track"],
    noisy: {
      name: "weather-feed-poller",
      rt: "python",
      errors: [
        "rain-fade feed station KSVL returned empty observation block, keeping previous value",
        "could not parse METAR for site {n}: unexpected token 'AUTO' in wind group",
      ],
    },
    deployable: ["weather-feed-poller", "anomaly-notes", "contact-planner-ui"],
  },
  {
    id: "arenaleague",
    domain: "esports league",
    ns: "league",
    host: "al",
    svcs: [
      s("match-gateway", "nest"),
      s("lobby-hub", "elixir"),
      s("ranking-engine", "go"),
      s("replay-vault", "java"),
      s("payout-ledger", "php"),
      s("stream-overlay", "ruby"),
      s("anticheat-ingest", "rust"),
      s("bracket-planner", "python"),
      s("sponsor-billing", "dotnet"),
    ],
    paths: ["/matches/{id}", "/lobbies", "/ladder/{id}", "/replays/{id}", "/payouts/{id}", "/brackets/{id}"],
    nouns: ["match", "lobby", "ladder snapshot", "replay", "prize payout", "bracket"],
    noisy: {
      name: "clip-thumbnailer",
      rt: "node",
      errors: [
        "thumbnail render failed for clip {n}: source codec 'vp9-alpha' not supported by ffmpeg preset",
        "clip {n} skipped: legacy storage key has no region prefix",
      ],
    },
    deployable: ["clip-thumbnailer", "stream-overlay", "bracket-planner"],
  },
  {
    id: "aquameter",
    domain: "municipal water utility",
    ns: "water",
    host: "aq",
    svcs: [
      s("customer-portal", "php"),
      s("billing-run", "dotnet"),
      s("meter-ingest", "go"),
      s("scada-historian", "java"),
      s("leak-detector", "celery"),
      s("work-orders", "ruby"),
      s("outage-notifier", "node"),
      s("pressure-model", "python"),
      s("hydrant-map", "rust"),
      s("crew-dispatch", "elixir"),
    ],
    paths: ["/account/{id}/usage", "/bills/{id}", "/meters/{id}/reads", "/outages", "/work-orders/{id}"],
    nouns: ["meter read", "bill", "pressure sample", "work order", "outage notice", "valve event"],
    noisy: {
      name: "legacy-sms-bridge",
      rt: "java",
      errors: [
        "SMPP bind to carrier gateway smsc-{n} rejected (ESME_RBINDFAIL), optional channel disabled",
        "dropping outbound notice {n}: recipient opted out on legacy list",
      ],
    },
    deployable: ["legacy-sms-bridge", "hydrant-map", "crew-dispatch"],
  },
  {
    id: "vaultdesk",
    domain: "crypto custody desk",
    ns: "custody",
    host: "vd",
    svcs: [
      s("desk-api", "java"),
      s("withdrawal-orchestrator", "go"),
      s("policy-engine", "rust"),
      s("signing-coordinator", "elixir"),
      s("chain-indexer", "python"),
      s("ledger-recon", "dotnet"),
      s("compliance-screen", "node"),
      s("travel-rule-gw", "ruby"),
      s("statement-export", "php"),
      s("fee-estimator", "celery"),
    ],
    paths: ["/v2/withdrawals", "/v2/withdrawals/{id}", "/v2/wallets/{id}/balance", "/v2/policies/{id}", "/v2/quotes"],
    nouns: ["withdrawal", "wallet balance", "policy decision", "signing round", "block", "reconciliation batch"],
    noisy: {
      name: "price-ticker",
      rt: "go",
      errors: [
        "quote source exch-{n} returned stale tick (age 41s), ignoring",
        "websocket to exch-{n} closed by remote (1006), resubscribing",
      ],
    },
    deployable: ["price-ticker", "statement-export", "fee-estimator"],
  },
];
