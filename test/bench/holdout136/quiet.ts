// 12 quiet windows: healthy estates that still log alarming-looking lines nobody should be paged for.
import type { Episode } from "./rules.js";

export const QUIET: Episode[] = [
  {
    est: 0,
    note: "lane-booking rolls out a new version; two 502s during the switch, then normal, plus routine declined cards.",
    at: [
      [0, "lane-booking", "info", "lane-booking 8.{1-9}.0 rolling out (2 of 3 pods updated)"],
      [
        4,
        "edge-nginx",
        "error",
        'connect() failed (111: Connection refused) while connecting to upstream, client: 10.4.3.9, server: api.aqua.example, request: "POST /api/lanes/book HTTP/1.1"',
      ],
      [
        5,
        "edge-nginx",
        "error",
        'connect() failed (111: Connection refused) while connecting to upstream, client: 10.4.2.77, server: api.aqua.example, request: "GET /api/me HTTP/1.1"',
      ],
    ],
    rules: [
      {
        s: "till-cafe",
        l: "warn",
        m: "Card declined: issuer response 51 (Insufficient funds), order {10000-99999}",
        e: 40,
      },
    ],
  },
  {
    est: 0,
    note: "Scheduled superchlorination: plant-sensors warns on high chlorine as planned while a TLS certificate expiry warning repeats.",
    rules: [
      {
        s: "plant-sensors",
        l: "warn",
        m: "probe teaching-{1-3}: fcl={4-6}.{0-9} mg/l above 3.0 (superchlorination window active, alarm suppressed)",
        e: 30,
      },
      {
        s: "mailer",
        l: "warn",
        m: "certificate for smtp relay expires in 27 days (CN=relay.aqua.example)",
        e: 120,
        from: -200,
      },
    ],
  },
  {
    est: 0,
    note: "Class bookings open at 07:00: many 'class full' refusals and nginx rate-limits one scraping client; all legitimate users served.",
    rules: [
      {
        s: "lane-booking",
        l: "warn",
        m: "booking rejected for {M}: class {aqua-fit|aquazumba} full (waitlist position {1-30})",
        e: 3,
        to: 200,
      },
      {
        s: "edge-nginx",
        l: "error",
        m: 'limiting requests, excess: {10-30}.{100-900} by zone "perip", client: 203.0.113.{40-44}, server: api.aqua.example, request: "GET /api/classes HTTP/1.1"',
        e: 8,
        to: 150,
      },
    ],
  },
  {
    est: 1,
    note: "Month-end: many payment declines and HikariCP housekeeping warnings in payments, all requests complete.",
    rules: [
      {
        s: "payments",
        l: "warn",
        m: "Payment declined for {M}: {card_declined (insufficient_funds)|expired_card|authentication_required}",
        e: 10,
      },
      {
        s: "payments",
        l: "error",
        m: "Webhook signature verification failed for evt_{h}: no signatures found matching the expected signature (replayed test event, ignored)",
        e: 150,
      },
    ],
  },
  {
    est: 1,
    note: "Gate C3 loses its controller heartbeat for two seconds and reconnects; lockers keep its chronic bank-7 error.",
    at: [
      [0, "turnstiles", "error", "gate C3: controller heartbeat lost (last seen 2.1s ago)"],
      [2, "turnstiles", "info", "gate C3: controller reconnected, 0 events lost"],
      [30, "turnstiles", "warn", "gate C3: clock drift 180ms corrected via NTP"],
    ],
    rules: [],
  },
  {
    est: 1,
    note: "A brute-force attempt against member logins is blocked by auth's lockout; members log in normally.",
    rules: [
      {
        s: "auth",
        l: "warn",
        m: "Login failed for {M}: invalid password (attempt {3-5}/5) from 198.51.100.{2-9}",
        e: 4,
        to: 240,
      },
      { s: "auth", l: "error", m: "Account {M} locked for 15 minutes after 5 failed attempts", e: 30, to: 240 },
    ],
  },
  {
    est: 2,
    note: "tw-epos' Kafka consumer group rebalances after a pod restart and resumes; gateway retries one upstream reset successfully.",
    at: [
      [
        0,
        "tw-epos",
        "warn",
        '{"level":"WARN","logger":"kafkajs","message":"[Consumer] The group is rebalancing, re-joining","groupId":"epos-ledger"}',
      ],
      [
        3,
        "tw-epos",
        "info",
        '{"level":"INFO","logger":"kafkajs","message":"[ConsumerGroup] Consumer has joined the group","groupId":"epos-ledger"}',
      ],
      [
        40,
        "tw-gateway",
        "warn",
        "[2026] upstream reset: reset reason: connection termination, retried (x-envoy-attempt-count: 2) -> 200",
      ],
    ],
    rules: [],
  },
  {
    est: 2,
    note: "tw-accounts logs Rails deprecation warnings and expired sessions; a low-chlorine alarm in tw-scada is acknowledged and corrected.",
    at: [
      [10, "tw-scada", "warn", "ALARM pool=learner free_cl=0.8ppm below 1.0ppm; dosing pump P2 raised to 60%"],
      [200, "tw-scada", "info", "ALARM cleared pool=learner free_cl=1.3ppm (acknowledged by duty manager)"],
    ],
    rules: [
      {
        s: "tw-accounts",
        l: "warn",
        m: "DEPRECATION WARNING: `ActiveRecord::Base.connection` is deprecated and will be removed in Rails 7.3 (called from block in <class:Member> at app/models/member.rb:{10-80})",
        e: 20,
      },
    ],
  },
  {
    est: 2,
    note: "A nightly job in tw-debits retries one BACS report download once and succeeds; a few mandates are returned by payers as usual.",
    at: [
      [
        0,
        "tw-debits",
        "error",
        "BACS report download failed: HTTPSConnectionPool(host='reports.bureau.example', port=443): Max retries exceeded (Caused by NewConnectionError: [Errno 111] Connection refused)",
      ],
      [
        30,
        "tw-debits",
        "info",
        "BACS report download retry 1/3 succeeded: ARUDD-20260{5-6}{10-28}.xml ({3-40} returns)",
      ],
    ],
    rules: [
      { s: "tw-debits", l: "warn", m: "ARUDD return for MD{10000-99999}: reason 1 instruction cancelled", e: 25 },
    ],
  },
  {
    est: 3,
    note: "membership logs slow EF Core queries and GC pauses during peak but every request succeeds.",
    rules: [
      {
        s: "membership",
        l: "warn",
        m: "Executed DbCommand ({600-1800}ms) [Parameters=[@__memberId_0='?' (DbType = Int32)], CommandType='Text', CommandTimeout='30'] slow query threshold exceeded",
        e: 15,
      },
      { s: "band-issuer", l: "warn", m: "GC pause (G1 Evacuation Pause) {200-400}ms", e: 30 },
    ],
  },
  {
    est: 3,
    note: "lane-planner pods are rolled one by one: SIGTERM and draining messages, readiness failures for a few seconds, all traffic served.",
    at: [
      [0, "lane-planner", "warn", "SIGTERM received, draining {3-12} in-flight requests"],
      [2, "lane-planner", "info", "server closed, exiting with code 0"],
      [9, "lane-planner", "info", "lane-planner 4.{1-9}.0 listening on :3000"],
      [
        6,
        "api-gateway",
        "warn",
        "ingress GET /lanes/today status=503 upstream=lane-planner duration=1ms (no ready endpoints, retried -> 200)",
      ],
    ],
    rules: [],
  },
  {
    est: 3,
    note: "email-relay gets 550 bounces for a handful of mistyped member addresses; everything else is delivered.",
    rules: [
      {
        s: "email-relay",
        l: "error",
        m: "delivery failed for <{M}@{gmial|hotmial|yaho}.com>: 550 5.1.1 The email account that you tried to reach does not exist",
        e: 35,
      },
      { s: "email-relay", l: "info", m: "delivered msg <{h}@river.example> (250 2.0.0 OK)", e: 6 },
    ],
  },
];
