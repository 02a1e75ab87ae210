// Harmless noise from operations: rolling restarts with retries that succeed, certificate rotation,
// consumer-group rebalances, report queries killed by statement timeouts, long GC pauses, transient 503s
// retried, overlapping cron runs skipped, a cold cache after a planned flush, autoscaling warm-up.
import { jobLines } from "./background.js";
import type { Ctx } from "./ctx.js";
import { runtimeOf } from "./estates.js";
import { shutdown, startup } from "./lifecycle.js";
import type { NoiseKind } from "./noise-kit.js";
import { exc } from "./stacks.js";
import { edgeFail, edgeLine, fillPath, makeReq, pickRoute } from "./traffic.js";
import type { Role, Service } from "./types.js";

function appServices(ctx: Ctx): Service[] {
  return ctx.estate.services.filter((s) => !["proxy", "infra"].includes(runtimeOf(s.framework)));
}

function httpServices(ctx: Ctx): Service[] {
  return appServices(ctx).filter(
    (s) => !["celery", "sidekiq"].includes(s.framework) && ctx.estate.routes.some((x) => s.roles.includes(x.role)),
  );
}

function roleOf(ctx: Ctx, s: Service): Role {
  return s.roles.find((x) => ctx.estate.routes.some((y) => y.role === x)) ?? (s.roles[0] as Role);
}

export const rollingRestart: NoiseKind = {
  key: "rolling_restart",
  what: "a planned rolling deploy: pods draining and restarting, callers retrying refused connections successfully",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const s = r.pick(httpServices(ctx));
    const role = roleOf(ctx, s);
    const edge = ctx.svc("edge");
    const callers = r.shuffle(appServices(ctx).filter((x) => x.name !== s.name)).slice(0, 2);
    const replicas = ctx.pod(s).replicas;
    const next = s.version.replace(/(\d+)$/, (m) => String(Number(m) + 1));
    let t = a + r.float(0, Math.max(1000, (b - a) * 0.3));
    for (let i = 0; i < replicas && t < b; i++) {
      const down = shutdown(ctx, s, t);
      if (edge.framework === "haproxy")
        ctx.emit(
          edge,
          t + 200,
          "WARN",
          `Server be_${s.name}/${s.name}-${i + 1} is going DOWN for maintenance. ${replicas - 1} active and 0 backup servers left. ${r.int(0, 3)} sessions active, 0 requeued, 0 remaining in queue.`,
        );
      const up = startup(ctx, s, down + r.int(2000, 6000), next);
      ctx.spread(t, up, Math.round(r.int(2, 6) * k) + 1, (tt) => {
        const caller = r.pick(callers);
        ctx.emit(
          caller,
          tt,
          "WARN",
          `call to ${s.name} failed: connection refused (${ctx.shortAddr(s)}); retrying in ${r.pick([100, 200, 250, 500])}ms (attempt 1/3)`,
        );
        ctx.emit(caller, tt + r.int(150, 700), "INFO", `call to ${s.name} succeeded on attempt 2`);
      });
      ctx.spread(t, t + 3000, r.int(0, 2), (tt) => {
        const f = edgeFail(ctx, "refused");
        const req = makeReq(ctx, tt, pickRoute(ctx, role));
        edgeLine(ctx, req, tt, f.status, r.int(1, 30), { flags: f.flags });
      });
      if (edge.framework === "haproxy")
        ctx.emit(
          edge,
          up + 2000,
          "INFO",
          `Server be_${s.name}/${s.name}-${i + 1} is UP, reason: Layer7 check passed, code: 200, check duration: ${r.int(1, 9)}ms. ${replicas} active and 0 backup servers online. 0 sessions requeued, 0 total in queue.`,
        );
      t = up + r.int(15000, 40000);
    }
  },
};

