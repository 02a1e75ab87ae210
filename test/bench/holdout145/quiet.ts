// Quiet windows: busy, loud hours that need no page.
import { crashLoop, logAll, M, S } from "./kit.js";
import type { Story } from "./simulation.js";

export interface Quiet {
  estate: number;
  note: string;
  story: Story;
}

const cutoffRush: Story = {
  needs: ["web", "orders", "stock"],
  run(c) {
    logAll(
      c,
      "orders",
      c.start,
      c.end,
      1.2 * S,
      "WARN",
      () => `order WO-${c.r.int(400000, 499999)} placed after soft cutoff 14:00, flagged for review`,
    );
    logAll(
      c,
      "orders",
      c.start,
      c.end,
      2.5 * S,
      "ERROR",
      () => `order rejected: delivery slot 04:00-06:00 for S1${c.r.int(10, 64)} is full (409 Conflict)`,
    );
    c.every(c.start, c.end, 0.7 * S, (t) =>
      c.edge(t, c.r.chance(0.6) ? 409 : 422, "POST", "/api/v2/orders", "web", c.r.int(30, 400)),
    );
  },
};
const rollingDeploy = (version: string): Story => ({
  needs: ["orders", "web", "label", "stock"],
  at: [0.3, 0.5],
  run(c) {
    const roles = ["orders", "label", "stock"] as const;
    roles.forEach((x, i) => {
      for (let k = 0; k < 3; k++) c.deploy(c.t0 + i * 90 * S + k * 25 * S, x, version);
    });
    logAll(
      c,
      "web",
      c.t0,
      c.t0 + 4 * M,
      6 * S,
      "WARN",
      () => `${c.fail("web", "orders", "refused", "GET", "/orders/recent")} (retry succeeded)`,
    );
    c.every(c.t0, c.t0 + 4 * M, 12 * S, (t) => c.edge(t, 502, "GET", "/api/v2/orders/recent", "web", c.r.int(1, 5)));
  },
});
const scraper: Story = {
  needs: ["web", "auth", "label"],
  run(c) {
    c.every(c.start, c.end, 0.35 * S, (t) =>
      c.edge(t, c.r.chance(0.7) ? 429 : 404, "GET", `/api/v2/catalogue?page=${c.r.int(1, 900)}`, "web", c.r.int(1, 4)),
    );
    logAll(
      c,
      "auth",
      c.start,
      c.end,
      1.5 * S,
      "WARN",
      () =>
        `login failed for C${c.r.int(10000, 99999)}: bad password (client 185.220.${c.r.int(0, 255)}.${c.r.int(1, 254)}, blocked by rate limiter)`,
    );
    logAll(
      c,
      "web",
      c.start,
      c.end,
      20 * S,
      "WARN",
      () => "rate limiter: client 185.220.101.4 over 50 req/s, returning 429",
    );
  },
};
const nightlyStatements: Story = {
  needs: ["invoice", "notify", "orders"],
  run(c) {
    logAll(
      c,
      "invoice",
      c.start,
      c.end,
      1.5 * S,
      "WARN",
      () => `customer C${c.r.int(10000, 99999)} has no billing email, statement skipped`,
    );
    logAll(
      c,
      "invoice",
      c.start,
      c.end,
      4 * S,
      "ERROR",
      () => `PDF for INV-${c.r.int(10000, 99999)} could not attach logo, sent without`,
    );
    logAll(
      c,
      "orders",
      c.start,
      c.end,
      15 * S,
      "WARN",
      () => `slow query (${c.r.int(1200, 4800)} ms): SELECT ... FROM order_lines WHERE invoiced_at IS NULL`,
    );
    logAll(
      c,
      "notify",
      c.start,
      c.end,
      3 * S,
      "ERROR",
      () => `bounce from C${c.r.int(10000, 99999)}: 550 5.1.1 mailbox unavailable`,
    );
  },
};
const cacheWarm: Story = {
  needs: ["web", "label", "orders"],
  at: [0.2, 0.3],
  run(c) {
    c.log(c.t0, "label", "INFO", "allergen matrix cache flushed after planned Redis maintenance");
    logAll(
      c,
      "label",
      c.t0,
      c.t0 + 5 * M,
      0.8 * S,
      "WARN",
      () =>
        `cache miss for ${c.r.pick(["SOURDOUGH-800", "RYE-500", "BAGUETTE-250"])}, rebuilt in ${c.r.int(300, 2400)}ms`,
    );
    logAll(
      c,
      "web",
      c.t0,
      c.t0 + 5 * M,
      5 * S,
      "WARN",
      () => `slow upstream label render ${c.r.int(1000, 3000)}ms (timeout 5000ms)`,
    );
  },
};
const shopsOpening: Story = {
  needs: ["tills", "pay", "stock"],
  run(c) {
    logAll(
      c,
      "tills",
      c.start,
      c.end,
      0.9 * S,
      "WARN",
      () => `till S1${c.r.int(10, 64)}/T${c.r.int(1, 6)} offline queue replayed (${c.r.int(1, 90)} transactions)`,
    );
    logAll(
      c,
      "tills",
      c.start,
      c.end,
      3 * S,
      "ERROR",
      () => `duplicate transaction ${c.r.int(100000, 999999)} from S1${c.r.int(10, 64)} rejected (already settled)`,
    );
    logAll(c, "pay", c.start, c.end, 4 * S, "WARN", () => "card declined: insufficient funds");
  },
};
const consumerRebalance: Story = {
  needs: ["orders", "invoice", "notify"],
  at: [0.4, 0.5],
  run(c) {
    for (let k = 0; k < 4; k++) {
      const t = c.t0 + k * 40 * S;
      c.log(t, "invoice", "WARN", "Attempt to heartbeat failed since group is rebalancing");
      c.log(
        t + 200,
        "invoice",
        "INFO",
        "Revoking previously assigned partitions [order-events-0, order-events-1, order-events-2]",
      );
      c.log(
        t + 3000,
        "invoice",
        "INFO",
        "Successfully joined group with generation Generation{generationId=" + (212 + k) + "}",
      );
      c.log(
        t + 400,
        "notify",
        "WARN",
        "[Consumer groupId=notifier] rebalance in progress, commit failed: RebalanceInProgressException",
      );
    }
    c.deploy(c.t0 - 20 * S, "invoice", "8.4.1");
  },
};
const tlsScanners: Story = {
  needs: ["web", "auth", "orders"],
  run(c) {
    c.every(c.start, c.end, 2 * S, (t) =>
      c.log(
        t,
        "edge",
        "ERROR",
        `[crit] 29#29: *${c.r.int(10000, 99999)} SSL_do_handshake() failed (SSL: error:0A00006C:SSL routines::bad key share) while SSL handshaking, client: 45.${c.r.int(1, 250)}.${c.r.int(1, 250)}.${c.r.int(1, 250)}, server: 0.0.0.0:443`,
      ),
    );
    c.log(
      c.start + 30 * S,
      "auth",
      "WARN",
      "certificate for api.hearthstone.example expires in 21 days (renewal scheduled)",
    );
    c.every(c.start, c.end, 4 * S, (t) =>
      c.edge(t, 404, "GET", c.r.pick(["/.env", "/wp-login.php", "/.git/config", "/phpmyadmin/"]), "web", 1),
    );
  },
};
const scaleOut: Story = {
  needs: ["orders", "web", "stock"],
  at: [0.3, 0.4],
  run(c) {
    for (let k = 0; k < 4; k++) c.deploy(c.t0 + k * 30 * S, k % 2 === 0 ? "orders" : "web", "current");
    logAll(
      c,
      "orders",
      c.t0,
      c.t0 + 3 * M,
      3 * S,
      "WARN",
      () => `slow request POST /orders ${c.r.int(1500, 4000)}ms on new instance (JIT warm-up)`,
    );
    logAll(
      c,
      "stock",
      c.t0,
      c.t0 + 3 * M,
      10 * S,
      "WARN",
      () => `connection pool grew to ${c.r.int(20, 40)} (new replicas)`,
    );
  },
};
const printerShift: Story = {
  needs: ["print", "label", "line"],
  run(c) {
    logAll(
      c,
      "print",
      c.start,
      c.end,
      2 * S,
      "ERROR",
      () => `printer L${c.r.int(1, 5)}-zebra-${c.r.int(1, 4)} head open / media out, job held`,
    );
    logAll(
      c,
      "print",
      c.start,
      c.end,
      5 * S,
      "WARN",
      () => `printer L${c.r.int(1, 5)}-zebra-${c.r.int(1, 4)} paused by operator (changeover)`,
    );
    logAll(c, "line", c.start, c.end, 6 * S, "WARN", () => `L${c.r.int(1, 5)} changeover in progress, belt stopped`);
  },
};
const mobileDrivers: Story = {
  needs: ["driver", "routes", "orders"],
  run(c) {
    logAll(
      c,
      "driver",
      c.start,
      c.end,
      1.3 * S,
      "WARN",
      () => `client disconnected before response (POST /driver/v1/pod, ${c.r.int(2000, 30000)}ms)`,
    );
    logAll(
      c,
      "driver",
      c.start,
      c.end,
      5 * S,
      "ERROR",
      () => `photo upload for WO-${c.r.int(400000, 499999)} failed: request aborted, will retry on wifi`,
    );
    c.every(c.start, c.end, 2 * S, (t) => c.edge(t, 499, "POST", "/driver/v1/pod", "driver", c.r.int(2000, 30000)));
  },
};
const stocktake: Story = {
  needs: ["stock", "orders", "prod"],
  run(c) {
    logAll(
      c,
      "stock",
      c.start,
      c.end,
      0.5 * S,
      "ERROR",
      () => `stocktake import row ${c.r.int(1, 20000)} invalid: unknown lot, skipped`,
    );
    logAll(c, "stock", c.start, c.end, 20 * S, "INFO", () => `stocktake import progress ${c.r.int(1, 99)}%`);
    crashLoop(c, "prod", c.start + M, c.start + M + 1, 60 * S, (t) =>
      c.log(t, "prod", "INFO", "scheduled restart after nightly config snapshot"),
    );
  },
};

