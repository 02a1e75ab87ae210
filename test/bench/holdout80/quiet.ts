// Harmless bursts a quiet window of each estate carries: the domain's normal noise, a little louder than usual.
import type { Emit } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Burst } from "./stream.js";

const I = (msg: string): Emit => ({ lvl: "info", msg });
const W = (msg: string): Emit => ({ lvl: "warn", msg });
const uid = (r: Rng) => `u_${r.hex(10)}`;

type Maker = (r: Rng, at: number) => Burst;

const BURSTS: Record<string, Maker[]> = {
  pulsewear: [
    (r, at) => ({
      svc: "activity-ingest",
      at,
      span: 90,
      count: r.int(30, 70),
      f: (q) =>
        q.chance(0.3)
          ? W(`backfill from ${q.hex(12).toUpperCase()}: ${q.int(1, 40)} samples older than 30 days discarded`)
          : I(`backfill accepted: ${q.int(2, 40)} days of steps for device ${q.hex(12).toUpperCase()} (watch offline)`),
    }),
    (r, at) => ({
      svc: "workout-feed",
      at,
      span: 60,
      count: r.int(15, 35),
      f: (q) =>
        I(`merged duplicate workout ${q.int(9000000, 9999999)} into ${q.int(9000000, 9999999)} (sources watch+strava)`),
    }),
    (r, at) => ({
      svc: "sync-gateway",
      at,
      span: 40,
      count: r.int(8, 20),
      f: (q) =>
        W(
          `POST /v3/sync status=409 dur=${q.int(10, 40)}ms err="stale sync cursor, client will resend" device=PW-Band5`,
        ),
    }),
  ],
  trailbeat: [
    (r, at) => ({
      svc: "track-processor",
      at,
      span: 120,
      count: r.int(20, 50),
      f: (q) =>
        I(`track ${q.int(40000000, 49999999)}: dropped ${q.int(3, 30)} points (speed > 45 m/s, likely GPS jump)`),
    }),
    (r, at) => ({
      svc: "account-service",
      at,
      span: 80,
      count: r.int(10, 25),
      f: (q) => I(`athlete ${q.int(100000, 999999)} revoked Health Connect permission READ_EXERCISE, disabling import`),
    }),
    (r, at) => ({
      svc: "band-api",
      at,
      span: 30,
      count: r.int(10, 30),
      f: (q) =>
        W(`POST /api/v2/activities 409 ${q.int(5, 30)}.${q.int(100, 999)} ms - 61 (duplicate upload, already merged)`),
    }),
  ],
  ripplefit: [
    (r, at) => ({
      svc: "receipt-validator",
      at,
      span: 60,
      count: r.int(15, 40),
      f: (q) =>
        W(`receipt ${q.hex(12)} is from Sandbox environment (status 21007), rejected for production user ${uid(q)}`),
    }),
    (r, at) => ({
      svc: "asn-listener",
      at,
      span: 120,
      count: r.int(20, 50),
      f: (q) =>
        I(
          `notification DID_FAIL_TO_RENEW subtype=GRACE_PERIOD transactionId=${q.int(200000000000000, 299999999999999)} (billing issue, store will retry)`,
        ),
    }),
    (r, at) => ({
      svc: "reminder-push",
      at,
      span: 45,
      count: r.int(10, 30),
      f: (q) => ({
        lvl: "error",
        msg: `FCM send failed for ${uid(q)}: 404 UNREGISTERED (Requested entity was not found.) - token removed`,
      }),
    }),
  ],
  motiv: [
    (r, at) => ({
      svc: "store-hooks",
      at,
      span: 100,
      count: r.int(15, 40),
      f: (q) => I(`google RTDN SUBSCRIPTION_ON_HOLD for ${q.hex(8)}: account hold, Play retrying payment`),
    }),
    (r, at) => ({
      svc: "subs-engine",
      at,
      span: 60,
      count: r.int(10, 30),
      f: (q) =>
        W(
          `Receipt verification failed for member ${q.int(1000000, 9999999)}: environment Sandbox not accepted in production`,
        ),
    }),
    (r, at) => ({
      svc: "notify-scheduler",
      at,
      span: 30,
      count: r.int(5, 15),
      f: (q) => W(`fcm: token for member ${q.int(1000000, 9999999)} unregistered, removed`),
    }),
  ],
};

/** Two of the estate's harmless bursts somewhere in a `windowSec` window. */
export function quietBursts(r: Rng, estate: string, windowSec: number): Burst[] {
  const makers = r.shuffle([...BURSTS[estate]]).slice(0, 2);
  return makers.map((m) => m(r, r.int(30, windowSec - 150)));
}

/** One harmless burst for a broken window too, so louder-than-usual noise is not a tell. */
export function noiseBurst(r: Rng, estate: string, windowSec: number): Burst {
  return r.pick(BURSTS[estate])(r, r.int(20, windowSec - 150));
}
