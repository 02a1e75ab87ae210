// Harmless noise that looks alarming: 40 kinds from registrar and CA operations. Each writes a burst between
// `from` and `to`; nothing in them is broken on our side (customers' DNS, registry policy, scanners, declines).
import { type Ctx, poisson } from "./ctx.js";
import { acct, domain, ip, label, orderId, registryOf, serialHex } from "./names.js";

export interface NoiseKind {
  id: string;
  estates: Array<"harbourline" | "pinecrest" | "keystone" | "quayside">;
  note: string;
  run: (c: Ctx, from: number, to: number) => void;
}

const REG = ["harbourline", "pinecrest"] as const;
const tok = (c: Ctx) => c.rng.hex(8) + c.rng.hex(8);

const registrar: NoiseKind[] = [
  {
    id: "epp-check-throttle",
    estates: [...REG],
    note: "at a drop-catch minute the registry throttles availability checks; the gateway backs off and serves cached answers",
    run: (c, from, to) => {
      const r = c.est.role;
      poisson(
        c,
        40,
        (t) => {
          c.s.add(
            t,
            r.epp,
            "warn",
            `${c.est.key === "harbourline" ? "EPP domain:check registry=verisign-com" : "check"} result=2400 Command failed; reason="check rate limit exceeded (1000/min per registrar)" backing off ${c.rng.int(1, 4)}s`,
          );
          if (c.rng.chance(0.5))
            c.s.add(
              t + 50,
              r.front,
              "info",
              `availability for ${label(c.rng)}: registry throttled, served ${c.rng.int(1, 4)} names from cache (age ${c.rng.int(5, 90)}s)`,
            );
        },
        from,
        to,
      );
    },
  },
  {
    id: "transfer-wrong-authcode",
    estates: [...REG],
    note: "a reseller's bulk transfer-in import uses stale auth codes, so the registry refuses most transfers with 2202",
    run: (c, from, to) => {
      const r = c.est.role;
      poisson(
        c,
        25,
        (t) => {
          const d = domain(c.rng);
          c.s.add(
            t,
            r.epp,
            "error",
            `domain:transfer op=request ${d} result=2202 Invalid authorization information (registry=${registryOf(d)})`,
          );
          c.s.add(
            t + 60,
            r.transfer,
            "warn",
            `transfer-in ${d} refused by registry: authInfo mismatch, customer notified (batch reseller=RS-${c.rng.int(100, 140)})`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "renewal-declined",
    estates: [...REG],
    note: "the auto-renew batch hits declined cards; domains go into the grace period and dunning mails are queued",
    run: (c, from, to) => {
      const r = c.est.role;
      poisson(
        c,
        14,
        (t) => {
          const d = domain(c.rng);
          const why = c.rng.pick([
            "card_declined (insufficient_funds)",
            "card_declined (do_not_honor)",
            "expired_card",
            "card_declined (lost_card)",
          ]);
          c.s.add(
            t,
            r.billing,
            "error",
            `Payment failed for renewal of ${d}: ${why} (off_session, pm_${c.rng.hex(10)})`,
          );
          c.s.add(
            t + 200,
            r.renew,
            "warn",
            `auto-renew ${d} not renewed: payment declined; domain stays in autoRenewPeriod, dunning mail #${c.rng.int(1, 3)} queued`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "rdap-scraper-429",
    estates: [...REG],
    note: "a scraper walks RDAP from one /24 and gets rate limited with 429",
    run: (c, from, to) => {
      const net = `${c.rng.pick(["45.134.26", "185.220.101", "91.92.109"])}`;
      poisson(
        c,
        90,
        (t) => {
          const src = `${net}.${c.rng.int(2, 254)}`;
          c.s.add(
            t,
            c.est.role.rdap,
            "warn",
            c.est.key === "harbourline"
              ? `rdap: GET /domain/${domain(c.rng)} status=429 src=${src} bucket=${net}.0/24 exceeded 30/min`
              : `GET /rdap/domain/${domain(c.rng)} -> 429 (rate limit 30/min for ${net}.0/24) client=${src}`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "epp-session-recycle",
    estates: [...REG],
    note: "a registry recycles idle EPP sessions; the gateway logs resets and logs in again successfully",
    run: (c, from, to) => {
      const r = c.est.role;
      const java = c.est.key === "harbourline";
      poisson(
        c,
        3,
        (t) => {
          const reg = c.rng.pick(["pir", "identity-digital", "nominet"]);
          const sess = c.rng.int(1, 8);
          if (java)
            c.s.add(t, r.epp, "warn", `EPP session ${reg}#${sess} lost: java.net.SocketException: Connection reset`, {
              stack: [
                "java.net.SocketException: Connection reset",
                "\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:318)",
                "\tat java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)",
                "\tat com.harbourline.epp.transport.EppFrameReader.readFrame(EppFrameReader.java:57)",
                "\tat com.harbourline.epp.session.EppSession.roundTrip(EppSession.java:141)",
              ],
            });
          else
            c.s.add(
              t,
              r.epp,
              "warn",
              `session ${reg}#${sess} closed by peer (read ECONNRESET) after ${c.rng.int(30, 60)}m idle`,
            );
          c.s.add(
            t + 900,
            r.epp,
            "info",
            `${java ? "EPP " : ""}login ${reg}#${sess} result=1000 Command completed successfully (session re-established)`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "registry-maintenance",
    estates: [...REG],
    note: "one ccTLD registry is in its announced maintenance window; commands for that TLD are queued and retried later",
    run: (c, from, to) => {
      const r = c.est.role;
      c.s.add(
        from - 2000,
        r.epp,
        "info",
        "registry=sidn entering announced maintenance window 02:00-04:00 UTC (notice SIDN-MW-2026-37); queueing .nl commands",
      );
      poisson(
        c,
        12,
        (t) => {
          c.s.add(
            t,
            r.epp,
            "error",
            `registry=sidn connect drs.domain-registry.nl:700 failed: ECONNREFUSED; .nl command queued (queue depth ${c.rng.int(5, 80)})`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "customer-ds-mismatch",
    estates: [...REG],
    note: "customers who host DNS elsewhere left stale DS records; the DNSSEC checker flags their domains as bogus",
    run: (c, from, to) => {
      poisson(
        c,
        10,
        (t) => {
          const d = domain(c.rng);
          c.s.add(
            t,
            c.est.role.signer,
            "warn",
            `DS at parent for ${d} matches no DNSKEY (keytag ${c.rng.int(1000, 65000)} alg 8, externally hosted zone); validating resolvers will SERVFAIL, owner notified`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "lame-delegation",
    estates: [...REG],
    note: "the delegation checker finds customer domains pointing at nameservers that answer REFUSED",
    run: (c, from, to) => {
      poisson(
        c,
        16,
        (t) => {
          const d = domain(c.rng);
          c.s.add(
            t,
            c.est.role.dns,
            "warn",
            `lame delegation: ${d} NS ${c.rng.pick(["ns1.oldhost-dns.net", "dns2.parkingcrew.net", "ns.expired-hosting.com"])} answered REFUSED (not authoritative)`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "drop-catch-exists",
    estates: [...REG],
    note: "drop-catch creates race other registrars for deleted names and most lose with 2302 Object exists",
    run: (c, from, to) => {
      poisson(
        c,
        45,
        (t) => {
          const d = `${label(c.rng)}.com`;
          c.s.add(
            t,
            c.est.role.epp,
            "error",
            `${c.est.key === "harbourline" ? "EPP domain:create" : "create"} ${d} result=2302 Object exists (dropcatch queue, attempt ${c.rng.int(1, 40)})`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "registry-lock-prohibits",
    estates: [...REG],
    note: "a customer's script tries to change nameservers on registry-locked domains; the registry answers 2304",
    run: (c, from, to) => {
      const r = c.est.role;
      poisson(
        c,
        18,
        (t) => {
          const d = domain(c.rng);
          c.s.add(
            t,
            r.epp,
            "error",
            `domain:update ${d} result=2304 Object status prohibits operation (serverUpdateProhibited)`,
          );
          c.s.add(
            t + 80,
            r.front,
            "warn",
            `nameserver change for ${d} rejected: registry lock active, customer must request unlock`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "axfr-scanner",
    estates: [...REG],
    note: "internet scanners try zone transfers and are refused",
    run: (c, from, to) => {
      poisson(
        c,
        50,
        (t) => {
          c.s.add(
            t,
            c.est.role.dns,
            "warn",
            `AXFR ${domain(c.rng)} from ${ip(c.rng)}#${c.rng.int(1024, 65000)} refused: client not in allow-transfer`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "verification-bounces",
    estates: [...REG],
    note: "registrant verification mails bounce for made-up contact addresses",
    run: (c, from, to) => {
      poisson(
        c,
        20,
        (t) => {
          const d = domain(c.rng);
          c.s.add(
            t,
            c.est.role.mailer,
            "error",
            `${c.rng.hex(10).toUpperCase()}: to=<${c.rng.pick(["admin", "info", "hostmaster", "owner"])}@${d}>, status=bounced (host mx.${d} said: 550 5.1.1 Recipient address rejected: User unknown) template=registrant-verification`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "redemption-sweep",
    estates: [...REG],
    note: "the nightly sweep moves unpaid expired domains into redemption; many delete commands go out",
    run: (c, from, to) => {
      const r = c.est.role;
      poisson(
        c,
        30,
        (t) => {
          const d = domain(c.rng);
          c.s.add(
            t,
            r.renew,
            "warn",
            `${d} expired ${c.rng.int(40, 45)}d ago, no renewal: deleting (enters redemptionPeriod)`,
          );
          c.s.add(
            t + 150,
            r.epp,
            "info",
            `domain:delete ${d} result=1001 Command completed successfully; action pending (pendingDelete)`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "fx-feed-stale",
    estates: [...REG],
    note: "the currency-rate feed is down; billing keeps using cached rates within tolerance",
    run: (c, from, to) => {
      poisson(
        c,
        6,
        (t) => {
          c.s.add(
            t,
            c.est.role.billing,
            "warn",
            `FX rates provider returned 503 Service Unavailable; using cached rates from ${new Date(from - 3 * 3600e3).toISOString().slice(0, 16)}Z (age ${c.rng.int(3, 4)}h, tolerance 24h)`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "premium-fee-mismatch",
    estates: [...REG],
    note: "customers try to register premium names at standard price and the registry refuses the fee",
    run: (c, from, to) => {
      const r = c.est.role;
      poisson(
        c,
        12,
        (t) => {
          const d = `${label(c.rng)}.${c.rng.pick(["shop", "app", "io"])}`;
          c.s.add(
            t,
            r.epp,
            "error",
            `domain:create ${d} result=2004 Parameter value range error (fee:fee 14.99 below premium price ${c.rng.int(3, 90)}00.00)`,
          );
          c.s.add(t + 90, r.front, "info", `checkout for ${d} needs premium price confirmation, customer redirected`);
        },
        from,
        to,
      );
    },
  },
  {
    id: "czds-access-expired",
    estates: [...REG],
    note: "the zone-file download job gets 403 for TLDs whose access grant expired and keeps the last good copy",
    run: (c, from, to) => {
      poisson(
        c,
        4,
        (t) => {
          const tld = c.rng.pick(["shop", "xyz", "online", "club", "store"]);
          c.s.add(
            t,
            c.est.role.rdap,
            "error",
            `CZDS download .${tld} zone failed: 403 Forbidden (access request expired), keeping last file (age ${c.rng.int(2, 6)}d)`,
          );
        },
        from,
        to,
      );
    },
  },
];

const keystone: NoiseKind[] = [
  {
    id: "http01-404",
    estates: ["keystone"],
    note: "customers' web servers answer 404 for HTTP-01 tokens, so their authorizations go invalid",
    run: (c, from, to) => {
      poisson(
        c,
        30,
        (t) => {
          const d = domain(c.rng);
          const tr = c.tid();
          c.s.add(
            t,
            "challenge-va",
            "info",
            `validation http-01 ${d}: invalid: urn:ietf:params:acme:error:unauthorized :: Invalid response from http://${d}/.well-known/acme-challenge/${tok(c)}: 404`,
            { trace: tr },
          );
          c.s.add(
            t + 40,
            "order-authority",
            "warn",
            `authz ${c.rng.int(400000000, 499999999)} ${d} -> invalid (http-01 unauthorized)`,
            { trace: tr },
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "dns01-missing-txt",
    estates: ["keystone"],
    note: "DNS-01 validations fail because customers never published, or published the wrong, TXT record",
    run: (c, from, to) => {
      poisson(
        c,
        25,
        (t) => {
          const d = domain(c.rng);
          const msg = c.rng.chance(0.5)
            ? `urn:ietf:params:acme:error:dns :: DNS problem: NXDOMAIN looking up TXT for _acme-challenge.${d} - check that a DNS record exists for this domain`
            : `urn:ietf:params:acme:error:unauthorized :: Incorrect TXT record "${tok(c)}" found at _acme-challenge.${d}`;
          c.s.add(t, "challenge-va", "info", `validation dns-01 ${d}: invalid: ${msg}`, { trace: c.tid() });
        },
        from,
        to,
      );
    },
  },
  {
    id: "caa-forbids",
    estates: ["keystone"],
    note: "CAA records of customers name another CA, so issuance is refused",
    run: (c, from, to) => {
      poisson(
        c,
        12,
        (t) => {
          const d = domain(c.rng);
          const tr = c.tid();
          c.s.add(
            t,
            "challenge-va",
            "warn",
            `caa check ${d}: urn:ietf:params:acme:error:caa :: CAA record for ${d} prevents issuance (issue "${c.rng.pick(["digicert.com", "sectigo.com", "pki.goog", "amazon.com"])}")`,
            { trace: tr },
          );
          c.s.add(
            t + 30,
            "acme-frontend",
            "info",
            `POST /acme/finalize/${acct(c.rng)}/${orderId(c.rng)} 403 ${c.rng.int(80, 300)}ms problem=caa`,
            { trace: tr },
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "duplicate-cert-limit",
    estates: ["keystone"],
    note: "one customer's broken cron requests the same certificate over and over and hits the duplicate-certificate limit",
    run: (c, from, to) => {
      const a = acct(c.rng);
      const d = domain(c.rng);
      poisson(
        c,
        30,
        (t) => {
          const tr = c.tid();
          c.s.add(
            t,
            "ratelimit-svc",
            "warn",
            `denied DuplicateCertificate acct=${a} key="${d},www.${d}": too many certificates (5) already issued for this exact set of identifiers in the last 168h0m0s, retry after ${new Date(to + 86400e3).toISOString().slice(0, 19)}Z`,
            { trace: tr },
          );
          c.s.add(
            t + 10,
            "acme-frontend",
            "info",
            `POST /acme/new-order 429 ${c.rng.int(5, 20)}ms problem=rateLimited acct=${a}`,
            { trace: tr },
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "failed-authz-limit",
    estates: ["keystone"],
    note: "an account loops on a name it cannot validate and trips the failed-authorizations limit",
    run: (c, from, to) => {
      const a = acct(c.rng);
      const d = domain(c.rng);
      poisson(
        c,
        20,
        (t) => {
          c.s.add(
            t,
            "ratelimit-svc",
            "warn",
            `denied FailedAuthorizationsPerDomainPerAccount acct=${a}: too many failed authorizations (5) for "${d}" in the last 1h0m0s`,
            { trace: c.tid() },
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "ct-log-429",
    estates: ["keystone"],
    note: "one CT log throttles submissions; enough SCTs come from the other logs",
    run: (c, from, to) => {
      poisson(
        c,
        14,
        (t) => {
          c.s.add(
            t,
            "ct-submitter",
            "warn",
            `log=oak2026h2 add-pre-chain HTTP 429 Too Many Requests (Retry-After: 30); precert ${serialHex(c.rng).slice(0, 12)} will use another operator`,
            { trace: c.tid() },
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "ct-temporal-shard",
    estates: ["keystone"],
    note: "a CT shard rejects long-lived precerts outside its temporal window, and the submitter picks the next shard",
    run: (c, from, to) => {
      poisson(
        c,
        8,
        (t) => {
          c.s.add(
            t,
            "ct-submitter",
            "warn",
            `log=xenon2026h2 rejected chain: HTTP 400 "certificate NotAfter (2027-01-0${c.rng.int(1, 9)}) outside of log's temporal interval"; retrying on xenon2027h1`,
            { trace: c.tid() },
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "ocsp-unknown-serials",
    estates: ["keystone"],
    note: "clients ask the OCSP responder about serials this CA never issued and get 'unknown'",
    run: (c, from, to) => {
      poisson(
        c,
        60,
        (t) => {
          c.s.add(
            t,
            "ocsp-responder",
            "warn",
            `status=unknown serial=${serialHex(c.rng).slice(0, 16)} issuerKeyHash=${c.rng.hex(16)} (not issued by KTS-R4) client=${ip(c.rng)}`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "ocsp-malformed",
    estates: ["keystone"],
    note: "old embedded clients send malformed OCSP requests and get 400",
    run: (c, from, to) => {
      poisson(
        c,
        35,
        (t) => {
          c.s.add(
            t,
            "ocsp-responder",
            "warn",
            `POST / 400 malformedRequest: asn1: structure error: tags don't match (16 vs {class:0 tag:2 length:1 isCompound:false}) client=${ip(c.rng)} ua="${c.rng.pick(["Java/1.8.0_202", "okhttp/3.12.1", "-"])}"`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "badnonce-storm",
    estates: ["keystone"],
    note: "a hosting provider's ACME client reuses nonces, gets badNonce and succeeds on retry",
    run: (c, from, to) => {
      poisson(
        c,
        40,
        (t) => {
          const tr = c.tid();
          c.s.add(
            t,
            "acme-frontend",
            "warn",
            `POST /acme/new-order 400 ${c.rng.int(2, 9)}ms problem=badNonce detail="JWS has an invalid anti-replay nonce" ua="hostingpanel-acme/1.4"`,
            { trace: tr },
          );
          if (c.rng.chance(0.8))
            c.s.add(
              t + 200,
              "acme-frontend",
              "info",
              `POST /acme/new-order 201 ${c.rng.int(25, 90)}ms ua="hostingpanel-acme/1.4"`,
              { trace: tr },
            );
        },
        from,
        to,
      );
    },
  },
  {
    id: "remote-perspective-timeout",
    estates: ["keystone"],
    note: "a geo-blocking customer makes one remote perspective time out while quorum still passes",
    run: (c, from, to) => {
      poisson(
        c,
        20,
        (t) => {
          const d = domain(c.rng);
          c.s.add(
            t,
            "challenge-va",
            "warn",
            `remote perspective ap-southeast-2 for ${d}: urn:ietf:params:acme:error:connection :: Timeout during connect (likely firewall problem); quorum 3/4 met, valid`,
            { trace: c.tid() },
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "subscriber-mass-revoke",
    estates: ["keystone"],
    note: "a hosting provider revokes thousands of its own certificates after rotating keys",
    run: (c, from, to) => {
      const a = acct(c.rng);
      poisson(
        c,
        40,
        (t) => {
          const ser = serialHex(c.rng);
          c.s.add(
            t,
            "order-authority",
            "warn",
            `RevokeCertificate serial=${ser.slice(0, 16)} reason=keyCompromise(1) requested by subscriber acct=${a}`,
            { trace: c.tid() },
          );
          c.s.add(
            t + 120,
            "ocsp-responder",
            "info",
            `status=revoked serial=${ser.slice(0, 16)} pre-signed, reason=keyCompromise`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "deactivated-account",
    estates: ["keystone"],
    note: "a decommissioned cert-manager keeps calling with a deactivated account and gets 401",
    run: (c, from, to) => {
      const a = acct(c.rng);
      poisson(
        c,
        25,
        (t) => {
          c.s.add(
            t,
            "acme-frontend",
            "warn",
            `POST /acme/new-order 401 ${c.rng.int(2, 9)}ms problem=unauthorized detail="Account is not valid, has status \\"deactivated\\"" acct=${a} ua="cert-manager/v1.11.0"`,
            { trace: c.tid() },
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "http01-connection-refused",
    estates: ["keystone"],
    note: "customers with port 80 closed get connection errors on HTTP-01",
    run: (c, from, to) => {
      poisson(
        c,
        20,
        (t) => {
          const d = domain(c.rng);
          c.s.add(
            t,
            "challenge-va",
            "info",
            `validation http-01 ${d}: invalid: urn:ietf:params:acme:error:connection :: ${ip(c.rng)}: Fetching http://${d}/.well-known/acme-challenge/${tok(c)}: Connection refused`,
            { trace: c.tid() },
          );
        },
        from,
        to,
      );
    },
  },
];

const quayside: NoiseKind[] = [
  {
    id: "client-http01-404",
    estates: ["quayside"],
    note: "customers' CDNs do not route /.well-known to the responder, so HTTP-01 orders fail with 404",
    run: (c, from, to) => {
      poisson(
        c,
        20,
        (t) => {
          const d = domain(c.rng);
          c.s.add(
            t,
            "acme-client-fleet",
            "error",
            `[${d}] acme: error: 403 :: urn:ietf:params:acme:error:unauthorized :: ${ip(c.rng)}: Invalid response from http://${d}/.well-known/acme-challenge/${tok(c)}: 404`,
          );
          c.s.add(
            t + 100,
            "order-tracker",
            "warn",
            `Order QO-${c.rng.int(100000, 999999)} ${d}: challenge failed, state=NEEDS_CUSTOMER_ACTION (http-01 not reachable through customer CDN)`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "dns01-slow-propagation",
    estates: ["quayside"],
    note: "a customer's DNS host is slow to propagate TXT records and the solver waits longer than usual",
    run: (c, from, to) => {
      poisson(
        c,
        15,
        (t) => {
          const d = domain(c.rng);
          c.s.add(
            t,
            "dns01-solver",
            "warn",
            `propagation check _acme-challenge.${d}: ${c.rng.int(1, 3)}/4 authoritative servers still serve old TXT after ${c.rng.int(60, 300)}s, waiting (max 600s)`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "client-caa",
    estates: ["quayside"],
    note: "customers' CAA records forbid the CA the fleet uses",
    run: (c, from, to) => {
      poisson(
        c,
        12,
        (t) => {
          const d = domain(c.rng);
          c.s.add(
            t,
            "acme-client-fleet",
            "error",
            `[${d}] acme: error: 403 :: urn:ietf:params:acme:error:caa :: CAA record for ${d} prevents issuance`,
          );
          c.s.add(
            t + 80,
            "order-tracker",
            "warn",
            `Order QO-${c.rng.int(100000, 999999)} ${d}: CAA forbids letsencrypt.org, customer emailed`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "client-rate-limited",
    estates: ["quayside"],
    note: "a SaaS customer with many subdomains hits the CA's certificates-per-domain limit; orders are deferred",
    run: (c, from, to) => {
      const base = `${label(c.rng)}.io`;
      poisson(
        c,
        25,
        (t) => {
          c.s.add(
            t,
            "acme-client-fleet",
            "error",
            `[${label(c.rng)}.${base}] acme: error: 429 :: POST :: https://acme-v02.api.letsencrypt.org/acme/new-order :: urn:ietf:params:acme:error:rateLimited :: too many certificates (50) already issued for "${base}" in the last 168h0m0s, retry after ${new Date(to + 40 * 3600e3).toISOString().slice(0, 19)}Z`,
          );
          c.s.add(t + 50, "order-tracker", "info", `order deferred until rate limit window reopens (${base})`);
        },
        from,
        to,
      );
    },
  },
  {
    id: "ct-foreign-issuer",
    estates: ["quayside"],
    note: "the CT monitor sees certificates for customer names from another CA that the customers themselves requested",
    run: (c, from, to) => {
      poisson(
        c,
        10,
        (t) => {
          c.s.add(
            t,
            "ct-monitor",
            "warn",
            `unexpected issuer for ${domain(c.rng)}: "${c.rng.pick(["DigiCert Global G2 TLS RSA SHA256 2020 CA1", "Sectigo RSA Domain Validation Secure Server CA", "Amazon RSA 2048 M02"])}" crt.sh id ${c.rng.int(10000000000, 19999999999)} (customer allowlist match, no alert)`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "staple-expired-certs",
    estates: ["quayside"],
    note: "the stapler keeps trying OCSP for certificates of cancelled customers that already expired",
    run: (c, from, to) => {
      poisson(
        c,
        18,
        (t) => {
          c.s.add(
            t,
            "ocsp-stapler",
            "warn",
            `OCSP fetch for ${domain(c.rng)} failed: responder returned "unauthorized" (certificate expired ${c.rng.int(2, 40)}d ago); dropping staple`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "vault-decommissioned-tenant",
    estates: ["quayside"],
    note: "secret writes for a decommissioned tenant are denied by policy and skipped",
    run: (c, from, to) => {
      poisson(
        c,
        10,
        (t) => {
          c.s.add(
            t,
            "vault-sync",
            "error",
            `write tls/tenant-legacy-${c.rng.int(10, 60)}/${domain(c.rng)}: Error making API request. URL: PUT https://vault.internal:8200/v1/tls/data/... Code: 403. Errors: * permission denied (tenant offboarded, skipping)`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "missing-cname-delegation",
    estates: ["quayside"],
    note: "new customers have not yet added the _acme-challenge CNAME delegation",
    run: (c, from, to) => {
      poisson(
        c,
        14,
        (t) => {
          const d = domain(c.rng);
          c.s.add(
            t,
            "dns01-solver",
            "error",
            `cannot present for ${d}: _acme-challenge.${d} has no CNAME to ${c.rng.hex(12)}.acme.quayside-dns.example (customer delegation missing)`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "ari-early-renewal",
    estates: ["quayside"],
    note: "the CA's renewal info moves windows earlier and the scheduler renews a large batch ahead of time",
    run: (c, from, to) => {
      c.s.add(
        from,
        "renewal-scheduler",
        "warn",
        `ARI suggestedWindow moved earlier for ${c.rng.int(800, 2000)} certs (explanationURL https://letsencrypt.org/docs/revocation-notice-2026-11), enqueueing early renewals`,
      );
      poisson(
        c,
        40,
        (t) => {
          const d = domain(c.rng);
          c.s.add(
            t,
            "renewal-scheduler",
            "info",
            `enqueued early renewal ${d} (ARI window starts ${new Date(t - 3600e3).toISOString().slice(0, 16)}Z)`,
          );
          c.s.add(
            t + c.rng.int(15000, 30000),
            "acme-client-fleet",
            "info",
            `[${d}] acme: certificate obtained, expires 2026-12-${c.rng.int(10, 28)}`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "customer-dns-servfail",
    estates: ["quayside"],
    note: "customers with broken DNSSEC make the CA's CAA lookup SERVFAIL",
    run: (c, from, to) => {
      poisson(
        c,
        14,
        (t) => {
          const d = domain(c.rng);
          c.s.add(
            t,
            "acme-client-fleet",
            "error",
            `[${d}] acme: error: 400 :: urn:ietf:params:acme:error:dns :: DNS problem: SERVFAIL looking up CAA for ${d} - the domain's nameservers may be malfunctioning`,
          );
        },
        from,
        to,
      );
    },
  },
];

export const NOISE: NoiseKind[] = [...registrar, ...keystone, ...quayside];
export const noiseFor = (key: string) => NOISE.filter((k) => k.estates.includes(key as NoiseKind["estates"][number]));
