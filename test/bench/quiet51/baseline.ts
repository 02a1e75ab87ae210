// Normal traffic every window carries: requests across services, health checks, periodic jobs, the estate's noisy
// service, deprecation warnings, retries that succeed.
import type { Role, Runtime } from "./estates.js";
import type { Window } from "./stream.js";

export const doc = (w: Window) => `${w.estate.docPrefix}${w.rng.hex(10)}`;
export const user = (w: Window) => `u_${w.rng.int(100000, 999999)}`;
const FILES = [
  "Q3 board deck.pptx",
  "contract-v4-signed.pdf",
  "scan_0042.pdf",
  "roadmap.xlsx",
  "IMG_2213.HEIC",
  "notes.docx",
];
export const file = (w: Window) => `f_${w.rng.hex(8)} (${w.rng.pick(FILES)})`;

function httpLine(rt: Runtime, method: string, path: string, status: number, ms: number): string {
  switch (rt) {
    case "ruby":
      return `Completed ${status} ${status === 201 ? "Created" : status === 200 ? "OK" : "Error"} in ${ms}ms (Views: 0.${ms % 9}ms | ActiveRecord: ${(ms / 5).toFixed(1)}ms | Allocations: ${ms * 131})`;
    case "python":
      return `"${method} ${path} HTTP/1.1" ${status} ${ms * 17 + 40} ${ms}ms`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${"svc"}${path} - ${status} - application/json ${ms}.${ms % 10}312ms`;
    case "java":
      return `${method} ${path} -> ${status} (${ms} ms)`;
    case "node":
      return `request completed method=${method} url=${path} statusCode=${status} responseTime=${ms}`;
    default:
      return `${method} ${path} ${status} ${ms}ms`;
  }
}

export function http(w: Window, role: Role, method: string, path: string, status: number, ms: number): string {
  const svc = w.estate.svc[role];
  return httpLine(svc?.rt ?? "go", method, path, status, ms).replace("http://svc", `http://${svc?.name ?? "svc"}`);
}

const DEPRECATIONS: Record<Runtime, string> = {
  node: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
  go: "grpc: Dial called with deprecated option WithInsecure(); use WithTransportCredentials(insecure.NewCredentials())",
  java: "HHH90000021: Encountered deprecated setting [javax.persistence.lock.timeout], use [jakarta.persistence.lock.timeout] instead",
  ruby: "DEPRECATION WARNING: `ActiveSupport::Deprecation.warn` is deprecated (use your own Deprecation object instead)",
  python:
    "/usr/local/lib/python3.12/site-packages/botocore/auth.py:419: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
  dotnet:
    "Microsoft.AspNetCore.Hosting.Diagnostics: The WebHostBuilder is obsolete. Use WebApplicationBuilder instead.",
  cpp: "libpng warning: iCCP: known incorrect sRGB profile",
  es: "[WARN ][o.e.d.a.a.i.t.p.PutIndexTemplateRequest] [es-data-1] legacy template [docs-legacy] has index patterns [docs-*] matching patterns from existing composable templates",
};

export function baseline(w: Window, linesTarget: number): void {
  const { rng, start, end } = w;
  const secs = (end - start) / 1000;
  // flows make about 2.3 lines each; periodic lines are about 12% of the total
  const flowEvery = (secs * 1000 * 2.3) / (linesTarget * 0.85);
  const tr = () => w.trace();
  w.every(start, end, flowEvery, (t) => {
    const k = rng.next();
    const d = doc(w);
    const id = tr();
    const ms = rng.int(8, 240);
    const on = (r: Role, dt: number) => w.alive(r, t + dt);
    if (k < 0.34) {
      // edits over the socket
      const n = rng.int(1, 40);
      if (on("sync", 0))
        w.emit(
          t,
          "sync",
          "info",
          `doc ${d}: applied ${n} update${n > 1 ? "s" : ""} from ${rng.int(1, 6)} client(s), vector clock merged in ${rng.int(0, 9)}ms`,
          { trace: id },
        );
      if (on("presence", 15))
        w.emit(
          t + rng.int(2, 30),
          "presence",
          "info",
          `awareness fanout doc=${d} peers=${rng.int(1, 9)} took=${rng.int(0, 4)}ms`,
          { trace: id },
        );
    } else if (k < 0.56) {
      if (on("gw", ms)) w.emit(t + ms, "gw", "info", http(w, "gw", "GET", `/api/v2/docs/${d}`, 200, ms), { trace: id });
      if (on("acl", 5))
        w.emit(
          t + rng.int(2, 12),
          "acl",
          "info",
          `share check doc=${d} principal=${user(w)} -> ${rng.pick(["editor", "commenter", "viewer", "owner"])} (${rng.chance(0.8) ? "cache hit" : "cache miss"})`,
          { trace: id },
        );
      if (on("docs", 20))
        w.emit(
          t + rng.int(10, ms),
          "docs",
          "info",
          `loaded doc ${d} rev=${rng.int(10, 90000)} (${rng.int(2, 900)} KB) in ${rng.int(2, 60)}ms`,
          { trace: id },
        );
    } else if (k < 0.68) {
      const th = `c_${rng.hex(6)}`;
      if (on("gw", ms))
        w.emit(t + ms, "gw", "info", http(w, "gw", "POST", `/api/v2/docs/${d}/comments`, 201, ms), { trace: id });
      if (on("comments", 10))
        w.emit(
          t + rng.int(5, ms),
          "comments",
          "info",
          http(w, "comments", "POST", `/v1/threads/${th}/comments`, 201, rng.int(9, 90)),
          { trace: id },
        );
      if (rng.chance(0.45) && on("notify", 200))
        w.emit(
          t + rng.int(100, 900),
          "notify",
          "info",
          `mention notification queued for ${user(w)} thread=${th} channels=${rng.pick(["inapp", "inapp,email", "inapp,push"])}`,
          { trace: id },
        );
    } else if (k < 0.78) {
      const f = file(w);
      const pm = rng.int(180, 2400);
      if (on("gw", pm))
        w.emit(t + pm, "gw", "info", http(w, "gw", "GET", `/api/v2/files/${f.slice(0, 10)}/preview`, 200, pm), {
          trace: id,
        });
      if (on("preview", 20))
        w.emit(t + pm - 20, "preview", "info", `rendered preview ${f} pages=${rng.int(1, 40)} in ${pm - 40}ms`, {
          trace: id,
        });
    } else if (k < 0.88) {
      const q = rng.pick(["okr", "invoice", "onboarding", "retro notes", "q3 plan", "design review"]);
      if (on("gw", ms))
        w.emit(t + ms, "gw", "info", http(w, "gw", "GET", `/api/v2/search?q=${encodeURIComponent(q)}`, 200, ms), {
          trace: id,
        });
      if (on("search", 5))
        w.emit(
          t + rng.int(3, ms),
          "search",
          "info",
          `query "${q}" workspace=w_${rng.int(100, 999)} -> ${rng.int(0, 300)} hits in ${rng.int(4, 120)}ms`,
          { trace: id },
        );
    } else {
      const c = `cl_${rng.hex(8)}`;
      if (rng.chance(0.5)) {
        if (on("gw", 0)) w.emit(t, "gw", "info", http(w, "gw", "GET", "/sync/ws", 101, rng.int(1, 9)));
        if (on("sync", 4)) w.emit(t + 4, "sync", "info", `client ${c} connected doc=${d} protocol=v3`);
      } else if (on("sync", 0)) {
        w.emit(t, "sync", "info", `client ${c} disconnected doc=${d} code=1000 after ${rng.int(20, 7200)}s`);
      }
    }
  });
  // health checks and periodic jobs
  for (const r of Object.keys(w.estate.svc) as Role[]) {
    if (r === "es") continue;
    w.every(start, end, 10000, (t) => {
      if (w.alive(r, t) && rng.chance(0.45)) w.emit(t, r, "debug", http(w, r, "GET", "/healthz", 200, rng.int(1, 4)));
    });
  }
  const jobs: [Role, number, () => string][] = [
    ["sync", 30000, () => `persisted ${rng.int(3, 90)} dirty docs to ${w.name("docs")} in ${rng.int(20, 400)}ms`],
    ["presence", 20000, () => `swept ${rng.int(0, 40)} stale cursors (ttl 45s)`],
    [
      "docs",
      60000,
      () => `compaction: merged ${rng.int(1, 30)} op logs into snapshots, reclaimed ${rng.int(1, 300)} MB`,
    ],
    ["search", 15000, () => `bulk indexed ${rng.int(10, 400)} docs into docs-v7 in ${rng.int(20, 300)}ms (0 failed)`],
    ["notify", 60000, () => `digest scheduler: ${rng.int(0, 60)} digests due this tick, enqueued`],
    ["mail", 30000, () => `delivered ${rng.int(1, 80)} messages via smtp-relay.mailhost.net:587 (250 2.0.0 OK)`],
    ["acl", 45000, () => `share-link sweeper: expired ${rng.int(0, 25)} links`],
    [
      "es",
      50000,
      () => `[INFO ][o.e.c.m.MetadataMappingService] [es-data-1] [docs-v7/${rng.hex(6)}] update_mapping [_doc]`,
    ],
  ];
  for (const [r, every, m] of jobs) w.every(start, end, every, (t) => w.alive(r, t) && w.emit(t, r, "info", m()));
  // the estate's noisy service
  const nz = w.estate.noisy;
  w.every(start, end, nz.every, (t) =>
    w.emit(
      t,
      nz.role,
      nz.level,
      rng
        .pick(nz.msgs)
        .replace("{file}", file(w))
        .replace("{tok}", rng.hex(8))
        .replace("{user}", user(w))
        .replace("{grp}", `grp_${rng.hex(4)}`),
    ),
  );
  // deprecation warnings: once at window start for two services, then now and then
  const roles = Object.keys(w.estate.svc) as Role[];
  for (const r of rng.shuffle([...roles]).slice(0, 3)) {
    const rt = w.estate.svc[r]?.rt ?? "go";
    w.every(start, end, rng.int(90000, 240000), (t) => w.emit(t, r, "warn", DEPRECATIONS[rt]));
  }
  // retries that succeed
  w.every(start, end, rng.int(40000, 90000), (t) => {
    const r = rng.pick(["sync", "search", "notify", "comments"] as Role[]);
    const tgt =
      r === "sync" ? w.name("docs") : r === "search" ? "docs-v7" : r === "notify" ? "push gateway" : w.name("acl");
    w.emit(
      t,
      r,
      "warn",
      `request to ${tgt} failed (${rng.pick(["connection reset by peer", "503 Service Unavailable", "read timeout after 2000ms"])}), retrying in ${rng.pick([100, 200, 400])}ms (attempt 1/3)`,
    );
    w.emit(t + rng.int(150, 900), r, "info", `request to ${tgt} succeeded on attempt 2`);
  });
}

/** An unrelated release or config reload somewhere near `t`. */
export function unrelatedChange(w: Window, t: number, avoid: Role | null): void {
  const { rng } = w;
  const roles = (Object.keys(w.estate.svc) as Role[]).filter((r) => r !== avoid && r !== "es");
  const r = rng.pick(roles);
  const v = `${rng.int(1, 9)}.${rng.int(0, 40)}.${rng.int(0, 12)}`;
  if (rng.chance(0.6)) {
    w.emit(t, r, "info", `received SIGTERM, draining (${rng.int(3, 80)} in-flight)`);
    w.emit(
      t + rng.int(3000, 9000),
      r,
      "info",
      `${w.name(r)} ${v} starting (git ${rng.hex(7)}, build ${rng.int(1000, 9999)})`,
    );
    w.emit(t + rng.int(9500, 15000), r, "info", `ready: listening on :8080 (${w.name(r)} ${v})`);
  } else {
    w.emit(
      t,
      r,
      "info",
      `config reloaded from configmap ${w.name(r)}-config (resourceVersion ${rng.int(1000000, 9999999)}): 3 keys changed`,
    );
    w.emit(
      t + rng.int(200, 900),
      r,
      "warn",
      `feature flag "${rng.pick(["comments.reactions", "sync.snapshot_v2", "preview.heic"])}" rollout changed 10% -> 50%`,
    );
  }
}
