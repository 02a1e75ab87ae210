// Batch work that logs loudly while succeeding: next season's calendar backfill, partner pushes that
// succeed after retries, a dead-letter replay, a slow month-end report, an accounting export skipping
// zero-amount rows, and photo uploads in formats the resizer does not take.
import { day, rubyTime } from "../clock.js";
import type { SceneLike } from "../types.js";
import { by, type Noise, scatter } from "./kit.js";

function thumbFailure(sc: SceneLike, t: number): void {
  const api = sc.svc("api");
  by(sc, {
    pinecrest: () =>
      sc.log(t, api, "error", "site photo upload rejected (staff review tool)", {
        errType: "Error",
        stack: [
          "Error: Input buffer contains unsupported image format",
          "    at Sharp.toBuffer (/app/node_modules/sharp/lib/output.js:163:17)",
          "    at resizeSitePhoto (/app/dist/photos/resize.js:22:10)",
          "    at async uploadPhoto (/app/dist/routes/photos.js:41:19)",
        ],
      }),
    hollow: () =>
      sc.log(
        t,
        api,
        "error",
        "MiniMagick::Error (`magick convert /tmp/mini_magick20260612-1-abc.heic -resize 1200x800> /tmp/site.jpg` failed with status: 1 and error:",
        {
          errType: "MiniMagick::Error",
          trace: sc.trace(),
          stack: [
            "convert: no decode delegate for this image format `HEIC' @ error/constitute.c/ReadImage/746.",
            "convert: no images defined `/tmp/site.jpg' @ error/convert.c/ConvertImageCommand/3342.",
            "):",
            "",
            "app/models/site_photo.rb:31:in `generate_variants'",
            "app/controllers/admin/site_photos_controller.rb:18:in `create'",
          ],
        },
      ),
    lakeshore: () =>
      sc.log(t, api, "error", "Site photo upload failed", {
        errType: "SixLabors.ImageSharp.UnknownImageFormatException",
        stack: [
          "SixLabors.ImageSharp.UnknownImageFormatException: Image cannot be loaded. Available decoders:",
          " - BMP : BmpDecoder",
          " - GIF : GifDecoder",
          " - JPEG : JpegDecoder",
          " - PNG : PngDecoder",
          " - WEBP : WebpDecoder",
          "   at SixLabors.ImageSharp.Image.ThrowNotLoaded(DecoderOptions options)",
          "   at SixLabors.ImageSharp.Image.Load(DecoderOptions options, Stream stream)",
          "   at Lakeshore.Reservations.Photos.SitePhotoService.ResizeAsync(Stream upload, CancellationToken ct) in /src/Lakeshore.Reservations/Photos/SitePhotoService.cs:line 44",
        ],
      }),
    redrock: () =>
      sc.log(t, api, "error", "Internal Server Error: /staff/sites/photos/", {
        errType: "PIL.UnidentifiedImageError",
        trace: sc.trace(),
        stack: [
          "Traceback (most recent call last):",
          '  File "/usr/local/lib/python3.12/site-packages/django/core/handlers/exception.py", line 55, in inner',
          "    response = get_response(request)",
          '  File "/app/frontdesk/staff/photos.py", line 38, in upload',
          "    img = Image.open(request.FILES['photo'])",
          '  File "/usr/local/lib/python3.12/site-packages/PIL/Image.py", line 3339, in open',
          "    raise UnidentifiedImageError(msg)",
          `PIL.UnidentifiedImageError: cannot identify image file <_io.BytesIO object at 0x7f${sc.rng.hex(10)}>`,
        ],
      }),
  })();
}

