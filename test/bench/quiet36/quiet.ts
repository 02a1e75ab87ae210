// Forty kinds of harmless noise that looks alarming, ten per estate. Nothing is broken in any of them.
import { flightNo, money, pnr } from "./estates.js";
import { dotnet, java, node, python, ruby } from "./stacks.js";
import type { Stream } from "./stream.js";

export interface QuietKind {
  id: string;
  estate: string;
  uses: string[];
  note: string;
  run: (s: Stream, at: number) => void;
  /** UTC hours the window may start at, when the story needs a time of day. */
  hours?: number[];
}

const MIN = 60000;
const CC = ["SK", "LH", "KL", "BA", "AY", "DY", "LX", "EI"];

export const QUIET: QuietKind[] = [
  // ---------------- Skylark Air ----------------
  {
    id: "fare-gone",
    estate: "skylark",
    uses: ["shop-bff", "offer-pricer", "fare-shopping"],
    note: "a cheap fare class sells out between shopping and pricing, so many offers reprice or vanish with 409s",
    run: (s, at) => {
      const r = s.r;
      s.poisson(at, at + 6 * MIN, 2.5, (t) => {
        const tr = s.tid();
        const id = `OF-${r.hex(10)}`;
        s.add(
          t,
          "offer-pricer",
          "warn",
          `OfferPrice ${id}: booking class ${r.pick(["Q", "V", "T"])} no longer available on SY${r.int(100, 990)} (AVS closed), offer expired`,
          { trace: tr },
        );
        s.add(
          t + 30,
          "shop-bff",
          "warn",
          `POST /api/v3/offers/${id}/price 409 OFFER_NO_LONGER_AVAILABLE ${r.int(200, 600)}ms`,
          { trace: tr },
        );
        if (r.chance(0.5))
          s.add(
            t + 400,
            "fare-shopping",
            "info",
            `AirShopping re-shop after price change: ${r.int(5, 60)} offers (lowest +${money(r, 12, 140)} GBP)`,
            { trace: tr },
          );
      });
    },
  },
  {
    id: "card-declines",
    estate: "skylark",
    uses: ["payment-orch", "shop-bff"],
    note: "a steady run of issuer declines (do not honor, insufficient funds) during a seat sale, all handled as refusals",
    run: (s, at) => {
      const r = s.r;
      s.poisson(at - 2 * MIN, at + 8 * MIN, 3, (t) => {
        const tr = s.tid();
        const [code, reason] = r.pick([
          ["05", "Do Not Honor"],
          ["51", "Not enough balance"],
          ["14", "Invalid Card Number"],
          ["54", "Expired Card"],
        ]);
        s.add(
          t,
          "payment-orch",
          "error",
          `authorisation refused psp=adyen pspReference=${r.digits(16)} resultCode=Refused refusalReason="${reason}" raw=${code}`,
          { trace: tr },
        );
        s.add(
          t + 50,
          "shop-bff",
          "warn",
          `POST /api/v3/orders/${pnr(r)}/payment 402 PAYMENT_REFUSED ${r.int(900, 2200)}ms`,
          { trace: tr },
        );
      });
    },
  },
  {
    id: "3ds-abandoned",
    estate: "skylark",
    uses: ["payment-orch", "pnr-service"],
    note: "shoppers abandon 3-D Secure challenges, the challenge windows expire and the holds are released on schedule",
    run: (s, at) => {
      const r = s.r;
      s.poisson(at, at + 7 * MIN, 5, (t) => {
        const tr = s.tid();
        const loc = pnr(r);
        s.add(
          t,
          "payment-orch",
          "warn",
          `3ds2 challenge timed out after 600s for order ${loc} (transStatus=U, cardholder did not complete)`,
          { trace: tr },
        );
        s.add(t + 120, "pnr-service", "info", `hold released for ${loc}: payment not completed, segments XX`, {
          trace: tr,
        });
      });
    },
  },
  {
    id: "bot-ratelimit",
    estate: "skylark",
    uses: ["shop-bff"],
    note: "a fare scraper is throttled at the edge with hundreds of 429s while real shoppers are served",
    run: (s, at) => {
      const r = s.r;
      const ip = `185.220.${r.int(100, 200)}.${r.int(2, 250)}`;
      s.add(
        at,
        "shop-bff",
        "warn",
        `rate limiter: client ${ip} exceeded 30 req/10s on /api/v3/offers/search (bot score 0.97), blocking`,
      );
      s.poisson(at, at + 6 * MIN, 0.8, (t) =>
        s.add(
          t,
          "shop-bff",
          "warn",
          `POST /api/v3/offers/search 429 Too Many Requests 1ms ip=${ip} ua="python-requests/2.31.0"`,
        ),
      );
    },
  },
  {
    id: "gc-pauses",
    estate: "skylark",
    uses: ["fare-shopping"],
    note: "the fare search JVM logs long G1 pauses and slow searches at a sale peak but keeps answering",
    run: (s, at) => {
      const r = s.r;
      s.poisson(at, at + 8 * MIN, 12, (t) => {
        s.add(
          t,
          "fare-shopping",
          "warn",
          `[gc] GC(${r.int(4000, 9000)}) Pause Young (Normal) (G1 Evacuation Pause) ${r.int(2800, 3900)}M->${r.int(900, 1500)}M(4096M) ${r.float(180, 520).toFixed(3)}ms`,
        );
        if (r.chance(0.5))
          s.add(
            t + 600,
            "fare-shopping",
            "warn",
            `slow AirShopping ${r.pick(["LHR-SIN", "LHR-JFK"])}: ${r.int(2100, 4200)}ms > 2000ms budget (offers=${r.int(150, 400)})`,
          );
      });
    },
  },
  {
    id: "email-bounces",
    estate: "skylark",
    uses: ["notify-sender"],
    note: "a schedule-change mailing produces a burst of hard bounces for stale addresses, suppressed as designed",
    run: (s, at) => {
      const r = s.r;
      s.add(at, "notify-sender", "info", `campaign schedule_change_dec started: ${r.int(3000, 9000)} recipients`);
      s.poisson(at, at + 7 * MIN, 1.5, (t) =>
        s.add(
          t,
          "notify-sender",
          "error",
          `SES bounce Permanent/General for ${r.pick(["j.smith", "anna.k", "m_olsen", "travel.desk"])}${r.int(1, 99)}@${r.pick(["hotmail.co.uk", "btinternet.com", "corp.example"])}: 550 5.1.1 user unknown - address suppressed`,
        ),
      );
    },
  },
  {
    id: "credential-stuffing",
    estate: "skylark",
    uses: ["loyalty-ledger", "shop-bff"],
    note: "a credential-stuffing wave against loyalty logins is refused with 401s and lockouts; genuine members sign in",
    run: (s, at) => {
      const r = s.r;
      s.poisson(at, at + 6 * MIN, 0.9, (t) => {
        s.add(
          t,
          "loyalty-ledger",
          "warn",
          `Failed sign-in for member SY${r.digits(8)} from ${r.int(40, 200)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}: invalid password (attempt ${r.int(1, 5)})`,
        );
        s.add(t + 20, "shop-bff", "warn", `POST /api/v3/auth/login 401 ${r.int(60, 140)}ms`);
        if (r.chance(0.1))
          s.add(
            t + 40,
            "loyalty-ledger",
            "warn",
            `Account SY${r.digits(8)} locked for 30 minutes after 5 failed attempts`,
          );
      });
    },
  },
  {
    id: "fraud-holds",
    estate: "skylark",
    uses: ["payment-orch", "pnr-service"],
    note: "the fraud screen holds a cluster of bookings with risky patterns for manual review, which is its job",
    run: (s, at) => {
      const r = s.r;
      s.poisson(at, at + 6 * MIN, 9, (t) => {
        const loc = pnr(r);
        s.add(
          t,
          "payment-orch",
          "warn",
          `risk decision REVIEW for order ${loc}: score=${r.float(0.8, 0.97).toFixed(2)} rules=[ip_country_mismatch, one_way_same_day, ${r.pick(["new_card", "velocity_email"])}]`,
        );
        s.add(t + 90, "pnr-service", "warn", `PNR ${loc} placed on queue Q71 (fraud review), ticketing deferred`);
      });
    },
  },
  {
    id: "xsell-breaker",
    estate: "skylark",
    uses: ["ancillary-catalog"],
    note: "the optional hotel cross-sell partner is slow, its circuit breaker opens and offers are served without hotels",
    run: (s, at) => {
      s.poisson(at, at + 90000, 3, (t) =>
        s.add(
          t,
          "ancillary-catalog",
          "warn",
          `Hotel cross-sell call failed: Polly.Timeout.TimeoutRejectedException: The delegate executed asynchronously through TimeoutPolicy did not complete within the timeout.`,
        ),
      );
      s.add(
        at + 90000,
        "ancillary-catalog",
        "warn",
        `Circuit breaker 'hotel-xsell' opened for 00:02:00; offers served without hotel bundle`,
      );
      s.poisson(at + 90000, at + 210000, 4, (t) =>
        s.add(
          t,
          "ancillary-catalog",
          "warn",
          `Hotel cross-sell skipped: circuit 'hotel-xsell' is open (BrokenCircuitException)`,
        ),
      );
      s.add(
        at + 210000,
        "ancillary-catalog",
        "info",
        `Circuit breaker 'hotel-xsell' half-open, trial call succeeded in ${s.r.int(300, 700)}ms; closed`,
      );
    },
  },
  {
    id: "schedule-change",
    estate: "skylark",
    uses: ["pnr-service", "ticketing"],
    note: "a planned SSIM schedule change is applied and hundreds of PNRs get involuntary time changes and revalidations",
    run: (s, at) => {
      const r = s.r;
      s.add(at, "pnr-service", "info", `SSIM ASM batch 2026-W49 received: ${r.int(20, 60)} flights TIM changes`);
      s.poisson(at, at + 8 * MIN, 1.2, (t) => {
        const loc = pnr(r);
        s.add(
          t,
          "pnr-service",
          "warn",
          `schedule change SY${r.int(100, 990)}: PNR ${loc} segment status HK->TK (time change ${r.int(65, 240)} min), added to queue Q4`,
        );
        if (r.chance(0.4))
          s.add(
            t + 200,
            "ticketing",
            "warn",
            `coupon revalidation needed for ${loc}: ETKT 714-${r.digits(10)} flight time mismatch`,
          );
      });
    },
  },
  // ---------------- Nordvale Airways ----------------
  {
    id: "doc-refusals",
    estate: "nordvale",
    uses: ["dcs-checkin", "apis-gateway", "kiosk-edge"],
    note: "passengers to the US and UK are refused check-in for passport validity or missing ETA, sent to the desk",
    run: (s, at) => {
      const r = s.r;
      s.poisson(at - MIN, at + 8 * MIN, 6, (t) => {
        const loc = pnr(r);
        const why = r.pick([
          "passport expires within 6 months of arrival",
          "no valid ESTA on file",
          "UK ETA required, none found",
          "visa required for nationality NGA",
        ]);
        s.add(
          t,
          "apis-gateway",
          "warn",
          `AQQ NV${r.int(1, 99)} pax ${r.upper(3, "ABCDEFGHIJKLMNOPRSTUVW")}/${r.upper(4, "ABCDEFGHIJKLMNOPRSTUVW")} status=1Z (not cleared)`,
        );
        s.add(
          t + 200,
          "dcs-checkin",
          "error",
          `CKI refused PNR ${loc}: document check failed (${why}) - refer to agent`,
        );
        s.add(t + 300, "kiosk-edge", "warn", `kiosk K${r.int(1, 40)} session ${r.hex(8)} ended: REFER_TO_AGENT`);
      });
    },
  },
  {
    id: "snow-rebooking",
    estate: "nordvale",
    uses: ["disruption-rebook", "ops-notifier", "mobile-bff"],
    note: "a snowstorm cancels a bank of flights; mass rebooking queues deep and SMS sending is throttled, but everything drains",
    run: (s, at) => {
      const r = s.r;
      s.add(
        at,
        "disruption-rebook",
        "warn",
        `IROPS event OSL-SNOW-${r.int(10, 99)}: ${r.int(18, 40)} flights cancelled, ${r.int(2500, 6000)} passengers to reaccommodate`,
      );
      let depth = r.int(3000, 5500);
      s.every(at + 5000, at + 10 * MIN, 20, (t) => {
        depth = Math.max(0, depth - r.int(150, 400));
        s.add(
          t,
          "disruption-rebook",
          depth > 500 ? "warn" : "info",
          `reaccom queue depth=${depth} lag=${Math.round(depth / 12)}s workers=32/32`,
        );
      });
      s.poisson(at, at + 9 * MIN, 0.6, (t) =>
        s.add(
          t,
          "disruption-rebook",
          "info",
          `reaccom offer sent PNR ${pnr(r)} from NV${r.int(100, 999)} to NV${r.int(100, 999)} (auto)`,
        ),
      );
      s.poisson(at + MIN, at + 8 * MIN, 3, (t) => {
        s.add(
          t,
          "ops-notifier",
          "warn",
          `linkmobility 429 Too Many Requests, backing off ${r.int(1, 8)}s (batch ${r.int(100, 999)})`,
        );
        s.add(t + 4000, "ops-notifier", "info", `batch delivered after retry: ${r.int(50, 200)} SMS`);
      });
      s.poisson(at, at + 8 * MIN, 4, (t) =>
        s.add(t, "mobile-bff", "warn", `GET /v2/trips/${pnr(r)}/rebook 200 ${r.int(3000, 7800)}ms (slow)`),
      );
    },
  },
  {
    id: "crew-legality",
    estate: "nordvale",
    uses: ["crew-legality"],
    note: "a delay bank pushes many duties toward FTL limits and the legality engine warns, which is what it is for",
    run: (s, at) => {
      const r = s.r;
      s.poisson(at, at + 8 * MIN, 4, (t) =>
        s.add(
          t,
          "crew-legality",
          "warn",
          `FTL check crew ${r.int(10000, 49999)} pairing P${r.digits(5)}: ${r.pick(["FDP 13:25 exceeds max 13:00 - commander's discretion required", "rest before duty 10:40 below minimum 12:00", "cumulative duty 58:10 in 7 days approaching 60:00"])} (ORO.FTL.205)`,
        ),
      );
    },
  },
  {
    id: "crew-signon",
    estate: "nordvale",
    uses: ["crew-roster"],
    note: "early-morning crew have not signed on in the app yet and reminder warnings pile up until they do",
    hours: [3, 4],
    run: (s, at) => {
      const r = s.r;
      s.poisson(at, at + 7 * MIN, 5, (t) => {
        const c = r.int(10000, 49999);
        s.add(
          t,
          "crew-roster",
          "warn",
          `crew ${c} not signed on for duty D${r.digits(6)} (report 05:${r.int(10, 55)}), reminder ${r.int(1, 3)} sent`,
        );
        if (r.chance(0.7)) s.add(t + r.int(20000, 90000), "crew-roster", "info", `crew ${c} signed on via app`);
      });
    },
  },
  {
    id: "kiosk-paper",
    estate: "nordvale",
    uses: ["kiosk-edge"],
    note: "several kiosk printers run out of paper and a kiosk is rebooted by the ground team",
    run: (s, at) => {
      const r = s.r;
      s.poisson(at, at + 8 * MIN, 8, (t) => {
        const k = `K${r.int(1, 40)}`;
        s.add(
          t,
          "kiosk-edge",
          "error",
          `printer BTP-${k} status=PAPER_OUT (ATB stock empty), print job ${r.hex(6)} requeued to ${r.pick(["K12", "K14", "K21"])}`,
        );
      });
      const stack = node("Error: read ECONNRESET", ["TCP.onStreamRead (node:internal/stream_base_commons:217:20)"]);
      s.add(at + 3 * MIN, "kiosk-edge", "error", `kiosk K07 websocket error, device rebooting`, { stack });
      s.add(at + 3 * MIN + 80000, "kiosk-edge", "info", `kiosk K07 registered (fw 4.12.3)`);
    },
  },
  {
    id: "adsb-gaps",
    estate: "nordvale",
    uses: ["flight-ops-tracker"],
    note: "transatlantic flights drop out of ADS-B coverage over the ocean and the tracker flags position gaps",
    run: (s, at) => {
      const r = s.r;
      s.poisson(at, at + 8 * MIN, 7, (t) =>
        s.add(
          t,
          "flight-ops-tracker",
          "warn",
          `position gap NV${r.int(10, 99)} ${r.pick(["LN-NVW", "LN-NVX", "LN-NVY"])}: no ADS-B for ${r.int(6, 40)}m (last ${r.int(55, 62)}N ${r.int(20, 45)}W), switching to estimated track`,
        ),
      );
    },
  },
  {
    id: "duplicate-mvt",
    estate: "nordvale",
    uses: ["flight-ops-tracker", "dcs-checkin"],
    note: "handling agents resend MVT messages and the tracker rejects the duplicates with errors",
    run: (s, at) => {
      const r = s.r;
      s.poisson(at, at + 7 * MIN, 5, (t) => {
        s.add(
          t,
          "flight-ops-tracker",
          "error",
          `MVT rejected: duplicate AD for NV${r.int(100, 999)}/${r.int(1, 28)}.LN-NV${r.upper(1, "ABCDEFGHK")}.${r.pick(["OSL", "BGO", "TRD"])} (already applied ${r.int(1, 9)}m ago)`,
        );
      });
      s.add(
        at + 2 * MIN,
        "dcs-checkin",
        "warn",
        `flight NV${r.int(100, 999)} already departed in ops feed; late CKI blocked`,
      );
    },
  },
  {
    id: "oversold",
    estate: "nordvale",
    uses: ["dcs-checkin"],
    note: "an oversold flight triggers volunteer solicitation and standby handling, logged as warnings and refusals",
    run: (s, at) => {
      const r = s.r;
      const f = `NV${r.int(100, 999)}`;
      s.add(
        at,
        "dcs-checkin",
        "warn",
        `${f} oversold: booked 192 capacity 186, checked-in 174 - volunteer solicitation started`,
      );
      s.poisson(at, at + 8 * MIN, 12, (t) =>
        s.add(
          t,
          "dcs-checkin",
          "warn",
          `CKI ${pnr(r)} on ${f}: no seat available, placed on standby list (position ${r.int(1, 9)})`,
        ),
      );
      s.add(at + 6 * MIN, "dcs-checkin", "info", `${f}: 4 volunteers accepted compensation, standby cleared`);
    },
  },
  {
    id: "pkpass-cert",
    estate: "nordvale",
    uses: ["boarding-pass-gen"],
    note: "the wallet pass signer warns that a signing certificate expires in a few weeks and logs a deprecation trace",
    run: (s, at) => {
      const r = s.r;
      s.every(at, at + 8 * MIN, 45, (t) =>
        s.add(
          t,
          "boarding-pass-gen",
          "warn",
          `pass signing certificate pass.com.nordvale.boarding expires in ${r.int(20, 22)} days (2026-12-21T10:14:00Z) - renew before expiry`,
        ),
      );
      const tb = python(
        [
          ["/app/bpgen/sign.py", 88, "sign_manifest", "pkcs7 = crypto.sign(...)"],
          ["/app/.venv/lib/python3.12/site-packages/OpenSSL/crypto.py", 3161, "sign", "warnings.warn("],
        ],
        "DeprecationWarning: sign() is deprecated. Use the equivalent APIs in cryptography.",
      );
      s.add(at + 30000, "boarding-pass-gen", "warn", `warning emitted while signing pkpass`, { stack: tb });
    },
  },
  {
    id: "jwt-refresh",
    estate: "nordvale",
    uses: ["mobile-bff"],
    note: "a batch of app sessions' access tokens expire together and clients refresh after a 401",
    run: (s, at) => {
      const r = s.r;
      s.poisson(at, at + 6 * MIN, 1.2, (t) => {
        s.add(t, "mobile-bff", "warn", `GET /v2/trips/${pnr(r)} 401 jwt expired (exp ${r.int(1, 40)}s ago)`);
        s.add(t + 300, "mobile-bff", "info", `POST /v2/auth/refresh 200 ${r.int(30, 90)}ms`);
      });
    },
  },
  // ---------------- Harbourside International Airport ----------------
  {
    id: "fids-overnight",
    estate: "harbourside",
    uses: ["fids-display-agent", "fids-publisher"],
    note: "overnight network maintenance makes hundreds of FIDS screens drop their websocket and reconnect",
    hours: [0, 1, 2, 3],
    run: (s, at) => {
      const r = s.r;
      s.poisson(at, at + 5 * MIN, 0.5, (t) => {
        const d = `FIDS-${r.pick(["T1", "T2"])}-${r.pick(["L0", "L1", "L2"])}-${String(r.int(1, 220)).padStart(3, "0")}`;
        s.add(
          t,
          "fids-display-agent",
          "warn",
          `display ${d} websocket closed (code=1006 abnormal closure), reconnecting in ${r.int(1, 30)}s`,
        );
        s.add(
          t + r.int(2000, 35000),
          "fids-display-agent",
          "info",
          `display ${d} reconnected, resync ${r.int(80, 240)} rows`,
        );
      });
      s.poisson(at, at + 5 * MIN, 20, (t) =>
        s.add(t, "fids-publisher", "warn", `client backlog: ${r.int(40, 180)} displays pending full resync`),
      );
    },
  },
  {
    id: "gate-conflicts",
    estate: "harbourside",
    uses: ["gate-allocator", "aodb-core"],
    note: "early arrivals create gate conflicts that the allocator flags and resolves by moving flights",
    run: (s, at) => {
      const r = s.r;
      s.poisson(at, at + 8 * MIN, 15, (t) => {
        const a = flightNo(r, r.pick(CC));
        const b = flightNo(r, r.pick(CC));
        const g = `B${r.int(1, 20)}`;
        s.add(
          t,
          "gate-allocator",
          "warn",
          `conflict at ${g}: ${a} (ETA +${r.int(-30, -8)}m early) overlaps ${b} until ${r.int(10, 23)}:${r.int(10, 59)}Z`,
        );
        s.add(t + 400, "gate-allocator", "info", `resolved: ${a} moved ${g} -> B${r.int(21, 28)} (tow not required)`);
        s.add(t + 500, "aodb-core", "info", `Gate for ${a} changed from ${g} (reason: CONFLICT)`);
      });
    },
  },
  {
    id: "acars-unknown-reg",
    estate: "harbourside",
    uses: ["aodb-core"],
    note: "movement messages arrive for a charter registration not in the master data and are rejected with stack traces",
    run: (s, at) => {
      const r = s.r;
      s.poisson(at, at + 8 * MIN, 20, (t) => {
        const reg = r.pick(["9H-TJD", "YL-LDK", "SX-DGY"]);
        const st = dotnet(
          `Hia.Aodb.Domain.UnknownRegistrationException: Registration '${reg}' not found in aircraft master data`,
          [
            "Hia.Aodb.Ingest.MvtHandler.ResolveAircraft(String registration) in /src/Hia.Aodb.Ingest/MvtHandler.cs:line 112",
            "Hia.Aodb.Ingest.MvtHandler.HandleAsync(MvtMessage msg, CancellationToken ct) in /src/Hia.Aodb.Ingest/MvtHandler.cs:line 57",
          ],
        );
        s.add(t, "aodb-core", "error", `MVT for ${reg} rejected; queued for manual master data review`, { stack: st });
      });
    },
  },
  {
    id: "metar-cached",
    estate: "harbourside",
    uses: ["weather-feed"],
    note: "the met office feed returns 503s for a few minutes and cached METARs are served with a staleness warning",
    run: (s, at) => {
      const r = s.r;
      s.every(at, at + 5 * MIN, 15, (t) => {
        s.add(
          t,
          "weather-feed",
          "error",
          `fetch METAR/TAF failed: GET https://metdata.example.gov/api/v2/metar?ids=EGHX: 503 Service Unavailable`,
        );
        s.add(
          t + 10,
          "weather-feed",
          "warn",
          `serving cached METAR EGHX age=${Math.round((t - at) / 60000) + 2}m (limit 60m)`,
        );
      });
      s.add(at + 5 * MIN + 15000, "weather-feed", "info", `METAR feed recovered after ${r.int(19, 21)} failed polls`);
    },
  },
  {
    id: "ntp-step",
    estate: "harbourside",
    uses: ["stand-sensor-ingest"],
    note: "after a host time step, VDGS events arrive out of order and are reordered with warnings",
    run: (s, at) => {
      const r = s.r;
      s.add(
        at,
        "stand-sensor-ingest",
        "warn",
        `clock step detected: system time moved -0.${r.int(400, 900)}s (chrony)`,
      );
      s.poisson(at, at + 4 * MIN, 4, (t) =>
        s.add(
          t,
          "stand-sensor-ingest",
          "warn",
          `out-of-order VDGS event stand ${r.pick(["A", "B", "C"])}${r.int(1, 28)} seq=${r.int(1000, 9000)} ts in the past by ${r.int(50, 900)}ms, reordered`,
        ),
      );
    },
  },
  {
    id: "node-drain",
    estate: "harbourside",
    uses: ["flight-info-api"],
    note: "a Kubernetes node drain moves flight-info-api pods; readiness fails briefly while connections drain",
    run: (s, at) => {
      const r = s.r;
      s.add(at, "flight-info-api", "info", `received SIGTERM, draining ${r.int(40, 120)} connections`);
      s.poisson(at, at + 40000, 2, (t) => s.add(t, "flight-info-api", "warn", `GET /readyz 503 draining`));
      s.add(at + 42000, "flight-info-api", "info", `starting flight-info-api version=1.18.4 go=go1.22.5`);
      s.poisson(at + 42000, at + 70000, 3, (t) =>
        s.add(
          t,
          "flight-info-api",
          "warn",
          `cache warm-up: aodb snapshot ${r.int(10, 90)}% loaded, reading through to aodb-core`,
        ),
      );
      s.add(at + 70000, "flight-info-api", "info", `ready: snapshot ${r.int(1800, 2400)} flights loaded`);
    },
  },
  {
    id: "cert-rotation",
    estate: "harbourside",
    uses: ["a-cdm-portal", "aodb-core"],
    note: "a TLS certificate rotation resets pooled connections; callers see resets and succeed on retry",
    run: (s, at) => {
      const r = s.r;
      s.add(
        at,
        "aodb-core",
        "info",
        `Certificate for aodb-core.hia.internal reloaded (new expiry 2027-02-28, thumbprint ${r.hex(8).toUpperCase()})`,
      );
      s.poisson(at, at + 90000, 4, (t) => {
        const st = ruby("Errno::ECONNRESET: Connection reset by peer - SSL_connect", [
          "/usr/local/lib/ruby/3.3.0/net/protocol.rb:46:in `connect_nonblock'",
          "/app/app/clients/aodb_client.rb:31:in `milestones'",
        ]);
        s.add(t, "a-cdm-portal", "warn", `AodbClient retry 1/3 after error`, { stack: st });
        s.add(
          t + 500,
          "a-cdm-portal",
          "info",
          `Completed 200 OK in ${r.int(600, 1400)}ms (Views: 12.1ms | ActiveRecord: 4.2ms)`,
        );
      });
    },
  },
  {
    id: "kafka-rebalance",
    estate: "harbourside",
    uses: ["resource-planner"],
    note: "a rolling restart triggers consumer group rebalances and a short lag spike that catches up",
    run: (s, at) => {
      const r = s.r;
      for (let i = 0; i < 3; i++) {
        const t = at + i * 70000;
        s.add(
          t,
          "resource-planner",
          "info",
          `[Consumer clientId=rp-${r.int(0, 2)}, groupId=resource-planner] Request joining group due to: group is already rebalancing`,
        );
        s.add(
          t + 300,
          "resource-planner",
          "info",
          `[Consumer clientId=rp-0, groupId=resource-planner] Revoke previously assigned partitions aodb.movements-0, aodb.movements-1`,
        );
        s.add(
          t + 4000,
          "resource-planner",
          "warn",
          `consumer lag aodb.movements=${r.int(800, 4000)} above threshold 500`,
        );
        s.add(
          t + 9000,
          "resource-planner",
          "info",
          `[Consumer clientId=rp-0, groupId=resource-planner] Adding newly assigned partitions: aodb.movements-0`,
        );
      }
      s.add(at + 4 * MIN, "resource-planner", "info", `consumer lag aodb.movements=0, caught up`);
    },
  },
  {
    id: "disk-cleanup",
    estate: "harbourside",
    uses: ["pa-announcer"],
    note: "the announcement recorder crosses its disk warning threshold and its retention job purges old audio",
    run: (s, at) => {
      const r = s.r;
      s.add(
        at,
        "pa-announcer",
        "warn",
        `recordings volume /var/spool/pa 86% used (warn 85%), starting retention purge`,
      );
      s.every(at + 2000, at + 80000, 8, (t) =>
        s.add(t, "pa-announcer", "info", `purged ${r.int(300, 900)} recordings older than 30d`),
      );
      s.add(at + 90000, "pa-announcer", "info", `recordings volume /var/spool/pa 61% used`);
    },
  },
  {
    id: "tobt-missing",
    estate: "harbourside",
    uses: ["a-cdm-portal"],
    note: "handlers have not confirmed TOBTs, so A-CDM auto-flags flights and TSAT recalculations warn",
    run: (s, at) => {
      const r = s.r;
      s.poisson(at, at + 8 * MIN, 6, (t) =>
        s.add(
          t,
          "a-cdm-portal",
          "warn",
          `TOBT not confirmed for ${flightNo(r, r.pick(CC))} at EOBT-${r.int(30, 40)}; auto-set, TSAT recalculated (+${r.int(3, 25)}m)`,
        ),
      );
    },
  },
  // ---------------- Lakeport Airport ----------------
  {
    id: "bags-later-flight",
    estate: "lakeport",
    uses: ["transfer-bag-planner", "bag-reconcile"],
    note: "late inbound connections leave transfer bags short and they are flagged and rushed on later flights",
    run: (s, at) => {
      const r = s.r;
      s.poisson(at, at + 8 * MIN, 4, (t) => {
        const tag = `0${r.int(100, 999)}${r.digits(6)}`;
        const f = flightNo(r, r.pick(CC));
        s.add(
          t,
          "transfer-bag-planner",
          "warn",
          `short connection: bag ${tag} on ${flightNo(r, r.pick(CC))} misses ${f} (${r.int(12, 30)} min < MCT 40), rebooked on ${flightNo(r, r.pick(CC))} as RUSH`,
        );
        s.add(
          t + 800,
          "bag-reconcile",
          "error",
          `bag ${tag} not loaded on ${f}: flight closed before bag arrival - marked RUSH`,
        );
      });
    },
  },
  {
    id: "bsm-unknown-flight",
    estate: "lakeport",
    uses: ["bsm-ingest"],
    note: "BSMs for a newly added charter arrive before its schedule and are parked until the flight appears",
    run: (s, at) => {
      const r = s.r;
      s.poisson(at, at + 5 * MIN, 3, (t) =>
        s.add(
          t,
          "bsm-ingest",
          "warn",
          `BSM for unknown flight XQ${r.int(7000, 7999)}/${r.int(1, 28)}DEC: parked in pending queue (size ${r.int(1, 60)})`,
        ),
      );
      s.add(
        at + 5 * MIN + 2000,
        "bsm-ingest",
        "info",
        `flight XQ7412 created from schedule update; released ${r.int(60, 140)} pending BSMs`,
      );
    },
  },
  {
    id: "atr-low-read",
    estate: "lakeport",
    uses: ["scanner-gw"],
    note: "a dirty scanner array has a low read rate and bags go to manual encoding",
    run: (s, at) => {
      const r = s.r;
      s.poisson(at, at + 8 * MIN, 5, (t) =>
        s.add(
          t,
          "scanner-gw",
          "warn",
          `ATR-3 no read tag (conf 0.${r.int(10, 40)}), bag diverted to manual encoding station MES-${r.int(1, 2)}`,
        ),
      );
      s.every(at, at + 8 * MIN, 60, (t) =>
        s.add(t, "scanner-gw", "warn", `ATR-3 read rate ${r.int(88, 93)}% below 97% target over last 60s`),
      );
    },
  },
  {
    id: "sorter-jam",
    estate: "lakeport",
    uses: ["sortation-ctrl"],
    note: "a bag jam stops a merge conveyor for a minute; the sorter errors, then clears and resumes",
    run: (s, at) => {
      const r = s.r;
      s.add(
        at,
        "sortation-ctrl",
        "error",
        `PLC alarm 0x4A1: jam detected at merge M3 photo-eye PE-${r.int(10, 99)}, conveyors CV-301..CV-305 stopped`,
      );
      s.every(at + 2000, at + 70000, 6, (t) =>
        s.add(
          t,
          "sortation-ctrl",
          "error",
          `tag ${`0${r.int(100, 999)}${r.digits(6)}`} held upstream of M3 (line stopped)`,
        ),
      );
      s.add(
        at + 72000,
        "sortation-ctrl",
        "info",
        `PLC alarm 0x4A1 cleared by operator ${r.int(100, 999)}, conveyors restarted`,
      );
    },
  },
  {
    id: "duplicate-bsm",
    estate: "lakeport",
    uses: ["bsm-ingest", "airline-edi-gw"],
    note: "an airline's DCS resends a batch of BSMs and duplicates are rejected as errors",
    run: (s, at) => {
      const r = s.r;
      s.add(
        at,
        "airline-edi-gw",
        "info",
        `Type B resend received from ${r.pick(["SKDCS", "DYDCS"])}: ${r.int(200, 400)} messages`,
      );
      s.poisson(at, at + 3 * MIN, 1, (t) => {
        const st = java(
          `org.springframework.dao.DuplicateKeyException: PreparedStatementCallback; ERROR: duplicate key value violates unique constraint "bsm_tag_flight_uk"`,
          [
            "org.springframework.jdbc.support.SQLErrorCodeSQLExceptionTranslator.doTranslate(SQLErrorCodeSQLExceptionTranslator.java:243)",
            "org.springframework.jdbc.core.JdbcTemplate.update(JdbcTemplate.java:1004)",
            "aero.lakeport.bsm.store.BsmRepository.insert(BsmRepository.java:71)",
          ],
        );
        s.add(
          t,
          "bsm-ingest",
          "error",
          `duplicate BSM .N/0${r.int(100, 999)}${r.digits(6)}001 ignored`,
          r.chance(0.3) ? { stack: st } : {},
        );
      });
    },
  },
  {
    id: "offload-noshow",
    estate: "lakeport",
    uses: ["bag-reconcile"],
    note: "no-show passengers' bags must be offloaded before departure and reconciliation raises errors for each",
    run: (s, at) => {
      const r = s.r;
      s.poisson(at, at + 7 * MIN, 10, (t) => {
        const f = flightNo(r, r.pick(CC));
        s.add(
          t,
          "bag-reconcile",
          "error",
          `UNAUTHORISED bag ${`0${r.int(100, 999)}${r.digits(6)}`} on ${f}: passenger not boarded - OFFLOAD required (ULD AKE${r.digits(5)})`,
        );
        if (r.chance(0.6)) s.add(t + 60000, "bag-reconcile", "info", `offload confirmed for ${f} by ramp`);
      });
    },
  },
  {
    id: "worldtracer-dupe",
    estate: "lakeport",
    uses: ["lost-bag-desk"],
    note: "agents double-submit delayed-bag files and WorldTracer answers DUPLICATE FILE with a Ruby trace",
    run: (s, at) => {
      const r = s.r;
      s.poisson(at, at + 6 * MIN, 25, (t) => {
        const st = ruby("WorldTracer::DuplicateFile: AHL already exists for tag 0" + r.digits(9), [
          "/app/lib/world_tracer/client.rb:88:in `create_ahl'",
          "/app/app/jobs/create_ahl_job.rb:14:in `perform'",
          "/usr/local/bundle/gems/activejob-7.1.3/lib/active_job/execution.rb:68:in `block in _perform_job'",
        ]);
        s.add(
          t,
          "lost-bag-desk",
          "error",
          `Error performing CreateAhlJob (Job ID: ${r.hex(8)}) from Async(default) in ${r.int(300, 900)}ms`,
          { stack: st },
        );
      });
    },
  },
  {
    id: "gate-screen-watchdog",
    estate: "lakeport",
    uses: ["gate-screens"],
    note: "the gate screen watchdog restarts a few hung kiosk browsers, logging their crashes",
    run: (s, at) => {
      const r = s.r;
      s.poisson(at, at + 7 * MIN, 40, (t) => {
        const g = `${r.pick(["D", "E"])}${r.int(1, 20)}`;
        s.add(
          t,
          "gate-screens",
          "error",
          `gate ${g} screen unresponsive for 30s, watchdog restarting chromium (renderer exit code 133)`,
        );
        s.add(t + r.int(9000, 15000), "gate-screens", "info", `gate ${g} screen back online`);
      });
    },
  },
  {
    id: "typeb-link-maint",
    estate: "lakeport",
    uses: ["airline-edi-gw", "bsm-ingest"],
    note: "a scheduled SITA link maintenance pauses Type B traffic; messages buffer and drain afterwards",
    run: (s, at) => {
      const r = s.r;
      s.add(
        at,
        "airline-edi-gw",
        "warn",
        `Type B link LKPXBXH down: scheduled maintenance window (ticket CHG${r.digits(7)}), buffering inbound at SITA`,
      );
      s.every(at + 10000, at + 3 * MIN, 30, (t) =>
        s.add(t, "airline-edi-gw", "warn", `Type B poll skipped: link in maintenance`),
      );
      s.every(at + 30000, at + 3 * MIN, 45, (t) =>
        s.add(
          t,
          "bsm-ingest",
          "warn",
          `no BSM received for ${Math.round((t - at) / 1000)}s (expected during maintenance window)`,
        ),
      );
      s.add(
        at + 3 * MIN,
        "airline-edi-gw",
        "info",
        `Type B link LKPXBXH up; drained ${r.int(200, 600)} buffered messages`,
      );
    },
  },
  {
    id: "dashboard-slow",
    estate: "lakeport",
    uses: ["ops-dashboard"],
    note: "a supervisor's wide report query makes the dashboard log slow queries and a Node warning",
    run: (s, at) => {
      const r = s.r;
      s.poisson(at, at + 5 * MIN, 10, (t) =>
        s.add(
          t,
          "ops-dashboard",
          "warn",
          `slow query ${r.int(2500, 9000)}ms: SELECT ... FROM bag_events WHERE event_time > now() - interval '7 days' (report=weekly_mishandled)`,
        ),
      );
      s.add(
        at + 60000,
        "ops-dashboard",
        "warn",
        `(node:1) MaxListenersExceededWarning: Possible EventEmitter memory leak detected. 11 report listeners added to [EventEmitter]. Use emitter.setMaxListeners() to increase limit`,
      );
    },
  },
];
