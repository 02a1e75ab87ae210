// The 12 quiet windows of holdout132: only the domain's everyday noise, a few harmless bursts, nothing broken.
import type { Ctx } from "./stream.js";

export interface QuietSpec {
  estate: "A" | "B" | "C" | "D";
  note: string;
  play: (c: Ctx) => void;
}

export const QUIET: QuietSpec[] = [
  {
    estate: "A",
    note: "Ordinary afternoon at Gold Anchor Pawn with a run of late gold feed ticks that catches up.",
    play: (c) => {
      c.every("gold-ticker", "warn", -30, 60, 20, (r) => `feed tick late by ${r.int(6, 19)}s, serving previous quote`);
      c.at("gold-ticker", "info", 65, "feed caught up, seq gap 0");
    },
  },
  {
    estate: "A",
    note: "Auction close for the week: many bids under reserve, some lots sold, relist of unsold lots at a normal pace.",
    play: (c) => {
      c.every(
        "auction-relay",
        "info",
        -60,
        200,
        3,
        (r) =>
          `Lot ${r.digits(6)} closed ${r.chance(0.6) ? `unsold: high bid $${r.int(5, 200)} below reserve` : `sold for $${r.int(40, 900)}`}`,
      );
      c.every(
        "auction-relay",
        "warn",
        0,
        120,
        25,
        (r) => `ListLotJob JID-${r.hex(12)} WARN: BidVault 502 on attempt 1, retried OK`,
      );
    },
  },
  {
    estate: "A",
    note: "Month-end counter rush: many last-day renewals and serials flagged for manual checks.",
    play: (c) => {
      c.every(
        "counter-pos",
        "info",
        -120,
        null,
        4,
        (r) => `Last-day renewal at counter for ticket PT-${r.digits(7)} (maturity today, store S${r.int(101, 148)})`,
      );
      c.every(
        "serial-watch",
        "warn",
        -60,
        null,
        25,
        (r) =>
          `serial ${r.hex(3).toUpperCase()}${r.digits(5)} partial match (score 0.${r.int(61, 79)}), flagged for manual check`,
      );
    },
  },
  {
    estate: "B",
    note: "Normal day at Brass Key Loans; the state report portal is slow once and the batch succeeds on retry.",
    play: (c) => {
      c.at("police-feed", "warn", 0, "state report batch 418822: read timeout after 30s, retrying (1/3)");
      c.at("police-feed", "info", 34, "state report batch 418822 submitted: 22 transactions accepted");
    },
  },
  {
    estate: "B",
    note: "Due-date reminder run with the usual invalid-number skips, all within Twilio limits.",
    play: (c) => {
      c.at("pledge-core", "info", -5, "due-date reminders: enqueued 612 messages for pledges due in 3 days");
      c.every(
        "reminder-sms",
        "info",
        0,
        200,
        0.9,
        (r) => `sent due-date reminder to +1******${r.digits(4)} (SM${r.hex(32)})`,
      );
    },
  },
  {
    estate: "B",
    note: "Routine window with a lot-publisher rolling restart and slow GC warnings that resolve.",
    play: (c) => {
      c.every(
        "lot-publisher",
        "warn",
        -40,
        20,
        15,
        (r) =>
          `[gc] GC(${r.int(100, 200)}) Pause Young (Normal) (G1 Evacuation Pause) ${r.int(900, 1100)}M->${r.int(300, 500)}M(2048M) ${r.int(210, 380)}.${r.int(100, 999)}ms`,
      );
      c.every(
        "bullion-rates",
        "warn",
        30,
        120,
        30,
        (r) => `feed tick late (${r.int(8, 20)}s since last), using cached spot`,
      );
    },
  },
  {
    estate: "C",
    note: "Payout sweep releases a big batch; many items still held until their return window closes.",
    play: (c) => {
      c.every(
        "payout-runner",
        "info",
        -30,
        240,
        6,
        (r) => `Payout PO-${r.digits(6)} sent to consignor C${r.digits(5)}: $${r.int(5, 400)}.${r.int(10, 99)}`,
      );
      c.every(
        "consignor-hub",
        "info",
        -30,
        240,
        8,
        (r) => `payout for item SA-${r.digits(6)} stays held: return window open until ${r.int(1, 14)} days`,
      );
    },
  },
  {
    estate: "C",
    note: "search-sync swaps to a freshly built index alias; brief indexing lag then normal.",
    play: (c) => {
      c.at("search-sync", "info", 0, "c.s.search.Reindexer : alias listings -> listings-v13 swapped (18,734 docs)");
      c.every(
        "search-sync",
        "warn",
        0,
        40,
        10,
        (r) =>
          `c.s.search.BulkIndexer : bulk retry 1/5 after 429 es_rejected_execution_exception, succeeded (lag ${r.int(2, 9)}s)`,
      );
    },
  },
  {
    estate: "C",
    note: "Mailer relay defers now and then with SMTP 421, every message delivered on retry.",
    play: (c) => {
      c.every("mailer", "warn", -100, null, 20, () => "SMTP 421 4.7.0 Try again later from relay, retry 1/5 in 2s");
      c.every("register-bridge", "warn", 20, 60, 20, () => "[store 5] tunnel keepalive missed once, recovered");
    },
  },
  {
    estate: "D",
    note: "Tag printers go offline for a minute during a ribbon change and come back; photo intake busy with dark shots.",
    play: (c) => {
      c.every("tag-printer-svc", "warn", 0, 70, 10, () => "ZD421-2 offline (paused at printer), 3 tags queued");
      c.at("tag-printer-svc", "info", 75, "ZD421-2 online, flushed 3 queued tags");
      c.every(
        "photo-intake",
        "warn",
        -60,
        null,
        30,
        (r) => `item=EC${r.digits(7)} photo ${r.int(1, 5)} too dark (luma=${r.int(15, 33)}) - flagged for re-shoot`,
      );
    },
  },
  {
    estate: "D",
    note: "price-suggest refreshes comps slowly and logs slow-query warnings; all suggestions still served.",
    play: (c) => {
      c.every(
        "price-suggest",
        "warn",
        0,
        90,
        15,
        (r) =>
          `slow comps query ${r.int(2, 4)}.${r.int(0, 9)}s for '${r.pick(["Coach tote", "Vince sweater", "Levi's 501"])}' (threshold 2s)`,
      );
    },
  },
  {
    estate: "D",
    note: "Evening sales with a handful of Stripe lock_timeout retries that succeed and settlements held for open returns.",
    play: (c) => {
      c.every(
        "payments-bridge",
        "warn",
        -120,
        null,
        40,
        (r) => `stripe request req_${r.hex(14)} got 'lock_timeout', retrying (1/2)`,
      );
      c.every(
        "settlement-worker",
        "info",
        0,
        null,
        25,
        (r) => `settlement for consignor ${r.digits(6)} held: ${r.int(1, 4)} items in return window`,
      );
    },
  },
];
