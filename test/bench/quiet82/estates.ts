// The four made-up companies: two registrars (Harbourline, Pinecrest) and two certificate businesses (Keystone CA,
// Quayside managed TLS), each with its services, runtimes, request flows, periodic jobs and its one noisy service.
import { type Ctx, every, type FlowFn, type TickFn } from "./ctx.js";
import { acct, domain, ip, label, orderId, registryOf, serialHex } from "./names.js";
import { healthLine, type Runtime } from "./runtime.js";
import type { Level } from "./stream.js";

export interface Estate {
  key: "harbourline" | "pinecrest" | "keystone" | "quayside";
  company: string;
  ns: string;
  kind: "registrar" | "ca";
  traces: boolean;
  services: Record<string, Runtime>;
  /** Services in the roles the shared registrar noise uses. */
  role: Record<string, string>;
  flows: Array<{ name: string; w: number; run: FlowFn }>;
  ticks: Array<{ svc: string; every: number; run: TickFn }>;
  noisy: { svc: string; every: number; run: TickFn };
  deprecations: Array<{ svc: string; level: Level; msg: string }>;
  /** A call that fails once and then succeeds. */
  retry: TickFn;
  /** A harmless handled exception logged with its stack (client went away, bad input). */
  handled: TickFn;
}

const clTRID = (c: Ctx) => `${c.est.key === "harbourline" ? "HBL" : "PCN"}-${c.rng.hex(10)}`;
const exp = (c: Ctx) =>
  `2027-${String(c.rng.int(1, 12)).padStart(2, "0")}-${String(c.rng.int(1, 28)).padStart(2, "0")}`;
const money = (c: Ctx) => c.rng.pick(["9.99", "12.49", "14.99", "18.99", "24.00", "39.90", "11.20"]);
const zserial = (c: Ctx) =>
  `${new Date(c.s.t0).toISOString().slice(0, 10).replace(/-/g, "")}${String(c.rng.int(1, 40)).padStart(2, "0")}`;

