// Operational events every window may carry: deploys (stop, gap, start), edge config reloads, chronic harmless errors.
import type { Ctx } from "./ctx.js";
import { pyTrace, startLines, stopLines } from "./runtimes.js";

function bump(v: string, r: Ctx["rng"]): string {
  const m = v.match(/^(v?)(\d+)\.(\d+)\.(\d+)$/);
  if (!m) return `${v}.1`;
  return `${m[1]}${m[2]}.${Number(m[3]) + (r.chance(0.3) ? 1 : 0)}.${Number(m[4]) + 1}`;
}

/** An ordinary rolling deploy of one service: stop lines, a short silence, start lines, a version line. */
export function deploy(c: Ctx, svc: string, t: number, gapMs = 6000): void {
  const s = c.svc(svc);
  let dt = 0;
  for (const l of stopLines(s.rt, svc)) {
    dt = l.dt ?? dt;
    c.emit(svc, t + dt, l.level, l.msg, { logger: l.logger });
  }
  const up = t + dt + gapMs;
  c.silent.push({ svc, from: t + dt, to: up + 9000 });
  const nv = bump(s.version, c.rng);
  for (const l of startLines(s.rt, svc, nv, c.rng)) c.emit(svc, up + (l.dt ?? 0), l.level, l.msg, { logger: l.logger });
  if (s.rt === "go" || s.rt === "node")
    c.emit(svc, up + 1200, "info", `build info version=${nv} previous=${s.version} rollout=${c.rng.alnum(5)}`);
}

/** An edge configuration reload, in the proxy's own words. */
export function edgeReload(c: Ctx, t: number, why: "routes" | "certs" = "routes"): void {
  const e = c.estate.edge;
  const r = c.rng;
  if (e === "envoy-edge") {
    if (why === "certs") {
      c.emit(e, t, "info", "sds: secret 'shop-tls' updated (version 2026-05 -> 2026-06)");
      c.emit(e, t + 30, "info", "lds: add/update listener 'https_listener'");
    } else {
      c.emit(e, t, "info", `cds: add ${r.int(1, 4)} cluster(s), remove 0 cluster(s)`);
      c.emit(e, t + 5, "info", "cds: added/updated 1 cluster(s), skipped 9 unmodified cluster(s)");
      c.emit(e, t + 20, "info", "lds: add/update listener 'http_listener'");
    }
  } else if (e === "nginx_edge") {
    c.emit(e, t, "info", `${r.int(1, 1)}#1: signal 1 (SIGHUP) received from ${r.int(300, 900)}, reconfiguring`);
    c.emit(e, t + 2, "info", "1#1: reconfiguring");
    c.emit(e, t + 40, "info", `1#1: start worker process ${r.int(900, 2000)}`);
    c.emit(e, t + 41, "info", `1#1: start worker process ${r.int(900, 2000)}`);
    const w = r.int(30, 40);
    c.emit(e, t + 900, "info", `${w}#${w}: gracefully shutting down`);
    c.emit(e, t + 905, "info", `${w}#${w}: exiting`);
  } else if (e === "traefik") {
    if (why === "certs")
      c.emit(
        e,
        t,
        "info",
        "Adding certificate for domain(s) waxwing.example,www.waxwing.example providerName=letsencrypt.acme",
      );
    c.emit(e, t + 10, "info", "Configuration loaded from file: /etc/traefik/traefik.yml");
    c.emit(e, t + 30, "debug", `Configuration received providerName=docker config=${r.int(20, 40)} routers`);
  } else {
    c.emit(e, t, "warn", "Reexecuting Master process");
    c.emit(e, t + 300, "info", "Loading success.");
    c.emit(e, t + 310, "info", "Proxy fe_https started.");
    c.emit(e, t + 2200, "info", `Former worker (${r.int(20, 80)}) exited with code 0 (Exit)`);
  }
}

