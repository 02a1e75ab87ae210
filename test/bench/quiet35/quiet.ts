// Harmless noise that looks alarming: each kind writes its episode around `at` using the estate's roles.
// Nothing in any of these is broken from the operator's side.
import type { Domain, Estate } from "./estates.js";
import { helpers, zone } from "./estates.js";
import { javaTrace, pyTrace } from "./stacks.js";
import type { Stream } from "./stream.js";

export interface QuietKind {
  name: string;
  domain: Domain;
  note: string;
  run(s: Stream, e: Estate, at: number): void;
}

const { msisdn, imsi, iccid, ip } = helpers;
const span = (s: Stream, at: number, secs: number, every: number, f: (t: number) => void) =>
  s.every(every, f, at, at + secs * 1000);

const mobile: QuietKind[] = [
  {
    name: "diameter-watchdog-failover",
    domain: "mobile",
    note: "a Diameter peer misses watchdogs, is marked SUSPECT, traffic fails over to its mate and the peer reconnects with CER/CEA",
    run(s, e, at) {
      const d = e.roles.dia as string;
      const peer = e.key === "kestrel" ? "dra02.kestrel.net" : "smf02.tallis.3gppnetwork.org";
      s.add(at, d, "WARN", `peer ${peer}: DWA not received within Tw=30s, state OPEN -> SUSPECT`);
      s.add(at + 300, d, "WARN", `peer ${peer}: pending requests (${s.rng.int(3, 20)}) rerouted to alternate peer`);
      s.add(at + 30000, d, "ERROR", `peer ${peer}: second watchdog expired, closing transport (DOWN)`);
      s.add(at + 31000, d, "INFO", `peer ${peer}: connecting sctp://${ip(s.rng)}:3868`);
      s.add(at + 31400, d, "INFO", `peer ${peer}: CER/CEA exchanged, Result-Code 2001, state OPEN`);
    },
  },
  {
    name: "porting-window-closed",
    domain: "mobile",
    note: "number-porting requests are rejected by the clearinghouse because the daily porting window has closed; they are queued for the next window",
    run(s, e, at) {
      const p = e.roles.porting as string;
      s.add(at, p, "INFO", "porting window 08:00-20:00 closed, switching to queue mode");
      span(s, at, 300, 6, (t) =>
        s.add(
          t,
          p,
          "ERROR",
          `port request ${msisdn(s.rng)} rejected by clearinghouse: 409 PORTING_WINDOW_CLOSED, queued for next window`,
        ),
      );
    },
  },
  {
    name: "esim-profile-reuse",
    domain: "mobile",
    note: "customers rescan already-installed eSIM QR codes; the SM-DP+ refuses the download as it should",
    run(s, e, at) {
      const es = e.roles.esim as string;
      span(s, at, 400, 15, (t) =>
        s.add(
          t,
          es,
          "ERROR",
          `ES9+ AuthenticateClient failed iccid=${iccid(s.rng)}: subjectCode 8.2.6 reasonCode 3.8 - profile already downloaded (matchingId refused)`,
        ),
      );
    },
  },
  {
    name: "sms-absent-subscriber",
    domain: "mobile",
    note: "a bulk A2P campaign hits many switched-off handsets; store-and-forward retries with absent-subscriber errors, as designed",
    run(s, e, at) {
      const sms = e.roles.sms as string;
      span(s, at, 360, 2, (t) =>
        s.add(
          t,
          sms,
          "ERROR",
          `MT delivery failed dest=${msisdn(s.rng)}: MAP SRI-SM error 27 absentSubscriber, retry ${s.rng.int(1, 6)}/8 scheduled`,
        ),
      );
    },
  },
  {
    name: "prepaid-credit-limit",
    domain: "mobile",
    note: "prepaid subscribers run out of balance at the top of the hour; charging answers 4012 credit limit reached",
    run(s, e, at) {
      const c = e.roles.charging as string;
      span(s, at, 240, 3, (t) =>
        s.add(
          t,
          c,
          "WARN",
          `CCA rc=4012 DIAMETER_CREDIT_LIMIT_REACHED subscriber=${imsi(s.rng)} rating-group=${s.rng.pick([10, 20, 32])} (redirect to top-up portal)`,
        ),
      );
    },
  },
  {
    name: "roaming-user-unknown",
    domain: "mobile",
    note: "inbound roamers from a non-partner network are refused with DIAMETER_ERROR_USER_UNKNOWN by steering of roaming",
    run(s, e, at) {
      const d = e.roles.dia as string;
      span(s, at, 500, 4, (t) =>
        s.add(
          t,
          d,
          "ERROR",
          `AIA Experimental-Result 5001 DIAMETER_ERROR_USER_UNKNOWN imsi=${s.rng.pick(["310260", "45005", "20801"])}${s.rng.digits(9)} realm=epc.mnc${s.rng.digits(3)}.mcc${s.rng.digits(3)}.3gppnetwork.org`,
        ),
      );
    },
  },
  {
    name: "http2-goaway",
    domain: "mobile",
    note: "the policy peer sends HTTP/2 GOAWAY on idle connections during its rolling restart; clients reconnect",
    run(s, e, at) {
      const p = e.roles.h2 as string;
      for (let i = 0; i < 12; i++) {
        const t = at + i * 9000;
        s.add(
          t,
          p,
          "WARN",
          `http2: server sent GOAWAY and closed the connection; LastStreamID=${s.rng.int(100, 9000)}, ErrCode=NO_ERROR, debug=""`,
        );
        s.add(t + 40, p, "INFO", "h2 connection re-established, stream pool restored");
      }
    },
  },
  {
    name: "bulk-sim-import-validation",
    domain: "mobile",
    note: "the nightly SIM stock import rejects a few rows with bad ICCID check digits and completes",
    run(s, e, at) {
      const b = e.roles.batch as string;
      s.add(at, b, "INFO", "sim-stock import started file=SIMSTOCK_20261130_01.csv rows=25000");
      span(s, at + 2000, 180, 5, (t) =>
        s.add(t, b, "ERROR", `row ${s.rng.int(2, 25000)}: ICCID ${iccid(s.rng)} fails Luhn check, row rejected`),
      );
      s.add(
        at + 190000,
        b,
        "INFO",
        "sim-stock import finished: 24963 imported, 37 rejected (report sent to logistics)",
      );
    },
  },
  {
    name: "late-cdr-reconciliation",
    domain: "mobile",
    note: "mediation finds late CDRs after the billing cut-off and moves them to the next cycle",
    run(s, e, at) {
      const b = e.roles.batch as string;
      span(s, at, 200, 7, (t) =>
        s.add(
          t,
          b,
          "WARN",
          `CDR ${s.rng.hex(12)} arrived after cut-off 2026-11-30T00:00Z, deferred to next bill cycle`,
        ),
      );
      s.add(at + 205000, b, "INFO", "reconciliation done: 0 missing, 29 deferred, totals match within tolerance");
    },
  },
  {
    name: "a2p-grey-route-blocked",
    domain: "mobile",
    note: "the SMS firewall blocks a grey-route A2P flood from an unknown sender",
    run(s, e, at) {
      const sms = e.roles.sms as string;
      span(s, at, 240, 1, (t) =>
        s.add(
          t,
          sms,
          "WARN",
          `SMS firewall: blocked MO-as-MT from GT 2348${s.rng.digits(8)} (rule GREY_ROUTE_07), sender "INFO-${s.rng.hex(3).toUpperCase()}"`,
        ),
      );
    },
  },
  {
    name: "credential-stuffing-blocked",
    domain: "mobile",
    note: "a credential-stuffing run against the customer login is answered with 401 and then 429 by the rate limiter",
    run(s, e, at) {
      const gw = e.roles.gw as string;
      span(s, at, 300, 0.7, (t) => {
        const ok = s.rng.chance(0.6);
        s.add(
          t,
          gw,
          ok ? "WARN" : "ERROR",
          ok
            ? `POST /login 401 ${s.rng.int(40, 90)}ms user=${msisdn(s.rng)} reason=bad_password ip=${ip(s.rng)}`
            : `POST /login 429 2ms ip=${ip(s.rng)} limiter=login-per-ip`,
        );
      });
    },
  },
  {
    name: "lab-peer-refused",
    domain: "mobile",
    note: "a decommissioned lab Diameter peer is still in the peer table and refuses connections every 30 s",
    run(s, e, at) {
      const d = e.roles.dia as string;
      span(s, at - 120000, 900, 30, (t) =>
        s.add(
          t,
          d,
          "ERROR",
          `peer dra-lab01.lab.${e.key}.net: connect to 10.250.3.14:3868 failed: Connection refused, next attempt in 30s`,
        ),
      );
    },
  },
  {
    name: "kafka-rebalance",
    domain: "mobile",
    note: "a consumer group rebalances during a rolling restart; heartbeats fail briefly and partitions are reassigned",
    run(s, e, at) {
      const b = e.roles.batch as string;
      const c = `[Consumer clientId=${b}-3, groupId=${b}]`;
      s.add(at, b, "WARN", `${c} Attempt to heartbeat failed since group is rebalancing`);
      s.add(at + 200, b, "WARN", `${c} Revoking previously assigned partitions [cdr.raw-4, cdr.raw-5]`);
      s.add(
        at + 1500,
        b,
        "ERROR",
        `${c} Offset commit failed on partition cdr.raw-4 at offset 5512093: The coordinator is not aware of this member.`,
      );
      s.add(at + 6000, b, "INFO", `${c} Adding newly assigned partitions: cdr.raw-4, cdr.raw-9`);
    },
  },
  {
    name: "esim-device-not-eligible",
    domain: "mobile",
    note: "old handsets without eSIM support are refused at order time with EID not eligible",
    run(s, e, at) {
      const es = e.roles.esim as string;
      span(s, at, 400, 12, (t) =>
        s.add(
          t,
          es,
          "ERROR",
          `ES2+ DownloadOrder rejected eid=89049032${s.rng.digits(24)}: 8.1.1 / 3.8 EID not eligible for profile type (device capability)`,
        ),
      );
    },
  },
  {
    name: "optimistic-lock-retry",
    domain: "mobile",
    note: "concurrent plan changes on the same account hit optimistic-lock conflicts and succeed on retry",
    run(s, e, at) {
      const p = e.roles.prov as string;
      span(s, at, 300, 20, (t) => {
        s.add(t, p, "WARN", "Optimistic lock conflict on Subscription, retrying (attempt 1/3)", {
          stack:
            e.key === "kestrel"
              ? javaTrace(
                  "jakarta.persistence.OptimisticLockException: Row was updated or deleted by another transaction",
                  [
                    "org.hibernate.internal.ExceptionConverterImpl.wrapStaleStateException(ExceptionConverterImpl.java:226)",
                    "com.kestrel.prov.order.PlanChangeService.apply(PlanChangeService.java:142)",
                  ],
                )
              : undefined,
        });
        s.add(t + s.rng.int(50, 300), p, "INFO", "plan change committed on retry (attempt 2)");
      });
    },
  },
  {
    name: "npdb-sync-rejects",
    domain: "mobile",
    note: "the porting database delta sync rejects records whose donor does not match; the clearinghouse resends them",
    run(s, e, at) {
      const p = e.roles.porting as string;
      span(s, at, 120, 4, (t) =>
        s.add(
          t,
          p,
          "ERROR",
          `NPDB record ${msisdn(s.rng)} rejected: donor mismatch (have ${s.rng.pick(["0211", "0233"])} got ${s.rng.pick(["0245", "0299"])}), will be resent`,
          {
            stack: s.rng.chance(0.15)
              ? pyTrace(
                  [
                    ["/app/npdb/sync.py", 211, "apply_delta", "self._check_donor(rec)"],
                    ["/app/npdb/sync.py", 97, "_check_donor", "raise DonorMismatch(rec.msisdn)"],
                  ],
                  "npdb.errors.DonorMismatch: donor mismatch",
                )
              : undefined,
          },
        ),
      );
    },
  },
];

