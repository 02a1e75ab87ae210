// Harmless things that look alarming on a charity platform, and the noisy services' constant complaints.

import { access, donorId, email, money, msisdn, type Role } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import { type Ctx, donation, emit, has, nm, norm, okFlow, pi, rollout, rt } from "./stream.js";

export interface Noisy {
  role: Role;
  level: Level;
  everyMs: number;
  msg: (rng: Rng) => string;
}

export const NOISY: Noisy[] = [
  {
    role: "giftaid",
    level: "error",
    everyMs: 9000,
    msg: (r) => `declaration GAD-${r.digits(7)} excluded from claim: donor address has no house number or postcode`,
  },
  {
    role: "mail",
    level: "error",
    everyMs: 11000,
    msg: (r) =>
      `hard bounce for ${email(r)}: 550 5.1.1 The email account that you tried to reach does not exist - suppressed`,
  },
  {
    role: "crm",
    level: "error",
    everyMs: 14000,
    msg: (r) =>
      `record ${donorId(r)} skipped: FIELD_CUSTOM_VALIDATION_EXCEPTION: Mobile must be a valid UK number: [MobilePhone]`,
  },
  {
    role: "fraud",
    level: "warn",
    everyMs: 8000,
    msg: (r) =>
      `GeoIP2 lookup miss for ${r.int(100, 220)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}, using country=unknown`,
  },
  {
    role: "dd",
    level: "error",
    everyMs: 16000,
    msg: (r) =>
      `ADDACS advice code 1 (instruction cancelled by payer) for mandate DDI-${r.digits(8)}, gift marked cancelled`,
  },
  {
    role: "p2p",
    level: "warn",
    everyMs: 7000,
    msg: (r) => `page ${r.int(10000, 99999)} cover image missing in bucket, showing placeholder hero image`,
  },
  {
    role: "web",
    level: "error",
    everyMs: 10000,
    msg: (r) =>
      `Content Security Policy violation report: blocked-uri=https://${r.pick(["connect.facebook.net", "www.googletagmanager.com", "static.hotjar.com"])} directive=script-src`,
  },
];

export interface QuietKind {
  name: string;
  needs: Role[];
  note: string;
  run: (c: Ctx, at: number) => void;
}

function burst(c: Ctx, from: number, spanMs: number, n: number, f: (t: number, i: number) => void): void {
  for (let i = 0; i < n; i++) f(from + Math.floor(c.rng.next() * spanMs), i);
}

