// The twelve quiet windows, three per estate: healthy estates whose logs still hold alarming-looking lines
// (rollouts with a readiness blip, retried resets, card declines at ERROR, bounces, broker leader moves, one-off
// exceptions for a single odd record). Nothing in them is worth a page.
import { CARD_SCHEMES, log4jTime, maskedEmail, money, redisTime, slotStart } from "./domain.js";
import { C, chairly, door, orderId, salonId, userId } from "./estates/chairly.js";
import { F, fade, gwLine, pax, railsRequest, shop } from "./estates/fade.js";
import { G, gloss, jid, lbLine, mysqlLine, railsLines, studio } from "./estates/gloss.js";
import { appt, client, front, L, lumen, terminal } from "./estates/lumen.js";
import { ev } from "./ev.js";
import type { QuietSpec } from "./spec.js";
import { javaErr, pythonErr, rubyErr } from "./traces.js";

const lumenRollout: QuietSpec = {
  kind: "quiet",
  estate: lumen,
  note: "A routine booking-api rollout with two lumen-web retries that succeed, an ingress reload, a one-off NullPointerException in an admin export for a single legacy appointment, and normal deposit declines.",
  apply(s) {
    const r = s.r;
    const S = s.start;
    s.deploy(L.booking, S, "2026.19.5");
    s.reload(S - r.int(30000, 90000));
    for (let i = 0; i < 2; i++) {
      const t = S + r.int(4000, 12000);
      const id = r.hex(32);
      s.emit(
        t,
        L.web,
        "warn",
        "booking-api POST /internal/appointments failed: 503 Service Unavailable (upstream connect error); retrying 1/2 in 200ms",
        id,
      );
      s.emit(
        t + 420,
        L.booking,
        "info",
        `Appointment ${appt(r)} confirmed client=${client(r)} salon=LHS-0${r.int(10, 43)} stylist=st_${r.int(1000, 2999)} service=CUT_BLOWDRY start=${slotStart(r, t)} deposit=15.00`,
        id,
      );
      s.add(front(r, t - 300, id, "POST", "/api/bookings", 201, 760));
    }
    s.emit(
      S + r.int(60000, 120000),
      L.booking,
      "error",
      "Export failed for appointment AP-10422 (legacy import, no stylist)",
      undefined,
      javaErr(
        "java.lang.NullPointerException",
        'Cannot invoke "com.lumenhair.booking.domain.Stylist.getDisplayName()" because the return value of "com.lumenhair.booking.domain.Appointment.getStylist()" is null',
        [
          "com.lumenhair.booking.export.AppointmentCsvWriter.row(AppointmentCsvWriter.java:44)",
          "com.lumenhair.booking.export.AppointmentCsvWriter.write(AppointmentCsvWriter.java:29)",
          "com.lumenhair.booking.admin.ExportController.export(ExportController.java:31)",
        ],
      ),
    );
    s.poisson(s.t0, s.t1, 90000, (t) =>
      s.emit(
        t,
        L.deposits,
        "warn",
        `Deposit declined: appointment=${appt(r)} amount=15.00 GBP decline_code=${r.pick(["insufficient_funds", "do_not_honor", "lost_card"])} (card_declined)`,
      ),
    );
  },
};

const lumenNoShowRun: QuietSpec = {
  kind: "quiet",
  estate: lumen,
  note: "The evening no-show fee run charges a handful of cards and logs the declines as ERROR, reminders rejects landline numbers, and Hikari logs a clock-leap warning; everything else is healthy.",
  apply(s) {
    const r = s.r;
    const S = s.start;
    s.emit(
      S,
      L.deposits,
      "info",
      `No-show fee run started: ${r.int(14, 30)} appointments eligible (fee 50% of service, min 10.00 GBP)`,
    );
    s.every(S + 2000, S + 90000, 2000, 6000, (t) => {
      if (r.chance(0.35))
        s.emit(
          t,
          L.deposits,
          "error",
          `No-show fee for ${appt(r)} failed: card_declined (${r.pick(["insufficient_funds", "expired_card", "authentication_required"])}); client notified by email`,
        );
      else
        s.emit(
          t,
          L.deposits,
          "info",
          `No-show fee charged ${money(r, 10, 60)} GBP for ${appt(r)} (${r.pick(CARD_SCHEMES)})`,
        );
    });
    s.emit(S + 95000, L.deposits, "info", "No-show fee run finished: charged=17 declined=6 skipped_grace=2");
    s.poisson(s.t0, s.t1, 70000, (t) =>
      s.emit(
        t,
        L.remind,
        "error",
        `sms rejected to=+44 1${r.digits(3)} ${r.digits(6)} code=21614 'To' number is not a valid mobile number`,
      ),
    );
    s.emit(
      S + r.int(-200000, 200000),
      L.booking,
      "warn",
      "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m4s213ms).",
    );
  },
};

