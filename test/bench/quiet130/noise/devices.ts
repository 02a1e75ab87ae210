// The park's own hardware being the park's own hardware: plate reads in glare, photo-eyes tripped by
// trailers, pedestal breakers tripped by guests' space heaters, meters offline on the mesh, lock batteries,
// fat-fingered door codes, randomised Wi-Fi MACs and expired vouchers, severe-weather fan-outs, APs on
// storm poles dropping out.
import type { SceneLike } from "../types.js";
import { by, type Noise, phone, scatter } from "./kit.js";

const pedestal = (sc: SceneLike) =>
  by(sc, {
    pinecrest: `P-${sc.rng.pick(["A", "B", "C", "D", "E"])}${String(sc.rng.int(1, 48)).padStart(2, "0")}`,
    hollow: `${sc.rng.int(1, 9)}-${String(sc.rng.int(1, 40)).padStart(2, "0")}`,
    lakeshore: `${sc.rng.pick(["NS", "BP", "OB", "PN"])}-${sc.rng.pick(["A", "B", "C", "D"])}${String(sc.rng.int(1, 30)).padStart(2, "0")}`,
    redrock: `F${sc.rng.int(1, 4)}/${sc.rng.pick(["R", "T", "V", "W"])}${sc.rng.int(1, 64)}`,
  });