export const QUIET: QuietKind[] = [
  {
    name: "card-testing",
    needs: ["web", "fraud", "cards"],
    note: "a card-testing bot tries dozens of £1 donations; the fraud filter and the card processor decline them",
    run: (c, at) =>
      burst(c, at, 180000, c.rng.int(60, 140), (t) => {
        const id = donation(c.rng);
        norm(
          c,
          "fraud",
          t,
          "warn",
          `score=${c.rng.int(86, 99)} decision=block donation=${id} amount=1.00 rules=[velocity_ip,bin_attack,email_disposable]`,
        );
        if (c.rng.chance(0.3))
          norm(
            c,
            "cards",
            t + 40,
            "error",
            `PaymentIntent ${pi(c.rng)} failed: card_declined (decline_code=${c.rng.pick(["fraudulent", "stolen_card", "do_not_honor", "incorrect_cvc"])})`,
          );
        norm(
          c,
          "web",
          t + 90,
          "info",
          access(c.rng, rt(c, "web"), "POST", "/donate/checkout", 402, c.rng.int(30, 300)),
        );
      }),
  },
  {
    name: "arudd-returns",
    needs: ["dd"],
    note: "the daily ARUDD file returns a batch of direct debits for closed accounts and lack of funds",
    run: (c, at) => {
      norm(c, "dd", at, "info", "ARUDD report downloaded from Bacs bureau: 143 returned items");
      burst(c, at + 500, 40000, c.rng.int(40, 140), (t) =>
        norm(
          c,
          "dd",
          t,
          "error",
          `unpaid direct debit DDI-${c.rng.digits(8)} amount=${money(c.rng)} reason=${c.rng.pick(["0 REFER TO PAYER", "B ACCOUNT CLOSED", "B ACCOUNT CLOSED", "6 NO INSTRUCTION", "2 PAYER DECEASED"])}`,
        ),
      );
    },
  },
  {
    name: "addacs-wave",
    needs: ["dd", "crm"],
    note: "an ADDACS file cancels many mandates after a bank switching run; CRM records updated",
    run: (c, at) =>
      burst(c, at, 60000, c.rng.int(30, 80), (t) => {
        norm(
          c,
          "dd",
          t,
          "warn",
          `ADDACS reason 3 (account transferred to new bank) mandate DDI-${c.rng.digits(8)}: awaiting CASS redirect`,
        );
        norm(c, "crm", t + c.rng.int(500, 3000), "info", `regular gift ${donorId(c.rng)} status -> Pending Transfer`);
      }),
  },
  {
    name: "duplicate-merge",
    needs: ["crm"],
    note: "the CRM sync hits duplicate rules on a batch of donors and merges them",
    run: (c, at) =>
      burst(c, at, 120000, c.rng.int(25, 60), (t) => {
        const a = donorId(c.rng);
        norm(
          c,
          "crm",
          t,
          "error",
          `upsert failed for ${a}: DUPLICATES_DETECTED: Use one of these records? (rule Standard_Contact_Duplicate_Rule)`,
        );
        norm(
          c,
          "crm",
          t + c.rng.int(800, 2500),
          "info",
          `merged ${a} into ${donorId(c.rng)} (match on email+postcode), retry ok`,
        );
      }),
  },
  {
    name: "giftaid-missing-address",
    needs: ["giftaid", "web"],
    note: "a mobile form release lets donors tick gift aid without an address; declarations are held back",
    run: (c, at) =>
      burst(c, at, 240000, c.rng.int(30, 90), (t) =>
        norm(
          c,
          "giftaid",
          t,
          "warn",
          `HMRC validation: declaration GAD-${c.rng.digits(7)} missing postcode, held back from R68 claim (donor will be asked)`,
        ),
      ),
  },
  {
    name: "bounce-wave",
    needs: ["mail"],
    note: "a thank-you batch to an old event list bounces; the mailer suppresses addresses",
    run: (c, at) =>
      burst(c, at, 90000, c.rng.int(60, 160), (t) =>
        norm(
          c,
          "mail",
          t,
          "error",
          `bounce ${c.rng.pick(["550 5.1.1 user unknown", "552 5.2.2 mailbox full", "550 5.7.1 message rejected as spam", "554 5.7.1 relay access denied"])} for ${email(c.rng)} (campaign LONDON-MARATHON-2024), address suppressed`,
        ),
      ),
  },
  {
    name: "tv-appeal-spike",
    needs: ["web", "api"],
    note: "a televised appeal triples donation traffic; autoscaling and latency warnings, every gift succeeds",
    run: (c, at) => {
      emit(c, "web", at, "warn", "HPA scaled deployment to 14 replicas (cpu 82% > target 60%)");
      emit(c, "api", at + 2000, "warn", "slow request: POST /donations took 1840ms (threshold 1000ms)");
      for (let t = at; t < Math.min(c.end, at + 300000); t += c.rng.gap(400)) okFlow(c, "donate", t, undefined);
      burst(c, at, 240000, 20, (t) =>
        norm(c, "api", t, "warn", `slow request: POST /donations took ${c.rng.int(1001, 2600)}ms (threshold 1000ms)`),
      );
    },
  },
  {
    name: "sf-api-limit",
    needs: ["crm"],
    note: "the CRM API usage warning fires at 85% of the daily limit; calls keep working",
    run: (c, at) => {
      for (let t = at; t < c.end; t += 60000)
        norm(
          c,
          "crm",
          t,
          "warn",
          `API usage ${c.rng.int(85, 89)}% of daily limit (${c.rng.int(850000, 890000)}/1000000), throttling non-urgent jobs`,
        );
    },
  },
  {
    name: "unable-to-lock-row",
    needs: ["crm"],
    note: "CRM rollup triggers cause row-lock errors that succeed on retry",
    run: (c, at) =>
      burst(c, at, 180000, c.rng.int(15, 40), (t) => {
        norm(
          c,
          "crm",
          t,
          "error",
          "UNABLE_TO_LOCK_ROW: unable to obtain exclusive access to this record or 1 records: 001" + c.rng.hex(12),
        );
        norm(c, "crm", t + c.rng.int(1000, 4000), "info", "retry 1/3 ok for locked Account rollup");
      }),
  },
  {
    name: "webhook-signature",
    needs: ["cards"],
    note: "test-mode webhooks from a developer's account hit production and fail signature checks",
    run: (c, at) =>
      burst(c, at, 300000, c.rng.int(12, 30), (t) =>
        norm(
          c,
          "cards",
          t,
          "error",
          `webhook rejected: No signatures found matching the expected signature for payload (livemode=false, event evt_${c.rng.hex(14)})`,
        ),
      ),
  },
  {
    name: "redis-reconnect",
    needs: ["api"],
    note: "the session cache drops its connection during managed maintenance and reconnects at once",
    run: (c, at) => {
      norm(c, "api", at, "error", "Redis connection lost: Connection reset by peer (redis-sessions.cache:6379)");
      norm(c, "api", at + 300, "warn", "Reconnecting to redis-sessions.cache:6379, attempt 1");
      norm(c, "api", at + 1400, "info", "Reconnected to redis-sessions.cache:6379");
    },
  },
  {
    name: "rolling-deploy",
    needs: ["api", "web"],
    note: "a rolling deploy of the donations API causes a few 502s at the edge for seconds",
    run: (c, at) => {
      rollout(c, "api", at);
      burst(c, at + 1000, 6000, c.rng.int(3, 8), (t) =>
        norm(
          c,
          "web",
          t,
          "error",
          `upstream ${nm(c, "api")} connect ECONNREFUSED 10.2.${c.rng.int(0, 9)}.${c.rng.int(2, 250)}:8080, retried on next pod ok`,
        ),
      );
    },
  },
  {
    name: "gc-pauses",
    needs: ["api"],
    note: "long GC or event-loop pauses in the API during the nightly export, all requests served",
    run: (c, at) =>
      burst(c, at, 240000, c.rng.int(6, 14), (t) =>
        norm(
          c,
          "api",
          t,
          "warn",
          rt(c, "api") === "java"
            ? `[gc] GC(${c.rng.int(200, 900)}) Pause Young (G1 Humongous Allocation) ${c.rng.int(180, 450)}M->${c.rng.int(60, 170)}M(1024M) ${c.rng.int(210, 680)}.${c.rng.digits(3)}ms`
            : `slow GC pause ${c.rng.int(200, 700)}ms while building donor export`,
        ),
      ),
  },
  {
    name: "consumer-rebalance",
    needs: ["mail"],
    note: "the mail queue consumers rebalance after a scale-in; a few messages are redelivered and deduplicated",
    run: (c, at) => {
      norm(
        c,
        "mail",
        at,
        "warn",
        "consumer channel closed by broker (CONNECTION_FORCED - broker forced connection closure with reason 'shutdown'), reconnecting",
      );
      norm(c, "mail", at + 2500, "info", "consumer re-subscribed to queue thankyou.send (prefetch 50)");
      burst(c, at + 2600, 20000, c.rng.int(5, 20), (t) =>
        norm(c, "mail", t, "warn", `duplicate delivery of message ${c.rng.hex(8)} ignored (idempotency key seen)`),
      );
    },
  },
  {
    name: "cert-expiry",
    needs: ["web"],
    note: "a certificate expiry reminder logs at ERROR every minute although renewal is scheduled",
    run: (c, at) => {
      for (let t = at; t < c.end; t += 60000)
        norm(
          c,
          "web",
          t,
          "error",
          `TLS certificate for give.${c.est.key}.org.uk expires in 9 days (notAfter=2026-12-09T23:59:59Z)`,
        );
    },
  },
  {
    name: "hmrc-poll-pending",
    needs: ["giftaid"],
    note: "the gift aid claim submission to HMRC is polled and still pending, as usual",
    run: (c, at) => {
      norm(
        c,
        "giftaid",
        at,
        "info",
        "Charities Online submission 7B3C accepted, correlation id " + c.rng.hex(32).toUpperCase(),
      );
      for (let t = at + 60000; t < c.end; t += 60000)
        norm(
          c,
          "giftaid",
          t,
          "warn",
          "HMRC poll: submission still pending (qualifier=acknowledgement), next poll in 60s",
        );
    },
  },
  {
    name: "sms-insufficient-credit",
    needs: ["sms"],
    note: "text donations from pay-as-you-go phones fail carrier billing for lack of credit",
    run: (c, at) =>
      burst(c, at, 200000, c.rng.int(30, 80), (t) => {
        norm(
          c,
          "sms",
          t,
          "error",
          `carrier billing failed msisdn=${msisdn(c.rng)} network=${c.rng.pick(["EE", "O2", "VODAFONE", "THREE", "GIFFGAFF"])} code=${c.rng.pick(["INSUFFICIENT_CREDIT", "BARRED_PREMIUM", "SPEND_CAP_REACHED"])}`,
        );
        if (c.rng.chance(0.5))
          norm(c, "sms", t + 800, "info", 'MT sent "Sorry, we couldn\'t take your donation" status=DELIVRD');
      }),
  },
  {
    name: "sms-stop",
    needs: ["sms", "crm"],
    note: "a text follow-up campaign triggers many STOP replies; opt-outs recorded",
    run: (c, at) =>
      burst(c, at, 150000, c.rng.int(40, 90), (t) => {
        norm(c, "sms", t, "warn", `MO keyword STOP from ${msisdn(c.rng)}: opted out of all marketing`);
        norm(c, "crm", t + c.rng.int(1000, 5000), "info", "consent updated: sms_marketing=false source=STOP");
      }),
  },
  {
    name: "p2p-moderation",
    needs: ["p2p"],
    note: "the page moderation filter rejects titles and oversized photo uploads",
    run: (c, at) =>
      burst(c, at, 240000, c.rng.int(15, 40), (t) =>
        norm(
          c,
          "p2p",
          t,
          c.rng.chance(0.5) ? "error" : "warn",
          c.rng.chance(0.5)
            ? `moderation: page title rejected by profanity filter (page ${c.rng.int(10000, 99999)})`
            : `upload rejected: image ${c.rng.int(11, 38)}.${c.rng.int(0, 9)}MB exceeds 10MB limit (413)`,
        ),
      ),
  },
  {
    name: "crawler-404",
    needs: ["web"],
    note: "a crawler walks old appeal URLs and collects 404s",
    run: (c, at) =>
      burst(c, at, 200000, c.rng.int(80, 200), (t) =>
        norm(
          c,
          "web",
          t,
          "warn",
          access(
            c.rng,
            rt(c, "web"),
            "GET",
            `/appeal/${c.rng.pick(["2019", "2020", "2021", "covid"])}-${c.rng.pick(["winter", "summer", "emergency", "ukraine"])}/${c.rng.hex(4)}`,
            404,
            c.rng.int(2, 30),
          ),
        ),
      ),
  },
  {
    name: "3ds-abandoned",
    needs: ["cards"],
    note: "donors abandon 3-D Secure challenges; intents are cancelled as requires_action expires",
    run: (c, at) =>
      burst(c, at, 300000, c.rng.int(20, 50), (t) =>
        norm(
          c,
          "cards",
          t,
          "warn",
          `PaymentIntent ${pi(c.rng)} canceled: authentication_required (3DS challenge abandoned after 900s)`,
        ),
      ),
  },
  {
    name: "gdpr-erasure",
    needs: ["crm", "api"],
    note: "the weekly erasure job removes donors, and later lookups for them return not found",
    run: (c, at) => {
      norm(c, "crm", at, "info", "erasure job: 212 supporters anonymised (right to be forgotten requests)");
      burst(c, at + 5000, 200000, c.rng.int(15, 40), (t) =>
        norm(
          c,
          "api",
          t,
          "error",
          `donor ${donorId(c.rng)} not found (erased), returning 404 to ${c.rng.pick(["receipt-reprint", "crm-lookup", "supporter-portal"])}`,
        ),
      );
    },
  },
  {
    name: "fx-stale",
    needs: ["api"],
    note: "the FX rate feed is stale for donations in euros; the cached rate is used",
    run: (c, at) => {
      for (let t = at; t < c.end; t += c.rng.int(20000, 40000))
        norm(
          c,
          "api",
          t,
          "warn",
          "FX rate EUR/GBP is 26h old (provider ecb), using cached 0.8421 for international donation",
        );
    },
  },
  {
    name: "expired-cards-batch",
    needs: ["cards"],
    note: "the monthly recurring card batch runs and declines expired and cancelled cards",
    run: (c, at) => {
      norm(c, "cards", at, "info", "recurring batch 2026-12 started: 3120 card gifts due");
      burst(c, at + 1000, 180000, c.rng.int(60, 160), (t) =>
        norm(
          c,
          "cards",
          t,
          "error",
          `recurring charge failed sub_${c.rng.hex(12)}: ${c.rng.pick(["card_declined (expired_card)", "card_declined (insufficient_funds)", "card_declined (generic_decline)", "card_declined (lost_card)"])}`,
        ),
      );
      norm(
        c,
        "cards",
        at + 182000,
        "info",
        "recurring batch 2026-12 finished: 2931 succeeded, 189 failed (will retry in 3 days)",
      );
    },
  },
  {
    name: "slow-report-query",
    needs: ["giftaid"],
    note: "the finance report runs a slow query that the slow-query log flags",
    run: (c, at) =>
      burst(c, at, 240000, c.rng.int(5, 12), (t) =>
        norm(
          c,
          "giftaid",
          t,
          "warn",
          `slow query (${c.rng.int(2100, 9800)} ms): SELECT d.*, g.* FROM donations d JOIN declarations g ON g.donor_id = d.donor_id WHERE d.tax_year = '2025-26'`,
        ),
      ),
  },
  {
    name: "replica-probe",
    needs: ["p2p"],
    note: "one replica fails readiness probes while being scaled in and is removed",
    run: (c, at) => {
      for (let i = 0; i < 4; i++)
        norm(c, "p2p", at + i * 10000, "warn", access(c.rng, rt(c, "p2p"), "GET", "/readyz", 503, 1));
      norm(c, "p2p", at + 42000, "info", "shutdown complete (scale-in)");
    },
  },
  {
    name: "jwt-expired",
    needs: ["api"],
    note: "an old app version keeps sending expired supporter tokens and gets 401s",
    run: (c, at) =>
      burst(c, at, 240000, c.rng.int(40, 100), (t) =>
        norm(
          c,
          "api",
          t,
          "warn",
          `JWT rejected: token expired at 2026-11-${c.rng.int(10, 28)}T0${c.rng.int(1, 9)}:12:00Z (client supporter-app/3.${c.rng.int(1, 4)}.0), 401`,
        ),
      ),
  },
  {
    name: "idempotent-replay",
    needs: ["api"],
    note: "double-clicked donate buttons replay the idempotency key and are deduplicated",
    run: (c, at) =>
      burst(c, at, 240000, c.rng.int(20, 50), (t) =>
        norm(
          c,
          "api",
          t,
          "warn",
          `409 duplicate submission: Idempotency-Key ${c.rng.hex(8)}-${c.rng.hex(4)} already used, returning original donation`,
        ),
      ),
  },
  {
    name: "postcode-lookup-nomatch",
    needs: ["web"],
    note: "the address finder returns no match for new-build postcodes",
    run: (c, at) =>
      burst(c, at, 240000, c.rng.int(20, 60), (t) =>
        norm(
          c,
          "web",
          t,
          "warn",
          `address lookup: no results for postcode ${c.rng.pick(["BS16", "M15", "LS10", "NE1", "CF10"])} ${c.rng.int(1, 9)}${c.rng.pick(["AB", "ZQ", "XT", "HW"])} (Loqate Find), manual entry shown`,
        ),
      ),
  },
  {
    name: "template-merge-field",
    needs: ["mail"],
    note: "thank-you emails lack a first name and fall back to a generic greeting",
    run: (c, at) =>
      burst(c, at, 240000, c.rng.int(20, 50), (t) =>
        norm(c, "mail", t, "warn", 'template ty_oneoff_v7: merge field {{first_name}} empty, using fallback "Friend"'),
      ),
  },
  {
    name: "bank-holiday",
    needs: ["dd"],
    note: "collection dates that fall on a bank holiday are moved",
    run: (c, at) =>
      burst(c, at, 60000, c.rng.int(20, 60), (t) =>
        norm(
          c,
          "dd",
          t,
          "warn",
          `collection date 2026-12-25 is not a Bacs processing day, moved to 2026-12-29 for DDI-${c.rng.digits(8)}`,
        ),
      ),
  },
  {
    name: "provider-429-retried",
    needs: ["mail"],
    note: "the email provider rate-limits a big thank-you batch and every send succeeds on retry",
    run: (c, at) =>
      burst(c, at, 120000, c.rng.int(20, 50), (t) => {
        norm(c, "mail", t, "warn", `${c.est.mailVendor} 429 Too Many Requests, backing off ${c.rng.int(1, 8)}s`);
        norm(
          c,
          "mail",
          t + c.rng.int(1000, 9000),
          "info",
          `${c.est.mailVendor} accepted thank-you to ${email(c.rng)} after retry`,
        );
      }),
  },
  {
    name: "breaker-flap-addressfinder",
    needs: ["web"],
    note: "a circuit breaker around the optional address finder opens for half a minute and closes again",
    run: (c, at) => {
      norm(
        c,
        "web",
        at,
        "error",
        "circuit breaker 'loqate' OPEN after 5 consecutive failures (ETIMEDOUT), manual address entry enabled",
      );
      norm(c, "web", at + 30000, "warn", "circuit breaker 'loqate' HALF_OPEN, trial request allowed");
      norm(c, "web", at + 30600, "info", "circuit breaker 'loqate' CLOSED");
    },
  },
  {
    name: "disk-usage-warning",
    needs: ["giftaid"],
    note: "the claims export volume crosses a usage warning and logrotate frees space",
    run: (c, at) => {
      norm(c, "giftaid", at, "warn", "volume /var/lib/claims 81% used (warning threshold 80%)");
      norm(
        c,
        "giftaid",
        at + 90000,
        "info",
        "logrotate: removed 14 archived claim exports, volume /var/lib/claims 52% used",
      );
    },
  },
  {
    name: "apm-exporter-down",
    needs: ["api", "cards"],
    note: "the tracing collector is unreachable and spans are dropped; business traffic unaffected",
    run: (c, at) => {
      for (let t = at; t < c.end; t += c.rng.int(15000, 30000)) {
        norm(
          c,
          "api",
          t,
          "error",
          "Failed to export spans. The request could not be executed. Full error message: Failed to connect to otel-collector.observability:4317",
        );
        if (has(c, "cards"))
          norm(
            c,
            "cards",
            t + 700,
            "warn",
            "traces export: context deadline exceeded (otel-collector.observability:4317), dropping 512 spans",
          );
      }
    },
  },
  {
    name: "dns-blip",
    needs: ["crm"],
    note: "one DNS lookup fails transiently and the next attempt works",
    run: (c, at) => {
      norm(c, "crm", at, "error", "getaddrinfo EAI_AGAIN login.salesforce.com, retrying in 1s");
      norm(c, "crm", at + 1200, "info", "OAuth token refreshed (instance eu12)");
    },
  },
  {
    name: "ntp-skew",
    needs: ["fraud"],
    note: "a node reports clock drift and chrony corrects it",
    run: (c, at) => {
      norm(c, "fraud", at, "warn", "clock skew detected: local time ahead of token issuer by 1.8s (tolerance 5s)");
      norm(c, "fraud", at + 30000, "info", "clock skew back within 50ms");
    },
  },
  {
    name: "legacy-import-nulls",
    needs: ["crm"],
    note: "a one-off import of legacy event registrations logs parsing errors for incomplete rows",
    run: (c, at) =>
      burst(c, at, 150000, c.rng.int(30, 70), (t) =>
        norm(
          c,
          "crm",
          t,
          "error",
          `legacy import row ${c.rng.int(2, 9000)}: date_of_birth '00/00/0000' invalid, field left blank`,
        ),
      ),
  },
];