const lumenNodeDrain: QuietSpec = {
  kind: "quiet",
  estate: lumen,
  note: "A planned node drain reschedules client-profile and stylist-calendar pods, supplier-edi's SFTP poll hits one connection reset and succeeds on retry, and the chronic barcode and consent errors continue.",
  apply(s) {
    const r = s.r;
    const S = s.start;
    for (const svc of [L.profile, L.cal]) {
      const t = S + r.int(0, 40000);
      s.emit(t, svc, "info", "shutdown signal received, draining connections");
      s.emit(t + 700, svc, "info", "server stopped");
      s.emit(
        t + 3200,
        svc,
        "info",
        `starting ${svc} version=v1.${r.int(20, 60)}.${r.int(0, 9)} commit=${r.hex(7)} go=go1.22.4`,
      );
      s.emit(t + 3600, svc, "info", "http server listening addr=:8080");
    }
    const id = r.uuid();
    const t = S + r.int(60000, 150000);
    s.emit(
      t,
      L.edi,
      "warn",
      `Task edi.tasks.poll_acks[${id}] retry: Retry in 5s: ConnectionResetError(104, 'Connection reset by peer')`,
      undefined,
      pythonErr("ConnectionResetError", "[Errno 104] Connection reset by peer", [
        ["/app/supplier_edi/sftp.py", 33, "list_inbound", "return self.sftp.listdir_attr(path)"],
        [
          "/usr/local/lib/python3.12/site-packages/paramiko/sftp_client.py",
          246,
          "listdir_attr",
          "t, msg = self._request(CMD_OPENDIR, path)",
        ],
      ]),
    );
    s.emit(
      t + 5600,
      L.edi,
      "info",
      `Task edi.tasks.poll_acks[${id}] succeeded in 1.204s: {'supplier': 'wella-uk', 'acks': 2}`,
    );
    s.poisson(s.t0, s.t1, 150000, (tt) =>
      s.emit(
        tt,
        L.web,
        "error",
        `request aborted by client: GET /api/salons/LHS-0${r.int(10, 43)}/availability (ECONNRESET after ${r.int(2, 30)}s)`,
      ),
    );
    s.poisson(s.t0, s.t1, 120000, (tt) =>
      s.emit(
        tt,
        L.pos,
        "info",
        `Sale declined terminal=${terminal(r)} amount=${money(r, 20, 90)} GBP response=65 (Soft decline - SCA required); retried with PIN, approved`,
      ),
    );
  },
};

const fadeSaturday: QuietSpec = {
  kind: "quiet",
  estate: fade,
  note: "Saturday rush at the barbers: full walk-in queues refuse joins with 409, CSRF failures on stale forms, tills log declined cards as ERROR and a notifier retry succeeds; no service is failing.",
  apply(s) {
    const r = s.r;
    s.poisson(s.t0, s.t1, 12000, (t) => {
      const sh = shop(r);
      s.emit(t, F.queue, "info", `join refused shop=${sh} reason=queue_full waiting=${r.int(15, 22)}`);
      s.add([gwLine(r, t - 2, "POST", `/api/queue/${sh}/tickets`, 409, 3, F.queue)]);
    });
    s.poisson(s.t0, s.t1, 60000, (t) =>
      s.emit(
        t,
        F.till,
        "error",
        `Sale ${r.int(1000, 9999)} declined on ${pax(r)} (${shop(r)}): £${money(r, 12, 40)} response 05 Do not honour`,
      ),
    );
    s.poisson(s.t0, s.t1, 150000, (t) => {
      s.add(
        railsRequest(
          r,
          t,
          "POST",
          "/account/profile",
          "AccountsController#update",
          "422 Unprocessable Entity",
          4,
          undefined,
          [ev(t + 2, F.booking, "warn", "Can't verify CSRF token authenticity.")],
        ),
      );
    });
    const id = r.uuid();
    const t = s.start + r.int(-60000, 60000);
    s.emit(
      t,
      F.notifier,
      "warn",
      `Task notify.tasks.send_sms[${id}] retry: Retry in 10s: ReadTimeout(ReadTimeoutError("HTTPSConnectionPool(host='api.sendloop.example', port=443): Read timed out. (read timeout=10)"))`,
    );
    s.emit(t + 10500, F.notifier, "info", `Task notify.tasks.send_sms[${id}] succeeded in 0.402s: 'queued'`);
  },
};

