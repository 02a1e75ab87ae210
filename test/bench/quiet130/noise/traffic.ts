// Hostile or clumsy traffic at the edge that the estate handles: an availability scraper throttled by the
// rate limiter, a vulnerability scanner fishing for /.env and /wp-login.php, and guests on weak campground
// Wi-Fi closing connections before the answer arrives.
import { isoStamp, nginxErrTime, nginxTime, railsTime } from "../clock.js";
import type { SceneLike } from "../types.js";
import { by, type Noise, pubIp, scatter } from "./kit.js";

const PROBES = [
  "/wp-login.php",
  "/.env",
  "/.git/config",
  "/phpmyadmin/index.php",
  "/actuator/env",
  "/cgi-bin/luci/;stok=/locale",
  "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
  "/server-status",
  "/.aws/credentials",
  "/api/v1/../../../../etc/passwd",
  "/boaform/admin/formLogin",
  "/owa/auth/logon.aspx",
];

function probe(sc: SceneLike, t: number, ip: string, path: string): void {
  by(sc, {
    pinecrest: () => {
      sc.log(
        t,
        "edge-nginx",
        "info",
        `${ip} - - [${nginxTime(t)}] "GET ${path} HTTP/1.1" 404 153 "-" "Mozilla/5.0 zgrab/0.x" rt=0.000 uct=- urt=-`,
      );
      if (path.startsWith("/.") || path.includes("php"))
        sc.log(
          t + 1,
          "edge-nginx",
          "error",
          `${nginxErrTime(t)} [error] 24#24: *${sc.rng.digits(6)} open() "/usr/share/nginx/html${path.split("?")[0]}" failed (2: No such file or directory), client: ${ip}, server: _, request: "GET ${path} HTTP/1.1", host: "${ip.split(".").reverse().join(".")}"`,
        );
    },
    hollow: () => {
      const tr = sc.trace();
      sc.log(t, "res_core", "info", `Started GET "${path}" for ${ip} at ${railsTime(t)}`, { trace: tr });
      sc.log(t + 2, "res_core", "fatal", `ActionController::RoutingError (No route matches [GET] "${path}"):`, {
        trace: tr,
      });
    },
    lakeshore: () => {
      sc.log(
        t,
        "lk-gateway",
        "info",
        `[${isoStamp(t)}] "GET ${path} HTTP/1.1" 404 NR 0 0 0 - "${ip}" "python-requests/2.31.0" "${sc.rng.uuid()}" "camp.lakeshore.example" "-"`,
      );
    },
    redrock: () => {
      if (sc.rng.chance(0.3))
        sc.log(
          t,
          "frontdesk",
          "error",
          `Invalid HTTP_HOST header: '${ip}'. You may need to add '${ip}' to ALLOWED_HOSTS.`,
        );
      else sc.log(t, "frontdesk", "warn", `Not Found: ${path}`);
    },
  })();
}

