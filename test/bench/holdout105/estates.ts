// The four made-up companies: two registrars and two certificate authorities, with their normal traffic and noise.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Runtime } from "./runtime.js";
import { acct, domain, internalIp, ip, maskEmail, ms, serial, trid } from "./words.js";

export interface Step {
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  dt?: number; // ms after the previous step
}
export interface Flow {
  weight: number;
  touches: string[];
  build: (r: Rng) => Step[];
}
export interface Stream {
  svc: string;
  perMin: number;
  build: (r: Rng) => Step[];
}
export interface Periodic {
  svc: string;
  everySec: number;
  build: (r: Rng) => Step[];
}
export interface Estate {
  key: string;
  namespace: string;
  traces: boolean;
  services: Record<string, Runtime>;
  flows: Flow[];
  streams: Stream[]; // domain noise, the noisy service, deprecations, retries that succeed
  periodic: Periodic[];
}

const one = (svc: string, level: Level, msg: string): Step[] => [{ svc, level, msg }];
const health = (svc: string, style: string, everySec: number): Periodic => ({
  svc,
  everySec,
  build: (r) => one(svc, "info", style.replace("{ms}", String(ms(r, 1, 6)))),
});

// --- namewell: registrar, Node/Go/Java/Ruby/Python, trace ids everywhere -----------------------------------
const namewell: Estate = {
  key: "namewell",
  namespace: "namewell-prod",
  traces: true,
  services: {
    "storefront-web": "node",
    "domain-search": "go",
    "checkout-api": "java",
    "epp-gateway": "java",
    "zone-publisher": "go",
    "rdap-server": "go",
    "renewal-billing": "ruby",
    "abuse-desk": "python",
    "notify-mailer": "python",
  },
  flows: [
    {
      weight: 10,
      touches: ["domain-search", "epp-gateway"],
      build: (r) => {
        const d = domain(r);
        const stem = d.split(".")[0];
        const n = r.int(2, 6);
        return [
          {
            svc: "domain-search",
            level: "info",
            msg: `search q="${stem}" tlds=${n} cached=${r.int(0, n - 1)} epp_checks=${n} took=${ms(r, 30, 140)}ms`,
          },
          {
            svc: "epp-gateway",
            level: "info",
            msg: `<check> ${n} names on session ${r.int(1, 8)}/8 -> 1000 Command completed successfully (svTRID ${trid(r, "VRSN")}) ${ms(r, 40, 120)}ms`,
            dt: 3,
          },
          { svc: "storefront-web", level: "info", msg: `GET /api/search?q=${stem} 200 ${ms(r, 60, 220)}ms`, dt: 120 },
        ];
      },
    },
    {
      weight: 2,
      touches: ["checkout-api", "epp-gateway", "zone-publisher"],
      build: (r) => {
        const d = domain(r);
        const o = `O-${r.int(3000000, 3999999)}`;
        return [
          {
            svc: "checkout-api",
            level: "info",
            msg: `order ${o} authorized ${r.int(9, 60)}.${r.int(10, 99)} USD (visa ****${r.int(1000, 9999)}), registering ${d} period=1y`,
          },
          {
            svc: "epp-gateway",
            level: "info",
            msg: `<create> domain ${d} period=1y -> 1000 Command completed successfully (svTRID ${trid(r, "VRSN")}) ${ms(r, 90, 300)}ms`,
            dt: 40,
          },
          {
            svc: "zone-publisher",
            level: "info",
            msg: `zone ${d} created with default records (4 NS, SOA serial ${20261130}01), queued`,
            dt: 200,
          },
          { svc: "checkout-api", level: "info", msg: `order ${o} completed in ${ms(r, 400, 900)}ms`, dt: 20 },
          { svc: "storefront-web", level: "info", msg: `POST /api/cart/checkout 201 ${ms(r, 500, 1100)}ms`, dt: 15 },
          {
            svc: "notify-mailer",
            level: "info",
            msg: `sent template=order-confirmation to ${maskEmail(r)} (ses message-id 0100018c${r.hex(8)})`,
            dt: 400,
          },
        ];
      },
    },
    {
      weight: 4,
      touches: ["zone-publisher"],
      build: (r) => {
        const d = domain(r);
        const s = r.int(1, 40);
        return [
          {
            svc: "zone-publisher",
            level: "info",
            msg: `${d}: serial 20261130${String(s).padStart(2, "0")} -> 20261130${String(s + 1).padStart(2, "0")}, change batch ${r.hex(10).toUpperCase()} INSYNC, NOTIFY 4/4 acked`,
          },
          { svc: "storefront-web", level: "info", msg: `PUT /api/zones/${d}/records 200 ${ms(r, 90, 400)}ms`, dt: 30 },
        ];
      },
    },
    {
      weight: 9,
      touches: ["rdap-server"],
      build: (r) =>
        r.chance(0.6)
          ? one(
              "rdap-server",
              "info",
              `GET /rdap/domain/${domain(r)} 200 ${ms(r, 1, 9)}ms ua="${r.pick(["rdap-cli/0.6", "curl/8.5.0", "Go-http-client/1.1", "python-requests/2.32.3"])}"`,
            )
          : one("rdap-server", "info", `whois port43 query=${domain(r)} from=${ip(r)} ${ms(r, 1, 4)}ms`),
    },
    {
      weight: 1,
      touches: ["epp-gateway"],
      build: (r) => {
        const d = domain(r);
        return [
          { svc: "storefront-web", level: "info", msg: `POST /api/transfers 202 ${ms(r, 200, 600)}ms` },
          {
            svc: "epp-gateway",
            level: "info",
            msg: `<transfer op="request"> domain ${d} -> 1001 Command completed successfully; action pending ${ms(r, 100, 300)}ms`,
            dt: -150,
          },
        ];
      },
    },
    {
      weight: 2,
      touches: ["epp-gateway"],
      build: (r) =>
        one(
          "epp-gateway",
          "info",
          `<update> domain ${domain(r)} ns add=[ns1.namewell-dns.net,ns2.namewell-dns.net] -> 1000 Command completed successfully ${ms(r, 60, 200)}ms`,
        ),
    },
  ],
  streams: [
    {
      svc: "notify-mailer",
      perMin: 9,
      build: (r) =>
        one(
          "notify-mailer",
          "error",
          `SES bounce for ${maskEmail(r)}: 550 5.1.1 The email account that you tried to reach does not exist (address suppressed)`,
        ),
    },
    {
      svc: "checkout-api",
      perMin: 1.2,
      build: (r) =>
        one(
          "checkout-api",
          "warn",
          `order O-${r.int(3000000, 3999999)}: <create> ${domain(r)} -> 2302 Object exists (taken after search), refunding`,
        ),
    },
    {
      svc: "epp-gateway",
      perMin: 1,
      build: (r) =>
        one(
          "epp-gateway",
          "warn",
          `<transfer op="request"> domain ${domain(r)} -> 2202 Invalid authorization information`,
        ),
    },
    {
      svc: "domain-search",
      perMin: 1.5,
      build: (r) =>
        one(
          "domain-search",
          "warn",
          `registry check quota hit for .com (2502), serving cached availability for ${r.int(2, 9)} names`,
        ),
    },
    {
      svc: "renewal-billing",
      perMin: 2,
      build: (r) =>
        one(
          "renewal-billing",
          "warn",
          `AutoRenew ${domain(r)}: charge declined (${r.pick(["card_declined", "insufficient_funds", "expired_card"])}), next attempt in 3 days`,
        ),
    },
    {
      svc: "abuse-desk",
      perMin: 1,
      build: (r) =>
        one(
          "abuse-desk",
          "info",
          `report AR-${r.int(40000, 49999)} for ${domain(r)} category=${r.pick(["phishing", "spam", "malware"])} source=${r.pick(["APWG", "Spamhaus", "web-form"])} -> queued for review`,
        ),
    },
    {
      svc: "storefront-web",
      perMin: 0.5,
      build: () =>
        one(
          "storefront-web",
          "warn",
          "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
        ),
    },
    {
      svc: "epp-gateway",
      perMin: 0.3,
      build: (r) => {
        const s = r.int(1, 8);
        return [
          {
            svc: "epp-gateway",
            level: "warn",
            msg: `session ${s}/8: registry closed connection (idle), reconnecting attempt 1`,
          },
          {
            svc: "epp-gateway",
            level: "info",
            msg: `session ${s}/8: <login> clID=namewell -> 1000 Command completed successfully`,
            dt: 300,
          },
        ];
      },
    },
  ],
  periodic: [
    health("storefront-web", "GET /healthz 200 {ms}ms", 10),
    health("checkout-api", "GET /actuator/health 200 {ms}ms", 15),
    health("domain-search", "GET /healthz 200 {ms}ms", 10),
    {
      svc: "epp-gateway",
      everySec: 30,
      build: (r) => one("epp-gateway", "info", `keepalive <hello> sessions=8/8 greeting ok (${ms(r, 20, 60)}ms)`),
    },
    {
      svc: "zone-publisher",
      everySec: 60,
      build: (r) =>
        one(
          "zone-publisher",
          "info",
          `publish cycle: ${r.int(20, 90)} zones dirty, all pushed, max lag ${r.int(1, 9)}s`,
        ),
    },
    {
      svc: "renewal-billing",
      everySec: 120,
      build: (r) =>
        one(
          "renewal-billing",
          "info",
          `AutoRenewJob done: ${r.int(30, 90)} due, ${r.int(25, 80)} charged, ${r.int(1, 6)} declined (${ms(r, 900, 3000)}ms)`,
        ),
    },
    {
      svc: "abuse-desk",
      everySec: 90,
      build: (r) => one("abuse-desk", "info", `feed poll spamhaus-dbl: ${r.int(0, 4)} new listings for our domains`),
    },
    health("rdap-server", "GET /healthz 200 {ms}ms", 20),
  ],
};

