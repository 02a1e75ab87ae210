// One window of one estate: the normal background every file carries (app traffic, telemetry, health checks,
// periodic jobs, one constantly noisy service, deprecation warnings, retries that succeed, an unrelated rollout),
// then clock skew, sort by printed time and rendering in the window's format.
import { access, deprecation, type Estate, healthLine, type Role, type Svc, services, svc } from "./estates.js";
import { type Ev, type Format, type Level, type RenderCtx, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Win {
  e: Estate;
  rng: Rng;
  start: number;
  end: number;
  /** local hour at the window start (drives day/night behaviour) */
  hour: number;
  evs: Ev[];
  sites: string[];
  serials: string[];
  trace: () => string | undefined;
  add: (t: number, s: Svc | string, level: Level, msg: string, extra?: Partial<Ev>) => void;
  site: () => string;
  serial: () => string;
  s: (r: Role) => Svc;
  has: (r: Role) => boolean;
}

export function makeWin(e: Estate, rng: Rng, start: number, minutes: number, hour: number): Win {
  const sites = Array.from({ length: 240 }, () => `${e.site}${rng.int(10000, 99999)}`);
  const serials = Array.from({ length: 240 }, () => `${e.serial}${rng.int(1000000, 9999999)}`);
  const evs: Ev[] = [];
  const w: Win = {
    e,
    rng,
    start,
    end: start + minutes * 60_000,
    hour,
    evs,
    sites,
    serials,
    trace: () => (e.traces ? rng.hex(16) : undefined),
    add: (t, s, level, msg, extra) => {
      if (t < start || t >= w.end) return;
      evs.push({ t, svc: typeof s === "string" ? s : s.name, level, msg, ...extra });
    },
    site: () => rng.pick(sites),
    serial: () => rng.pick(serials),
    s: (r) => svc(e, r),
    has: (r) => e.roles[r] !== undefined,
  };
  return w;
}

const daylight = (w: Win, t: number) => {
  const h = (w.hour + (t - w.start) / 3_600_000) % 24;
  return h >= 6.5 && h <= 19;
};

function requests(w: Win, rate: number): void {
  const { rng } = w;
  const gw = w.s("gw");
  for (let t = w.start + rng.int(0, 900); t < w.end; t += rng.int(250, Math.round(2600 / rate))) {
    const tr = w.trace();
    const site = w.site();
    const k = rng.int(0, 9);
    let path: string;
    let down: Role;
    let dmsg: string;
    let method = "GET";
    if (k <= 3) {
      path = `/v2/sites/${site}/live`;
      down = "registry";
      dmsg = `resolved ${site} -> inverter ${w.serial()} + battery ${w.serial()} (fw ${rng.int(3, 4)}.${rng.int(0, 9)}.${rng.int(1, 30)})`;
    } else if (k <= 5) {
      path = `/v2/sites/${site}/energy?period=${rng.pick(["day", "day", "week", "month"])}`;
      down = "rollup";
      dmsg = `series for ${site}: ${rng.pick([96, 96, 672, 31])} points, ${rng.chance(0.7) ? "cache hit" : `db ${rng.int(8, 90)}ms`}`;
    } else if (k <= 7) {
      method = rng.chance(0.3) ? "PUT" : "GET";
      path = `/v2/sites/${site}/battery/schedule`;
      down = "planner";
      dmsg =
        method === "PUT"
          ? `schedule updated for ${site}: reserve ${rng.pick([10, 20, 30])}%, charge window ${rng.pick(["00:30-04:30", "01:00-05:00", "23:30-05:30"])}`
          : `schedule read for ${site}: ${rng.int(2, 6)} slots, mode ${rng.pick(["self-consumption", "time-of-use", "backup"])}`;
    } else if (k === 8 && w.has("tariff")) {
      path = `/v2/sites/${site}/tariff`;
      down = "tariff";
      dmsg = `tariff for ${site}: ${rng.pick(["EV-TOU-5", "Octopus-Flux", "Agile-2024", "TOU-D-PRIME", "Flex-Peak"])} (${rng.int(2, 5)} periods)`;
    } else {
      method = "POST";
      path = `/v2/devices/${w.serial()}/commands`;
      down = "registry";
      dmsg = `queued command ${rng.pick(["refresh", "set_export_limit", "reboot_wifi", "sync_clock"])} id=${rng.hex(8)}`;
    }
    const d = w.s(down);
    const dms = rng.int(4, 140);
    w.add(t + 3, d, "info", dmsg, { trace: tr, tag: `call:${down}` });
    w.add(
      t + 6 + dms,
      gw,
      "info",
      access(gw.rt, method, path.split("?")[0] ?? path, method === "POST" ? 202 : 200, dms + rng.int(3, 40), rng),
      {
        trace: tr,
        tag: `gw:${down}`,
      },
    );
  }
}

function telemetry(w: Win): void {
  const { rng } = w;
  const ing = w.s("ingest");
  const reg = w.s("registry");
  for (let t = w.start + rng.int(0, 500); t < w.end; t += rng.int(300, 1500)) {
    const sun = daylight(w, t);
    const pv = sun ? (rng.next() * 6.5).toFixed(2) : "0.00";
    const soc = rng.int(12, 100);
    const grid = (rng.next() * 8 - 4).toFixed(2);
    const s = w.serial();
    let msg: string;
    switch (ing.rt) {
      case "cpp":
        msg = `poll ${w.site()} unit ${rng.int(1, 3)}: read ${rng.pick([38, 52, 64, 120])} regs in ${rng.int(40, 480)} ms (pv=${pv}kW soc=${soc}%)`;
        break;
      case "rust":
        msg = `telemetry_rx::ingest: accepted frame device=${s} samples=${rng.pick([12, 30, 60])} pv_kw=${pv} soc=${soc} grid_kw=${grid}`;
        break;
      case "java":
        msg = `Decoded SunSpec frame from ${s}: models [1, 103, 124, 802] pv=${pv}kW soc=${soc}% grid=${grid}kW`;
        break;
      default:
        msg = `mqtt batch from ${s}: ${rng.pick([12, 30, 60])} samples pv=${pv}kW batt_soc=${soc}% grid=${grid}kW lag=${rng.int(200, 4000)}ms`;
    }
    w.add(t, ing, "info", msg, { tag: "telemetry" });
    if (rng.chance(0.25))
      w.add(t + rng.int(5, 40), reg, "info", `heartbeat ${s} last_seen updated (rssi ${-rng.int(45, 82)} dBm)`, {
        tag: "heartbeat",
      });
  }
}

function health(w: Win): void {
  const { rng } = w;
  for (const s of services(w.e)) {
    if (s.rt === "cpp" || s.rt === "rust") continue;
    const every = rng.pick([10_000, 15_000, 20_000]);
    for (let t = w.start + rng.int(0, every); t < w.end; t += every + rng.int(-40, 40))
      w.add(t, s, "info", healthLine(s.rt, rng), { tag: `health:${s.name}` });
  }
}

function periodic(w: Win): void {
  const { rng } = w;
  const every = (r: Role, ms: number, f: () => string) => {
    if (!w.has(r)) return;
    for (let t = w.start + rng.int(1000, ms); t < w.end; t += ms + rng.int(-500, 500))
      w.add(t, w.s(r), "info", f(), { tag: `job:${r}` });
  };
  every(
    "planner",
    60_000,
    () => `replanned ${rng.int(300, 2400)} sites for next 24h (forecast run ${rng.int(0, 23)}z, ${rng.int(2, 40)}s)`,
  );
  every(
    "rollup",
    60_000,
    () => `rolled up 5-min intervals -> 15-min for ${rng.int(800, 4200)} sites in ${rng.int(600, 4200)}ms`,
  );
  every(
    "ota",
    30_000,
    () =>
      `rollout fw ${rng.pick(["4.2.7", "4.2.7", "3.9.12"])} wave ${rng.int(2, 5)}: ${rng.int(100, 900)}/1500 updated, ${rng.int(0, 40)} pending`,
  );
  every(
    "vpp",
    30_000,
    () =>
      `fleet availability: ${rng.int(1400, 2600)} batteries online, ${(rng.next() * 6 + 6).toFixed(1)} MWh dispatchable headroom`,
  );
  every(
    "notify",
    20_000,
    () =>
      `sent ${rng.int(1, 40)} notifications (${rng.pick(["daily summary", "battery full", "export credit", "weekly report"])})`,
  );
  every(
    "installer",
    45_000,
    () =>
      `commissioning session ${rng.hex(6)} for ${w.site()} step ${rng.pick(["meter-ct-check", "wifi-join", "grid-profile", "battery-pair"])} ok`,
  );
  every(
    "tariff",
    120_000,
    () =>
      `refreshed ${rng.int(30, 300)} retail plans from ${rng.pick(["CDR", "rate-feed", "OpenEI"])} (${rng.int(0, 4)} changed)`,
  );
}

/** A service that logs the same harmless error or warning at a constant rate from the first minute. */
function noisy(w: Win): string {
  const { rng } = w;
  const opts: { r: Role; lvl: Level; f: () => string }[] = [
    {
      r: "ingest",
      lvl: "error",
      f: () =>
        `rejected sample from ${w.serial()}: timestamp 2000-01-01T00:00:00Z precedes commissioning date (device RTC reset)`,
    },
    {
      r: "notify",
      lvl: "error",
      f: () => `FCM send failed for token ${rng.hex(11)}…: messaging/registration-token-not-registered (pruned)`,
    },
    {
      r: "registry",
      lvl: "warn",
      f: () => `device ${w.serial()} reports unknown model id 0x${rng.hex(4)}, falling back to generic SunSpec map`,
    },
    {
      r: "rollup",
      lvl: "error",
      f: () => `${w.site()} has no meter channel 'grid_import', import totals left empty`,
    },
  ];
  const o = rng.pick(opts.filter((x) => w.has(x.r)));
  const every = rng.int(2500, 6000);
  for (let t = w.start + rng.int(0, 3000); t < w.end; t += every + rng.int(-900, 900))
    w.add(t, w.s(o.r), o.lvl, o.f(), { tag: "noisy" });
  return w.s(o.r).name;
}

function deprecations(w: Win): void {
  const { rng } = w;
  const all = services(w.e);
  for (const s of rng.shuffle([...all]).slice(0, 3)) {
    const every = rng.int(90_000, 240_000);
    for (let t = w.start + rng.int(0, every); t < w.end; t += every) w.add(t, s, "warn", deprecation(s.rt, w.e));
  }
  const gw = w.s("gw");
  for (let t = w.start + rng.int(0, 40_000); t < w.end; t += rng.int(20_000, 70_000))
    w.add(
      t,
      gw,
      "warn",
      `client ${rng.pick(["home-assistant/2024.6", "ios-app 5.3.1", "android-app 5.2.9", "homebridge-plugin 1.4"])} called deprecated /v1/sites/${w.site()}/overview (sunset 2027-03-31)`,
    );
}

function retries(w: Win): void {
  const { rng } = w;
  const gw = w.s("gw");
  for (let t = w.start + rng.int(0, 60_000); t < w.end; t += rng.int(40_000, 110_000)) {
    const to = w.s(rng.pick<Role>(["registry", "rollup", "planner"]));
    const tr = w.trace();
    const why =
      gw.rt === "node"
        ? "socket hang up (ECONNRESET)"
        : gw.rt === "go"
          ? "read: connection reset by peer"
          : "java.net.SocketException: Connection reset";
    w.add(t, gw, "warn", `call to ${to.name} failed: ${why}; retrying (attempt 2/3)`, { trace: tr });
    w.add(t + rng.int(90, 400), to, "info", `served retry for ${w.site()} in ${rng.int(5, 60)}ms`, { trace: tr });
  }
}

/** An unrelated rollout of `s` at `at`: shutdown, image pull note, start-up banner in the runtime's words. */
export function rollout(w: Win, s: Svc, at: number, version: string): void {
  const { rng } = w;
  const lines: Record<string, string[]> = {
    node: [
      "Received SIGTERM, draining connections",
      `${s.name}@${version} starting (node v20.14.0, NODE_ENV=production)`,
      "Server listening on port 8080",
    ],
    go: [
      "shutting down: signal terminated",
      `starting ${s.name} version=${version} go=go1.22.4`,
      "listening addr=:8080",
    ],
    java: [
      "Commencing graceful shutdown. Waiting for active requests to complete",
      `Starting ${s.name} v${version} using Java 21.0.3 with PID 1`,
      `Started ${s.name.replace(/-./g, (m) => (m[1] ?? "").toUpperCase())}Application in ${rng.int(8, 19)}.${rng.int(100, 999)} seconds (process running for ${rng.int(9, 21)}.1)`,
    ],
    python: [
      "Handling signal: term",
      `Booting worker with pid: ${rng.int(7, 90)}`,
      `${s.name} ${version} ready (gunicorn 22.0.0, 4 workers)`,
    ],
    dotnet: [
      "Application is shutting down...",
      `Now listening on: http://[::]:8080 (${s.name} ${version})`,
      "Application started. Press Ctrl+C to shut down.",
    ],
    ruby: [
      "- Gracefully stopping, waiting for requests to finish",
      `* Puma version: 6.4.2 ("The Eagle of Durango") ${s.name} ${version}`,
      "* Listening on http://0.0.0.0:3000",
    ],
    cpp: [
      "caught SIGTERM, closing poll loop",
      `${s.name} ${version} (build ${rng.hex(7)}) starting`,
      "poll loop running with 64 worker threads",
    ],
    rust: ["received SIGTERM, shutting down gracefully", `${s.name} v${version} starting`, "listening on 0.0.0.0:8080"],
  };
  const l = lines[s.rt] ?? [];
  w.add(at, s, "info", l[0] ?? "");
  w.add(at + rng.int(4000, 9000), s, "info", l[1] ?? "");
  w.add(at + rng.int(9500, 16000), s, "info", l[2] ?? "");
}

export function configReload(w: Win, s: Svc, at: number): void {
  const keys = [
    "log.level",
    "features.new_live_tile",
    "cache.ttl_seconds",
    "http.client.max_idle",
    "rollout.wave_size",
  ];
  const k = w.rng.pick(keys);
  w.add(
    at,
    s,
    "info",
    `configuration reloaded from configmap ${s.name}-config (resourceVersion ${w.rng.int(100000, 999999)}): changed ${k}`,
  );
}

export interface Background {
  noisy: string;
}

export function background(w: Win, opts: { deployAt: number; avoid: string[] }): Background {
  const { rng } = w;
  requests(w, rng.next() * 1.2 + 0.8);
  telemetry(w);
  health(w);
  periodic(w);
  const n = noisy(w);
  deprecations(w);
  retries(w);
  const others = services(w.e).filter((s) => !opts.avoid.includes(s.name));
  const dep = rng.pick(others);
  rollout(w, dep, opts.deployAt, `${rng.int(1, 6)}.${rng.int(0, 40)}.${rng.int(0, 12)}`);
  configReload(w, rng.pick(others), opts.deployAt + rng.int(-120_000, 120_000));
  return { noisy: n };
}

/** Skews every service's clock by up to 300 ms, sorts by printed time and renders the lines. */
export function finish(w: Win, fmt: Format): string[] {
  const { rng } = w;
  const skew = new Map<string, number>();
  for (const s of services(w.e)) skew.set(s.name, rng.int(-300, 300));
  const pad = Math.max(...services(w.e).map((s) => s.name.length)) + 4;
  const pods = new Map<string, string>();
  const ctx: RenderCtx = {
    namespace: w.e.namespace,
    pad,
    pod: (name) => {
      let p = pods.get(name);
      if (!p) {
        p = `${name}-${rng.hex(9).replace(/[01]/g, "b")}-${rng.hex(5)}`;
        pods.set(name, p);
      }
      return p;
    },
  };
  const printed = w.evs
    .map((e, i) => ({ e, i, p: e.t + (skew.get(e.svc) ?? 0) }))
    .sort((a, b) => a.p - b.p || a.i - b.i);
  const out: string[] = [];
  for (const { e, p } of printed) out.push(...render(fmt, e, p, ctx));
  return out;
}