const fadeDeploy: QuietSpec = {
  kind: "quiet",
  estate: fade,
  note: "booking (Rails) is redeployed and envoy returns 503 for two requests while Puma restarts; the Rails routing-error FATAL lines and FCM unregistered-token errors are chronic noise.",
  apply(s) {
    const r = s.r;
    const S = s.start;
    s.deploy(F.booking, S, "2026.03.4");
    for (let i = 0; i < 2; i++)
      s.add([
        gwLine(r, S + r.int(1000, 3000), "GET", `/shops/${shop(r).toLowerCase()}/slots`, 503, 1, F.booking, "UF"),
      ]);
    s.emit(
      S + 3500,
      F.booking,
      "warn",
      "DEPRECATION WARNING: `Rails.application.secrets` is deprecated in favor of `Rails.application.credentials` and will be removed in Rails 7.2.",
    );
    s.poisson(s.t0, s.t1, 40000, (t) =>
      s.emit(
        t,
        F.notifier,
        "error",
        `Task notify.tasks.send_push[${r.uuid()}] raised expected: UnregisteredError('Requested entity was not found.')`,
      ),
    );
  },
};

const fadeReload: QuietSpec = {
  kind: "quiet",
  estate: fade,
  note: "An envoy cluster update, closed shops warning in walkin-queue, a redis background save, the discontinued-SKU reorder errors and declined no-show fees in payments: a normal weekday.",
  apply(s) {
    const r = s.r;
    const S = s.start;
    s.reload(S);
    s.reload(S + r.int(120000, 240000));
    s.poisson(s.t0, s.t1, 45000, (t) =>
      s.emit(
        t,
        F.queue,
        "warn",
        `shop ${r.pick(["FC-BRS-04", "FC-NCL-02"])} has no barbers rostered today; queue closed`,
      ),
    );
    s.poisson(s.t0, s.t1, 100000, (t) =>
      s.emit(
        t,
        F.payments,
        "warn",
        `No-show fee for BK-${r.int(200000, 299999)} not collected: card_declined/insufficient_funds; marked for manual follow-up`,
      ),
    );
    const pid = r.int(2000, 9000);
    s.emit(S + 30000, F.redis, "info", `1:M ${redisTime(S + 30000)} * 10000 changes in 60 seconds. Saving...`);
    s.emit(S + 30002, F.redis, "info", `1:M ${redisTime(S + 30002)} * Background saving started by pid ${pid}`);
    s.emit(S + 30300, F.redis, "info", `${pid}:C ${redisTime(S + 30300)} * DB saved on disk`);
    s.emit(S + 30400, F.redis, "info", `1:M ${redisTime(S + 30400)} * Background saving terminated with success`);
    s.poisson(s.t0, s.t1, 80000, (t) =>
      s.emit(
        t,
        F.stock,
        "error",
        `reorder failed sku=${r.pick(["BAXTER-WASH", "PROR-BEARD-OIL"])}: no supplier mapping (discontinued)`,
      ),
    );
    s.emit(
      S + r.int(-100000, 100000),
      F.stock,
      "warn",
      "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    );
  },
};

const glossQuietDb: QuietSpec = {
  kind: "quiet",
  estate: gloss,
  note: "MySQL notes aborted connections from idle clients, a Sidekiq reminder job hits Net::OpenTimeout and succeeds on retry, and mail_out logs a few hard bounces; nothing is degraded.",
  apply(s) {
    const r = s.r;
    s.poisson(s.t0, s.t1, 50000, (t) =>
      s.emit(
        t,
        G.db,
        "info",
        mysqlLine(
          t,
          r.int(8000, 9999),
          "Note",
          "MY-010914",
          "Server",
          `Aborted connection ${r.int(8000, 9999)} to db: 'gloss_production' user: 'gloss' host: '10.8.0.2${r.int(1, 4)}' (Got an error reading communication packets).`,
        ),
      ),
    );
    const j = jid(r);
    const t = s.start;
    s.emit(
      t,
      G.jobs,
      "warn",
      `pid=7 tid=${r.hex(4)} class=AppointmentReminderJob jid=${j} elapsed=5.011 WARN: Net::OpenTimeout: execution expired`,
    );
    s.emit(
      t + 5,
      G.jobs,
      "warn",
      `pid=7 tid=${r.hex(4)} class=AppointmentReminderJob jid=${j} WARN: retry_count=0 error_class=Net::OpenTimeout next_retry_in=24s`,
    );
    s.emit(
      t + 24500,
      G.jobs,
      "info",
      `pid=7 tid=${r.hex(4)} class=AppointmentReminderJob jid=${j} elapsed=0.184 INFO: done`,
    );
    s.poisson(s.t0, s.t1, 100000, (tt) =>
      s.emit(
        tt,
        G.mail,
        "error",
        `bounce booking-reminder to ${maskedEmail(r)}: 550 5.1.1 <recipient>: Recipient address rejected: User unknown in virtual mailbox table`,
      ),
    );
  },
};

const glossQuietDeploy: QuietSpec = {
  kind: "quiet",
  estate: gloss,
  note: "calendar_engine is redeployed behind a HAProxy reload, G1 pauses are logged at info, and one Sidekiq no-show job hits a MySQL lock wait timeout once and succeeds on retry.",
  apply(s) {
    const r = s.r;
    const S = s.start;
    s.deploy(G.cal, S, "2026.11.2");
    s.reload(S - 2000);
    s.emit(
      S + r.int(200, 900),
      G.cal,
      "error",
      "Failed to send response for GET /v1/availability (client disconnected during shutdown)",
      undefined,
      javaErr(
        "io.ktor.utils.io.ClosedWriteChannelException",
        "Broken pipe",
        [
          "io.ktor.utils.io.ByteBufferChannel.close(ByteBufferChannel.kt:165)",
          "io.ktor.server.netty.cio.NettyResponsePipeline.processCall(NettyResponsePipeline.kt:132)",
        ],
        [
          {
            type: "java.io.IOException",
            message: "Broken pipe",
            frames: ["java.base/sun.nio.ch.SocketDispatcher.write0(Native Method)"],
            omitted: 22,
          },
        ],
      ),
    );
    s.poisson(s.t0, s.t1, 150000, (t) =>
      s.emit(
        t,
        G.pos,
        "error",
        `Sale S-${r.int(70000, 99999)} declined studio=${studio(r)} amount=£${money(r, 25, 60)} code=51 "Insufficient funds"`,
      ),
    );
    s.poisson(s.t0, s.t1, 40000, (t) =>
      s.emit(
        t,
        G.cal,
        "info",
        `[gc] GC(${r.int(300, 900)}) Pause Young (Normal) (G1 Evacuation Pause) ${r.int(700, 900)}M->${r.int(300, 450)}M(2048M) ${r.float(12, 60).toFixed(3)}ms`,
      ),
    );
    const j = jid(r);
    const t = S + r.int(60000, 180000);
    s.emit(
      t,
      G.jobs,
      "warn",
      `pid=7 tid=${r.hex(4)} class=NoShowFeeJob jid=${j} elapsed=50.104 WARN: ActiveRecord::LockWaitTimeout: Mysql2::Error::TimeoutError: Lock wait timeout exceeded; try restarting transaction`,
      undefined,
      rubyErr(
        "ActiveRecord::LockWaitTimeout",
        "Mysql2::Error::TimeoutError: Lock wait timeout exceeded; try restarting transaction",
        [
          "/app/app/jobs/no_show_fee_job.rb:22:in `block in perform'",
          "/app/app/jobs/no_show_fee_job.rb:18:in `perform'",
        ],
        false,
      ),
    );
    s.emit(t + 30000, G.jobs, "info", `pid=7 tid=${r.hex(4)} class=NoShowFeeJob jid=${j} elapsed=0.944 INFO: done`);
  },
};

const glossQuietPromo: QuietSpec = {
  kind: "quiet",
  estate: gloss,
  note: "A half-price gel promotion brings more bookings and more card declines (Payvault CardError, 422), undelivered SMS and a studio page 404 for a closed studio; all services answer normally.",
  apply(s) {
    const r = s.r;
    s.poisson(s.t0, s.t1, 25000, (t) => {
      const rid = r.uuid();
      const ms = r.int(400, 900);
      s.add([
        ...railsLines(r, t, rid, "POST", "/bookings", "BookingsController#create", "422 Unprocessable Entity", ms, [
          ev(
            t + ms - 20,
            G.web,
            "warn",
            `[${rid}] Payvault::CardError: Your card was declined. (decline_code=${r.pick(["insufficient_funds", "generic_decline", "card_velocity_exceeded"])}) booking=GB-${r.int(410000, 489999)}`,
          ),
        ]),
        lbLine(r, t - 1, "POST", "/bookings", 422, ms + 2),
      ]);
    });
    s.poisson(s.t0, s.t1, 60000, (t) =>
      s.emit(t, G.sms, "warn", `deliver_sm msg_id=${r.hex(8)} stat=UNDELIV err=0x00000001`),
    );
    s.poisson(s.t0, s.t1, 90000, (t) =>
      s.emit(
        t,
        G.jobs,
        "error",
        `pid=7 tid=${r.hex(4)} class=NoShowFeeJob jid=${jid(r)} ERROR: no-show fee for GB-${r.int(410000, 489999)} declined: Payvault::CardError (expired_card); client emailed`,
      ),
    );
    s.emit(
      s.start,
      G.web,
      "info",
      `[${r.uuid()}] promo GEL50 applied to ${r.int(120, 300)} bookings today (studio=${studio(r)})`,
    );
  },
};

const chairlyBrokerRoll: QuietSpec = {
  kind: "quiet",
  estate: chairly,
  note: "A rolling restart of the Kafka broker moves partition leadership; listing-ingest and partner-sync log NOT_LEADER_OR_FOLLOWER warnings and recover within seconds.",
  apply(s) {
    const r = s.r;
    const S = s.start;
    const k = (t: number, lvl: string, msg: string) =>
      s.emit(t, C.kafka, lvl === "WARN" ? "warn" : "info", `[${log4jTime(t, " ")}] ${lvl} ${msg}`);
    k(S, "INFO", "[KafkaServer id=1] shutting down (kafka.server.KafkaServer)");
    k(
      S + 400,
      "INFO",
      "[ReplicaFetcherManager on broker 1] Removed fetcher for partitions Set(partner.slots.v3-4, partner.slots.v3-7, partner.slots.v3-9) (kafka.server.ReplicaFetcherManager)",
    );
    k(S + 2100, "INFO", "[KafkaServer id=1] shut down completed (kafka.server.KafkaServer)");
    k(S + 9000, "INFO", "[KafkaServer id=1] started (kafka.server.KafkaServer)");
    k(
      S + 14000,
      "INFO",
      "[Partition partner.slots.v3-4 broker=1] ISR updated to 1,2,3 and version updated to 58 (kafka.cluster.Partition)",
    );
    s.every(S + 200, S + 9000, 700, 2000, (t) => {
      s.emit(
        t,
        C.ingest,
        "warn",
        `[Consumer clientId=listing-ingest-0, groupId=listing-ingest] Error while fetching metadata with correlation id ${r.int(1000, 9000)} : {partner.slots.v3-${r.pick([4, 7, 9])}=NOT_LEADER_OR_FOLLOWER}`,
      );
    });
    s.emit(
      S + 1500,
      C.partner,
      "warn",
      "kafka producer: delivery retry for partner.slots.v3 [7]: NOT_LEADER_OR_FOLLOWER (retry 1/5)",
    );
    s.emit(S + 2300, C.partner, "info", "kafka producer: delivered 211 records to partner.slots.v3 [7] after retry");
    s.emit(
      S + 10000,
      C.ingest,
      "info",
      "[Consumer clientId=listing-ingest-0, groupId=listing-ingest] Request joining group due to: group is already rebalancing",
    );
    s.emit(
      S + 9500,
      C.ingest,
      "error",
      `[Consumer clientId=listing-ingest-0, groupId=listing-ingest] Offset commit failed on partition partner.slots.v3-7 at offset ${r.int(900000, 990000)}: The coordinator is loading and hence can't process requests.`,
    );
    s.emit(
      S + 9800,
      C.ingest,
      "error",
      "[Consumer clientId=listing-ingest-0, groupId=listing-ingest] Asynchronous auto-commit of offsets failed: Offset commit cannot be completed since the consumer is not part of an active group for auto partition assignment; it is likely that the consumer was kicked out of the group.. Will continue to join group.",
    );
    s.emit(
      S + 12000,
      C.ingest,
      "info",
      "[Consumer clientId=listing-ingest-0, groupId=listing-ingest] Successfully synced group in generation Generation{generationId=412, memberId='listing-ingest-0-4c1e', protocol='range'}",
    );
  },
};

const chairlyRefusals: QuietSpec = {
  kind: "quiet",
  estate: chairly,
  note: "A normal evening on the marketplace: fraud-check blocks a few risky orders, expired JWTs get 401s, unregistered push tokens are pruned and an offboarded partner tenant keeps returning 404.",
  apply(s) {
    const r = s.r;
    s.poisson(s.t0, s.t1, 60000, (t) =>
      s.emit(
        t,
        C.fraud,
        "warn",
        `score order=${orderId(r, t)} score=0.9${r.int(1, 8)} decision=block reasons=[velocity_card, ip_country_mismatch]`,
      ),
    );
    s.poisson(s.t0, s.t1, 45000, (t) => {
      const id = r.hex(16);
      s.emit(t, C.bff, "warn", `auth: TokenExpiredError: jwt expired (user=${userId(r)}); 401`, id);
      s.add(door(r, t - 3, id, "GET", "/v2/me/bookings", 401, 3));
    });
    s.poisson(s.t0, s.t1, 120000, (t) =>
      s.emit(t, C.checkout, "info", `Payment declined for order ${orderId(r, t)}: card_declined (insufficient_funds)`),
    );
    s.poisson(s.t0, s.t1, 50000, (t) =>
      s.emit(
        t,
        C.notify,
        "error",
        `push failed user=${userId(r)} code=messaging/registration-token-not-registered; token pruned`,
      ),
    );
  },
};

const chairlyCheckoutDeploy: QuietSpec = {
  kind: "quiet",
  estate: chairly,
  note: "checkout rolls out a new version while envoy retries two requests that hit a terminating pod, payouts reports a closed bank account for one salon and slot-search logs slow-query warnings.",
  apply(s) {
    const r = s.r;
    const S = s.start;
    s.deploy(C.checkout, S, "2026.14.1");
    for (let i = 0; i < 2; i++) {
      const t = S + r.int(9000, 14000);
      const id = r.hex(16);
      s.add([
        ev(
          t,
          C.checkout,
          "info",
          `Order ${orderId(r, t)} placed: salon=${salonId(r)} partner=bookwell slot=${slotStart(r, t)} total=${money(r, 20, 90)} GBP fee=4.10 (retried by envoy after upstream reset)`,
          id,
        ),
        ...door(r, t - 600, id, "POST", "/v2/orders", 201, 620),
      ]);
    }
    s.emit(
      S + r.int(30000, 90000),
      C.payouts,
      "error",
      `Payout to ${salonId(r)} failed: account_closed; salon emailed to update bank details`,
    );
    s.poisson(s.t0, s.t1, 90000, (t) =>
      s.emit(t, C.search, "warn", `slow search q=balayage near=51.514,-0.131 took=${r.int(900, 1600)}ms budget=800ms`),
    );
  },
};

export const quietWindows: QuietSpec[] = [
  lumenRollout,
  lumenNoShowRun,
  lumenNodeDrain,
  fadeSaturday,
  fadeDeploy,
  fadeReload,
  glossQuietDb,
  glossQuietDeploy,
  glossQuietPromo,
  chairlyBrokerRoll,
  chairlyRefusals,
  chairlyCheckoutDeploy,
];
