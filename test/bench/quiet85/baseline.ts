// Everyday background of a mine's OT estate: request traffic between services (named flows an incident can
// take over), health probes, periodic jobs, sensor chatter, one service's constant harmless complaint,
// deprecation warnings and retries that succeed.
import type { Runtime } from "./estates.js";
import type { Ctx } from "./stream.js";

export const trucks = (c: Ctx): string[] =>
  Array.from(
    { length: 34 },
    (_, i) => `${c.estate.truckPrefix}${c.estate.truckPrefix.length > 1 ? "-" : ""}${101 + i * 2}`,
  );

const ms = (c: Ctx, mean: number, sd: number) => Math.max(1, Math.round(c.rng.gauss(mean, sd)));

export function accessLine(c: Ctx, rt: Runtime, method: string, path: string, status: number, took: number): string {
  const ip = `10.${c.rng.int(40, 44)}.${c.rng.int(0, 9)}.${c.rng.int(2, 250)}`;
  switch (rt) {
    case "node":
      return `${method} ${path} ${status} ${took}.${c.rng.int(0, 999)} ms - ${c.rng.int(2, 9000)}`;
    case "java":
      return `${method} ${path} -> ${status} (${took} ms)`;
    case "python":
      return `${ip}:${c.rng.int(30000, 60000)} - "${method} ${path} HTTP/1.1" ${status}${took > 0 ? ` ${took}ms` : ""}`;
    case "go":
      return `http request method=${method} path=${path} status=${status} duration=${took}.${c.rng.int(0, 9)}ms`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${path.startsWith("/health") ? "localhost:8080" : "svc"}${path} - ${status} - application/json ${took}.${c.rng.int(1000, 9999)}ms`;
    case "ruby":
      return `method=${method} path=${path} format=json controller=${path.split("/")[2] ?? "health"} status=${status} duration=${took}.${c.rng.int(10, 99)} view=0.${c.rng.int(10, 99)} db=${(took / 3).toFixed(2)}`;
    case "cpp":
      return `[http] ${method} ${path} ${status} ${took}ms`;
  }
}

function health(c: Ctx): void {
  for (const s of c.estate.services) {
    const path =
      s.runtime === "java"
        ? "/actuator/health/liveness"
        : s.runtime === "dotnet"
          ? "/health/ready"
          : s.runtime === "ruby"
            ? "/up"
            : "/healthz";
    c.every(c.start, c.end, c.rng.pick([10000, 15000, 20000]), (t) =>
      c.emit(t, s.name, "INFO", accessLine(c, s.runtime, "GET", path, 200, c.rng.int(0, 4))),
    );
  }
}

function deprecations(c: Ctx): void {
  const byRt: Record<Runtime, string[]> = {
    node: [
      "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
      "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    ],
    java: [
      "The property 'spring.redis.host' is deprecated: Use 'spring.data.redis.host' instead.",
      "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    ],
    python: [
      "/usr/local/lib/python3.11/site-packages/pydantic/_internal/_config.py:291: PydanticDeprecatedSince20: Support for class-based `config` is deprecated, use ConfigDict instead.",
      "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    ],
    go: ["grpc: Dial is deprecated: use NewClient instead. Will be supported throughout 1.x."],
    dotnet: [
      "warning CS0618: 'WebHost.CreateDefaultBuilder' is obsolete; consider WebApplication.CreateBuilder",
      "Microsoft.AspNetCore.Server.Kestrel: Overriding address(es) 'http://+:80'. Binding to endpoints defined via IConfiguration and/or UseKestrel() instead.",
    ],
    ruby: [
      "DEPRECATION WARNING: `config.active_record.legacy_connection_handling` is deprecated and will be removed in Rails 7.2",
      "DEPRECATION WARNING: Using legacy connection handling is deprecated. Please set `legacy_connection_handling` to `false` in your application.",
    ],
    cpp: ["config key 'mqtt.keepalive' is deprecated, use 'mqtt.keep_alive_s'"],
  };
  for (const s of c.estate.services) {
    if (!c.rng.chance(0.45)) continue;
    const m = c.rng.pick(byRt[s.runtime]);
    c.every(c.start, c.end, c.rng.pick([120000, 300000, 600000]), (t) => c.emit(t, s.name, "WARN", m));
  }
}

function noisy(c: Ctx): void {
  const n = c.estate.noisy;
  const tr = trucks(c);
  switch (c.estate.key) {
    case "karrawong":
      c.every(c.start, c.end, 9000, (t) =>
        c.emit(
          t,
          n,
          "ERROR",
          `TPMS sensor 0x${c.rng.pick(["3A2F", "3A31", "41C0"])} on ${c.rng.pick(tr.slice(0, 4))} pos ${c.rng.int(3, 6)}: no frame for ${c.rng.int(600, 3600)}s (battery?) - last value kept`,
        ),
      );
      break;
    case "tallis":
      c.every(c.start, c.end, 7000, (t) =>
        c.emit(
          t,
          n,
          "ERROR",
          `CAN bus: ${c.rng.int(3, 41)} frames with CRC error from payload module on ${c.rng.pick(["T143", "T143", "T157"])} (J1939 PGN 65258) dropped`,
        ),
      );
      break;
    case "ngarla":
      c.every(c.start, c.end, 12000, (t) =>
        c.emit(
          t,
          n,
          "ERROR",
          `snmp poll 10.61.4.${c.rng.pick([33, 34])} (RP-19 ridge repeater): request timeout after 3 retries`,
        ),
      );
      break;
    default:
      c.every(c.start, c.end, 8000, (t) =>
        c.emit(
          t,
          n,
          "ERROR",
          `analyser ANA-2 returned ash=NaN moisture=${(c.rng.next() * 3 + 7).toFixed(1)} for sample ${c.rng.int(400000, 499999)}; sample discarded`,
        ),
      );
  }
}

function flows(c: Ctx): void {
  const tr = trucks(c);
  const r = c.estate.roles;
  const rtOf = (s: string) => c.runtime(s);
  const shov = c.estate.shovels;
  // portal -> fms fleet summary
  c.every(c.start, c.end, 2600, (t) => {
    const id = c.tid();
    if (c.flow("portal.fleet", t, id)) return;
    const took = ms(c, 38, 12);
    c.emit(t + 2, r.fms, "INFO", `fleet snapshot served: ${tr.length} trucks, ${c.rng.int(24, 31)} autonomous active`, {
      trace: id,
    });
    c.emit(t + took, r.portal, "INFO", accessLine(c, rtOf(r.portal), "GET", "/api/fleet/summary", 200, took), {
      trace: id,
    });
  });
  // dispatch assigns trucks, fms acks
  c.every(c.start, c.end, 3100, (t) => {
    const id = c.tid();
    if (c.flow("dispatch.assign", t, id)) return;
    const truck = c.rng.pick(tr);
    const sh = c.rng.pick(shov);
    c.emit(
      t,
      r.dispatch,
      "INFO",
      `assign ${truck} -> ${sh} queue=${c.rng.int(0, 3)} eta=${(c.rng.next() * 6 + 1).toFixed(1)}min`,
      { trace: id },
    );
    c.emit(t + ms(c, 60, 20), r.fms, "INFO", `assignment accepted by ${truck}: LOAD@${sh}`, { trace: id });
  });
  c.every(c.start, c.end, 30000, (t) => {
    if (c.flow("dispatch.cycle", t, undefined)) return;
    c.emit(
      t,
      r.dispatch,
      "INFO",
      `optimizer cycle done in ${ms(c, 240, 60)}ms: ${tr.length} trucks, ${shov.length} loaders, ${c.rng.int(2, 4)} dumps, objective=${(0.88 + c.rng.next() * 0.08).toFixed(3)}`,
    );
  });
  // telemetry batches
  c.every(c.start, c.end, 5000, (t) => {
    if (c.flow("telemetry.ingest", t, undefined)) return;
    c.emit(
      t,
      r.telemetry,
      "INFO",
      `ingested ${c.rng.int(380, 460)} position reports from ${c.rng.int(30, 34)} trucks, p99 lag ${ms(c, 420, 90)}ms`,
    );
  });
  c.every(c.start, c.end, 4000, (t) => {
    if (c.flow("fms.state", t, undefined)) return;
    const truck = c.rng.pick(tr);
    const st = c.rng.pick([
      ["QUEUING", "SPOTTING"],
      ["SPOTTING", "LOADING"],
      ["LOADING", "HAULING_FULL"],
      ["HAULING_FULL", "DUMPING"],
      ["DUMPING", "HAULING_EMPTY"],
      ["HAULING_EMPTY", "QUEUING"],
    ]);
    c.emit(t, r.fms, "INFO", `${truck} state ${st[0]} -> ${st[1]}`);
  });
  // mesh poll
  c.every(c.start, c.end, 30000, (t) => {
    if (c.flow("mesh.poll", t, undefined)) return;
    c.emit(
      t,
      r.mesh,
      "INFO",
      `mesh poll: ${c.rng.int(126, 128)}/128 infrastructure nodes up, ${c.rng.int(31, 34)} vehicle radios associated, worst link ${c.rng.int(-84, -76)} dBm`,
    );
  });
  // tpms readings
  c.every(c.start, c.end, 6000, (t) => {
    if (c.flow("tpms.reading", t, undefined)) return;
    const truck = c.rng.pick(tr);
    c.emit(
      t,
      r.tpms,
      "INFO",
      `tyre frame ${truck}: psi=[${Array.from({ length: 6 }, () => c.rng.int(98, 106)).join(",")}] temp_c=[${Array.from({ length: 6 }, () => c.rng.int(52, 71)).join(",")}]`,
    );
  });
  // payload cycles
  c.every(c.start, c.end, 7000, (t) => {
    const id = c.tid();
    if (c.flow("payload.cycle", t, id)) return;
    const truck = c.rng.pick(tr);
    c.emit(
      t,
      r.payload,
      "INFO",
      `load complete ${truck} at ${c.rng.pick(shov)}: passes=${c.rng.int(3, 5)} payload=${(c.rng.gauss(226, 6)).toFixed(1)}t`,
      { trace: id },
    );
    c.emit(t + ms(c, 80, 30), r.fms, "INFO", `payload recorded for ${truck} cycle #${c.rng.int(20000, 29999)}`, {
      trace: id,
    });
  });
  // portal -> grade
  c.every(c.start, c.end, 4200, (t) => {
    const id = c.tid();
    if (c.flow("portal.grade", t, id)) return;
    const took = ms(c, 70, 25);
    const block = `${c.rng.int(1300, 1420)}-${c.rng.pick(["ore", "lg", "mw"])}-${String(c.rng.int(1, 40)).padStart(2, "0")}`;
    c.emit(t + 3, r.grade, "INFO", `block ${block} grade served (${c.rng.pick(["assay", "blasthole", "estimate"])})`, {
      trace: id,
    });
    c.emit(t + took, r.portal, "INFO", accessLine(c, rtOf(r.portal), "GET", `/api/grade/blocks/${block}`, 200, took), {
      trace: id,
    });
  });
  // dispatch asks grade for destination
  c.every(c.start, c.end, 5200, (t) => {
    const id = c.tid();
    if (c.flow("dispatch.grade", t, id)) return;
    const took = ms(c, 45, 15);
    c.emit(t + 2, r.grade, "INFO", accessLine(c, rtOf(r.grade), "GET", "/v1/destination", 200, took), { trace: id });
    c.emit(
      t + took + 3,
      r.dispatch,
      "INFO",
      `destination for ${c.rng.pick(shov)} face: ${c.rng.pick(["CR-1", "ROM-2", "LG-STOCK", "WASTE-N"])}`,
      { trace: id },
    );
  });
  // assay poll
  c.every(c.start, c.end, 60000, (t) => {
    if (c.flow("assay.poll", t, undefined)) return;
    if (c.rng.chance(0.7)) c.emit(t, r.assay, "INFO", "LIMS poll: no new released batches");
    else
      c.emit(
        t,
        r.assay,
        "INFO",
        `LIMS poll: imported batch ${c.rng.pick(["B", "GC", "XRF"])}-${c.rng.int(22000, 22999)} (${c.rng.int(24, 96)} samples)`,
      );
  });
  // plant telemetry
  c.every(c.start, c.end, 5000, (t) => {
    if (c.flow("plant.sample", t, undefined)) return;
    if (c.rng.chance(0.5))
      c.emit(
        t,
        r.plant,
        "INFO",
        `CV-0${c.rng.int(1, 3)} speed=${(c.rng.gauss(4.2, 0.05)).toFixed(2)}m/s load=${c.rng.int(2800, 3400)}t/h current=${c.rng.int(410, 470)}A`,
      );
    else
      c.emit(
        t,
        r.plant,
        "INFO",
        `CR-1 power=${c.rng.int(560, 660)}kW css=180mm level=${c.rng.int(40, 70)}% feeder=${c.rng.int(55, 80)}%`,
      );
  });
  // work orders
  c.every(c.start, c.end, 9000, (t) => {
    const id = c.tid();
    if (c.flow("portal.workorders", t, id)) return;
    const took = ms(c, 90, 30);
    c.emit(t + took - 5, r.cmms, "INFO", accessLine(c, "ruby", "GET", "/api/workorders", 200, took - 8), { trace: id });
    c.emit(t + took, r.portal, "INFO", accessLine(c, rtOf(r.portal), "GET", "/api/maintenance/open", 200, took), {
      trace: id,
    });
  });
  c.every(c.start, c.end, 120000, (t) => {
    if (c.flow("cmms.sync", t, undefined)) return;
    c.emit(
      t,
      r.cmms,
      "INFO",
      `SAP PM sync: pulled ${c.rng.int(0, 12)} changed orders, pushed ${c.rng.int(0, 5)} notifications`,
    );
  });
}