export const JOB_NOISE: Noise[] = [
  {
    id: "calendar-backfill",
    what: "next season's availability calendar being backfilled, with warnings for decommissioned sites and missing seasonal rates",
    run(sc, at) {
      const svc = sc.svc("calendar");
      const n = sc.rng.int(18, 40);
      sc.log(at, svc, "info", `backfill started: season ${new Date(at).getUTCFullYear() + 1} (${n} batches)`);
      let t = at;
      for (let b = 1; b <= n; b++) {
        t += sc.rng.int(6000, 20_000);
        const park = sc.rng.pick(sc.est.parks);
        if (sc.rng.chance(0.4))
          sc.log(
            t - 200,
            svc,
            "warn",
            `backfill ${park}: site ${sc.rng.pick(["F", "G", "K"])}-${sc.rng.int(1, 20)} decommissioned, ${sc.rng.int(150, 190)} nights skipped`,
          );
        if (sc.rng.chance(0.2))
          sc.log(
            t - 100,
            svc,
            "error",
            `backfill ${park}: no seasonal rate for site type '${sc.rng.pick(["yurt", "tiny-cabin", "walk-in"])}' in ${new Date(at).getUTCFullYear() + 1}; falling back to rack rate`,
          );
        sc.log(t, svc, "info", `backfill batch ${b}/${n} ${park} done (${sc.rng.int(800, 4000)} site-nights)`);
      }
      sc.log(t + 500, svc, "info", `backfill finished: ${n} batches, warnings logged for skipped sites`);
    },
  },
  {
    id: "retry-then-success",
    what: "a channel partner's API answering 502/503 for a minute; every push succeeds on a later attempt",
    run(sc, at) {
      const svc = sc.svc("channel");
      const partner = by(sc, {
        pinecrest: "TrailBook",
        hollow: "CampNation",
        lakeshore: "LakeTrips",
        redrock: "Campspot",
      });
      scatter(sc, sc.rng.int(6, 16), at, sc.rng.int(60_000, 150_000), (t) => {
        const tries = sc.rng.int(2, 4);
        for (let k = 1; k < tries; k++) {
          const code = sc.rng.pick(["502 Bad Gateway", "503 Service Unavailable", "504 Gateway Timeout"]);
          sc.log(
            t + (k - 1) * 1200,
            svc,
            k === 3 ? "error" : "warn",
            by(sc, {
              pinecrest: `ARI push to ${partner} attempt ${k}/5 failed: ${code}; retrying in ${400 * 2 ** k}ms`,
              hollow: `[${partner}] push_availability attempt ${k} failed (${code}), sleeping ${2 ** k}s`,
              lakeshore: `Outbound notification to ${partner} failed with ${code} (attempt ${k} of 5)`,
              redrock: `W, [${rubyTime(t)} #1]  WARN -- : [${partner}] inventory delta ${code}, retry ${k}/5`,
            }),
          );
        }
        sc.log(
          t + (tries - 1) * 1200 + 300,
          svc,
          "info",
          by(sc, {
            pinecrest: `ARI push to ${partner} succeeded on attempt ${tries}`,
            hollow: `[${partner}] push_availability ok after ${tries} attempts`,
            lakeshore: `Outbound notification to ${partner} delivered (attempt ${tries})`,
            redrock: `I, [${rubyTime(t)} #1]  INFO -- : [${partner}] inventory delta sent on retry ${tries - 1}`,
          }),
        );
      });
    },
  },
  {
    id: "dlq-replay",
    what: "an operator replaying a dead-letter queue: most messages go through, a few still fail validation and are dropped",
    run(sc, at) {
      const svc = sc.svc("channel");
      const n = sc.rng.int(40, 120);
      const bad = sc.rng.int(3, 8);
      const q = by(sc, {
        pinecrest: "inventory-changes.dlq",
        hollow: "ota_inbound_dead",
        lakeshore: "bookings.inbound.dlq",
        redrock: "distribution.dead",
      });
      sc.log(at, svc, "info", `replay requested by ops: ${n} messages from ${q}`);
      scatter(sc, bad, at + 1000, 60_000, (t) =>
        sc.log(
          t,
          svc,
          "error",
          `replay: message ${sc.rng.uuid()} failed again: ${sc.rng.pick(["missing field guest.email", "site 'K-07' unknown", "departure before arrival", "currency 'CAD' not enabled"])}; dropped`,
        ),
      );
      sc.log(at + 62_000, svc, "info", `replay finished: ${n - bad} ok, ${bad} dropped (${q} now empty)`);
    },
  },
  {
    id: "slow-report",
    what: "a month-end occupancy report running slow queries while everything else stays fast",
    run(sc, at) {
      const svc = sc.svc("pay");
      scatter(sc, sc.rng.int(4, 10), at, sc.rng.int(60_000, 180_000), (t) =>
        sc.log(
          t,
          svc,
          "warn",
          `slow query ${sc.rng.int(1500, 6000)}ms: SELECT park_id, date_trunc('day', night), count(*) FROM site_nights WHERE night >= $1 AND night < $2 GROUP BY 1, 2 (report=occupancy-${day(at).slice(0, 7)})`,
        ),
      );
      sc.log(
        at + sc.rng.int(190_000, 240_000),
        svc,
        "info",
        `report occupancy-${day(at).slice(0, 7)} generated in ${sc.rng.float(90, 200).toFixed(1)}s, emailed to ops`,
      );
    },
  },
  {
    id: "accounting-export",
    what: "the accounting export skipping zero-amount and comped folio lines with ERROR lines, then completing",
    run(sc, at) {
      const svc = sc.svc("pay");
      const n = sc.rng.int(6, 18);
      sc.log(
        at,
        svc,
        "info",
        `accounting export started (ledger ${day(at, -1)}, target=${by(sc, { pinecrest: "NetSuite", hollow: "QuickBooks Online", lakeshore: "Sage Intacct", redrock: "Xero" })})`,
      );
      scatter(sc, n, at + 500, 50_000, (t) =>
        sc.log(
          t,
          svc,
          "error",
          `export row skipped: folio line ${sc.rng.digits(7)} amount 0.00 (${sc.rng.pick(["comped night", "voided firewood", "waived pet fee"])})`,
        ),
      );
      sc.log(at + 52_000, svc, "info", `accounting export completed: ${sc.rng.int(300, 1200)} rows, ${n} skipped`);
    },
  },
  {
    id: "thumbnail-failures",
    what: "site photo uploads in HEIC failing in the resizer with full stack traces",
    run(sc, at) {
      scatter(sc, sc.rng.int(4, 10), at, sc.rng.int(200_000, 500_000), (t) => thumbFailure(sc, t));
    },
  },
];
