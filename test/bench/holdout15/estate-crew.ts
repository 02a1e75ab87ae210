// Estate "crew": an airline's crew-rostering platform (Spring, Go, Python, Node, .NET, Ruby, Rust, envoy, postgres,
// redis, kafka, kubelet) with its healthy traffic.
import type { Rng } from "./rng.js";
import type { Estate } from "./types.js";

const crew = (r: Rng) => `C${r.int(10000, 99999)}`;
const pairing = (r: Rng) => `P${r.int(1, 9)}${r.hex(4).toUpperCase()}`;
const base = (r: Rng) => r.pick(["AMS", "LHR", "CDG", "FRA", "MAD", "CPH", "DUB", "OSL"]);
const ms = (r: Rng, lo = 3, hi = 240) => r.int(lo, hi);

export const CREW: Estate = {
  key: "crew",
  namespace: "rostering-prod",
  services: [
    {
      name: "crew-edge",
      rate: 40,
      lines: [
        [
          6,
          "info",
          (r) => `[${r.pick(["GET", "GET", "POST"])} /api/roster/${crew(r)}] 200 upstream=roster-api rt=${ms(r)}ms`,
        ],
        [1, "info", (r) => `GET /healthz 200 ${ms(r, 0, 2)}ms`],
      ],
    },
    {
      name: "roster-api",
      rate: 30,
      lines: [
        [5, "info", (r) => `Completed GET /roster/${crew(r)} in ${ms(r)} ms, status 200`],
        [2, "info", (r) => `Roster period 2026-${r.int(7, 9)} published for base ${base(r)} (${r.int(80, 400)} crew)`],
        [
          1,
          "info",
          (r) =>
            `HikariPool-1 - Pool stats (total=${r.int(10, 20)}, active=${r.int(0, 6)}, idle=${r.int(4, 12)}, waiting=0)`,
        ],
      ],
    },
    {
      name: "pairing-optimizer",
      rate: 8,
      lines: [
        [
          3,
          "info",
          (r) => `solver iteration ${r.int(1, 900)}: cost=${r.int(100000, 999999)} gap=${(r.next() * 2).toFixed(3)}%`,
        ],
        [
          1,
          "info",
          (r) => `built ${r.int(200, 1800)} candidate pairings for fleet ${r.pick(["A320", "E190", "B737", "A350"])}`,
        ],
      ],
    },
    {
      name: "duty-legality",
      rate: 20,
      lines: [
        [
          4,
          "info",
          (r) =>
            `legality check pairing=${pairing(r)} crew=${crew(r)} result=legal fdp=${r.int(5, 13)}h${r.int(10, 59)}m`,
        ],
        [1, "warn", (r) => `pairing ${pairing(r)} within 15 min of max FDP (EASA ORO.FTL.205), flagged for review`],
      ],
    },
    {
      name: "crew-notify",
      rate: 15,
      lines: [
        [4, "info", (r) => `push sent to ${crew(r)} (roster change, ${r.pick(["ios", "android"])})`],
        [1, "info", (r) => `sms batch delivered ${r.int(3, 40)}/${r.int(40, 41)} via provider`],
      ],
    },
    {
      name: "qualifications-svc",
      rate: 10,
      lines: [
        [
          3,
          "info",
          (r) =>
            `Qualification lookup for ${crew(r)}: type rating ${r.pick(["A320", "B737"])} valid until 2027-0${r.int(1, 9)}-1${r.int(0, 9)}`,
        ],
        [1, "info", (r) => `Recurrent training reminder queued for ${crew(r)}`],
      ],
    },
    {
      name: "layover-hotels",
      rate: 6,
      lines: [
        [3, "info", (r) => `Booked ${r.int(1, 8)} rooms at ${base(r)} layover hotel for pairing ${pairing(r)}`],
        [1, "info", (r) => `Completed 200 OK in ${ms(r)}ms (ActiveRecord: ${ms(r, 1, 30)}.${r.int(0, 9)}ms)`],
      ],
    },
    {
      name: "ops-feed-ingest",
      rate: 25,
      lines: [
        [
          5,
          "info",
          (r) => `consumed ${r.int(1, 60)} movement messages (MVT) offset=${r.int(100000, 999999)} lag=${r.int(0, 40)}`,
        ],
        [
          1,
          "info",
          (r) =>
            `flight ${r.pick(["KL", "BA", "AF", "LH"])}${r.int(100, 1999)} actual off-block ${r.int(0, 23)}:${r.int(10, 59)}Z`,
        ],
      ],
    },
    {
      name: "roster-db",
      rate: 4,
      lines: [
        [
          3,
          "info",
          (r) =>
            `checkpoint complete: wrote ${r.int(100, 9000)} buffers (${(r.next() * 5).toFixed(1)}%); write=${(r.next() * 30).toFixed(3)} s`,
        ],
        [1, "info", (r) => `automatic vacuum of table "roster.duty_assignments": index scans: ${r.int(0, 2)}`],
      ],
    },
    {
      name: "crew-cache",
      rate: 3,
      lines: [
        [2, "info", (r) => `${r.int(1, 200)} changes in 60 seconds. Saving...`],
        [1, "info", () => "Background saving terminated with success"],
      ],
    },
    {
      name: "kafka-broker",
      rate: 3,
      lines: [
        [
          2,
          "info",
          (r) =>
            `[Log partition=crew.movements-${r.int(0, 11)}] Rolled new log segment at offset ${r.int(100000, 999999)}`,
        ],
        [1, "info", (r) => `[GroupCoordinator 1]: Stabilized group ops-feed generation ${r.int(10, 90)}`],
      ],
    },
    {
      name: "kubelet",
      rate: 2,
      lines: [
        [
          2,
          "info",
          (r) =>
            `SyncLoop (PLEG): event for pod rostering-prod/${r.pick(["roster-api", "duty-legality"])}-${r.hex(5)}, ContainerStarted`,
        ],
        [1, "info", () => "Probe succeeded probeType=Readiness"],
      ],
    },
    {
      name: "fatigue-model",
      rate: 6,
      lines: [
        [3, "info", (r) => `alertness score ${(r.next() * 3 + 5).toFixed(2)} for pairing ${pairing(r)} (SAFE model)`],
      ],
    },
  ],
  flows: [
    {
      rate: 25,
      steps: [
        ["crew-edge", (r) => `[POST /api/swaps] 200 upstream=roster-api rt=${ms(r)}ms`, 0],
        ["roster-api", (r) => `swap request ${r.hex(6)} accepted between ${crew(r)} and ${crew(r)}`, 8],
        ["duty-legality", (r) => `legality check pairing=${pairing(r)} result=legal rest=${r.int(10, 30)}h`, 12],
        ["qualifications-svc", (r) => `Qualification lookup for ${crew(r)}: ok`, 6],
        ["crew-notify", (r) => `push sent to ${crew(r)} (swap approved)`, 30],
      ],
    },
  ],
  noise: [
    ["fatigue-model", "error", (r) => `ValueError: sleep diary for ${crew(r)} has overlapping entries, skipped`],
    [
      "layover-hotels",
      "error",
      (r) =>
        `Hotel API returned unknown property code ${r.pick(["XLHR9", "QCDG2", "ZFRA1"])}, booking left for manual desk`,
    ],
    ["ops-feed-ingest", "warn", (r) => `unparsable MVT line from SITA feed, dropped: "${r.hex(6).toUpperCase()} AD/"`],
  ],
};