function retries(c: Ctx): void {
  const r = c.estate.roles;
  c.every(c.start, c.end, 150000, (t) => {
    const pair = c.rng.pick([
      [r.dispatch, r.grade, "GET /v1/destination"],
      [r.portal, r.cmms, "GET /api/workorders"],
      [r.payload, r.fms, "POST /cycles"],
    ]);
    c.emit(
      t,
      pair[0] as string,
      "WARN",
      `${pair[2]} to ${pair[1]} failed: read timeout after 2000ms; retrying (attempt 1/3)`,
    );
    c.emit(t + c.rng.int(300, 900), pair[0] as string, "INFO", `${pair[2]} to ${pair[1]} succeeded on attempt 2`);
  });
}

export function baseline(c: Ctx): void {
  health(c);
  deprecations(c);
  noisy(c);
  flows(c);
  retries(c);
}

export function deploy(c: Ctx, t: number, svcName: string): void {
  const v = `${c.rng.int(2, 6)}.${c.rng.int(0, 30)}.${c.rng.int(0, 9)}`;
  const up = t + c.rng.int(2500, 6000);
  c.emit(t, svcName, "INFO", "Received SIGTERM, draining connections (grace 30s)", { keep: true });
  c.silence(svcName, t + 800, up);
  c.emit(up, svcName, "INFO", `starting ${svcName} v${v} (git ${c.rng.hex(7)})`, { keep: true });
  c.emit(t + c.rng.int(6500, 9000), svcName, "INFO", `${svcName} ready, listening on :8080`);
}

export function configReload(c: Ctx, t: number, svcName: string): void {
  c.emit(t, svcName, "INFO", `config change detected (/etc/${svcName}/config.yaml), reloading`);
  c.emit(
    t + c.rng.int(100, 600),
    svcName,
    "INFO",
    `configuration reloaded, revision ${c.rng.hex(8)}, 0 keys changed in hot path`,
  );
}