export const certRotation: NoiseKind = {
  key: "cert_rotation",
  what: "TLS certificates rotated at the edge, a few old door tablets failing handshakes until they refresh their trust bundle",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const edge = ctx.svc("edge");
    const dev = ctx.svc("devices");
    const t = a + r.float(0, (b - a) * 0.3);
    const exp = new Date(t + 89 * 86400000).toISOString().slice(0, 10);
    switch (edge.framework) {
      case "envoy":
        ctx.emit(
          edge,
          t,
          "INFO",
          `sds: secret 'api-${ctx.estate.key}-tls' updated (not_after=${exp}); lds: add/update listener 'https_listener'`,
        );
        break;
      case "nginx":
        ctx.emit(
          edge,
          t,
          "INFO",
          `${new Date(ctx.local(edge, t)).toISOString().slice(0, 19).replace("T", " ").replace(/-/g, "/")} [notice] 1#1: signal 1 (SIGHUP) received from 512, reconfiguring`,
        );
        ctx.emit(
          edge,
          t + 5,
          "INFO",
          `${new Date(ctx.local(edge, t)).toISOString().slice(0, 19).replace("T", " ").replace(/-/g, "/")} [notice] 1#1: reconfiguring`,
        );
        break;
      case "haproxy":
        ctx.emit(
          edge,
          t,
          "INFO",
          `Loading success. Certificate '/etc/haproxy/certs/${ctx.estate.domain}.pem' updated (notAfter ${exp}).`,
        );
        break;
      default:
        ctx.emit(
          edge,
          t,
          "INFO",
          `Adding certificate for domain(s) *.${ctx.estate.domain},${ctx.estate.domain} (resolver=le, notAfter=${exp})`,
        );
    }
    ctx.poisson(t, b, 12 * k, (tt) => {
      const id = `${r.pick(["ds", "till"])}-${r.int(1, 24)}`;
      if (edge.framework === "nginx")
        ctx.emit(
          edge,
          tt,
          "ERROR",
          `${new Date(ctx.local(edge, tt)).toISOString().slice(0, 19).replace("T", " ").replace(/-/g, "/")} [info] ${r.int(20, 40)}#${r.int(20, 40)}: *${r.int(100000, 999999)} SSL_do_handshake() failed (SSL: error:0A000418:SSL routines::tlsv1 alert unknown ca:SSL alert number 48) while SSL handshaking, client: 10.${r.int(60, 63)}.${r.int(0, 9)}.${r.int(2, 250)}, server: 0.0.0.0:443`,
        );
      ctx.emit(
        dev,
        tt + 50,
        "WARN",
        `device ${id} TLS handshake failed: x509: certificate signed by unknown authority (pinned bundle 2025-11)`,
      );
      if (r.chance(0.6))
        ctx.emit(dev, tt + r.int(30000, 120000), "INFO", `device ${id} trust bundle refreshed, reconnected`);
    });
    const pay = ctx.svc("pay");
    ctx.emit(
      pay,
      t + r.int(60000, 120000),
      "INFO",
      `reloaded mTLS client certificate for psp=tillpoint (not_after=${exp}, serial=${r.hex(16)})`,
    );
  },
};

export const consumerRebalance: NoiseKind = {
  key: "consumer_rebalance",
  what: "consumer-group rebalances while workers scale, commits retried after the group settles",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const consumers = [ctx.svc("notify"), ctx.svc("jobs"), ctx.svc("devices")].filter(
      (x, i, arr) => arr.findIndex((y) => y.name === x.name) === i,
    );
    const broker = ctx.estate.services.find((x) => x.framework === "kafka");
    const topics = ["door-events", "tab-events", "guest-arrivals", "notify-outbox"];
    const rounds = Math.max(1, Math.round(4 * k));
    for (let i = 0; i < rounds; i++) {
      const t = a + ((b - a) * (i + r.float(0, 0.6))) / rounds;
      const s = r.pick(consumers);
      const group = `${s.name}-group`;
      const gen = r.int(20, 400);
      const parts = Array.from({ length: r.int(2, 5) }, () => `${r.pick(topics)}-${r.int(0, 11)}`).join(", ");
      if (broker) {
        ctx.emit(
          broker,
          t,
          "INFO",
          `[GroupCoordinator 1]: Preparing to rebalance group ${group} in state PreparingRebalance with old generation ${gen} (__consumer_offsets-${r.int(0, 49)}) (reason: Adding new member ${s.name}-${r.hex(8)} with group instance id None; client reason: not provided) (kafka.coordinator.group.GroupCoordinator)`,
        );
        ctx.emit(
          broker,
          t + r.int(3000, 9000),
          "INFO",
          `[GroupCoordinator 1]: Stabilized group ${group} generation ${gen + 1} (__consumer_offsets-${r.int(0, 49)}) with ${r.int(2, 6)} members (kafka.coordinator.group.GroupCoordinator)`,
        );
      }
      const rt = runtimeOf(s.framework);
      if (rt === "java") {
        ctx.emit(
          s,
          t + 200,
          "INFO",
          `[Consumer clientId=consumer-${group}-1, groupId=${group}] Request joining group due to: group is already rebalancing`,
        );
        ctx.emit(
          s,
          t + 300,
          "INFO",
          `[Consumer clientId=consumer-${group}-1, groupId=${group}] Revoke previously assigned partitions ${parts}`,
        );
        const e = exc(r, s, "generic", {
          cls: "org.apache.kafka.clients.consumer.CommitFailedException",
          detail:
            "Offset commit cannot be completed since the consumer is not part of an active group for auto partition assignment; it is likely that the consumer was kicked out of the group.",
          where: ["consumer:OutboxConsumer.commit"],
        });
        if (r.chance(0.6))
          ctx.emitExc(s, t + 400, "ERROR", "offset commit failed, will re-consume from last committed offset", e);
      } else if (rt === "node") {
        ctx.emit(
          s,
          t + 200,
          "ERROR",
          `[Connection] Response Heartbeat(key: 12, version: 3) broker=kafka-0:9092 clientId=${s.name} error="The group is rebalancing, so a rejoin is needed" correlationId=${r.int(100, 9999)} size=10`,
        );
        ctx.emit(
          s,
          t + 300,
          "WARN",
          `[Runner] The group is rebalancing, re-joining groupId=${group} memberId=${s.name}-${r.uuid()}`,
        );
      } else {
        ctx.emit(s, t + 200, "WARN", `Heartbeat failed for group ${group} because it is rebalancing`);
        ctx.emit(s, t + 300, "WARN", `Revoking previously assigned partitions {${parts}} for group ${group}`);
        if (r.chance(0.5))
          ctx.emit(
            s,
            t + 400,
            "ERROR",
            `Commit failed: KafkaError{code=REBALANCE_IN_PROGRESS,val=27,str="Commit failed: Broker: Group rebalance in progress"}`,
          );
      }
      ctx.emit(
        s,
        t + r.int(4000, 10000),
        "INFO",
        `joined group ${group} generation ${gen + 1}; assigned partitions ${parts}`,
      );
    }
  },
};