// --- parkline: registrar, .NET/Python/Go/C++/Ruby, no trace ids ------------------------------------------------
const parkline: Estate = {
  key: "parkline",
  namespace: "parkline",
  traces: false,
  services: {
    "portal-bff": "node",
    "search-suggest": "python",
    "cart-service": "dotnet",
    "payments-adapter": "dotnet",
    "epp-proxy": "go",
    zonegen: "go",
    "whois-svc": "cpp",
    "autorenew-worker": "ruby",
    "abuse-intake": "python",
  },
  flows: [
    {
      weight: 9,
      touches: ["search-suggest"],
      build: (r) => {
        const d = domain(r);
        return [
          {
            svc: "search-suggest",
            level: "info",
            msg: `suggest term=${d.split(".")[0]} candidates=${r.int(12, 40)} premium=${r.int(0, 3)} elapsed=${ms(r, 20, 90)}ms`,
          },
          {
            svc: "portal-bff",
            level: "info",
            msg: `request completed method=GET url=/v1/suggest statusCode=200 responseTime=${ms(r, 40, 160)}`,
            dt: 90,
          },
        ];
      },
    },
    {
      weight: 2,
      touches: ["cart-service", "payments-adapter", "epp-proxy"],
      build: (r) => {
        const d = domain(r);
        const c = `cart_${r.hex(10)}`;
        return [
          {
            svc: "payments-adapter",
            level: "info",
            msg: `PaymentIntent pi_${r.hex(14)} succeeded amount=${r.int(900, 6000)} currency=usd`,
          },
          {
            svc: "cart-service",
            level: "info",
            msg: `Cart ${c} checked out: 1 registration (${d}), 0 transfers`,
            dt: 30,
          },
          {
            svc: "epp-proxy",
            level: "info",
            msg: `epp command=domain:create name=${d} code=1000 msg="Command completed successfully" svtrid=${trid(r, "PIR")} dur=${ms(r, 80, 260)}ms`,
            dt: 50,
          },
          { svc: "zonegen", level: "info", msg: `zone ${d} rendered (7 rrsets), signed with ZSK 31245`, dt: 300 },
          {
            svc: "portal-bff",
            level: "info",
            msg: `request completed method=POST url=/v1/cart/checkout statusCode=201 responseTime=${ms(r, 600, 1300)}`,
            dt: 40,
          },
        ];
      },
    },
    {
      weight: 5,
      touches: ["whois-svc"],
      build: (r) => one("whois-svc", "info", `query ${domain(r)} from ${ip(r)} -> 1 object, ${ms(r, 0, 3)}ms`),
    },
    {
      weight: 3,
      touches: ["zonegen"],
      build: (r) => [
        {
          svc: "zonegen",
          level: "info",
          msg: `zone ${domain(r)} serial=${20261130}${String(r.int(1, 60)).padStart(2, "0")} rendered, NOTIFY -> 3 secondaries ok`,
        },
        {
          svc: "portal-bff",
          level: "info",
          msg: `request completed method=PATCH url=/v1/dns/records statusCode=200 responseTime=${ms(r, 70, 300)}`,
          dt: 20,
        },
      ],
    },
    {
      weight: 2,
      touches: ["epp-proxy"],
      build: (r) =>
        one(
          "epp-proxy",
          "info",
          `epp command=domain:info name=${domain(r)} code=1000 msg="Command completed successfully" dur=${ms(r, 30, 90)}ms`,
        ),
    },
  ],
  streams: [
    {
      svc: "whois-svc",
      perMin: 8,
      build: (r) =>
        one(
          "whois-svc",
          "error",
          `rate limit: refusing ${ip(r)} (${r.int(61, 300)} queries/min > 60), sent "%ERROR:201: access denied"`,
        ),
    },
    {
      svc: "epp-proxy",
      perMin: 1.2,
      build: (r) =>
        one(
          "epp-proxy",
          "warn",
          `epp command=domain:transfer name=${domain(r)} code=2202 msg="Invalid authorization information" dur=${ms(r, 40, 120)}ms`,
        ),
    },
    {
      svc: "cart-service",
      perMin: 1,
      build: (r) =>
        one(
          "cart-service",
          "warn",
          `Registration of ${domain(r)} rejected: 2302 Object exists; cart line removed, customer notified`,
        ),
    },
    {
      svc: "autorenew-worker",
      perMin: 2,
      build: (r) =>
        one(
          "autorenew-worker",
          "warn",
          `[AutoRenewJob] ${domain(r)} renewal skipped: payment failed (${r.pick(["Your card was declined.", "Your card has insufficient funds.", "Your card has expired."])})`,
        ),
    },
    {
      svc: "abuse-intake",
      perMin: 0.8,
      build: (r) =>
        one(
          "abuse-intake",
          "info",
          `ticket ABU-${r.int(9000, 9999)} created for ${domain(r)} (${r.pick(["phishing", "csam-hotline", "spam", "trademark"])})`,
        ),
    },
    {
      svc: "search-suggest",
      perMin: 0.4,
      build: () =>
        one(
          "search-suggest",
          "warn",
          "/usr/local/lib/python3.12/site-packages/pydantic/_internal/_config.py:291: PydanticDeprecatedSince20: Support for class-based `config` is deprecated, use ConfigDict instead.",
        ),
    },
    {
      svc: "epp-proxy",
      perMin: 1,
      build: (r) =>
        one(
          "epp-proxy",
          "warn",
          `epp command=domain:check names=${r.int(5, 20)} code=2502 msg="Session limit exceeded" throttled, backing off 2s`,
        ),
    },
    {
      svc: "payments-adapter",
      perMin: 0.4,
      build: (r) => [
        {
          svc: "payments-adapter",
          level: "warn",
          msg: `Polly: retry 1 of 3 after 200ms: HttpRequestException (api.stripe.com) idempotency_key=${r.hex(12)}`,
        },
        {
          svc: "payments-adapter",
          level: "info",
          msg: `PaymentIntent pi_${r.hex(14)} succeeded amount=${r.int(900, 6000)} currency=usd (after 1 retry)`,
          dt: 400,
        },
      ],
    },
  ],
  periodic: [
    health("portal-bff", "request completed method=GET url=/healthz statusCode=200 responseTime={ms}", 10),
    health("cart-service", "Health check ok: Healthy (db: Healthy, redis: Healthy) {ms}ms", 15),
    health("payments-adapter", "Health check ok: Healthy {ms}ms", 15),
    {
      svc: "autorenew-worker",
      everySec: 60,
      build: (r) =>
        one(
          "autorenew-worker",
          "info",
          `[AutoRenewJob] batch done: ${r.int(20, 60)} renewed, ${r.int(0, 5)} skipped in ${ms(r, 2, 9)}.${r.int(0, 9)}s`,
        ),
    },
    {
      svc: "zonegen",
      everySec: 45,
      build: (r) => one("zonegen", "info", `resign sweep: ${r.int(5, 40)} zones with RRSIG expiring < 7d re-signed`),
    },
    {
      svc: "epp-proxy",
      everySec: 25,
      build: (r) => one("epp-proxy", "info", `pool sessions=6 idle=${r.int(1, 5)} hello ok`),
    },
    health("whois-svc", "stats: {ms}00 queries in last 60s, 0 errors", 60),
  ],
};

