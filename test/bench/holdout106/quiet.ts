// Episodes of ordinary trouble in each estate: they make the quiet windows look alive and appear in some
// failing windows too. None of them is anything an on-call engineer would be paged for.
import { helpers as h } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Emit } from "./stream.js";

type Episode = (r: Rng, at: number) => Emit[];
const E = (svc: string, lvl: Emit["lvl"], msg: string, dt = 0): Emit => ({ svc, lvl, msg, dt });

const embarkPeak: Episode = (r) => {
  const out: Emit[] = [E("embark-terminal", "info", "Embarkation wave 3 opened at SOU-T1 (lanes 1-12)")];
  for (let k = 0; k < r.i(8, 16); k++)
    out.push(
      E(
        "embark-terminal",
        "warn",
        `Barcode read failed at lane ${r.i(1, 12)} (PDF417 decode error, attempt ${r.i(1, 2)}) - manual lookup by agent`,
        k * r.i(4000, 15000),
      ),
    );
  return out;
};

const pspBlip: Episode = (r) => [
  E("payment-bridge", "warn", `psp latency p99 ${r.i(1800, 2600)}ms above 1500ms for 60s`),
  E(
    "payment-bridge",
    "warn",
    `psp call failed with i/o timeout, retrying idempotency_key=${r.hex(12)} attempt=1`,
    2000,
  ),
  E("payment-bridge", "info", "psp call succeeded attempt=2", 3400),
  E("payment-bridge", "info", `psp latency back to normal p99=${r.i(400, 900)}ms`, 70000),
];

const scraper: Episode = (r) =>
  Array.from({ length: r.i(6, 14) }, (_, k) =>
    E(
      "guest-portal-api",
      "warn",
      `rate limit exceeded for client 198.51.100.${r.i(2, 250)} on /api/v3/voyages/search (120 req/min), 429 sent`,
      k * 3000,
    ),
  );

const satDrop: Episode = (r) => {
  const down = r.i(90, 260) * 1000;
  const out: Emit[] = [
    E("satlink-sync", "debug", "mute", down),
    E("satlink-sync", "warn", `link down (rain fade, snr ${r.i(0, 2)}.${r.i(0, 9)}dB), buffering to outbox`),
  ];
  for (let t = 15000; t < down; t += 20000)
    out.push(E("satlink-sync", "warn", `upload deferred: link down, outbox depth=${Math.round(t / 900)}`, t));
  out.push(
    E("folio-ledger", "warn", `Shore replication lag ${Math.round(down / 60000) + 1} min (satellite link)`, down / 2),
  );
  out.push(
    E(
      "satlink-sync",
      "info",
      `link up provider=KA-band snr=${r.i(8, 12)}.${r.i(0, 9)}dB, syncing backlog ${r.i(800, 2600)} records`,
      down,
    ),
  );
  out.push(E("satlink-sync", "info", `backlog drained in ${r.i(30, 120)}s`, down + r.i(30000, 90000)));
  return out;
};

const lockDemag: Episode = (r) => {
  const c = h.cabin(r);
  return [
    E(
      "door-lock-hub",
      "warn",
      `lock ${c} rejected credential=card reason=CARD_UNREADABLE (track data invalid, demagnetised?)`,
    ),
    E(
      "door-lock-hub",
      "warn",
      `lock ${c} rejected credential=card reason=CARD_UNREADABLE (track data invalid, demagnetised?)`,
      9000,
    ),
    E("keycard-encoder", "info", `Encoded key card for cabin ${c} (replacement, encoder GS-2, 2 cards)`, 240000),
    E("door-lock-hub", "info", `lock ${c} opened credential=card rssi=-55`, 420000),
  ];
};

const weatherCancel =
  (svcWeather: string, svcSms: string, svcInv: string, route: (r: Rng) => string): Episode =>
  (r) => {
    const s = `${route(r)}-${r.i(1500, 2130)}`;
    const n = r.i(80, 420);
    const out: Emit[] = [
      E(svcWeather, "warn", `sailing ${s} cancelled: forecast gusts ${r.i(45, 55)}kt exceed vessel limit 40kt`),
      E(svcInv, "info", `sailing ${s} closed for sale (weather)`, 2000),
      E(svcSms, "info", `Queued delay-notice for ${n} passengers of ${s}`, 15000),
    ];
    for (let k = 0; k < r.i(6, 14); k++)
      out.push(
        E(
          svcInv,
          "info",
          `rebooked booking to next sailing (from ${s}), ${r.i(1, 5)} pax`,
          30000 + k * r.i(5000, 20000),
        ),
      );
    return out;
  };

const fullSailing: Episode = (r) =>
  Array.from({ length: r.i(4, 9) }, (_, k) =>
    E(
      "sailing-inventory",
      "warn",
      `sailing ${h.route(r)}-${r.i(600, 2130)} full for vehicles, booking request rejected`,
      k * 12000,
    ),
  );

const kioskPaper: Episode = (r) => [
  E("checkin-kiosk", "warn", "Kiosk OBN-02 paper low (3%), notify port staff"),
  E("checkin-kiosk", "error", "Kiosk OBN-02 printer offline: paper out", r.i(40000, 90000)),
  E("checkin-kiosk", "info", "Kiosk OBN-02 printer online", r.i(200000, 300000)),
];

export const EPISODES: Record<string, Episode[]> = {
  meridian: [embarkPeak, pspBlip, scraper],
  aurora: [satDrop, lockDemag, satDrop],
  northchannel: [weatherCancel("weather-ops", "sms-notifier", "sailing-inventory", h.route), fullSailing],
  islelink: [weatherCancel("disruption-feed", "islands-api", "ticketing-core", h.isle), kioskPaper],
};
