// Estate 1: an airline crew-scheduling platform ("skycrew"), traced, decoy ops-feed.
import type { Rng } from "./rng.js";
import type { Estate } from "./types.js";

const bases = ["AMS", "CDG", "FRA", "MAD", "CPH", "DUB"];
const ms = (r: Rng, a = 20, b = 260) => r.int(a, b);
const crew = (r: Rng) => `C${r.int(10000, 99999)}`;
const pairing = (r: Rng) => `P${r.int(1000, 9999)}`;

export const CREW: Estate = {
  name: "skycrew",
  namespace: "crew-prod",
  traced: true,
  services: [
    {
      name: "crew-portal",
      weight: 5,
      normal: [
        (r) => `GET /api/roster/me -> 200 (${ms(r)}ms)`,
        (r) => `POST /api/swaps -> 201 (${ms(r, 40, 300)}ms)`,
        (r) => `GET /api/duty/legality?pairing=${pairing(r)} -> 200 (${ms(r)}ms)`,
        (r) => `GET /api/pay/statements/2026-0${r.int(5, 7)} -> 200 (${ms(r)}ms)`,
      ],
    },
    {
      name: "roster",
      weight: 4,
      normal: [
        (r) =>
          `assignment ${r.pick(["CPT", "FO", "SCC", "CC"])} ${crew(r)} -> pairing ${pairing(r)} (${r.pick(bases)}-${r.pick(bases)}-${r.pick(bases)}) stored`,
        (r) => `swap request SW${r.int(10000, 99999)} approved between ${crew(r)} and ${crew(r)}`,
        (r) => `roster view built for ${crew(r)}: ${r.int(9, 21)} duties in period`,
      ],
    },
    {
      name: "pairing-optimizer",
      weight: 1,
      normal: [
        (r) => `solver iteration ${r.int(1, 400)}: cost=${r.int(180000, 260000)} gap=${r.num(0.1, 3).toFixed(2)}%`,
        (r) => `pairing set refreshed for fleet ${r.pick(["A320", "B737", "E190"])} (${r.int(300, 1400)} pairings)`,
      ],
    },
    {
      name: "duty-limits",
      weight: 4,
      normal: [
        (r) => `legality check ${crew(r)} ${pairing(r)}: OK (FDP ${r.int(6, 12)}h${r.int(10, 59)} / max 13h00)`,
        (r) => `rest check ${crew(r)}: ${r.int(11, 30)}h rest before report, OK`,
      ],
    },
    {
      name: "crew-notify",
      weight: 2,
      normal: [
        (r) => `push sent to ${crew(r)} (roster change) via fcm in ${ms(r, 30, 180)}ms`,
        (r) => `SMS queued to +31******${r.int(10, 99)} (standby callout)`,
      ],
    },
    {
      name: "hotel-block",
      weight: 1,
      normal: [
        (r) =>
          `layover block confirmed: ${r.pick(["NH Barajas", "Radisson Kastrup", "Hilton Dublin"])} ${r.int(2, 14)} rooms for 2026-07-${r.int(10, 28)}`,
        (r) => `rate card refreshed for ${r.int(20, 90)} hotels`,
      ],
    },
    {
      name: "ledger",
      weight: 2,
      normal: [
        (r) => `pay line posted ${crew(r)} per-diem ${r.int(30, 140)}.${r.int(10, 99)} EUR`,
        (r) => `balance for ${crew(r)} recomputed (${r.int(4, 60)} lines)`,
      ],
    },
    {
      name: "ops-feed",
      weight: 3,
      normal: [
        (r) =>
          `ACARS OOOI PH-${r.pick(["BX", "EX", "AX"])}${String.fromCharCode(65 + r.int(0, 25))} ${r.pick(["OUT", "OFF", "ON", "IN"])} ${r.int(10, 23)}:${r.int(10, 59)}Z`,
        (r) => `flight KX${r.int(100, 1999)} delayed +${r.int(5, 80)}min, forwarded to roster`,
      ],
    },
    {
      name: "sso-bridge",
      weight: 1,
      normal: [
        (r) => `SAML assertion accepted for ${crew(r)} (idp=crew-adfs)`,
        (r) => `session issued for ${crew(r)} ttl=8h`,
      ],
    },
    {
      name: "swap-board",
      weight: 1,
      normal: [
        (r) => `swap offer SO${r.int(1000, 9999)} listed by ${crew(r)}`,
        (r) => `swap match found SO${r.int(1000, 9999)} <-> SO${r.int(1000, 9999)}`,
      ],
    },
  ],
  flows: [
    ["crew-portal", "roster", "duty-limits"],
    ["crew-portal", "ledger"],
    ["crew-portal", "sso-bridge"],
    ["crew-portal", "swap-board", "roster"],
  ],
  decoy: {
    svc: "ops-feed",
    level: "error",
    every: [6, 20],
    msg: (r) => `ACARS message for unknown tail PH-X${String.fromCharCode(65 + r.int(0, 25))}${r.int(1, 9)}, dropped`,
  },
};