// --- keystone: ACME CA, Go/Java/C++/Python/Node, trace ids --------------------------------------------------------
const keystone: Estate = {
  key: "keystone",
  namespace: "keystone-ca",
  traces: true,
  services: {
    "acme-wfe": "go",
    "acme-ra": "go",
    "validation-agent": "go",
    "caa-checker": "go",
    "ct-submitter": "java",
    "hsm-signer": "cpp",
    "ocsp-responder": "go",
    "crl-publisher": "python",
    "account-api": "node",
  },
  flows: [
    {
      weight: 4,
      touches: ["acme-ra", "validation-agent", "caa-checker"],
      build: (r) => {
        const d = domain(r);
        const a = acct(r);
        const kind = r.chance(0.7) ? "http-01" : "dns-01";
        return [
          {
            svc: "acme-wfe",
            level: "info",
            msg: `JSON={"Method":"POST","Endpoint":"/acme/chall/${a}/${r.int(1e9, 9e9)}","Code":200,"Latency":${ms(r, 3, 20)}} acct=${a}`,
          },
          {
            svc: "validation-agent",
            level: "info",
            msg: `Validated ${kind} challenge for ${d} (acct ${a}) from 3/3 perspectives in ${ms(r, 120, 900)}ms`,
            dt: 20,
          },
          {
            svc: "caa-checker",
            level: "info",
            msg: `CAA check ${d}: ${r.pick(["no CAA records", 'issue "keystone-ca.example" permits', "inherited from parent, permits"])} (${ms(r, 5, 40)}ms)`,
            dt: 5,
          },
          { svc: "acme-ra", level: "info", msg: `authz ${r.hex(12)} valid: ${d} ${kind}`, dt: 10 },
        ];
      },
    },
    {
      weight: 3,
      touches: ["acme-ra", "ct-submitter", "hsm-signer"],
      build: (r) => {
        const d = domain(r);
        const a = acct(r);
        return [
          {
            svc: "acme-wfe",
            level: "info",
            msg: `JSON={"Method":"POST","Endpoint":"/acme/finalize/${a}/${r.int(1e9, 9e9)}","Code":200,"Latency":${ms(r, 300, 1200)}} acct=${a}`,
          },
          {
            svc: "hsm-signer",
            level: "info",
            msg: `sign precert key=int-r12 mech=CKM_ECDSA_SHA384 slot=2 ${ms(r, 4, 12)}ms`,
            dt: -900,
          },
          {
            svc: "ct-submitter",
            level: "info",
            msg: `Got 2 SCTs for precert ${serial(r)} (logs: argon2026h2, nimbus2026) in ${ms(r, 120, 500)}ms`,
            dt: 200,
          },
          {
            svc: "hsm-signer",
            level: "info",
            msg: `sign cert key=int-r12 mech=CKM_ECDSA_SHA384 slot=2 ${ms(r, 4, 12)}ms`,
            dt: 50,
          },
          {
            svc: "acme-ra",
            level: "info",
            msg: `Certificate issued: serial=${serial(r)} names=[${d}] acct=${a} lifetime=90d`,
            dt: 20,
          },
        ];
      },
    },
    {
      weight: 3,
      touches: ["acme-ra"],
      build: (r) => {
        const a = acct(r);
        return one(
          "acme-wfe",
          "info",
          `JSON={"Method":"POST","Endpoint":"/acme/new-order","Code":201,"Latency":${ms(r, 20, 90)}} acct=${a}`,
        );
      },
    },
    {
      weight: 10,
      touches: ["ocsp-responder"],
      build: (r) =>
        one(
          "ocsp-responder",
          "info",
          `ocsp: serial=${serial(r)} status=good age=${r.int(1, 70)}h bytes=${r.int(470, 530)} method=${r.pick(["GET", "POST"])} ${ms(r, 0, 3)}ms`,
        ),
    },
    {
      weight: 1,
      touches: ["account-api"],
      build: (r) => one("account-api", "info", `POST /eab/keys 201 ${ms(r, 20, 90)}ms org=${r.int(1000, 9999)}`),
    },
  ],
  streams: [
    {
      svc: "acme-wfe",
      perMin: 6,
      build: (r) =>
        one(
          "acme-wfe",
          "warn",
          `JSON={"Method":"POST","Endpoint":"/acme/new-order","Code":429,"Error":"urn:ietf:params:acme:error:rateLimited :: too many certificates (5) already issued for this exact set of identifiers in the last 168h0m0s"} acct=${acct(r)}`,
        ),
    },
    {
      svc: "validation-agent",
      perMin: 5,
      build: (r) => {
        const d = domain(r);
        return one(
          "validation-agent",
          "warn",
          r.chance(0.5)
            ? `Validation failed for ${d}: urn:ietf:params:acme:error:unauthorized :: Invalid response from http://${d}/.well-known/acme-challenge/${r.hex(16)}: 404`
            : `Validation failed for ${d}: urn:ietf:params:acme:error:dns :: No TXT record found at _acme-challenge.${d}`,
        );
      },
    },
    {
      svc: "caa-checker",
      perMin: 1,
      build: (r) =>
        one(
          "caa-checker",
          "warn",
          `CAA record for ${domain(r)} prevents issuance (issue "${r.pick(["letsencrypt.org", "digicert.com", "sectigo.com"])}")`,
        ),
    },
    {
      svc: "ocsp-responder",
      perMin: 10,
      build: (r) =>
        one(
          "ocsp-responder",
          "error",
          `ocsp: malformed request from ${ip(r)}: asn1: structure error: tags don't match (16 vs {class:0 tag:2 length:1 isCompound:false})`,
        ),
    },
    {
      svc: "crl-publisher",
      perMin: 0.4,
      build: () =>
        one(
          "crl-publisher",
          "warn",
          "/app/crl/build.py:88: CryptographyDeprecationWarning: Properties that return a naïve datetime object have been deprecated. Please switch to next_update_utc.",
        ),
    },
    {
      svc: "ct-submitter",
      perMin: 0.8,
      build: (r) => [
        {
          svc: "ct-submitter",
          level: "warn",
          msg: `add-pre-chain to nimbus2026 returned 503, retrying (1/3) in ${ms(r, 100, 400)}ms`,
        },
        { svc: "ct-submitter", level: "info", msg: "add-pre-chain to nimbus2026 succeeded on retry 1", dt: 600 },
      ],
    },
  ],
  periodic: [
    health("acme-wfe", "GET /health 200 {ms}ms", 10),
    health("acme-ra", "grpc.health.v1.Health/Check SERVING {ms}ms", 15),
    {
      svc: "crl-publisher",
      everySec: 120,
      build: (r) =>
        one(
          "crl-publisher",
          "info",
          `published CRL shard ${r.int(0, 127)} for int-r12: ${r.int(100, 4000)} entries, thisUpdate=now nextUpdate=+24h, uploaded to crl.keystone-ca.example`,
        ),
    },
    {
      svc: "ocsp-responder",
      everySec: 60,
      build: (r) =>
        one(
          "ocsp-responder",
          "info",
          `ocsp: cache reload: ${r.int(200000, 260000)} responses, ${r.int(1000, 4000)} refreshed by signer`,
        ),
    },
    {
      svc: "hsm-signer",
      everySec: 30,
      build: (r) =>
        one(
          "hsm-signer",
          "info",
          `pkcs11: slot 2 session pool 16/16 healthy, token "ks-int" free mem ${r.int(40, 60)}%`,
        ),
    },
    health("account-api", "GET /healthz 200 {ms}ms", 20),
  ],
};

