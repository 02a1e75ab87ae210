// The eight real failures, one per category, each written the way its runtime and its callers would log it.
import { type Ctx, every, type FlowFn, poisson } from "./ctx.js";
import type { Estate } from "./estates.js";
import { acct, domain, label, orderId, podIp, registryOf, serialHex } from "./names.js";
import { restartLines } from "./runtime.js";

export interface Incident {
  id: string;
  estate: Estate["key"];
  category: string;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** Quiet-noise kinds laid over this window (the confusing ones). */
  noise: string[];
  /** Flow replacements once the fault is live. */
  replace: Record<string, FlowFn>;
  /** Baseline lines that stop (going quiet, crashed process, jobs that now fail differently). */
  mute?: (svc: string, t: number, kind: "health" | "tick" | "other" | "noise", start: number) => boolean;
  run: (c: Ctx, start: number) => void;
}

const pyPool = [
  "Traceback (most recent call last):",
  '  File "/usr/local/lib/python3.12/site-packages/sqlalchemy/pool/base.py", line 896, in __connect',
  "    self.dbapi_connection = connection = pool._invoke_creator(self)",
  '  File "/app/pcn/repo/domains.py", line 141, in get_by_name',
  "    row = session.execute(stmt).scalar_one_or_none()",
  '  File "/usr/local/lib/python3.12/site-packages/sqlalchemy/pool/impl.py", line 179, in _do_get',
  "    raise exc.TimeoutError(",
  "sqlalchemy.exc.TimeoutError: QueuePool limit of size 20 overflow 10 reached, connection timed out, timeout 30.00 (Background on this error at: https://sqlalche.me/e/20/3o7r)",
];

const database: Incident = {
  id: "domain-api-pool",
  estate: "pinecrest",
  category: "database",
  origin: "domain-api",
  hints: ["pool", "database", "sqlalchemy", "connection", "postgres", "queuepool"],
  sev: "high",
  note: "domain-api's expiring-domains report holds database connections until its SQLAlchemy pool is exhausted; every API call then times out waiting for a connection and the portal and renewals fail",
  noise: ["renewal-declined", "lame-delegation"],
  replace: {
    search: (c, t) => {
      c.s.add(t + 30000, "domain-api", "error", `Exception in ASGI application`, { stack: pyPool });
      c.s.add(
        t + 30050,
        "domain-api",
        "info",
        `${podIp(c.rng)}:${c.rng.int(30000, 60000)} - "GET /v2/check?names=${label(c.rng)}.com HTTP/1.1" 500`,
      );
      c.s.add(
        t + 30100,
        "portal-web",
        "error",
        `Faraday::TimeoutError (Net::ReadTimeout with #<TCPSocket:(closed)>) calling domain-api GET /v2/check; Completed 502 Bad Gateway in 30012ms`,
      );
    },
    register: (c, t) => {
      const d = domain(c.rng);
      c.s.add(
        t,
        "payments-bridge",
        "info",
        `PaymentIntent pi_${c.rng.hex(14)} succeeded amount=14.99 EUR customer=cus_${c.rng.hex(10)}`,
      );
      c.s.add(
        t + 30000,
        "domain-api",
        "error",
        `POST /v2/domains ${d}: could not check out a database connection after 30.0s`,
        { stack: pyPool },
      );
      c.s.add(
        t + 30100,
        "portal-web",
        "error",
        `Completed 502 Bad Gateway in 30190ms POST /checkout (domain-api: Net::ReadTimeout)`,
      );
      c.s.add(
        t + 31000,
        "payments-bridge",
        "warn",
        `Refund queued for pi_${c.rng.hex(14)}: order not fulfilled within 30s (domain ${d})`,
      );
    },
    records: (c, t) => {
      c.s.add(
        t + 30000,
        "domain-api",
        "warn",
        `${podIp(c.rng)}:${c.rng.int(30000, 60000)} - "PATCH /v2/zones/${domain(c.rng)}/rrsets HTTP/1.1" 500`,
      );
    },
    transfer: (c, t) => {
      c.s.add(
        t + 30000,
        "domain-api",
        "error",
        `transfer ${domain(c.rng)} not recorded: sqlalchemy.exc.TimeoutError: QueuePool limit of size 20 overflow 10 reached, connection timed out, timeout 30.00`,
      );
    },
  },
  mute: (svc, t, kind, start) => svc === "autorenew-cron" && kind === "tick" && t > start,
  run: (c, start) => {
    c.s.add(start - 60000, "domain-api", "info", `report job expiring-domains started (window 90d, 3 regions)`);
    every(
      c,
      20,
      (t) => {
        const held = Math.min(30, 22 + Math.floor((t - start) / 20000));
        c.s.add(
          t,
          "domain-api",
          "warn",
          `db pool status: checked_out=${held}/30 overflow=${Math.max(0, held - 20)} waiting=${c.rng.int(4, 40)} oldest_checkout=${Math.round((t - start) / 1000 + 60)}s (GET /v2/reports/expiring)`,
        );
      },
      start,
      c.s.t1,
    );
    c.s.add(
      start + 2000,
      "domain-api",
      "error",
      `psycopg.OperationalError: connection failed: connection to server at "pcn-pg-primary" (10.46.0.12), port 5432 failed: FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute`,
    );
    poisson(
      c,
      24,
      (t) => {
        const d = domain(c.rng);
        const n = c.rng.int(1, 5);
        c.s.add(
          t,
          "autorenew-cron",
          "error",
          `renew ${d}: POST http://domain-api:8000/v2/internal/renewals failed: ReadTimeout(HTTPConnectionPool(host='domain-api', port=8000): Read timed out. (read timeout=30)) - retry ${n}/5 in ${n * 10}s`,
        );
      },
      start + 30000,
      c.s.t1,
    );
  },
};

