// Four made-up estates (two cloud-backup companies, two web-search companies): services, request flows and the
// everyday background every file carries (traffic, probes, periodic jobs, a noisy service, deprecations, retries that
// succeed, restarts and config reloads).
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export type Domain = "backup" | "search";
export type Runtime = "go" | "java" | "python" | "node" | "ruby" | "dotnet" | "cpp" | "rust";
export type Role =
  | "front"
  | "agents"
  | "ingest"
  | "store"
  | "catalog"
  | "restore"
  | "sync"
  | "links"
  | "notify"
  | "query"
  | "ranker"
  | "spell"
  | "frontier"
  | "fetcher"
  | "robots"
  | "parser"
  | "indexer"
  | "safety";

/** An incident may take over a request of a given flow (returns true) and write its own lines for it. */
export type Hook = (flow: string, t: number, trace: string | undefined) => boolean;

export interface Ctx {
  s: Stream;
  rng: Rng;
  hook: Hook;
  trace(): string | undefined;
}

export interface Estate {
  key: string;
  company: string;
  domain: Domain;
  namespace: string;
  services: Record<string, Runtime>;
  roles: Partial<Record<Role, string>>;
  traceLen: number;
  flows: { name: string; weight: number; run(c: Ctx, t: number, tr: string | undefined): void }[];
  probes: { svc: string; line: string; everyMs: number }[];
  periodic: { svc: string; everyMs: number; run(c: Ctx, t: number): void }[];
  noisy(c: Ctx, t: number): void;
  noisyEveryMs: number;
  deprecation(c: Ctx, t: number): void;
  retryOk(c: Ctx, t: number): void;
}

