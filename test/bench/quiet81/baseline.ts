// Normal life of an estate: request traffic through the gateway, periodic jobs, health checks.
import type { Role } from "./estates.js";
import type { Level } from "./formats.js";
import { chance, gap, hex, int, pick } from "./rng.js";
import {
  agent,
  emit,
  every,
  has,
  maskEmail,
  mls,
  nm,
  price,
  type Route,
  rt,
  type Scene,
  street,
  tid,
  user,
  zip,
} from "./scene.js";

/** A window's departures from normal: a route it answers itself, or a role that stops logging. */
export interface Hooks {
  intercept?: (s: Scene, route: Route, t: number, trace: string | undefined) => boolean;
  silent?: (role: Role, t: number) => boolean;
}

export const ROUTE_ROLE: Record<Route, Role> = {
  search: "search",
  detail: "search",
  tiles: "tiles",
  lead: "leads",
  showing: "showings",
  prequal: "prequal",
  account: "billing",
};

export function routePath(s: Scene, route: Route): [string, string] {
  const r = s.r;
  switch (route) {
    case "search":
      return [
        "GET",
        `/api/search?loc=${zip(s)}&beds=${int(r, 1, 5)}&price_max=${price(s)}&sort=${pick(r, ["newest", "price_asc", "relevance"])}`,
      ];
    case "detail":
      return ["GET", `/api/listings/${mls(s)}`];
    case "tiles":
      return ["GET", `/tiles/listings/${int(r, 10, 16)}/${int(r, 1700, 3900)}/${int(r, 3000, 6900)}.pbf`];
    case "lead":
      return ["POST", "/api/leads"];
    case "showing":
      return ["POST", "/api/showings"];
    case "prequal":
      return ["POST", "/api/prequal"];
    case "account":
      return ["GET", "/api/agent/subscription"];
  }
}

/** The gateway's access line, worded as its runtime does. */
export function access(
  s: Scene,
  t: number,
  route: Route,
  status: number,
  ms: number,
  trace: string | undefined,
  detail?: string,
): void {
  const [m, p] = routePath(s, route);
  const up = has(s, ROUTE_ROLE[route]) ? nm(s, ROUTE_ROLE[route]) : nm(s, "search");
  const lvl: Level = status >= 500 ? "error" : status === 429 ? "warn" : "info";
  const when = t + ms;
  if (rt(s, "gw") === "go") {
    const ua = pick(s.r, ["iOS/17.5 NestApp/6.2", "Mozilla/5.0", "okhttp/4.12.0", "Mozilla/5.0", "Mozilla/5.0"]);
    emit(
      s,
      when,
      "gw",
      lvl,
      `"${m} ${p} HTTP/1.1" ${status} ${status < 300 ? int(s.r, 300, 48000) : int(s.r, 40, 200)} "${ua}" upstream=${up}:8080 duration=${ms}ms${detail ? ` err="${detail}"` : ""}`,
      undefined,
      trace,
    );
  } else {
    emit(s, when, "gw", lvl, `${m} ${p} ${status} ${ms}ms${detail ? ` - ${detail}` : ""}`, undefined, trace);
  }
}

