// Normal traffic of an IoT estate: device sessions, telemetry batches, health checks, periodic jobs, a noisy
// service with a constant harmless complaint, deprecation warnings and retries that succeed.
import type { Estate, Role } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export interface Ctx {
  s: Stream;
  rng: Rng;
  est: Estate;
  roles: Role[];
  dev: () => string;
  name: (r: Role) => string;
}

export function makeCtx(s: Stream, rng: Rng, est: Estate, roles: Role[]): Ctx {
  const pool = Array.from({ length: 3000 }, () => `${est.devicePrefix}-${rng.hex(6)}`);
  return { s, rng, est, roles, dev: () => rng.pick(pool), name: (r) => est.names[r] };
}

const WEIGHT: Record<Role, number> = {
  broker: 5,
  gateway: 6,
  provisioning: 1,
  shadow: 3,
  ingest: 3,
  tsdb: 2,
  rules: 2,
  ota: 1,
  alerting: 1,
  dashboard: 3,
};

function brokerLine(c: Ctx): string {
  const { rng } = c;
  const d = c.dev();
  const ip = `${rng.ip()}:${rng.int(30000, 65000)}`;
  const k = rng.pick([30, 60, 120]);
  switch (c.est.broker) {
    case "mosquitto":
      return rng.pick([
        `New connection from ${ip} on port 8883.`,
        `New client connected from ${ip} as ${d} (p2, c0, k${k}, u'${d}').`,
        `Client ${d} closed its connection.`,
        `New client connected from ${ip} as ${d} (p4, c1, k${k}, u'${d}').`,
      ]);
    case "emqx":
      return rng.pick([
        `msg: client_connected, clientid: ${d}, peername: ${ip}, proto_ver: 4, keepalive: ${k}`,
        `msg: client_disconnected, clientid: ${d}, reason: normal`,
        `msg: session_subscribed, clientid: ${d}, topic: cmd/${d}/#, qos: 1`,
        `msg: client_connected, clientid: ${d}, peername: ${ip}, proto_ver: 5, keepalive: ${k}`,
      ]);
    case "hivemq":
      return rng.pick([
        `Client ID: ${d}, IP: ${ip.split(":")[0]}, Clean Start: false, Session Expiry: 3600 connected.`,
        `Client ID: ${d}, IP: ${ip.split(":")[0]} disconnected gracefully.`,
        `Client ID: ${d}, IP: ${ip.split(":")[0]}, Clean Start: true, Session Expiry: 0 connected.`,
      ]);
  }
}

function tsdbLine(c: Ctx): string {
  const { rng } = c;
  if (c.est.tsdb === "influx")
    return rng.pick([
      `[httpd] ${rng.ip()} - ${c.name("ingest")} [-] "POST /write?db=telemetry&precision=ms HTTP/1.1" 204 0 "-" "Telegraf/1.29.4" ${rng.hex(8)}-${rng.hex(4)} ${rng.int(2000, 40000)}`,
      `[httpd] ${rng.ip()} - ${c.name("dashboard")} [-] "GET /query?db=telemetry&epoch=ms HTTP/1.1" 200 ${rng.int(300, 9000)} "-" "influxdb-client-python/1.40.0" ${rng.hex(8)}-${rng.hex(4)} ${rng.int(3000, 90000)}`,
    ]);
  return rng.pick([
    `LOG:  duration: ${rng.int(2, 80)}.${rng.int(100, 999)} ms  statement: INSERT INTO readings (device_id, ts, metric, value) VALUES ...`,
    `LOG:  checkpoint starting: time`,
    `LOG:  checkpoint complete: wrote ${rng.int(200, 3000)} buffers (${rng.int(1, 9)}.${rng.int(0, 9)}%); 0 WAL file(s) added, 0 removed, ${rng.int(1, 4)} recycled`,
    `LOG:  automatic analyze of table "iot.public.readings" system usage: CPU: user: 0.${rng.int(10, 99)} s, system: 0.0${rng.int(1, 9)} s, elapsed: 0.${rng.int(20, 99)} s`,
  ]);
}

