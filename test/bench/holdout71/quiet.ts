// The 12 quiet windows: nothing is broken, only the domain's own noise gets louder for a while
// (peer flaps, porting rejects, a purge wave, a bot wave, a SERVFAIL burst, a deploy).
import type { Spec } from "./types.js";

const q = (estate: string, note: string, play: Spec["play"]): Spec => ({
  estate,
  category: null,
  origin: null,
  hints: [],
  sev: null,
  note,
  play,
});

export const QUIET: Spec[] = [
  q(
    "core",
    "Quiet: Gx peers flap and reconnect a few times, eSIM downloads are retried and succeed; nothing breaks.",
    (c) => {
      for (const s of [0, 95, 240]) {
        c.at(s, "pcf-policy", "warn", "Gx peer pgw02.kestrel.epc watchdog timeout, state SUSPECT; reconnecting");
        c.at(s + 6, "pcf-policy", "info", "Gx peer pgw02.kestrel.epc CER/CEA ok, state OPEN");
      }
      c.every(40, "esim-smdp", (r) => [
        "warn",
        `ES9+ HandleNotification retry 1/3 for eid 89049032${r.int(1e6, 9e6)}: HTTP 503 from device push relay, retry succeeded`,
      ]);
    },
  ),
  q(
    "core",
    "Quiet: a selfcare-bff rollout with a short burst of 499 client closes and a CDR batch with a few rejected records.",
    (c) => {
      c.at(
        0,
        "selfcare-bff",
        "info",
        "Starting selfcare-bff v5.31.3 (node v20.14.0) in production mode, listening on :8080",
      );
      c.every(
        3,
        "selfcare-bff",
        (r) => [
          "warn",
          `GET /api/v3/subscriptions/4477${r.int(1e7, 9e7)}/balance 499 ${r.int(900, 3000)}ms client closed request`,
        ],
        1,
        30,
      );
      c.at(
        90,
        "cdr-mediation",
        "warn",
        "batch CDR_PGW_771204.asn1: 14 records with missing servedMSISDN skipped (known PGW quirk)",
      );
    },
  ),
  q(
    "core",
    "Quiet: a Diameter DRA is drained for maintenance; traffic moves to the other DRA with a few retries.",
    (c) => {
      c.at(0, "hss-diameter", "info", "[diam] peer dra2.kestrel.epc sent DPR (cause REBOOTING), state OPEN -> CLOSED");
      c.every(
        5,
        "hss-diameter",
        (r) => ["warn", `[diam] ULA for mme${r.int(1, 4)}.kestrel.epc re-routed via dra1.kestrel.epc (dra2 closed)`],
        1,
        60,
      );
      c.at(300, "hss-diameter", "info", "[diam] peer dra2.kestrel.epc CER/CEA ok, state OPEN");
    },
  ),
  q(
    "msg",
    "Quiet: a wave of porting requests rejected by donors for wrong PAC codes and a billing-api deploy.",
    (c) => {
      c.every(
        4,
        "mnp-portal",
        (r) => [
          "warn",
          `Port request PRT-${r.int(100000, 999999)} rejected by donor ${r.pick(["EE", "Three UK"])}: PAC code expired (reason 17)`,
        ],
        0,
        120,
      );
      c.at(60, "billing-api", "info", "Application started. Hosting environment: Production; Content root path: /app");
    },
  ),
  q(
    "msg",
    "Quiet: an ESME reconnects its SMPP binds after its own maintenance; a handful of throttled submits are retried.",
    (c) => {
      c.at(0, "smsc-core", "info", "[smpp] esme parcelping unbind received, 4 sessions closed");
      c.at(45, "smsc-core", "info", "[smpp] esme parcelping bind_transceiver ok (4 sessions)");
      c.every(
        6,
        "sms-gateway",
        (r) => [
          "warn",
          `submit_sm for system_id=parcelping throttled by per-client window (50 msg/s), requeued ${r.int(1, 20)}`,
        ],
        46,
        120,
      );
    },
  ),
  q(
    "msg",
    "Quiet: eSIM activations retried for offline devices and a Kafka leader election that the relay rides through.",
    (c) => {
      c.at(
        0,
        "event-relay",
        "warn",
        "[Producer clientId=event-relay-1] Received invalid metadata error in produce request on partition sms.events-7 due to org.apache.kafka.common.errors.NotLeaderOrFollowerException. Going to request metadata update now",
      );
      c.at(
        1,
        "event-relay",
        "info",
        "[Producer clientId=event-relay-1] Resetting the last seen epoch of partition sms.events-7 to 41 since the associated topicId changed",
      );
      c.every(30, "esim-activation", (r) => [
        "warn",
        `Profile download attempt 1 failed for activation ${r.hex(8)} (device offline), retrying in 30s`,
      ]);
    },
  ),
  q("cdn", "Quiet: a large customer purge causes a burst of cache misses that the shield absorbs.", (c) => {
    c.at(0, "purge-api", "info", "purge 9c1e22b7a0d4 accepted zone=shopfront-eu.com type=prefix count=1 prefix=/");
    c.at(1, "edge-cache", "info", "purge 9c1e22b7a0d4 applied: 48211 objects invalidated");
    c.every(
      0.3,
      "edge-cache",
      (r) => [
        "info",
        `shopfront-eu.com GET ${r.pick(["/static/app.js", "/img/hero.webp", "/"])} 200 TCP_MISS bytes=${r.int(800, 90000)} ttfb=${r.int(40, 250)}ms pop=lhr1`,
      ],
      1,
      90,
    );
    c.every(
      0.5,
      "shield-cache",
      (r) => [
        "info",
        `shield fetch host=shopfront-eu.com path=/static/app.js upstream_status=200 upstream_time=${r.int(40, 200)}ms cache=STORE`,
      ],
      1,
      90,
    );
  }),
  q(
    "cdn",
    "Quiet: a credential-stuffing bot wave is blocked by the WAF and rate rules; customers are unaffected.",
    (c) => {
      c.every(
        0.4,
        "waf-engine",
        (r) => [
          "warn",
          `[client 45.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}] ModSecurity: Access denied with code 429 (phase 1). rate rule "login-burst" [id "990012"] [hostname "ticketnest.co.uk"] [uri "/account/login"]`,
        ],
        0,
        180,
      );
      c.at(200, "waf-engine", "info", "rate rule login-burst: 0 active offenders, cooling down");
    },
  ),
  q(
    "cdn",
    "Quiet: certificate renewals run, one customer's dns-01 challenge fails on their own DNS, and config-api is redeployed.",
    (c) => {
      c.every(20, "cert-issuer", (r) => [
        "info",
        `renewed certificate for ${r.pick(["larkspur.io", "pixelgrove.net", "brightwell.org"])} (expires 2027-02-28)`,
      ]);
      c.at(
        30,
        "cert-issuer",
        "warn",
        "renewal oldshop.example.com failed: urn:ietf:params:acme:error:dns :: DNS problem: NXDOMAIN looking up TXT for _acme-challenge.oldshop.example.com (customer zone not delegated to us)",
      );
      c.at(
        60,
        "config-api",
        "info",
        '* Puma version: 6.4.2 ("The Eagle of Durango") config-api release v2026.11.30.2 booted',
      );
    },
  ),
  q(
    "dns",
    "Quiet: a burst of SERVFAIL answers for a customer's lame delegation and NXDOMAIN scanning for random labels.",
    (c) => {
      c.every(
        0.8,
        "authdns-ns",
        (r) => ["warn", `[lamelodge.net.] no usable master, answering SERVFAIL for ${r.hex(6)}.lamelodge.net IN A`],
        0,
        150,
      );
      c.every(
        0.5,
        "authdns-ns",
        (r) => [
          "info",
          `query: ${r.hex(10)}.pixelgrove.net IN A (${r.int(20, 220)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}) NXDOMAIN aa`,
        ],
        20,
        200,
      );
    },
  ),
  q("dns", "Quiet: a planned DNSSEC ZSK rollover runs and a signer instance restarts as part of the rollout.", (c) => {
    c.at(0, "dnssec-signer", "info", "KSK/ZSK rollover job started for 1,284 zones (batch size 200)");
    c.every(
      30,
      "dnssec-signer",
      (r, n) => ["info", `rollover batch ${n + 1}/7 done: ${r.int(180, 200)} zones pre-published new ZSK`],
      1,
      220,
    );
    c.at(120, "dnssec-signer", "info", "Started DnssecSignerApplication in 11.204 seconds (process running for 12.01)");
  }),
  q(
    "dns",
    "Quiet: a BGP session to one transit is reset by the provider's maintenance and comes back within a minute.",
    (c) => {
      c.at(
        0,
        "anycast-announcer",
        "warn",
        "bgp neighbor 203.0.113.1 (AS3356) state Established -> Idle: received NOTIFICATION 6/2 (administrative shutdown)",
      );
      c.at(
        52,
        "anycast-announcer",
        "info",
        "bgp neighbor 203.0.113.1 (AS3356) state Established, announcing 198.51.100.53/32",
      );
      c.at(20, "health-prober", "warn", "probe ns2.veloxdns.net from iad: SOA ok, rtt 140ms (path change)");
    },
  ),
];