/** The downstream's line for a successful call. */
export function okLine(s: Scene, route: Route, t: number, trace: string | undefined): number {
  const r = s.r;
  const ms = int(r, 8, 180);
  switch (route) {
    case "search":
    case "detail": {
      const hits = int(r, 0, 640);
      const msg =
        rt(s, "search") === "java"
          ? route === "search"
            ? `SearchController - query zip=${zip(s)} filters=${int(r, 1, 7)} hits=${hits} took=${ms}ms`
            : `ListingController - GET listing ${mls(s)} served from ${pick(r, ["cache", "index", "cache"])} in ${ms}ms`
          : rt(s, "search") === "go"
            ? `search ok filters=${int(r, 1, 7)} hits=${hits} es_took=${Math.floor(ms * 0.6)}ms total=${ms}ms`
            : `search bbox=${(s.e.city.lat - r() * 0.1).toFixed(4)},${(s.e.city.lon - r() * 0.1).toFixed(4)} returned ${hits} listings in ${ms}.${int(r, 0, 9)} ms`;
      emit(s, t + ms * 0.8, "search", "info", msg, undefined, trace);
      return ms + int(r, 2, 20);
    }
    case "tiles": {
      if (!has(s, "tiles")) return okLine(s, "search", t, trace);
      const z = int(r, 10, 16);
      const hit = chance(r, 0.7);
      const msg =
        rt(s, "tiles") === "cpp"
          ? `render z${z}/${int(r, 1700, 3900)}/${int(r, 3000, 6900)} layer=listings features=${int(r, 0, 900)} ${hit ? "cache hit" : `rendered in ${ms}ms`}`
          : `tile z=${z} x=${int(r, 1700, 3900)} y=${int(r, 3000, 6900)} layer=listings cache=${hit ? "hit" : "miss"} dur=${hit ? int(r, 1, 6) : ms}ms`;
      emit(s, t + ms * 0.7, "tiles", "info", msg, undefined, trace);
      return (hit ? 4 : ms) + int(r, 1, 8);
    }
    case "lead": {
      const msg =
        rt(s, "leads") === "ruby"
          ? `Completed 201 Created in ${ms}ms (ActiveRecord: ${int(r, 2, 30)}.${int(r, 0, 9)}ms) lead_id=${int(r, 800000, 999999)} agent=${agent(s)}`
          : `lead L-${int(r, 800000, 999999)} for listing ${mls(s)} routed to agent ${agent(s)} (zip ${zip(s)}, ${pick(r, ["round-robin", "listing agent", "top producer pool", "geo-fence"])})`;
      emit(s, t + ms * 0.8, "leads", "info", msg, undefined, trace);
      return ms + 10;
    }
    case "showing": {
      const slot = `${String(int(r, 9, 18)).padStart(2, "0")}:${pick(r, ["00", "30"])}`;
      const msg = `showing request for ${street(s)} (${mls(s)}) at ${slot} ${pick(r, ["confirmed by agent", "auto-confirmed", "pending listing agent approval", "confirmed by agent"])}`;
      emit(s, t + ms * 0.8, "showings", "info", msg, undefined, trace);
      return ms + 15;
    }
    case "prequal": {
      const lender = pick(r, s.e.lenders);
      const lms = int(r, 300, 1900);
      const msg =
        rt(s, "prequal") === "dotnet"
          ? `Prequalification ${hex(r, 8)} completed by lender ${lender}: Outcome=${pick(r, ["Prequalified", "Prequalified", "NeedsReview"])} MaxLoan=${price(s)} Elapsed=${lms}ms`
          : `prequal quote from ${lender} status=${pick(r, ["PREQUALIFIED", "PREQUALIFIED", "REFER"])} max_loan=${price(s)} latency=${lms}ms`;
      emit(s, t + lms, "prequal", "info", msg, undefined, trace);
      return lms + 30;
    }
    case "account": {
      if (!has(s, "billing")) return okLine(s, "lead", t, trace);
      const msg =
        rt(s, "billing") === "ruby"
          ? `Completed 200 OK in ${ms}ms (Views: ${int(r, 1, 9)}.${int(r, 0, 9)}ms | ActiveRecord: ${int(r, 1, 20)}.${int(r, 0, 9)}ms)`
          : `subscription lookup agent=${agent(s)} plan=${pick(r, ["zip-pro", "team-basic", "premier"])} status=active ${ms}ms`;
      emit(s, t + ms, "billing", "info", msg, undefined, trace);
      return ms + 5;
    }
  }
}

const ROUTES: [Route, number][] = [
  ["search", 34],
  ["detail", 24],
  ["tiles", 22],
  ["lead", 6],
  ["showing", 5],
  ["prequal", 4],
  ["account", 3],
];