export const DEVICE_NOISE: Noise[] = [
  {
    id: "lpr-low-confidence",
    what: "low sun on the entry camera: plate reads below threshold go to manual review and the gate falls back to the intercom",
    run(sc, at) {
      scatter(sc, sc.rng.int(30, 80), at, sc.rng.int(300_000, 700_000), (t, i) => {
        const conf = sc.rng.float(0.21, 0.79).toFixed(2);
        const gate = sc.svc("gate");
        by(sc, {
          pinecrest: () =>
            sc.log(
              t,
              "plate-reader",
              "warn",
              `cam=g1-entry plate=${i % 5 ? `${sc.rng.int(4, 9)}${sc.rng.upper(3)}${sc.rng.digits(3)}` : "<none>"} conf=${conf} below threshold 0.80; queued for manual review (glare=${sc.rng.float(0.6, 0.98).toFixed(2)})`,
            ),
          hollow: () =>
            sc.log(
              t,
              "anpr_ingest",
              "warn",
              `frame ${sc.rng.digits(6)} cam=east-in: no confident read (best ${conf}), trailer plate occluded? -> manual`,
            ),
          lakeshore: () =>
            sc.log(
              t,
              "lk-lpr",
              "warn",
              `low confidence read ${sc.rng.upper(3)}${sc.rng.digits(3)}? conf=${(Number(conf) * 100).toFixed(1)} cam=south-in-1 (sun angle); sent to review queue`,
            ),
          redrock: () =>
            sc.log(
              t,
              "cam-ocr",
              "warn",
              `ocr lane=1 plate=UNREADABLE score=${conf} reason=${sc.rng.pick(["glare", "dust", "motion-blur", "bike-rack"])}`,
            ),
        })();
        if (i % 3 === 0)
          sc.log(
            t + sc.rng.int(200, 900),
            gate,
            "warn",
            by(sc, {
              pinecrest: "barrier G1-ENTRY held: no plate match, intercom call placed to office",
              hollow: "lane=east-in action=hold reason=no_match fallback=intercom",
              lakeshore: "barrier south-in: hold (no permit match), paging gatehouse",
              redrock: "gate=north lane=1 event=hold reason=plate_unmatched intercom=ringing",
            }),
          );
      });
    },
  },
  {
    id: "gate-obstruction",
    what: "trailers and tailgaters tripping the gate photo-eye and safety loop, barriers reversing as designed",
    run(sc, at) {
      const gate = sc.svc("gate");
      scatter(sc, sc.rng.int(10, 28), at, sc.rng.int(300_000, 600_000), (t, i) => {
        const lane = by(sc, { pinecrest: "G1-ENTRY", hollow: "rv-in", lakeshore: "south-in", redrock: "north/1" });
        if (i % 4 === 0)
          sc.log(t, gate, "error", `${lane}: photo-eye obstruction while lowering, barrier reversed (safety)`);
        else if (i % 4 === 1)
          sc.log(t, gate, "warn", `${lane}: tailgate detected (2 vehicles, 1 credential), camera clip saved`);
        else if (i % 4 === 2)
          sc.log(t, gate, "warn", `${lane}: vehicle reversed off loop A before barrier raised, session abandoned`);
        else
          sc.log(
            t,
            gate,
            "error",
            `${lane}: barrier arm motor current high (${sc.rng.float(6.1, 7.4).toFixed(1)}A > 6.0A) during raise; completed on retry`,
          );
      });
    },
  },
  {
    id: "pedestal-breaker-trips",
    what: "evening load: guests' heaters and AC tripping pedestal breakers and GFCIs, guests notified",
    run(sc, at) {
      const svc = sc.svc("power");
      scatter(sc, sc.rng.int(8, 22), at, sc.rng.int(300_000, 720_000), (t, i) => {
        const p = pedestal(sc);
        const amps = sc.rng.pick([30, 50]);
        const msg =
          i % 3 === 2
            ? `GFCI trip on pedestal ${p} (20A convenience outlet), guest notified`
            : `breaker trip on pedestal ${p} (${amps}A) current=${(amps * sc.rng.float(1.08, 1.3)).toFixed(1)}A, relay opened, guest notified`;
        sc.log(
          t,
          svc,
          "error",
          by(sc, {
            pinecrest: msg,
            hollow: `TRIP ${msg}`,
            lakeshore: `Pedestal fault: ${msg}`,
            redrock: `fault ${msg}`,
          }),
        );
        if (sc.rng.chance(0.6))
          sc.log(
            t + sc.rng.int(60_000, 240_000),
            svc,
            "info",
            `pedestal ${p} relay re-closed by guest reset, load normal`,
          );
      });
    },
  },
  {
    id: "pedestals-offline",
    what: "solar mesh radios on a few pedestals dropping out overnight-style, readings estimated",
    run(sc, at) {
      const svc = sc.svc("power");
      const bad = Array.from({ length: sc.rng.int(4, 9) }, () => pedestal(sc));
      sc.every(sc.rng.int(25_000, 60_000), at, at + sc.rng.int(400_000, 800_000), 2000, (t) => {
        for (const p of bad)
          if (sc.rng.chance(0.8))
            sc.log(
              t + sc.rng.int(0, 900),
              svc,
              "warn",
              `pedestal ${p} not responding on mesh (last seen ${sc.rng.int(2, 9)}h ago), reading estimated from 7-day profile`,
            );
      });
    },
  },
  {
    id: "lock-batteries",
    what: "cabin locks reporting low batteries and bolt jams that clear on auto-retry",
    run(sc, at) {
      const svc = sc.svc("locks");
      scatter(sc, sc.rng.int(8, 20), at, sc.rng.int(300_000, 600_000), (t, i) => {
        const lock = by(sc, {
          pinecrest: `Aspen-${sc.rng.int(1, 9)}`,
          hollow: sc.rng.pick(["Bluebird", "Wren", "Heron"]),
          lakeshore: `cabin-loon-${sc.rng.int(1, 8)}`,
          redrock: `lw-${sc.rng.digits(4)}`,
        });
        if (i % 3 === 0) {
          sc.log(t, svc, "error", `lock ${lock}: bolt jam reported on lock cycle (motor stall)`);
          sc.log(t + sc.rng.int(3000, 9000), svc, "info", `lock ${lock}: auto-retry cycle ok, bolt thrown`);
        } else sc.log(t, svc, "warn", `lock ${lock}: battery ${sc.rng.int(4, 15)}% (4xAA), maintenance ticket opened`);
      });
    },
  },
  {
    id: "wrong-door-codes",
    what: "arriving guests keying wrong door codes until the keypad locks them out for a minute",
    run(sc, at) {
      const svc = sc.svc("locks");
      scatter(sc, sc.rng.int(15, 40), at, sc.rng.int(300_000, 600_000), (t, i) => {
        const lock = by(sc, {
          pinecrest: `cabin Birch-${sc.rng.int(1, 9)}`,
          hollow: `cabin=${sc.rng.pick(["Finch", "Osprey", "Kestrel"])}`,
          lakeshore: `cabin-otter-${sc.rng.int(1, 8)}`,
          redrock: `lock=lw-${sc.rng.digits(4)}`,
        });
        sc.log(
          t,
          svc,
          "warn",
          i % 6 === 5
            ? `${lock}: keypad lockout 60s after 5 invalid PINs`
            : `${lock}: invalid PIN entered (attempt ${sc.rng.int(1, 4)}/5)`,
        );
      });
    },
  },
  {
    id: "wifi-vouchers-macs",
    what: "captive portal refusing expired vouchers and re-challenging phones with randomised MAC addresses",
    run(sc, at) {
      const svc = sc.svc("wifi");
      scatter(sc, sc.rng.int(30, 80), at, sc.rng.int(300_000, 600_000), (t, i) => {
        const mac = `${sc.rng.pick(["2a", "6e", "a2", "de", "fa"])}:${sc.rng.hex(2)}:${sc.rng.hex(2)}:${sc.rng.hex(2)}:${sc.rng.hex(2)}:${sc.rng.hex(2)}`;
        if (i % 2)
          sc.log(
            t,
            svc,
            "warn",
            by(sc, {
              pinecrest: `unknown mac=${mac} (locally administered, private address), forcing portal re-auth`,
              hollow: `Access-Reject mac=${mac.replaceAll(":", "-")} reason=voucher-expired voucher=HCW-${sc.rng.upper(4)}`,
              lakeshore: `session not found for ${mac} (randomized MAC), redirecting to portal`,
              redrock: `auth failed voucher=${sc.rng.upper(6)} reason=expired client=${mac.replaceAll(":", "")}`,
            }),
          );
        else
          sc.log(
            t,
            svc,
            "error",
            by(sc, {
              pinecrest: `RADIUS Access-Reject for voucher ${sc.rng.upper(6)}: voucher expired`,
              hollow: `Login incorrect (rlm_sql: voucher not found): [HCW-${sc.rng.upper(4)}] (from client ap-ozark-${sc.rng.int(1, 24)} port 0 cli ${mac.replaceAll(":", "-")})`,
              lakeshore: `voucher redeem failed code=${sc.rng.upper(6)}: already used on 2 devices (limit 2)`,
              redrock: `room-code auth failed site=${sc.rng.pick(["R", "T"])}${sc.rng.int(1, 64)} reason=checkout_passed`,
            }),
          );
      });
    },
  },
  {
    id: "weather-warning-fanout",
    what: "a severe thunderstorm warning fanned out to guests, with the SEVERE/WARNING wording in the logs and a few undeliverable numbers",
    run(sc, at) {
      const svc = sc.svc("weather");
      const zone = by(sc, { pinecrest: "CAZ072", hollow: "MOZ097", lakeshore: "MNZ037", redrock: "UTZ027" });
      const n = sc.rng.int(180, 900);
      sc.log(
        at,
        svc,
        "warn",
        `SEVERE THUNDERSTORM WARNING issued for ${zone} until ${new Date(at + 3_600_000).toISOString().slice(11, 16)}Z (hail 1.00in, wind 60mph)`,
      );
      sc.log(at + 400, svc, "info", `fan-out started: ${n} guests on site in ${zone}`);
      const batches = Math.ceil(n / 100);
      for (let b = 0; b < batches; b++)
        sc.log(at + 2000 + b * sc.rng.int(1500, 4000), svc, "info", `fan-out batch ${b + 1}/${batches} sent`);
      scatter(sc, sc.rng.int(3, 10), at + 2000, 40_000, (t) =>
        sc.log(t, svc, "warn", `delivery failed to ${phone(sc)}: carrier rejected (landline)`),
      );
      sc.log(at + 60_000, svc, "info", `fan-out complete: ${n} targeted, duplicates suppressed`);
      sc.log(
        at + sc.rng.int(120_000, 400_000),
        svc,
        "warn",
        `SEVERE THUNDERSTORM WARNING for ${zone} updated (no change in area); re-notification suppressed`,
      );
    },
  },
  {
    id: "ap-flaps",
    what: "Wi-Fi access points on storm-exposed poles missing heartbeats and re-joining",
    run(sc, at) {
      const svc = sc.svc("wifi");
      const aps = Array.from(
        { length: sc.rng.int(2, 5) },
        () => `ap-${sc.rng.pick(["pole", "row", "loop"])}-${sc.rng.int(1, 30)}`,
      );
      scatter(sc, sc.rng.int(8, 20), at, sc.rng.int(300_000, 600_000), (t) => {
        const ap = sc.rng.pick(aps);
        sc.log(t, svc, "warn", `${ap} heartbeat missed (3 in a row), clients will roam`);
        sc.log(t + sc.rng.int(20_000, 90_000), svc, "info", `${ap} re-joined controller, uptime 0m`);
      });
    },
  },
  {
    id: "go-panic-recovered",
    what: "a lane controller on firmware beta sending short frames that make one Go handler panic; net/http recovers each panic and the lane keeps working",
    run(sc, at) {
      const svc = sc.svc("gate");
      const mod = by(sc, {
        pinecrest: "github.com/pinecrest/gate-control",
        hollow: "hollowcreek.dev/gatekeeper",
        lakeshore: "git.lakeshore.example/platform/lk-barrier",
        redrock: "github.com/redrock-overland/entry-gate",
      });
      const peer = `10.${sc.rng.int(2, 9)}.${sc.rng.int(0, 9)}.${sc.rng.int(2, 250)}`;
      scatter(sc, sc.rng.int(3, 8), at, sc.rng.int(200_000, 500_000), (t) => {
        const g = sc.rng.int(9000, 99999);
        const len = sc.rng.int(2, 5);
        sc.log(
          t,
          svc,
          "error",
          `http: panic serving ${peer}:${sc.rng.int(30000, 60000)}: runtime error: index out of range [${len}] with length ${len}`,
          {
            errType: "runtime.Error",
            stack: [
              `goroutine ${g} [running]:`,
              "net/http.(*conn).serve.func1()",
              "\t/usr/local/go/src/net/http/server.go:1898 +0xbe",
              `panic({0x9c2f40?, 0xc000${sc.rng.hex(6)}?})`,
              "\t/usr/local/go/src/runtime/panic.go:770 +0x132",
              `${mod}/internal/lanes.parseLoopFrame(...)`,
              "\t/src/internal/lanes/frame.go:44",
              `${mod}/internal/lanes.(*Handler).ServeHTTP(0xc0001a2000, {0xb1e2a8, 0xc000${sc.rng.hex(6)}}, 0xc000${sc.rng.hex(6)})`,
              "\t/src/internal/lanes/handler.go:71 +0x3c5",
              "net/http.serverHandler.ServeHTTP({0xc0004b4000?}, {0xb1e2a8?, 0xc0004c8000?}, 0x6?)",
              "\t/usr/local/go/src/net/http/server.go:3137 +0x8e",
              `net/http.(*conn).serve(0xc000${sc.rng.hex(6)}, {0xb1f4c0, 0xc0002f6f00})`,
              "\t/usr/local/go/src/net/http/server.go:2039 +0x5e8",
              "created by net/http.(*Server).Serve in goroutine 1",
              "\t/usr/local/go/src/net/http/server.go:3285 +0x4b4",
            ],
          },
        );
        sc.log(
          t + sc.rng.int(900, 3000),
          svc,
          "info",
          `lane controller ${peer} resent frame (fw 3.1.0-beta2), accepted`,
        );
      });
    },
  },
];
