// Harmless noise that looks alarming, by domain: 19 backup and 19 search kinds. Each writes a burst or a steady trickle
// of WARN/ERROR lines into the window; nothing is broken and no service stops doing its work.
import { type Ctx, type Domain, type Estate, fakeDevice, fakeHost, fakeUuid, type Role } from "./estates.js";

export interface Noise {
  key: string;
  domain: Domain;
  what: string;
  gen(c: Ctx, e: Estate): void;
}

const R = (e: Estate, r: Role): string => e.roles[r] ?? Object.keys(e.services)[0] ?? "app";

/** `n` events spread over [from, from+spanMs). */
function burst(c: Ctx, from: number, spanMs: number, n: number, f: (t: number, i: number) => void): void {
  for (let i = 0; i < n; i++) f(from + Math.floor(c.rng.next() * spanMs), i);
}
const mid = (c: Ctx) => c.s.start + Math.floor((c.s.end - c.s.start) * (0.2 + c.rng.next() * 0.5));
const span = (c: Ctx) => c.s.end - c.s.start;
const ip = (c: Ctx) =>
  `${c.rng.pick(["185.220", "45.95", "103.152", "91.132"])}.${c.rng.int(1, 254)}.${c.rng.int(1, 254)}`;
const winPath = (c: Ctx) =>
  c.rng
    .pick([
      "C:\\Users\\%s\\AppData\\Local\\Microsoft\\Outlook\\%s@contoso.com.ost",
      "C:\\Users\\%s\\AppData\\Local\\Google\\Chrome\\User Data\\Default\\History",
      "C:\\Users\\%s\\NTUSER.DAT",
      "C:\\Users\\%s\\Documents\\QuickBooks\\company.QBW.TLG",
      "C:\\Users\\%s\\AppData\\Roaming\\Microsoft\\Teams\\Cookies",
    ])
    .replace(/%s/g, c.rng.pick(["jdoe", "m.kaur", "asantos", "pwalsh", "admin"]));