const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const dev = (r: Rng) => `${r.pick(["LPT", "DESKTOP", "MBP", "WS", "SRV"])}-${r.hex(6).toUpperCase()}`;
const sha = (r: Rng) => r.hex(64);
const uuid = (r: Rng) => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(["8", "9", "a", "b"])}${r.hex(3)}-${r.hex(12)}`;
const host = (r: Rng) =>
  `${r.pick(["www.", "", "blog.", "shop.", "docs.", "news."])}${r.pick(["alder", "brookfield", "cinder", "dunmore", "elkhorn", "fairlea", "gorsey", "hallam", "ivybank", "juniper", "kelso", "larchmont", "millbrook", "northgate", "oakridge", "pinecrest", "quarry", "redfern", "stillwater", "tarn"])}${r.pick(["-news", "-outdoors", "-bikes", "-recipes", "-law", "-clinic", "-parts", "-travel", ""])}.${r.pick(["com", "org", "net", "co.uk", "de", "io", "fr", "nl"])}`;
export const fakeHost = host;
export const fakeDevice = dev;
export const fakeUuid = uuid;

export function restartLines(c: Ctx, svc: string, rt: Runtime, t: number, version: string): number {
  const { s, rng } = c;
  const lines: [number, string][] = {
    java: [
      [0, "Starting Application v" + version + " using Java 21.0.5 with PID 1"],
      [900, "Tomcat initialized with port 8080 (http)"],
      [
        2600,
        "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
      ],
      [5200, `Started Application in ${(6 + rng.next() * 9).toFixed(3)} seconds (process running for 7.9)`],
    ],
    go: [
      [0, `starting ${svc} version=${version} go=go1.23.3`],
      [40, "config loaded from /etc/app/config.yaml"],
      [120, "listening on :8080 (metrics on :9090)"],
    ],
    python: [
      [0, `Started server process [1]`],
      [300, "Waiting for application startup."],
      [900, "Application startup complete."],
      [910, "Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)"],
    ],
    node: [
      [0, `${svc}@${version} starting (node v20.18.1, NODE_ENV=production)`],
      [350, "server listening on http://0.0.0.0:3000"],
    ],
    ruby: [
      [0, "=> Booting Puma"],
      [10, `=> Rails 7.1.4 application starting in production`],
      [600, 'Puma starting in single mode... * Puma version: 6.4.2 ("The Eagle of Durango")'],
      [1200, "* Listening on http://0.0.0.0:3000"],
    ],
    dotnet: [
      [0, "Now listening on: http://[::]:8080"],
      [20, "Application started. Press Ctrl+C to shut down."],
      [25, "Hosting environment: Production"],
      [30, "Content root path: /app"],
    ],
    cpp: [
      [0, `${svc} ${version} (built with clang 17.0.6) starting, 16 worker threads`],
      [800, "loaded 24 index shards from /var/lib/idx in 0.7s"],
      [900, "serving on 0.0.0.0:7000"],
    ],
    rust: [
      [0, `${svc} v${version} starting`],
      [60, "tokio runtime started with 8 worker threads"],
      [80, "listening on 0.0.0.0:8080"],
    ],
  }[rt] as [number, string][];
  s.add(t - 1500, svc, "info", rt === "python" ? "Shutting down" : "received SIGTERM, draining connections");
  for (const [d, m] of lines)
    s.add(t + d, svc, m.includes("warning") || m.includes("open-in-view") ? "warn" : "info", m);
  return t + 6000;
}

// ---------------------------------------------------------------------------------------------------------------------
const tallyvault: Estate = {
  key: "tallyvault",
  company: "TallyVault (cloud backup)",
  domain: "backup",
  namespace: "tv-prod",
  services: {
    "edge-gw": "go",
    "agent-hub": "go",
    "dedup-ingest": "java",
    "chunk-store": "go",
    "snapshot-catalog": "python",
    "restore-runner": "python",
    "sync-bridge": "node",
    "share-links": "ruby",
    "notify-worker": "node",
    "quota-meter": "go",
  },
  roles: {
    front: "edge-gw",
    agents: "agent-hub",
    ingest: "dedup-ingest",
    store: "chunk-store",
    catalog: "snapshot-catalog",
    restore: "restore-runner",
    sync: "sync-bridge",
    links: "share-links",
    notify: "notify-worker",
  },
  traceLen: 32,
  flows: [
    {
      name: "upload",
      weight: 5,
      run({ s, rng, hook }, t, tr) {
        const snap = `s-${rng.hex(8)}`;
        const ua = rng.pick([
          "TallyAgent/8.14.2 (Windows 10.0.22631)",
          "TallyAgent/8.14.2 (macOS 14.6)",
          "TallyAgent/8.13.0 (Linux 6.8)",
        ]);
        if (hook("upload", t, tr)) return;
        const n = rng.int(16, 256);
        const known = Math.floor(n * (0.6 + rng.next() * 0.38));
        const thr = rng.int(1, 40);
        s.base(
          t + 5,
          "dedup-ingest",
          "info",
          `[http-nio-8080-exec-${thr}] INFO  c.t.ingest.ChunkBatchController - batch ${snap}/${rng.int(1, 400)}: ${n} chunks, ${known} already stored (dedup ${((known / n) * 100).toFixed(1)}%), ${n - known} new`,
          tr,
        );
        for (let i = 0; i < Math.min(3, n - known); i++)
          s.base(
            t + 12 + i * 7,
            "chunk-store",
            "info",
            `PUT /v2/objects/sha256/${sha(rng).slice(0, 16)} status=201 size=${rng.pick([4194304, 1048576, 2097152, rng.int(2000, 4000000)])} dur=${(rng.next() * 20 + 2).toFixed(1)}ms vol=/data/v${String(rng.int(1, 12)).padStart(2, "0")}`,
            tr,
          );
        s.base(
          t + ms(rng, 40, 160),
          "edge-gw",
          "info",
          `POST /v1/snapshots/${snap}/chunks 201 ${ms(rng, 30, 180)}ms ua="${ua}"`,
          tr,
        );
        if (rng.chance(0.08))
          s.base(
            t + ms(rng, 200, 400),
            "snapshot-catalog",
            "info",
            `snapshot ${snap} committed: ${rng.int(800, 90000)} files, ${(rng.next() * 40).toFixed(1)} GiB logical, ${rng.int(1, 900)} MiB new`,
            tr,
          );
      },
    },
    {
      name: "checkin",
      weight: 4,
      run({ s, rng, hook }, t, tr) {
        if (hook("checkin", t, tr)) return;
        s.base(
          t,
          "agent-hub",
          "info",
          `checkin device=${dev(rng)} os=${rng.pick(["windows", "macos", "linux"])} agent=${rng.pick(["8.14.2", "8.14.2", "8.13.0"])} state=${rng.pick(["idle", "idle", "backing_up", "scanning"])} next=${rng.pick(["15m", "60m", "4h"])}`,
          tr,
        );
      },
    },
    {
      name: "restore",
      weight: 1,
      run({ s, rng, hook }, t, tr) {
        if (hook("restore", t, tr)) return;
        const id = uuid(rng);
        s.base(t, "edge-gw", "info", `POST /v1/restores 202 ${ms(rng, 20, 60)}ms ua="TallyWeb/2026.11"`, tr);
        s.base(t + 30, "restore-runner", "info", `Task restore.run[${id}] received`, tr);
        for (let i = 0; i < 2; i++)
          s.base(
            t + 200 + i * 90,
            "chunk-store",
            "info",
            `GET /v2/objects/sha256/${sha(rng).slice(0, 16)} status=200 size=4194304 dur=${(rng.next() * 30 + 3).toFixed(1)}ms`,
            tr,
          );
        s.base(
          t + ms(rng, 4000, 40000),
          "restore-runner",
          "info",
          `Task restore.run[${id}] succeeded in ${(rng.next() * 40 + 3).toFixed(3)}s: {'files': ${rng.int(1, 4000)}, 'bytes': ${rng.int(10000, 900000000)}}`,
          tr,
        );
      },
    },
    {
      name: "share",
      weight: 1.5,
      run({ s, rng, hook }, t, tr) {
        if (hook("share", t, tr)) return;
        const tok = rng.hex(10);
        s.base(
          t,
          "share-links",
          "info",
          `Started GET "/s/${tok}" for 10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
          tr,
        );
        s.base(t + 2, "share-links", "info", "Processing by SharesController#show as HTML", tr);
        s.base(
          t + ms(rng, 10, 60),
          "share-links",
          "info",
          `Completed 200 OK in ${ms(rng, 9, 58)}ms (Views: ${(rng.next() * 9).toFixed(1)}ms | ActiveRecord: ${(rng.next() * 6).toFixed(1)}ms | Allocations: ${rng.int(900, 6000)})`,
          tr,
        );
        s.base(t + ms(rng, 60, 90), "edge-gw", "info", `GET /s/${tok} 200 ${ms(rng, 15, 80)}ms ua="Mozilla/5.0"`, tr);
      },
    },
    {
      name: "sync",
      weight: 3,
      run({ s, rng, hook }, t, tr) {
        if (hook("sync", t, tr)) return;
        s.base(
          t,
          "sync-bridge",
          "info",
          `delta accepted device=${dev(rng)} folder=${rng.pick(["Documents", "Desktop", "Projects", "Photos"])} changes=${rng.int(1, 40)} rev=${rng.int(100000, 999999)}`,
          tr,
        );
      },
    },
  ],
  probes: [
    { svc: "edge-gw", line: 'GET /healthz 200 0ms ua="kube-probe/1.30"', everyMs: 10000 },
    { svc: "chunk-store", line: 'GET /healthz 200 0ms ua="kube-probe/1.30"', everyMs: 10000 },
    { svc: "dedup-ingest", line: "GET /actuator/health 200 3ms (kube-probe/1.30)", everyMs: 15000 },
  ],
  periodic: [
    {
      svc: "notify-worker",
      everyMs: 60000,
      run({ s, rng }, t) {
        s.add(
          t,
          "notify-worker",
          "info",
          `sent ${rng.int(3, 60)} emails (template=backup-summary) via smtp-relay in ${(rng.next() * 2).toFixed(2)}s`,
        );
      },
    },
    {
      svc: "quota-meter",
      everyMs: 120000,
      run({ s, rng }, t) {
        s.add(
          t,
          "quota-meter",
          "info",
          `usage rollup done accounts=${rng.int(48000, 49000)} changed=${rng.int(200, 900)} dur=${(rng.next() * 5 + 1).toFixed(1)}s`,
        );
      },
    },
  ],
  noisyEveryMs: 7000,
  noisy({ s, rng }, t) {
    s.add(
      t,
      "snapshot-catalog",
      "error",
      `preview: cannot extract EXIF from IMG_${rng.int(1000, 9999)}.HEIC: unsupported compression (file kept, preview skipped)`,
    );
  },
  deprecation({ s, rng }, t) {
    if (rng.chance(0.5))
      s.add(
        t,
        "sync-bridge",
        "warn",
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
      );
    else
      s.add(
        t,
        "agent-hub",
        "warn",
        `device ${dev(rng)} runs agent 7.9.4 which uses the deprecated /v1/checkin protocol; support ends with hub 9.0`,
      );
  },
  retryOk({ s, rng }, t) {
    const k = sha(rng).slice(0, 16);
    s.add(
      t,
      "dedup-ingest",
      "warn",
      `[chunk-put-${rng.int(1, 8)}] WARN  c.t.ingest.StoreClient - PUT sha256:${k} to chunk-store failed: 502 Bad Gateway, retrying (attempt 2/5) in 200ms`,
    );
    s.add(
      t + 230,
      "chunk-store",
      "info",
      `PUT /v2/objects/sha256/${k} status=201 size=4194304 dur=9.8ms vol=/data/v04`,
    );
  },
};