export const reportTimeouts: NoiseKind = {
  key: "report_query_timeout",
  what: "a heavy promoter commission report killed by the statement timeout and re-run in smaller chunks",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const s = ctx.svc("portal");
    const runs = Math.max(1, Math.round(3 * k));
    for (let i = 0; i < runs; i++) {
      const t = a + ((b - a) * (i + r.float(0, 0.5))) / runs;
      ctx.emit(
        s,
        t,
        "INFO",
        `report promoter_commission range=${r.int(28, 90)}d requested by ${r.pick(["accounts2", "mgr.leeds", "ops.nightly"])}`,
      );
      const e = exc(r, s, "stmt_timeout", { where: ["reports:CommissionReport.query", "reports:ReportRunner.run"] });
      ctx.emitExc(s, t + 30000, "ERROR", "report query exceeded statement_timeout=30s", e);
      const chunks = r.int(4, 9);
      ctx.emit(s, t + 30100, "WARN", `retrying promoter_commission in ${chunks} smaller date ranges`);
      ctx.emit(
        s,
        t + 30100 + chunks * r.int(2000, 5000),
        "INFO",
        `report promoter_commission complete rows=${r.int(2000, 90000)} chunks=${chunks}`,
      );
    }
  },
};

export const gcPauses: NoiseKind = {
  key: "gc_pauses",
  what: "long but healthy GC pauses on a JVM service under the Friday peak, with a few slow requests",
  prepare(ctx, a, b, k) {
    const jvm = ctx.estate.services.filter((s) => runtimeOf(s.framework) === "java" && !ctx.gcOwnedFrom.has(s.name));
    if (jvm.length === 0) return;
    const s = ctx.r.pick(jvm);
    ctx.heaps.set(s.name, 2048);
    ctx.gcLong.set(s.name, { a, b, k });
  },
  run() {
    // written by the background GC stream of the chosen JVM (see prepare)
  },
};

export const transientRetries: NoiseKind = {
  key: "transient_retries",
  what: "the card processor and SMS provider answering a few 503s that client retries absorb",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const pay = ctx.svc("pay");
    const notify = ctx.svc("notify");
    ctx.poisson(a, b, 9 * k, (t) => {
      const s = r.chance(0.6) ? pay : notify;
      const host = s === pay ? "api.tillpoint.example" : "api.twilio.com";
      if (runtimeOf(s.framework) === "dotnet")
        ctx.emit(
          s,
          t,
          "WARN",
          `Execution attempt. Source: '${s.name}-client//Standard-Retry', Operation Key: '', Result: '503', Handled: 'True', Attempt: '0', Execution Time: ${r.float(40, 400).toFixed(4)}ms`,
        );
      else
        ctx.emit(
          s,
          t,
          "WARN",
          `POST https://${host}${s === pay ? "/v1/authorizations" : "/2010-04-01/Accounts/AC…/Messages.json"} returned 503 Service Unavailable; retrying in ${r.pick([200, 400, 800])}ms (attempt 1/3)`,
        );
      if (r.chance(0.2))
        ctx.emit(
          s,
          t + r.int(300, 900),
          "WARN",
          `POST https://${host} returned 503 Service Unavailable; retrying (attempt 2/3)`,
        );
      ctx.emit(s, t + r.int(900, 2000), "INFO", `request to ${host} succeeded after retry`);
    });
  },
};