const dependency: Incident = {
  id: "ct-google-logs-503",
  estate: "keystone",
  category: "dependency",
  origin: "ct-submitter",
  hints: ["ct", "sct", "transparency", "log", "503", "unavailable"],
  sev: "high",
  note: "both Google-operated CT logs start answering 503 to add-pre-chain; without a Google SCT the submitter cannot meet the embedding policy and every finalize fails",
  noise: ["ct-log-429", "badnonce-storm"],
  replace: {
    finalize: (c, t, tr) => {
      const ser = serialHex(c.rng);
      const o = orderId(c.rng);
      c.s.add(t, "order-authority", "info", `FinalizeOrder id=${o} csr ok, requesting precertificate`, { trace: tr });
      c.s.add(
        t + 40,
        "issuance-signer",
        "info",
        `Signed precertificate serial=${ser} profile=tls-server issuer=KTS-R4 hsmSlot=${c.rng.int(1, 4)} in ${c.rng.int(8, 40)}ms`,
        { trace: tr },
      );
      for (const log of ["argon2026h2", "xenon2026h2"])
        c.s.add(
          t + c.rng.int(2000, 10000),
          "ct-submitter",
          "warn",
          `log=${log} add-pre-chain failed: HTTP 503 Service Unavailable (body: "<html><title>Error 503 (Server Error)!!1</title>") precert ${ser.slice(0, 12)}`,
          { trace: tr },
        );
      c.s.add(
        t + c.rng.int(300, 800),
        "ct-submitter",
        "info",
        `SCT received log=${c.rng.pick(["sabre2026h2", "nimbus2026", "oak2026h2"])} serial=${ser.slice(0, 12)} latency=${c.rng.int(90, 480)}ms`,
        { trace: tr },
      );
      c.s.add(
        t + 10200,
        "ct-submitter",
        "warn",
        `SCT policy not met for ${ser.slice(0, 12)}: have 1 SCT (operators: [${c.rng.pick(["Sectigo", "Cloudflare"])}]), need 2 incl. 1 Google`,
        { trace: tr },
      );
      c.s.add(
        t + 10300,
        "order-authority",
        "error",
        `FinalizeOrder id=${o} failed: rpc error: code = Unavailable desc = ct-submitter: insufficient SCTs for precertificate ${ser.slice(0, 12)}`,
        { trace: tr },
      );
      c.s.add(
        t + 10350,
        "acme-frontend",
        "error",
        `POST /acme/finalize/${acct(c.rng)}/${o} 500 ${c.rng.int(10100, 10600)}ms problem=serverInternal detail="Error finalizing order :: unable to meet CA SCT embedding requirements"`,
        { trace: tr },
      );
      c.s.add(
        t + 10500,
        "ocsp-responder",
        "info",
        `precert ${ser.slice(0, 16)} registered without final cert, serving status=good`,
      );
    },
  },
  run: (c, start) => {
    poisson(
      c,
      70,
      (t) => {
        const tr = c.tid();
        c.s.add(
          t,
          "acme-frontend",
          "warn",
          `POST /acme/finalize/${acct(c.rng)}/${orderId(c.rng)} 500 ${c.rng.int(9000, 11000)}ms problem=serverInternal ua="${c.rng.pick(["certbot/2.11.0", "lego/4.19.2", "cert-manager/v1.16.2", "Caddy/2.8.4"])}" (client retry)`,
          { trace: tr },
        );
      },
      start + 60000,
      c.s.t1,
    );
    every(
      c,
      30,
      (t) =>
        c.s.add(
          t,
          "ct-submitter",
          "warn",
          `log health: argon2026h2 ok=0 fail=${c.rng.int(40, 90)} xenon2026h2 ok=0 fail=${c.rng.int(40, 90)} sabre2026h2 ok=${c.rng.int(30, 60)} oak2026h2 ok=${c.rng.int(10, 30)} throttled=${c.rng.int(2, 9)}`,
        ),
      start + 20000,
      c.s.t1,
    );
  },
};