// ---------------------------------------------------------------------------------------------------------------------
const harborsafe: Estate = {
  key: "harborsafe",
  company: "HarborSafe (cloud backup)",
  domain: "backup",
  namespace: "hs-live",
  services: {
    "portal-api": "dotnet",
    "backup-scheduler": "dotnet",
    "device-registry": "go",
    "upload-frontdoor": "go",
    "blob-writer": "go",
    "index-catalog": "python",
    "restore-orchestrator": "python",
    "link-service": "node",
    thumbnailer: "python",
    "sync-gateway": "node",
  },
  roles: {
    front: "portal-api",
    agents: "device-registry",
    ingest: "upload-frontdoor",
    store: "blob-writer",
    catalog: "index-catalog",
    restore: "restore-orchestrator",
    sync: "sync-gateway",
    links: "link-service",
    notify: "backup-scheduler",
  },
  traceLen: 0,
  flows: [
    {
      name: "upload",
      weight: 5,
      run({ s, rng, hook }, t, tr) {
        if (hook("upload", t, tr)) return;
        const us = `us_${rng.hex(12)}`;
        const tot = rng.int(4, 64);
        s.base(
          t,
          "upload-frontdoor",
          "info",
          `upload session ${us} part ${rng.int(1, tot)}/${tot} accepted 8.0MiB in ${ms(rng, 60, 400)}ms`,
        );
        if (rng.chance(0.25))
          s.base(
            t + ms(rng, 100, 900),
            "blob-writer",
            "info",
            `sealed pack pk-${rng.hex(10)} ${rng.pick(["64.0MiB", "64.0MiB", "31.7MiB"])} -> s3://hs-cold-eu2/packs/${rng.hex(2)}/ in ${(rng.next() * 1.5 + 0.3).toFixed(2)}s`,
          );
        if (rng.chance(0.3))
          s.base(
            t + ms(rng, 100, 900),
            "index-catalog",
            "info",
            `INFO index_catalog.api: version tree updated backup=bk_${rng.hex(8)} files=${rng.int(1, 5000)} in ${ms(rng, 8, 90)}ms`,
          );
      },
    },
    {
      name: "portal",
      weight: 3,
      run({ s, rng, hook }, t, tr) {
        if (hook("portal", t, tr)) return;
        const path = rng.pick([
          "/api/devices?page=1",
          "/api/backups/latest",
          "/api/account/usage",
          "/api/files/browse?path=%2FDocuments",
          "/api/restores",
        ]);
        if (path.startsWith("/api/files"))
          s.base(
            t + 5,
            "index-catalog",
            "info",
            `INFO index_catalog.api: browse backup=bk_${rng.hex(8)} entries=${rng.int(1, 400)} in ${ms(rng, 4, 60)}ms`,
          );
        s.base(
          t + ms(rng, 10, 90),
          "portal-api",
          "info",
          `Request finished HTTP/1.1 GET https://app.harborsafe.io${path} - 200 ${rng.int(300, 9000)} application/json;+charset=utf-8 ${(rng.next() * 90 + 5).toFixed(4)}ms`,
        );
      },
    },
    {
      name: "heartbeat",
      weight: 4,
      run({ s, rng, hook }, t, tr) {
        if (hook("heartbeat", t, tr)) return;
        s.base(
          t,
          "device-registry",
          "info",
          `heartbeat device=${dev(rng)} client=${rng.pick(["6.2.1", "6.2.1", "6.1.9"])} status=${rng.pick(["idle", "idle", "uploading", "scanning"])}`,
        );
      },
    },
    {
      name: "restore",
      weight: 0.8,
      run({ s, rng, hook }, t, tr) {
        if (hook("restore", t, tr)) return;
        const id = `rj-${rng.hex(8)}`;
        s.base(
          t,
          "restore-orchestrator",
          "info",
          `restore ${id} planned: ${rng.int(1, 3000)} files from ${rng.int(1, 40)} packs`,
        );
        s.base(
          t + 50,
          "index-catalog",
          "info",
          `INFO index_catalog.api: resolved ${rng.int(1, 3000)} paths for ${id} in ${ms(rng, 10, 200)}ms`,
        );
        s.base(
          t + ms(rng, 3000, 30000),
          "restore-orchestrator",
          "info",
          `restore ${id} completed (${(rng.next() * 4).toFixed(2)} GiB, ${rng.int(3, 90)}s)`,
        );
      },
    },
    {
      name: "link",
      weight: 1.2,
      run({ s, rng, hook }, t, tr) {
        if (hook("link", t, tr)) return;
        s.base(t, "link-service", "info", `GET /l/${rng.hex(8)} 200 ${ms(rng, 5, 60)}ms`);
      },
    },
    {
      name: "sync",
      weight: 2,
      run({ s, rng, hook }, t, tr) {
        if (hook("sync", t, tr)) return;
        s.base(
          t,
          "sync-gateway",
          "info",
          `ws message from ${dev(rng)}: ${rng.pick(["change-batch", "ping", "change-batch", "cursor-ack"])} (${rng.int(1, 30)} entries)`,
        );
      },
    },
  ],
  probes: [
    {
      svc: "portal-api",
      line: "Request finished HTTP/1.1 GET http://10.4.2.17:8080/health - 200 - text/plain 0.4120ms",
      everyMs: 10000,
    },
    { svc: "upload-frontdoor", line: "GET /healthz 200 (kube-probe/1.29)", everyMs: 10000 },
  ],
  periodic: [
    {
      svc: "backup-scheduler",
      everyMs: 60000,
      run({ s, rng }, t) {
        s.add(
          t,
          "backup-scheduler",
          "info",
          `Dispatched ${rng.int(100, 900)} scheduled backups for slot ${rng.int(0, 23)}:00 (pool eu-2)`,
        );
      },
    },
    {
      svc: "thumbnailer",
      everyMs: 30000,
      run({ s, rng }, t) {
        s.add(
          t,
          "thumbnailer",
          "info",
          `rendered ${rng.int(20, 200)} thumbnails in ${(rng.next() * 9 + 1).toFixed(1)}s`,
        );
      },
    },
  ],
  noisyEveryMs: 6000,
  noisy({ s, rng }, t) {
    const f = `/tmp/th/${rng.hex(12)}.${rng.pick(["heic", "cr3", "psd"])}`;
    s.add(t, "thumbnailer", "error", `thumbnail failed for ${f}`, {
      stack: `Traceback (most recent call last):\n  File "/app/thumbnailer/render.py", line 58, in render\n    with Image.open(path) as im:\n  File "/usr/local/lib/python3.12/site-packages/PIL/Image.py", line 3339, in open\n    raise UnidentifiedImageError(msg)\nPIL.UnidentifiedImageError: cannot identify image file '${f}'`,
    });
  },
  deprecation({ s, rng }, t) {
    if (rng.chance(0.5))
      s.add(
        t,
        "index-catalog",
        "warn",
        "/app/index_catalog/db.py:41: MovedIn20Warning: The ``declarative_base()`` function is now available as sqlalchemy.orm.declarative_base(). (deprecated since: 2.0) (Background on SQLAlchemy 2.0 at: https://sqlalche.me/e/b8d9)",
      );
    else
      s.add(
        t,
        "portal-api",
        "warn",
        "Client 6.1.x called obsolete endpoint /api/v1/device/status; use /api/v2/devices/{id}/status",
      );
  },
  retryOk({ s, rng }, t) {
    const us = `us_${rng.hex(12)}`;
    s.add(
      t,
      "upload-frontdoor",
      "warn",
      `upload session ${us}: client reconnected after network change, resuming at offset ${rng.int(1, 60) * 8388608}`,
    );
    s.add(t + 900, "upload-frontdoor", "info", `upload session ${us} part ${rng.int(2, 9)}/9 accepted 8.0MiB in 233ms`);
  },
};

