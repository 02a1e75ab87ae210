// What every window carries whatever else happens: storefront traffic, uploads, preflight, routing, RIP and press
// progress, packing and labels, health checks, periodic jobs, one constantly noisy service, deprecation warnings,
// retries that succeed and an unrelated deploy or config reload.
import type { Role } from "./estates.js";
import type { Ctx } from "./stream.js";

const SIZES = ["10x15cm", "13x18cm", "20x30cm", "30x40cm", "40x60cm", "50x70cm", "A4", "A3", "60x90cm"];
const PRODUCTS = ["photobook-a4-hard", "canvas-40x60", "poster-50x70", "prints-10x15", "calendar-a3", "mug-11oz"];
const PRODUCTS2 = ["business-cards", "flyer-a5", "greeting-card-5x7", "sticker-sheet", "tshirt-dtg", "acrylic-block"];

export const oid = (ctx: Ctx) => `${ctx.estate.pkg.slice(0, 2).toUpperCase()}-${ctx.rng.int(4100000, 4999999)}`;
export const jid = (ctx: Ctx) => `J${ctx.rng.int(8000000, 8999999)}`;

function access(ctx: Ctx, role: Role, method: string, path: string, status: number, ms: number): string {
  const rt = ctx.estate.rt[role];
  if (rt === "node") return `${method} ${path} ${status} ${ms.toFixed(1)} ms - ${ctx.rng.int(120, 9000)}`;
  if (rt === "go") return `http: ${method} ${path} status=${status} dur=${ms}ms bytes=${ctx.rng.int(80, 9000)}`;
  if (rt === "dotnet")
    return `Request finished HTTP/1.1 ${method} http://${ctx.s(role)}:8080${path} - ${status} ${ctx.rng.int(80, 9000)} application/json ${ms.toFixed(4)}ms`;
  if (rt === "java") return `${method} ${path} -> ${status} (${ms} ms)`;
  if (rt === "ruby")
    return `Completed ${status} OK in ${ms}ms (Views: ${ctx.rng.int(0, 4)}.0ms | ActiveRecord: ${ctx.rng.int(1, 30)}.1ms)`;
  return `"${method} ${path} HTTP/1.1" ${status} ${ctx.rng.int(80, 9000)} ${ms}ms`;
}

export { access };

export function traffic(ctx: Ctx, flowsPerMin: number): void {
  const { rng, estate } = ctx;
  const edge = ctx.s("edge");
  ctx.every(60000 / flowsPerMin, (t) => {
    const tr = ctx.trace();
    const k = rng.next();
    if (k < 0.3) {
      // customer upload -> image normalisation (-> upscaling)
      const up = `up_${rng.hex(10)}`;
      const w = rng.pick([4032, 6000, 3024, 5472, 2048, 8256]);
      const h = Math.round(w * rng.pick([0.75, 0.667, 1, 0.5625]));
      ctx.bg(t, edge, "info", access(ctx, "edge", "POST", "/api/uploads", 201, rng.int(80, 900)), tr);
      ctx.bg(
        t + rng.int(40, 400),
        ctx.s("images"),
        "info",
        `normalised ${up} ${w}x${h} ${rng.pick(["sRGB", "AdobeRGB", "Display P3"])} -> sRGB jpeg q92 (${rng.int(90, 1400)}ms)`,
        tr,
      );
      if (ctx.has("upscale") && rng.chance(0.25))
        ctx.bg(
          t + rng.int(500, 4000),
          ctx.s("upscale"),
          "info",
          `upscaled ${up} x${rng.pick([2, 4])} model=${rng.pick(["realesrgan-x4plus", "swinir-m"])} tiles=${rng.int(4, 64)} ${(rng.next() * 6 + 0.8).toFixed(2)}s`,
          tr,
        );
    } else if (k < 0.55) {
      // checkout -> routing -> preflight
      const o = oid(ctx);
      const j = jid(ctx);
      const site = rng.chance(0.6) ? estate.sites[0] : estate.sites[1];
      ctx.bg(t, edge, "info", access(ctx, "edge", "POST", "/api/orders", 201, rng.int(120, 700)), tr);
      ctx.bg(
        t + rng.int(30, 300),
        ctx.s("router"),
        "info",
        `order ${o} routed to ${site} (${rng.pick(["capacity", "nearest", "product-capability", "sla"])}) items=${rng.int(1, 6)} sla=${rng.pick(["standard", "express", "next-day"])}`,
        tr,
      );
      ctx.bg(
        t + rng.int(800, 5000),
        ctx.s("preflight"),
        "info",
        `preflight ${j} passed profile=${rng.pick(["PDF/X-4", "PDF/X-1a", "photo-rgb"])} pages=${rng.int(1, 120)} size=${rng.pick(SIZES)} bleed=3mm (${rng.int(300, 4200)}ms)`,
        tr,
      );
    } else if (k < 0.72) {
      const p = rng.pick(["/api/products", "/api/cart", "/api/projects", "/api/prices", "/", "/api/shipping-quote"]);
      ctx.bg(t, edge, "info", access(ctx, "edge", "GET", p, 200, rng.int(8, 400)), tr);
      if (ctx.has("editor") && rng.chance(0.5))
        ctx.bg(
          t + rng.int(10, 200),
          ctx.s("editor"),
          "info",
          `autosave project prj_${rng.hex(8)} rev=${rng.int(2, 90)} layers=${rng.int(1, 40)} ${rng.int(4, 900)}KB`,
          tr,
        );
    } else if (k < 0.87) {
      const ab = rng.chance(0.6);
      const r: Role = ab ? "ripA" : "ripB";
      const presses = ab ? estate.presses[0] : estate.presses[1];
      ctx.bg(
        t,
        ctx.s(r),
        "info",
        `job ${jid(ctx)} ripped ${rng.int(1, 140)} pages ${rng.pick(["1200dpi", "812dpi", "600dpi"])} in ${(rng.next() * 30 + 0.5).toFixed(1)}s -> ${rng.pick(presses)}`,
      );
    } else {
      const o = oid(ctx);
      const c = rng.pick(estate.carriers);
      ctx.bg(
        t,
        ctx.s("pack"),
        "info",
        `parcel ${o}/1 packed weight=${(rng.next() * 3 + 0.1).toFixed(2)}kg box=${rng.pick(["T4", "M2", "TUBE-90", "FLAT-A3", "B5"])}`,
        tr,
      );
      ctx.bg(
        t + rng.int(100, 1400),
        ctx.s("labels"),
        "info",
        `label created carrier=${c} order=${o} tracking=${rng.hex(12).toUpperCase()} ${rng.int(180, 1600)}ms`,
        tr,
      );
    }
  });
}