const backup: Noise[] = [
  {
    key: "agents-offline",
    domain: "backup",
    what: "dozens of laptops go offline at the end of a customer's working day and miss their heartbeats",
    gen(c, e) {
      const at = mid(c);
      burst(c, at, 180000, c.rng.int(40, 90), (t) =>
        c.s.add(
          t,
          R(e, "agents"),
          "warn",
          `device ${fakeDevice(c.rng)} missed 3 heartbeats (last seen ${c.rng.int(0, 3)}d ${c.rng.int(0, 23)}h ago), marking offline`,
        ),
      );
      burst(c, at + 120000, 60000, c.rng.int(5, 15), (t) =>
        c.s.add(
          t,
          R(e, "notify"),
          "info",
          `queued "backup overdue" notice for tenant t-${c.rng.int(1000, 9999)} (${c.rng.int(2, 30)} devices)`,
        ),
      );
    },
  },
  {
    key: "locked-files",
    domain: "backup",
    what: "agents report files held open by other programs and skip them",
    gen(c, e) {
      burst(c, c.s.start, span(c), c.rng.int(60, 160), (t) =>
        c.s.add(
          t,
          R(e, "ingest"),
          "warn",
          `device ${fakeDevice(c.rng)} reported skipped file "${winPath(c)}": The process cannot access the file because it is being used by another process. (0x80070020)`,
        ),
      );
    },
  },
  {
    key: "share-expired",
    domain: "backup",
    what: "a link-preview bot walks through many expired share links and gets 410s",
    gen(c, e) {
      burst(c, mid(c), 240000, c.rng.int(80, 200), (t) =>
        c.s.add(
          t,
          R(e, "links"),
          "warn",
          `GET /s/${c.rng.hex(10)} 410 Gone: share link expired on 2026-11-${String(c.rng.int(1, 28)).padStart(2, "0")} (ua=Slackbot-LinkExpanding 1.0)`,
        ),
      );
    },
  },
  {
    key: "customer-quota-full",
    domain: "backup",
    what: "one customer's plan is full, so their agents keep retrying uploads that are refused",
    gen(c, e) {
      const acct = c.rng.int(10000, 99999);
      const devs = [fakeDevice(c.rng), fakeDevice(c.rng), fakeDevice(c.rng)];
      for (let t = c.s.start + c.rng.int(0, 20000); t < c.s.end; t += c.rng.int(8000, 20000))
        c.s.add(
          t,
          R(e, "ingest"),
          "error",
          `upload refused for account ${acct} device ${c.rng.pick(devs)}: storage quota exceeded (2.00 TiB of 2.00 TiB used), HTTP 507`,
        );
    },
  },
  {
    key: "login-bruteforce",
    domain: "backup",
    what: "a credential-stuffing run against the web login, throttled by the login limiter",
    gen(c, e) {
      const src = ip(c);
      const at = mid(c);
      burst(c, at, 120000, c.rng.int(100, 250), (t) =>
        c.s.add(
          t,
          R(e, "front"),
          "warn",
          `POST /v1/auth/login 401 invalid credentials user=${c.rng.pick(["info", "admin", "sales", "j.smith", "test"])}@${c.rng.pick(["gmail.com", "outlook.com", "yahoo.com"])} ip=${src}`,
        ),
      );
      c.s.add(
        at + 125000,
        R(e, "front"),
        "warn",
        `login throttle: ip ${src} blocked for 15m after 100 failures in 120s`,
      );
    },
  },
  {
    key: "share-malware-blocked",
    domain: "backup",
    what: "the scanner flags files behind a few share links and downloads are blocked",
    gen(c, e) {
      burst(c, c.s.start, span(c), c.rng.int(20, 50), (t) =>
        c.s.add(
          t,
          R(e, "links"),
          "error",
          `download blocked for /s/${c.rng.hex(10)}: file flagged by scanner (${c.rng.pick(["Win.Trojan.Agent-1104", "Eicar-Test-Signature", "Doc.Downloader.Emotet-7"])}), 403 returned`,
        ),
      );
    },
  },
  {
    key: "vss-failed",
    domain: "backup",
    what: "Windows agents cannot take a shadow copy and fall back to reading live files",
    gen(c, e) {
      burst(c, c.s.start, span(c), c.rng.int(30, 80), (t) =>
        c.s.add(
          t,
          R(e, "ingest"),
          "warn",
          `device ${fakeDevice(c.rng)}: VSS snapshot failed: ${c.rng.pick(["VSS_E_INSUFFICIENT_STORAGE (0x8004231F)", "VSS_E_SNAPSHOT_SET_IN_PROGRESS (0x80042316)", "VSS_E_WRITERERROR_TIMEOUT (0x800423F2)"])}; continuing without snapshot`,
        ),
      );
    },
  },
  {
    key: "restores-cancelled",
    domain: "backup",
    what: "users cancel restores halfway and the workers discard the revoked jobs",
    gen(c, e) {
      burst(c, c.s.start, span(c), c.rng.int(15, 40), (t) => {
        const id = fakeUuid(c.rng);
        c.s.add(t, R(e, "restore"), "warn", `restore ${id} cancelled by user at ${c.rng.int(3, 97)}%`);
        c.s.add(t + 40, R(e, "restore"), "warn", `Discarding revoked task: restore.run[${id}]`);
      });
    },
  },
  {
    key: "client-hash-mismatch",
    domain: "backup",
    what: "flaky customer Wi-Fi corrupts some chunk bodies; the server asks for them again and they arrive intact",
    gen(c, e) {
      burst(c, c.s.start, span(c), c.rng.int(30, 90), (t) => {
        const k = c.rng.hex(16);
        c.s.add(
          t,
          R(e, "ingest"),
          "error",
          `chunk sha256:${k} body hash mismatch (client ${fakeDevice(c.rng)}), rejected with 422; client will resend`,
        );
        c.s.add(t + c.rng.int(800, 4000), R(e, "ingest"), "info", `chunk sha256:${k} accepted on resend`);
      });
    },
  },
  {
    key: "token-refresh",
    domain: "backup",
    what: "sync clients waking up with expired access tokens get 401 and refresh",
    gen(c, e) {
      burst(c, c.s.start, span(c), c.rng.int(80, 200), (t) => {
        const d = fakeDevice(c.rng);
        c.s.add(t, R(e, "sync"), "warn", `401 Unauthorized for ${d}: access token expired ${c.rng.int(1, 900)}m ago`);
        c.s.add(t + c.rng.int(200, 900), R(e, "sync"), "info", `token refreshed for ${d}, session resumed`);
      });
    },
  },
  {
    key: "client-clock-skew",
    domain: "backup",
    what: "a single machine with a wrong clock keeps failing request signatures",
    gen(c, e) {
      const d = fakeDevice(c.rng);
      const sk = c.rng.int(700, 4000);
      for (let t = c.s.start + c.rng.int(0, 9000); t < c.s.end; t += c.rng.int(4000, 9000))
        c.s.add(
          t,
          R(e, "front"),
          "error",
          `403 RequestTimeTooSkewed from ${d}: request time differs from server time by ${sk}s (max 900s)`,
        );
    },
  },
  {
    key: "restore-path-too-long",
    domain: "backup",
    what: "restores to Windows targets skip paths longer than MAX_PATH",
    gen(c, e) {
      burst(c, c.s.start, span(c), c.rng.int(30, 80), (t) =>
        c.s.add(
          t,
          R(e, "restore"),
          "warn",
          `restore ${fakeUuid(c.rng).slice(0, 8)}: skipped ${c.rng.int(1, 40)} files, path exceeds 260 characters on target ${fakeDevice(c.rng)}`,
        ),
      );
    },
  },
  {
    key: "sync-conflicts",
    domain: "backup",
    what: "two devices edit the same files offline and conflicted copies are created",
    gen(c, e) {
      burst(c, c.s.start, span(c), c.rng.int(40, 120), (t) =>
        c.s.add(
          t,
          R(e, "sync"),
          "warn",
          `conflict on /${c.rng.pick(["Documents/budget.xlsx", "Shared/roster.docx", "Projects/plan.key", "Desktop/notes.txt"])}: both sides changed since rev ${c.rng.int(10000, 99999)}, kept conflicted copy`,
        ),
      );
    },
  },
  {
    key: "volume-high-watermark",
    domain: "backup",
    what: "one storage volume crosses its high watermark and new writes are routed to the others as designed",
    gen(c, e) {
      const v = `/data/v${String(c.rng.int(1, 12)).padStart(2, "0")}`;
      for (let t = c.s.start + c.rng.int(0, 30000); t < c.s.end; t += 30000)
        c.s.add(
          t,
          R(e, "store"),
          "warn",
          `volume ${v} at ${(85 + c.rng.next() * 2).toFixed(1)}% used (high watermark 85%): excluded from new placements, rebalancer moved ${c.rng.int(100, 900)} objects`,
        );
    },
  },
  {
    key: "gc-io-budget",
    domain: "backup",
    what: "garbage collection of unreferenced chunks pauses itself when it hits its I/O budget",
    gen(c, e) {
      for (let t = c.s.start + c.rng.int(0, 40000); t < c.s.end; t += c.rng.int(40000, 90000)) {
        c.s.add(t, R(e, "store"), "warn", "gc sweep paused: io budget exhausted (200 MiB/s), resuming in 60s");
        c.s.add(
          t + 60000,
          R(e, "store"),
          "info",
          `gc sweep resumed, reclaimed ${(c.rng.next() * 9).toFixed(1)} GiB so far`,
        );
      }
    },
  },
  {
    key: "old-agents-deprecated",
    domain: "backup",
    what: "a wave of outdated agents checks in after a weekend and each gets a protocol deprecation warning",
    gen(c, e) {
      burst(c, mid(c), 300000, c.rng.int(80, 200), (t) =>
        c.s.add(
          t,
          R(e, "agents"),
          "warn",
          `device ${fakeDevice(c.rng)} runs agent ${c.rng.pick(["7.9.4", "7.8.0", "7.6.2"])}: protocol v1 is deprecated and will be refused from 2027-01-01`,
        ),
      );
    },
  },
  {
    key: "cold-tier-slowdown",
    domain: "backup",
    what: "the object store asks the writer to slow down now and then; every retry succeeds",
    gen(c, e) {
      burst(c, c.s.start, span(c), c.rng.int(40, 100), (t) => {
        const k = c.rng.hex(10);
        c.s.add(
          t,
          R(e, "store"),
          "warn",
          `PutObject packs/${k}: SlowDown: Please reduce your request rate. status code: 503, backing off ${c.rng.pick([200, 400, 800])}ms (attempt 2/10)`,
        );
        c.s.add(t + c.rng.int(400, 1800), R(e, "store"), "info", `PutObject packs/${k} ok after 2 attempts`);
      });
    },
  },
  {
    key: "duplicate-chunks",
    domain: "backup",
    what: "a mass re-upload after an agent reinstall hits chunks that already exist",
    gen(c, e) {
      burst(c, mid(c), 240000, c.rng.int(150, 400), (t) =>
        c.s.add(
          t,
          R(e, "ingest"),
          "warn",
          `409 Conflict: chunk sha256:${c.rng.hex(16)} already exists (device ${fakeDevice(c.rng)} re-seeding after reinstall)`,
        ),
      );
    },
  },
  {
    key: "laptop-sleep-aborts",
    domain: "backup",
    what: "uploads are cut off as laptops go to sleep and resume later",
    gen(c, e) {
      burst(c, c.s.start, span(c), c.rng.int(40, 100), (t) =>
        c.s.add(
          t,
          R(e, "ingest"),
          "error",
          `upload session us_${c.rng.hex(12)} aborted: client closed connection (unexpected EOF after ${c.rng.int(1, 8)} MiB); resumable for 24h`,
        ),
      );
    },
  },
];