// ---------------------------------------------------------------------------------------------------------------------
const brindle: Estate = {
  key: "brindle",
  company: "Brindle (web search)",
  domain: "search",
  namespace: "brindle-search",
  services: {
    "query-api": "go",
    "spell-correct": "python",
    ranker: "cpp",
    "crawl-frontier": "java",
    fetcher: "go",
    "robots-cache": "go",
    parser: "cpp",
    "doc-feeder": "python",
    indexer: "java",
    "link-graph": "java",
  },
  roles: {
    front: "query-api",
    query: "query-api",
    ranker: "ranker",
    spell: "spell-correct",
    frontier: "crawl-frontier",
    fetcher: "fetcher",
    robots: "robots-cache",
    parser: "parser",
    indexer: "indexer",
  },
  traceLen: 16,
  flows: [
    {
      name: "query",
      weight: 6,
      run({ s, rng, hook }, t, tr) {
        if (hook("query", t, tr)) return;
        if (rng.chance(0.3))
          s.base(
            t + 2,
            "spell-correct",
            "info",
            `suggest q_len=${rng.int(3, 40)} changed=${rng.chance(0.2)} took=${ms(rng, 1, 9)}ms`,
            tr,
          );
        s.base(
          t + 8,
          "ranker",
          "info",
          `rank: ${rng.int(50, 400)} candidates -> top 10 in ${(rng.next() * 12 + 1).toFixed(1)}ms (model lambdamart-v41)`,
          tr,
        );
        s.base(
          t + ms(rng, 20, 90),
          "query-api",
          "info",
          `GET /search lang=${rng.pick(["en", "en", "de", "fr", "es"])} terms=${rng.int(1, 6)} hits=${rng.int(1, 900000)} took=${ms(rng, 18, 95)}ms status=200`,
          tr,
        );
      },
    },
    {
      name: "fetch",
      weight: 5,
      run({ s, rng, hook }, t, tr) {
        if (hook("fetch", t, tr)) return;
        const h = host(rng);
        s.base(
          t,
          "fetcher",
          "info",
          `fetched https://${h}/${rng.pick(["", "about", "blog/2026/11/", "products/", "p/", "news/"])}${rng.hex(4)} status=200 bytes=${rng.int(3000, 400000)} ms=${ms(rng, 40, 900)}`,
          tr,
        );
        if (rng.chance(0.5))
          s.base(
            t + ms(rng, 20, 200),
            "parser",
            "info",
            `parsed docid=${rng.hex(16)} lang=${rng.pick(["en", "de", "fr", "ja"])} outlinks=${rng.int(0, 300)} tokens=${rng.int(100, 9000)}`,
            tr,
          );
      },
    },
    {
      name: "feed",
      weight: 1,
      run({ s, rng, hook }, t, tr) {
        if (hook("feed", t, tr)) return;
        const b = rng.int(10000, 99999);
        s.base(
          t,
          "doc-feeder",
          "info",
          `pushed batch ${b} to indexer: ${rng.int(200, 500)} docs in ${ms(rng, 90, 400)}ms`,
          tr,
        );
        s.base(
          t + 40,
          "indexer",
          "info",
          `[feed-${rng.int(1, 8)}] INFO  b.index.FeedHandler - accepted batch ${b} (${rng.int(200, 500)} docs), ram buffer ${rng.int(40, 480)} MB`,
          tr,
        );
      },
    },
    {
      name: "robots",
      weight: 1.5,
      run({ s, rng, hook }, t, tr) {
        if (hook("robots", t, tr)) return;
        s.base(
          t,
          "robots-cache",
          "info",
          `robots.txt host=${host(rng)} status=200 groups=${rng.int(1, 8)} ttl=24h`,
          tr,
        );
      },
    },
  ],
  probes: [
    { svc: "query-api", line: "GET /healthz status=200 took=0ms", everyMs: 10000 },
    { svc: "indexer", line: "GET /_health 200 1ms (kube-probe/1.30)", everyMs: 15000 },
  ],
  periodic: [
    {
      svc: "crawl-frontier",
      everyMs: 20000,
      run({ s, rng }, t) {
        s.add(
          t,
          "crawl-frontier",
          "info",
          `[emitter] INFO  b.crawl.Frontier - emitted ${rng.int(400, 600)} URLs across ${rng.int(150, 260)} hosts (queue depth ${rng.int(14000000, 15000000)})`,
        );
      },
    },
    {
      svc: "indexer",
      everyMs: 45000,
      run({ s, rng }, t) {
        s.add(
          t,
          "indexer",
          "info",
          `[flush-1] INFO  b.index.SegmentWriter - flushed segment _${rng.hex(3)} (${rng.int(8000, 14000)} docs, ${(rng.next() * 40 + 20).toFixed(1)} MB) in ${(rng.next() * 2 + 0.5).toFixed(1)}s`,
        );
      },
    },
  ],
  noisyEveryMs: 5000,
  noisy({ s, rng }, t) {
    s.add(
      t,
      "link-graph",
      "error",
      `[edges-${rng.int(1, 4)}] ERROR b.graph.EdgeLoader - dropped edge from docid ${rng.hex(16)}: target URL exceeds 2048 chars`,
    );
  },
  deprecation({ s, rng }, t) {
    if (rng.chance(0.5))
      s.add(
        t,
        "spell-correct",
        "warn",
        "/usr/local/lib/python3.11/site-packages/sklearn/base.py:376: InconsistentVersionWarning: Trying to unpickle estimator LogisticRegression from version 1.3.2 when using version 1.5.1. This might lead to breaking code or invalid results. Use at your own risk.",
      );
    else
      s.add(
        t,
        "query-api",
        "warn",
        `client ${rng.pick(["partner-widget/2.1", "brindle-ios/5.0"])} still sends deprecated param "num"; use "limit"`,
      );
  },
  retryOk({ s, rng }, t) {
    s.add(
      t,
      "doc-feeder",
      "warn",
      `indexer answered 429 Too Many Requests (merge in progress) for batch ${rng.int(10000, 99999)}; retry 1/5 in 2.0s`,
    );
    s.add(t + 2100, "doc-feeder", "info", "retry succeeded, batch accepted");
  },
};

