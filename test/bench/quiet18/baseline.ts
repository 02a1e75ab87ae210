// Normal background of a window: request traffic, health checks, periodic jobs, the noisy service, deprecations,
// retries that succeed, and one unrelated deploy or config reload.
import type { Ctx } from "./ctx.js";
import { chance, digits, hex, int, pick } from "./rng.js";
import type { Runtime } from "./stacks.js";

export function access(rt: Runtime, method: string, path: string, status: number, ms: number): string {
  switch (rt) {
    case "node":
      return `${method} ${path} ${status} ${ms}.${String((ms * 379) % 1000).padStart(3, "0")} ms - ${200 + ((ms * 7) % 900)}`;
    case "go":
      return `http: ${method} ${path} status=${status} dur=${ms}ms`;
    case "python":
      return `"${method} ${path} HTTP/1.1" ${status} ${100 + ((ms * 13) % 1800)} ${ms}ms`;
    case "java":
      return `${method} ${path} -> ${status} (${ms} ms)`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} ${path} - ${status} - application/json ${ms}.${String(ms % 9973).padStart(4, "0")}ms`;
    case "ruby":
      return `Completed ${status} in ${ms}ms (Views: 0.0ms | ActiveRecord: ${Math.max(1, Math.round(ms / 4))}.2ms) ${method} ${path}`;
    default:
      return `${method} ${path} ${status} ${ms}ms`;
  }
}

function health(rt: Runtime): string {
  switch (rt) {
    case "java":
      return "GET /actuator/health -> 200 (2 ms)";
    case "node":
      return "GET /healthz 200 0.812 ms - 15";
    case "go":
      return 'http: GET /healthz status=200 dur=0ms ua="kube-probe/1.29"';
    case "python":
      return '"GET /health HTTP/1.1" 200 17 1ms';
    case "dotnet":
      return "Health check liveness completed after 0.41ms with status Healthy";
    case "ruby":
      return "Completed 200 OK in 1ms GET /up";
    case "cpp":
      return "watchdog: heartbeat ok, event loop lag 0ms";
    case "erlang":
      return "health: all supervisors running, run_queue=0";
  }
}

export function telecomTraffic(c: Ctx, a: number, b: number, rate: number): void {
  const { s, r } = c;
  s.poisson(a, b, rate, (t) => {
    const tr = c.tr();
    const m = c.msisdn();
    const k = r();
    const sess = `pgw0${int(r, 1, 4)}.${c.e.realm};${int(r, 1000, 9999)};${digits(r, 8)}`;
    if (k < 0.34) {
      const rc = 2001;
      const typ = pick(r, ["CCR-U", "CCR-U", "CCR-U", "CCR-I", "CCR-T"]);
      s.add(
        t,
        c.n("dra"),
        "info",
        `relay ${typ} app=4 hbh=0x${hex(r, 8)} pgw0${int(r, 1, 4)} -> ocs-${int(r, 1, 2)} rc=${rc} rtt=${c.ms(3, 14)}ms`,
      );
      const used = int(r, 1, 9) * 1048576;
      s.add(
        t + c.ms(1, 6),
        c.n("charging"),
        "info",
        typ === "CCR-T"
          ? `${typ} session=${sess} msisdn=${m} final used=${used} octets RG=32 RC=2001`
          : `${typ} session=${sess} msisdn=${m} RG=32 used=${typ === "CCR-I" ? 0 : used} granted=10485760 validity=3600s RC=2001`,
        { trace: tr },
      );
    } else if (k < 0.5) {
      s.add(t, c.n("edge"), "info", access(c.rt("edge"), "GET", `/v1/subscribers/${m}/balance`, 200, c.ms(20, 90)), {
        trace: tr,
      });
      s.add(
        t - c.ms(5, 15),
        c.n("charging"),
        "info",
        `balance query msisdn=${m} main=${int(r, 0, 60)}.${digits(r, 2)} data_left=${int(r, 0, 20000)}MB`,
        { trace: tr },
      );
    } else if (k < 0.58) {
      const bundle = pick(r, ["DATA_5GB_30D", "ROAM_EU_1GB_7D", "INTL_100MIN", "NIGHT_UNLTD_1D"]);
      s.add(t, c.n("edge"), "info", access(c.rt("edge"), "POST", `/v1/subscribers/${m}/bundles`, 201, c.ms(90, 300)), {
        trace: tr,
      });
      s.add(
        t - c.ms(10, 60),
        c.n("charging"),
        "info",
        `bundle ${bundle} activated msisdn=${m} debit=${int(r, 3, 25)}.00`,
        { trace: tr },
      );
      s.add(
        t + c.ms(50, 400),
        c.n("smsc"),
        "info",
        `submit_sm seq=${digits(r, 7)} esme=selfcare_notify dst=${m} msg_id=${hex(r, 10)} ok`,
        { trace: tr },
      );
    } else if (k < 0.8) {
      const esme = pick(r, ["bank_otp", "bank_otp", "courier_eta", "p2p", "p2p", "gov_alerts"]);
      const id = hex(r, 10);
      s.add(t, c.n("smsc"), "info", `submit_sm seq=${digits(r, 7)} esme=${esme} dst=${c.msisdn()} msg_id=${id} ok`);
      if (chance(r, 0.7))
        s.add(t + c.ms(800, 9000), c.n("smsc"), "info", `deliver_sm DLR id=${id} stat=DELIVRD err=000`);
    } else if (k < 0.92) {
      const d = hex(r, 8);
      const menu = pick(r, ["balance", "balance", "bundles", "top-up", "roaming"]);
      s.add(t, c.n("ussd"), "info", `dialog ${d} BEGIN *100# msisdn=${m} vlr=${c.msisdn().slice(0, 6)}`);
      s.add(
        t + c.ms(20, 80),
        c.n("charging"),
        "info",
        `balance query msisdn=${m} main=${int(r, 0, 60)}.${digits(r, 2)} data_left=${int(r, 0, 20000)}MB`,
      );
      s.add(t + c.ms(4000, 20000), c.n("ussd"), "info", `dialog ${d} END menu=${menu} steps=${int(r, 1, 4)}`);
    } else {
      const imsi = c.imsi();
      s.add(t, c.n("edge"), "info", access(c.rt("edge"), "POST", "/v1/sim/activate", 200, c.ms(300, 900)), {
        trace: tr,
      });
      s.add(
        t - c.ms(50, 250),
        c.n("prov"),
        "info",
        `HSS create imsi=${imsi} msisdn=${m} profile=${pick(r, ["LTE_PREPAID", "LTE_POSTPAID", "VOLTE_POSTPAID"])} ok in ${c.ms(40, 220)}ms`,
        { trace: tr },
      );
    }
  });
}