const cdn: QuietKind[] = [
  {
    name: "customer-dnssec-bogus",
    domain: "cdn",
    note: "a customer's DS at the parent no longer matches their DNSKEY; validators return SERVFAIL for that zone only",
    run(s, e, at) {
      const d = e.roles.dns as string;
      const z = zone(s.rng);
      span(s, at, 400, 5, (t) =>
        s.add(
          t,
          d,
          "ERROR",
          `DNSSEC check ${z}: parent DS key tag ${s.rng.pick([20326, 41003])} matches no DNSKEY; validating resolvers will SERVFAIL (customer-managed keys, notified)`,
        ),
      );
    },
  },
  {
    name: "stale-on-backend-5xx",
    domain: "cdn",
    note: "one customer's origin returns 503 and the edge serves stale objects under stale-if-error",
    run(s, e, at) {
      const ed = e.roles.edge as string;
      const z = zone(s.rng);
      span(s, at, 300, 1.5, (t) =>
        s.add(
          t,
          ed,
          "WARN",
          `backend www.${z} responded 503, serving stale (age=${s.rng.int(60, 900)}s stale-if-error=86400)`,
        ),
      );
    },
  },
  {
    name: "purge-rate-limited",
    domain: "cdn",
    note: "a customer's CI fires purges in a loop and the purge API rate-limits that token with 429",
    run(s, e, at) {
      const p = e.roles.purge as string;
      span(s, at, 240, 0.8, (t) =>
        s.add(
          t,
          p,
          "WARN",
          `429 Too Many Requests: purge quota exceeded for token ...${s.rng.hex(4)} (1000/min), retry-after=12`,
        ),
      );
    },
  },
  {
    name: "acme-dns01-propagation",
    domain: "cdn",
    note: "ACME DNS-01 challenges fail once while TXT records propagate and succeed on the next attempt",
    run(s, e, at) {
      const c = e.roles.cert as string;
      for (let i = 0; i < 8; i++) {
        const z = zone(s.rng);
        const t = at + i * 25000;
        s.add(
          t,
          c,
          "ERROR",
          `order for *.${z} failed: acme: error: 400 :: urn:ietf:params:acme:error:unauthorized :: No TXT record found at _acme-challenge.${z}, retrying in 60s`,
        );
        s.add(t + 61000, c, "INFO", `certificate for *.${z} issued (valid until 2027-02-28), deployed to edge`);
      }
    },
  },
  {
    name: "waf-sqli-scan-blocked",
    domain: "cdn",
    note: "a vulnerability scanner throws SQL injection probes at a customer site and the WAF blocks them",
    run(s, e, at) {
      const w = e.roles.waf as string;
      const z = zone(s.rng);
      span(s, at, 300, 0.6, (t) =>
        s.add(
          t,
          w,
          "WARN",
          `ModSecurity: Access denied with code 403 (phase 2). Matched "Operator \`Rx' with parameter" against variable "ARGS:id" [id "942100"] [msg "SQL Injection Attack Detected via libinjection"] [hostname "www.${z}"] [uri "/product.php"] [client ${ip(s.rng)}]`,
        ),
      );
    },
  },
  {
    name: "log-sink-backpressure",
    domain: "cdn",
    note: "a customer's log bucket throttles uploads; the shipper buffers and retries until it drains",
    run(s, e, at) {
      const sh = e.roles.ship as string;
      span(s, at, 200, 4, (t) =>
        s.add(
          t,
          sh,
          "WARN",
          `Retrying after error. error=HTTP 503 SlowDown: Please reduce your request rate. sink=customer_${zone(s.rng).split(".")[0]} attempt=${s.rng.int(1, 4)}`,
        ),
      );
      s.add(at + 205000, sh, "INFO", "buffer drained, 0 events pending for throttled sinks");
    },
  },
  {
    name: "axfr-refused",
    domain: "cdn",
    note: "scanners try zone transfers from unknown addresses and are refused",
    run(s, e, at) {
      const d = e.roles.dns as string;
      span(s, at, 500, 5, (t) =>
        s.add(t, d, "WARN", `AXFR ${zone(s.rng)}. from ${ip(s.rng)}: denied, not in ACL (REFUSED)`),
      );
    },
  },
  {
    name: "random-subdomain-flood",
    domain: "cdn",
    note: "a random-subdomain query flood against one customer zone is absorbed by response rate limiting",
    run(s, e, at) {
      const d = e.roles.dns as string;
      const z = zone(s.rng);
      span(s, at, 240, 0.5, (t) =>
        s.add(
          t,
          d,
          "WARN",
          `rate limit slip: ${s.rng.hex(10)}.${z}. A from ${ip(s.rng)}/24 NXDOMAIN (responses-per-second 5 exceeded, TC=1)`,
        ),
      );
    },
  },
  {
    name: "zone-not-configured",
    domain: "cdn",
    note: "queries arrive for zones that left the platform long ago (lame delegation) and are refused",
    run(s, e, at) {
      const d = e.roles.dns as string;
      span(s, at, 600, 3, (t) =>
        s.add(
          t,
          d,
          "ERROR",
          `query ${s.rng.pick(["www.", "mail.", ""])}${s.rng.pick(["oldshop", "formerclient", "expired-brand"])}${s.rng.int(1, 9)}.com: zone not configured on this server, REFUSED`,
        ),
      );
    },
  },
  {
    name: "legacy-tls-clients",
    domain: "cdn",
    note: "old bots try TLS 1.0 and fail the handshake at the edge",
    run(s, e, at) {
      const ed = e.roles.edge as string;
      span(s, at, 500, 2, (t) =>
        s.add(
          t,
          ed,
          "ERROR",
          `SSL_do_handshake() failed (SSL: error:0A000102:SSL routines::unsupported protocol) while SSL handshaking, client: ${ip(s.rng)}, server: 0.0.0.0:443`,
        ),
      );
    },
  },
  {
    name: "customer-backend-cert-expired",
    domain: "cdn",
    note: "one customer's origin certificate expired; the edge answers 526 for that hostname only",
    run(s, e, at) {
      const ed = e.roles.edge as string;
      const z = zone(s.rng);
      span(s, at, 400, 2.5, (t) =>
        s.add(
          t,
          ed,
          "ERROR",
          `upstream SSL certificate verify error: (10:certificate has expired) while SSL handshaking to upstream backend.${z}:443, returning 526`,
        ),
      );
    },
  },
  {
    name: "fleet-config-reload",
    domain: "cdn",
    note: "the edge fleet reloads configuration gracefully; old workers drain and exit",
    run(s, e, at) {
      const ed = e.roles.edge as string;
      s.add(at, ed, "INFO", "signal 1 (SIGHUP) received, reconfiguring");
      for (let i = 0; i < 8; i++)
        s.add(
          at + 200 + i * 300,
          ed,
          "WARN",
          `worker process ${s.rng.int(2000, 9000)} exited on signal 3 (graceful shutdown)`,
        );
      s.add(at + 3000, ed, "INFO", "configuration generation 88127 active, 8 workers started");
    },
  },
  {
    name: "pop-drain-maintenance",
    domain: "cdn",
    note: "a PoP is drained for planned maintenance; anycast withdraws and traffic shifts to neighbours",
    run(s, e, at) {
      const d = e.roles.dns as string;
      const ed = e.roles.edge as string;
      s.add(at, d, "WARN", "bgp: withdrawing 198.51.100.0/24 from peers at ams2 (maintenance CHG-48213)");
      s.add(at + 500, ed, "WARN", "pop ams2 state=draining, health checks will fail until CHG-48213 ends");
      span(s, at + 1000, 300, 10, (t) =>
        s.add(
          t,
          ed,
          "ERROR",
          "health probe ams2-edge-0" + s.rng.int(1, 8) + " failed: connection refused (node drained)",
        ),
      );
    },
  },
  {
    name: "expired-api-token",
    domain: "cdn",
    note: "a customer's automation keeps calling the API with an expired token and gets 401",
    run(s, e, at) {
      const a = e.roles.api as string;
      span(s, at, 500, 6, (t) =>
        s.add(
          t,
          a,
          "WARN",
          `401 Unauthorized PATCH /v4/zones/${zone(s.rng)}/settings: token expired at 2026-11-29T00:00:00Z (account ${s.rng.digits(6)})`,
        ),
      );
    },
  },
  {
    name: "slow-customer-backend",
    domain: "cdn",
    note: "one customer's slow origin makes the edge time out and retry on the shield; responses still go out",
    run(s, e, at) {
      const sh = e.roles.shield as string;
      const z = zone(s.rng);
      span(s, at, 300, 3, (t) =>
        s.add(
          t,
          sh,
          "WARN",
          `upstream timed out (110: Connection timed out) while reading response header from upstream, host: "www.${z}", retrying next upstream`,
        ),
      );
    },
  },
  {
    name: "cert-renewal-rate-limited",
    domain: "cdn",
    note: "certificate renewals for one customer's many hostnames hit the CA's per-domain rate limit and are rescheduled days before expiry",
    run(s, e, at) {
      const c = e.roles.cert as string;
      const z = zone(s.rng);
      span(s, at, 300, 15, (t) =>
        s.add(
          t,
          c,
          "ERROR",
          `acme: error: 429 :: POST :: https://acme-v02.api.letsencrypt.org/acme/new-order :: urn:ietf:params:acme:error:rateLimited :: too many certificates already issued for "${z}", rescheduled (expires in 21d)`,
        ),
      );
    },
  },
  {
    name: "bot-flood-challenged",
    domain: "cdn",
    note: "a scraping bot flood is challenged and blocked by bot management",
    run(s, e, at) {
      const w = e.roles.waf as string;
      span(s, at, 300, 0.5, (t) =>
        s.add(
          t,
          w,
          "WARN",
          `verdict block score=${s.rng.int(90, 99)} reason=automation ip=${ip(s.rng)} zone=${zone(s.rng)} path=/search?q=${s.rng.hex(4)}`,
        ),
      );
    },
  },
];

export const QUIET_KINDS: readonly QuietKind[] = [...mobile, ...cdn];