// ---------------------------------------------------------------------------------------------------------------------
const kestrel: Estate = {
  key: "kestrel",
  company: "Kestrel (web search)",
  domain: "search",
  namespace: "kestrel",
  services: {
    "search-web": "node",
    "query-planner": "go",
    "shard-server": "cpp",
    spellfix: "rust",
    "safe-browse-check": "go",
    "crawl-scheduler": "go",
    "fetch-worker": "rust",
    "robots-service": "go",
    "index-builder": "cpp",
    autocomplete: "node",
  },
  roles: {
    front: "search-web",
    query: "query-planner",
    ranker: "shard-server",
    spell: "spellfix",
    frontier: "crawl-scheduler",
    fetcher: "fetch-worker",
    robots: "robots-service",
    parser: "fetch-worker",
    indexer: "index-builder",
    safety: "safe-browse-check",
  },
  traceLen: 0,
  flows: [
    {
      name: "query",
      weight: 6,
      run({ s, rng, hook }, t, tr) {
        if (hook("query", t, tr)) return;
        const sh = rng.int(0, 23);
        if (rng.chance(0.3))
          s.base(
            t + 2,
            "spellfix",
            "info",
            `suggest input_len=${rng.int(3, 40)} suggestions=${rng.int(0, 2)} took_us=${rng.int(90, 900)}`,
          );
        s.base(
          t + 5,
          "shard-server",
          "info",
          `shard=${sh} query served in ${(rng.next() * 14 + 1).toFixed(1)}ms candidates=${rng.int(10, 5000)}`,
        );
        s.base(
          t + 20,
          "query-planner",
          "info",
          `plan terms=${rng.int(1, 6)} shards=24 fanout ok in ${ms(rng, 12, 60)}ms`,
        );
        if (rng.chance(0.4))
          s.base(t + 30, "safe-browse-check", "info", `lookup 10 urls: 0 flagged (cache hits ${rng.int(5, 10)})`);
        s.base(
          t + ms(rng, 40, 110),
          "search-web",
          "info",
          `GET /s?q=<redacted> 200 ${(rng.next() * 90 + 20).toFixed(3)} ms - ${rng.int(9000, 40000)}`,
        );
      },
    },
    {
      name: "suggest",
      weight: 3,
      run({ s, rng, hook }, t, tr) {
        if (hook("suggest", t, tr)) return;
        s.base(
          t,
          "autocomplete",
          "info",
          `GET /ac?p=<redacted> 200 ${(rng.next() * 8 + 1).toFixed(3)} ms - ${rng.int(200, 900)}`,
        );
      },
    },
    {
      name: "fetch",
      weight: 5,
      run({ s, rng, hook }, t, tr) {
        if (hook("fetch", t, tr)) return;
        s.base(
          t,
          "fetch-worker",
          "info",
          `fetch ok url=https://${host(rng)}/${rng.hex(6)} status=200 len=${rng.int(2000, 300000)} elapsed=${ms(rng, 50, 1200)}ms`,
        );
      },
    },
    {
      name: "robots",
      weight: 1.2,
      run({ s, rng, hook }, t, tr) {
        if (hook("robots", t, tr)) return;
        s.base(
          t,
          "robots-service",
          "info",
          `robots host=${host(rng)} fetched status=200 rules=${rng.int(1, 40)} crawl_delay=${rng.pick(["none", "none", "1s", "5s"])}`,
        );
      },
    },
  ],
  probes: [
    { svc: "search-web", line: "GET /healthz 200 0.412 ms - 2", everyMs: 10000 },
    { svc: "query-planner", line: "grpc health check SERVING", everyMs: 10000 },
  ],
  periodic: [
    {
      svc: "crawl-scheduler",
      everyMs: 30000,
      run({ s, rng }, t) {
        s.add(
          t,
          "crawl-scheduler",
          "info",
          `scheduled ${rng.int(1500, 2500)} urls for ${rng.int(600, 900)} hosts (next tick 30s)`,
        );
      },
    },
    {
      svc: "index-builder",
      everyMs: 90000,
      run({ s, rng }, t) {
        s.add(
          t,
          "index-builder",
          "info",
          `built delta index d-${rng.hex(6)}: ${rng.int(80000, 160000)} docs over 3 shards in ${(rng.next() * 40 + 10).toFixed(1)}s`,
        );
      },
    },
  ],
  noisyEveryMs: 6500,
  noisy({ s, rng }, t) {
    s.add(
      t,
      "autocomplete",
      "error",
      `popularity feed: row ${rng.int(1, 2000000)} has invalid UTF-8 sequence at byte ${rng.int(1, 60)}, row skipped`,
    );
  },
  deprecation({ s }, t) {
    s.add(
      t,
      "search-web",
      "warn",
      "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    );
  },
  retryOk({ s, rng }, t) {
    s.add(t, "query-planner", "warn", `shard=${rng.int(0, 23)} replica r1 slow (210ms), hedged request to r2 won`);
  },
};

export const ESTATES: readonly Estate[] = [tallyvault, harborsafe, brindle, kestrel];

/** Request traffic, probes, periodic jobs, the noisy service, deprecations and successful retries over the window. */
export function background(c: Ctx, e: Estate, perSecond: number): void {
  const { s, rng } = c;
  const total = e.flows.reduce((a, f) => a + f.weight, 0);
  for (let sec = s.start; sec < s.end; sec += 1000) {
    const n = Math.max(0, Math.round(perSecond * (0.6 + rng.next() * 0.8)));
    for (let i = 0; i < n; i++) {
      let w = rng.next() * total;
      let f = e.flows[0];
      for (const x of e.flows) {
        w -= x.weight;
        if (w <= 0) {
          f = x;
          break;
        }
      }
      f?.run(c, sec + rng.int(0, 999), c.trace());
    }
  }
  for (const p of e.probes) {
    const off = rng.int(0, p.everyMs);
    for (let t = s.start + off; t < s.end; t += p.everyMs) s.base(t + rng.int(0, 30), p.svc, "info", p.line);
  }
  for (const p of e.periodic) {
    for (let t = s.start + rng.int(0, p.everyMs); t < s.end; t += p.everyMs) p.run(c, t + rng.int(0, 400));
  }
  for (let t = s.start + rng.int(200, 3000); t < s.end; t += e.noisyEveryMs * (0.7 + rng.next() * 0.6))
    e.noisy(c, Math.round(t));
  for (let t = s.start + rng.int(5000, 60000); t < s.end; t += rng.int(60000, 150000)) e.deprecation(c, t);
  for (let t = s.start + rng.int(10000, 90000); t < s.end; t += rng.int(70000, 200000)) e.retryOk(c, t);
}

/** An unrelated restart (new version) or config reload of a service other than `avoid`, near `at`. */
export function unrelatedChange(c: Ctx, e: Estate, at: number, avoid: string | null): string {
  const svcs = Object.keys(e.services).filter((x) => x !== avoid);
  const svc = c.rng.pick(svcs);
  const rt = e.services[svc] as Runtime;
  if (c.rng.chance(0.5)) {
    restartLines(c, svc, rt, at, `2026.${c.rng.int(10, 11)}.${c.rng.int(1, 28)}-${c.rng.int(1, 9)}`);
    return `${svc} restarted on a new version`;
  }
  c.s.add(
    at,
    svc,
    "info",
    `config reloaded from /etc/${e.key}/${svc}.yaml (${c.rng.int(1, 4)} keys changed: ${c.rng.pick(["log.sampling", "cache.ttl", "feature.flags", "pool.max_idle"])})`,
  );
  return `${svc} reloaded its config`;
}