const AIRPORTS = ["LHR", "JFK", "AMS", "CDG", "FRA", "MAD", "DXB", "BOS", "ORD", "FCO", "ARN", "CPH", "DUB", "LIS"];

export function airTraffic(c: Ctx, a: number, b: number, rate: number): void {
  const { s, r } = c;
  s.poisson(a, b, rate, (t) => {
    const tr = c.tr();
    const k = r();
    const o = pick(r, AIRPORTS);
    const d = pick(
      r,
      AIRPORTS.filter((x) => x !== o),
    );
    if (k < 0.35) {
      s.add(
        t,
        c.n("edge"),
        "info",
        access(c.rt("edge"), "GET", `/v2/availability?o=${o}&d=${d}&date=${c.dd}`, 200, c.ms(200, 900)),
        { trace: tr },
      );
      s.add(
        t - c.ms(100, 400),
        c.n("gds"),
        "info",
        `Air_MultiAvailability ${o}${d} ${c.dd} -> ${int(r, 4, 30)} options in ${c.ms(120, 600)}ms`,
        { trace: tr },
      );
      s.add(
        t - c.ms(10, 80),
        c.n("fare"),
        "info",
        `priced ${int(r, 4, 30)} options ${o}${d} cache=${pick(r, ["hit", "hit", "hit", "miss"])} in ${c.ms(4, 60)}ms`,
        { trace: tr },
      );
    } else if (k < 0.5) {
      s.add(
        t,
        c.n("ndc"),
        "info",
        `AirShoppingRQ agency=IATA${digits(r, 8)} ${o}-${d} ${c.dd} -> ${int(r, 6, 40)} offers in ${c.ms(300, 1400)}ms`,
        { trace: tr },
      );
      s.add(
        t - c.ms(20, 200),
        c.n("fare"),
        "info",
        `priced ${int(r, 6, 40)} offers ${o}${d} cache=hit in ${c.ms(4, 60)}ms`,
        { trace: tr },
      );
    } else if (k < 0.62) {
      const p = c.pnr();
      s.add(t, c.n("edge"), "info", access(c.rt("edge"), "POST", "/v2/orders", 201, c.ms(900, 2500)), { trace: tr });
      s.add(
        t - c.ms(800, 1500),
        c.n("pnr"),
        "info",
        `PNR ${p} created pax=${int(r, 1, 4)} segs=${int(r, 1, 3)} office=${c.e.code}WEB01`,
        { trace: tr },
      );
      s.add(
        t - c.ms(300, 700),
        c.n("pay"),
        "info",
        `authorised pspReference=${letters16(c)} amount=${int(r, 90, 1900)}.${digits(r, 2)} ${pick(r, ["GBP", "EUR", "USD"])} 3ds=${pick(r, ["frictionless", "frictionless", "challenge"])}`,
        { trace: tr },
      );
      s.add(t - c.ms(50, 250), c.n("pnr"), "info", `PNR ${p} ticketed ${digits(r, 3)}-${digits(r, 10)}`, { trace: tr });
    } else if (k < 0.82) {
      const f = c.flight();
      s.add(t, c.n("edge"), "info", access(c.rt("edge"), "POST", `/v2/checkin/${c.pnr()}`, 200, c.ms(300, 1100)), {
        trace: tr,
      });
      s.add(
        t - c.ms(100, 250),
        c.n("dcs"),
        "info",
        `checked in pax ${int(r, 1, 3)} on ${f}/${c.dd} seat ${int(r, 3, 38)}${pick(r, ["A", "B", "C", "D", "E", "F"])} bags=${int(r, 0, 2)}`,
        { trace: tr },
      );
      if (chance(r, 0.5))
        s.add(
          t + c.ms(100, 600),
          c.n("bags"),
          "info",
          `BSM out tag 0${digits(r, 9)} ${f}/${c.dd.slice(0, 2)} ${o}->${d} class=Y`,
          { trace: tr },
        );
    } else {
      s.add(
        t,
        c.n("dcs"),
        "info",
        `boarded seq=${int(r, 1, 190)} ${c.flight()} gate ${pick(r, ["A", "B", "C"])}${int(r, 1, 40)} BCBP ok`,
      );
    }
  });
}