export const cronOverlap: NoiseKind = {
  key: "cron_overlap_skips",
  what: "a slow export still holding its lock so the next scheduled runs are skipped",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const s = ctx.svc("jobs");
    const job = r.pick(["door_list_export", "nightly_summary", "loyalty_rollup", "stock_snapshot"]);
    const pod = ctx.pod(s).pod;
    ctx.every(a, b, 60000 / Math.max(0.5, k * 1.5), (t, i) => {
      if (runtimeOf(s.framework) === "ruby" && r.chance(0.4))
        ctx.emit(
          s,
          t,
          "WARN",
          `class=${job.replace(/(^|_)([a-z])/g, (_m, _p, c: string) => c.toUpperCase())}Job jid=${r.hex(24)} WARN: SidekiqUniqueJobs::Conflict: lock ${job} held by ${pod}, skipping`,
        );
      else
        ctx.emit(
          s,
          t,
          "WARN",
          `skipping run of ${job}: previous run still holds lock '${job}' (held ${60 + i * 60}s by ${pod})`,
        );
      if (r.chance(0.15))
        ctx.emit(s, t + 10, "ERROR", `could not acquire advisory lock ${r.int(1000, 9999)} for ${job} within 5s`);
    });
    jobLines(ctx, s, b - r.int(10000, 60000), job, r.int(1000, 5000), "{'rows': " + r.int(2000, 40000) + "}");
  },
};

export const coldCache: NoiseKind = {
  key: "cache_cold_start",
  what: "a planned cache flush: reconnects, high miss rates and slow requests that fade as it warms",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const users = httpServices(ctx).slice(0, 3);
    const t = a + r.float(0, (b - a) * 0.2);
    const redis = ctx.estate.services.find((x) => x.framework === "redis");
    if (redis)
      ctx.emit(
        redis,
        t,
        "INFO",
        `1:M ${new Date(ctx.local(redis, t)).toUTCString().slice(5, 25)} # FLUSHALL requested by client 10.${r.int(40, 47)}.${r.int(0, 15)}.${r.int(2, 250)} (scheduled maintenance)`,
      );
    for (const s of users) {
      const rt = runtimeOf(s.framework);
      if (rt === "node") {
        const e = exc(r, s, "reset", { host: "redis:6379" });
        ctx.emitExc(s, t + r.int(100, 800), "ERROR", "Redis connection lost, reconnecting", e);
        ctx.emit(s, t + r.int(1500, 4000), "INFO", "Redis ready");
      }
      for (let m = 0; m < 6; m++) {
        const tm = t + m * 60000 + r.int(0, 3000);
        const miss = Math.min(96, Math.max(4, Math.round(90 * 0.55 ** m * k + r.int(-3, 3))));
        ctx.emit(s, tm, miss > 40 ? "WARN" : "INFO", `cache miss rate ${miss}% over last 60s (warming)`);
      }
      ctx.poisson(t, t + 180000, 8 * k, (tt) => {
        const route = pickRoute(ctx, roleOf(ctx, s));
        ctx.emit(
          s,
          tt,
          "WARN",
          `slow request ${route.method} ${fillPath(ctx, route.path, tt).split("?")[0]} ${r.int(700, 2400)}ms (cache miss)`,
        );
      });
    }
  },
};

export const autoscaleWarmup: NoiseKind = {
  key: "autoscale_warmup",
  what: "autoscaling adding pods for the midnight peak; new pods warm up with slow first requests",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const targets = r.shuffle(httpServices(ctx)).slice(0, k > 0.6 ? 3 : 1);
    for (const s of targets) {
      const t = a + r.float(0, (b - a) * 0.5);
      const up = startup(ctx, s, t);
      ctx.spread(up, up + 20000, r.int(3, 10), (tt) => {
        const route = pickRoute(ctx, roleOf(ctx, s));
        ctx.emit(
          s,
          tt,
          "WARN",
          `slow request ${route.method} ${fillPath(ctx, route.path, tt).split("?")[0]} took ${r.int(900, 3500)}ms (first requests after start)`,
        );
      });
      if (r.chance(0.5)) {
        const req = makeReq(ctx, up + 100, pickRoute(ctx, roleOf(ctx, s)));
        const f = edgeFail(ctx, "timeout");
        edgeLine(ctx, req, up + 100, f.status, r.int(5000, 15000), { flags: f.flags });
      }
    }
  },
};