function route(s: Scene): Route {
  let x = s.r() * 98;
  for (const [rr, w] of ROUTES) {
    x -= w;
    if (x <= 0) return rr;
  }
  return "search";
}

export function traffic(s: Scene, meanGapMs: number, hooks: Hooks): void {
  for (let t = s.start + s.r() * 500; t < s.end; t += gap(s.r, meanGapMs)) {
    let rr = route(s);
    if (!has(s, ROUTE_ROLE[rr]) && rr !== "tiles" && rr !== "account") rr = "search";
    const trace = tid(s);
    if (hooks.intercept?.(s, rr, t, trace)) continue;
    const silent = hooks.silent?.(ROUTE_ROLE[rr], t);
    const ms = silent ? int(s.r, 10, 40) : okLine(s, rr, t, trace);
    access(s, t, rr, 200, ms, trace);
  }
}

/** Periodic jobs and probes each estate runs. */
export function jobs(s: Scene, hooks: Hooks): void {
  const r = s.r;
  const quiet = (role: Role, t: number) => hooks.silent?.(role, t) ?? false;
  // health checks
  every(s, s.start, s.end, 10_000, (t) => {
    if (!quiet("gw", t))
      emit(
        s,
        t,
        "gw",
        "info",
        rt(s, "gw") === "go" ? `"GET /healthz HTTP/1.1" 200 2 "kube-probe/1.29" duration=0ms` : "GET /healthz 200 1ms",
      );
  });
  every(s, s.start, s.end, 15_000, (t) => {
    if (!quiet("leads", t))
      emit(
        s,
        t,
        "leads",
        "debug",
        rt(s, "leads") === "ruby"
          ? `Started GET "/up" for 10.${int(r, 0, 9)}.${int(r, 0, 255)}.${int(r, 1, 254)}`
          : "health check ok (db=up, redis=up)",
      );
  });
  // feed polling
  const feedEvery = int(r, 20_000, 40_000);
  every(s, s.start, s.end, feedEvery, (t) => {
    if (quiet("ingest", t)) return;
    const n = int(r, 0, 60);
    const ms = int(r, 400, 2600);
    if (s.e.feed === "rets") {
      emit(
        s,
        t,
        "ingest",
        "info",
        n === 0
          ? `RETS Search Resource=Property Class=RES -> ReplyCode=20201 (No Records Found) in ${ms}ms`
          : `RETS Search Resource=Property Class=RES Query=(L_UpdateDate=${new Date(t - 60_000).toISOString().slice(0, 19)}+) Limit=500 -> ReplyCode=0 Count=${n} (${ms}ms)`,
      );
    } else {
      emit(
        s,
        t,
        "ingest",
        "info",
        `GET /reso/odata/Property?$filter=ModificationTimestamp gt ${new Date(t - 60_000).toISOString()}&$top=200 -> 200 records=${n} nextLink=${n > 150 ? "yes" : "no"} (${ms}ms)`,
      );
    }
    for (let i = 0; i < Math.min(n, 6); i++) {
      const id = mls(s);
      const st = pick(r, ["Active", "Active", "Pending", "Closed", "ActiveUnderContract", "ComingSoon"]);
      emit(
        s,
        t + ms + i * 40,
        "ingest",
        "info",
        s.e.feed === "rets"
          ? `upserted ${id} status=${st} ListPrice=${price(s)} photos=${int(r, 1, 40)}`
          : `upsert ListingKey=${id} StandardStatus=${st} ListPrice=${price(s)} Media=${int(r, 1, 40)}`,
      );
      if (has(s, "photos") && !quiet("photos", t) && chance(r, 0.6)) {
        const c = int(r, 3, 36);
        const pm = int(r, 600, 5200);
        emit(
          s,
          t + ms + i * 40 + pm,
          "photos",
          "info",
          rt(s, "photos") === "cpp"
            ? `job ${hex(r, 8)} listing=${id} decoded ${c} images, wrote ${c * 3} variants (webp q=78) in ${pm}ms`
            : `listing ${id}: fetched ${c} photos, ${c * 3} renditions written in ${(pm / 1000).toFixed(1)}s`,
        );
      }
    }
  });
  // saved-search alerts
  every(s, s.start, s.end, int(r, 45_000, 90_000), (t) => {
    if (quiet("alerts", t)) return;
    const q = int(r, 40, 400);
    emit(
      s,
      t,
      "alerts",
      "info",
      `saved-search batch ${hex(r, 6)}: evaluated ${int(r, 300, 2400)} searches, ${q} matches, ${Math.floor(q * 0.8)} emails queued`,
    );
    for (let i = 0; i < int(r, 2, 8); i++)
      emit(
        s,
        t + 500 + i * int(r, 80, 900),
        "alerts",
        "info",
        `delivered listing alert to ${maskEmail(s)} message_id=<${hex(r, 12)}@mail.${s.e.key}.example> (${int(r, 1, 12)} homes)`,
      );
  });
  // lender pings
  every(s, s.start, s.end, 30_000, (t) => {
    if (quiet("prequal", t)) return;
    for (const l of s.e.lenders)
      emit(s, t + int(r, 0, 800), "prequal", "debug", `lender ${l} ping ok ${int(r, 60, 400)}ms`);
  });
  // billing renewals
  every(s, s.start, s.end, int(r, 30_000, 60_000), (t) => {
    if (quiet("billing", t)) return;
    emit(
      s,
      t,
      "billing",
      "info",
      `Renewed subscription sub_${hex(r, 14)} for agent ${agent(s)} plan=${pick(r, ["zip_pro_monthly", "premier_zip", "team_basic"])} amount=$${pick(r, ["49.00", "79.00", "129.00", "249.00"])}`,
    );
  });
  // showing reminders
  every(s, s.start, s.end, 120_000, (t) => {
    if (quiet("showings", t)) return;
    emit(
      s,
      t,
      "showings",
      "info",
      `reminder job: ${int(r, 3, 40)} showing reminders sent (SMS ${int(r, 1, 20)}, email ${int(r, 1, 20)})`,
    );
  });
  // tile cache stats
  every(s, s.start, s.end, 60_000, (t) => {
    if (quiet("tiles", t)) return;
    emit(
      s,
      t,
      "tiles",
      "info",
      `cache stats: hit_ratio=${(0.6 + r() * 0.3).toFixed(2)} entries=${int(r, 80_000, 240_000)} evictions=${int(r, 0, 900)}`,
    );
  });
  // search engine node housekeeping
  every(s, s.start, s.end, 50_000, (t) => {
    if (quiet("es", t)) return;
    emit(
      s,
      t,
      "es",
      "info",
      pick(r, [
        `[${nm(s, "es")}-${int(r, 0, 2)}] [gc][${int(r, 1000, 90000)}] overhead, spent [${int(r, 100, 390)}ms] collecting in the last [1s]`,
        `[${nm(s, "es")}-${int(r, 0, 2)}] [listings_v12] merged segment sizes [${int(r, 2, 90)}mb]`,
        `[${nm(s, "es")}-${int(r, 0, 2)}] low disk watermark [85%] not exceeded on [${hex(r, 6)}][${nm(s, "es")}-${int(r, 0, 2)}] free: ${int(r, 90, 160)}gb[${int(r, 34, 44)}%]`,
      ]),
    );
  });
  // leads inbound from portal partners
  every(s, s.start, s.end, 25_000, (t) => {
    if (quiet("leads", t)) return;
    emit(
      s,
      t,
      "leads",
      "info",
      `partner lead ${pick(r, ["zillow", "realtor.com", "homes.com"])}:${hex(r, 8)} accepted for ${agent(s)} (${user(s)})`,
    );
  });
}