export const TRAFFIC_NOISE: Noise[] = [
  {
    id: "abusive-client-429",
    what: "an availability scraper hammering search and being throttled with 429s by the rate limiter",
    run(sc, at) {
      const ip = `203.0.113.${sc.rng.int(2, 250)}`;
      const span = sc.rng.int(120_000, 300_000);
      const rps = sc.rng.float(0.6, 1.6);
      sc.poisson(rps * 60, at, at + span, (t) => {
        const arr = new Date(t + sc.rng.int(5, 60) * 86_400_000).toISOString().slice(0, 10);
        by(sc, {
          pinecrest: () => {
            sc.log(
              t,
              "edge-nginx",
              "error",
              `${nginxErrTime(t)} [error] 27#27: *${sc.rng.digits(7)} limiting requests, excess: ${sc.rng.float(10, 11).toFixed(3)} by zone "search", client: ${ip}, server: api.pinecrestparks.example, request: "GET /api/v2/availability?park=${sc.rng.pick(sc.est.parks)}&arrive=${arr}&nights=2 HTTP/1.1", host: "api.pinecrestparks.example"`,
            );
            sc.log(
              t + 1,
              "edge-nginx",
              "info",
              `${ip} - - [${nginxTime(t)}] "GET /api/v2/availability?arrive=${arr}&nights=2 HTTP/1.1" 429 169 "-" "python-httpx/0.27.0" rt=0.000 uct=- urt=-`,
            );
          },
          hollow: () =>
            sc.log(
              t,
              "res_core",
              "warn",
              `Rack::Attack throttled ${ip} (rule: availability/ip, 60 req/min) GET /api/v1/sites/availability?from=${arr}`,
            ),
          lakeshore: () =>
            sc.log(
              t,
              "lk-gateway",
              "info",
              `[${isoStamp(t)}] "GET /api/sites/availability?arrival=${arr}&nights=2 HTTP/1.1" 429 RL 0 18 0 - "${ip}" "Go-http-client/1.1" "${sc.rng.uuid()}" "camp.lakeshore.example" "-"`,
            ),
          redrock: () => sc.log(t, "frontdesk", "warn", `Ratelimited: /api/availability/ key=ip:${ip} rate=30/m`),
        })();
      });
      sc.log(
        at + span + 2000,
        sc.svc("edge"),
        "info",
        by(sc, {
          pinecrest: `${nginxErrTime(at + span)} [notice] 1#1: client ${ip} removed from zone "search" (idle)`,
          hollow: `Rack::Attack: ${ip} throttle window expired`,
          lakeshore: "[info][ratelimit] local rate limiter token bucket refilled (search)",
          redrock: `ratelimit window reset for ip:${ip}`,
        }),
      );
    },
  },
  {
    id: "vuln-scanner",
    what: "an internet scanner probing for /.env, /wp-login.php and phpMyAdmin, all answered 404",
    run(sc, at) {
      const ip = pubIp(sc);
      const n = sc.rng.int(40, 140);
      scatter(sc, n, at, sc.rng.int(60_000, 240_000), (t) => probe(sc, t, ip, sc.rng.pick(PROBES)));
    },
  },
  {
    id: "client-aborts",
    what: "guests on weak campground Wi-Fi dropping connections mid-request (499s, resets from clients, broken pipes on write)",
    run(sc, at) {
      scatter(sc, sc.rng.int(20, 50), at, sc.rng.int(300_000, 600_000), (t) => {
        const ip = pubIp(sc);
        by(sc, {
          pinecrest: () => {
            sc.log(
              t,
              "edge-nginx",
              "info",
              `${ip} - - [${nginxTime(t)}] "GET /api/v2/availability?park=PCR-LAKE HTTP/1.1" 499 0 "-" "PinecrestApp/5.2.1 (iPhone; iOS 17.5.1)" rt=${sc.rng.float(2, 9).toFixed(3)} uct=0.001 urt=-`,
            );
            sc.log(
              t + 2,
              "booking-api",
              "warn",
              "request aborted by client: Error: aborted (code=ECONNRESET) GET /v2/availability",
            );
          },
          hollow: () =>
            sc.log(
              t,
              "gatekeeper",
              "warn",
              `kiosk stream write failed: write tcp 10.2.7.4:8443->${ip}:${sc.rng.int(30000, 60000)}: write: broken pipe`,
            ),
          lakeshore: () =>
            sc.log(
              t,
              "lk-gateway",
              "info",
              `[${isoStamp(t)}] "GET /api/sites/availability HTTP/1.1" 0 DC 0 0 ${sc.rng.int(2000, 9000)} - "${ip}" "LakeshoreCamp/3.1 CFNetwork/1494" "${sc.rng.uuid()}" "camp.lakeshore.example" "10.1.7.22:8080"`,
            ),
          redrock: () =>
            sc.log(
              t,
              "captive",
              "warn",
              `client ${sc.rng.hex(12)} closed connection during portal redirect (ECONNRESET from ${ip})`,
            ),
        })();
      });
    },
  },
];