function letters16(c: Ctx): string {
  return `${hex(c.r, 16).toUpperCase()}`;
}

export function healthChecks(c: Ctx, a: number, b: number): void {
  for (const sv of c.e.services) {
    const period = pick(c.r, [10000, 15000, 20000, 30000]);
    c.s.every(a, b, period, (t) => c.s.add(t, sv.name, "info", health(sv.rt)), 0.02);
  }
}

export function periodicJobs(c: Ctx, a: number, b: number): void {
  const { s, r } = c;
  if (c.e.domain === "telecom") {
    s.every(
      a,
      b,
      30000,
      (t) => {
        s.add(t, c.n("dra"), "info", `DWR/DWA ok peer=ocs-1.${c.e.realm} rtt=${c.ms(1, 4)}ms`);
        s.add(t + 150, c.n("dra"), "info", `DWR/DWA ok peer=ocs-2.${c.e.realm} rtt=${c.ms(1, 4)}ms`);
      },
      0.01,
    );
    s.every(a, b, 75000, (t, n) => {
      const f = `CDR_MSC0${int(r, 1, 4)}_${c.dd}_${String(1000 + n).slice(1)}.dat`;
      const recs = int(r, 8000, 30000);
      s.add(
        t,
        c.n("mediation"),
        "info",
        `collected ${f} (${Math.round(recs * 0.31)}KB) via sftp from msc0${int(r, 1, 4)}`,
      );
      s.add(
        t + c.ms(2000, 6000),
        c.n("mediation"),
        "info",
        `decoded ${f}: ${recs} records, 0 rejected, output=rating.usage.v2`,
      );
    });
    s.every(a, b, 30000, (t, n) =>
      s.add(
        t,
        c.n("rating"),
        "info",
        `rated batch ${4400 + n}: ${int(r, 3000, 5000)} events, 0 unrated, ${c.ms(40, 180)}ms`,
      ),
    );
    s.every(a, b, 60000, (t) =>
      s.add(
        t,
        c.n("smsc"),
        "info",
        `throughput ${int(r, 180, 460)} msg/s, queue=${int(r, 40, 400)}, binds=${int(r, 11, 14)}`,
      ),
    );
    s.every(a, b, 60000, (t) =>
      s.add(t, c.n("ussd"), "info", `active dialogs=${int(r, 120, 480)} tcap_begin/s=${int(r, 6, 30)}`),
    );
    s.every(a, b, 120000, (t) =>
      s.add(t, c.n("billrun"), "info", "scheduler: no cycle due, next bill cycle C" + int(r, 1, 28) + " at 00:00"),
    );
    if (c.has("roaming"))
      s.every(a, b, 150000, (t) =>
        s.add(
          t,
          c.n("roaming"),
          "info",
          `TAP3 CD${c.e.code}${pick(r, ["DEUD2", "FRAF1", "ESPAT", "USAAT"])}${digits(r, 5)} generated: ${int(r, 200, 1500)} calls, ${int(r, 100, 9000)}.${digits(r, 2)} SDR`,
        ),
      );
  } else {
    s.every(a, b, 45000, (t) =>
      s.add(
        t,
        c.n("wab"),
        "info",
        `loadsheet ${c.flight()}/${c.dd} edition ${int(r, 1, 4)} TOW=${int(r, 52000, 78000)}kg MACTOW=${int(r, 22, 31)}.${int(r, 0, 9)}% sent`,
      ),
    );
    s.every(a, b, 20000, (t) => {
      const f = c.flight();
      const msg = pick(r, [
        `MVT ${f}/${c.dd.slice(0, 2)} AD${int(r, 10, 23)}${int(r, 10, 59)} EA${int(r, 10, 23)}${int(r, 10, 59)}`,
        `ACARS OUT ${f} ${int(r, 10, 23)}${int(r, 10, 59)}Z fob=${int(r, 8, 40)}.${int(r, 0, 9)}t`,
        `ACARS IN ${f} ${int(r, 10, 23)}${int(r, 10, 59)}Z`,
      ]);
      s.add(t, c.n("ops"), "info", msg);
    });
    s.every(a, b, 60000, (t) =>
      s.add(t, c.n("gds"), "info", `session pool 1A: ${int(r, 8, 30)}/40 in use, ${int(r, 0, 4)} waiting`),
    );
    s.every(a, b, 60000, (t) =>
      s.add(
        t,
        c.n("fare"),
        "info",
        `fare cache: ${int(r, 180000, 240000)} entries, hit ratio ${int(r, 88, 97)}.${int(r, 0, 9)}%`,
      ),
    );
    s.every(a, b, 120000, (t) =>
      s.add(t, c.n("pnr"), "info", `queue sweep: ${int(r, 0, 40)} PNRs moved from Q0 to Q7 (TTL)`),
    );
    s.every(a, b, 25000, (t) =>
      s.add(
        t,
        c.n("bags"),
        "info",
        `BSM in tag 0${digits(r, 9)} ${c.flight()} onward ${pick(r, AIRPORTS)} sorted to chute ${int(r, 1, 40)}`,
      ),
    );
  }
}