function roleLine(c: Ctx, r: Role): string {
  const { rng, est } = c;
  const d = c.dev();
  const m = rng.pick(est.metrics);
  switch (r) {
    case "broker":
      return brokerLine(c);
    case "gateway":
      return rng.pick([
        `uplink from ${d}: ${rng.int(4, 40)} points forwarded to telemetry/${d} (qos1, ${rng.int(90, 900)} bytes)`,
        `uplink from ${d}: ${rng.int(4, 40)} points forwarded to telemetry/${d} (qos1, ${rng.int(90, 900)} bytes)`,
        `device ${d} reconnected after ${rng.int(20, 400)}s offline (rssi -${rng.int(85, 113)} dBm, LTE-M)`,
        `command ack from ${d}: set_${m} status=applied`,
      ]);
    case "provisioning":
      return rng.pick([
        `certificate verified for ${d}: subject CN=${d}, issuer CN=${est.company.split(" ")[0]} Device CA G2, notAfter=2028-0${rng.int(1, 9)}-1${rng.int(0, 9)}`,
        `device ${d} attached to thing group ${est.product.replace(" ", "-")}s-eu`,
        `GET /v1/devices/${d} 200 ${rng.int(3, 40)}ms`,
      ]);
    case "shadow":
      return rng.pick([
        `shadow update accepted thing=${d} version=${rng.int(100, 90000)} reported.${m}`,
        `delta published for ${d}: desired.${m} differs from reported`,
        `GET /things/${d}/shadow 200 ${rng.int(2, 30)}ms`,
      ]);
    case "ingest":
      return rng.pick([
        `wrote batch of ${rng.int(500, 5000)} points in ${rng.int(20, 200)}ms`,
        `consumer group telemetry-sink committed offset ${rng.int(1e6, 9e6)} on telemetry.raw-${rng.int(0, 11)}`,
        `wrote batch of ${rng.int(500, 5000)} points in ${rng.int(20, 200)}ms`,
      ]);
    case "tsdb":
      return tsdbLine(c);
    case "rules":
      return rng.pick([
        `rule ${m}-threshold evaluated ${rng.int(100, 900)} messages, ${rng.int(0, 3)} matched (${rng.int(2, 30)}ms)`,
        `rule offline-${est.product.split(" ")[0]} evaluated ${rng.int(100, 900)} messages, 0 matched (${rng.int(2, 30)}ms)`,
      ]);
    case "ota":
      return rng.pick([
        `device ${d} reported firmware ${rng.int(3, 5)}.${rng.int(0, 14)}.${rng.int(0, 9)} (no update pending)`,
        `GET /v2/manifests/${d} 200 ${rng.int(4, 60)}ms`,
      ]);
    case "alerting":
      return rng.pick([
        `evaluated ${rng.int(60, 140)} alert rules in ${rng.int(40, 300)}ms, firing=${rng.int(0, 3)}`,
        `notification ${rng.hex(10)} delivered via push to user U${rng.int(10000, 99999)} (${rng.int(80, 400)}ms)`,
      ]);
    case "dashboard":
      return rng.pick([
        `GET /api/v1/devices/${d}/telemetry?range=1h 200 ${rng.int(20, 300)}ms`,
        `GET /api/v1/sites/${rng.int(100, 999)}/summary 200 ${rng.int(20, 200)}ms`,
        `POST /api/v1/devices/${d}/commands 202 ${rng.int(10, 90)}ms`,
      ]);
  }
}

function health(c: Ctx, r: Role): string {
  const ms = c.rng.int(1, 4);
  if (r === "broker")
    return c.est.broker === "mosquitto"
      ? `Client healthcheck-${c.rng.hex(4)} closed its connection.`
      : c.est.broker === "emqx"
        ? `GET /api/v5/status 200 ${ms}ms`
        : `GET /api/v1/health/liveness 200 ${ms}ms`;
  if (r === "tsdb")
    return c.est.tsdb === "influx"
      ? `[httpd] 127.0.0.1 - - [-] "GET /ping HTTP/1.1" 204 0 "-" "kube-probe/1.29" ${c.rng.hex(8)}-${c.rng.hex(4)} ${ms * 300}`
      : "LOG:  connection received: host=127.0.0.1 port=41822 (pg_isready)";
  return `GET /healthz 200 ${ms}ms`;
}

const NOISE: Partial<Record<Role, (c: Ctx) => [level: "warn" | "error", msg: string]>> = {
  gateway: (c) => ["error", `uplink from ${c.dev()}: frame counter reset detected (fcnt=0), accepting`],
  dashboard: (c) => [
    "error",
    `thumbnail render failed for site ${c.rng.int(100, 999)}: map tile 404, using placeholder`,
  ],
  alerting: (c) => ["error", `push token for user U${c.rng.int(10000, 99999)} unregistered (410 Gone), removed`],
  provisioning: (c) => ["warn", `CSR from ${c.dev()} uses deprecated RSA-1024 key, accepted under legacy policy`],
  ota: (c) => ["error", `device ${c.dev()} reported install failure code E_BATT_LOW, will retry next wave`],
};

