// Redrock Overland Camps: desert and canyon camps with a Django front desk, Java availability and ledger,
// Go entry gates, power grid and alert caster, Python OCR, Node captive portal and key service, a .NET
// mercantile till and a Ruby distribution service for partner channels. Short 16-hex trace ids.
import { day, rubyTime } from "../clock.js";
import type { Estate, SceneLike } from "../types.js";

const CAMPS = ["moab-rim", "canyon-flats", "slickrock", "juniper-mesa", "cedar-wash"];
const siteId = (sc: SceneLike) => `${sc.rng.pick(["R", "T", "V", "W"])}${sc.rng.int(1, 64)}`;

export const redrock: Estate = {
  key: "redrock",
  company: "Redrock Overland Camps",
  project: "redrock-overland",
  cluster: "rr-prod-1",
  namespace: "overland",
  region: "us-west3-a",
  services: [
    { name: "frontdesk", runtime: "python", replicas: 3, logger: "frontdesk.views" },
    { name: "availability", runtime: "java", replicas: 3, logger: "camp.availability.HoldService" },
    { name: "ledger", runtime: "java", replicas: 2, logger: "camp.ledger.FolioPoster" },
    { name: "entry-gate", runtime: "go", replicas: 1, logger: "entrygate" },
    { name: "powergrid", runtime: "go", replicas: 1, logger: "powergrid" },
    { name: "alertcaster", runtime: "go", replicas: 1, logger: "alertcaster" },
    { name: "cam-ocr", runtime: "python", replicas: 2, logger: "camocr.worker" },
    { name: "captive", runtime: "node", replicas: 2, logger: "captive" },
    { name: "keyless", runtime: "node", replicas: 2, logger: "keyless" },
    { name: "mercantile", runtime: "dotnet", replicas: 1, logger: "Redrock.Mercantile.Register" },
    { name: "distribution", runtime: "ruby", replicas: 1, logger: "distribution" },
  ],
  roles: {
    edge: "frontdesk",
    api: "frontdesk",
    calendar: "availability",
    gate: "entry-gate",
    lpr: "cam-ocr",
    power: "powergrid",
    wifi: "captive",
    pos: "mercantile",
    pay: "ledger",
    locks: "keyless",
    channel: "distribution",
    weather: "alertcaster",
    notify: "alertcaster",
  },
  traceStyle: "short",
  traced: ["frontdesk", "availability", "ledger", "keyless", "distribution"],
  parks: CAMPS,
  flows: [
    {
      w: 22,
      run(sc, t, tr) {
        const camp = sc.rng.pick(CAMPS);
        const start = day(t, sc.rng.int(1, 120));
        const took = sc.rng.int(4, 50);
        sc.log(
          t + took,
          "availability",
          "info",
          `search camp=${camp} start=${start} nights=${sc.rng.int(1, 10)} vehicle=${sc.rng.pick(["tent", "overlander", "rv<30", "rv<40", "rv40+"])} hits=${sc.rng.int(0, 35)} took=${took}ms`,
          { trace: tr },
        );
        sc.log(
          t + took + sc.rng.int(5, 25),
          "frontdesk",
          "info",
          `"GET /api/availability/?camp=${camp}&start=${start} HTTP/1.1" 200 ${sc.rng.int(700, 8000)}`,
          { trace: tr },
        );
      },
    },
    {
      w: 7,
      run(sc, t, tr) {
        const b = `RR-${sc.rng.upper(2)}${sc.rng.digits(5)}`;
        const s = siteId(sc);
        sc.log(
          t + 20,
          "availability",
          "info",
          `hold acquired site=${s} nights=${sc.rng.int(1, 6)} booking=${b} lock_wait=${sc.rng.int(0, 12)}ms`,
          { trace: tr },
        );
        sc.log(
          t + 260,
          "ledger",
          "info",
          `folio ${b}: deposit ${(sc.rng.int(3000, 20000) / 100).toFixed(2)} USD captured (psp=${sc.rng.pick(["tilled", "tilled", "adyen"])})`,
          { trace: tr },
        );
        sc.log(t + 330, "frontdesk", "info", `"POST /api/bookings/ HTTP/1.1" 201 ${sc.rng.int(400, 1200)}`, {
          trace: tr,
        });
        if (sc.rng.chance(0.4))
          sc.log(
            t + sc.rng.int(500, 1500),
            "keyless",
            "info",
            `code issued booking=${b} lock=lw-${sc.rng.digits(4)} valid=${day(t, 1)}..${day(t, 4)}`,
            { trace: tr },
          );
      },
    },
    {
      w: 6,
      run(sc, t) {
        const plate = `${sc.rng.upper(3)}-${sc.rng.digits(4)}`;
        sc.log(
          t,
          "cam-ocr",
          "info",
          `ocr lane=${sc.rng.int(1, 2)} plate=${plate} score=${sc.rng.float(0.84, 0.99).toFixed(2)} jurisdiction=${sc.rng.pick(["UT", "UT", "CO", "AZ", "NV"])}`,
        );
        sc.log(
          t + sc.rng.int(100, 400),
          "entry-gate",
          "info",
          `gate=north lane=${sc.rng.int(1, 2)} event=open plate=${plate} authorised_by=${sc.rng.pick(["booking", "booking", "pass", "host"])}`,
        );
      },
    },
    {
      w: 5,
      run(sc, t) {
        sc.log(
          t,
          "mercantile",
          "info",
          `Register ${sc.rng.int(1, 2)}: ticket ${sc.rng.digits(6)} paid ${(sc.rng.int(120, 9000) / 100).toFixed(2)} (${sc.rng.pick(["card-present", "card-present", "cash", "folio"])})`,
        );
      },
    },
    {
      w: 6,
      run(sc, t) {
        sc.log(
          t,
          "captive",
          "info",
          `auth ok ${sc.rng.pick(["voucher", "voucher", "room-code", "sms"])} client=${sc.rng.hex(12)} site=${siteId(sc)} bw=${sc.rng.pick(["5M", "10M", "25M"])}`,
        );
      },
    },
    {
      w: 3,
      run(sc, t, tr) {
        const ch = sc.rng.pick(["Hipcamp", "Campspot", "KOA-Link"]);
        sc.log(
          t,
          "distribution",
          "info",
          `I, [${rubyTime(t)} #1]  INFO -- : [${ch}] inventory delta sent (${sc.rng.int(1, 40)} rows) 200 in ${sc.rng.int(80, 500)}ms`,
          { trace: tr },
        );
      },
    },
    {
      w: 3,
      run(sc, t, tr) {
        sc.log(
          t,
          "ledger",
          "info",
          `posted folio line ${sc.rng.pick(["site-fee", "firewood", "late-checkout", "shower-token"])} ${(sc.rng.int(200, 4000) / 100).toFixed(2)} to RR-${sc.rng.upper(2)}${sc.rng.digits(5)}`,
          { trace: tr },
        );
      },
    },
  ],
  ticks: [
    {
      everyMs: 15_000,
      run(sc, t) {
        sc.log(t, "frontdesk", "info", `"GET /health/ HTTP/1.1" 200 15`);
      },
    },
    {
      everyMs: 60_000,
      run(sc, t) {
        sc.log(
          t,
          "powergrid",
          "info",
          `poll complete feeders=4 pedestals=${sc.rng.int(140, 146)}/146 load_kw=${sc.rng.float(80, 240).toFixed(1)}`,
        );
        sc.log(t + 800, "alertcaster", "info", `feed check nws=ok fire=ok flood=ok active=0`);
      },
    },
  ],
  chronic(sc) {
    // Lane 2's exit loop detector was flagged to maintenance weeks ago; the controller logs it relentlessly.
    sc.every(sc.rng.int(12_000, 22_000), sc.start, sc.end, 2000, (t) => {
      sc.log(t, "entry-gate", "error", `loop=B lane=2 fault=stuck-high duration=${sc.rng.int(3, 9)}d ignoring input`);
    });
  },
};