const NOISY: Record<string, (c: Ctx) => [string, "warn" | "error"]> = {
  kestrel: (c) => [
    `DLR for unknown message_id ${hex(c.r, 10)} from partner SMSC vf-uk-2 dropped (no matching submit_sm)`,
    "error",
  ],
  orbitel: (c) => [
    `CellZoneLookup miss for CGI 204-77-${int(c.r, 1000, 9999)}-${int(c.r, 1000, 9999)}, rated as NATIONAL`,
    "error",
  ],
  skylark: (c) => [`BPM ignored: tag 0${digits(c.r, 9)} not in local BSM cache (interline transfer)`, "error"],
  meridian: () => [
    "SessionCloseRQ failed: ERR.SWS.CLIENT.INVALID_SECURITY_TOKEN (session already expired), discarding token",
    "warn",
  ],
};

export function noisyService(c: Ctx, a: number, b: number): void {
  const f = NOISY[c.e.key];
  if (!f) return;
  c.s.poisson(a, b, c.r() * 4 + 4, (t) => {
    const [m, l] = f(c);
    c.s.add(t, c.n(c.e.noisy), l, m);
  });
}

const DEPRECATIONS: Record<Runtime, string> = {
  node: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
  java: "HHH90000026: Oracle12cDialect has been deprecated; use org.hibernate.dialect.OracleDialect instead",
  python:
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
  go: "grpc: Dial is deprecated: use NewClient instead; WithBlock is ignored",
  dotnet:
    "warning: 'IHostingEnvironment' is obsolete: 'This type is obsolete and will be removed in a future version. The recommended alternative is Microsoft.AspNetCore.Hosting.IWebHostEnvironment.'",
  ruby: "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.2 (use `to_fs(:db)` instead)",
  cpp: "config: option 'smpp.legacy_window' is deprecated and will be removed in 5.0, use 'smpp.window_size'",
  erlang: "warning: crypto:hmac/3 is deprecated and will be removed in OTP 24; use crypto:mac/4 instead",
};

