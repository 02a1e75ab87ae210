// Hearth Street quiet windows.
import {
  batchId,
  clientIp,
  FLOOR,
  LABELS,
  MQTT,
  NGINX,
  nginxAccess,
  OVEN,
  PLANNER,
  PROOF,
  RECIPES,
  REWARDS,
  shop,
  TILLB,
  tablet,
  WEB,
} from "../estates/hearth-street.js";
import { ev, MIN, nginxTime, poisson, SEC } from "../kit.js";
import { rollout } from "../lifecycle.js";
import type { Ev, Quiet } from "../types.js";

const scanners: Quiet = {
  key: "hs-quiet-scanners",
  hours: [[4, 7]],
  estate: "hearth-street",
  note: "Morning bake: a vulnerability scanner makes nginx log open() failures at error level and Rails log routing FATALs, ovens overshoot during preheat as expected, and one store printer runs out of paper.",
  events: (c) => {
    const r = c.r;
    const ip = `45.${r.int(80, 160)}.${r.int(1, 254)}.${r.int(1, 254)}`;
    const from = c.t0 - r.int(20, 100) * SEC;
    const paths = [
      "/wp-login.php",
      "/.env",
      "/xmlrpc.php",
      "/.git/config",
      "/phpmyadmin/index.php",
      "/wp-content/plugins/revslider/temp/update_extract/",
      "/admin/.env",
      "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
    ];
    return [
      ...poisson(c, from, Math.min(c.end, from + 90 * SEC), 0.6, (t) => {
        const p = r.pick(paths);
        return [
          ev(
            t,
            NGINX,
            "ERROR",
            `${nginxTime(t)} [error] ${r.int(28, 34)}#${r.int(28, 34)}: *${r.int(100000, 999999)} open() "/usr/share/nginx/html${p}" failed (2: No such file or directory), client: ${ip}, server: www.hearthstreet.co.uk, request: "GET ${p} HTTP/1.1", host: "www.hearthstreet.co.uk"`,
          ),
          nginxAccess(c, t + 1, "GET", p, 404, 0.001, {
            ip,
            ua: "Mozilla/5.0 (compatible; Nuclei - Open-source project (github.com/projectdiscovery/nuclei))",
          }),
        ];
      }),
      ...poisson(c, c.start, c.end, 40, (t) => {
        const sp = r.pick([220, 230, 240]);
        return [
          ev(
            t,
            OVEN,
            "WARN",
            `store ${shop(c)} oven ${r.int(1, 4)}: ${(sp + r.float(11, 24)).toFixed(1)}C > sp ${sp} +10 during preheat (expected, alarm suppressed)`,
          ),
        ];
      }),
      ev(c.t0 + r.int(10, 90) * SEC, LABELS, "WARN", `printer zd421-store${shop(c)}-1: paper out (media), job held`),
      ev(c.t0 + r.int(200, 300) * SEC, LABELS, "INFO", "printer zd421 job resumed after media change"),
    ];
  },
};

const overnight: Quiet = {
  key: "hs-quiet-overnight",
  hours: [[1, 4]],
  estate: "hearth-street",
  note: "Overnight planning: the bake planner substitutes an out-of-stock flour, Hikari reports a clock leap, the MQTT session drops and reconnects in a second, a proofer sensor drifts, and an expired promo code is refused.",
  events: (c) => {
    const r = c.r;
    return [
      ev(
        c.t0 - 90 * SEC,
        PLANNER,
        "WARN",
        "store 19 plan: 3 lines unfulfillable (flour RYE-T170 out of stock), substituting SPELT-WHOLE",
      ),
      ev(
        c.t0 - 40 * SEC,
        PLANNER,
        "WARN",
        "store 4 plan: proofer P2 capacity exceeded by 2 trays at 04:40, shifting CROISSANT batch to 04:55",
      ),
      ev(
        c.t0 + r.int(0, 60) * SEC,
        RECIPES,
        "WARN",
        `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m${r.int(2, 9)}s).`,
      ),
      ev(c.t0 + 2 * MIN, MQTT, "WARN", "connection lost: EOF"),
      ev(
        c.t0 + 2 * MIN + r.int(900, 1600),
        MQTT,
        "INFO",
        "reconnected to ssl://mqtt.hearthstreet.cloud:8883, 152 subscriptions restored",
      ),
      ev(
        c.start + r.int(30, 200) * SEC,
        PROOF,
        "WARN",
        `proofer P2 store ${shop(c)}: humidity sensor drift +6%RH vs reference, recalibration due`,
      ),
      ...poisson(c, c.start, c.end, 120, (t) => [
        ev(t, REWARDS, "WARN", `member ${r.int(10000, 99999)}: promo code SPRING25 rejected (expired 2026-04-30)`),
      ]),
      ev(
        c.start + r.int(60, 300) * SEC,
        REWARDS,
        "WARN",
        "/usr/local/lib/python3.12/site-packages/django/db/models/fields/__init__.py:1659: RuntimeWarning: DateTimeField Visit.created_at received a naive datetime (2026-03-14 03:00:00) while time zone support is active.",
      ),
    ];
  },
};

const deploy: Quiet = {
  key: "hs-quiet-deploy",
  hours: [[9, 12]],
  estate: "hearth-street",
  note: "A storefront deploy: Puma restarts and nginx logs a handful of refused upstream connections during the switch, a till's TLS handshake fails once and succeeds on retry, and a tablet submits one invalid batch log.",
  events: (c) => {
    const r = c.r;
    const at = c.t0;
    const out: Ev[] = [...rollout(c, WEB, "ruby", at, "2026.05.3")];
    for (let k = 0; k < 3; k++) {
      const t = at + 400 + k * r.int(200, 900);
      const ip = clientIp(c);
      out.push(
        ev(
          t,
          NGINX,
          "ERROR",
          `${nginxTime(t)} [error] 31#31: *${r.int(100000, 999999)} connect() failed (111: Connection refused) while connecting to upstream, client: ${ip}, server: www.hearthstreet.co.uk, request: "GET /menu HTTP/1.1", upstream: "http://10.12.4.17:3000/menu", host: "www.hearthstreet.co.uk"`,
        ),
        nginxAccess(c, t + 1, "GET", "/menu", 502, 0.001, { ip }),
      );
    }
    const s = shop(c);
    out.push(
      ev(
        c.t0 - 3 * MIN,
        TILLB,
        "WARN",
        `Store ${s} till 1: sync failed (The SSL connection could not be established, see inner exception.), retry 1/5 in 20s`,
      ),
      ev(
        c.t0 - 3 * MIN + 20_500,
        TILLB,
        "INFO",
        `Store ${s} till 1: posted ${r.int(8, 30)} sales (£${r.int(40, 300)}.${r.int(10, 99)}) to ledger in ${r.int(200, 900)} ms`,
      ),
      ev(
        c.t0 + 3 * MIN,
        FLOOR,
        "WARN",
        `POST /v1/batches 422 store=${s} device=${tablet(c, s)} app=3.1.4: validation failed: qty=0 must be > 0 (batch ${batchId(c)})`,
      ),
      ev(c.t0 + 4 * MIN, LABELS, "WARN", `printer zd421-store${shop(c)}-1: print head open`),
    );
    return out;
  },
};

export const hearthStreetQuiet: Quiet[] = [scanners, overnight, deploy];
