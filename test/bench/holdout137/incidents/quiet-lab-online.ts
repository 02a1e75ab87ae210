// Quiet windows for the LensWorks lab and the Specsy web shop: machine alarms that operators clear, broker
// restarts that recover, fraud blocks, bounces and retries that work. Nothing here is an outage.
import { LW, lwJob, lwStore } from "../estates/lensworks.js";
import { SP, spOrder, spSub } from "../estates/specsy.js";
import * as st from "../stacks.js";
import type { QuietSpec } from "./spec.js";

export const labOnlineQuiet: QuietSpec[] = [
  {
    estate: "lensworks",
    note: "Edger EDG-04 raises a chuck-pressure alarm that the operator clears in four minutes, QC rejects its usual share of lenses and lab_router reloads an unchanged routing table.",
    build(c) {
      const r = c.r;
      const t = c.at(r.int(0, 200));
      c.emit(LW.edger, t, [
        "error",
        `EDG-04 ALARM E-217 chuck pressure low (2.1 bar < 3.0 bar) during job ${lwJob(r)}; job returned to queue`,
      ]);
      c.every(LW.edger, t + 15000, t + 240000, 30000, () => ["warn", "EDG-04 in ALARM state, skipping dispatch"]);
      c.emit(LW.edger, t + 242000, ["info", "EDG-04 alarm cleared by operator (badge 4471), back to READY"]);
      c.every(LW.qc, c.start + 20000, c.end, 40000, () => [
        "warn",
        `QC reject ${lwJob(r)}: ${r.pick(["R", "L"])} axis off by ${r.int(3, 6)}° (tolerance 2°); remake queued`,
      ]);
      c.rollout(LW.router, c.at(r.int(-100, 300)));
    },
  },
  {
    estate: "lensworks",
    note: "A planned RabbitMQ node restart drops coating_queue's and rx_intake's connections for a few seconds; both recover automatically and nothing is lost.",
    build(c) {
      const r = c.r;
      const t = c.at(r.int(30, 240));
      c.emit(LW.coating, t, [
        "error",
        "An unexpected connection driver error occurred",
        st.java("java.net.SocketException: Connection reset", [
          "java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:328)",
          "java.base/java.io.DataInputStream.readUnsignedByte(DataInputStream.java:293)",
          "com.rabbitmq.client.impl.Frame.readFrom(Frame.java:91)",
          "com.rabbitmq.client.impl.SocketFrameHandler.readFrame(SocketFrameHandler.java:199)",
          "com.rabbitmq.client.impl.AMQConnection$MainLoop.run(AMQConnection.java:687)",
        ]),
      ]);
      c.emit(LW.coating, t + 5200, [
        "info",
        "Connection recovery completed for rabbit-lab-01:5672 (2 channels, 3 consumers)",
      ]);
      c.emit(LW.intake, t + 300, [
        "warn",
        "RabbitMQ connection shut down by peer (CONNECTION_FORCED - broker forced connection closure with reason 'shutdown'); automatic recovery started",
      ]);
      c.emit(LW.intake, t + 6100, [
        "info",
        "RabbitMQ connection recovered; 3 publishes buffered during recovery confirmed",
      ]);
      c.emit(LW.router, t + 800, [
        "warn",
        "amqp: connection closed (Exception (320) Reason: \"CONNECTION_FORCED - broker forced connection closure with reason 'shutdown'\"), reconnecting",
      ]);
      c.emit(LW.router, t + 5900, ["info", "amqp: reconnected, consuming lab.jobs"]);
    },
  },
  {
    estate: "lensworks",
    note: "The courier API throttles dispatch once and the retry works, store clients hang up on order_status_api mid-response, and Node prints deprecation warnings.",
    nearby: LW.status,
    build(c) {
      const r = c.r;
      const t = c.at(r.int(0, 300));
      c.emit(LW.dispatch, t, [
        "warn",
        "POST https://api.courier.example/v2/shipments -> 429 Too Many Requests (Retry-After: 2)",
      ]);
      c.emit(LW.dispatch, t + 2300, [
        "info",
        `shipment created for run RUN-0514-PM store=${lwStore(r)} (after 1 retry)`,
      ]);
      c.every(LW.status, c.start + 30000, c.end, 80000, () => [
        "error",
        "request aborted by client",
        st.node(
          "Error: aborted",
          [
            "connResetException (node:internal/errors:787:14)",
            "abortIncoming (node:_http_server:793:17)",
            "socketOnClose (node:_http_server:787:3)",
            "Socket.emit (node:events:531:35)",
          ],
          ["  code: 'ECONNRESET'"],
        ),
      ]);
      c.emit(LW.status, c.at(r.int(-200, 200)), [
        "warn",
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
      ]);
    },
  },
  {
    estate: "specsy",
    note: "A card-testing bot hammers checkout; payments' velocity rule and checkout's fraud block refuse it and the storefront WAF rate-limits the IPs, while real customers check out normally.",
    build(c) {
      const r = c.r;
      const t0 = c.at(r.int(-60, 120));
      c.loop(t0, t0 + r.int(120000, 240000), 1800, (i, t, tr) => {
        const ipx = `185.220.101.${r.int(2, 250)}`;
        c.emit(SP.payments, t, [
          "warn",
          `authorization declined code=card_declined decline_code=${r.pick(["generic_decline", "fraudulent", "stolen_card"])} amount=100 currency=usd ip=${ipx}`,
        ]);
        if (i % 4 === 0)
          c.emit(SP.payments, t + 5, [
            "error",
            `blocked by rule card_testing_velocity ip=${ipx} attempts_10m=${r.int(20, 80)}`,
          ]);
        c.emit(SP.checkout, t + 20, ["warn", `Order ${spOrder(r)} refused: fraud score ${r.int(91, 99)} (block)`]);
        c.emit(SP.front, t + 30, ["warn", `POST /api/checkout 429 rate limited (waf rule ip-burst) ip=${ipx}`], tr);
      });
    },
  },
  {
    estate: "specsy",
    note: "Poorly lit selfies make facemesh report 'no face found' more than usual, one absurd search query trips Elasticsearch's request circuit breaker, and catalog ships a routine release.",
    nearby: SP.catalog,
    build(c) {
      const r = c.r;
      c.every(SP.mesh, c.start + 10000, c.end, 15000, () => [
        "warn",
        `no face found (score=${r.float(0.1, 0.45).toFixed(2)} < 0.50), asking client to re-centre`,
      ]);
      const t = c.at(r.int(-100, 200));
      c.emit(SP.search, t, [
        "error",
        `query failed: elastic: Error 429 (Too Many Requests): [parent] Data too large, data for [<http_request>] would be [1031044096/983.2mb], which is larger than the limit of [1020054732/972.7mb] [type=circuit_breaking_exception]`,
      ]);
      c.emit(SP.search, t + 5, [
        "warn",
        `rejected query q="*" size=10000 aggs=27 from client ${r.hex(8)} (400 query too expensive)`,
      ]);
      c.emit(SP.front, t + 20, ["warn", "GET /search?q=*&size=10000 400 31ms"], c.tr());
    },
  },
  {
    estate: "specsy",
    note: "One renewal job times out against the card API and succeeds on its Sidekiq retry, cart's Redis connection drops once and reconnects, and mailer reports routine hard bounces.",
    build(c) {
      const r = c.r;
      const t = c.at(r.int(0, 200));
      const s = spSub(r);
      c.emit(SP.subs, t, [
        "warn",
        `RenewalJob JID-${r.hex(24)} sub=${s} failed: Net::ReadTimeout with #<TCPSocket:(closed)>; will retry in 24 seconds`,
        st.ruby("Net::ReadTimeout: Net::ReadTimeout with #<TCPSocket:(closed)>", [
          "/usr/local/lib/ruby/3.3.0/net/protocol.rb:229:in `rbuf_fill'",
          "/app/app/services/billing/charge.rb:27:in `call'",
          "/app/app/jobs/renewal_job.rb:30:in `perform'",
        ]),
      ]);
      c.emit(SP.subs, t + 25000, ["info", `Renewal ${s} charged 67.00 USD: 2x 90-pack daily (retry 1)`]);
      const u = c.at(r.int(-200, 250));
      c.emit(SP.cart, u, ["error", "[ioredis] Unhandled error event: Error: read ECONNRESET"]);
      c.emit(SP.cart, u + 1200, ["info", "redis reconnected (cart-redis-master:6379)"]);
      c.every(SP.mailer, c.start + 25000, c.end, 45000, () => [
        "error",
        `hard bounce for ${r.pick(["k", "p", "d"])}***@${r.pick(["gmail.com", "aol.com", "hotmail.com"])}: 550 5.1.1 <recipient> Recipient address rejected: User unknown in virtual mailbox table`,
      ]);
    },
  },
];
