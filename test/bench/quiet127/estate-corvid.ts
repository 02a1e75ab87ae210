// Estate 3: Corvid Forge runs "Ironvale Arena", a cross-platform hero brawler. A Node edge, ASP.NET Core
// identity / matchmaking / store / entitlements, Node presence and friends, Go fleet agent, ladder and
// anti-cheat verdicts. Short trace ids on request lines.
import { access } from "./access.js";
import type { Rng } from "./rng.js";
import type { Estate } from "./types.js";

const REGIONS = ["eu-central", "eu-north", "us-east", "us-central", "ap-south", "ap-east"];
const MODES = ["ranked-3v3", "brawl-4v4", "duel", "coop-raid"];
const SKUS = ["hero.vesper", "skin.vesper.obsidian", "pass.season5", "gems.1000", "gems.4200", "bundle.starter"];
const guid = (r: Rng) => r.uuid();

export const corvid: Estate = {
  key: "corvid",
  studio: "Corvid Forge",
  game: "Ironvale Arena",
  apiHost: "gw.ironvale.corvidforge.example",
  services: [
    { name: "iv-gateway", runtime: "node", roles: ["gateway"] },
    { name: "iv-identity", runtime: "dotnet", roles: ["auth", "notify"] },
    { name: "iv-presence", runtime: "node", roles: ["presence"] },
    { name: "iv-friends", runtime: "node", roles: ["chat"] },
    { name: "iv-matchmaking", runtime: "dotnet", roles: ["match", "rating"] },
    { name: "iv-fleet-agent", runtime: "go", roles: ["fleet", "gs"] },
    { name: "iv-store", runtime: "dotnet", roles: ["store"] },
    { name: "iv-entitlements", runtime: "dotnet", roles: ["ent"] },
    { name: "iv-ladder", runtime: "go", roles: ["board", "stats", "replay"] },
    { name: "iv-anticheat", runtime: "go", roles: ["anticheat"] },
    { name: "iv-patch-manifest", runtime: "node", roles: ["patch"] },
  ],
  trace: "short",
  nodes: ["aks-gamepool-31554208-vmss00000a", "aks-gamepool-31554208-vmss00000c", "aks-syspool-18022917-vmss000001"],
  gcp: { project: "corvid-ironvale", cluster: "ironvale-prod-euc", location: "europe-west3", namespace: "ironvale" },
  regions: REGIONS,
  modes: MODES,
  platforms: ["pc", "ps5", "xsx", "switch"],
  skus: SKUS,
  build: "5.3.1887",
  oldBuild: "5.2.1840",
  pid: guid,
  matchId: (r) => `M${r.int(10, 99)}-${r.b36(10).toUpperCase()}`,
  server: (r, region) =>
    `ivs-${(region ?? r.pick(REGIONS)).replace("-", "")}-${String(r.int(1, 400)).padStart(4, "0")}`,
  ua: (r) =>
    r.weighted([
      ["IronvaleClient/5.3.1887 (Windows; x64)", 5],
      ["IronvaleClient/5.3.1887 (PlayStation 5)", 2],
      ["IronvaleClient/5.3.1887 (Xbox Series X)", 1],
      ["IronvaleClient/5.3.1887 (Nintendo Switch)", 1],
    ]),
  probes: ["iv-presence", "iv-friends", "iv-patch-manifest", "iv-anticheat"],
  probeEvery: 10,
  flows: [
    {
      name: "token",
      rate: 0.3,
      touches: ["iv-identity"],
      run(c, t) {
        const r = c.r;
        const tid = c.tid();
        const ms = r.int(25, 140);
        c.emit(
          t + ms - 9,
          "iv-identity",
          "info",
          `Issued access token for player ${guid(r)} (client ironvale-${r.pick(["pc", "ps5", "xsx", "switch"])}, scopes: game profile store)`,
          { tid },
        );
        c.emit(
          t + ms - 4,
          "iv-identity",
          "info",
          `Request finished HTTP/1.1 POST http://iv-identity:8080/connect/token - 200 ${r.int(1400, 1800)} application/json ${(ms - 5 + r.next()).toFixed(4)}ms`,
          { tid },
        );
        access(c, t + ms, { m: "POST", path: "/auth/token", code: 200, ms, tid, up: "iv-identity" });
      },
    },
    {
      name: "presence",
      rate: 0.45,
      touches: ["iv-presence"],
      run(c, t) {
        const r = c.r;
        const tid = c.tid();
        const ms = r.int(2, 12);
        c.emit(
          t + ms - 1,
          "iv-presence",
          "info",
          `presence set ${guid(r)} -> ${r.pick(["menu", "menu", "in-match", "queue", "party"])} ttl=90s`,
          { tid },
        );
        access(c, t + ms, { m: "PUT", path: "/presence/me", code: 204, ms, tid, up: "iv-presence", bytes: 0 });
      },
    },
    {
      name: "friends",
      rate: 0.25,
      touches: ["iv-friends", "iv-presence"],
      run(c, t) {
        const r = c.r;
        const tid = c.tid();
        const ms = r.int(8, 50);
        const n = r.int(0, 120);
        c.emit(
          t + ms - 2,
          "iv-friends",
          "info",
          `friends list for ${guid(r)}: ${n} friends, ${Math.floor(n * r.float(0, 0.4))} online (presence lookup ${r.int(1, ms - 3)}ms)`,
          { tid },
        );
        access(c, t + ms, { m: "GET", path: "/friends?include=presence", code: 200, ms, tid, up: "iv-friends" });
      },
    },
    {
      name: "ticket",
      rate: 0.35,
      touches: ["iv-matchmaking"],
      run(c, t) {
        const r = c.r;
        const tid = c.tid();
        const ms = r.int(6, 35);
        c.emit(
          t + ms - 2,
          "iv-matchmaking",
          "info",
          `Ticket ${r.hex(8).toUpperCase()} queued: mode=${r.pick(MODES)} region=${r.pick(REGIONS)} mmr=${r.int(600, 2900)} party=${r.pick([1, 1, 1, 2, 3])}`,
          { tid },
        );
        access(c, t + ms, { m: "POST", path: "/matchmaking/tickets", code: 202, ms, tid, up: "iv-matchmaking" });
      },
    },
    {
      name: "assemble",
      rate: 0.07,
      touches: ["iv-matchmaking", "iv-fleet-agent"],
      run(c, t) {
        const r = c.r;
        const tid = c.tid();
        const id = corvid.matchId(r);
        const region = r.pick(REGIONS);
        c.emit(
          t,
          "iv-matchmaking",
          "info",
          `Match ${id} assembled with ${r.pick([6, 8, 2, 4])} players in ${region} (quality ${r.float(0.6, 0.95).toFixed(2)})`,
          { tid },
        );
        c.emit(
          t + r.int(40, 300),
          "iv-fleet-agent",
          "info",
          `allocate ok match=${id} server=${corvid.server(r, region)} port=${r.int(7000, 7999)} took=${r.int(30, 280)}ms`,
          { tid },
        );
      },
    },
    {
      name: "result",
      rate: 0.07,
      touches: ["iv-ladder"],
      run(c, t) {
        const r = c.r;
        c.emit(
          t,
          "iv-ladder",
          "info",
          `result ingested match=${corvid.matchId(r)} winners=${r.pick([1, 2, 3, 4])} elo_delta=±${r.int(8, 31)} took=${r.int(3, 40)}ms`,
          { tid: c.tid() },
        );
      },
    },
    {
      name: "ladder",
      rate: 0.35,
      touches: ["iv-ladder"],
      run(c, t) {
        const r = c.r;
        const tid = c.tid();
        const ms = r.int(3, 30);
        const path = `/ladder/season/5/${r.pick(["top", "around-me", "friends"])}?limit=${r.pick([25, 50, 100])}`;
        c.emit(t + ms - 1, "iv-ladder", "info", `GET ${path} 200 ${ms - 1}ms`, { tid });
        access(c, t + ms, { m: "GET", path, code: 200, ms, tid, up: "iv-ladder" });
      },
    },
    {
      name: "storefront",
      rate: 0.18,
      touches: ["iv-store", "iv-entitlements"],
      run(c, t) {
        const r = c.r;
        const tid = c.tid();
        const ms = r.int(30, 160);
        const p = guid(r);
        c.emit(
          t + ms / 3,
          "iv-entitlements",
          "info",
          `Ownership check for ${p}: ${r.int(3, 60)} items (cache ${r.pick(["hit", "hit", "hit", "miss"])})`,
          { tid },
        );
        c.emit(
          t + ms - 3,
          "iv-store",
          "info",
          `Storefront built for ${p}: ${r.int(18, 30)} offers, region ${r.pick(["DE", "US", "FR", "JP", "BR", "SE"])}`,
          { tid },
        );
        access(c, t + ms, { m: "GET", path: "/store/storefront", code: 200, ms, tid, up: "iv-store" });
      },
    },
    {
      name: "checkout",
      rate: 0.03,
      touches: ["iv-store", "iv-entitlements", "paygrid"],
      run(c, t) {
        const r = c.r;
        const tid = c.tid();
        const ms = r.int(600, 2400);
        const ord = `ORD-${r.int(10_000_000, 99_999_999)}`;
        const sku = r.pick(SKUS);
        c.emit(
          t + ms - 200,
          "iv-store",
          "info",
          `Payment pi_${r.b36(20)} captured via PayGrid for order ${ord} (${r.pick(["4.99", "9.99", "19.99", "49.99"])} ${r.pick(["EUR", "USD", "SEK"])})`,
          { tid },
        );
        c.emit(t + ms - 60, "iv-entitlements", "info", `Granted ${sku} to ${guid(r)} (order ${ord})`, { tid });
        access(c, t + ms, { m: "POST", path: "/store/checkout", code: 200, ms, tid, up: "iv-store" });
      },
    },
    {
      name: "manifest",
      rate: 0.25,
      touches: ["iv-patch-manifest"],
      run(c, t) {
        const r = c.r;
        const tid = c.tid();
        const ms = r.int(4, 30);
        c.emit(
          t + ms - 1,
          "iv-patch-manifest",
          "info",
          `manifest served build=5.3.1887 platform=${r.pick(["win64", "ps5", "xsx", "switch"])} delta_from=${r.pick(["5.3.1880", "5.3.1874", "5.2.1840"])} size=${r.int(40, 900)}MB`,
          { tid },
        );
        access(c, t + ms, { m: "GET", path: "/patch/manifest/latest", code: 200, ms, tid, up: "iv-patch-manifest" });
      },
    },
    {
      name: "verdicts",
      rate: 0.2,
      touches: ["iv-anticheat"],
      run(c, t) {
        const r = c.r;
        const n = r.int(20, 120);
        c.emit(t, "iv-anticheat", "info", `verdicts batch=${n} clean=${n} suspicious=0 server=${corvid.server(r)}`);
      },
    },
  ],
  jobs: [
    {
      every: 15,
      run(c, t) {
        const r = c.r;
        c.emit(
          t,
          "iv-fleet-agent",
          "info",
          `fleet region=${r.pick(REGIONS)} ready=${r.int(15, 70)} allocated=${r.int(80, 360)} draining=${r.int(0, 3)}`,
        );
      },
    },
    {
      every: 30,
      run(c, t) {
        c.emit(
          t,
          "iv-presence",
          "info",
          `online=${c.r.int(40000, 90000)} sockets=${c.r.int(40000, 90000)} redis_rtt_p99=${c.r.int(1, 4)}ms`,
        );
      },
    },
    {
      every: 20,
      run(c, t) {
        const r = c.r;
        c.emit(
          t,
          "iv-matchmaking",
          "info",
          `Queue snapshot: ${r.pick(MODES)}/${r.pick(REGIONS)} waiting=${r.int(20, 700)} p50_wait=${r.int(6, 60)}s`,
        );
      },
    },
    {
      every: 60,
      run(c, t) {
        c.emit(t, "iv-store", "info", `Outbox dispatched ${c.r.int(0, 40)} messages to entitlements-events`);
      },
    },
  ],
  chronic: [
    (c) =>
      c.spread(0.08, (t) =>
        c.emit(
          t,
          "iv-friends",
          "error",
          `presence fan-out to ${guid(c.r)} failed: Error: socket hang up (client gone)`,
        ),
      ),
    (c) =>
      c.spread(0.035, (t) =>
        c.emit(
          t,
          "iv-store",
          "warn",
          "The query uses the 'First'/'FirstOrDefault' operator without 'OrderBy' and filter operators. This may lead to unpredictable results.",
        ),
      ),
    (c) =>
      c.spread(0.03, (t) =>
        c.emit(
          t,
          "iv-identity",
          "warn",
          `Failed to validate the token: IDX10223: Lifetime validation failed. The token is expired. ValidTo (UTC): '${new Date(t - c.r.int(60, 9000) * 1000).toISOString().slice(0, 19).replace("T", " ")}', Current time (UTC): '${new Date(t).toISOString().slice(0, 19).replace("T", " ")}'.`,
        ),
      ),
  ],
};
