// Harmless floor noise that looks alarming: each kind plays a few episodes somewhere in the window.
import { type Estate, runtimeOf } from "./estates.js";
import { egmHandle, egmLine } from "./floor.js";
import { stackFor } from "./stacks.js";
import type { Stream } from "./stream.js";
import { access, bank, egm, ip, kiosk, money, player, validation } from "./values.js";

export interface NoiseKind {
  key: string;
  /** half a sentence for the label note */
  what: string;
  run(s: Stream, e: Estate): void;
}

const when = (s: Stream, margin = 20000) => s.start + s.rng.int(margin, Math.max(margin + 1, s.end - s.start - margin));
const times = (s: Stream, lo: number, hi: number, f: (t: number) => void) => {
  const n = s.rng.int(lo, hi);
  for (let i = 0; i < n; i++) f(when(s));
};
const pkgOf = (e: Estate) => e.key;

export const NOISE: readonly NoiseKind[] = [
  {
    key: "door-open",
    what: "machines drop out of play for main-door opens during slot tech service",
    run(s, e) {
      times(s, 3, 6, (t) => {
        const m = egm(s.rng);
        const R = e.roles;
        s.emit(t, R.egm, "warn", egmLine(e, s.rng, m, "door_open"));
        s.emit(
          t + 300,
          R.sms,
          "warn",
          `${egmHandle(e, m)} disabled for play: main door open (tech card ${s.rng.digits(4)})`,
        );
        s.emit(t + 700, R.surv, "warn", `door-open alert forwarded for EGM ${m}, no matching work order yet`);
        const back = t + s.rng.int(60000, 240000);
        s.emit(back, R.egm, "info", egmLine(e, s.rng, m, "door_close"));
        s.emit(back + 400, R.sms, "info", `${egmHandle(e, m)} enabled for play`);
      });
    },
  },
  {
    key: "bill-jam",
    what: "bill validators jam and machines go out of service until an attendant clears them",
    run(s, e) {
      times(s, 3, 7, (t) => {
        const m = egm(s.rng);
        s.emit(t, e.roles.egm, "error", egmLine(e, s.rng, m, "bill_jam"));
        s.emit(
          t + 500,
          e.roles.sms,
          "warn",
          `service call SC-${s.rng.digits(6)} opened: EGM ${m} bill jam, machine out of service`,
        );
        s.emit(
          t + s.rng.int(90000, 300000),
          e.roles.sms,
          "info",
          `service call closed: EGM ${m} bill path cleared by attendant ${s.rng.digits(4)}`,
        );
      });
    },
  },
  {
    key: "already-redeemed",
    what: "a patron keeps re-inserting a ticket the kiosk refuses as already redeemed",
    run(s, e) {
      times(s, 2, 3, (t0) => {
        const tk = validation(s.rng);
        const k = kiosk(s.rng);
        const tries = s.rng.int(3, 6);
        for (let i = 0; i < tries; i++) {
          const t = t0 + i * s.rng.int(8000, 25000);
          const id = s.id();
          s.emit(
            t,
            e.roles.tito,
            "warn",
            `redeem rejected validation=${tk} kiosk=${k}: ticket already redeemed at ${kiosk(s.rng)}`,
            {
              trace: id,
              stack:
                i === 0
                  ? stackFor(
                      runtimeOf(e, e.roles.tito),
                      pkgOf(e),
                      "TicketStateException",
                      `ticket ${tk} in state REDEEMED`,
                      ["TicketService.redeem", "RedemptionController.post"],
                    )
                  : undefined,
              errKind: "TicketStateException",
            },
          );
          s.emit(
            t + 40,
            e.roles.kiosk,
            "warn",
            access(
              runtimeOf(e, e.roles.kiosk),
              s.rng,
              e.roles.kiosk,
              "POST",
              `/v1/kiosks/${k}/redemptions`,
              409,
              s.rng.int(60, 200),
            ),
            { trace: id },
          );
        }
        s.emit(
          t0 + tries * 26000,
          e.roles.kiosk,
          "info",
          `kiosk ${k}: ticket returned to patron, message 'See Cashier' shown`,
        );
      });
    },
  },
  {
    key: "worn-card",
    what: "worn player cards fail to read on several machines and patrons retry",
    run(s, e) {
      times(s, 6, 12, (t) => {
        const m = egm(s.rng);
        s.emit(t, e.roles.egm, "warn", egmLine(e, s.rng, m, "card_bad", "track2 LRC mismatch"));
        if (s.rng.chance(0.6))
          s.emit(t + s.rng.int(3000, 9000), e.roles.egm, "info", egmLine(e, s.rng, m, "card_in", "retry ok"));
      });
    },
  },
  {
    key: "big-jackpot",
    what: "a large jackpot locks a machine for a hand pay until an attendant pays it",
    run(s, e) {
      const t = when(s, 60000);
      const m = egm(s.rng);
      const amt = money(s.rng, 12000, 96000);
      const R = e.roles;
      s.emit(t, R.egm, "warn", egmLine(e, s.rng, m, "handpay_pending", `amount=${amt} machine locked`));
      s.emit(
        t + 400,
        R.jackpot,
        "warn",
        `handpay HP-${s.rng.digits(7)} ${amt} on EGM ${m} exceeds slot supervisor limit; second signature and surveillance verification required`,
      );
      s.emit(t + 900, R.surv, "warn", `jackpot verification requested EGM ${m} ${amt}: review camera coverage`);
      const paid = t + s.rng.int(180000, 420000);
      s.emit(
        paid,
        R.jackpot,
        "info",
        `W-2G printed, handpay paid ${amt} EGM ${m} by attendants ${s.rng.digits(4)}/${s.rng.digits(4)}`,
      );
      s.emit(paid + 2000, R.egm, "info", egmLine(e, s.rng, m, "handpay_reset"));
    },
  },
  {
    key: "excluded-patron",
    what: "self-excluded patrons are refused at card-in and security is notified",
    run(s, e) {
      times(s, 2, 4, (t) => {
        const p = player(s.rng);
        const m = egm(s.rng);
        s.emit(
          t,
          e.roles.compliance,
          "warn",
          `player ${p} matched self-exclusion list (program VSE, enrolled 2024); card-in at EGM ${m} refused`,
        );
        s.emit(
          t + 80,
          e.roles.player,
          "warn",
          access(
            runtimeOf(e, e.roles.player),
            s.rng,
            e.roles.player,
            "GET",
            `/api/players/${p}/session`,
            403,
            s.rng.int(8, 30),
          ),
        );
        s.emit(t + 600, e.roles.surv, "warn", `security dispatch: excluded patron at EGM ${m}`);
      });
    },
  },
  {
    key: "link-loss",
    what: "a bank stops answering polls while a slot tech swaps its interface board, then comes back",
    run(s, e) {
      const t = when(s, 60000);
      const bk = bank(s.rng);
      const n = s.rng.int(6, 12);
      const dur = s.rng.int(60000, 180000);
      for (let x = t; x < t + dur; x += s.rng.int(4000, 8000))
        s.emit(
          x,
          e.roles.egm,
          "error",
          e.protocol === "G2S"
            ? `keepAlive timeout on ${n} EGMs in bank ${bk}; commsOnLine pending`
            : `no response to general poll from ${n} EGMs on bank ${bk} (loop ${s.rng.int(1, 32)})`,
        );
      s.emit(t + 2000, e.roles.sms, "warn", `bank ${bk}: ${n} EGMs offline`);
      s.emit(t + dur, e.roles.egm, "info", `bank ${bk} back online, ${n}/${n} EGMs answering`);
    },
  },
  {
    key: "power-cycle",
    what: "a bank is powered down and up for maintenance",
    run(s, e) {
      const t = when(s, 60000);
      const start = s.rng.int(1100, 4000);
      const back = t + s.rng.int(60000, 200000);
      for (let i = 0; i < 8; i++) {
        s.emit(t + i * 120, e.roles.egm, "error", egmLine(e, s.rng, String(start + i), "power_lost"));
        s.emit(back + i * 900, e.roles.egm, "info", egmLine(e, s.rng, String(start + i), "power_up"));
      }
      s.emit(
        t + 2000,
        e.roles.sms,
        "warn",
        `8 EGMs lost power in bank ${bank(s.rng)}; meters will be re-read on power-up`,
      );
    },
  },
  {
    key: "printer-paper",
    what: "ticket printers run low and out of paper on a few machines",
    run(s, e) {
      times(s, 4, 8, (t) => {
        const m = egm(s.rng);
        s.emit(
          t,
          e.roles.egm,
          s.rng.chance(0.5) ? "warn" : "error",
          egmLine(e, s.rng, m, s.rng.chance(0.5) ? "paper_low" : "paper_out"),
        );
      });
    },
  },
  {
    key: "video-loss",
    what: "cameras report video loss during scheduled surveillance maintenance",
    run(s, e) {
      const t = when(s, 30000);
      for (let i = 0; i < s.rng.int(5, 10); i++)
        s.emit(
          t + i * s.rng.int(2000, 9000),
          e.roles.surv,
          "error",
          `VIDEO LOSS camera CAM-${s.rng.int(2, 4)}-${s.rng.int(100, 480)} (encoder ${ip(s.rng)}) maintenance window MW-${s.rng.digits(4)}`,
        );
      s.emit(
        t + s.rng.int(120000, 260000),
        e.roles.surv,
        "info",
        "video restored on all cameras in maintenance window",
      );
    },
  },
  {
    key: "drop",
    what: "the scheduled drop removes cash boxes from machine after machine",
    run(s, e) {
      const t = when(s, 20000);
      const n = s.rng.int(20, 40);
      for (let i = 0; i < n; i++) {
        const m = String(2000 + i * 3);
        s.emit(t + i * s.rng.int(5000, 9000), e.roles.egm, "warn", egmLine(e, s.rng, m, "cashbox_removed"));
        s.emit(t + i * 7000 + s.rng.int(20000, 40000), e.roles.egm, "info", egmLine(e, s.rng, m, "cashbox_installed"));
      }
      s.emit(t, e.roles.sms, "info", `drop run started for ${n} EGMs by team D${s.rng.int(1, 4)}`);
    },
  },
  {
    key: "expired-ticket",
    what: "old tickets past their 180-day life are refused at kiosks",
    run(s, e) {
      times(s, 3, 6, (t) => {
        const id = s.id();
        s.emit(
          t,
          e.roles.tito,
          "warn",
          `redeem rejected validation=${validation(s.rng)}: ticket EXPIRED (issued 2025-${String(s.rng.int(1, 5)).padStart(2, "0")}-${String(s.rng.int(1, 28)).padStart(2, "0")})`,
          { trace: id },
        );
        s.emit(
          t + 30,
          e.roles.kiosk,
          "warn",
          access(
            runtimeOf(e, e.roles.kiosk),
            s.rng,
            e.roles.kiosk,
            "POST",
            `/v1/kiosks/${kiosk(s.rng)}/redemptions`,
            410,
            s.rng.int(50, 160),
          ),
          { trace: id },
        );
      });
    },
  },
  {
    key: "comms-reset",
    what: "a few machines drop their host session and re-establish it",
    run(s, e) {
      times(s, 3, 6, (t) => {
        const m = egm(s.rng);
        if (e.protocol === "G2S") {
          s.emit(t, e.roles.egm, "error", `${egmHandle(e, m)} commsClosing received, reason G2S_APX999 (unexpected)`);
          s.emit(
            t + s.rng.int(8000, 40000),
            e.roles.egm,
            "info",
            `${egmHandle(e, m)} commsOnLine, G2S session established (protocol 3.0)`,
          );
        } else {
          s.emit(t, e.roles.egm, "error", `EGM ${m} CRC errors on 5 consecutive polls, link reset`);
          s.emit(t + s.rng.int(8000, 40000), e.roles.egm, "info", `EGM ${m} link re-established, SAS 6.02`);
        }
      });
    },
  },
  {
    key: "cassette-low",
    what: "a kiosk cassette runs empty and the kiosk goes out of service until the fill",
    run(s, e) {
      const t = when(s, 30000);
      const k = kiosk(s.rng);
      s.emit(t, e.roles.kiosk, "warn", `kiosk ${k} cassette 2 ($20) low: ${s.rng.int(20, 60)} notes`);
      s.emit(
        t + s.rng.int(40000, 120000),
        e.roles.kiosk,
        "error",
        `kiosk ${k} cassette 2 ($20) EMPTY, kiosk out of service (fill requested)`,
      );
      s.emit(
        t + s.rng.int(200000, 400000),
        e.roles.kiosk,
        "info",
        `kiosk ${k} fill completed by cage, back in service`,
      );
    },
  },
  {
    key: "login-throttle",
    what: "one address hammers the app login and gets rate limited",
    run(s, e) {
      const t = when(s, 30000);
      const from = ip(s.rng);
      const rt = runtimeOf(e, e.roles.app);
      for (let i = 0; i < s.rng.int(25, 60); i++)
        s.emit(
          t + i * s.rng.int(300, 1500),
          e.roles.app,
          "warn",
          `${access(rt, s.rng, e.roles.app, "POST", "/v2/auth/login", 429, s.rng.int(2, 8))} client=${from}`,
        );
      s.emit(t + 500, e.roles.app, "warn", `login throttle engaged for ${from} (20 failures in 60s)`);
    },
  },
  {
    key: "dining-full",
    what: "restaurant bookings fail for fully booked slots",
    run(s, e) {
      times(s, 6, 14, (t) =>
        s.emit(
          t,
          e.roles.app,
          "warn",
          `${access(runtimeOf(e, e.roles.app), s.rng, e.roles.app, "POST", "/v2/dining/reservations", 409, s.rng.int(40, 160))} no availability Ember Steakhouse 20:00`,
        ),
      );
    },
  },
  {
    key: "aft-rejected",
    what: "cashless transfers to machines are refused for limits and empty wallets",
    run(s, e) {
      times(s, 4, 9, (t) =>
        s.emit(
          t,
          e.roles.bonus,
          "error",
          `AFT transfer to EGM ${egm(s.rng)} rejected: ${s.rng.pick(["transfer amount exceeds EGM credit limit", "insufficient wallet balance", "EGM not in AFT-enabled state (game in progress)"])} txn=${s.rng.hex(10)}`,
        ),
      );
    },
  },
  {
    key: "reel-tilt",
    what: "a reel machine tilts repeatedly until a tech replaces the reel strip",
    run(s, e) {
      const m = egm(s.rng);
      const t = when(s, 30000);
      for (let i = 0; i < s.rng.int(3, 6); i++)
        s.emit(
          t + i * s.rng.int(30000, 70000),
          e.roles.egm,
          "error",
          egmLine(e, s.rng, m, "tilt", "reel 2 position error"),
        );
    },
  },
  {
    key: "progressive-hit",
    what: "a linked progressive hits and every machine on the link pauses until reset",
    run(s, e) {
      const t = when(s, 60000);
      const amt = money(s.rng, 20000, 250000);
      s.emit(
        t,
        e.roles.jackpot,
        "warn",
        `progressive level 1 hit on link PL-${s.rng.int(1, 9)}: ${amt} EGM ${egm(s.rng)}; link locked`,
      );
      for (let i = 0; i < s.rng.int(6, 14); i++)
        s.emit(t + 200 + i * 150, e.roles.egm, "warn", `EGM ${egm(s.rng)} progressive link locked, play suspended`);
      s.emit(
        t + s.rng.int(240000, 500000),
        e.roles.jackpot,
        "info",
        `link PL reset to seed after handpay, play resumed`,
      );
    },
  },
  {
    key: "freeplay-expired",
    what: "expired free play offers are refused at download",
    run(s, e) {
      times(s, 4, 8, (t) =>
        s.emit(
          t,
          e.roles.bonus,
          "warn",
          `free play offer FP-${s.rng.digits(5)} refused for player ${player(s.rng)}: offer expired`,
        ),
      );
    },
  },
  {
    key: "shoe-misread",
    what: "an electronic shoe misreads cards and hands are voided",
    run(s, e) {
      times(s, 3, 5, (t) => {
        const tb = `BJ-${s.rng.int(1, 40)}`;
        s.emit(
          t,
          e.roles.table,
          "error",
          `table ${tb}: shoe reported unreadable card (sensor 2), hand ${s.rng.digits(6)} voided by pit`,
        );
      });
    },
  },
  {
    key: "clock-drift",
    what: "machine clocks drift and are corrected by the host",
    run(s, e) {
      times(s, 5, 10, (t) =>
        s.emit(t, e.roles.egm, "warn", `EGM ${egm(s.rng)} clock off by ${s.rng.int(2, 90)}s, date/time set`),
      );
    },
  },
  {
    key: "meter-rollover",
    what: "meters roll over and look like they went backwards",
    run(s, e) {
      times(s, 2, 4, (t) => {
        const m = egm(s.rng);
        s.emit(
          t,
          e.roles.sms,
          "error",
          `meter coin-in on EGM ${m} decreased (99999${s.rng.digits(3)} -> ${s.rng.digits(4)}), checking for rollover`,
        );
        s.emit(t + 200, e.roles.sms, "info", `EGM ${m} coin-in rollover at 8 digits confirmed, delta applied`);
      });
    },
  },
  {
    key: "pin-lockout",
    what: "patrons mistype their PIN and are locked out",
    run(s, e) {
      times(s, 3, 6, (t) => {
        const p = player(s.rng);
        for (let i = 1; i <= 3; i++)
          s.emit(t + i * 6000, e.roles.player, "warn", `PIN verification failed for player ${p} (attempt ${i}/3)`);
        s.emit(t + 19000, e.roles.player, "warn", `player ${p} PIN locked for 30 min after 3 failed attempts`);
      });
    },
  },
  {
    key: "cage-variance",
    what: "a cashier drawer count is off by a few dollars and is recounted",
    run(s, e) {
      const t = when(s, 30000);
      s.emit(
        t,
        e.roles.cage,
        "error",
        `drawer close window ${s.rng.int(1, 9)}: variance -${money(s.rng, 1, 40)} exceeds tolerance, supervisor recount required`,
      );
      s.emit(
        t + s.rng.int(120000, 300000),
        e.roles.cage,
        "info",
        `recount window accepted, variance resolved (miscounted strap)`,
      );
    },
  },
  {
    key: "ctr-threshold",
    what: "cash thresholds trigger currency transaction report alerts",
    run(s, e) {
      times(s, 2, 4, (t) =>
        s.emit(
          t,
          e.roles.cage,
          "warn",
          `Title 31: player ${player(s.rng)} cash-in today ${money(s.rng, 10001, 24000)} exceeds $10,000, CTR required before next transaction`,
        ),
      );
    },
  },
  {
    key: "slow-report",
    what: "an end-of-shift report query runs slow and blocks briefly",
    run(s, e) {
      const t = when(s, 30000);
      for (let i = 0; i < s.rng.int(3, 6); i++)
        s.emit(
          t + i * 8000,
          e.roles.player,
          "warn",
          `slow query ${s.rng.int(2, 14)}.${s.rng.digits(2)}s: SELECT ... FROM rated_session WHERE gaming_day = ? (shift report)`,
        );
    },
  },
  {
    key: "probe-fail",
    what: "a new replica fails readiness probes while warming up",
    run(s, e) {
      const svc = s.rng.pick([e.roles.app, e.roles.kiosk, e.roles.player]);
      const t = when(s, 30000);
      for (let i = 0; i < s.rng.int(3, 6); i++)
        s.emit(
          t + i * 10000,
          svc,
          "warn",
          `Readiness probe failed: Get "http://${ip(s.rng)}:8080/ready": dial tcp: connect: connection refused (pod ${svc}-${s.rng.hex(9)}-${s.rng.hex(5)})`,
        );
      s.emit(t + 65000, svc, "info", `pod ${svc} ready, warm-up complete`);
    },
  },
  {
    key: "id-scan",
    what: "the ID scanner at the jackpot desk fails on worn licences and attendants type them in",
    run(s, e) {
      times(s, 2, 4, (t) => {
        s.emit(
          t,
          e.roles.jackpot,
          "error",
          `ID scan failed (PDF417 decode error) for handpay HP-${s.rng.digits(7)}; manual entry used`,
        );
      });
    },
  },
  {
    key: "win-streak",
    what: "surveillance flags a table win streak for review",
    run(s, e) {
      const t = when(s, 30000);
      s.emit(
        t,
        e.roles.surv,
        "warn",
        `ALERT table BAC-${s.rng.int(1, 12)} player ${player(s.rng)} won 11 of 12 hands (${money(s.rng, 8000, 40000)}), flagged for game protection review`,
      );
      s.emit(t + 300, e.roles.table, "warn", `table rating for player flagged: win rate outside 3 sigma`);
    },
  },
  {
    key: "cert-expiry",
    what: "kiosk client certificates near expiry and are renewed",
    run(s, e) {
      times(s, 3, 6, (t) =>
        s.emit(
          t,
          e.roles.kiosk,
          "warn",
          `client certificate for kiosk ${kiosk(s.rng)} expires in ${s.rng.int(3, 9)} days; renewal scheduled`,
        ),
      );
      s.emit(when(s), e.roles.kiosk, "info", "cert-manager: certificates renewed for 18 kiosks");
    },
  },
  {
    key: "stacker-full",
    what: "cash boxes fill up on busy machines before the drop",
    run(s, e) {
      times(s, 3, 6, (t) => s.emit(t, e.roles.egm, "error", egmLine(e, s.rng, egm(s.rng), "stacker_full")));
    },
  },
  {
    key: "card-sharing",
    what: "the same card is seen on two machines and flagged",
    run(s, e) {
      times(s, 2, 4, (t) =>
        s.emit(
          t,
          e.roles.player,
          "warn",
          `card ${player(s.rng)} inserted at EGM ${egm(s.rng)} while session open on EGM ${egm(s.rng)}; previous session force-closed`,
        ),
      );
    },
  },
  {
    key: "old-app",
    what: "old app versions are told to upgrade",
    run(s, e) {
      times(s, 10, 20, (t) =>
        s.emit(
          t,
          e.roles.app,
          "warn",
          `${access(runtimeOf(e, e.roles.app), s.rng, e.roles.app, "GET", "/v2/players/me/offers", 426, s.rng.int(1, 5))} app=${s.rng.pick(["ios-3.9.1", "android-3.8.4"])} upgrade required`,
        ),
      );
    },
  },
  {
    key: "export-retry",
    what: "a regulator export times out once and succeeds on retry",
    run(s, e) {
      const t = when(s, 30000);
      const svc = e.roles.sms;
      const rt = runtimeOf(e, svc);
      s.emit(t, svc, "error", `hourly meter export to regulator SFTP failed, will retry`, {
        stack: stackFor(
          rt,
          pkgOf(e),
          rt === "python"
            ? "TimeoutError"
            : rt === "dotnet"
              ? "System.TimeoutException"
              : rt === "java"
                ? "java.net.SocketTimeoutException"
                : "TimeoutError",
          "Read timed out",
          ["MeterExport.upload", "ExportJob.run"],
        ),
        errKind: "TimeoutError",
      });
      s.emit(t + 60000, svc, "info", `hourly meter export uploaded (${s.rng.int(1200, 1400)} EGMs, retry 1)`);
    },
  },
];