/** The harmless error each estate has logged at a steady rate for weeks. */
export function chronic(c: Ctx, rate = 1): void {
  const r = c.rng;
  const k = c.estate.key;
  if (k === "bramblecomb") {
    c.every(c.start, c.end, 5200 / rate, (t, i) => {
      c.bg(
        "label-printer",
        t,
        "error",
        `printer zpl-03 unreachable, batch queued for retry: dial tcp 10.20.4.33:9100: connect: no route to host`,
        {
          fields: c.ids("label-printer"),
        },
      );
      if (i % 12 === 0)
        c.bg("label-printer", t + 2, "warn", `retry queue for zpl-03 holds ${40 + i} batches (oldest 19d)`);
    });
  } else if (k === "goldenfurrow") {
    c.every(c.start, c.end, 3800 / rate, (t) => {
      const dev = r.pick(["HS-0117", "HS-0117", "HS-0117", "HS-0231"]);
      c.bg(
        "hive_scale_collector",
        t,
        "error",
        `${dev}: frame rejected, CRC mismatch (got 0x${r.hex(4)} expected 0x${r.hex(4)}) len=${r.int(40, 48)}`,
        {
          logger: "collector.frames",
        },
      );
    });
  } else if (k === "waxwing") {
    c.every(c.start, c.end, 4600 / rate, (t, i) => {
      c.bg("jarring", t, "error", `Camera cam-2 frame grab timed out after 500 ms; inspection falls back to cam-1`, {
        logger: "Jarring.Vision.Inspector",
        stack:
          i % 9 === 0
            ? "System.TimeoutException: The operation has timed out.\n   at Basler.Pylon.Camera.RetrieveResult(Int32 timeoutMs, TimeoutHandling handling)\n   at Jarring.Vision.Inspector.GrabAsync(CameraId id, CancellationToken ct) in /src/Jarring.Vision/Inspector.cs:line 88"
            : undefined,
        errType: "System.TimeoutException",
      });
    });
  } else {
    c.every(c.start, c.end, 6000 / rate, (t, i) => {
      const tb =
        i % 5 === 0
          ? pyTrace(
              [
                ["/app/edi/as2.py", 212, "verify_mdn", "signer.verify(mdn.signature, partner.cert)"],
                [
                  "/usr/local/lib/python3.11/site-packages/pyas2lib/as2.py",
                  1031,
                  "verify",
                  'raise IntegrityError("Signature verification failed")',
                ],
              ],
              "pyas2lib.exceptions.IntegrityError: MDN signature verification failed: certificate has expired (notAfter=2026-03-31)",
            )
          : undefined;
      c.bg(
        "trade-edi-worker",
        t,
        "error",
        `AS2 MDN for msg <${r.hex(8)}@queencup.example> from partner=HONEYHUB could not be verified; message kept as sent`,
        {
          logger: "edi.as2",
          stack: tb,
        },
      );
    });
  }
}

/** A second, smaller chronic WARN some windows also carry. */
export function chronicWarn(c: Ctx): void {
  const k = c.estate.key;
  if (k === "bramblecomb")
    c.every(c.start, c.end, 30000, (t) =>
      c.bg(
        "catalog-search",
        t,
        "warn",
        "opensearch: [products-v7] deprecation: [ignore_throttled] parameter is deprecated",
        { fields: c.ids("catalog-search") },
      ),
    );
  else if (k === "goldenfurrow")
    c.every(c.start, c.end, 25000, (t) =>
      c.bg(
        "wholesale_portal",
        t,
        "warn",
        "RemovedInDjango51Warning: The django.utils.timezone.utc alias is deprecated.",
        { logger: "py.warnings" },
      ),
    );
  else if (k === "waxwing")
    c.every(c.start, c.end, 20000, (t) =>
      c.bg(
        "storefront",
        t,
        "warn",
        "Deprecated: Creation of dynamic property App\\Models\\Jar::$legacy_code is deprecated in /var/www/html/app/Models/Jar.php on line 41",
      ),
    );
  else
    c.every(c.start, c.end, 35000, (t) =>
      c.bg(
        "ops-jarring-svc",
        t,
        "warn",
        `label roll low on line 2: ${c.rng.int(3, 9)}% left, reorder LBL-58x40 pending approval`,
      ),
    );
}