const configuration: Incident = {
  id: "zone-signer-algo",
  estate: "harbourline",
  category: "configuration",
  origin: "zone-signer",
  hints: ["config", "algorithm", "policy", "setting", "signing", "unsupported"],
  sev: "medium",
  note: "a config reload of zone-signer carries a misspelled signing algorithm, the default policy loses its keys and every zone change stays unpublished",
  noise: ["customer-ds-mismatch", "axfr-scanner"],
  replace: {
    register: (c, t, tr) => {
      const d = domain(c.rng);
      c.s.add(
        t,
        "billing-ledger",
        "info",
        `Captured payment pi_${c.rng.hex(14)} for order HBL-O-${c.rng.int(400000, 999999)}: 18.99 USD`,
        { trace: tr },
      );
      c.s.add(
        t + 200,
        "epp-gateway",
        "info",
        `EPP domain:create ${d} period=1y registry=${registryOf(d)} result=1000 ${c.rng.int(90, 420)}ms`,
        { trace: tr },
      );
      c.s.add(t + 600, "storefront-api", "info", `POST /api/v1/checkout 201 ${c.rng.int(480, 1100)}ms`, { trace: tr });
      c.s.add(t + 1000, "dns-publisher", "info", `queued ${d} for publish reason=create`, { trace: tr });
      c.s.add(
        t + 3000,
        "zone-signer",
        "error",
        `sign ${d} failed: policy "standard" has no active ZSK/KSK (key generation disabled)`,
        { trace: tr },
      );
      c.s.add(
        t + 3100,
        "dns-publisher",
        "error",
        `publish ${d} failed: signer returned error "no active keys for policy standard"; will retry`,
        { trace: tr },
      );
    },
    records: (c, t, tr) => {
      const d = domain(c.rng);
      c.s.add(t, "storefront-api", "info", `PUT /api/v1/domains/${d}/records 200 ${c.rng.int(40, 160)}ms`, {
        trace: tr,
      });
      c.s.add(
        t + 2000,
        "zone-signer",
        "error",
        `sign ${d} failed: policy "standard" has no active ZSK/KSK (key generation disabled)`,
        { trace: tr },
      );
      c.s.add(
        t + 2100,
        "dns-publisher",
        "error",
        `publish ${d} failed: signer returned error "no active keys for policy standard"; will retry`,
        { trace: tr },
      );
    },
  },
  mute: (svc, t, kind, start) => (svc === "dns-publisher" || svc === "zone-signer") && kind === "tick" && t > start,
  run: (c, start) => {
    c.s.add(
      start - 400,
      "zone-signer",
      "info",
      `SIGHUP: configuration re-read from /etc/zone-signer/zone-signer.conf (sha ${c.rng.hex(12)})`,
    );
    c.s.add(
      start,
      "zone-signer",
      "error",
      `policy "standard": algorithm "ECDSAP256SHA265" not recognised; key generation disabled for this policy`,
    );
    c.s.add(
      start + 5,
      "zone-signer",
      "warn",
      `policy "standard": 0 usable keys after reload (was 2); 3412 zones assigned to policy`,
    );
    every(
      c,
      30,
      (t) => {
        const n = c.rng.int(3, 20) + Math.round((t - start) / 20000);
        c.s.add(
          t,
          "dns-publisher",
          "warn",
          `publish cycle: pending=${n + 40} published=0 failed=${n} took=${(c.rng.next() * 2 + 0.4).toFixed(2)}s`,
        );
      },
      start,
      c.s.t1,
    );
    every(
      c,
      60,
      (t) =>
        c.s.add(
          t,
          "zone-signer",
          "error",
          `resign sweep: 0 zones re-signed, ${c.rng.int(300, 900)} failed (policy standard: no keys); earliest RRSIG expiry in 6d`,
        ),
      start,
      c.s.t1,
    );
    poisson(
      c,
      50,
      (t) => {
        const d = domain(c.rng);
        c.s.add(
          t,
          "dns-publisher",
          "warn",
          `retry publish ${d} (attempt ${c.rng.int(2, 12)}): signer error "no active keys for policy standard"`,
        );
      },
      start + 30000,
      c.s.t1,
    );
    poisson(
      c,
      6,
      (t) =>
        c.s.add(
          t,
          "storefront-api",
          "warn",
          `GET /api/v1/domains/${domain(c.rng)}/dns-status 200: changes pending > 5 min`,
        ),
      start + 240000,
      c.s.t1,
    );
  },
};