export function deprecations(c: Ctx, a: number, b: number): void {
  const two = [c.e.services[int(c.r, 0, 3)], c.e.services[int(c.r, 4, c.e.services.length - 1)]];
  for (const sv of two)
    if (sv) c.s.every(a, b, int(c.r, 90, 240) * 1000, (t) => c.s.add(t, sv.name, "warn", DEPRECATIONS[sv.rt]));
  const edge = c.n("edge");
  c.s.poisson(a, b, 1.5, (t) =>
    c.s.add(
      t,
      edge,
      "warn",
      `deprecated API used: ${pick(c.r, ["GET /v1/balance", "POST /v1/checkin", "GET /v1/offers"])} by client ${pick(c.r, ["android-6.2.1", "ios-7.0.3", "partner-legacy"])} (sunset 2027-01-31)`,
    ),
  );
}

export function succeedingRetries(c: Ctx, a: number, b: number): void {
  const callers = c.e.services.filter((x) => x.role !== "edge").slice(0, 6);
  c.s.poisson(a, b, 1.2, (t) => {
    const sv = pick(c.r, callers);
    const callee = pick(
      c.r,
      c.e.services.filter((x) => x !== sv),
    ).name;
    const why = pick(c.r, [
      "503 Service Unavailable",
      "connection reset by peer",
      "read timeout after 2000ms",
      "502 Bad Gateway",
    ]);
    c.s.add(t, sv.name, "warn", `call to ${callee} failed (${why}), retry 1/3 in ${pick(c.r, [100, 200, 250, 500])}ms`);
    c.s.add(t + c.ms(150, 900), sv.name, "info", `call to ${callee} succeeded on attempt 2`);
  });
}

/** An unrelated rolling deploy (or config reload) of one service at time t. */
export function unrelatedChange(c: Ctx, t: number, svcName: string, rt: Runtime): void {
  const v = `${int(c.r, 2, 9)}.${int(c.r, 0, 30)}.${int(c.r, 0, 9)}`;
  const s = c.s;
  if (chance(c.r, 0.5)) {
    s.add(t, svcName, "info", "Received SIGTERM, draining in-flight requests (grace 30s)");
    s.add(t + 1800, svcName, "info", "shutdown complete");
    const start: Record<Runtime, string> = {
      java: `Started Application in ${int(c.r, 9, 30)}.${digits(c.r, 3)} seconds (process running for ${int(c.r, 10, 35)}.1)`,
      node: `server listening on :8080 (version ${v}, node v20.${int(c.r, 10, 18)}.0)`,
      go: `starting ${svcName} version=${v} commit=${hex(c.r, 7)} go=go1.22.${int(c.r, 1, 9)}`,
      python: `Application startup complete. ${svcName} ${v} (uvicorn, 4 workers)`,
      dotnet: `Now listening on: http://[::]:8080. Application started. Hosting environment: Production (${v})`,
      ruby: `Puma starting in cluster mode... Version 6.4.2, ${svcName} ${v}, 4 workers`,
      cpp: `${svcName} ${v} starting, 8 worker threads`,
      erlang: `application ${svcName.replace(/-/g, "_")} started on node ${svcName}@${svcName}-0 (vsn ${v})`,
    };
    s.add(t + 6000 + c.ms(0, 8000), svcName, "info", start[rt]);
  } else {
    s.add(
      t,
      svcName,
      "info",
      `config reloaded from /etc/${svcName}/app.yaml: ${int(c.r, 1, 4)} keys changed (log.sampling, pool.idle_timeout)`,
    );
    s.add(t + c.ms(10, 200), svcName, "warn", `config: unknown key 'metrics.legacy_prefix' ignored`);
  }
}
