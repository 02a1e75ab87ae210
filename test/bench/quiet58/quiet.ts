// Harmless noise that pages people for nothing: each kind is something a print-on-demand estate really logs while
// nothing is broken (customer files, operator actions, planned work, retries that recover).
import { jid, oid } from "./background.js";
import type { Ctx } from "./stream.js";

export interface Noise {
  kind: string;
  note: string;
  run(ctx: Ctx, t0: number): void;
}

const n = (kind: string, note: string, run: (ctx: Ctx, t0: number) => void): Noise => ({ kind, note, run });
const burst = (ctx: Ctx, t0: number, count: number, gap: number, fn: (t: number, i: number) => void) => {
  for (let i = 0; i < count; i++) fn(t0 + i * gap + ctx.rng.int(0, Math.floor(gap / 2)), i);
};

export const NOISES: Noise[] = [
  n(
    "low-res-images",
    "customers upload phone photos far too small for canvas sizes; each gets a DPI warning",
    (ctx, t0) =>
      ctx.every(
        2500,
        (t) => {
          const w = ctx.rng.pick([640, 800, 1024, 1280]);
          ctx.emit(
            t,
            ctx.s("images"),
            "error",
            `up_${ctx.rng.hex(10)}: ${w}x${Math.round(w * 0.75)} too small for ${ctx.rng.pick(["60x90cm", "50x70cm", "40x60cm"])} (effective ${ctx.rng.int(18, 70)} dpi < 150 minimum) -> quality warning shown to customer`,
          );
        },
        t0,
      ),
  ),
  n(
    "fonts-not-embedded",
    "a B2B customer keeps uploading flyers with non-embedded fonts; preflight rejects each back to the customer",
    (ctx, t0) =>
      ctx.every(
        3000,
        (t) =>
          ctx.emit(
            t,
            ctx.s("preflight"),
            "error",
            `${jid(ctx)} preflight FAILED: font '${ctx.rng.pick(["Gotham-Book", "HelveticaNeue-Bold", "Montserrat-SemiBold", "FuturaPT-Medium"])}' is not embedded (ISO 15930-7 6.3.5); job returned to customer`,
          ),
        t0,
      ),
  ),
  n(
    "pdfx-batch-failures",
    "a 300-file catalogue batch from one account fails PDF/X-4 checks on output intent",
    (ctx, t0) =>
      burst(ctx, t0, 300, 700, (t) =>
        ctx.emit(
          t,
          ctx.s("preflight"),
          "error",
          `${jid(ctx)} PDF/X-4 conformance: OutputIntent missing, DeviceRGB used on page ${ctx.rng.int(1, 64)}; account acct_77120 batch cat-spring, status=rejected`,
        ),
      ),
  ),
  n(
    "printer-out-of-paper",
    "an operator lets a press run out of media; queue pauses, jobs wait, paper reloaded, queue resumes",
    (ctx, t0) => {
      const p = ctx.rng.pick(ctx.estate.presses[1]);
      ctx.emit(t0, ctx.s("ripB"), "error", `press ${p}: media out (tray 2, SRA3 350gsm) - queue PAUSED`);
      ctx.every(
        15000,
        (t) =>
          ctx.emit(
            t,
            ctx.s("ripB"),
            "warn",
            `press ${p} paused: ${ctx.rng.int(8, 40)} jobs held, oldest waiting ${Math.round((t - t0) / 1000)}s`,
          ),
        t0 + 5000,
        t0 + 240000,
      );
      ctx.emit(t0 + 242000, ctx.s("ripB"), "info", `press ${p}: media loaded by operator, queue RESUMED`);
    },
  ),
  n(
    "carrier-slow-cutoff",
    "the carrier's label API is slow at the afternoon cut-off; every label still gets created",
    (ctx, t0) =>
      ctx.every(
        1800,
        (t) => {
          const c = ctx.rng.pick(ctx.estate.carriers);
          ctx.emit(
            t,
            ctx.s("labels"),
            "warn",
            `${c} POST /shipments took ${ctx.rng.int(4000, 9800)}ms (slow, threshold 3000ms) order=${oid(ctx)}`,
          );
        },
        t0,
      ),
  ),
  n("gamut-warnings", "vivid customer artwork triggers out-of-gamut warnings during CMYK conversion", (ctx, t0) =>
    ctx.every(
      2200,
      (t) =>
        ctx.emit(
          t,
          ctx.s("preflight"),
          "warn",
          `${jid(ctx)}: ${ctx.rng.int(3, 38)}% of pixels out of gamut for FOGRA51 (deltaE max ${ctx.rng.int(9, 31)}); converted with perceptual intent`,
        ),
      t0,
    ),
  ),
  n("missing-bleed", "many customer PDFs come without bleed; preflight auto-extends by mirroring", (ctx, t0) =>
    ctx.every(
      2000,
      (t) =>
        ctx.emit(
          t,
          ctx.s("preflight"),
          "warn",
          `${jid(ctx)}: bleed 0.0mm < 3.0mm required on ${ctx.rng.int(1, 24)} pages, auto-extend (mirror) applied`,
        ),
      t0,
    ),
  ),
  n(
    "cuda-oom-retiled",
    "the upscaler hits CUDA out-of-memory on huge panoramas and retries with smaller tiles, all succeed",
    (ctx, t0) =>
      ctx.every(
        9000,
        (t) => {
          const s = ctx.has("upscale") ? ctx.s("upscale") : ctx.s("images");
          ctx.emit(
            t,
            s,
            "error",
            `torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate ${ctx.rng.int(2, 9)}.${ctx.rng.int(10, 99)} GiB (GPU 0; 23.65 GiB total capacity; ${ctx.rng.int(14, 20)}.${ctx.rng.int(10, 99)} GiB already allocated)`,
          );
          ctx.emit(t + 80, s, "warn", "retrying with tile=256 overlap=16");
          ctx.emit(
            t + ctx.rng.int(3000, 8000),
            s,
            "info",
            `upscaled up_${ctx.rng.hex(10)} x4 on second attempt (tile=256)`,
          );
        },
        t0,
      ),
  ),
  n(
    "planned-rip-maintenance",
    "factory A's RIP goes into a planned maintenance window; routing sends everything to factory B",
    (ctx, t0) => {
      const [a, b] = ctx.estate.sites;
      ctx.emit(
        t0,
        ctx.s("ripA"),
        "warn",
        `maintenance window MW-${ctx.rng.int(200, 900)} started by ops: RIP accepting no new jobs until ${new Date(t0 + 1200000).toISOString().slice(11, 16)}Z`,
      );
      ctx.emit(t0 + 600, ctx.s("router"), "warn", `site ${a} marked unavailable (maintenance), routing to ${b}`);
      ctx.every(
        4000,
        (t) =>
          ctx.emit(
            t,
            ctx.s("router"),
            "warn",
            `order ${oid(ctx)}: preferred site ${a} unavailable (maintenance), rerouted to ${b}`,
          ),
        t0 + 2000,
      );
    },
  ),
  n("bot-404-scan", "a vulnerability scanner walks the storefront; 404s and a 429 for its IP", (ctx, t0) =>
    burst(ctx, t0, 400, 350, (t) => {
      const p = ctx.rng.pick([
        "/wp-login.php",
        "/.env",
        "/admin/config.php",
        "/phpmyadmin/",
        "/.git/config",
        "/actuator/env",
        "/cgi-bin/luci",
      ]);
      ctx.emit(
        t,
        ctx.s("edge"),
        "warn",
        `GET ${p} 404 client=185.220.${ctx.rng.int(1, 254)}.${ctx.rng.int(1, 254)} ua="Mozilla/5.0 zgrab/0.x"`,
      );
    }),
  ),
  n(
    "payment-declines",
    "card declines at checkout (insufficient funds, 3DS abandoned): customers' own problems",
    (ctx, t0) =>
      ctx.every(
        2600,
        (t) =>
          ctx.emit(
            t,
            ctx.s("edge"),
            "error",
            `payment failed order=${oid(ctx)} psp=adyen resultCode=Refused refusalReason="${ctx.rng.pick(["Not enough balance", "3D Not Authenticated", "Expired Card", "CVC Declined", "FRAUD"])}"`,
          ),
        t0,
      ),
  ),
  n(
    "rolling-deploy-probes",
    "a rolling release of the storefront; new pods fail readiness for a few seconds while warming up",
    (ctx, t0) => {
      const s = ctx.s("edge");
      for (let i = 0; i < 4; i++) {
        const t = t0 + i * 45000;
        ctx.emit(
          t,
          s,
          "info",
          `starting ${s} v5.${ctx.rng.int(10, 40)}.0 pod ${s}-${ctx.rng.hex(9)}-${ctx.rng.hex(5)}`,
        );
        for (let k = 0; k < 5; k++)
          ctx.emit(t + 1000 + k * 2000, s, "error", "GET /readyz 503 - warming up: template cache 0/412 compiled");
        ctx.emit(t + 12000, s, "info", "template cache warm (412), ready");
      }
    },
  ),
  n("gc-pauses", "the preflight JVM logs long GC pauses while checking a 900-page catalogue; it finishes", (ctx, t0) =>
    ctx.every(
      6000,
      (t) =>
        ctx.emit(
          t,
          ctx.s("preflight"),
          "warn",
          `[gc] GC(${ctx.rng.int(300, 900)}) Pause Young (G1 Evacuation Pause) ${ctx.rng.int(1900, 3900)}M->${ctx.rng.int(700, 1400)}M(4096M) ${ctx.rng.int(400, 1400)}.${ctx.rng.int(100, 999)}ms`,
        ),
      t0,
      t0 + 300000,
    ),
  ),
  n(
    "address-invalid",
    "labels refuse parcels whose customer typed an invalid postcode; they go to the address-fix queue",
    (ctx, t0) =>
      ctx.every(
        2200,
        (t) =>
          ctx.emit(
            t,
            ctx.s("labels"),
            "error",
            `${ctx.rng.pick(ctx.estate.carriers)} rejected shipment order=${oid(ctx)}: 422 {"code":"INVALID_POSTCODE","field":"recipient.postalCode"} -> moved to address-fix queue`,
          ),
        t0,
      ),
  ),
  n("backup-slow-queries", "the nightly database backup makes routing queries slow for a while", (ctx, t0) => {
    ctx.emit(t0, ctx.s("router"), "info", "pg_basebackup started by cron (ops-backup)");
    ctx.every(
      3000,
      (t) =>
        ctx.emit(
          t,
          ctx.s("router"),
          "warn",
          `slow query ${ctx.rng.int(1200, 4800)}ms: SELECT ... FROM order_items WHERE site_id = $1 AND state = 'queued'`,
        ),
      t0 + 2000,
      t0 + 360000,
    );
    ctx.emit(t0 + 362000, ctx.s("router"), "info", "pg_basebackup finished (52.3 GB, 6m02s)");
  }),
  n(
    "cert-expiry-warnings",
    "a certificate renewer warns about a cert 21 days from expiry and reloads the new one",
    (ctx, t0) => {
      ctx.every(
        20000,
        (t) =>
          ctx.emit(
            t,
            ctx.s("labels"),
            "warn",
            `TLS client certificate CN=${ctx.estate.pkg}-labels expires in 21 days (2026-12-21T00:00:00Z)`,
          ),
        ctx.start,
        t0,
      );
      ctx.emit(
        t0,
        ctx.s("labels"),
        "info",
        "certificate reloaded from /etc/tls/client.pem (serial 4F:2A:..:91, notAfter 2027-03-01)",
      );
    },
  ),
  n("duplicate-webhooks", "the payment provider redelivers webhooks; the storefront ignores duplicates", (ctx, t0) =>
    ctx.every(
      1500,
      (t) =>
        ctx.emit(
          t,
          ctx.s("edge"),
          "warn",
          `webhook evt_${ctx.rng.hex(14)} already processed (idempotency key hit), returning 200`,
        ),
      t0,
      t0 + 400000,
    ),
  ),
  n("icc-profile-convert", "customer photos carry Display P3 or ProPhoto profiles and are converted", (ctx, t0) =>
    ctx.every(
      1800,
      (t) =>
        ctx.emit(
          t,
          ctx.s("images"),
          "warn",
          `up_${ctx.rng.hex(10)}: embedded ICC '${ctx.rng.pick(["ProPhoto RGB", "Display P3", "Adobe RGB (1998)", "Generic Gray Gamma 2.2"])}' converted to sRGB IEC61966-2.1`,
        ),
      t0,
    ),
  ),
  n("head-cleaning", "a press runs its scheduled head-cleaning cycle and holds jobs for a few minutes", (ctx, t0) => {
    const p = ctx.rng.pick(ctx.estate.presses[0]);
    ctx.emit(t0, ctx.s("ripA"), "warn", `press ${p}: printhead cleaning cycle (scheduled, 4 min) - jobs HELD`);
    ctx.every(
      20000,
      (t) => ctx.emit(t, ctx.s("ripA"), "warn", `press ${p} offline (cleaning), ${ctx.rng.int(4, 25)} jobs waiting`),
      t0 + 3000,
      t0 + 240000,
    );
    ctx.emit(t0 + 241000, ctx.s("ripA"), "info", `press ${p}: cleaning complete, nozzle check OK, releasing held jobs`);
  }),
  n("transparency-flattening", "RIP flattens transparency in designer PDFs and warns about spot colours", (ctx, t0) =>
    ctx.every(
      2800,
      (t) =>
        ctx.emit(
          t,
          ctx.s(ctx.rng.chance(0.5) ? "ripA" : "ripB"),
          "warn",
          `${jid(ctx)} page ${ctx.rng.int(1, 30)}: transparency group flattened (knockout), overprint simulation may differ`,
        ),
      t0,
    ),
  ),
  n(
    "b2b-queue-spike",
    "a large B2B business-card order fills the queue past its alert threshold, then drains",
    (ctx, t0) => {
      ctx.emit(t0, ctx.s("router"), "info", `bulk order ${oid(ctx)} accepted: 12,400 items (account acct_5521)`);
      ctx.every(
        10000,
        (t) => {
          const d = Math.max(200, 2600 - Math.round((t - t0) / 300));
          ctx.emit(
            t,
            ctx.s("router"),
            d > 1000 ? "warn" : "info",
            `queue depth ${ctx.estate.sites[0]}=${d} (alert threshold 1000)`,
          );
        },
        t0 + 5000,
        t0 + 600000,
      );
    },
  ),
  n("consumer-rebalance", "a job-queue consumer group rebalances twice during a scale-up", (ctx, t0) => {
    for (const d of [0, 95000]) {
      const s = ctx.s("router");
      ctx.emit(
        t0 + d,
        s,
        "warn",
        "kafka: consumer group print-jobs rebalancing (member joined), partitions revoked: [0 1 2 3 4 5]",
      );
      ctx.emit(
        t0 + d + 3200,
        s,
        "warn",
        "kafka: commit failed for offset 8812211: REBALANCE_IN_PROGRESS, will retry after join",
      );
      ctx.emit(t0 + d + 6100, s, "info", "kafka: partitions assigned: [0 2 4]");
    }
  }),
  n(
    "heic-fallback",
    "iPhone HEIC uploads hit an unsupported variant in the fast decoder and fall back to libheif",
    (ctx, t0) =>
      ctx.every(
        2400,
        (t) => {
          ctx.emit(
            t,
            ctx.s("images"),
            "error",
            `decode up_${ctx.rng.hex(10)}.heic failed: vips: heifload: Unsupported feature: Unsupported codec (grid image)`,
          );
          ctx.emit(t + 300, ctx.s("images"), "info", "fallback decoder libheif 1.17 ok");
        },
        t0,
      ),
  ),
  n("truncated-jpeg", "mobile uploads cut off mid-transfer; customers are asked to upload again", (ctx, t0) =>
    ctx.every(
      3000,
      (t) =>
        ctx.emit(
          t,
          ctx.s("images"),
          "error",
          `up_${ctx.rng.hex(10)}: Premature end of JPEG file (${ctx.rng.int(10, 80)}% received); marked failed, customer notified to re-upload`,
        ),
      t0,
    ),
  ),
  n("unknown-flag", "a feature flag is removed upstream; services default it and warn every evaluation", (ctx, t0) =>
    ctx.every(
      1200,
      (t) =>
        ctx.emit(
          t,
          ctx.s("edge"),
          "warn",
          `flag 'checkout.gift_wrap_v2' not found in environment prod, serving fallback value false`,
        ),
      t0,
    ),
  ),
  n("reweigh-voids", "packing finds parcels heavier than declared and voids/reprints labels", (ctx, t0) =>
    ctx.every(
      3500,
      (t) => {
        const o = oid(ctx);
        ctx.emit(
          t,
          ctx.s("pack"),
          "warn",
          `parcel ${o}/1 weight ${(ctx.rng.next() * 2 + 2).toFixed(2)}kg differs from declared ${(ctx.rng.next() + 1).toFixed(2)}kg, label voided for re-rate`,
        );
        ctx.emit(t + 900, ctx.s("labels"), "info", `label voided and reissued order=${o}`);
      },
      t0,
    ),
  ),
  n("spot-colour-missing", "spot colours not in the press library are converted to process", (ctx, t0) =>
    ctx.every(
      2500,
      (t) =>
        ctx.emit(
          t,
          ctx.s("ripA"),
          "error",
          `${jid(ctx)}: spot colour 'PANTONE ${ctx.rng.int(100, 8999)} C' not in colour library, converted to CMYK`,
        ),
      t0,
    ),
  ),
  n("dns-retry", "a resolver hiccup makes one lookup fail, retried fine", (ctx, t0) =>
    ctx.every(
      20000,
      (t) => {
        ctx.emit(
          t,
          ctx.s("edge"),
          "warn",
          `getaddrinfo EAI_AGAIN ${ctx.s("router")}.${ctx.estate.ns}.svc.cluster.local - retrying`,
        );
        ctx.emit(t + 120, ctx.s("edge"), "info", `resolved ${ctx.s("router")} on retry`);
      },
      t0,
      t0 + 200000,
    ),
  ),
  n("cron-overlap", "a long export job overlaps its next schedule, which is skipped", (ctx, t0) =>
    ctx.every(
      60000,
      (t) =>
        ctx.emit(
          t,
          ctx.s("pack"),
          "warn",
          `job carrier-manifest-export skipped: previous run (started ${Math.round((t - t0) / 60000) + 14} min ago) still running`,
        ),
      t0,
    ),
  ),
  n("canary-orders", "synthetic canary orders are rejected by design on a test SKU", (ctx, t0) =>
    ctx.every(
      15000,
      (t) => {
        ctx.emit(
          t,
          ctx.s("router"),
          "error",
          `order CANARY-${ctx.rng.int(1000, 9999)} rejected: sku TEST-DO-NOT-PRINT not producible at any site`,
        );
        ctx.emit(t + 50, ctx.s("edge"), "warn", "synthetic check checkout-e2e: expected rejection received");
      },
      t0,
    ),
  ),
  n("operator-queue-pause", "a factory operator pauses a press queue to change substrate", (ctx, t0) => {
    const p = ctx.rng.pick(ctx.estate.presses[0]);
    ctx.emit(
      t0,
      ctx.s("ripA"),
      "warn",
      `queue ${p} PAUSED by operator ${ctx.rng.pick(["j.santos", "m.kowalska", "d.okafor", "l.nguyen"])} (reason: substrate change to canvas 380gsm)`,
    );
    ctx.every(
      30000,
      (t) =>
        ctx.emit(
          t,
          ctx.s("ripA"),
          "warn",
          `queue ${p} paused ${Math.round((t - t0) / 1000)}s, ${ctx.rng.int(3, 20)} jobs held`,
        ),
      t0 + 2000,
      t0 + 300000,
    );
    ctx.emit(t0 + 301000, ctx.s("ripA"), "info", `queue ${p} RESUMED by operator`);
  }),
  n("oversize-downscale", "panoramas above the pixel limit get downscaled before processing", (ctx, t0) =>
    ctx.every(
      4000,
      (t) =>
        ctx.emit(
          t,
          ctx.s("images"),
          "warn",
          `DecompressionBombWarning: Image size (${ctx.rng.int(180, 400)}000000 pixels) exceeds limit of 178956970 pixels; downscaling before processing`,
        ),
      t0,
    ),
  ),
  n("expired-sessions", "mobile app sessions expire after an app update; users log in again", (ctx, t0) =>
    ctx.every(
      900,
      (t) =>
        ctx.emit(
          t,
          ctx.s("edge"),
          "warn",
          `401 GET /api/projects: jwt expired (exp ${new Date(t - ctx.rng.int(60000, 86400000)).toISOString()}), client app=ios-4.${ctx.rng.int(1, 9)}`,
        ),
      t0,
      t0 + 300000,
    ),
  ),
  n("spool-purge", "a RIP spool volume crosses 80% and the scheduled purge frees space", (ctx, t0) => {
    ctx.every(
      20000,
      (t) => ctx.emit(t, ctx.s("ripA"), "warn", `spool /var/spool/rip at ${ctx.rng.int(80, 86)}% (warn 80%, crit 95%)`),
      t0,
      t0 + 180000,
    );
    ctx.emit(
      t0 + 181000,
      ctx.s("ripA"),
      "info",
      `spool purge: removed 1,284 rasters older than 48h, freed 412 GB, now 44%`,
    );
  }),
  n(
    "editor-font-fallback",
    "the design editor cannot load some Google fonts and substitutes them in previews",
    (ctx, t0) =>
      ctx.every(
        1800,
        (t) =>
          ctx.emit(
            t,
            ctx.s(ctx.has("editor") ? "editor" : "edge"),
            "error",
            `font load failed family="${ctx.rng.pick(["Caveat Brush", "Lobster Two", "Playfair Display SC"])}" 404 from fonts cache, substituted with Inter in preview`,
          ),
        t0,
      ),
  ),
  n("label-printer-jam", "a thermal label printer at one packing station jams; the operator clears it", (ctx, t0) => {
    ctx.emit(t0, ctx.s("pack"), "error", "station ST-04 label printer ZT410: PAPER JAM / HEAD OPEN, 6 labels queued");
    ctx.every(
      15000,
      (t) =>
        ctx.emit(
          t,
          ctx.s("pack"),
          "error",
          `station ST-04 printer not ready (HEAD OPEN), ${ctx.rng.int(6, 20)} labels queued`,
        ),
      t0 + 3000,
      t0 + 150000,
    );
    ctx.emit(t0 + 152000, ctx.s("pack"), "info", "station ST-04 printer ready, 21 queued labels printed");
  }),
  n(
    "corrupt-customer-pdf",
    "customer PDFs with broken cross-reference tables throw parser exceptions; each is returned to the customer",
    (ctx, t0) =>
      ctx.every(
        6000,
        (t) => {
          const py = ctx.estate.rt.preflight === "python";
          const j = jid(ctx);
          ctx.emit(
            t,
            ctx.s("preflight"),
            "error",
            `${j}: customer file could not be parsed, returned to customer (upload again)`,
            {
              stack: py
                ? [
                    "Traceback (most recent call last):",
                    `  File "/app/${ctx.estate.pkg}/preflight/loader.py", line 77, in open_pdf`,
                    "    doc = pikepdf.open(path)",
                    '  File "/usr/local/lib/python3.11/site-packages/pikepdf/_methods.py", line 398, in open',
                    "    pdf = Pdf._open(filename_or_stream, password=password)",
                    `pikepdf._core.PdfError: /tmp/${j}.pdf: unable to find trailer dictionary while recovering damaged file`,
                  ]
                : [
                    "java.io.IOException: Missing root object specification in trailer.",
                    "\tat org.apache.pdfbox.pdfparser.COSParser.parseTrailerValuesDynamically(COSParser.java:2742)",
                    "\tat org.apache.pdfbox.pdfparser.PDFParser.initialParse(PDFParser.java:216)",
                    "\tat org.apache.pdfbox.pdfparser.PDFParser.parse(PDFParser.java:251)",
                    `\tat com.${ctx.estate.pkg}.preflight.PdfLoader.load(PdfLoader.java:48)`,
                  ],
            },
          );
        },
        t0,
      ),
  ),
];