export const smsBounces: NoiseKind = {
  key: "sms_bounces",
  what: "booking confirmation texts bouncing off invalid, landline and unsubscribed numbers",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const s = ctx.svc("notify");
    const errs: readonly (readonly [number, string])[] = [
      [21211, "The 'To' number +4420******** is not a valid mobile number"],
      [21610, "Attempt to send to unsubscribed recipient"],
      [21614, "'To' number is not a valid mobile number"],
      [30003, "Unreachable destination handset"],
      [30005, "Unknown destination handset"],
      [30007, "Message filtered (carrier violation)"],
    ];
    ctx.poisson(a, b, 10 * k, (t) => {
      const [code, text] = r.pick(errs);
      const rt = runtimeOf(s.framework);
      if (code < 30000 && rt === "python" && r.chance(0.5)) {
        const e = exc(r, s, "generic", {
          cls: "twilio.base.exceptions.TwilioRestException",
          detail: `HTTP 400 error: Unable to create record: ${text}`,
          where: ["sms:TwilioSender.send", "tasks:Notify.booking_confirmed"],
        });
        ctx.emitExc(s, t, "ERROR", `sms send failed template=booking_confirmed`, e);
      } else if (code < 30000)
        ctx.emit(
          s,
          t,
          "ERROR",
          `sms send failed provider=twilio code=${code} message="${text}" template=${r.pick(["booking_confirmed", "table_ready", "guestlist_added"])}`,
        );
      else
        ctx.emit(s, t, "WARN", `delivery receipt sid=SM${r.hex(32)} status=undelivered error_code=${code} (${text})`);
    });
    ctx.poisson(a, b, 6 * k, (t) =>
      ctx.emit(s, t, "INFO", `sms sent sid=SM${r.hex(32)} template=booking_confirmed segments=1`),
    );
  },
};

export const deadPushTokens: NoiseKind = {
  key: "dead_push_tokens",
  what: "push notifications to uninstalled apps rejected and the dead tokens pruned",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const s = ctx.svc("notify");
    let dead = 0;
    ctx.poisson(a, b, 16 * k, (t) => {
      dead++;
      if (r.chance(0.5))
        ctx.emit(
          s,
          t,
          "WARN",
          `APNs rejected token ${r.hex(8)}…: 410 Unregistered (timestamp ${Math.floor(t / 1000) - r.int(86400, 9000000)})`,
        );
      else
        ctx.emit(
          s,
          t,
          "ERROR",
          `FCM send failed: messaging/registration-token-not-registered token=${r.alnum(11)}:APA91b… campaign=${r.pick(["friday_lineup", "karaoke_2for1", "table_reminder"])}`,
        );
    });
    ctx.every(a, b, 120000, (t) => ctx.emit(s, t, "INFO", `pruned ${dead} dead push tokens`));
  },
};

export const backlogDrain: NoiseKind = {
  key: "queue_backlog_drain",
  what: "a notification backlog left by planned broker maintenance draining with lag alerts that fall",
  run(ctx, a, b, k) {
    const r = ctx.r;
    const s = ctx.svc("notify");
    let depth = Math.round(r.int(9000, 30000) * Math.max(0.3, k));
    const rate = r.int(40, 120);
    ctx.every(a, b, 30000, (t) => {
      depth = Math.max(r.int(0, 40), depth - rate * 30 + r.int(-200, 200));
      const lag = Math.round(depth / rate);
      if (depth > 1000)
        ctx.emit(
          s,
          t,
          "WARN",
          `queue notify.outbox depth ${depth} (lag ${lag}s) above threshold 1000; draining at ${rate} msg/s`,
        );
      else ctx.emit(s, t, "INFO", `queue notify.outbox depth ${depth} (lag ${lag}s)`);
    });
    ctx.poisson(a, b, 5 * k, (t) =>
      ctx.emit(s, t, "WARN", `message ${r.uuid()} delivered ${r.int(200, 1800)}s late (enqueued before maintenance)`),
    );
  },
};
