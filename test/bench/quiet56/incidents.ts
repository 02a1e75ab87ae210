// The eight failures quiet56 lays on its noise, one per category, each told the way the services would really log it.

import { scatter } from "./quiet.js";
import { stackOf } from "./runtimes.js";
import type { Stream } from "./stream.js";

export interface IncidentDef {
  key: string;
  estate: string;
  role: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** roles whose normal success lines stop once it starts */
  breaks: string[];
  run: (s: Stream, t0: number, end: number) => void;
}

const lot = (s: Stream) => s.rng.int(300_000, 399_999);
const listing = (s: Stream) => s.rng.int(40_000_000, 50_999_999);

export const INCIDENTS: IncidentDef[] = [
  {
    key: "escrow-pool-leak",
    estate: "gavel",
    role: "escrow",
    category: "database",
    hints: ["connection", "pool", "hikari", "database", "jdbc", "sql"],
    severity: "high",
    note: "escrow-ledger leaks JDBC connections on a refund path until its Hikari pool is exhausted; settlement-svc captures and buyer checkouts fail.",
    breaks: ["escrow"],
    run: (s, t0, end) => {
      for (let i = 0; i < 6; i++)
        s.emit(
          t0 + i * 9000,
          "escrow",
          "warn",
          `Connection leak detection triggered for org.postgresql.jdbc.PgConnection@${s.rng.hex(8)} on thread refund-worker-${s.rng.int(1, 8)}, stack trace follows`,
          {
            stack: stackOf("java", "java.lang.Exception", "Apparent connection leak detected", [
              "com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:127)",
              "com.gavel.escrow.refund.PartialRefundJob.reverseHold(PartialRefundJob.java:96)",
              "com.gavel.escrow.refund.PartialRefundJob.run(PartialRefundJob.java:61)",
            ]).lines,
            kind: "java.lang.Exception",
          },
        );
      const full = t0 + 60_000;
      for (let t = t0 + 10_000; t < full; t += 10_000)
        s.emit(
          t,
          "escrow",
          "warn",
          `HikariPool-1 - Pool stats (total=40, active=${Math.min(40, 12 + Math.round((t - t0) / 2000))}, idle=${Math.max(0, 28 - Math.round((t - t0) / 2000))}, waiting=${Math.max(0, Math.round((t - t0) / 3000) - 8)})`,
        );
      scatter(s, full, end, 1800, (t) => {
        const l = lot(s);
        const tr = s.trace();
        const st = stackOf(
          "java",
          "java.sql.SQLTransientConnectionException",
          "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=57)",
          [
            "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
            "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
            "com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:128)",
            "org.springframework.jdbc.datasource.DataSourceUtils.fetchConnection(DataSourceUtils.java:160)",
            "com.gavel.escrow.HoldService.capture(HoldService.java:132)",
          ],
        );
        s.emit(t, "escrow", "error", `capture failed for lot ${l}: could not get JDBC connection`, {
          stack: st.lines,
          kind: st.kind,
          trace: tr,
        });
        for (let k = 0; k < 3; k++)
          s.emit(
            t + 50 + k * 1500,
            "settlement",
            k < 2 ? "warn" : "error",
            k < 2
              ? `escrow capture for lot ${l} failed: 503 from escrow-ledger, retry ${k + 1}/3`
              : `settlement for lot ${l} stuck in PENDING_CAPTURE: escrow-ledger unavailable after 3 attempts`,
            { trace: tr },
          );
        if (s.rng.chance(0.5))
          s.emit(t + 200, "gateway", "error", `POST /checkout/${l}/pay 502 upstream settlement-svc error`, {
            trace: tr,
          });
      });
    },
  },
  {
    key: "proxy-lot-lock",
    estate: "gavel",
    role: "proxy",
    category: "timeout",
    hints: ["timeout", "lock", "deadline", "timed out"],
    severity: "high",
    note: "a proxy-bidder evaluation thread hangs holding per-lot locks, so proxy-bidder times out waiting for lot locks (WARN only) while bid-gateway and buyer-web fail bids with deadline errors.",
    breaks: ["proxy"],
    run: (s, t0, end) => {
      s.emit(
        t0,
        "proxy",
        "warn",
        `proxy evaluation for lot ${lot(s)} still running after 30000 ms (thread proxy-eval-7), holding lock lot-stripe-12`,
      );
      scatter(s, t0 + 20_000, end, 60_000, (t) =>
        s.emit(
          t,
          "proxy",
          "warn",
          `proxy-eval-7 blocked: still holding lot-stripe-12 after ${Math.round((t - t0) / 1000) + 30}s`,
        ),
      );
      scatter(s, t0 + 2000, end, 900, (t) => {
        const l = lot(s);
        const tr = s.trace();
        s.emit(
          t,
          "proxy",
          "warn",
          `Timed out after 5000 ms waiting for lot lock lot=${l} (stripe ${s.rng.int(0, 63)}), evaluation deferred`,
          { trace: tr },
        );
        for (let k = 0; k < s.rng.int(2, 4); k++)
          s.emit(
            t + 20 + k * 400,
            "bids",
            "error",
            `proxy-bidder POST /evaluate lot=${l} attempt=${k + 1}: context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
            { trace: tr },
          );
        s.emit(t + 1700, "gateway", "error", `POST /lots/${l}/bids 504 bid-gateway timeout after 1500ms`, {
          trace: tr,
        });
      });
    },
  },
  {
    key: "labels-heap",
    estate: "gavel",
    role: "shipping",
    category: "memory",
    hints: ["memory", "heap", "oom", "allocation"],
    severity: "high",
    note: "shipping-labels grows its heap rendering a bulk PDF manifest until V8 aborts with heap out of memory, restarts and crashes again; settlement-svc label calls get connection refused.",
    breaks: ["shipping"],
    run: (s, t0, end) => {
      let t = t0;
      let n = 0;
      while (t < end) {
        for (let i = 0; i < 4; i++)
          s.emit(
            t + i * 12_000,
            "shipping",
            "warn",
            `bulk manifest export seller=s${s.rng.int(1000, 9999)}: ${(i + 1) * 900} labels buffered, heapUsed=${1450 + i * 160}MB`,
          );
        const crash = t + 55_000;
        s.emit(
          crash,
          "shipping",
          "error",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          {
            stack: [
              "",
              "<--- Last few GCs --->",
              "",
              `[1:0x6${s.rng.hex(6)}]   ${s.rng.int(50000, 900000)} ms: Mark-Compact 2043.1 (2081.4) -> 2041.7 (2082.6) MB, 1711.2 / 0.0 ms  (average mu = 0.104, current mu = 0.019) allocation failure; scavenge might not succeed`,
              "",
              "<--- JS stacktrace --->",
              "",
              " 1: 0xb8ced0 node::Abort() [node]",
              " 2: 0xa96c5e node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
              " 3: 0xd60fe0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
              " 4: 0xf3c1a5 v8::internal::Heap::FatalProcessOutOfMemory(char const*) [node]",
            ],
            kind: "FATAL ERROR",
          },
        );
        s.mute("shipping", crash, crash + 25_000);
        scatter(s, crash + 200, crash + 24_000, 1500, (x) => {
          const l = lot(s);
          const tr = s.trace();
          s.emit(
            x,
            "settlement",
            "error",
            `I/O error on POST request for "http://shipping-labels:8080/v2/labels": Connection refused; lot ${l} label pending`,
            { trace: tr },
          );
          s.emit(x + 600, "settlement", "warn", `label request for lot ${l} requeued (attempt ${s.rng.int(2, 6)})`, {
            trace: tr,
          });
        });
        s.emit(crash + 24_000, "shipping", "info", `shipping-labels v3.8.1 listening on :8080 (restart #${++n})`);
        scatter(s, crash + 25_000, crash + 80_000, 4000, (x) =>
          s.emit(
            x,
            "settlement",
            "warn",
            `POST http://shipping-labels:8080/v2/labels took ${s.rng.int(4000, 9000)}ms (lot ${lot(s)})`,
          ),
        );
        t = crash + 28_000;
      }
    },
  },
  {
    key: "promo-pricing-config",
    estate: "kerbside",
    role: "promotions",
    category: "configuration",
    hints: ["config", "price", "property", "missing", "illegalstate"],
    severity: "medium",
    note: "promotions-svc 4.12.0 rolls out with a pricing file lacking the DE market, and every boost purchase fails with 'no price configured'; web-bff returns 500s on promote.",
    breaks: ["promotions"],
    run: (s, t0, end) => {
      s.emit(t0 - 40_000, "promotions", "info", "deploy: rolling update to promotions-svc:4.12.0 started (maxSurge=1)");
      s.emit(
        t0 - 2000,
        "promotions",
        "info",
        "Started PromotionsApplication in 11.84 seconds (process running for 12.9)",
      );
      s.emit(
        t0 - 1500,
        "promotions",
        "info",
        "Loaded boost pricing from classpath:pricing/markets-v2.yaml: markets=[AT, CH], tiers=4",
      );
      s.emit(
        t0 - 1000,
        "promotions",
        "warn",
        "No pricing entries for market DE under 'promotions.pricing.markets'; purchases for this market will be refused",
      );
      scatter(s, t0, end, 2200, (t) => {
        const id = listing(s);
        const tr = s.trace();
        const tier = s.rng.pick(["top_ad", "bump_up", "highlight", "gallery"]);
        const st = stackOf(
          "java",
          "java.lang.IllegalStateException",
          `No price configured for tier '${tier}' in market 'DE' (promotions.pricing.markets.DE)`,
          [
            "com.kerbside.promotions.pricing.PriceCatalog.priceFor(PriceCatalog.java:58)",
            "com.kerbside.promotions.BoostService.purchase(BoostService.java:91)",
            "com.kerbside.promotions.web.BoostController.create(BoostController.java:40)",
            "java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
          ],
        );
        s.emit(
          t,
          "promotions",
          "error",
          `Servlet.service() for servlet [dispatcherServlet] threw exception [Request processing failed: java.lang.IllegalStateException] for listing ${id}`,
          { stack: st.lines, kind: st.kind, trace: tr },
        );
        s.emit(
          t + 40,
          "gateway",
          "error",
          `POST /api/listings/${id}/promote 500 promotions-svc responded 500 Internal Server Error`,
          { trace: tr },
        );
      });
    },
  },
  {
    key: "relay-network-path",
    estate: "kerbside",
    role: "messaging",
    category: "network",
    hints: ["network", "route", "dns", "dial", "connection", "reset"],
    severity: "high",
    note: "after messaging-relay pods land on a node with a broken network path they cannot resolve or reach anything (no route to host, DNS i/o timeouts, resets), while scam-screen serves others; web-bff gets 502s on messages.",
    breaks: ["messaging"],
    run: (s, t0, end) => {
      s.emit(
        t0 - 20_000,
        "messaging",
        "info",
        "rescheduled: pods messaging-relay-7c9d4-{q2x8p,m1kzt} started on ip-10-20-41-7 (node drain of ip-10-20-33-2)",
      );
      scatter(s, t0, end, 1100, (t) => {
        const m = `m_${s.rng.hex(10)}`;
        const tr = s.trace();
        const e = s.rng.pick([
          `dial tcp 10.20.${s.rng.int(8, 12)}.${s.rng.int(2, 250)}:8080: connect: no route to host`,
          `dial tcp: lookup scam-screen.kerbside-prod.svc.cluster.local on 172.20.0.10:53: read udp 10.20.41.${s.rng.int(20, 90)}:${s.rng.int(30000, 60000)}->172.20.0.10:53: i/o timeout`,
          `read tcp 10.20.41.${s.rng.int(20, 90)}:${s.rng.int(30000, 60000)}->10.20.9.17:4222: read: connection reset by peer`,
        ]);
        s.emit(
          t,
          "messaging",
          "error",
          `send ${m}: screening call failed: Post "http://scam-screen:8080/v1/screen": ${e}`,
          { trace: tr },
        );
        if (s.rng.chance(0.4))
          s.emit(
            t + 300,
            "messaging",
            "warn",
            `nats: reconnecting to nats://nats.kerbside-prod:4222 (attempt ${s.rng.int(2, 40)}): write: broken pipe`,
          );
        for (let k = 0; k < s.rng.int(1, 3); k++)
          s.emit(
            t + 500 + k * 700,
            "gateway",
            "error",
            `POST /api/conversations/${s.rng.int(1e6, 9e6)}/messages 502 upstream messaging-relay: socket hang up (retry ${k + 1})`,
            { trace: tr },
          );
      });
    },
  },
  {
    key: "image-tmp-full",
    estate: "swapnest",
    role: "photos",
    category: "disk",
    hints: ["disk", "enospc", "space", "volume", "storage"],
    severity: "high",
    note: "image-pipeline's scratch volume fills with unreaped temp renditions until writes fail with ENOSPC; uploads fail in app-api and listing-writer publishes listings without photos.",
    breaks: ["photos"],
    run: (s, t0, end) => {
      for (let i = 0; i < 5; i++)
        s.emit(
          t0 - 150_000 + i * 30_000,
          "photos",
          "warn",
          `scratch volume /var/cache/renditions at ${91 + i * 2}% (${(18.2 + i * 0.4).toFixed(1)}G of 20G), tmp reaper found 0 expired files`,
        );
      scatter(s, t0, end, 1600, (t) => {
        const id = listing(s);
        const f = `/var/cache/renditions/tmp-${s.rng.hex(8)}.webp`;
        const st = stackOf("node", "Error", `ENOSPC: no space left on device, write`, [
          "async writeFile (node:internal/fs/promises:1005:5)",
          "async Renditions.persist (/app/src/renditions.js:74:5)",
          "async processUpload (/app/src/pipeline/upload.js:39:18)",
        ]);
        s.emit(t, "photos", "error", `rendition write failed for listing ${id} (${f})`, {
          stack: [...st.lines, "  errno: -28,", "  code: 'ENOSPC',", "  syscall: 'write'"],
          kind: "ENOSPC",
        });
        s.emit(
          t + 60,
          "gateway",
          "error",
          `ImagePipelineClient::UploadFailed: image-pipeline returned 500 for listing ${id}`,
        );
        if (s.rng.chance(0.5))
          s.emit(
            t + 120,
            "listings",
            "warn",
            `listing ${id} published without photos (image-pipeline upload failed, will retry in 5m)`,
          );
      });
    },
  },
  {
    key: "screening-silent-500",
    estate: "swapnest",
    role: "scam",
    category: "unknown",
    hints: ["internal", "500", "unknown", "server error", "unavailable"],
    severity: "high",
    note: "trust-safety stops logging its normal screening lines and answers every call with a bare 500, never saying why; chat-service holds every message and app-api returns errors.",
    breaks: ["scam"],
    run: (s, t0, end) => {
      s.mute("scam", t0, end);
      scatter(s, t0, end, 1300, (t) => {
        const m = `m_${s.rng.hex(10)}`;
        s.emit(t, "scam", "error", `screening request ${s.rng.hex(12)} failed, returning 500`);
        for (let k = 0; k < 2; k++)
          s.emit(
            t + 50 + k * 500,
            "messaging",
            k === 0 ? "warn" : "error",
            k === 0
              ? `trust-safety /v2/screen responded 500 Internal Server Error for ${m}, retrying`
              : `message ${m} not sent: trust-safety unavailable (500 after 2 attempts), held locally`,
          );
        s.emit(
          t + 1200,
          "gateway",
          "error",
          `Completed 503 Service Unavailable in 1${s.rng.int(100, 900)}ms: ChatClient::Unavailable (chat-service 503)`,
        );
      });
    },
  },
  {
    key: "psp-5xx-breaker",
    estate: "lotline",
    role: "escrow",
    category: "dependency",
    hints: ["adyen", "payment", "provider", "circuit", "upstream", "dependency", "503"],
    severity: "high",
    note: "the card processor behind escrow-bridge answers authorisations with 5xx, escrow-bridge's circuit breaker opens, and invoice-svc cannot place holds for closed lots.",
    breaks: ["escrow"],
    run: (s, t0, end) => {
      const open = t0 + 45_000;
      scatter(s, t0, open, 1400, (t) => {
        const st = stackOf(
          "python",
          "Adyen.exceptions.AdyenAPIResponseError",
          `AdyenAPIResponseError: status_code=503 errorType=internal message="Service Unavailable" pspReference=${s.rng.hex(16).toUpperCase()}`,
          [
            '  File "/app/escrow_bridge/holds.py", line 57, in place_hold',
            "    result = adyen.checkout.payments_api.payments(request)",
            '  File "/usr/local/lib/python3.12/site-packages/Adyen/client.py", line 441, in _handle_http_error',
            "    raise AdyenAPIResponseError(message, status_code=status_code)",
          ],
        );
        s.emit(
          t,
          "escrow",
          "error",
          `authorisation for invoice INV-${s.rng.int(100000, 999999)} failed at PSP (HTTP 503 from checkout-live.adyen.com)`,
          { stack: st.lines, kind: st.kind, trace: s.trace() },
        );
      });
      s.emit(
        open,
        "escrow",
        "error",
        "circuit breaker 'adyen-checkout' OPEN after 12 failures in 60s; fast-failing for 30s",
      );
      for (let t = open + 30_000; t < end; t += 30_000) {
        s.emit(t, "escrow", "warn", "circuit breaker 'adyen-checkout' HALF_OPEN, trial call");
        s.emit(
          t + 800,
          "escrow",
          "error",
          "circuit breaker 'adyen-checkout' trial call failed: 502 Bad Gateway from checkout-live.adyen.com, OPEN again",
        );
      }
      scatter(s, t0 + 500, end, 800, (t) => {
        const inv = `INV-${s.rng.int(100000, 999999)}`;
        const tr = s.trace();
        if (t >= open)
          s.emit(t, "escrow", "warn", `hold for ${inv} rejected: circuit 'adyen-checkout' open`, { trace: tr });
        for (let k = 0; k < 3; k++)
          s.emit(
            t + 60 + k * 300,
            "settlement",
            k < 2 ? "warn" : "error",
            k < 2
              ? `Polly retry ${k + 1} for escrow-bridge POST /holds (${inv}): 503 ServiceUnavailable`
              : `System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable). Invoice ${inv} left unpaid, buyer notified`,
            { trace: tr },
          );
        if (s.rng.chance(0.4))
          s.emit(
            t + 1100,
            "gateway",
            "error",
            `Request finished HTTP/1.1 POST http://lot-api:8080/invoices/${inv}/pay - 502 - application/problem+json 1${s.rng.int(100, 999)}.2210ms`,
            { trace: tr },
          );
      });
    },
  },
];