const network: Incident = {
  id: "va-egress",
  estate: "keystone",
  category: "network",
  origin: "challenge-va",
  hints: ["network", "unreachable", "dial", "egress", "route", "connect"],
  sev: "high",
  note: "challenge-va loses its outbound path: every primary validation dial fails with network unreachable and DNS queries time out, so all authorizations go invalid",
  noise: ["http01-connection-refused", "dns01-missing-txt"],
  replace: {
    validate: (c, t, tr) => {
      const d = domain(c.rng);
      const m = c.rng.pick(["http-01", "http-01", "dns-01", "tls-alpn-01"]);
      c.s.add(
        t,
        "acme-frontend",
        "info",
        `POST /acme/chall/${acct(c.rng)}/${c.rng.int(400000000, 499999999)}/${c.rng.hex(6)} 200 ${c.rng.int(10, 40)}ms`,
        { trace: tr },
      );
      const err =
        m === "dns-01"
          ? `urn:ietf:params:acme:error:dns :: DNS problem: query timed out looking up TXT for _acme-challenge.${d}`
          : `urn:ietf:params:acme:error:connection :: Error getting validation data (dial tcp ${c.rng.int(20, 220)}.${c.rng.int(1, 250)}.${c.rng.int(1, 250)}.${c.rng.int(1, 250)}:${m === "http-01" ? 80 : 443}: connect: network is unreachable)`;
      c.s.add(t + c.rng.int(200, 900), "challenge-va", "error", `validation ${m} ${d}: invalid: ${err}`, { trace: tr });
      c.s.add(
        t + c.rng.int(1000, 1300),
        "order-authority",
        "warn",
        `authz ${c.rng.int(400000000, 499999999)} ${d} -> invalid (${m})`,
        { trace: tr },
      );
    },
  },
  run: (c, start) => {
    poisson(
      c,
      30,
      (t) => {
        c.s.add(
          t,
          "challenge-va",
          "error",
          `caa lookup ${domain(c.rng)}: read udp 10.44.3.17:${c.rng.int(30000, 60000)}->10.44.0.53:53: i/o timeout (attempt 3/3)`,
          { trace: c.tid() },
        );
      },
      start,
      c.s.t1,
    );
    every(
      c,
      20,
      (t) =>
        c.s.add(
          t,
          "challenge-va",
          "warn",
          `remote perspectives ok=${c.rng.int(30, 60)} primary ok=0 fail=${c.rng.int(30, 60)} last 20s`,
        ),
      start,
      c.s.t1,
    );
    poisson(
      c,
      60,
      (t) => {
        const a = acct(c.rng);
        const tr = c.tid();
        c.s.add(
          t,
          "ratelimit-svc",
          "warn",
          `denied FailedAuthorizationsPerDomainPerAccount acct=${a}: too many failed authorizations (5) for "${domain(c.rng)}" in the last 1h0m0s`,
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
      start + 120000,
      c.s.t1,
    );
  },
};

const nodeEnospc = [
  "Error: ENOSPC: no space left on device, write",
  "    at Object.writeSync (node:fs:936:3)",
  "    at TranscriptWriter.append (/app/dist/transcript/writer.js:48:8)",
  "    at EppSession.send (/app/dist/epp/session.js:112:22)",
  "    at async CommandQueue.run (/app/dist/epp/queue.js:67:18)",
];

const disk: Incident = {
  id: "epp-transcripts-full",
  estate: "pinecrest",
  category: "disk",
  origin: "epp-proxy",
  hints: ["enospc", "disk", "space", "volume", "full"],
  sev: "high",
  note: "epp-proxy's transcript volume fills up; the mandatory transcript write fails with ENOSPC so it refuses every registry command",
  noise: ["drop-catch-exists", "verification-bounces"],
  replace: {
    search: (c, t) => {
      const l = label(c.rng);
      c.s.add(t - 100, "epp-proxy", "error", `check ${l}.com,${l}.net refused: transcript write failed (ENOSPC)`);
      c.s.add(
        t - 60,
        "domain-api",
        "error",
        `httpx.HTTPStatusError: Server error '503 Service Unavailable' for url 'http://epp-proxy:3000/v1/check?names=${l}.com,${l}.net'`,
      );
      c.s.add(
        t,
        "portal-web",
        "warn",
        `Completed 503 Service Unavailable in ${c.rng.int(40, 200)}ms GET /search?q=${l}`,
      );
    },
    register: (c, t) => {
      const d = domain(c.rng);
      c.s.add(
        t,
        "payments-bridge",
        "info",
        `PaymentIntent pi_${c.rng.hex(14)} succeeded amount=14.99 EUR customer=cus_${c.rng.hex(10)}`,
      );
      c.s.add(t + 200, "epp-proxy", "error", `create ${d} refused: could not append transcript`, { stack: nodeEnospc });
      c.s.add(t + 260, "domain-api", "error", `register ${d} failed: epp-proxy answered 503 Service Unavailable`);
      c.s.add(t + 400, "portal-web", "error", `Completed 502 Bad Gateway in ${c.rng.int(300, 700)}ms POST /checkout`);
    },
    transfer: (c, t) => {
      c.s.add(t, "epp-proxy", "error", `transfer request ${domain(c.rng)} refused: transcript write failed (ENOSPC)`);
    },
  },
  mute: (svc, t, kind, start) => svc === "autorenew-cron" && kind === "tick" && t > start,
  run: (c, start) => {
    every(
      c,
      60,
      (t) => {
        const pct = Math.min(99, 91 + Math.floor((8 * (t - c.s.t0)) / Math.max(1, start - c.s.t0)));
        c.s.add(
          t,
          "epp-proxy",
          "warn",
          `transcript volume /var/lib/epp-proxy/transcripts ${pct}% used (${((48 * pct) / 100).toFixed(1)}G of 48G)`,
        );
      },
      c.s.t0,
      start,
    );
    c.s.add(start, "epp-proxy", "error", "transcript append failed, refusing commands until writable", {
      stack: nodeEnospc,
    });
    every(
      c,
      45,
      (t) =>
        c.s.add(
          t,
          "epp-proxy",
          "error",
          `keepalive <hello> skipped: transcript write failed (ENOSPC: no space left on device)`,
        ),
      start,
      c.s.t1,
    );
    poisson(
      c,
      40,
      (t) => {
        const d = domain(c.rng);
        const n = c.rng.int(1, 6);
        c.s.add(
          t,
          "autorenew-cron",
          "error",
          `renew ${d} failed: epp-proxy 503 Service Unavailable - retry ${n}/6 in ${n * 15}s`,
        );
      },
      start + 5000,
      c.s.t1,
    );
  },
};

const javaOom = [
  "java.lang.OutOfMemoryError: Java heap space",
  "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
  "\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)",
  "\tat com.quayside.orders.backlog.RenewalBacklogLoader.loadAll(RenewalBacklogLoader.java:88)",
  "\tat com.quayside.orders.scheduler.OrderScheduler.tick(OrderScheduler.java:54)",
  "\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)",
];

const memory: Incident = {
  id: "order-tracker-heap",
  estate: "quayside",
  category: "memory",
  origin: "order-tracker",
  hints: ["outofmemory", "memory", "heap", "oom"],
  sev: "high",
  note: "order-tracker loads the whole renewal backlog into its heap, spends its time in full GCs, dies with OutOfMemoryError and crash-loops while callers get refused connections",
  noise: ["ari-early-renewal", "client-caa"],
  replace: {
    issue: (c, t) => {
      c.s.add(
        t,
        "acme-client-fleet",
        "error",
        `[${domain(c.rng)}] order callback to order-tracker failed: Post "http://order-tracker:8080/internal/orders/QO-${c.rng.int(100000, 999999)}/events": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
      );
    },
    portal: (c, t) => {
      if (c.rng.chance(0.55))
        c.s.add(
          t,
          "cert-portal",
          "error",
          `GET /api/certs 502 ${c.rng.int(5000, 10000)} ms - upstream order-tracker: ${c.rng.pick(["socket hang up", "connect ECONNREFUSED 10.45.3.21:8080", "ETIMEDOUT"])}`,
        );
      else c.s.add(t, "cert-portal", "info", `GET /api/domains 200 ${c.rng.int(20, 200)} ms`);
    },
  },
  mute: (svc, t, kind, start) => svc === "order-tracker" && (kind === "health" || kind === "noise") && t > start,
  run: (c, start) => {
    let heap = 2400;
    let gc = c.rng.int(150, 400);
    every(
      c,
      25,
      (t) => {
        heap = Math.min(4090, heap + c.rng.int(60, 140));
        gc += c.rng.int(3, 9);
        c.s.add(
          t,
          "order-tracker",
          "info",
          `[gc] GC(${gc}) Pause Young (Normal) (G1 Evacuation Pause) ${heap}M->${heap - c.rng.int(20, 80)}M(4096M) ${c.rng.int(20, 90)}.${c.rng.int(100, 999)}ms`,
        );
      },
      start - 150000,
      start,
    );
    let t = start;
    while (t < c.s.t1) {
      for (let i = 0; i < 4; i++)
        c.s.add(
          t + i * 6000,
          "order-tracker",
          "warn",
          `[gc] GC(${gc + 20 + i}) Pause Full (G1 Compaction Pause) 4093M->${4060 + c.rng.int(0, 30)}M(4096M) ${c.rng.int(1800, 3400)}.${c.rng.int(100, 999)}ms`,
        );
      c.s.add(
        t + 26000,
        "order-tracker",
        "error",
        `Exception in thread "scheduler-1" java.lang.OutOfMemoryError: Java heap space`,
        { stack: javaOom },
      );
      c.s.add(t + 26500, "order-tracker", "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
      gc = c.rng.int(3, 12);
      const up = t + 26500 + c.rng.int(20000, 40000);
      const lines = restartLines("java", "order-tracker", "3.14.2", c.rng).slice(1);
      for (const [i, l] of lines.entries()) c.s.add(up + i * 7000, "order-tracker", "info", l);
      t = up + c.rng.int(60000, 90000);
    }
    poisson(
      c,
      50,
      (tt) => {
        const n = c.rng.int(1, 8);
        c.s.add(
          tt,
          "renewal-scheduler",
          "error",
          `enqueue renewal for ${domain(c.rng)} failed: HTTPConnectionPool(host='order-tracker', port=8080): Max retries exceeded (Caused by NewConnectionError('Failed to establish a new connection: [Errno 111] Connection refused')) - backoff ${n * 5}s`,
        );
      },
      start + 26000,
      c.s.t1,
    );
  },
};

const authentication: Incident = {
  id: "epp-login-2200",
  estate: "harbourline",
  category: "authentication",
  origin: "epp-gateway",
  hints: ["authentication", "login", "credential", "password", "2200", "auth"],
  sev: "high",
  note: "epp-gateway's scheduled re-login to the .com/.net registry is rejected with 2200 because its registry password expired, so every .com/.net command fails",
  noise: ["epp-session-recycle", "rdap-scraper-429"],
  replace: {
    register: (c, t, tr) => {
      const d = `${label(c.rng)}.${c.rng.pick(["com", "com", "net"])}`;
      c.s.add(
        t,
        "billing-ledger",
        "info",
        `Authorized payment pi_${c.rng.hex(14)} for order HBL-O-${c.rng.int(400000, 999999)}: 18.99 USD (capture on fulfilment)`,
        { trace: tr },
      );
      c.s.add(
        t + 150,
        "epp-gateway",
        "warn",
        `EPP domain:create ${d} rejected locally: no authenticated session for registry=verisign-com (pool 0/8 logged in)`,
        { trace: tr },
      );
      c.s.add(
        t + 200,
        "storefront-api",
        "error",
        `POST /api/v1/checkout 502 ${c.rng.int(200, 500)}ms - epp-gateway responded 503 {"error":"registry_unavailable","registry":"verisign-com"}`,
        { trace: tr },
      );
      c.s.add(t + 260, "billing-ledger", "warn", `Voided authorization for order (fulfilment failed upstream)`, {
        trace: tr,
      });
    },
    search: (c, t, tr) => {
      c.s.add(
        t - 60,
        "epp-gateway",
        "warn",
        `EPP domain:check registry=verisign-com rejected locally: no authenticated session (pool 0/8 logged in)`,
        { trace: tr },
      );
      c.s.add(
        t,
        "storefront-api",
        "warn",
        `GET /api/v1/availability?q=${label(c.rng)} 200 ${c.rng.int(60, 240)}ms partial=true missing=[com,net]`,
        { trace: tr },
      );
    },
  },
  mute: (svc, t, kind, start) => svc === "renewal-worker" && kind === "tick" && t > start,
  run: (c, start) => {
    for (let s = 1; s <= 8; s++) {
      const t = start + (s - 1) * c.rng.int(4000, 9000);
      c.s.add(t, "epp-gateway", "info", `EPP session verisign-com#${s} scheduled re-login (session age 24h)`);
      c.s.add(
        t + 200,
        "epp-gateway",
        "error",
        `EPP login registry=verisign-com clID=harbourline-9123 session=${s} result=2200 Authentication error`,
      );
    }
    every(
      c,
      60,
      (t) =>
        c.s.add(
          t,
          "epp-gateway",
          "error",
          `EPP login registry=verisign-com clID=harbourline-9123 result=2200 Authentication error (retry ${Math.round((t - start) / 60000)})`,
        ),
      start + 70000,
      c.s.t1,
    );
    poisson(
      c,
      45,
      (t) => {
        const d = `${label(c.rng)}.${c.rng.pick(["com", "net"])}`;
        const a = c.rng.int(1, 10);
        c.s.add(
          t,
          "renewal-worker",
          "warn",
          `AutoRenewJob JID-${c.rng.hex(24)} WARN: EppGateway::Unavailable: registry verisign-com unavailable (503) for ${d}; retry ${a}/10 in ${a * a * 15}s`,
          {
            trace: c.tid(),
            stack:
              a === 1
                ? [
                    "app/clients/epp_gateway.rb:77:in `post!'",
                    "app/services/renewals/renew.rb:42:in `call'",
                    "app/jobs/auto_renew_job.rb:28:in `perform'",
                  ]
                : undefined,
          },
        );
      },
      start + 10000,
      c.s.t1,
    );
    poisson(
      c,
      8,
      (t) =>
        c.s.add(
          t,
          "transfer-desk",
          "error",
          `transfer-in ${label(c.rng)}.com not submitted: epp-gateway 503 registry_unavailable (verisign-com)`,
          { trace: c.tid() },
        ),
      start,
      c.s.t1,
    );
  },
};

const unknown: Incident = {
  id: "dns01-solver-500",
  estate: "quayside",
  category: "unknown",
  origin: "dns01-solver",
  hints: ["500", "internal", "solver", "unknown", "error"],
  sev: "medium",
  note: "dns01-solver stops doing its work: its own lines stop except for 500s in the access log and worker restarts, with no reason logged, while DNS-01 orders pile up",
  noise: ["dns01-slow-propagation", "missing-cname-delegation"],
  replace: {
    issue: (c, t) => {
      const d = domain(c.rng);
      if (c.rng.chance(0.5)) {
        c.s.add(
          t,
          "order-tracker",
          "info",
          `Order QO-${c.rng.int(100000, 999999)} for [${d}, www.${d}] -> ACME order placed (letsencrypt), challenge=http-01`,
        );
        c.s.add(
          t + 2000,
          "http01-responder",
          "info",
          `served /.well-known/acme-challenge/${c.rng.hex(10)}... for ${d} to 23.178.112.${c.rng.int(2, 250)} 200`,
        );
        c.s.add(
          t + 23000,
          "acme-client-fleet",
          "info",
          `[${d}] acme: certificate obtained, expires 2026-12-${c.rng.int(10, 28)}, chain=R11`,
        );
        return;
      }
      c.s.add(
        t,
        "order-tracker",
        "info",
        `Order QO-${c.rng.int(100000, 999999)} for [${d}] -> ACME order placed (letsencrypt), challenge=dns-01`,
      );
      c.s.add(
        t + 300,
        "dns01-solver",
        "info",
        `${podIp(c.rng)}:${c.rng.int(30000, 60000)} - "POST /present HTTP/1.1" 500`,
      );
      c.s.add(
        t + 350,
        "acme-client-fleet",
        "error",
        `[${d}] dns-01 present via solver failed: POST http://dns01-solver:8000/present: 500 Internal Server Error (body: "Internal Server Error")`,
      );
    },
  },
  mute: (svc, t, kind, start) => svc === "dns01-solver" && t > start && kind !== "other",
  run: (c, start) => {
    every(
      c,
      c.rng.int(80, 120),
      (t) => {
        c.s.add(t, "dns01-solver", "info", "Shutting down");
        c.s.add(t + 200, "dns01-solver", "info", "Waiting for application shutdown.");
        c.s.add(t + 3000, "dns01-solver", "info", `Started server process [${c.rng.int(7, 90)}]`);
        c.s.add(t + 3400, "dns01-solver", "info", "Application startup complete.");
      },
      start + 40000,
      c.s.t1,
    );
    poisson(
      c,
      35,
      (t) => {
        const d = domain(c.rng);
        const n = c.rng.int(2, 6);
        c.s.add(
          t,
          "acme-client-fleet",
          "error",
          `[${d}] dns-01 present via solver failed: Post "http://dns01-solver:8000/present": context deadline exceeded - retry ${n}/6`,
        );
      },
      start + 60000,
      c.s.t1,
    );
    every(
      c,
      30,
      (t) =>
        c.s.add(
          t,
          "order-tracker",
          "warn",
          `${c.rng.int(5, 40) + Math.round((t - start) / 10000)} orders stuck in PRESENTING for > 300s (challenge=dns-01)`,
        ),
      start + 300000,
      c.s.t1,
    );
  },
};

export const INCIDENTS: Incident[] = [
  database,
  dependency,
  configuration,
  network,
  disk,
  memory,
  authentication,
  unknown,
];
