// Harmless things that look alarming at 3 a.m.: each kind adds its lines to a window where nothing is broken.
import type { Domain } from "./estates.js";
import { plate, vin } from "./estates.js";
import type { Ctx } from "./stream.js";

export interface QuietKind {
  key: string;
  domain: Domain | "any";
  note: string;
  run: (ctx: Ctx, at: number) => void;
}

export const QUIET: QuietKind[] = [
  {
    key: "photo-rejects",
    domain: "dealer",
    note: "a new intake batch without photos is rejected by the listing portals in a burst; adverts stay in draft",
    run: (c, at) => {
      const r = c.r;
      c.emit(
        at,
        "stock",
        "info",
        `intake batch ${r.digits(5)} imported: ${r.int(30, 60)} vehicles from auction, photos pending`,
      );
      for (let i = 0; i < r.int(30, 55); i++)
        c.emit(
          at + 2000 + i * r.int(200, 900),
          "listing",
          "error",
          `listing ${vin(r)} rejected by ${r.pick(["autotrader", "mobile.de", "carwow"])}: 422 Unprocessable Entity {"field":"images","reason":"MIN_IMAGES_NOT_MET","min":1}`,
        );
      c.emit(
        at + 60000,
        "listing",
        "info",
        "portal push finished: 0 published, rejected adverts kept as drafts until photos arrive",
      );
    },
  },
  {
    key: "grey-import-vin",
    domain: "dealer",
    note: "grey-import chassis numbers fail VIN decoding with stack traces and fall back to manual entry",
    run: (c, at) => {
      const r = c.r;
      for (let i = 0; i < r.int(12, 20); i++) {
        const t = at + i * r.int(5000, 15000);
        const chassis = `${r.pick(["JZA80", "BNR34", "GDB", "ZN6", "NHW20"])}-${r.digits(6)}`;
        const st =
          c.rt("vin") === "java"
            ? `com.vinlookup.decode.InvalidVinException: VIN '${chassis}' has length ${chassis.length}, expected 17\n\tat com.vinlookup.decode.VinValidator.check(VinValidator.java:41)\n\tat com.vinlookup.decode.DecodeService.decode(DecodeService.java:77)\n\tat com.vinlookup.web.DecodeController.get(DecodeController.java:33)`
            : undefined;
        c.emit(t, "vin", "error", `decode ${chassis}: not a 17-character VIN (JDM chassis number?), returning 422`, st);
        c.emit(
          t + r.int(20, 80),
          "tradein",
          "warn",
          `VIN decode unavailable for ${chassis}, valuation needs manual spec`,
        );
      }
    },
  },
  {
    key: "finance-declines",
    domain: "dealer",
    note: "a run of finance applications is declined by lenders and logged as errors; the lenders answer normally",
    run: (c, at) => {
      const r = c.r;
      for (let i = 0; i < r.int(15, 30); i++)
        c.emit(
          at + i * r.int(4000, 12000),
          "finance",
          "error",
          `application FA-${r.digits(7)} DECLINED by ${r.pick(["blackhorse", "close-brothers", "santander-cf"])}: ${r.pick(["affordability", "adverse credit (CCJ)", "address history < 3 years", "policy rule PR-114"])}`,
        );
    },
  },
  {
    key: "valuation-no-match",
    domain: "dealer",
    note: "the valuation provider has no match for rare and modified cars; the valuer logs 404s as errors",
    run: (c, at) => {
      const r = c.r;
      for (let i = 0; i < r.int(14, 26); i++)
        c.emit(
          at + i * r.int(3000, 14000),
          "tradein",
          "error",
          `valuation failed vrm=${plate(r).replace(" ", "")}: provider returned 404 NO_MATCHING_DERIVATIVE (${r.pick(["kit car", "Q plate", "personalised import", "modified engine"])}) - offered callback`,
        );
    },
  },
  {
    key: "parts-3ds-abandoned",
    domain: "dealer",
    note: "parts shop customers abandon 3-D Secure challenges; payments expire and are logged as failures",
    run: (c, at) => {
      const r = c.r;
      for (let i = 0; i < r.int(12, 22); i++)
        c.emit(
          at + i * r.int(5000, 16000),
          "parts",
          "error",
          `payment pi_${r.hex(24)} failed: authentication_required (3DS challenge not completed within 15m), order PO-${r.digits(6)} cancelled`,
        );
    },
  },
  {
    key: "booking-dms-conflict",
    domain: "dealer",
    note: "workshop bookings hit 409 slot conflicts against the dealer management system and succeed on the next slot",
    run: (c, at) => {
      const r = c.r;
      for (let i = 0; i < r.int(10, 18); i++) {
        const t = at + i * r.int(6000, 20000);
        c.emit(
          t,
          "booking",
          "warn",
          `DMS rejected slot for booking WB-${r.digits(6)}: 409 Conflict (bay ${r.int(1, 9)} taken), trying next slot`,
        );
        c.emit(
          t + r.int(300, 1200),
          "booking",
          "info",
          `booking confirmed on alternative slot +${r.pick([30, 60, 90])}min`,
        );
      }
    },
  },
  {
    key: "feed-price-warnings",
    domain: "dealer",
    note: "the full inventory feed build emits hundreds of missing-field warnings in two minutes and completes",
    run: (c, at) => {
      const r = c.r;
      c.emit(at, "stock", "info", "full feed export started (nightly schedule)");
      const n = r.int(150, 320);
      for (let i = 0; i < n; i++)
        c.emit(
          at + 500 + i * r.int(200, 700),
          "stock",
          "warn",
          `feed row ${vin(r)}: ${r.pick(["retail_price missing, using 'POA'", "co2 missing for euro6 vehicle", "colour 'BLK MET' not in mapping, sent raw", "mileage unit unknown, assumed miles"])}`,
        );
      c.emit(at + 500 + n * 500, "stock", "info", `full feed export done: ${r.int(1180, 1320)} rows, ${n} warnings`);
    },
  },
  {
    key: "client-aborts",
    domain: "any",
    note: "mobile users navigate away mid-request; the storefront logs broken-pipe stack traces for aborted responses",
    run: (c, at) => {
      const r = c.r;
      const role = c.e.domain === "dealer" ? "web" : "api";
      const rt = c.rt(role);
      for (let i = 0; i < r.int(18, 30); i++) {
        const t = at + i * r.int(3000, 12000);
        if (rt === "java")
          c.emit(
            t,
            role,
            "error",
            "Servlet.service() for servlet [dispatcherServlet] threw exception",
            "org.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe\n\tat org.apache.catalina.connector.OutputBuffer.realWriteBytes(OutputBuffer.java:341)\n\tat org.apache.catalina.connector.OutputBuffer.flushByteBuffer(OutputBuffer.java:776)\n\tat org.apache.catalina.connector.CoyoteOutputStream.write(CoyoteOutputStream.java:117)\nCaused by: java.io.IOException: Broken pipe\n\tat java.base/sun.nio.ch.SocketDispatcher.write0(Native Method)",
          );
        else if (rt === "node")
          c.emit(
            t,
            role,
            "error",
            "Error: aborted",
            "Error: aborted\n    at abortIncoming (node:_http_server:806:17)\n    at socketOnClose (node:_http_server:800:3)\n    at Socket.emit (node:events:531:35)\n    at TCP.<anonymous> (node:net:337:12)",
          );
        else
          c.emit(
            t,
            role,
            "warn",
            `http: response.Write on hijacked connection / client disconnected: write tcp 10.2.${r.int(0, 9)}.${r.int(2, 250)}:8080->10.0.${r.int(0, 9)}.${r.int(2, 250)}:${r.int(30000, 60000)}: write: broken pipe`,
          );
      }
    },
  },
  {
    key: "scraper-429",
    domain: "any",
    note: "a scraper is throttled by the edge rate limiter with hundreds of 429s; real customers are unaffected",
    run: (c, at) => {
      const r = c.r;
      const role = c.e.domain === "dealer" ? "web" : "api";
      const ip = `185.${r.int(100, 250)}.${r.int(0, 255)}.${r.int(2, 250)}`;
      c.emit(
        at,
        role,
        "warn",
        `rate limit engaged for client ${ip} (ua="python-requests/2.31.0") bucket=anon 60 req/min`,
      );
      for (let i = 0; i < r.int(120, 260); i++)
        c.emit(
          at + i * r.int(150, 900),
          role,
          "warn",
          c.access(
            role,
            "GET",
            c.e.domain === "dealer"
              ? `/used-cars/${r.digits(6)}`
              : `/v1/availability?loc=${r.pick(["LHR-T5", "DUB-T1"])}`,
            429,
            1,
          ),
        );
    },
  },
  {
    key: "rolling-restart",
    domain: "any",
    note: "a rolling restart sends a few requests to a draining pod; callers see connection refused and succeed on retry",
    run: (c, at) => {
      const r = c.r;
      const [caller, callee] = c.e.domain === "dealer" ? ["web", "stock"] : ["api", "res"];
      c.emit(at, callee, "info", "received SIGTERM, stopping HTTP server (grace 30s)");
      for (let i = 0; i < r.int(4, 9); i++) {
        const t = at + 500 + i * r.int(800, 3000);
        c.emit(
          t,
          caller,
          "warn",
          `request to ${c.name(callee)} failed: connect ECONNREFUSED 10.${r.int(40, 60)}.3.${r.int(2, 250)}:8080 (pod terminating), retrying on another endpoint`,
        );
        c.emit(t + r.int(30, 200), caller, "info", `retry to ${c.name(callee)} succeeded (attempt 2)`);
      }
      c.emit(
        at + 25000,
        callee,
        "info",
        `started ${c.name(callee)} in ${r.int(8, 30)}.${r.int(100, 999)} seconds (process running for ${r.int(10, 35)}.2)`,
      );
      c.emit(at + 27000, callee, "info", "readiness probe passing, receiving traffic");
    },
  },
  {
    key: "gc-pauses",
    domain: "any",
    note: "a batch job triggers long GC pause warnings on a JVM service that completes the job and recovers",
    run: (c, at) => {
      const r = c.r;
      const role = c.e.domain === "dealer" ? (c.rt("web") === "java" ? "web" : "stock") : "fleet";
      for (let i = 0; i < r.int(6, 12); i++)
        c.emit(
          at + i * r.int(6000, 15000),
          role,
          "warn",
          `GC pause (G1 Evacuation Pause) ${r.int(600, 1800)}ms, heap ${r.int(2100, 3400)}M->${r.int(900, 1500)}M(4096M); humongous allocations during ${r.pick(["report export", "snapshot build", "cache warm-up"])}`,
        );
      c.emit(at + 150000, role, "info", "heap back to steady state after batch (used 1.1G of 4G)");
    },
  },
  {
    key: "cold-cache",
    domain: "any",
    note: "after a cache flush, latency spikes and slow-request warnings for a few minutes, then everything is normal",
    run: (c, at) => {
      const r = c.r;
      const role = c.e.domain === "dealer" ? "stock" : "pricing" in c.e.roles ? "pricing" : "res";
      c.emit(at, role, "info", "cache flushed by operator (redis FLUSHDB on cache-2), warming");
      for (let i = 0; i < r.int(25, 45); i++)
        c.emit(
          at + 1000 + i * r.int(1500, 5000),
          role,
          "warn",
          `slow request ${r.int(1800, 6400)}ms (threshold 1500ms): cache miss, loaded from database`,
        );
      c.emit(at + 180000, role, "info", `cache hit ratio back to ${r.int(91, 98)}%`);
    },
  },
  {
    key: "deprecation-storm",
    domain: "any",
    note: "a partner still on a sunset API version triggers a storm of deprecation warnings",
    run: (c, at) => {
      const r = c.r;
      const role = c.e.domain === "dealer" ? "web" : "api";
      for (let i = 0; i < r.int(80, 160); i++)
        c.emit(
          at + i * r.int(500, 2500),
          role,
          "warn",
          `Deprecation: /v1/${c.e.domain === "dealer" ? r.pick(["stock", "finance/quote", "vehicles"]) : r.pick(["quote", "locations", "reservations"])} will be removed on 2027-03-31 (Sunset header sent) partner=${c.e.domain === "dealer" ? r.pick(["carsite-widget", "aggregator-kx"]) : r.pick(["broker-17", "travel-ota-9"])}`,
        );
    },
  },
  {
    key: "duplicate-webhooks",
    domain: "dealer",
    note: "a lender re-delivers decision webhooks; duplicates hit the unique key and are ignored as intended",
    run: (c, at) => {
      const r = c.r;
      for (let i = 0; i < r.int(12, 25); i++)
        c.emit(
          at + i * r.int(3000, 9000),
          "finance",
          "error",
          `webhook decision for FA-${r.digits(7)} failed to insert: duplicate key value violates unique constraint "lender_decisions_lender_ref_key" - treated as re-delivery, 200 returned`,
        );
    },
  },
  {
    key: "oauth-refresh",
    domain: "any",
    note: "an access token to a partner API expires; one 401 per worker is followed by a refresh and successful calls",
    run: (c, at) => {
      const r = c.r;
      const role = c.e.domain === "dealer" ? "listing" : "fines";
      for (let w = 0; w < r.int(4, 8); w++) {
        const t = at + w * r.int(300, 2000);
        c.emit(
          t,
          role,
          "warn",
          `401 Unauthorized from ${c.e.domain === "dealer" ? "api.autotrader.co.uk" : "api.parkingportal.gov"} (token expired), refreshing access token (worker ${w})`,
        );
        c.emit(t + r.int(200, 600), role, "info", `access token refreshed, expires_in=3600 (worker ${w})`);
      }
    },
  },
  {
    key: "bounce-burst",
    domain: "dealer",
    note: "a marketing send to an old list produces a burst of hard bounces",
    run: (c, at) => {
      const r = c.r;
      const role = c.has("notify") ? "notify" : "booking";
      for (let i = 0; i < r.int(40, 80); i++)
        c.emit(
          at + i * r.int(300, 2000),
          role,
          "error",
          `delivery failed to ${r.pick(["a", "m", "k", "p"])}${r.digits(4)}@${r.pick(["btinternet.com", "gmx.de", "web.de", "aol.com"])}: 550 5.7.1 ${r.pick(["mailbox unavailable", "recipient rejected", "account disabled"])}`,
        );
    },
  },
  {
    key: "tcu-underground",
    domain: "rental",
    note: "cars parked in an underground car park lose their telematics connection and reconnect later",
    run: (c, at) => {
      const r = c.r;
      const site = r.pick(c.e.sites);
      for (let i = 0; i < r.int(20, 40); i++) {
        const t = at + i * r.int(2000, 8000);
        const p = plate(r);
        c.emit(
          t,
          "tcu",
          "warn",
          `unit offline imei=35${r.digits(13)} vrm=${p.replace(" ", "")} last_seen=${r.int(5, 40)}m rssi=-${r.int(110, 121)}dBm site=${site} level=P-${r.int(1, 3)}`,
        );
        c.emit(
          t + r.int(400, 2000),
          "fleet",
          "error",
          `position stale for ${p} (${site} multi-storey), availability kept from last known state`,
        );
      }
    },
  },
  {
    key: "unlock-retries",
    domain: "rental",
    note: "unlock commands to cars in poor coverage are resent two or three times and succeed",
    run: (c, at) => {
      const r = c.r;
      for (let i = 0; i < r.int(20, 35); i++) {
        const t = at + i * r.int(3000, 12000);
        const id = r.hex(8);
        c.emit(t, "unlock", "warn", `unlock cmd ${id} timed out waiting for TCU ack (8000ms), resending SMS wake-up`);
        if (r.chance(0.4))
          c.emit(
            t + 8200,
            "unlock",
            "warn",
            `unlock cmd ${id} timed out waiting for TCU ack (8000ms), resending SMS wake-up`,
          );
        c.emit(t + r.int(9000, 20000), "unlock", "info", `unlock cmd ${id} acked after resend`);
      }
    },
  },
  {
    key: "counter-declines",
    domain: "rental",
    note: "a coach party at the counter produces a streak of declined debit cards; the payment processor answers normally",
    run: (c, at) => {
      const r = c.r;
      for (let i = 0; i < r.int(15, 28); i++) {
        const t = at + i * r.int(2000, 9000);
        c.emit(
          t,
          "pay",
          "error",
          `deposit authorisation DECLINED code=${r.pick(["05", "51", "57", "62"])} (${r.pick(["do not honour", "insufficient funds", "transaction not permitted", "restricted card"])}) card=${r.pick(["debit", "prepaid"])}`,
        );
        c.emit(t + r.int(30, 200), "kiosk", "warn", "card declined at counter, customer asked for another card");
      }
    },
  },
  {
    key: "kiosk-peripherals",
    domain: "rental",
    note: "a kiosk printer runs out of paper and a card reader reboots for a firmware update",
    run: (c, at) => {
      const r = c.r;
      const k = `KIOSK-${r.pick(c.e.sites)}-0${r.int(1, 6)}`;
      c.emit(at, "kiosk", "error", `${k}: receipt printer status PAPER_OUT, falling back to e-mail receipt`);
      for (let i = 0; i < r.int(10, 20); i++)
        c.emit(
          at + 5000 + i * r.int(6000, 20000),
          "kiosk",
          "error",
          `${k}: printer not ready (PAPER_OUT), receipt e-mailed`,
        );
      c.emit(at + 30000, "kiosk", "warn", `${k}: card reader disconnected (firmware update 4.2.${r.int(1, 9)})`);
      c.emit(at + 95000, "kiosk", "info", `${k}: card reader connected, EMV kernel ready`);
    },
  },
  {
    key: "claims-ocr",
    domain: "rental",
    note: "damage photos in low light fail OCR of the plate and are queued for manual review",
    run: (c, at) => {
      const r = c.r;
      for (let i = 0; i < r.int(12, 24); i++) {
        const st =
          c.rt("claims") === "python"
            ? `Traceback (most recent call last):\n  File "/app/claims/ocr.py", line 58, in read_plate\n    text = reader.readtext(img, allowlist=PLATE_CHARS)[0][1]\nIndexError: list index out of range`
            : undefined;
        c.emit(
          at + i * r.int(4000, 15000),
          "claims",
          "error",
          `plate OCR failed on photo ${r.hex(8)}.jpg (claim DC-${r.digits(6)}), queued for manual review`,
          st,
        );
      }
    },
  },
  {
    key: "pcn-unmatched",
    domain: "rental",
    note: "a monthly batch of parking notices arrives and many have no matching rental agreement",
    run: (c, at) => {
      const r = c.r;
      c.emit(at, "fines", "info", `PCN batch ${r.digits(6)} received: ${r.int(200, 400)} notices`);
      for (let i = 0; i < r.int(40, 70); i++)
        c.emit(
          at + 1000 + i * r.int(400, 2500),
          "fines",
          "error",
          `re-bill skipped for ${plate(r).replace(" ", "")}: ${r.pick(["no rental agreement at contravention time", "vehicle not in fleet (sold 2026-08)", "agreement closed before offence", "hirer details incomplete"])}`,
        );
      c.emit(at + 150000, "fines", "info", "PCN batch processed, unmatched notices sent to back-office queue");
    },
  },
  {
    key: "overbooking-warnings",
    domain: "rental",
    note: "the planner warns about expected fleet shortfalls for tomorrow at several stations",
    run: (c, at) => {
      const r = c.r;
      for (let i = 0; i < r.int(12, 20); i++)
        c.emit(
          at + i * r.int(4000, 15000),
          "res",
          "warn",
          `shortfall forecast ${r.pick(c.e.sites)} ${r.pick(["ECMR", "CDMR", "IFAR", "SFAR", "PDAR"])} 2026-12-0${r.int(1, 9)}: demand ${r.int(40, 90)} > supply ${r.int(20, 39)}, upgrade rule armed`,
        );
    },
  },
  {
    key: "odometer-anomalies",
    domain: "rental",
    note: "telematics frames with GPS jumps and odometer rollbacks are discarded as bad data",
    run: (c, at) => {
      const r = c.r;
      for (let i = 0; i < r.int(25, 45); i++)
        c.emit(
          at + i * r.int(2000, 7000),
          "fleet",
          "error",
          `rejected frame from ${plate(r)}: ${r.pick([`odometer went backwards by ${r.int(1, 900)}km`, `GPS jump ${r.int(80, 900)}km in ${r.int(2, 30)}s`, "fix in Gulf of Guinea (0,0)"])}`,
        );
    },
  },
  {
    key: "recon-mismatch",
    domain: "any",
    note: "an hourly reconciliation reports hundreds of mismatches that it then resolves automatically",
    run: (c, at) => {
      const r = c.r;
      const role = c.e.domain === "dealer" ? "finance" : "pay";
      const n = r.int(300, 1500);
      c.emit(
        at,
        role,
        "error",
        `settlement reconciliation: ${n} records mismatched between ledger and processor report`,
      );
      for (let i = 0; i < r.int(10, 20); i++)
        c.emit(
          at + 500 + i * 700,
          role,
          "warn",
          `mismatch ${r.hex(10)}: amount differs by 0.0${r.int(1, 9)} (currency rounding)`,
        );
      c.emit(
        at + 45000,
        role,
        "info",
        `settlement reconciliation: ${n} mismatches auto-resolved (timing and rounding), 0 left for finance team`,
      );
    },
  },
  {
    key: "lock-contention",
    domain: "any",
    note: "two replicas race for the scheduler lock; the loser logs errors every cycle by design",
    run: (c, at) => {
      const r = c.r;
      const role = c.e.domain === "dealer" ? "listing" : "fines";
      c.every(
        20000,
        2000,
        (t) =>
          c.emit(
            t,
            role,
            "error",
            `could not acquire lock 'scheduler:${r.pick(["portal-sync", "pcn-import"])}': held by ${c.name(role)}-${r.hex(5)} (another replica), skipping this cycle`,
          ),
        at,
        c.end,
      );
    },
  },
  {
    key: "kafka-rebalance",
    domain: "any",
    note: "a consumer group rebalances during a scale-up; consumers log revoked partitions and commit failures, then resume",
    run: (c, at) => {
      const r = c.r;
      const role = c.e.domain === "dealer" ? "listing" : "fleet";
      c.emit(
        at,
        role,
        "info",
        "[Consumer clientId=consumer-1, groupId=" +
          c.name(role) +
          "] Request joining group due to: group is already rebalancing",
      );
      c.emit(
        at + 100,
        role,
        "warn",
        `[Consumer clientId=consumer-1, groupId=${c.name(role)}] Offset commit failed on partition ${c.e.domain === "dealer" ? "stock-events" : "telemetry-frames"}-${r.int(0, 11)}: The coordinator is not aware of this member.`,
      );
      c.emit(
        at + 300,
        role,
        "error",
        `CommitFailedException: Commit cannot be completed since the group has already rebalanced and assigned the partitions to another member.`,
      );
      for (let i = 0; i < 6; i++)
        c.emit(
          at + 400 + i * 50,
          role,
          "info",
          `Revoke previously assigned partitions ${c.e.domain === "dealer" ? "stock-events" : "telemetry-frames"}-${i * 2}`,
        );
      c.emit(
        at + 4000,
        role,
        "info",
        `Successfully joined group with generation Generation{generationId=${r.int(100, 900)}}`,
      );
      c.emit(
        at + 4200,
        role,
        "info",
        "Adding newly assigned partitions: 6 partitions, resuming from committed offsets",
      );
    },
  },
  {
    key: "replica-lag",
    domain: "any",
    note: "a read replica lags during a vacuum; reads fall back to the primary with warnings",
    run: (c, at) => {
      const r = c.r;
      const role = c.e.domain === "dealer" ? "stock" : "res";
      for (let i = 0; i < r.int(10, 20); i++)
        c.emit(
          at + i * r.int(5000, 12000),
          role,
          "warn",
          `replica lag ${r.int(12, 95)}s exceeds 10s, routing read to primary`,
        );
      c.emit(at + 200000, role, "info", "replica lag back under threshold (0.4s)");
    },
  },
  {
    key: "rate-shop-403",
    domain: "rental",
    note: "competitor rate shopping is blocked by competitor sites; best-effort job logs 403s",
    run: (c, at) => {
      const r = c.r;
      const role = c.has("pricing") ? "pricing" : "res";
      for (let i = 0; i < r.int(20, 40); i++)
        c.emit(
          at + i * r.int(2000, 8000),
          role,
          "error",
          `rate shop ${r.pick(["competitor-a", "competitor-b", "broker-x"])} ${r.pick(c.e.sites)} failed: 403 Forbidden (bot protection), using last good price`,
        );
    },
  },
  {
    key: "idle-resets",
    domain: "any",
    note: "pooled connections idled out by the load balancer are reset on reuse; the client reconnects transparently",
    run: (c, at) => {
      const r = c.r;
      const role = c.e.domain === "dealer" ? "tradein" : "claims";
      for (let i = 0; i < r.int(8, 16); i++) {
        const t = at + i * r.int(8000, 25000);
        c.emit(
          t,
          role,
          "warn",
          `pooled connection to ${c.e.domain === "dealer" ? "valuations.cap-hpi.example" : "storage.googleapis.com"} reset by peer after ${r.int(350, 900)}s idle (ECONNRESET), reconnecting`,
        );
        c.emit(t + r.int(40, 200), role, "info", "reconnected, request replayed (idempotent)");
      }
    },
  },
  {
    key: "stale-probe-404",
    domain: "any",
    note: "a forgotten uptime probe keeps calling a removed endpoint and gets 404 every ten seconds",
    run: (c, at) => {
      const role = c.e.domain === "dealer" ? "web" : "api";
      c.every(
        10000,
        200,
        (t) => c.emit(t, role, "warn", c.access(role, "GET", "/status/legacy-check", 404, 1)),
        at,
        c.end,
      );
    },
  },
  {
    key: "token-401-users",
    domain: "any",
    note: "users with expired sessions get 401s on the app API after a session key rotation and re-login",
    run: (c, at) => {
      const r = c.r;
      const role = c.e.domain === "dealer" ? "web" : "api";
      for (let i = 0; i < r.int(40, 80); i++)
        c.emit(
          at + i * r.int(500, 3000),
          role,
          "warn",
          `401 jwt expired for user ${r.hex(8)} (${r.pick(["ios", "android", "web"])}), client redirected to login`,
        );
    },
  },
  {
    key: "pickup-validation",
    domain: "rental",
    note: "an app version with a time-zone bug sends pickup times in the past; the API rejects them with 400",
    run: (c, at) => {
      const r = c.r;
      for (let i = 0; i < r.int(30, 60); i++)
        c.emit(
          at + i * r.int(1000, 5000),
          "api",
          "warn",
          `400 validation failed: pickupAt ${r.int(1, 59)}m in the past (client tz=${r.pick(["Europe/London", "UTC", "Europe/Dublin"])}, app 6.${r.int(1, 3)}.0)`,
        );
    },
  },
  {
    key: "listener-leak-warning",
    domain: "any",
    note: "a Node service prints MaxListenersExceededWarning and event-loop lag warnings while serving normally",
    run: (c, at) => {
      const r = c.r;
      const roles = Object.keys(c.e.roles).filter((x) => c.rt(x) === "node");
      const role = roles.length ? r.pick(roles) : c.e.domain === "dealer" ? "web" : "api";
      c.emit(
        at,
        role,
        "warn",
        "(node:1) MaxListenersExceededWarning: Possible EventEmitter memory leak detected. 11 close listeners added to [TLSSocket]. Use emitter.setMaxListeners() to increase limit",
      );
      for (let i = 0; i < r.int(6, 12); i++)
        c.emit(at + i * r.int(8000, 20000), role, "warn", `event loop lag ${r.int(120, 420)}ms (threshold 100ms)`);
    },
  },
  {
    key: "breaker-recovers",
    domain: "any",
    note: "a circuit breaker to a rarely used toll/insurer API, open since the night, half-opens and closes again",
    run: (c, at) => {
      const r = c.r;
      const role = c.e.domain === "dealer" ? "finance" : "fines";
      const name = c.e.domain === "dealer" ? "gap-insurer-api" : "toll-operator-api";
      c.emit(at, role, "error", `circuit '${name}' OPEN: calls rejected (opened 02:14 after 5 consecutive failures)`);
      c.emit(at + 30000, role, "warn", `circuit '${name}' HALF_OPEN: trial call permitted`);
      c.emit(at + 30800, role, "info", `circuit '${name}' CLOSED: trial call succeeded in ${r.int(200, 900)}ms`);
    },
  },
  {
    key: "disk-cleanup-warn",
    domain: "any",
    note: "a volume crosses 85% during a log rotation and a cleanup job brings it back down",
    run: (c, at) => {
      const r = c.r;
      const role = c.e.domain === "dealer" ? "listing" : "claims";
      c.emit(at, role, "warn", `disk usage /var/lib/${c.name(role)} at ${r.int(85, 89)}% (threshold 85%)`);
      c.emit(
        at + 20000,
        role,
        "info",
        `tmp cleanup removed ${r.int(200, 900)} files (${r.int(3, 9)}.${r.int(1, 9)}G) older than 24h`,
      );
      c.emit(at + 21000, role, "info", `disk usage /var/lib/${c.name(role)} at ${r.int(40, 60)}%`);
    },
  },
];