export function health(ctx: Ctx): void {
  const { rng } = ctx;
  for (const r of ["edge", "router", "pack"] as Role[]) {
    if (!ctx.has(r)) continue;
    ctx.every(10000, (t) => ctx.bg(t, ctx.s(r), "info", access(ctx, r, "GET", "/healthz", 200, rng.int(1, 6))));
  }
}

export function periodic(ctx: Ctx): void {
  const { rng, estate } = ctx;
  ctx.every(60000, (t) =>
    ctx.bg(
      t,
      ctx.s("router"),
      "info",
      `capacity snapshot ${estate.sites[0]}=${rng.int(40, 92)}% ${estate.sites[1]}=${rng.int(30, 90)}% backlog=${rng.int(80, 900)} jobs`,
    ),
  );
  ctx.every(300000, (t) =>
    ctx.bg(
      t,
      ctx.s("images"),
      "info",
      `tmp sweep removed ${rng.int(40, 900)} files (${rng.int(1, 40)}.${rng.int(0, 9)} GB)`,
    ),
  );
  for (const [i, r] of (["ripA", "ripB"] as Role[]).entries()) {
    ctx.every(30000, (t) =>
      ctx.bg(
        t,
        ctx.s(r),
        "info",
        `press ${rng.pick(estate.presses[i])} printing, ${rng.int(180, 2400)} sheets/h, queue=${rng.int(2, 40)}`,
      ),
    );
  }
  ctx.every(120000, (t) =>
    ctx.bg(
      t,
      ctx.s("labels"),
      "info",
      `manifest sync ${rng.pick(estate.carriers)}: ${rng.int(10, 400)} parcels submitted`,
    ),
  );
  ctx.every(90000, (t) =>
    ctx.bg(
      t,
      ctx.s("pack"),
      "info",
      `wave ${rng.int(100, 999)} released: ${rng.int(20, 160)} orders, ${rng.int(1, 6)} stations`,
    ),
  );
}

/** one service logs the same harmless complaint from the first minute on */
export const NOISY: ((ctx: Ctx) => void)[] = [
  (ctx) =>
    ctx.every(ctx.rng.int(4000, 12000), (t) =>
      ctx.bg(
        t,
        ctx.s("images"),
        "error",
        `EXIF parse failed for up_${ctx.rng.hex(10)}: Corrupt MakerNote (tag 0x927c), orientation assumed 1`,
      ),
    ),
  (ctx) =>
    ctx.every(ctx.rng.int(5000, 14000), (t) =>
      ctx.bg(
        t,
        ctx.s("labels"),
        "error",
        `address normalisation failed order=${oid(ctx)}: ambiguous street "${ctx.rng.pick(["High St", "Main St", "Calle 5", "Rua Nova"])}" - kept as entered`,
      ),
    ),
  (ctx) =>
    ctx.every(ctx.rng.int(6000, 15000), (t) =>
      ctx.bg(
        t,
        ctx.s("pack"),
        "warn",
        `scale ST-0${ctx.rng.int(1, 8)} reading unstable (+/-${ctx.rng.int(8, 40)}g), using second reading`,
      ),
    ),
  (ctx) =>
    ctx.every(ctx.rng.int(4000, 10000), (t) =>
      ctx.bg(
        t,
        ctx.s("edge"),
        "error",
        `recommendations widget: product ${ctx.rng.pick(PRODUCTS2)} has no price for locale ${ctx.rng.pick(["de-AT", "fr-BE", "es-MX", "pt-PT"])}, hidden`,
      ),
    ),
  (ctx) =>
    ctx.every(ctx.rng.int(5000, 12000), (t) =>
      ctx.bg(
        t,
        ctx.s("preflight"),
        "error",
        `${jid(ctx)}: thumbnail for ${ctx.rng.pick(PRODUCTS)} not generated: page box TrimBox missing, used MediaBox`,
      ),
    ),
  (ctx) =>
    ctx.every(ctx.rng.int(7000, 16000), (t) =>
      ctx.bg(
        t,
        ctx.s("ripB"),
        "warn",
        `press ${ctx.rng.pick(ctx.estate.presses[1])}: SNMP poll returned stale counters, ignoring`,
      ),
    ),
];

