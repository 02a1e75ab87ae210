// Harmless things that look alarming in a parcel/postal estate. Each kind writes its lines through the context
// into whatever service plays the role it needs; nothing here breaks anything and every retry ends in success.
import type { Estate, Role } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ctx {
  r: Rng;
  es: Estate;
  t0: number;
  span: number;
  emit(t: number, svc: string, level: Level, msg: string, req?: string): void;
}

export interface Kind {
  name: string;
  needs: Role[];
  run(c: Ctx, svc: string[], from: number): void;
}

/** Calls fn about every `every` seconds between frac a and frac b of the window. */
function every(c: Ctx, a: number, b: number, sec: number, fn: (t: number) => void): void {
  for (let t = c.t0 + a * c.span + c.r.f(0, sec * 1000); t < c.t0 + b * c.span; t += sec * 1000 * c.r.f(0.5, 1.5))
    fn(t);
}
const P = (c: Ctx, p: string): string => `${p}${c.r.digits(9)}`;

export const KINDS: readonly Kind[] = [
  {
    name: "no-reads to manual sort",
    needs: ["sort"],
    run: (c, [s], a) =>
      every(c, a, Math.min(1, a + 0.3), 1.6, (t) =>
        c.emit(
          t,
          s,
          "warn",
          `no-read on tunnel scanner TS-${c.r.i(1, 4)}: ${P(c, "")} diverted to manual sort chute ${c.r.p([97, 98, 99])} (reason=${c.r.p(["NO_READ", "MULTI_READ", "DAMAGED_LABEL"])})`,
        ),
      ),
  },
  {
    name: "address validation rejects from a bulk import",
    needs: ["address"],
    run: (c, [s], a) =>
      every(c, a, Math.min(1, a + 0.35), 0.9, (t) =>
        c.emit(
          t,
          s,
          "warn",
          `address rejected: ${c.r.p(["postcode not found in PAF", "ZIP+4 does not match city", "house number out of range", "missing street line"])} (batch=imp-${c.r.hex(6)} row=${c.r.i(2, 4000)}) -> 422`,
        ),
      ),
  },
  {
    name: "parcel lockers full",
    needs: ["locker"],
    run: (c, [s], a) =>
      every(c, a, 1, 5, (t) =>
        c.emit(
          t,
          s,
          "warn",
          `no free compartment size=${c.r.p(["M", "L"])} at LK-${c.r.p(["0412", "0413", "2291"])}, offering nearest alternative (${c.r.i(300, 1400)}m)`,
        ),
      ),
  },
  {
    name: "handhelds syncing late after a dead zone",
    needs: ["handheld"],
    run: (c, [s], a) =>
      every(c, a, Math.min(1, a + 0.4), 4, (t) =>
        c.emit(
          t,
          s,
          "warn",
          `device HH-${c.r.digits(5)} synced ${c.r.i(40, 380)} queued events, oldest ${c.r.i(1, 6)}h${c.r.i(0, 59)}m old (offline since last sync)`,
        ),
      ),
  },
  {
    name: "customs holds",
    needs: ["customs"],
    run: (c, [s], a) =>
      every(c, a, 1, 6, (t) =>
        c.emit(
          t,
          s,
          "warn",
          `shipment ${P(c, "CX")} status=HELD by customs: ${c.r.p(["commercial invoice missing", "HS code 9999.99 not valid", "declared value below de minimis check", "restricted item review (lithium battery)"])}`,
        ),
      ),
  },
  {
    name: "one merchant's webhook endpoint timing out",
    needs: ["webhook"],
    run: (c, [s], a) =>
      every(c, a, 1, 2.5, (t) =>
        c.emit(
          t,
          s,
          "error",
          `POST https://api.${c.r.p(["tinyteashop", "bricksandbolts", "kidsoutlet-eu"])}.com/hooks/parcel failed: timeout after 10000ms (attempt ${c.r.i(1, 5)}/5), next retry in ${c.r.p([60, 240, 900])}s`,
        ),
      ),
  },
  {
    name: "duplicate scans ignored",
    needs: ["track"],
    run: (c, [s], a) =>
      every(c, a, 1, 1.5, (t) =>
        c.emit(
          t,
          s,
          "warn",
          `duplicate scan ignored for ${P(c, "PX")} event=${c.r.p(["ARRIVED_HUB", "OUT_FOR_DELIVERY", "DEPARTED"])} (same device within 90s)`,
        ),
      ),
  },
  {
    name: "label printer offline, jobs requeued",
    needs: ["label"],
    run: (c, [s], a) => {
      every(c, a, Math.min(1, a + 0.2), 3, (t) => {
        c.emit(
          t,
          s,
          "error",
          `printer ZD421-station-${c.r.i(10, 14)} unreachable (ECONNREFUSED 10.40.3.${c.r.i(10, 60)}:9100), label job requeued`,
        );
        c.emit(t + 4000, s, "info", `requeued label job printed on ZD421-station-${c.r.i(15, 18)}`);
      });
    },
  },
  {
    name: "route solver hits its time limit",
    needs: ["route"],
    run: (c, [s], a) =>
      every(c, a, 1, 12, (t) =>
        c.emit(
          t,
          s,
          "warn",
          `solver time limit 30s reached for depot ${c.r.p(["D1", "D4", "D7"])}, returning best feasible solution (gap ${c.r.f(0.5, 3.5).toFixed(1)}%)`,
        ),
      ),
  },
  {
    name: "one API key rate limited",
    needs: ["edge"],
    run: (c, [s], a) =>
      every(c, a, Math.min(1, a + 0.3), 0.5, (t) =>
        c.emit(
          t,
          s,
          "warn",
          `429 Too Many Requests for api_key=ak_${c.r.p(["3f9a", "3f9a", "b71c"])}… (GET /tracking, limit 50/s), Retry-After: 1`,
        ),
      ),
  },
  {
    name: "TLS certificate expiry reminder",
    needs: ["edge"],
    run: (c, [s], a) =>
      every(c, a, 1, 60, (t) =>
        c.emit(
          t,
          s,
          "warn",
          "certificate for merchants-sandbox.example-parcel.net expires in 19 days (notAfter=2026-12-19T23:59:59Z); renewal scheduled by cert-manager",
        ),
      ),
  },
  {
    name: "cold cache after a restart",
    needs: ["track"],
    run: (c, [s], a) => {
      c.emit(c.t0 + a * c.span, s, "info", "cache warmup started (redis flushed during maintenance)");
      every(c, a, Math.min(1, a + 0.15), 2, (t) =>
        c.emit(t, s, "warn", `slow request: cache miss, fell back to primary store, took ${c.r.i(900, 2600)}ms`),
      );
      c.emit(c.t0 + Math.min(0.99, a + 0.16) * c.span, s, "info", "cache warmup complete, hit ratio back to 0.9");
    },
  },
  {
    name: "consumer group rebalance",
    needs: ["queue"],
    run: (c, [s], a) => {
      const t = c.t0 + a * c.span;
      c.emit(
        t,
        s,
        "warn",
        `[Consumer clientId=consumer-${s}-1, groupId=${s}] Request joining group due to: group is already rebalancing`,
      );
      c.emit(
        t + 40,
        s,
        "info",
        `[Consumer clientId=consumer-${s}-1, groupId=${s}] Revoke previously assigned partitions events-0, events-1, events-2`,
      );
      c.emit(
        t + 3100,
        s,
        "info",
        `[Consumer clientId=consumer-${s}-1, groupId=${s}] Successfully joined group with generation Generation{generationId=418}`,
      );
      c.emit(
        t + 3300,
        s,
        "info",
        `[Consumer clientId=consumer-${s}-1, groupId=${s}] Adding newly assigned partitions: events-0, events-1, events-2`,
      );
    },
  },
  {
    name: "one long GC pause",
    needs: ["jvm"],
    run: (c, [s], a) => {
      c.emit(
        c.t0 + a * c.span,
        s,
        "warn",
        `[gc] GC(${c.r.i(800, 3000)}) Pause Young (Concurrent Start) (G1 Humongous Allocation) 1480M->620M(2048M) 912.417ms`,
      );
      c.emit(c.t0 + a * c.span + 1200, s, "warn", "Thread starvation or clock leap detected (housekeeper delta=1s)");
    },
  },
  {
    name: "slow queries from the nightly report",
    needs: ["db"],
    run: (c, [s], a) =>
      every(c, a, Math.min(1, a + 0.25), 8, (t) =>
        c.emit(
          t,
          s,
          "warn",
          `slow query ${c.r.i(2100, 8800)}ms on reporting replica: SELECT date_trunc('hour', created_at), count(*) FROM ... (report=daily_volume)`,
        ),
      ),
  },
  {
    name: "clients closing connections early",
    needs: ["edge"],
    run: (c, [s], a) =>
      every(c, a, 1, 3, (t) =>
        c.emit(
          t,
          s,
          "warn",
          `499 client closed request GET /v2/tracking/${c.r.digits(10)} after ${c.r.i(800, 3000)}ms (mobile app navigated away)`,
        ),
      ),
  },
  {
    name: "a scanner's API key failing auth",
    needs: ["edge"],
    run: (c, [s], a) =>
      every(c, a, 1, 4, (t) =>
        c.emit(
          t,
          s,
          "warn",
          "401 Unauthorized: invalid api key for client_id=legacy-kiosk-17 from 203.0.113.44 (key revoked 2026-10-02)",
        ),
      ),
  },
  {
    name: "customers mistyping tracking numbers",
    needs: ["track"],
    run: (c, [s], a) =>
      every(c, a, 1, 6, (t) =>
        c.emit(
          t,
          s,
          "warn",
          `tracking number not found: ${c.r.p(["LX", "JJ", "1Z"])}${c.r.digits(8)} -> 404 (no events for id, format check passed)`,
        ),
      ),
  },
  {
    name: "delivery attempts failed, cards left",
    needs: ["handheld"],
    run: (c, [s], a) =>
      every(c, a, 1, 2, (t) =>
        c.emit(
          t,
          s,
          "info",
          `delivery attempt FAILED ${P(c, "PX")} reason=${c.r.p(["NOT_HOME", "NO_SAFE_PLACE", "ACCESS_DENIED", "BUSINESS_CLOSED"])} card left, redelivery booked`,
        ),
      ),
  },
  {
    name: "proof-of-delivery photos rejected as blurry",
    needs: ["pod"],
    run: (c, [s], a) =>
      every(c, a, 1, 5, (t) =>
        c.emit(
          t,
          s,
          "warn",
          `POD photo rejected for stop ${c.r.hex(8)}: blur score ${c.r.f(0.1, 0.3).toFixed(2)} below 0.35, driver asked to retake`,
        ),
      ),
  },
  {
    name: "manifest upload retried and succeeded",
    needs: ["customs"],
    run: (c, [s], a) => {
      const t = c.t0 + a * c.span;
      c.emit(
        t,
        s,
        "error",
        "manifest upload to sftp://edi.partner-customs.net failed: Connection reset by peer, retrying in 30s (1/5)",
      );
      c.emit(
        t + 30500,
        s,
        "error",
        "manifest upload to sftp://edi.partner-customs.net failed: Connection reset by peer, retrying in 60s (2/5)",
      );
      c.emit(t + 91000, s, "info", `manifest MF-${c.r.hex(6)} uploaded (${c.r.i(200, 900)} declarations, 3rd attempt)`);
    },
  },
  {
    name: "readiness probe flapping during a rolling restart",
    needs: ["edge"],
    run: (c, [s], a) => {
      const t = c.t0 + a * c.span;
      c.emit(
        t,
        s,
        "warn",
        'Readiness probe failed: Get "http://10.0.4.17:8080/ready": dial tcp 10.0.4.17:8080: connect: connection refused',
      );
      c.emit(t + 5000, s, "warn", "Readiness probe failed: HTTP probe failed with statuscode: 503");
      c.emit(t + 11000, s, "info", "replica ready, receiving traffic (rollout 3/3 complete)");
    },
  },
  {
    name: "python deprecation warnings",
    needs: ["python"],
    run: (c, [s], a) =>
      every(c, a, 1, 20, (t) =>
        c.emit(
          t,
          s,
          "warn",
          "/usr/local/lib/python3.11/site-packages/urllib3/connectionpool.py:1100: InsecureRequestWarning: Unverified HTTPS request is being made to host 'sandbox-api.partner.test'",
        ),
      ),
  },
  {
    name: "scheduled customs portal maintenance",
    needs: ["customs"],
    run: (c, [s], a) => {
      c.emit(
        c.t0 + a * c.span,
        s,
        "warn",
        "customs authority portal in scheduled maintenance 03:00-03:40 UTC; declarations will be queued",
      );
      every(c, a, 1, 9, (t) =>
        c.emit(t, s, "info", `declaration queued (maintenance window), queue=${c.r.i(10, 400)}`),
      );
    },
  },
  {
    name: "dead-letter replay of stale events",
    needs: ["track"],
    run: (c, [s], a) =>
      every(c, a, Math.min(1, a + 0.3), 0.7, (t) =>
        c.emit(
          t,
          s,
          "warn",
          `stale event skipped during DLQ replay: ${P(c, "PX")} event_time=2026-11-${c.r.i(10, 27)} older than current state`,
        ),
      ),
  },
  {
    name: "device clocks drifting",
    needs: ["handheld"],
    run: (c, [s], a) =>
      every(c, a, 1, 7, (t) =>
        c.emit(
          t,
          s,
          "warn",
          `device HH-${c.r.digits(5)} clock ${c.r.i(40, 600)}s ahead of server, event times corrected`,
        ),
      ),
  },
  {
    name: "unknown feature flags",
    needs: ["edge"],
    run: (c, [s], a) =>
      every(c, a, 1, 30, (t) =>
        c.emit(t, s, "warn", "feature flag 'label_v3_layout' not found in flag store, using default=false"),
      ),
  },
  {
    name: "reweigh adjustments",
    needs: ["sort"],
    run: (c, [s], a) =>
      every(c, a, 1, 4, (t) =>
        c.emit(
          t,
          s,
          "warn",
          `weight mismatch ${P(c, "PX")}: declared ${c.r.f(0.5, 5).toFixed(1)}kg measured ${c.r.f(5.1, 12).toFixed(1)}kg -> reweigh surcharge created`,
        ),
      ),
  },
  {
    name: "slow query retried on replica",
    needs: ["db"],
    run: (c, [s], a) => {
      const t = c.t0 + a * c.span;
      c.emit(t, s, "error", "query canceled after 5000ms (statement_timeout) on replica-2, retrying on replica-1");
      c.emit(t + 700, s, "info", "retry on replica-1 succeeded in 640ms");
    },
  },
  {
    name: "queue lag after a bulk label run",
    needs: ["queue"],
    run: (c, [s], a) => {
      let lag = 2000;
      every(c, a, Math.min(1, a + 0.3), 10, (t) => {
        lag = Math.max(0, Math.round(lag * c.r.f(1.1, 1.6) - c.r.i(200, 900)));
        c.emit(
          t,
          s,
          "warn",
          `consumer lag high: ${lag + c.r.i(1000, 3000)} messages behind (bulk label run for merchant m_5521), draining`,
        );
      });
    },
  },
  {
    name: "notification provider soft bounces",
    needs: ["notify"],
    run: (c, [s], a) =>
      every(c, a, 1, 3, (t) =>
        c.emit(
          t,
          s,
          "warn",
          `message to ${c.r.p(["+4477", "+4879", "+1415"])}*****${c.r.digits(2)} undeliverable: ${c.r.p(["unreachable destination handset (30003)", "unregistered token", "landline or unreachable carrier (30006)"])}, contact marked`,
        ),
      ),
  },
  {
    name: "locker door sensor maintenance",
    needs: ["locker"],
    run: (c, [s], a) => {
      c.emit(
        c.t0 + a * c.span,
        s,
        "error",
        "locker LK-0788 went offline (power maintenance scheduled, ticket MAINT-5590), 42 reservations moved",
      );
      c.emit(c.t0 + Math.min(0.99, a + 0.2) * c.span, s, "info", "locker LK-0788 back online, firmware 3.8.1");
    },
  },
  {
    name: "address geocoder falling back to centroid",
    needs: ["address"],
    run: (c, [s], a) =>
      every(c, a, 1, 3, (t) =>
        c.emit(
          t,
          s,
          "warn",
          `low-confidence geocode for ${c.r.p(["rural route", "new-build estate", "PO box"])} address, using postcode centroid (conf=${c.r.f(0.2, 0.5).toFixed(2)})`,
        ),
      ),
  },
];