// --- lumen: enterprise CA, Java/.NET/Python/Rust/Ruby/Go, no trace ids ------------------------------------------
const lumen: Estate = {
  key: "lumen",
  namespace: "lumen-pki",
  traces: false,
  services: {
    "acme-edge": "node",
    "issuance-core": "java",
    "dcv-worker": "python",
    "ct-logger": "go",
    "signer-svc": "dotnet",
    "ocsp-gen": "rust",
    "crl-builder": "go",
    "portal-api": "ruby",
    "order-db-proxy": "go",
  },
  flows: [
    {
      weight: 4,
      touches: ["dcv-worker"],
      build: (r) => {
        const d = domain(r);
        return [
          {
            svc: "dcv-worker",
            level: "info",
            msg: `dcv ok domain=${d} method=${r.pick(["http-01", "dns-01", "dns-01"])} caa=permit vantage=3/3 elapsed_ms=${ms(r, 200, 1200)}`,
          },
          { svc: "acme-edge", level: "info", msg: `POST /acme/chall/${r.hex(10)} 200 ${ms(r, 10, 40)} ms`, dt: -800 },
        ];
      },
    },
    {
      weight: 3,
      touches: ["issuance-core", "signer-svc", "ct-logger"],
      build: (r) => {
        const d = domain(r);
        return [
          { svc: "acme-edge", level: "info", msg: `POST /acme/order/${r.hex(10)}/finalize 200 ${ms(r, 500, 1400)} ms` },
          {
            svc: "signer-svc",
            level: "info",
            msg: `Signed tbsCertificate profile=tls-server-90d key=lumen-issuing-g3 in ${ms(r, 5, 15)}ms`,
            dt: -1000,
          },
          {
            svc: "ct-logger",
            level: "info",
            msg: `submitted precert sha256=${r.hex(16)} logs=[xenon2026h2 sabre2026h2] scts=2 took=${ms(r, 150, 600)}ms`,
            dt: 200,
          },
          {
            svc: "issuance-core",
            level: "info",
            msg: `Issued certificate serial=${serial(r)} cn=${d} profile=tls-server-90d`,
            dt: 300,
          },
        ];
      },
    },
    {
      weight: 10,
      touches: ["ocsp-gen"],
      build: (r) =>
        one("ocsp-gen", "info", `served ocsp serial=${serial(r)} status=good cached=true latency_us=${r.int(80, 900)}`),
    },
    {
      weight: 3,
      touches: ["portal-api", "order-db-proxy"],
      build: (r) => [
        { svc: "order-db-proxy", level: "info", msg: `query=orders.list rows=${r.int(1, 50)} dur=${ms(r, 2, 15)}ms` },
        {
          svc: "portal-api",
          level: "info",
          msg: `method=GET path=/api/v2/orders format=json controller=Api::V2::OrdersController action=index status=200 duration=${ms(r, 20, 120)}.${r.int(10, 99)} db=${ms(r, 2, 15)}.${r.int(10, 99)}`,
          dt: 10,
        },
      ],
    },
    {
      weight: 2,
      touches: ["issuance-core"],
      build: (r) =>
        one("issuance-core", "info", `New order ${r.hex(10)} for ${r.int(1, 3)} identifier(s), account ${acct(r)}`),
    },
  ],
  streams: [
    {
      svc: "portal-api",
      perMin: 7,
      build: (r) =>
        one(
          "portal-api",
          "error",
          `ActionController::RoutingError (No route matches [GET] "/${r.pick(["wp-login.php", ".env", "xmlrpc.php", "admin/config.php", ".git/config"])}")`,
        ),
    },
    {
      svc: "dcv-worker",
      perMin: 5,
      build: (r) => {
        const d = domain(r);
        return one(
          "dcv-worker",
          "warn",
          r.chance(0.5)
            ? `dcv failed domain=${d} method=dns-01 reason="NXDOMAIN for _acme-challenge.${d}"`
            : `dcv failed domain=${d} method=http-01 reason="unexpected status 403 from http://${d}/.well-known/acme-challenge/"`,
        );
      },
    },
    {
      svc: "dcv-worker",
      perMin: 0.8,
      build: (r) =>
        one(
          "dcv-worker",
          "warn",
          `caa forbids issuance domain=${domain(r)} records=[0 issue "${r.pick(["pki.goog", "amazon.com", "letsencrypt.org"])}"]`,
        ),
    },
    {
      svc: "acme-edge",
      perMin: 4,
      build: (r) => one("acme-edge", "warn", `429 rateLimited account=${acct(r)} limit=orders_per_account_per_3h`),
    },
    {
      svc: "signer-svc",
      perMin: 0.4,
      build: () =>
        one(
          "signer-svc",
          "warn",
          "warn: Microsoft.AspNetCore.Server.Kestrel[0] Overriding address(es) 'http://+:80'. Binding to endpoints defined via IConfiguration and/or UseKestrel() instead.",
        ),
    },
    {
      svc: "issuance-core",
      perMin: 0.3,
      build: () =>
        one(
          "issuance-core",
          "warn",
          "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
        ),
    },
    {
      svc: "ct-logger",
      perMin: 0.6,
      build: (r) => [
        {
          svc: "ct-logger",
          level: "warn",
          msg: `log sabre2026h2 add-pre-chain: 429 Too Many Requests, retry in ${ms(r, 200, 800)}ms`,
        },
        { svc: "ct-logger", level: "info", msg: "log sabre2026h2 add-pre-chain ok after 1 retry", dt: 900 },
      ],
    },
  ],
  periodic: [
    health("acme-edge", "GET /health 200 {ms} ms", 10),
    health("issuance-core", "GET /actuator/health 200 UP {ms}ms", 15),
    {
      svc: "crl-builder",
      everySec: 90,
      build: (r) =>
        one(
          "crl-builder",
          "info",
          `crl built issuer=lumen-issuing-g3 number=${r.int(80000, 90000)} entries=${r.int(1000, 9000)} uploaded=s3://lumen-crl/g3.crl`,
        ),
    },
    {
      svc: "ocsp-gen",
      everySec: 60,
      build: (r) =>
        one(
          "ocsp-gen",
          "info",
          `pre-signing batch done: ${r.int(5000, 20000)} responses, ${r.int(0, 3)} revoked, elapsed ${ms(r, 3, 9)}.${r.int(1, 9)}s`,
        ),
    },
    health("signer-svc", "Health check ok: Healthy {ms}ms", 15),
    {
      svc: "order-db-proxy",
      everySec: 30,
      build: (r) =>
        one(
          "order-db-proxy",
          "info",
          `pool stats open=${r.int(10, 20)} idle=${r.int(4, 10)} wait_count=0 host=${internalIp(r)}:5432`,
        ),
    },
  ],
};

export const ESTATES: Estate[] = [namewell, parkline, keystone, lumen];