const DEPRECATION: Record<string, string> = {
  node: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
  python:
    "/usr/local/lib/python3.11/site-packages/PIL/Image.py:3186: DeprecationWarning: ANTIALIAS is deprecated and will be removed in Pillow 10 (2023-07-01). Use LANCZOS or Resampling.LANCZOS instead.",
  java: "WARN o.s.b.c.p.m.PropertiesMigrationListener - The use of configuration keys that have been renamed was found: 'spring.redis.host' should be migrated to 'spring.data.redis.host'",
  go: "grpc: WithInsecure is deprecated: use WithTransportCredentials and insecure.NewCredentials() instead",
  dotnet:
    "warn: Microsoft.AspNetCore.Server.Kestrel[0] Overriding address(es) 'http://+:80'. Binding to endpoints defined via IConfiguration and/or UseKestrel() instead.",
  ruby: "DEPRECATION WARNING: `ActiveSupport::Deprecation.warn` is deprecated and will be removed from Rails 7.2 (use your own Deprecation object instead)",
  cpp: "config: key 'spool.legacy_tiff_output' is deprecated and will be ignored in 9.x",
};

export function deprecations(ctx: Ctx): void {
  const { rng } = ctx;
  const roles = rng.shuffle(Object.keys(ctx.estate.svc) as Role[]).slice(0, 3);
  for (const r of roles) {
    const msg = DEPRECATION[ctx.estate.rt[r] ?? "node"];
    ctx.every(rng.int(90000, 240000), (t) => ctx.bg(t, ctx.s(r), "warn", msg));
  }
}

export function retries(ctx: Ctx): void {
  const { rng } = ctx;
  ctx.every(rng.int(40000, 90000), (t) => {
    const c = rng.pick(ctx.estate.carriers);
    ctx.bg(t, ctx.s("labels"), "warn", `${c} shipments API returned 502, retry 1/3 in 500ms`);
    ctx.bg(t + rng.int(600, 1500), ctx.s("labels"), "info", `${c} shipments API ok after 1 retry`);
  });
  ctx.every(rng.int(50000, 120000), (t) => {
    ctx.bg(
      t,
      ctx.s("images"),
      "warn",
      `object store PUT masters/${rng.hex(2)}/${rng.hex(12)}.jpg: SlowDown, backing off 200ms`,
    );
    ctx.bg(t + rng.int(250, 900), ctx.s("images"), "info", "object store PUT succeeded on attempt 2");
  });
}

/** an unrelated release or config reload at time t on a service that is not `avoid` */
export function deploy(ctx: Ctx, t: number, avoid?: string): string {
  const { rng } = ctx;
  const roles = (Object.keys(ctx.estate.svc) as Role[]).filter((r) => ctx.s(r) !== avoid);
  const r = rng.pick(roles);
  const svc = ctx.s(r);
  const ver = `v${rng.int(2, 9)}.${rng.int(0, 40)}.${rng.int(0, 12)}`;
  if (rng.chance(0.5)) {
    ctx.bg(t, svc, "info", `received SIGTERM, draining ${rng.int(2, 30)} in-flight requests`);
    ctx.bg(t + 2100, svc, "info", `shutdown complete`);
    ctx.bg(t + 6400, svc, "info", `starting ${svc} ${ver} (commit ${rng.hex(7)})`);
    ctx.bg(t + 7900, svc, "info", `listening on :8080, ready`);
  } else {
    ctx.bg(
      t,
      svc,
      "info",
      `config reload triggered by configmap ${svc}-config (resourceVersion ${rng.int(100000, 999999)})`,
    );
    ctx.bg(
      t + 300,
      svc,
      "info",
      `config applied: ${rng.int(1, 4)} keys changed (log.sampling, feature.${rng.pick(["ai_crop", "gift_wrap", "eco_box", "ship_split"])})`,
    );
  }
  return svc;
}