export const QUIET: Quiet[] = [
  {
    estate: 0,
    note: "Afternoon order cutoff rush: many late orders, full slots and 409/422 rejections, all handled.",
    story: cutoffRush,
  },
  {
    estate: 0,
    note: "Nightly statement run: skipped statements, bounces and slow queries as every night.",
    story: nightlyStatements,
  },
  {
    estate: 0,
    note: "Scanners hammer the edge with failed TLS handshakes and probes for /.env while traffic is normal.",
    story: tlsScanners,
  },
  {
    estate: 1,
    note: "A rolling deploy of three services with brief connection-refused retries that all succeed.",
    story: rollingDeploy("2026.12.02-3"),
  },
  {
    estate: 1,
    note: "Shops open: tills replay offline queues and duplicate transactions are rejected as designed.",
    story: shopsOpening,
  },
  {
    estate: 1,
    note: "Line changeover: printers paused and out of media, belts stopped by operators.",
    story: printerShift,
  },
  {
    estate: 2,
    note: "A scraper is rate-limited at the edge with 429s and credential stuffing is blocked.",
    story: scraper,
  },
  {
    estate: 2,
    note: "Planned cache flush: cache misses and slow renders for a few minutes, then normal.",
    story: cacheWarm,
  },
  {
    estate: 2,
    note: "Drivers on poor mobile signal abort uploads and requests; all retried later.",
    story: mobileDrivers,
  },
  {
    estate: 3,
    note: "Kafka consumer group rebalances after a deploy of a consumer; brief commit failures.",
    story: consumerRebalance,
  },
  { estate: 3, note: "Autoscaling adds instances; JIT warm-up makes a few requests slow.", story: scaleOut },
  {
    estate: 3,
    note: "Weekly stocktake import logs thousands of skipped rows; planner restarts on schedule.",
    story: stocktake,
  },
];
