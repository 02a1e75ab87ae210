// The 12 quiet windows: only the domain's normal noise, plus a benign stretch that looks busy but breaks nothing.
import { hex, int, pick } from "./rng.js";
import { L, type Line } from "./spec.js";

export interface Quiet {
  estate: number;
  note: string;
  svc: string;
  perMin: number;
  minutes: number;
  line: Line;
}

export const QUIETS: readonly Quiet[] = [
  {
    estate: 0,
    note: "an ordinary Plaza evening: a spammer's listings are rejected by moderation in a burst and scam messages are held, nothing breaks.",
    svc: "listing-svc",
    perMin: 12,
    minutes: 3,
    line: L(
      "info",
      (r) =>
        `Listing ${int(r, 41000000, 41999999)} rejected by moderation: duplicate_ad (seller u${int(r, 100000, 999999)} flagged, 14 similar)`,
    ),
  },
  {
    estate: 0,
    note: "Plaza on a normal afternoon; photo uploads in unsupported formats pile up after a phone OS update and are refused with a clear message.",
    svc: "image-moderation",
    perMin: 10,
    minutes: 5,
    line: L(
      "warn",
      (r) =>
        `photo rejected: unsupported format image/heic listing=${int(r, 41000000, 41999999)} user=u${int(r, 100000, 999999)}`,
    ),
  },
  {
    estate: 0,
    note: "Plaza's scam screening holds a wave of courier-scam messages, the system works as designed.",
    svc: "scam-screen",
    perMin: 9,
    minutes: 4,
    line: L(
      "warn",
      (r) =>
        `message held for review conv=c_${hex(r, 10)} reason=courier_scam_link score=0.9${int(r, 1, 9)} url_domain=dpd-parcel-${hex(r, 4)}.top`,
    ),
  },
  {
    estate: 1,
    note: "a Hammerline evening sale closes: many lots get anti-sniping extensions and late bids below the current price are refused.",
    svc: "bid-engine",
    perMin: 20,
    minutes: 4,
    line: L(
      "info",
      (r) =>
        `Bid rejected lot=${int(r, 20000, 89999)} amount=${int(r, 20, 900)}.00 reason=AUCTION_EXTENDED_PRICE_MOVED current=${int(r, 901, 1500)}.00`,
    ),
  },
  {
    estate: 1,
    note: "Hammerline's settlement-worker sends second-chance offers for a batch of unpaid orders after the payment deadline; business as usual.",
    svc: "settlement-worker",
    perMin: 6,
    minutes: 3,
    line: L(
      "warn",
      (r) => `Order ORD-${hex(r, 8).toUpperCase()} unpaid after 72h deadline; second-chance offer sent to underbidder`,
    ),
  },
  {
    estate: 1,
    note: "a quiet Hammerline morning with outbid notices throttled for a few heavy bidders.",
    svc: "outbid-notifier",
    perMin: 8,
    minutes: 4,
    line: L(
      "info",
      (r) => `outbid notice throttled bidder=b${int(r, 1000, 99999)} lot=${int(r, 20000, 89999)} (3 in 60s)`,
    ),
  },
  {
    estate: 2,
    note: "Swapbox on a Sunday: moderation rejects a run of ads with phone numbers in the title; no failures.",
    svc: "moderation-queue",
    perMin: 10,
    minutes: 4,
    line: L("info", (r) => `ad ${int(r, 41000000, 41999999)} rejected rule=PHONE_IN_TITLE`),
  },
  {
    estate: 2,
    note: "Swapbox's chat-relay reconnects to Redis after a planned failover, each reconnect succeeds on the first retry.",
    svc: "chat-relay",
    perMin: 6,
    minutes: 2,
    line: L(
      "warn",
      (r) => `redis pub/sub reconnect attempt 1 ok after ${int(r, 20, 400)}ms (sentinel switched master)`,
    ),
  },
  {
    estate: 2,
    note: "an ordinary Swapbox window where media-resizer skips a run of AVIF images it does not support.",
    svc: "media-resizer",
    perMin: 9,
    minutes: 3,
    line: L("warn", (r) => `skipping image ad=${int(r, 41000000, 41999999)}: unsupported format image/avif`),
  },
  {
    estate: 3,
    note: "a Gavel auction evening: soft-close extensions and refused low bids peak as lots end, nothing fails.",
    svc: "auction-core",
    perMin: 18,
    minutes: 4,
    line: L(
      "info",
      (r) =>
        `bid refused lot_id=${int(r, 20000, 89999)} amount=${int(r, 10, 500)}.00 reason=below_minimum_increment increment=${pick(r, ["5.00", "10.00", "25.00"])}`,
    ),
  },
  {
    estate: 3,
    note: "Gavel's close-settle cancels and relists a batch of lots whose buyers did not pay within five days.",
    svc: "close-settle",
    perMin: 5,
    minutes: 3,
    line: L(
      "warn",
      (r) => `Buyer did not pay within 5 days, order ORD-${hex(r, 8).toUpperCase()} cancelled and relisted`,
    ),
  },
  {
    estate: 3,
    note: "Gavel's carrier-hub sees carrier quote retries that all succeed on the second try.",
    svc: "carrier-hub",
    perMin: 6,
    minutes: 3,
    line: L("warn", (r) => `carrier evri quote: HTTP 502, retrying (1/3)... ok after ${int(r, 300, 1500)}ms`),
  },
];