const search: Noise[] = [
  {
    key: "sites-403-404",
    domain: "search",
    what: "crawled sites answer 403 and 404",
    gen(c, e) {
      burst(c, c.s.start, span(c), c.rng.int(150, 400), (t) =>
        c.s.add(
          t,
          R(e, "fetcher"),
          "warn",
          `fetch https://${fakeHost(c.rng)}/${c.rng.hex(6)} status=${c.rng.pick([403, 404, 404, 404, 410, 451])} bytes=${c.rng.int(100, 9000)}`,
        ),
      );
    },
  },
  {
    key: "slow-sites-timeouts",
    domain: "search",
    what: "slow sites time out during the fetch",
    gen(c, e) {
      burst(c, c.s.start, span(c), c.rng.int(100, 300), (t) =>
        c.s.add(
          t,
          R(e, "fetcher"),
          "error",
          `fetch https://${fakeHost(c.rng)}/${c.rng.hex(6)} failed: Get "https://${fakeHost(c.rng)}/": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        ),
      );
    },
  },
  {
    key: "robots-disallow",
    domain: "search",
    what: "robots.txt rules disallow many queued URLs",
    gen(c, e) {
      burst(c, c.s.start, span(c), c.rng.int(200, 500), (t) =>
        c.s.add(
          t,
          R(e, "robots"),
          "warn",
          `url https://${fakeHost(c.rng)}/${c.rng.pick(["cart", "search", "wp-admin", "private", "tag"])}/${c.rng.hex(4)} disallowed by robots.txt (user-agent group "*"), dropped`,
        ),
      );
    },
  },
  {
    key: "robots-5xx-full-disallow",
    domain: "search",
    what: "hosts whose robots.txt answers 5xx are treated as fully disallowed, as RFC 9309 asks",
    gen(c, e) {
      burst(c, c.s.start, span(c), c.rng.int(40, 100), (t) =>
        c.s.add(
          t,
          R(e, "robots"),
          "error",
          `robots.txt for ${fakeHost(c.rng)} returned ${c.rng.pick([500, 502, 503])}; host treated as complete disallow for 24h`,
        ),
      );
    },
  },
  {
    key: "dns-nxdomain",
    domain: "search",
    what: "expired domains in the frontier no longer resolve",
    gen(c, e) {
      burst(c, c.s.start, span(c), c.rng.int(100, 300), (t) => {
        const h = fakeHost(c.rng);
        c.s.add(
          t,
          R(e, "fetcher"),
          "error",
          `fetch https://${h}/ failed: dial tcp: lookup ${h} on 10.96.0.10:53: no such host`,
        );
      });
    },
  },
  {
    key: "tls-cert-errors",
    domain: "search",
    what: "crawled sites with expired or mismatched certificates",
    gen(c, e) {
      burst(c, c.s.start, span(c), c.rng.int(60, 160), (t) => {
        const h = fakeHost(c.rng);
        c.s.add(
          t,
          R(e, "fetcher"),
          "error",
          `fetch https://${h}/ failed: tls: failed to verify certificate: ${c.rng.pick(["x509: certificate has expired or is not yet valid", `x509: certificate is valid for ${fakeHost(c.rng)}, not ${h}`, "x509: certificate signed by unknown authority"])}`,
        );
      });
    },
  },
  {
    key: "zero-hit-queries",
    domain: "search",
    what: "many queries return no results (long pasted strings, typos)",
    gen(c, e) {
      burst(c, c.s.start, span(c), c.rng.int(100, 300), (t) =>
        c.s.add(
          t,
          R(e, "query"),
          "warn",
          `zero results for query terms=${c.rng.int(4, 18)} lang=${c.rng.pick(["en", "tr", "vi", "pl"])} after relaxation`,
        ),
      );
    },
  },
  {
    key: "spell-no-candidate",
    domain: "search",
    what: "spell correction finds no candidates or truncates very long input",
    gen(c, e) {
      burst(c, c.s.start, span(c), c.rng.int(80, 200), (t) =>
        c.s.add(
          t,
          R(e, "spell"),
          "warn",
          c.rng.chance(0.5)
            ? `no candidate within edit distance 2 for ${c.rng.int(1, 5)} tokens (lang=${c.rng.pick(["en", "de", "ja"])})`
            : `input truncated to 256 chars (got ${c.rng.int(300, 4000)})`,
        ),
      );
    },
  },
  {
    key: "site-429-backoff",
    domain: "search",
    what: "sites rate-limit the crawler and the crawler backs off as asked",
    gen(c, e) {
      burst(c, c.s.start, span(c), c.rng.int(60, 160), (t) =>
        c.s.add(
          t,
          R(e, "fetcher"),
          "warn",
          `host ${fakeHost(c.rng)} answered 429 Too Many Requests, Retry-After ${c.rng.pick([60, 120, 600])}s; host queue paused`,
        ),
      );
    },
  },
  {
    key: "redirect-loops",
    domain: "search",
    what: "sites with redirect loops",
    gen(c, e) {
      burst(c, c.s.start, span(c), c.rng.int(40, 120), (t) =>
        c.s.add(
          t,
          R(e, "fetcher"),
          "error",
          `fetch https://${fakeHost(c.rng)}/${c.rng.hex(4)} failed: stopped after 10 redirects`,
        ),
      );
    },
  },
  {
    key: "oversize-documents",
    domain: "search",
    what: "documents above the size limit or of unsupported type are skipped",
    gen(c, e) {
      burst(c, c.s.start, span(c), c.rng.int(60, 150), (t) =>
        c.s.add(
          t,
          R(e, "parser"),
          "warn",
          `skipped https://${fakeHost(c.rng)}/${c.rng.hex(5)}: ${c.rng.pick([`application/pdf ${c.rng.int(11, 90)} MB exceeds 10 MB limit`, "content-type video/mp4 not indexable", "application/octet-stream not indexable"])}`,
        ),
      );
    },
  },
  {
    key: "charset-errors",
    domain: "search",
    what: "pages with broken or mislabelled encodings",
    gen(c, e) {
      burst(c, c.s.start, span(c), c.rng.int(80, 200), (t) =>
        c.s.add(
          t,
          R(e, "parser"),
          "error",
          `decode error docid=${c.rng.hex(16)}: invalid byte sequence for declared charset ${c.rng.pick(["shift_jis", "windows-1251", "utf-8", "gb2312"])}, ${c.rng.int(1, 300)} chars replaced`,
        ),
      );
    },
  },
  {
    key: "sitemap-parse-errors",
    domain: "search",
    what: "malformed sitemaps from crawled sites",
    gen(c, e) {
      burst(c, c.s.start, span(c), c.rng.int(30, 80), (t) =>
        c.s.add(
          t,
          R(e, "frontier"),
          "error",
          `sitemap https://${fakeHost(c.rng)}/sitemap.xml rejected: XML syntax error on line ${c.rng.int(1, 4000)}: ${c.rng.pick(["unexpected EOF", "element <url> closed by </urlset>", "invalid character entity &nbsp;"])}`,
        ),
      );
    },
  },
  {
    key: "soft-404-duplicates",
    domain: "search",
    what: "soft-404 pages and near-duplicates are dropped",
    gen(c, e) {
      burst(c, c.s.start, span(c), c.rng.int(100, 250), (t) =>
        c.s.add(
          t,
          R(e, "parser"),
          "warn",
          `dropped docid=${c.rng.hex(16)}: ${c.rng.pick(["soft-404 detected (title 'Page not found', 200 OK)", "near-duplicate of canonical (simhash distance 2)"])}`,
        ),
      );
    },
  },
  {
    key: "merge-gc-pause",
    domain: "search",
    what: "a large segment merge causes long GC pauses and the feeder briefly gets 429s that succeed on retry",
    gen(c, e) {
      const at = mid(c);
      for (let i = 0; i < 6; i++)
        c.s.add(
          at + i * 15000,
          R(e, "indexer"),
          "warn",
          `[gc] Pause Young (G1 Evacuation Pause) ${c.rng.int(5000, 6000)}M->${c.rng.int(3000, 4000)}M(8192M) ${c.rng.int(600, 1400)}.${c.rng.int(100, 999)}ms`,
        );
      c.s.add(
        at + 95000,
        R(e, "indexer"),
        "info",
        `merged ${c.rng.int(8, 14)} segments into _${c.rng.hex(3)} in 94.2s`,
      );
      burst(c, at, 90000, c.rng.int(15, 40), (t) =>
        c.s.add(
          t,
          R(e, "indexer"),
          "warn",
          `rejected feed batch ${c.rng.int(10000, 99999)}: 429 merge in progress, client should retry`,
        ),
      );
    },
  },
  {
    key: "bad-query-syntax",
    domain: "search",
    what: "a scraper sends malformed queries and gets 400s",
    gen(c, e) {
      burst(c, mid(c), 200000, c.rng.int(100, 250), (t) =>
        c.s.add(
          t,
          R(e, "front"),
          "warn",
          `400 Bad Request: ${c.rng.pick(["unbalanced quotes in query", "operator site: without value", "query longer than 2048 bytes"])} ip=${ip(c)}`,
        ),
      );
    },
  },
  {
    key: "abuse-throttle",
    domain: "search",
    what: "the edge throttles a scraping client with 429s by design",
    gen(c, e) {
      const src = ip(c);
      burst(c, mid(c), 240000, c.rng.int(150, 350), (t) =>
        c.s.add(
          t,
          R(e, "front"),
          "warn",
          `429 Too Many Requests for client ${src}: 20 req/s per-client limit exceeded`,
        ),
      );
    },
  },
  {
    key: "cold-cache-after-restart",
    domain: "search",
    what: "latency warnings while the result cache warms after a routine restart",
    gen(c, e) {
      const at = mid(c);
      burst(c, at, 120000, c.rng.int(60, 140), (t) =>
        c.s.add(
          t,
          R(e, "query"),
          "warn",
          `slow query ${c.rng.int(400, 1200)}ms (result cache cold, hit rate ${c.rng.int(2, 30)}%)`,
        ),
      );
    },
  },
  {
    key: "replica-relocation",
    domain: "search",
    what: "a shard replica relocates to another node and queries are served from the other replica",
    gen(c, e) {
      const at = mid(c);
      const sh = c.rng.int(0, 23);
      c.s.add(
        at,
        R(e, "ranker"),
        "warn",
        `shard ${sh} replica r2 relocating to node idx-${c.rng.int(10, 40)}, ${c.rng.int(20, 60)} GiB to copy`,
      );
      burst(c, at, 180000, c.rng.int(40, 100), (t) =>
        c.s.add(t, R(e, "query"), "warn", `shard ${sh} replica r2 unavailable (relocating), served from r1`),
      );
      c.s.add(at + 185000, R(e, "ranker"), "info", `shard ${sh} replica r2 relocation done, serving`);
    },
  },
];

export const NOISES: readonly Noise[] = [...backup, ...search];
