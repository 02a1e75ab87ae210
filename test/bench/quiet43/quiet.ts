// Harmless episodes that look alarming: each writes loud lines into a window where nothing is broken.
import { access, type Kind } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import { add, deploy, type Scn, svcOf, tid } from "./stream.js";

export interface Noise {
  name: string;
  kind: Kind | "any";
  /** only in this estate (its services own the domain) */
  estate?: string;
  note: string;
  run: (s: Scn, t0: number) => void;
}

/** n lines spread over dur seconds from t0. */
function burst(
  s: Scn,
  role: string,
  t0: number,
  dur: number,
  n: number,
  level: Level,
  msg: (r: Rng, i: number) => string,
) {
  const svc = svcOf(s, role).name;
  for (let i = 0; i < n; i++) add(s, t0 + s.r.next() * dur * 1000, svc, level, msg(s.r, i));
}
const ip = (r: Rng) => `${r.int(23, 212)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;

export const NOISES: Noise[] = [
  {
    name: "hold-expiry-wave",
    kind: "ticket",
    note: "an on-sale's abandoned carts expire together and thousands of held seats go back to inventory",
    run: (s, t0) => {
      burst(
        s,
        "holds",
        t0,
        90,
        160,
        "warn",
        (r) =>
          `hold H${r.digits(9)} expired before checkout: released ${r.int(1, 8)} seats (section ${r.int(101, 330)})`,
      );
      burst(
        s,
        "seats",
        t0 + 5000,
        90,
        25,
        "info",
        (r) => `inventory delta applied: +${r.int(20, 300)} seats back on sale event=EV${r.digits(5)}`,
      );
    },
  },
  {
    name: "bot-wave-blocked",
    kind: "ticket",
    note: "a scalper botnet hits an on-sale and is blocked by the thousand with 403s",
    run: (s, t0) => {
      const gw = svcOf(s, "gw");
      burst(
        s,
        "bots",
        t0,
        150,
        320,
        "warn",
        (r) =>
          `verdict=block score=${(0.9 + r.next() * 0.099).toFixed(3)} ip=${ip(r)} ua="python-requests/2.31.0" reason=${r.pick(["headless", "velocity", "ja3_mismatch", "datacenter_asn"])}`,
      );
      burst(s, "gw", t0, 150, 220, "warn", (r) =>
        access(gw.rt, r, "POST", `/v2/events/EV${r.digits(5)}/holds`, 403, r.int(1, 8)),
      );
      burst(
        s,
        "bots",
        t0 + 30000,
        120,
        6,
        "error",
        (r) =>
          `challenge solve rate from ASN ${r.int(10000, 65000)} is ${r.int(0, 2)}% over ${r.int(2000, 9000)} challenges; auto-escalating to hard block`,
      );
    },
  },
  {
    name: "duplicate-barcode-at-gate",
    kind: "ticket",
    note: "doors open and gate handhelds refuse screenshot and duplicate barcodes",
    run: (s, t0) => {
      burst(
        s,
        "scan",
        t0,
        300,
        140,
        "warn",
        (r) =>
          `scan REJECT gate=${r.pick(["N", "S", "E"])}${r.int(1, 12)} device=HH-${r.int(100, 480)} reason=${r.pick(["ALREADY_SCANNED", "ALREADY_SCANNED", "STALE_ROTATING_TOKEN", "WRONG_EVENT"])} barcode=****${r.digits(4)}`,
      );
      burst(
        s,
        "scan",
        t0,
        300,
        260,
        "info",
        (r) => `scan ok gate=N${r.int(1, 12)} device=HH-${r.int(100, 480)} barcode=****${r.digits(4)} entry=ADMIT`,
      );
    },
  },
  {
    name: "waiting-room-surge",
    kind: "ticket",
    note: "an on-sale opens; the waiting room queues 80k users and the edge sheds excess polls with 429",
    run: (s, t0) => {
      const gw = svcOf(s, "gw");
      burst(
        s,
        "queue",
        t0,
        240,
        40,
        "warn",
        (r) =>
          `queue depth ${r.int(40000, 90000)} for EV${r.digits(5)} exceeds soft limit 25000; admission rate held at 600/min`,
      );
      burst(s, "gw", t0, 240, 200, "warn", (r) => access(gw.rt, r, "GET", "/v2/queue/status", 429, r.int(0, 3)));
    },
  },
  {
    name: "card-declines",
    kind: "ticket",
    note: "buyers' cards are refused by issuers (insufficient funds, do not honor) during a busy sale",
    run: (s, t0) => {
      burst(
        s,
        "pay",
        t0,
        240,
        80,
        "warn",
        (r) =>
          `Authorisation for O-${r.digits(8)} resultCode=Refused refusalReason="${r.pick(["Not enough balance", "Do Not Honor", "Expired Card", "CVC Declined", "FRAUD"])}" pspReference=${r.digits(16)}`,
      );
      burst(
        s,
        "checkout",
        t0,
        240,
        70,
        "error",
        (r) =>
          `payment declined for order O-${r.digits(8)}: PaymentRefusedError (issuer) - buyer asked to use another card`,
      );
    },
  },
  {
    name: "resale-price-cap",
    kind: "ticket",
    estate: "stagedoor",
    note: "resale listings above the face-value cap are rejected by validation",
    run: (s, t0) => {
      burst(
        s,
        "notify",
        t0,
        300,
        70,
        "error",
        (r) =>
          `ActiveRecord::RecordInvalid: Validation failed: Price must be less than or equal to ${r.int(60, 250)}.00 (face value cap) listing=${r.digits(7)}`,
      );
    },
  },
  {
    name: "transfer-unclaimed",
    kind: "ticket",
    note: "ticket transfers to unregistered emails sit pending and reminders bounce",
    run: (s, t0) => {
      burst(
        s,
        "barcode",
        t0,
        300,
        60,
        "warn",
        (r) =>
          `transfer TR-${r.digits(7)} still pending after 72h: recipient ${r.hex(4)}***@${r.pick(["gmail.com", "yahoo.com", "icloud.com"])} has no account; auto-cancel scheduled`,
      );
      burst(
        s,
        "notify",
        t0,
        300,
        30,
        "error",
        (r) =>
          `Net::SMTPFatalError: 550 5.1.1 <${r.hex(5)}@${r.pick(["gmail.com", "hotmail.com"])}>: Recipient address rejected: User unknown (TransferReminderJob ${r.hex(8)})`,
      );
    },
  },
  {
    name: "seatmap-cold-cache",
    kind: "ticket",
    note: "after the nightly cache flush the first seat map requests are slow and warn, then recover",
    run: (s, t0) => {
      burst(
        s,
        "seats",
        t0,
        60,
        45,
        "warn",
        (r) =>
          `slow seat map render EV${r.digits(5)}: ${r.int(1800, 4800)}ms (cache MISS, chart ${r.int(8000, 30000)} seats)`,
      );
      burst(s, "seats", t0 + 60000, 60, 10, "info", (r) => `cache hit ratio back to ${r.int(95, 99)}.${r.int(0, 9)}%`);
    },
  },
  {
    name: "3ds-abandoned",
    kind: "ticket",
    note: "3-D Secure challenges time out because buyers abandon them; nothing is broken",
    run: (s, t0) => {
      burst(
        s,
        "pay",
        t0,
        300,
        50,
        "error",
        (r) =>
          `3DS2 challenge for O-${r.digits(8)} not completed within 600s (transStatus=U, shopper abandoned); authorisation cancelled`,
      );
    },
  },
  {
    name: "sidekiq-bounces",
    kind: "ticket",
    note: "confirmation emails to mistyped addresses fail and Sidekiq schedules retries",
    run: (s, t0) => {
      const svc = svcOf(s, "notify").name;
      for (let i = 0; i < 18; i++) {
        const t = t0 + s.r.next() * 300000;
        add(
          s,
          t,
          svc,
          "error",
          `OrderConfirmationJob JID-${s.r.hex(24)} failed: Net::SMTPFatalError: 550 5.1.1 mailbox unavailable`,
          [
            "/usr/local/bundle/gems/net-smtp-0.4.0/lib/net/smtp.rb:1088:in `check_response'",
            "/usr/local/bundle/gems/net-smtp-0.4.0/lib/net/smtp.rb:1058:in `getok'",
            "/app/app/jobs/order_confirmation_job.rb:14:in `perform'",
          ],
        );
        add(
          s,
          t + 40,
          svc,
          "warn",
          `Sidekiq retry ${s.r.int(1, 5)}/25 scheduled in ${s.r.int(20, 400)}s for OrderConfirmationJob`,
        );
      }
    },
  },
  {
    name: "handhelds-offline",
    kind: "ticket",
    note: "gate handhelds drop off venue wifi between halves and come back",
    run: (s, t0) => {
      burst(
        s,
        "scan",
        t0,
        120,
        40,
        "warn",
        (r) =>
          `device HH-${r.int(100, 480)} missed 3 heartbeats (last rssi -${r.int(78, 92)}dBm); marking offline, scans queue locally`,
      );
      burst(
        s,
        "scan",
        t0 + 120000,
        120,
        40,
        "info",
        (r) => `device HH-${r.int(100, 480)} back online, uploaded ${r.int(3, 80)} offline scans`,
      );
    },
  },
  {
    name: "gc-pauses",
    kind: "any",
    note: "a JVM service logs long young-gen pauses under load; heap stays healthy",
    run: (s, t0) => {
      const j =
        Object.values(s.e.s).find((x) => x.rt === "java") ?? svcOf(s, s.e.kind === "ticket" ? "seats" : "portal");
      for (let i = 0; i < 30; i++)
        add(
          s,
          t0 + s.r.next() * 240000,
          j.name,
          "warn",
          `[gc] GC(${s.r.int(800, 3000)}) Pause Young (G1 Evacuation Pause) ${s.r.int(1100, 2600)}M->${s.r.int(500, 900)}M(4096M) ${s.r.int(210, 640)}.${s.r.int(100, 999)}ms`,
        );
    },
  },
  {
    name: "rolling-deploy-probes",
    kind: "any",
    note: "a rolling deploy: readiness probes fail while new pods start, then pass",
    run: (s, t0) => {
      const svc = s.r.pick(Object.values(s.e.s));
      deploy(s, svc, t0);
      for (let i = 0; i < 8; i++)
        add(
          s,
          t0 + 500 + i * 2000,
          svc.name,
          "warn",
          `Readiness probe failed: Get "http://10.42.${s.r.int(0, 9)}.${s.r.int(2, 250)}:8080/ready": dial tcp: connect: connection refused`,
        );
    },
  },
  {
    name: "consumer-rebalance",
    kind: "any",
    note: "a Kafka consumer group rebalances after a pod restart; lag spikes and drains",
    run: (s, t0) => {
      const svc = s.r.pick(Object.values(s.e.s)).name;
      add(
        s,
        t0,
        svc,
        "warn",
        `[Consumer clientId=${svc}-0, groupId=${svc}] Request joining group due to: group is already rebalancing`,
      );
      add(
        s,
        t0 + 3000,
        svc,
        "info",
        `[Consumer clientId=${svc}-0, groupId=${svc}] Successfully joined group with generation Generation{generationId=${s.r.int(40, 900)}}`,
      );
      for (let i = 0; i < 12; i++)
        add(
          s,
          t0 + 4000 + i * 9000,
          svc,
          "warn",
          `consumer lag ${Math.max(40, 24000 - i * 2100)} messages on partition ${s.r.int(0, 11)}`,
        );
    },
  },
  {
    name: "cert-reload",
    kind: "any",
    note: "cert-manager renews a certificate; the edge reloads TLS and old handshakes are reset",
    run: (s, t0) => {
      const svc = svcOf(s, s.e.kind === "ticket" ? "gw" : "portal").name;
      add(s, t0, svc, "info", "TLS certificate reloaded: CN=*.api, notAfter=2027-02-27T00:00:00Z");
      for (let i = 0; i < 25; i++)
        add(
          s,
          t0 + s.r.next() * 20000,
          svc,
          "warn",
          `http: TLS handshake error from ${ip(s.r)}:${s.r.int(30000, 65000)}: EOF`,
        );
    },
  },
  {
    name: "autovacuum-slow-queries",
    kind: "any",
    note: "autovacuum runs on a big table and a few queries cross the slow-query threshold",
    run: (s, t0) => {
      const svc = s.r.pick(Object.values(s.e.s).filter((x) => x.rt === "java" || x.rt === "python" || x.rt === "ruby"));
      for (let i = 0; i < 20; i++)
        add(
          s,
          t0 + s.r.next() * 300000,
          svc.name,
          "warn",
          `slow query (${s.r.int(1000, 3800)}ms): SELECT ... FROM ${s.r.pick(["ledger_entries", "holds", "orders", "work_orders"])} WHERE ... (autovacuum running on table)`,
        );
    },
  },
  {
    name: "redis-evictions",
    kind: "any",
    note: "the session cache hits maxmemory and evicts cold keys under allkeys-lru, as configured",
    run: (s, t0) => {
      const svc = s.r.pick(Object.values(s.e.s)).name;
      for (let i = 0; i < 15; i++)
        add(
          s,
          t0 + i * 15000,
          svc,
          "warn",
          `redis used_memory ${s.r.int(3900, 4096)}MB >= maxmemory 4096MB; evicted_keys +${s.r.int(200, 4000)} (policy allkeys-lru)`,
        );
    },
  },
  {
    name: "pod-drain-503",
    kind: "any",
    note: "a node is drained for maintenance; one pod answers 503 to health checks while terminating",
    run: (s, t0) => {
      const svc = s.r.pick(Object.values(s.e.s));
      for (let i = 0; i < 6; i++)
        add(s, t0 + i * 5000, svc.name, "warn", `GET /healthz 503 (draining, ${6 - i} connections left)`);
      add(s, t0 + 31000, svc.name, "info", "shutdown complete; node drained by cluster-autoscaler");
    },
  },
  {
    name: "cron-overlap",
    kind: "any",
    note: "a long nightly job is still running, so the next scheduled run is skipped",
    run: (s, t0) => {
      const svc = s.r.pick(Object.values(s.e.s)).name;
      for (let i = 0; i < 5; i++)
        add(
          s,
          t0 + i * 60000,
          svc,
          "warn",
          `job ${s.r.pick(["reconcile-exports", "sitemap-refresh", "report-rollup"])} skipped: previous run still in progress (lock held ${12 + i}m)`,
        );
    },
  },
  {
    name: "s3-multipart-retry",
    kind: "any",
    note: "S3 throttles a multipart upload with SlowDown and the SDK retries it",
    run: (s, t0) => {
      const svc = s.r.pick(Object.values(s.e.s)).name;
      for (let i = 0; i < 12; i++) {
        const t = t0 + s.r.next() * 200000;
        add(s, t, svc, "warn", "S3 UploadPart returned 503 SlowDown: Please reduce your request rate. retrying");
        add(s, t + 800, svc, "info", `upload part ${s.r.int(1, 40)} ok after retry`);
      }
    },
  },
  {
    name: "ach-returns",
    kind: "pm",
    note: "the rent-day ACH return file lists NSF and closed-account returns",
    run: (s, t0) => {
      burst(
        s,
        "ach",
        t0,
        200,
        90,
        "error",
        (r) =>
          `ACH return ${r.pick(["R01 Insufficient Funds", "R01 Insufficient Funds", "R02 Account Closed", "R03 No Account/Unable to Locate", "R16 Account Frozen"])} for PMT-${r.digits(9)} trace=${r.digits(15)}`,
      );
      burst(
        s,
        "ledger",
        t0 + 2000,
        200,
        90,
        "warn",
        (r) =>
          `payment PMT-${r.digits(9)} reversed (returned); NSF fee 35.00 posted to unit ${r.pick(["MAPLE", "CEDAR", "ELM"])}-${r.int(101, 1422)}`,
      );
    },
  },
  {
    name: "listing-photo-rejects",
    kind: "pm",
    note: "a listing portal rejects new listings that have no photos yet",
    run: (s, t0) => {
      burst(
        s,
        "synd",
        t0,
        120,
        80,
        "error",
        (r) =>
          `zillow feed validation: listing L${r.digits(6)} rejected - ERR_NO_PHOTOS: at least one photo is required`,
      );
    },
  },
  {
    name: "lock-batteries",
    kind: "pm",
    note: "the weekly lock health sweep reports low and critical batteries",
    run: (s, t0) => {
      burst(
        s,
        "locks",
        t0,
        60,
        70,
        "warn",
        (r) =>
          `battery ${r.pick(["low", "low", "critical"])}: lock ${r.pick(["unit", "front", "amenity"])}-${r.hex(6)} at ${r.int(3, 19)}% (model ${r.pick(["Yale Assure 2", "Schlage Encode", "Salto XS4"])})`,
      );
    },
  },
  {
    name: "thin-credit-files",
    kind: "pm",
    note: "screening gets no-hit and thin-file answers for young applicants",
    run: (s, t0) => {
      burst(
        s,
        "screen",
        t0,
        240,
        40,
        "warn",
        (r) =>
          `bureau response for APP-${r.digits(7)}: ${r.pick(["NO_HIT (no credit file found)", "THIN_FILE (1 tradeline)", "SSN_MISMATCH (manual review)"])}`,
      );
    },
  },
  {
    name: "esign-declined",
    kind: "pm",
    note: "signers decline or let envelopes expire; webhooks report voided envelopes",
    run: (s, t0) => {
      burst(
        s,
        "esign",
        t0,
        240,
        35,
        "warn",
        (r) =>
          `envelope ${r.hex(8)}-${r.hex(4)} status=${r.pick(["declined", "voided", "expired"])} reason="${r.pick(["Signer declined to sign", "Envelope expired after 14 days", "Voided by sender: wrong move-in date"])}"`,
      );
    },
  },
  {
    name: "autopay-expired-cards",
    kind: "pm",
    note: "scheduled autopay charges fail on expired cards and residents are emailed",
    run: (s, t0) => {
      burst(
        s,
        "ledger",
        t0,
        200,
        45,
        "error",
        (r) =>
          `autopay failed for unit ${r.pick(["MAPLE", "CEDAR", "LINDEN"])}-${r.int(101, 1422)}: card_declined (expired_card); resident notified`,
      );
    },
  },
  {
    name: "late-fee-batch",
    kind: "pm",
    note: "the late-fee batch posts fees and warns about units on payment plans it skips",
    run: (s, t0) => {
      burst(
        s,
        "ledger",
        t0,
        120,
        120,
        "info",
        (r) => `late fee 75.00 posted unit=${r.pick(["HARBOR", "BIRCH", "ELM"])}-${r.int(101, 1422)}`,
      );
      burst(
        s,
        "ledger",
        t0,
        120,
        30,
        "warn",
        (r) => `late fee skipped unit=ELM-${r.int(101, 1422)}: active payment plan`,
      );
    },
  },
  {
    name: "lock-hub-reconnect",
    kind: "pm",
    note: "a building's Zigbee hub reboots after a firmware update and its locks rejoin",
    run: (s, t0) => {
      const b = s.r.pick(["MAPLE", "CEDAR", "HARBOR"]);
      burst(
        s,
        "locks",
        t0,
        60,
        30,
        "error",
        (r) => `hub ${b}-HUB-${r.int(1, 3)} unreachable: lock unit-${r.hex(6)} command timed out (no ack in 8s)`,
      );
      burst(
        s,
        "locks",
        t0 + 60000,
        120,
        30,
        "info",
        (r) => `lock unit-${r.hex(6)} rejoined hub ${b}-HUB-${r.int(1, 3)} (fw 2.4.${r.int(1, 9)})`,
      );
    },
  },
  {
    name: "sftp-export-retry",
    kind: "pm",
    note: "the nightly accounting export's SFTP upload is refused once and succeeds on retry",
    run: (s, t0) => {
      const svc = svcOf(s, "ledger").name;
      add(
        s,
        t0,
        svc,
        "error",
        "export upload to sftp.accounting.example failed: SSH_MSG_DISCONNECT: 11 Too many connections. retry in 60s",
      );
      add(
        s,
        t0 + 60000,
        svc,
        "error",
        "export upload to sftp.accounting.example failed: Connection reset by peer. retry in 120s",
      );
      add(s, t0 + 180000, svc, "info", `export GL-${s.r.digits(8)}.csv uploaded (${s.r.int(2, 9)}.${s.r.int(0, 9)}MB)`);
    },
  },
  {
    name: "portal-429-backoff",
    kind: "pm",
    note: "a listing portal rate-limits the syndication push, which backs off and completes",
    run: (s, t0) => {
      burst(
        s,
        "synd",
        t0,
        150,
        50,
        "warn",
        (r) => `apartments.com API 429 Too Many Requests (Retry-After: ${r.int(5, 30)}); backing off`,
      );
      burst(
        s,
        "synd",
        t0 + 60000,
        150,
        30,
        "info",
        (r) => `feed pushed listing L${r.digits(6)} to apartments.com (updated fields: price)`,
      );
    },
  },
  {
    name: "credential-stuffing-blocked",
    kind: "pm",
    note: "a credential-stuffing run against resident logins fails and accounts lock as designed",
    run: (s, t0) => {
      const p = svcOf(s, "portal");
      burst(s, "portal", t0, 200, 160, "warn", (r) =>
        access(p.rt, r, "POST", "/api/v1/auth/login", 401, r.int(80, 300)),
      );
      burst(
        s,
        "portal",
        t0,
        200,
        25,
        "warn",
        (r) =>
          `account locked after 5 failed logins: user ${r.hex(6)}@${r.pick(["gmail.com", "outlook.com"])} from ${ip(r)}`,
      );
    },
  },
  {
    name: "duplicate-webhooks",
    kind: "pm",
    note: "the e-sign vendor redelivers webhooks and they are ignored as duplicates",
    run: (s, t0) => {
      burst(
        s,
        "esign",
        t0,
        240,
        60,
        "warn",
        (r) =>
          `duplicate webhook event ${r.hex(8)}-${r.hex(4)}-${r.hex(4)} ignored (idempotency key seen ${r.int(1, 40)}m ago)`,
      );
    },
  },
  {
    name: "vendor-no-show-escalations",
    kind: "pm",
    note: "work orders pass their vendor-acknowledgement SLA and are escalated to the on-site team",
    run: (s, t0) => {
      burst(
        s,
        "wo",
        t0,
        240,
        40,
        "error",
        (r) =>
          `SLA breach: WO-${r.digits(6)} (${r.pick(["plumbing", "hvac"])}) not acknowledged by vendor V${r.digits(4)} in 4h; escalated to site manager`,
      );
    },
  },
  {
    name: "screening-vendor-slow",
    kind: "pm",
    note: "the screening bureau answers slowly for a few minutes and requests complete after retries",
    run: (s, t0) => {
      burst(
        s,
        "screen",
        t0,
        150,
        30,
        "warn",
        (r) =>
          `bureau call for APP-${r.digits(7)} took ${r.int(8, 19)}.${r.int(0, 9)}s (threshold 8s); result received`,
      );
    },
  },
  {
    name: "tickets-deprecated-api-clients",
    kind: "ticket",
    note: "old mobile app versions call a sunset API and get 410 Gone",
    run: (s, t0) => {
      const gw = svcOf(s, "gw");
      burst(
        s,
        "gw",
        t0,
        300,
        120,
        "warn",
        (r) =>
          `${access(gw.rt, r, "GET", `/v1/events/EV${r.digits(5)}/tickets`, 410, r.int(0, 3))} app_version=4.${r.int(1, 9)}.0 (sunset API)`,
      );
    },
  },
];

/** Trace-id'd request that fails once with a user error (400) in every file: bad input from clients. */
export function clientErrors(s: Scn): void {
  const role = s.e.kind === "ticket" ? "gw" : "portal";
  const svc = svcOf(s, role);
  for (let i = 0; i < s.r.int(8, 25); i++)
    add(
      s,
      s.start + s.r.next() * (s.end - s.start),
      svc.name,
      "warn",
      access(
        svc.rt,
        s.r,
        "POST",
        s.e.kind === "ticket" ? "/v2/checkout" : "/api/v1/payments",
        s.r.pick([400, 404, 409, 422]),
        s.r.int(5, 60),
      ),
      undefined,
      tid(s),
    );
}