const DEPRECATION: Partial<Record<Role, string>> = {
  dashboard:
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  rules: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
  ingest:
    'KafkaJS v2.0.0 switched default partitioner. To retain the same partitioning behavior as in previous versions, create the producer with the option "createPartitioner: Partitioners.LegacyPartitioner"',
  provisioning:
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
  shadow: "WARN  o.s.b.a.AutoConfiguration - spring.mvc.pathmatch.use-suffix-pattern is deprecated",
};

/** Adds background traffic at about `rate` events/s over the whole stream; returns the noisy role. */
export function background(c: Ctx, rate: number, avoid: Role[]): Role {
  const { s, rng } = c;
  const total = c.roles.reduce((a, r) => a + WEIGHT[r], 0);
  for (const r of c.roles) {
    const period = 1000 / ((rate * 0.86 * WEIGHT[r]) / total);
    s.every(s.start, s.end, period, (t) => {
      const trace = r === "dashboard" || r === "shadow" ? rng.hex(12) : undefined;
      s.add(t, r, "info", roleLine(c, r), undefined, trace);
    });
    // health checks
    s.every(s.start, s.end, rng.int(10, 30) * 1000, (t) => s.add(t, r, "info", health(c, r)));
  }
  // flaky cellular links: normal
  if (c.roles.includes("gateway"))
    s.every(s.start, s.end, 9000, (t) =>
      s.add(
        t,
        "gateway",
        "warn",
        `device ${c.dev()} keepalive missed, session parked (last seen ${rng.int(60, 180)}s ago)`,
      ),
    );
  // periodic jobs
  if (c.roles.includes("broker"))
    s.every(s.start, s.end, 120000, (t) =>
      s.add(
        t,
        "broker",
        "info",
        c.est.broker === "mosquitto"
          ? "Saving in-memory database to /mosquitto/data/mosquitto.db."
          : c.est.broker === "emqx"
            ? `msg: cluster_rpc_commit, tnx_id: ${rng.int(1000, 9000)}, status: ok`
            : `Retained message store compaction finished in ${rng.int(20, 400)}ms`,
      ),
    );
  if (c.roles.includes("provisioning"))
    s.every(s.start, s.end, 180000, (t) =>
      s.add(t, "provisioning", "info", `cert-expiry scan: ${rng.int(3, 40)} device certificates expire within 30 days`),
    );
  if (c.roles.includes("tsdb"))
    s.every(s.start, s.end, 150000, (t) =>
      s.add(
        t,
        "tsdb",
        "info",
        c.est.tsdb === "influx"
          ? `[tsm1] Compacting file group level=1 files=${rng.int(4, 8)} op_id=${rng.hex(8)}`
          : `LOG:  job ${rng.int(1000, 1020)} (policy_retention) finished: dropped 1 chunk(s)`,
      ),
    );
  if (c.roles.includes("ota"))
    s.every(s.start, s.end, 60000, (t) =>
      s.add(
        t,
        "ota",
        "info",
        `rollout status poll: ${rng.int(0, 2)} active rollouts, ${rng.int(0, 40)} devices pending`,
      ),
    );
  // noisy service, not among `avoid`
  const noisyChoices = (Object.keys(NOISE) as Role[]).filter((r) => c.roles.includes(r) && !avoid.includes(r));
  const noisy = noisyChoices.length ? rng.pick(noisyChoices) : c.roles[0];
  const nf = NOISE[noisy];
  if (nf)
    s.every(s.start, s.end, rng.int(6, 15) * 1000, (t) => {
      const [lv, msg] = nf(c);
      s.add(t, noisy, lv, msg);
    });
  // deprecation warnings
  for (const r of c.roles) {
    const dep = DEPRECATION[r];
    if (dep) s.every(s.start, s.end, rng.int(120, 300) * 1000, (t) => s.add(t, r, "warn", dep));
  }
  // retries that succeed
  if (c.roles.includes("ingest"))
    s.every(s.start, s.end, rng.int(90, 200) * 1000, (t) => {
      s.add(
        t,
        "ingest",
        "warn",
        `[Producer] Response Produce(key: 0, version: 7): NOT_LEADER_OR_FOLLOWER, retrying (attempt 1/5) in ${rng.int(200, 400)}ms`,
      );
      s.add(t + rng.int(300, 700), "ingest", "info", "produce to telemetry.enriched succeeded after 1 retry");
    });
  if (c.roles.includes("shadow"))
    s.every(s.start, s.end, rng.int(100, 240) * 1000, (t) => {
      const d = c.dev();
      s.add(t, "shadow", "warn", `version conflict updating shadow for ${d} (409), retrying`);
      s.add(t + rng.int(20, 90), "shadow", "info", `shadow update accepted thing=${d} after retry`);
    });
  return noisy;
}