// ---------------------------------------------------------------- Harbourline Domains (registrar, request ids)
const harbourline: Estate = {
  key: "harbourline",
  company: "Harbourline Domains",
  ns: "hbl-prod",
  kind: "registrar",
  traces: true,
  services: {
    "storefront-api": "node",
    "epp-gateway": "java",
    "whois-rdap": "go",
    "dns-publisher": "go",
    "zone-signer": "cpp",
    "renewal-worker": "ruby",
    "billing-ledger": "dotnet",
    "transfer-desk": "python",
    "notify-mailer": "node",
    "abuse-intake": "python",
  },
  role: {
    front: "storefront-api",
    epp: "epp-gateway",
    rdap: "whois-rdap",
    dns: "dns-publisher",
    signer: "zone-signer",
    renew: "renewal-worker",
    billing: "billing-ledger",
    transfer: "transfer-desk",
    mailer: "notify-mailer",
  },
  flows: [
    {
      name: "search",
      w: 5,
      run: (c, t, tr) => {
        const l = label(c.rng);
        c.s.add(t, "storefront-api", "info", `GET /api/v1/availability?q=${l} 200 ${c.rng.int(60, 240)}ms`, {
          trace: tr,
        });
        for (const reg of ["verisign-com", c.rng.pick(["pir", "identity-digital", "google-registry", "denic"])]) {
          const n = c.rng.int(2, 6);
          c.s.add(
            t - c.rng.int(20, 120),
            "epp-gateway",
            "info",
            `EPP domain:check registry=${reg} names=${n} avail=${c.rng.int(0, n)} result=1000 clTRID=${clTRID(c)} ${c.rng.int(18, 140)}ms`,
            { trace: tr },
          );
        }
      },
    },
    {
      name: "register",
      w: 1.2,
      run: (c, t, tr) => {
        const d = domain(c.rng);
        const o = `HBL-O-${c.rng.int(400000, 999999)}`;
        c.s.add(t, "billing-ledger", "info", `Captured payment pi_${c.rng.hex(14)} for order ${o}: ${money(c)} USD`, {
          trace: tr,
        });
        c.s.add(
          t + c.rng.int(100, 300),
          "epp-gateway",
          "info",
          `EPP domain:create ${d} period=1y registry=${registryOf(d)} result=1000 svTRID=${registryOf(d).toUpperCase()}-${c.rng.int(10000000, 99999999)} ${c.rng.int(90, 420)}ms`,
          { trace: tr },
        );
        c.s.add(
          t + c.rng.int(500, 700),
          "storefront-api",
          "info",
          `POST /api/v1/checkout 201 ${c.rng.int(480, 1100)}ms`,
          { trace: tr },
        );
        c.s.add(t + c.rng.int(800, 1200), "dns-publisher", "info", `queued ${d} for publish reason=create`, {
          trace: tr,
        });
        c.s.add(
          t + c.rng.int(2000, 5000),
          "zone-signer",
          "info",
          `signed ${d}: ${c.rng.int(6, 14)} RRsets, ZSK 13/${c.rng.int(10000, 65000)}, RRSIG expire +14d (${c.rng.int(1, 9)}ms)`,
          { trace: tr },
        );
        c.s.add(
          t + c.rng.int(5200, 7000),
          "dns-publisher",
          "info",
          `published ${d} serial=${zserial(c)} to ns1-ns4 NOTIFY acked 4/4 in ${c.rng.int(80, 400)}ms`,
          { trace: tr },
        );
        c.s.add(
          t + c.rng.int(1300, 2500),
          "notify-mailer",
          "info",
          `sent template=order-confirmation order=${o} provider=ses messageId=0100019${c.rng.hex(9)}`,
          { trace: tr },
        );
      },
    },
    {
      name: "rdap",
      w: 3,
      run: (c, t) => {
        if (c.rng.chance(0.6))
          c.s.add(
            t,
            "whois-rdap",
            "info",
            `rdap: GET /domain/${domain(c.rng)} status=200 dur=${(c.rng.next() * 8 + 0.5).toFixed(1)}ms src=${ip(c.rng)}`,
          );
        else
          c.s.add(
            t,
            "whois-rdap",
            "info",
            `whois43: query=${domain(c.rng)} src=${ip(c.rng)} answered in ${c.rng.int(1, 9)}ms`,
          );
      },
    },
    {
      name: "records",
      w: 1.5,
      run: (c, t, tr) => {
        const d = domain(c.rng);
        c.s.add(t, "storefront-api", "info", `PUT /api/v1/domains/${d}/records 200 ${c.rng.int(40, 160)}ms`, {
          trace: tr,
        });
        c.s.add(
          t + c.rng.int(1500, 4000),
          "zone-signer",
          "info",
          `signed ${d}: ${c.rng.int(6, 14)} RRsets, ZSK 13/${c.rng.int(10000, 65000)}, RRSIG expire +14d (${c.rng.int(1, 9)}ms)`,
          { trace: tr },
        );
        c.s.add(
          t + c.rng.int(4200, 6000),
          "dns-publisher",
          "info",
          `published ${d} serial=${zserial(c)} to ns1-ns4 NOTIFY acked 4/4 in ${c.rng.int(80, 400)}ms`,
          { trace: tr },
        );
      },
    },
    {
      name: "transfer",
      w: 0.4,
      run: (c, t, tr) => {
        const d = domain(c.rng);
        c.s.add(
          t,
          "transfer-desk",
          "info",
          `transfer-in ${d} submitted to ${registryOf(d)}; pending (losing registrar has 5 days to act)`,
          { trace: tr },
        );
        c.s.add(
          t - 150,
          "epp-gateway",
          "info",
          `EPP domain:transfer op=request ${d} result=1001 Command completed successfully; action pending ${c.rng.int(120, 500)}ms`,
          { trace: tr },
        );
        c.s.add(t + 80, "storefront-api", "info", `POST /api/v1/transfers 202 ${c.rng.int(200, 700)}ms`, { trace: tr });
      },
    },
  ],
  ticks: [
    {
      svc: "renewal-worker",
      every: 9,
      run: (c, t) => {
        const d = domain(c.rng);
        const tr = c.tid();
        const jid = c.rng.hex(24);
        c.s.add(t, "renewal-worker", "info", `AutoRenewJob JID-${jid} INFO: start domain=${d}`, { trace: tr });
        c.s.add(
          t + 300,
          "billing-ledger",
          "info",
          `Captured payment pi_${c.rng.hex(14)} for renewal of ${d}: ${money(c)} USD (saved card)`,
          { trace: tr },
        );
        c.s.add(
          t + 600,
          "epp-gateway",
          "info",
          `EPP domain:renew ${d} period=1y result=1000 exDate=${exp(c)} ${c.rng.int(80, 300)}ms`,
          { trace: tr },
        );
        c.s.add(
          t + 900,
          "renewal-worker",
          "info",
          `AutoRenewJob JID-${jid} INFO: done: ${(c.rng.next() + 0.6).toFixed(3)} sec`,
          { trace: tr },
        );
      },
    },
    {
      svc: "epp-gateway",
      every: 30,
      run: (c, t) =>
        c.s.add(
          t,
          "epp-gateway",
          "info",
          `EPP hello registry=${c.rng.pick(["verisign-com", "pir", "denic", "sidn", "identity-digital", "google-registry", "nominet"])} session=${c.rng.int(1, 8)} greeting ok ${c.rng.int(8, 60)}ms`,
        ),
    },
    {
      svc: "epp-gateway",
      every: 60,
      run: (c, t) =>
        c.s.add(
          t,
          "epp-gateway",
          "info",
          `EPP poll op=req registry=${c.rng.pick(["verisign-com", "pir", "nominet"])} result=1301 msgQ count=${c.rng.int(1, 40)}; ack'd 1`,
        ),
    },
    {
      svc: "dns-publisher",
      every: 30,
      run: (c, t) =>
        c.s.add(
          t,
          "dns-publisher",
          "info",
          `publish cycle: pending=${c.rng.int(3, 20)} published=${c.rng.int(3, 20)} failed=0 took=${(c.rng.next() * 2 + 0.4).toFixed(2)}s`,
        ),
    },
    {
      svc: "zone-signer",
      every: 60,
      run: (c, t) =>
        c.s.add(
          t,
          "zone-signer",
          "info",
          `resign sweep: ${c.rng.int(200, 900)} zones with RRSIG expiring < 7d re-signed in ${c.rng.int(2, 9)}s`,
        ),
    },
  ],
  noisy: {
    svc: "abuse-intake",
    every: 9,
    run: (c, t) =>
      c.s.add(
        t,
        "abuse-intake",
        "error",
        `could not parse abuse report from ${c.rng.pick(["noreply", "abuse-bot", "reports", "phish-alert"])}@${domain(c.rng)}: no message/feedback-report part found, stored as unstructured (ticket ABU-${c.rng.int(100000, 999999)})`,
      ),
  },
  deprecations: [
    {
      svc: "storefront-api",
      level: "warn",
      msg: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
    {
      svc: "renewal-worker",
      level: "warn",
      msg: "DEPRECATION WARNING: ActiveRecord::Base.connection is deprecated in favor of ActiveRecord::Base.lease_connection and will be removed in Rails 8.0 (called from perform at app/jobs/auto_renew_job.rb:31)",
    },
  ],
  handled: (c, t) => {
    c.s.add(
      t,
      "notify-mailer",
      "error",
      `send failed for template=renewal-reminder, dropping: Error: Invalid email address: "${label(c.rng)}@"`,
      {
        trace: c.tid(),
        stack: [
          "Error: Invalid email address",
          "    at validateRecipient (/app/dist/mail/recipients.js:22:11)",
          "    at Mailer.send (/app/dist/mail/mailer.js:61:5)",
          "    at async Consumer.handle (/app/dist/queue/consumer.js:38:7)",
        ],
      },
    );
  },
  retry: (c, t) => {
    const d = domain(c.rng);
    c.s.add(
      t,
      "transfer-desk",
      "warn",
      `registry status lookup for ${d} failed (ConnectionResetError: [Errno 104] Connection reset by peer), retrying in 0.5s (attempt 1/3)`,
    );
    c.s.add(t + 700, "transfer-desk", "info", `registry status lookup for ${d} ok on attempt 2: pendingTransfer`);
  },
};

// ---------------------------------------------------------------- Pinecrest Names (registrar, no request ids)
const pinecrest: Estate = {
  key: "pinecrest",
  company: "Pinecrest Names",
  ns: "pcn-prod",
  kind: "registrar",
  traces: false,
  services: {
    "portal-web": "ruby",
    "domain-api": "python",
    "epp-proxy": "node",
    "rdap-server": "java",
    "dns-edge-sync": "go",
    "autorenew-cron": "python",
    "payments-bridge": "dotnet",
    "dnssec-keyroller": "go",
    "mail-relay": "cpp",
  },
  role: {
    front: "portal-web",
    epp: "epp-proxy",
    rdap: "rdap-server",
    dns: "dns-edge-sync",
    signer: "dnssec-keyroller",
    renew: "autorenew-cron",
    billing: "payments-bridge",
    transfer: "domain-api",
    mailer: "mail-relay",
  },
  flows: [
    {
      name: "search",
      w: 5,
      run: (c, t) => {
        const l = label(c.rng);
        c.s.add(
          t,
          "portal-web",
          "info",
          `Completed 200 OK in ${c.rng.int(90, 300)}ms (Views: ${(c.rng.next() * 40 + 5).toFixed(1)}ms | ActiveRecord: ${(c.rng.next() * 10 + 1).toFixed(1)}ms | Allocations: ${c.rng.int(8000, 30000)}) GET /search?q=${l}`,
        );
        c.s.add(
          t - c.rng.int(30, 80),
          "domain-api",
          "info",
          `10.42.${c.rng.int(0, 9)}.${c.rng.int(2, 250)}:${c.rng.int(30000, 60000)} - "GET /v2/check?names=${l}.com,${l}.net,${l}.io HTTP/1.1" 200`,
        );
        c.s.add(
          t - c.rng.int(90, 160),
          "epp-proxy",
          "info",
          `check ${l}.com,${l}.net,${l}.io -> 1000 (${c.rng.int(20, 130)}ms, pool ${c.rng.int(2, 6)}/8 busy)`,
        );
      },
    },
    {
      name: "register",
      w: 1.2,
      run: (c, t) => {
        const d = domain(c.rng);
        c.s.add(
          t,
          "payments-bridge",
          "info",
          `PaymentIntent pi_${c.rng.hex(14)} succeeded amount=${money(c)} EUR customer=cus_${c.rng.hex(10)}`,
        );
        c.s.add(
          t + 200,
          "epp-proxy",
          "info",
          `create ${d} 1y -> 1000 Command completed successfully (${c.rng.int(90, 400)}ms)`,
        );
        c.s.add(
          t + 350,
          "domain-api",
          "info",
          `10.42.${c.rng.int(0, 9)}.${c.rng.int(2, 250)}:${c.rng.int(30000, 60000)} - "POST /v2/domains HTTP/1.1" 201`,
        );
        c.s.add(
          t + 500,
          "portal-web",
          "info",
          `Completed 302 Found in ${c.rng.int(500, 1200)}ms (ActiveRecord: ${(c.rng.next() * 20 + 3).toFixed(1)}ms | Allocations: ${c.rng.int(20000, 60000)}) POST /checkout`,
        );
        c.s.add(
          t + c.rng.int(3000, 8000),
          "dns-edge-sync",
          "info",
          `zone ${d} pushed to 6 edge pops serial=${zserial(c)} (${c.rng.int(100, 900)}ms)`,
        );
        c.s.add(
          t + c.rng.int(900, 2000),
          "mail-relay",
          "info",
          `${c.rng.hex(10).toUpperCase()}: to=<customer@${domain(c.rng)}>, relay=smtp.sendgrid.net[167.89.115.${c.rng.int(2, 250)}]:587, delay=0.${c.rng.int(10, 99)}, status=sent (250 Ok: queued)`,
        );
      },
    },
    {
      name: "rdap",
      w: 3,
      run: (c, t) =>
        c.s.add(
          t,
          "rdap-server",
          "info",
          `GET /rdap/domain/${domain(c.rng)} -> 200 (${c.rng.int(2, 20)} ms) client=${ip(c.rng)}`,
        ),
    },
    {
      name: "records",
      w: 1.5,
      run: (c, t) => {
        const d = domain(c.rng);
        c.s.add(
          t,
          "domain-api",
          "info",
          `10.42.${c.rng.int(0, 9)}.${c.rng.int(2, 250)}:${c.rng.int(30000, 60000)} - "PATCH /v2/zones/${d}/rrsets HTTP/1.1" 204`,
        );
        c.s.add(
          t + c.rng.int(2000, 6000),
          "dns-edge-sync",
          "info",
          `zone ${d} pushed to 6 edge pops serial=${zserial(c)} (${c.rng.int(100, 900)}ms)`,
        );
      },
    },
    {
      name: "transfer",
      w: 0.4,
      run: (c, t) => {
        const d = domain(c.rng);
        c.s.add(
          t,
          "epp-proxy",
          "info",
          `transfer request ${d} -> 1001 Command completed successfully; action pending (${c.rng.int(150, 600)}ms)`,
        );
        c.s.add(t + 120, "domain-api", "info", `transfer ${d} queued, waiting on losing registrar (auto-ack in 5d)`);
      },
    },
  ],
  ticks: [
    {
      svc: "autorenew-cron",
      every: 10,
      run: (c, t) => {
        const d = domain(c.rng);
        c.s.add(t, "autorenew-cron", "info", `renewing ${d} (expires in 29d, autorenew=on)`);
        c.s.add(
          t + 250,
          "payments-bridge",
          "info",
          `PaymentIntent pi_${c.rng.hex(14)} succeeded amount=${money(c)} EUR off_session=true`,
        );
        c.s.add(
          t + 500,
          "epp-proxy",
          "info",
          `renew ${d} 1y -> 1000 Command completed successfully (${c.rng.int(80, 300)}ms)`,
        );
        c.s.add(t + 700, "autorenew-cron", "info", `renewed ${d} until ${exp(c)}`);
      },
    },
    {
      svc: "epp-proxy",
      every: 45,
      run: (c, t) =>
        c.s.add(
          t,
          "epp-proxy",
          "info",
          `keepalive <hello> ${c.rng.pick(["verisign", "pir", "sidn", "denic", "nominet"])} session ${c.rng.int(1, 8)} -> greeting (${c.rng.int(5, 50)}ms)`,
        ),
    },
    {
      svc: "dnssec-keyroller",
      every: 60,
      run: (c, t) =>
        c.s.add(
          t,
          "dnssec-keyroller",
          "info",
          `msg="key state check" zones=${c.rng.int(3000, 3400)} zsk_rolls_due=0 ksk_rolls_due=0 dur=${c.rng.int(300, 900)}ms`,
        ),
    },
    {
      svc: "dns-edge-sync",
      every: 30,
      run: (c, t) =>
        c.s.add(
          t,
          "dns-edge-sync",
          "info",
          `sync round done: pops=6 zones_changed=${c.rng.int(2, 30)} lag_p99=${c.rng.int(400, 2500)}ms`,
        ),
    },
  ],
  noisy: {
    svc: "dns-edge-sync",
    every: 8,
    run: (c, t) =>
      c.s.add(
        t,
        "dns-edge-sync",
        "error",
        `pop ${c.rng.pick(["ams-3", "fra-1", "iad-2", "sin-1", "gru-1"])}: zone ${domain(c.rng)} skipped: delegation at parent does not point to our nameservers`,
      ),
  },
  deprecations: [
    {
      svc: "domain-api",
      level: "warn",
      msg: "/app/pcn/db.py:88: MovedIn20Warning: The ``declarative_base()`` function is now available as sqlalchemy.orm.declarative_base(). (deprecated since: 2.0)",
    },
    {
      svc: "payments-bridge",
      level: "warn",
      msg: "warning: 'Stripe.StripeConfiguration.ApiKey' setter is obsolete: use StripeClient with per-request options instead",
    },
  ],
  handled: (c, t) => {
    c.s.add(t, "rdap-server", "warn", `Client ${ip(c.rng)} went away before response was written`, {
      stack: [
        "org.eclipse.jetty.io.EofException: Closed",
        "\tat org.eclipse.jetty.server.HttpOutput.checkWritable(HttpOutput.java:771)",
        "\tat org.eclipse.jetty.server.HttpOutput.write(HttpOutput.java:795)",
        "\tat com.pinecrest.rdap.web.DomainHandler.render(DomainHandler.java:118)",
      ],
    });
  },
  retry: (c, t) => {
    c.s.add(
      t,
      "portal-web",
      "warn",
      `Faraday::ConnectionFailed talking to domain-api (Connection reset by peer - SSL_connect), retry 1 of 2`,
    );
    c.s.add(t + 400, "portal-web", "info", `domain-api call succeeded on retry (${c.rng.int(80, 200)}ms)`);
  },
};

// ---------------------------------------------------------------- Keystone Trust (public CA, request ids)
const keystone: Estate = {
  key: "keystone",
  company: "Keystone Trust",
  ns: "kts-ca-prod",
  kind: "ca",
  traces: true,
  services: {
    "acme-frontend": "go",
    "order-authority": "go",
    "challenge-va": "go",
    "issuance-signer": "java",
    "ct-submitter": "python",
    "ocsp-responder": "cpp",
    "crl-publisher": "python",
    "ratelimit-svc": "go",
    "account-store": "dotnet",
  },
  role: {},
  flows: [
    {
      name: "order",
      w: 2,
      run: (c, t, tr) => {
        const a = acct(c.rng);
        const o = orderId(c.rng);
        const n = c.rng.int(1, 3);
        c.s.add(t, "account-store", "info", `GetRegistration id=${a} status=valid 2ms`, { trace: tr });
        c.s.add(
          t + 5,
          "ratelimit-svc",
          "info",
          `check NewOrdersPerAccount acct=${a} remaining=${c.rng.int(100, 299)}/300 ok`,
          { trace: tr },
        );
        c.s.add(
          t + 20,
          "order-authority",
          "info",
          `NewOrder id=${o} acct=${a} names=${n} authzs reused=${c.rng.int(0, n)}`,
          { trace: tr },
        );
        c.s.add(
          t + 40,
          "acme-frontend",
          "info",
          `POST /acme/new-order 201 ${c.rng.int(25, 90)}ms ua="${c.rng.pick(["certbot/2.11.0", "lego/4.19.2", "acme.sh/3.0.9", "cert-manager/v1.16.2", "Caddy/2.8.4"])}"`,
          { trace: tr },
        );
      },
    },
    {
      name: "validate",
      w: 2,
      run: (c, t, tr) => {
        const d = domain(c.rng);
        const m = c.rng.pick(["http-01", "http-01", "dns-01", "tls-alpn-01"]);
        c.s.add(
          t,
          "acme-frontend",
          "info",
          `POST /acme/chall/${acct(c.rng)}/${c.rng.int(400000000, 499999999)}/${c.rng.hex(6)} 200 ${c.rng.int(10, 40)}ms`,
          { trace: tr },
        );
        c.s.add(
          t + c.rng.int(200, 900),
          "challenge-va",
          "info",
          `validation ${m} ${d}: valid (primary ok, remote 3/3, caa ok) ${c.rng.int(120, 900)}ms`,
          { trace: tr },
        );
        c.s.add(
          t + c.rng.int(1000, 1300),
          "order-authority",
          "info",
          `authz ${c.rng.int(400000000, 499999999)} ${d} -> valid (${m})`,
          { trace: tr },
        );
      },
    },
    {
      name: "finalize",
      w: 1.6,
      run: (c, t, tr) => {
        const ser = serialHex(c.rng);
        const o = orderId(c.rng);
        c.s.add(t, "order-authority", "info", `FinalizeOrder id=${o} csr ok, requesting precertificate`, { trace: tr });
        c.s.add(
          t + c.rng.int(30, 80),
          "issuance-signer",
          "info",
          `Signed precertificate serial=${ser} profile=tls-server issuer=KTS-R4 hsmSlot=${c.rng.int(1, 4)} in ${c.rng.int(8, 40)}ms`,
          { trace: tr },
        );
        const logs = ["argon2026h2", "xenon2026h2", "oak2026h2", "sabre2026h2", "nimbus2026"];
        for (let i = 0; i < 2; i++)
          c.s.add(
            t + c.rng.int(150, 600),
            "ct-submitter",
            "info",
            `SCT received log=${logs[(i + c.rng.int(0, 4)) % logs.length]} serial=${ser.slice(0, 12)} latency=${c.rng.int(90, 480)}ms`,
            { trace: tr },
          );
        c.s.add(
          t + c.rng.int(700, 900),
          "issuance-signer",
          "info",
          `Signed certificate serial=${ser} scts=2 in ${c.rng.int(8, 40)}ms`,
          { trace: tr },
        );
        c.s.add(
          t + c.rng.int(950, 1100),
          "order-authority",
          "info",
          `order ${o} valid, certificate ${ser.slice(0, 12)} stored`,
          { trace: tr },
        );
        c.s.add(
          t + c.rng.int(1150, 1300),
          "acme-frontend",
          "info",
          `POST /acme/finalize/${acct(c.rng)}/${o} 200 ${c.rng.int(700, 1400)}ms`,
          { trace: tr },
        );
      },
    },
    {
      name: "ocsp",
      w: 5,
      run: (c, t) =>
        c.s.add(
          t,
          "ocsp-responder",
          "info",
          `GET /KTS-R4/ status=good serial=${serialHex(c.rng).slice(0, 16)} cache=${c.rng.chance(0.9) ? "hit" : "miss"} ${(c.rng.next() * 2).toFixed(2)}ms`,
        ),
    },
    {
      name: "poll",
      w: 2,
      run: (c, t, tr) =>
        c.s.add(
          t,
          "acme-frontend",
          "info",
          `POST /acme/order/${acct(c.rng)}/${orderId(c.rng)} 200 ${c.rng.int(4, 20)}ms (POST-as-GET)`,
          { trace: tr },
        ),
    },
  ],
  ticks: [
    {
      svc: "crl-publisher",
      every: 60,
      run: (c, t) =>
        c.s.add(
          t,
          "crl-publisher",
          "info",
          `shard ${c.rng.int(0, 127)} regenerated: ${c.rng.int(200, 4000)} entries, thisUpdate=${new Date(t).toISOString().slice(0, 19)}Z, uploaded to crl.keystone-trust.example in ${c.rng.int(200, 900)}ms`,
        ),
    },
    {
      svc: "ocsp-responder",
      every: 30,
      run: (c, t) =>
        c.s.add(
          t,
          "ocsp-responder",
          "info",
          `pre-signer: ${c.rng.int(2000, 9000)} responses refreshed (nextUpdate +84h), queue 0`,
        ),
    },
    {
      svc: "ratelimit-svc",
      every: 60,
      run: (c, t) =>
        c.s.add(
          t,
          "ratelimit-svc",
          "info",
          `buckets gc: removed ${c.rng.int(1000, 9000)} expired keys, redis used_memory=${c.rng.int(3, 5)}.${c.rng.int(0, 9)}G`,
        ),
    },
    {
      svc: "order-authority",
      every: 60,
      run: (c, t) =>
        c.s.add(
          t,
          "order-authority",
          "info",
          `expired-authz sweeper: deactivated ${c.rng.int(20, 300)} pending authzs older than 7d`,
        ),
    },
  ],
  noisy: {
    svc: "crl-publisher",
    every: 10,
    run: (c, t) =>
      c.s.add(
        t,
        "crl-publisher",
        "error",
        `shard ${c.rng.int(0, 127)}: S3 PutObject verify: ETag mismatch (multipart upload), re-uploaded as single part`,
      ),
  },
  deprecations: [
    {
      svc: "challenge-va",
      level: "warn",
      msg: "config: 'dnsResolver' is deprecated, use 'dnsProvider.dnsResolvers' (will be removed in the next release)",
    },
    {
      svc: "acme-frontend",
      level: "warn",
      msg: "client used deprecated ACME v1 style endpoint GET /directory without trailing slash, served redirect",
    },
  ],
  handled: (c, t) => {
    c.s.add(t, "account-store", "warn", `Request aborted by client: GET /registrations/${acct(c.rng)}/authorizations`, {
      trace: c.tid(),
      stack: [
        "System.OperationCanceledException: The operation was canceled.",
        "   at System.Threading.CancellationToken.ThrowOperationCanceledException()",
        "   at Npgsql.NpgsqlDataReader.ReadAsync(CancellationToken cancellationToken)",
        "   at Keystone.Accounts.AuthzRepository.ListPendingAsync(Int64 regId, CancellationToken ct) in /src/Accounts/AuthzRepository.cs:line 87",
      ],
    });
  },
  retry: (c, t) => {
    c.s.add(
      t,
      "order-authority",
      "warn",
      `rpc error: code = Unavailable desc = transport is closing (account-store), retrying GetRegistration (1/3)`,
      { trace: c.tid() },
    );
    c.s.add(t + 150, "order-authority", "info", "GetRegistration retry succeeded", { trace: c.tid() });
  },
};

// ---------------------------------------------------------------- Quayside Certs (managed TLS, no request ids)
const quayside: Estate = {
  key: "quayside",
  company: "Quayside Certs",
  ns: "quayside",
  kind: "ca",
  traces: false,
  services: {
    "cert-portal": "node",
    "acme-client-fleet": "go",
    "dns01-solver": "python",
    "http01-responder": "go",
    "order-tracker": "java",
    "ct-monitor": "ruby",
    "ocsp-stapler": "go",
    "vault-sync": "go",
    "renewal-scheduler": "python",
  },
  role: {},
  flows: [
    {
      name: "issue",
      w: 2,
      run: (c, t) => {
        const d = domain(c.rng);
        const m = c.rng.chance(0.5) ? "dns-01" : "http-01";
        c.s.add(
          t,
          "order-tracker",
          "info",
          `Order QO-${c.rng.int(100000, 999999)} for [${d}, www.${d}] -> ACME order placed (${c.rng.pick(["letsencrypt", "letsencrypt", "zerossl", "google-trust"])}), challenge=${m}`,
        );
        if (m === "dns-01") {
          c.s.add(
            t + 300,
            "dns01-solver",
            "info",
            `present _acme-challenge.${d} TXT via ${c.rng.pick(["route53", "cloudflare", "gcloud-dns", "ns1"])} ok`,
          );
          c.s.add(
            t + c.rng.int(8000, 20000),
            "dns01-solver",
            "info",
            `propagation check _acme-challenge.${d}: visible on 4/4 authoritative servers after ${c.rng.int(6, 40)}s`,
          );
        } else
          c.s.add(
            t + c.rng.int(1000, 3000),
            "http01-responder",
            "info",
            `served /.well-known/acme-challenge/${c.rng.hex(10)}... for ${d} to ${c.rng.pick(["23.178.112.", "66.133.109.", "3.67.224.", "18.236.228."])}${c.rng.int(2, 250)} 200`,
          );
        c.s.add(
          t + c.rng.int(21000, 26000),
          "acme-client-fleet",
          "info",
          `[${d}] acme: certificate obtained, expires ${exp(c)}, chain=${c.rng.pick(["R10", "R11", "E5", "E6"])}`,
        );
        c.s.add(
          t + c.rng.int(26000, 27000),
          "vault-sync",
          "info",
          `wrote secret tls/${d} version=${c.rng.int(2, 40)} (cert+key, 2 consumers notified)`,
        );
      },
    },
    {
      name: "portal",
      w: 4,
      run: (c, t) =>
        c.s.add(
          t,
          "cert-portal",
          "info",
          `${c.rng.pick(["GET /api/certs", "GET /api/certs/" + c.rng.int(1000, 99999), "GET /api/domains", "POST /api/certs"])} ${c.rng.chance(0.9) ? 200 : 201} ${c.rng.int(20, 300)} ms`,
        ),
    },
    {
      name: "staple",
      w: 3,
      run: (c, t) =>
        c.s.add(
          t,
          "ocsp-stapler",
          "info",
          `refreshed staple for ${domain(c.rng)} status=good nextUpdate=+${c.rng.int(60, 160)}h responder=${c.rng.pick(["r11.o.lencr.org", "ocsp.sectigo.com", "o.pki.goog"])}`,
        ),
    },
    {
      name: "http01",
      w: 1,
      run: (c, t) =>
        c.s.add(
          t,
          "http01-responder",
          "info",
          `GET /.well-known/acme-challenge/${c.rng.hex(10)}... host=${domain(c.rng)} 200 from ${c.rng.pick(["23.178.112.", "66.133.109.", "3.67.224."])}${c.rng.int(2, 250)}`,
        ),
    },
  ],
  ticks: [
    {
      svc: "renewal-scheduler",
      every: 30,
      run: (c, t) =>
        c.s.add(
          t,
          "renewal-scheduler",
          "info",
          `scan: ${c.rng.int(20000, 24000)} certs, ${c.rng.int(10, 80)} inside renewal window (ARI), ${c.rng.int(0, 10)} enqueued`,
        ),
    },
    {
      svc: "ct-monitor",
      every: 45,
      run: (c, t) =>
        c.s.add(
          t,
          "ct-monitor",
          "info",
          `poll complete: ${c.rng.int(1000, 5000)} new entries across 6 logs, ${c.rng.int(0, 12)} matched customer domains (all expected)`,
        ),
    },
    {
      svc: "vault-sync",
      every: 60,
      run: (c, t) => c.s.add(t, "vault-sync", "info", `token renewed, ttl=768h; leases ok (${c.rng.int(1000, 1300)})`),
    },
    {
      svc: "acme-client-fleet",
      every: 30,
      run: (c, t) =>
        c.s.add(
          t,
          "acme-client-fleet",
          "info",
          `worker pool: ${c.rng.int(1, 12)}/32 busy, queue=${c.rng.int(0, 20)}, nonces cached=${c.rng.int(5, 40)}`,
        ),
    },
  ],
  noisy: {
    svc: "ct-monitor",
    every: 10,
    run: (c, t) =>
      c.s.add(
        t,
        "ct-monitor",
        "error",
        `crt.sh lookup for ${domain(c.rng)} failed: 502 Bad Gateway (will retry next poll)`,
      ),
  },
  deprecations: [
    {
      svc: "cert-portal",
      level: "warn",
      msg: "(node:1) [DEP0169] DeprecationWarning: `url.parse()` behavior is not standardized and prone to errors that have security implications. Use the WHATWG URL API instead.",
    },
    {
      svc: "dns01-solver",
      level: "warn",
      msg: "/usr/local/lib/python3.12/site-packages/botocore/auth.py:424: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
    },
  ],
  handled: (c, t) => {
    c.s.add(
      t,
      "ct-monitor",
      "warn",
      `log poll oak2026h2 get-entries start=${c.rng.int(100000000, 300000000)} timed out, resuming next poll: Net::ReadTimeout (Net::ReadTimeout)`,
      {
        stack: [
          "/usr/local/lib/ruby/3.3.0/net/protocol.rb:229:in `rbuf_fill'",
          "app/lib/ct/log_client.rb:54:in `get_entries'",
          "app/jobs/poll_logs_job.rb:21:in `perform'",
        ],
      },
    );
  },
  retry: (c, t) => {
    c.s.add(
      t,
      "acme-client-fleet",
      "warn",
      `acme: error: 400 :: POST :: https://acme-v02.api.letsencrypt.org/acme/new-order :: urn:ietf:params:acme:error:badNonce :: JWS has an invalid anti-replay nonce, retrying with fresh nonce`,
    );
    c.s.add(t + 300, "acme-client-fleet", "info", "acme: new-order accepted on retry (201)");
  },
};

export const ESTATES: Estate[] = [harbourline, pinecrest, keystone, quayside];

/** Baseline of every window: probes, periodic jobs, the noisy service, deprecations, successful retries. */
export type Mute = (svc: string, t: number, kind: "health" | "tick" | "other") => boolean;

export function baseline(c: Ctx, muted: Mute): void {
  const { est } = c;
  for (const svc of Object.keys(est.services)) {
    every(c, c.rng.int(15, 30), (t) => {
      if (!muted(svc, t, "health")) c.s.add(t, svc, "info", HEALTH(c, svc));
    });
  }
  for (const tk of est.ticks) every(c, tk.every, (t) => !muted(tk.svc, t, "tick") && tk.run(c, t));
  every(c, est.noisy.every, (t) => !muted(est.noisy.svc, t, "other") && est.noisy.run(c, t));
  for (const d of est.deprecations)
    every(c, c.rng.int(90, 240), (t) => !muted(d.svc, t, "other") && c.s.add(t, d.svc, d.level, d.msg));
  every(c, c.rng.int(60, 150), (t) => est.retry(c, t));
  every(c, c.rng.int(90, 200), (t) => !muted("", t, "other") && est.handled(c, t));
}

const HEALTH = (c: Ctx, svc: string) => healthLine(c.est.services[svc], c.rng);
