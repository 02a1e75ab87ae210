// Quiet windows: loud-but-harmless hours that need no page. Each kind writes its own noise over the background.
import { rollingDeploy, shutdown, startup } from "./lifecycle.js";
import type { Sim } from "./simulation.js";
import type { Role } from "./types.js";

export interface QuietKind {
  kind: string;
  needs: Role[];
  run(sim: Sim): string;
}

const v = (sim: Sim) => `${sim.r.int(2, 9)}.${sim.r.int(0, 40)}.${sim.r.int(0, 9)}`;

export const QUIET: QuietKind[] = [
  {
    kind: "rolling-deploy",
    needs: ["booking"],
    run(sim) {
      const s = sim.svc("booking");
      rollingDeploy(sim, s, sim.at(0.35), v(sim));
      return `${s.name} rolls out a new release; a handful of 502/503s at the edge while old pods drain, then everything is normal.`;
    },
  },
  {
    kind: "credential-stuffing-blocked",
    needs: ["auth"],
    run(sim) {
      const s = sim.svc("auth");
      const a = sim.at(0.2);
      const b = sim.at(0.7);
      const ip = `45.${sim.r.int(10, 200)}.${sim.r.int(0, 254)}.${sim.r.int(1, 254)}`;
      sim.every(a, b, 350, () =>
        sim.emit(
          sim.r.int(a, b),
          s.name,
          "WARN",
          `login failed for user ${sim.r.pick(["admin", "info", "skipper", "john.smith", "test"])}@${sim.r.pick(["gmail.com", "outlook.com", "hotmail.co.uk"])}: invalid_user_credentials ip=${ip}`,
        ),
      );
      sim.every(a + 60000, b, 2000, (t) =>
        sim.emit(t, s.name, "WARN", `rate limit: blocking ${ip} for 900s (too many failed logins)`),
      );
      sim.every(a, b, 900, (t) => sim.request(t, s, r0(s.routes), "POST", 429, sim.r.int(1, 4), { serverLine: false }));
      return `A botnet tries leaked passwords against ${s.name}; thousands of failed logins and 429s from one address range, real members unaffected.`;
    },
  },
  {
    kind: "monthly-dues-run-declines",
    needs: ["billing", "payments"],
    run(sim) {
      const b = sim.svc("billing");
      const p = sim.svc("payments");
      const a = sim.at(0.1);
      sim.emit(a, b.name, "INFO", "monthly dues run started: 3,412 members, 3,412 direct card charges");
      sim.every(a, sim.end, 180, (t) => {
        const m = `M${sim.r.int(10000, 99999)}`;
        if (sim.r.chance(0.07)) {
          const code = sim.r.pick([
            "insufficient_funds",
            "expired_card",
            "do_not_honor",
            "card_velocity_exceeded",
            "authentication_required",
          ]);
          sim.emit(t, p.name, "ERROR", `charge failed for ${m}: card_declined (${code})`);
          sim.emit(t + 30, b.name, "WARN", `dues for ${m} unpaid (${code}), dunning email scheduled`);
        } else sim.emit(t, b.name, "INFO", `dues charged for ${m}: ${sim.r.int(40, 900)}.00 GBP`);
      });
      return `The monthly dues run charges every member's card; hundreds of declines are logged as errors, as every month.`;
    },
  },
  {
    kind: "crawler-404s-old-listings",
    needs: ["listings"],
    run(sim) {
      const s = sim.svc("listings");
      sim.every(sim.start, sim.end, 220, (t) =>
        sim.request(
          t,
          s,
          `${r0(s.routes)}/${sim.r.int(100000, 299999)}`,
          "GET",
          sim.r.chance(0.9) ? 404 : 410,
          sim.r.int(3, 20),
        ),
      );
      sim.every(sim.start, sim.end, 4000, (t) =>
        sim.emit(
          t,
          s.name,
          "WARN",
          `listing L-${sim.r.int(100000, 299999)} not found (sold/archived), crawler=bingbot`,
        ),
      );
      return `A search-engine crawler walks years of sold boat listings; a wall of 404/410s, nothing broken.`;
    },
  },
  {
    kind: "cache-restart-cold",
    needs: ["cache", "members"],
    run(sim) {
      const c = sim.svc("cache");
      const m = sim.svc("members");
      const t = sim.at(0.3);
      sim.emit(t, c.name, "INFO", "Received SIGTERM scheduling shutdown... (planned maintenance)");
      sim.emit(t + 400, c.name, "INFO", "Redis is now ready to exit, bye bye...");
      sim.silence(c.name, t + 500, t + 9000);
      sim.emit(t + 9000, c.name, "INFO", "Redis version=7.2.5, bits=64, pid=1, just started");
      sim.emit(t + 9100, c.name, "INFO", "Ready to accept connections tcp");
      sim.every(t + 500, t + 9000, 300, (tt) =>
        sim.emit(
          tt,
          m.name,
          "WARN",
          "StackExchange.Redis.RedisConnectionException: No connection is active/available to service this operation: GET member:profile; falling back to database",
        ),
      );
      sim.every(t + 9000, t + 240000, 700, (tt) =>
        sim.emit(
          tt,
          m.name,
          "INFO",
          `cache miss member:profile:M${sim.r.int(10000, 99999)}, loaded from db in ${sim.r.int(8, 90)}ms`,
        ),
      );
      return `Planned restart of ${c.name}: ten seconds of connection errors with DB fallback, then a cold cache warms up.`;
    },
  },
  {
    kind: "vuln-scanner",
    needs: ["portal"],
    run(sim) {
      const s = sim.svc("portal");
      const paths = [
        "/.env",
        "/wp-login.php",
        "/.git/config",
        "/phpmyadmin/",
        "/cgi-bin/luci",
        "/actuator/env",
        "/server-status",
        "/../../etc/passwd",
        "/vendor/phpunit/src/Util/PHP/eval-stdin.php",
      ];
      sim.every(sim.at(0.2), sim.at(0.55), 150, (t) =>
        sim.request(
          t,
          s,
          sim.r.pick(paths),
          sim.r.pick(["GET", "POST"]),
          sim.r.pick([404, 404, 400, 403]),
          sim.r.int(1, 9),
        ),
      );
      sim.every(sim.at(0.2), sim.at(0.55), 3000, (t) =>
        sim.emit(t, s.name, "ERROR", `ActionController::RoutingError (No route matches [GET] "${sim.r.pick(paths)}")`),
      );
      return `An internet scanner sprays exploit paths at the portal; 404/400s and routing errors for twenty minutes.`;
    },
  },
  {
    kind: "search-reindex",
    needs: ["listings", "search"],
    run(sim) {
      const l = sim.svc("listings");
      const s = sim.svc("search");
      const a = sim.at(0.15);
      sim.emit(a, l.name, "INFO", "full reindex started: 41,208 listings into listings_v23 (alias swap at end)");
      sim.every(a, sim.end, 1500, (t) => {
        if (sim.r.chance(0.2))
          sim.emit(
            t,
            l.name,
            "WARN",
            `bulk request partially rejected: 37 items es_rejected_execution_exception (429), retrying in 2s`,
          );
        else sim.emit(t, l.name, "INFO", `bulk indexed 500 docs in ${sim.r.int(300, 2200)}ms`);
      });
      sim.every(a, sim.end, 2500, (t) =>
        sim.emit(
          t,
          s.name,
          "WARN",
          `[listings_v23][${sim.r.int(0, 4)}] took[${sim.r.float(1.1, 4).toFixed(1)}s], took_millis[${sim.r.int(1100, 4000)}] (index slowlog)`,
        ),
      );
      return `A planned full reindex of boat listings: bulk 429 rejections retried, slow-log warnings, searches keep working.`;
    },
  },
  {
    kind: "mobile-disconnects-marina-wifi",
    needs: ["booking"],
    run(sim) {
      const s = sim.svc("booking");
      sim.every(sim.start, sim.end, 1200, (t) =>
        sim.request(
          t,
          s,
          r0(s.routes),
          "GET",
          sim.estate.proxyKind === "envoy" ? 0 : sim.estate.proxyKind === "haproxy" ? -1 : 499,
          sim.r.int(2000, 9000),
          {
            flag: sim.estate.proxyKind === "envoy" ? "DC" : sim.estate.proxyKind === "haproxy" ? "CD--" : undefined,
          },
        ),
      );
      sim.every(sim.start, sim.end, 1500, (t) => sim.emit(t, s.name, "ERROR", clientGoneMsg(s.runtime)));
      return `Boaters on patchy pontoon Wi-Fi abandon requests mid-flight; a steady stream of client-disconnect errors at proxy and ${s.name}.`;
    },
  },
  {
    kind: "consumer-rebalance-scale-out",
    needs: ["queue", "notify"],
    run(sim) {
      const n = sim.svc("notify");
      const t = sim.at(0.4);
      for (let i = 0; i < 3; i++) {
        const tt = t + i * sim.r.int(4000, 20000);
        sim.emit(
          tt,
          n.name,
          "INFO",
          `[Consumer clientId=${n.name}-${i}, groupId=${n.name}] Revoke previously assigned partitions notifications-${i * 2}, notifications-${i * 2 + 1}`,
        );
        sim.emit(
          tt + 300,
          n.name,
          "WARN",
          `[Consumer clientId=${n.name}-${i}, groupId=${n.name}] Request joining group due to: group is already rebalancing`,
        );
        sim.emit(
          tt + 3000,
          n.name,
          "INFO",
          `[Consumer clientId=${n.name}-${i}, groupId=${n.name}] Successfully joined group with generation Generation{generationId=${sim.r.int(100, 400)}}`,
        );
      }
      sim.every(t, t + 60000, 2000, (tt) =>
        sim.emit(tt, n.name, "WARN", `consumer lag on notifications: ${sim.r.int(200, 4000)} messages (rebalancing)`),
      );
      startup(sim, n, t - 8000, v(sim));
      return `The autoscaler adds notification consumers; the group rebalances and lag spikes for a minute, then drains.`;
    },
  },
  {
    kind: "jvm-gc-pressure-recovers",
    needs: ["billing"],
    run(sim) {
      const s = sim.svc("billing");
      sim.every(sim.at(0.3), sim.at(0.6), 6000, (t) =>
        sim.emit(
          t,
          s.name,
          "WARN",
          `GC pause (G1 Evacuation Pause) ${sim.r.int(220, 680)}ms, heap ${sim.r.int(78, 91)}% after collection (statement export batch)`,
        ),
      );
      sim.emit(sim.at(0.62), s.name, "INFO", "statement export finished: 12,903 PDFs; heap back to 41%");
      return `A statement export in ${s.name} pushes heap use up with long GC pauses, then finishes and heap falls back.`;
    },
  },
  {
    kind: "webhook-redelivery-duplicates",
    needs: ["payments"],
    run(sim) {
      const s = sim.svc("payments");
      sim.every(sim.at(0.25), sim.at(0.5), 300, (t) =>
        sim.emit(t, s.name, "WARN", `duplicate webhook evt_${sim.r.hex(20)} (idempotency key seen), responding 200`),
      );
      sim.emit(
        sim.at(0.25),
        s.name,
        "INFO",
        "payment provider status: replaying webhooks delayed by their earlier incident",
      );
      return `The card processor replays a backlog of webhooks after its own hiccup; thousands of duplicate-event warnings, all acknowledged.`;
    },
  },
  {
    kind: "debug-logging-left-on",
    needs: ["fuel"],
    run(sim) {
      const s = sim.svc("fuel");
      const t = sim.at(0.2);
      sim.emit(t, s.name, "INFO", "log level changed to DEBUG via admin endpoint by ops@dock");
      sim.every(t, sim.at(0.8), 90, (tt) =>
        sim.emit(
          tt,
          s.name,
          "DEBUG",
          sim.r.pick([
            `pump ${sim.r.int(1, 4)} poll: state=idle flow=0.00`,
            `modbus read reg=40001 val=${sim.r.int(0, 9999)}`,
            `price cache hit ${sim.r.pick(["diesel", "petrol_95", "hvo100"])}`,
          ]),
        ),
      );
      sim.emit(sim.at(0.8), s.name, "INFO", "log level changed to INFO via admin endpoint by ops@dock");
      return `Someone turns DEBUG on at ${s.name} to look at a pump; volume triples for a while, nothing wrong.`;
    },
  },
  {
    kind: "leader-election-lock-contention",
    needs: ["haulout"],
    run(sim) {
      const s = sim.svc("haulout");
      sim.every(sim.start, sim.end, 10000, (t) =>
        sim.emit(
          t,
          s.name,
          "WARN",
          `could not acquire lock "yard-plan-recalc" (held by ${s.name}-${sim.r.pick(["0", "1", "2"])}), skipping this run`,
        ),
      );
      return `Three replicas of ${s.name} race for the scheduler lock every few seconds; only one wins, as designed.`;
    },
  },
  {
    kind: "partner-feed-validation-rejects",
    needs: ["listings"],
    run(sim) {
      const s = sim.svc("listings");
      const a = sim.at(0.3);
      sim.emit(a, s.name, "INFO", "broker feed import started: 2,944 rows from partner yachtbrokers-south");
      sim.every(a, a + 300000, 250, (t) =>
        sim.emit(
          t,
          s.name,
          "ERROR",
          `row ${sim.r.int(1, 2944)} rejected: ${sim.r.pick(["length_overall missing", "asking price not a number: 'POA'", "engine hours negative", "photo URL returns 403", "year built 2031 in the future"])}`,
        ),
      );
      sim.emit(
        a + 300000,
        s.name,
        "INFO",
        "broker feed import finished: 2,311 imported, 633 rejected (report mailed to partner)",
      );
      return `A broker's nightly feed arrives full of bad rows; hundreds of validation errors, import completes as usual.`;
    },
  },
  {
    kind: "tide-api-flaky-fallback",
    needs: ["haulout"],
    run(sim) {
      const s = sim.svc("haulout");
      sim.every(sim.start, sim.end, 5000, (t) =>
        sim.emit(
          t,
          s.name,
          "WARN",
          `tide predictions API returned 503 Service Unavailable, serving cached table from ${sim.r.int(2, 11)}h ago`,
        ),
      );
      return `The free tide-prediction API keeps answering 503; ${s.name} serves cached tide tables, lift planning unaffected.`;
    },
  },
  {
    kind: "autoscale-new-pods-warmup",
    needs: ["listings", "search"],
    run(sim) {
      const s = sim.svc("listings");
      const t = sim.at(0.3);
      sim.surge(t, sim.at(0.9), 1.6);
      for (let i = 0; i < 3; i++) startup(sim, s, t + i * 15000, "current");
      sim.every(t, t + 90000, 3000, (tt) =>
        sim.emit(tt, s.name, "WARN", `slow request: ${sim.r.int(1500, 4200)}ms (cold instance, JIT/cache warm-up)`),
      );
      return `A boat-show promotion triples listing traffic; the autoscaler starts pods whose first requests are slow.`;
    },
  },
  {
    kind: "transient-dns-blip-retried",
    needs: ["notify"],
    run(sim) {
      const s = sim.svc("notify");
      const t = sim.at(0.5);
      for (let i = 0; i < 4; i++)
        sim.emit(t + i * 700, s.name, "WARN", `getaddrinfo EAI_AGAIN api.sendgrid.com (attempt ${i + 1}/5), retrying`);
      sim.emit(t + 3500, s.name, "INFO", "provider call succeeded after 5 attempts");
      return `Three seconds of DNS retries in ${s.name}, succeeding on the fifth attempt; nothing lost.`;
    },
  },
  {
    kind: "newsletter-bounce-storm",
    needs: ["notify"],
    run(sim) {
      const s = sim.svc("notify");
      const a = sim.at(0.2);
      sim.emit(a, s.name, "INFO", "campaign 'Winter lay-up offers' sending to 18,220 recipients");
      sim.every(a, sim.end, 400, (t) =>
        sim.emit(
          t,
          s.name,
          "ERROR",
          sim.r.pick([
            `550 5.1.1 The email account that you tried to reach does not exist (gsmtp)`,
            `552 5.2.2 Mailbox full`,
            `421 4.7.0 Try again later, closing connection (deferred)`,
            `554 5.7.1 Message rejected under suspicion of SPAM`,
          ]),
        ),
      );
      return `The winter lay-up newsletter goes out to an old list; bounces and deferrals logged as errors by the thousand.`;
    },
  },
  {
    kind: "fuel-reconciliation-eod",
    needs: ["fuel"],
    run(sim) {
      const s = sim.svc("fuel");
      const a = sim.at(0.4);
      sim.emit(a, s.name, "INFO", "end-of-day reconciliation started");
      for (let i = 1; i <= 4; i++) {
        sim.emit(
          a + i * 2000,
          s.name,
          i === 4 ? "ERROR" : "WARN",
          i === 4
            ? "pump 4 totaliser unreadable: device offline (out of service since 2026-11-02)"
            : `tank ${i} variance ${sim.r.float(0.1, 0.6).toFixed(2)}% within 1% tolerance`,
        );
      }
      sim.emit(a + 12000, s.name, "INFO", "reconciliation done: 3 tanks ok, 1 pump skipped");
      return `Evening fuel dock reconciliation: tolerance warnings and the out-of-service pump's usual error.`;
    },
  },
  {
    kind: "deprecated-api-clients",
    needs: ["booking"],
    run(sim) {
      const s = sim.svc("booking");
      sim.every(sim.start, sim.end, 700, (t) =>
        sim.emit(
          t,
          s.name,
          "WARN",
          `deprecated endpoint ${r0(s.routes)} v1 called by client dockwise-app/4.${sim.r.int(1, 9)} (sunset 2027-03-31)`,
        ),
      );
      return `Old app versions keep calling a deprecated booking API; a warning per call, all served.`;
    },
  },
  {
    kind: "month-end-report-slow-queries",
    needs: ["db", "billing"],
    run(sim) {
      const d = sim.svc("db");
      const b = sim.svc("billing");
      const a = sim.at(0.2);
      sim.emit(a, b.name, "INFO", "month-end revenue report requested by finance (all sites, 36 months)");
      sim.every(a, sim.at(0.75), 4000, (t) =>
        sim.emit(
          t,
          d.name,
          "WARN",
          `duration: ${sim.r.int(5000, 28000)}.${sim.r.int(100, 999)} ms  statement: SELECT site_id, date_trunc('month', issued_at), sum(total) FROM invoices JOIN invoice_lines USING (invoice_id) GROUP BY 1,2`,
        ),
      );
      sim.emit(sim.at(0.78), b.name, "INFO", "month-end revenue report ready (412 rows)");
      return `Finance runs a 36-month revenue report; the database slow log fills with long GROUP BYs while requests stay fast.`;
    },
  },
  {
    kind: "log-shipper-backpressure",
    needs: ["booking"],
    run(sim) {
      const p = sim.svc("proxy");
      sim.every(sim.at(0.3), sim.at(0.5), 3000, (t) =>
        sim.emit(
          t,
          p.name,
          "WARN",
          `[output:es:es.0] HTTP status=429 URI=/_bulk, retrying chunk ${sim.r.int(1, 99)}-${sim.r.int(1000000, 9999999)}.flb (log shipper sidecar)`,
        ),
      );
      return `The log shipper sidecar gets throttled by the log cluster and retries chunks; no user impact.`;
    },
  },
  {
    kind: "config-reload-no-change",
    needs: ["booking"],
    run(sim) {
      const p = sim.svc("proxy");
      const t = sim.at(0.45);
      const msgs: Record<string, string[]> = {
        envoy: [
          "lds: add/update listener 'ingress_https'",
          "cds: added/updated 0 cluster(s), skipped 14 unmodified cluster(s)",
        ],
        nginx: [
          "signal 1 (SIGHUP) received from 1, reconfiguring",
          "gracefully shutting down worker process 31",
          "start worker process 77",
        ],
        traefik: [
          "Configuration loaded from provider kubernetescrd",
          "Skipping same configuration providerName=kubernetescrd",
        ],
        haproxy: ["Proxy fe_https started.", "Reexecuting Master process", "Loading success."],
      };
      msgs[sim.estate.proxyKind].forEach((m, i) => {
        sim.emit(t + i * 200, p.name, "INFO", m);
      });
      rollingDeploy(sim, sim.svc("booking"), sim.at(0.55), v(sim), false);
      return `A routine config push reloads the edge proxy and a service redeploys cleanly.`;
    },
  },
  {
    kind: "double-click-conflicts",
    needs: ["booking"],
    run(sim) {
      const s = sim.svc("booking");
      sim.every(sim.start, sim.end, 500, (t) => {
        sim.request(t, s, r0(s.routes), "POST", 409, sim.r.int(8, 40));
        sim.emit(
          t + 5,
          s.name,
          "WARN",
          `idempotency conflict: request ${sim.r.hex(8)} replayed with same key, returning original result`,
        );
      });
      return `Opening of summer berth bookings: users double-submit and get 409 conflicts by the hundred.`;
    },
  },
  {
    kind: "holiday-sold-out",
    needs: ["booking", "search"],
    run(sim) {
      const s = sim.svc("booking");
      sim.surge(sim.start, sim.end, 1.8);
      sim.every(sim.start, sim.end, 400, (t) =>
        sim.emit(
          t,
          s.name,
          "WARN",
          `no availability for loa ${sim.r.int(9, 16)}m on 2027-05-${sim.r.int(1, 9) + 20}, waitlist offered`,
        ),
      );
      return `Bank-holiday weekend berths are sold out; a surge of searches and no-availability warnings.`;
    },
  },
  {
    kind: "legacy-tls-clients-rejected",
    needs: ["fuel"],
    run(sim) {
      const p = sim.svc("proxy");
      const msg: Record<string, string> = {
        envoy: "TLS error: 268435646:SSL routines:OPENSSL_internal:UNSUPPORTED_PROTOCOL (downstream 10.x POS terminal)",
        nginx: `SSL_do_handshake() failed (SSL: error:0A000102:SSL routines::unsupported protocol) while SSL handshaking, client: 81.${sim.r.int(1, 200)}.3.9`,
        traefik: "http: TLS handshake error from 81.2.3.9:50412: tls: client offered only unsupported versions: [301]",
        haproxy: "fe_https/1: SSL handshake failure (error:0A000102:SSL routines::unsupported protocol)",
      };
      sim.every(sim.start, sim.end, 6000, (t) => sim.emit(t, p.name, "ERROR", msg[sim.estate.proxyKind]));
      return `An old card terminal keeps trying TLS 1.0 every few seconds and is refused at the edge, as for months.`;
    },
  },
  {
    kind: "optional-class-startup-stacks",
    needs: ["billing"],
    run(sim) {
      const s = sim.svc("billing");
      const t = sim.at(0.4);
      rollingDeploy(sim, s, t, v(sim), false);
      sim.emit(t + 5000, s.name, "WARN", "Unable to load optional font 'Arial' for invoice PDFs, using fallback", {
        stack: [
          "java.io.FileNotFoundException: /usr/share/fonts/Arial.ttf (No such file or directory)",
          "\tat java.base/java.io.FileInputStream.open0(Native Method)",
          "\tat com.lowagie.text.pdf.BaseFont.createFont(BaseFont.java:931)",
        ],
      });
      return `${s.name} restarts after a release and prints its usual harmless stack traces at start-up.`;
    },
  },
  {
    kind: "dlq-poison-messages",
    needs: ["queue"],
    run(sim) {
      const q = sim.svc("queue");
      for (let i = 0; i < 6; i++)
        sim.emit(
          sim.at(0.2 + i * 0.1),
          q.name,
          "ERROR",
          `message ${sim.r.hex(12)} on haulout.updated failed 5 times (KeyError: 'cradle_id'), moved to dead-letter queue`,
        );
      return `A few malformed messages from an old tablet app land in the dead-letter queue, as they do daily.`;
    },
  },
  {
    kind: "node-drain-reschedule",
    needs: ["booking", "listings", "notify"],
    run(sim) {
      const t = sim.at(0.35);
      for (const role of ["booking", "listings", "notify"] as Role[]) {
        const s = sim.svc(role);
        const tt = t + sim.r.int(0, 20000);
        shutdown(sim, s, tt);
        startup(sim, s, tt + sim.r.int(4000, 12000), "current");
      }
      return `A Kubernetes node is drained for patching; three services' pods stop and start elsewhere.`;
    },
  },
  {
    kind: "partner-rate-limited",
    needs: ["listings"],
    run(sim) {
      const s = sim.svc("listings");
      sim.every(sim.start, sim.end, 300, (t) =>
        sim.request(t, s, `${r0(s.routes)}?partner=boatfinder`, "GET", 429, sim.r.int(1, 3), { serverLine: false }),
      );
      sim.every(sim.start, sim.end, 5000, (t) =>
        sim.emit(t, s.name, "WARN", `partner boatfinder over quota (120 req/min), throttled`),
      );
      return `A partner aggregator scrapes listings far above its quota and is throttled with 429s.`;
    },
  },
  {
    kind: "cache-eviction-maxmemory",
    needs: ["cache"],
    run(sim) {
      const c = sim.svc("cache");
      sim.every(sim.start, sim.end, 8000, (t) =>
        sim.emit(
          t,
          c.name,
          "WARN",
          `maxmemory reached (1.00G), evicting keys with allkeys-lru: ${sim.r.int(100, 3000)} evicted`,
        ),
      );
      return `The session cache sits at maxmemory and evicts LRU keys all hour, by design.`;
    },
  },
  {
    kind: "hikari-stale-connections",
    needs: ["billing"],
    run(sim) {
      const s = sim.svc("billing");
      sim.every(sim.start, sim.end, 20000, (t) =>
        sim.emit(
          t,
          s.name,
          "WARN",
          `HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${sim.r.hex(8)} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.`,
        ),
      );
      return `${s.name}'s pool finds idle connections closed by the firewall and replaces them, with the familiar warning.`;
    },
  },
  {
    kind: "storm-cancellations",
    needs: ["booking", "notify"],
    run(sim) {
      const b = sim.svc("booking");
      const n = sim.svc("notify");
      sim.emit(
        sim.start + 2000,
        b.name,
        "INFO",
        "storm warning (Beaufort 9) ingested: free cancellation enabled for visitor berths",
      );
      sim.every(sim.start, sim.end, 900, (t) => {
        sim.emit(t, b.name, "INFO", `booking BK-${sim.r.int(100000, 999999)} cancelled by guest (weather)`);
        if (sim.r.chance(0.3))
          sim.emit(t + 100, n.name, "WARN", "sms provider throttled (429 Too Many Requests), message queued for retry");
      });
      return `A gale warning triggers a wave of free cancellations; SMS provider throttling warnings, all retried.`;
    },
  },
  {
    kind: "expired-sessions-after-midnight",
    needs: ["auth", "portal"],
    run(sim) {
      const a = sim.svc("auth");
      const p = sim.svc("portal");
      sim.every(sim.start, sim.at(0.3), 250, (t) => {
        sim.request(t, p, r0(p.routes), "GET", 401, sim.r.int(2, 10));
        sim.emit(t + 30, a.name, "INFO", "token refreshed (previous access token expired)");
      });
      return `Access tokens minted for a marketing push all expire together; a burst of 401s each followed by a refresh.`;
    },
  },
  {
    kind: "db-backup-window",
    needs: ["db"],
    run(sim) {
      const d = sim.svc("db");
      const a = sim.at(0.1);
      sim.emit(a, d.name, "INFO", "backup started: base backup to s3://backups/nightly (label nightly-2026)");
      sim.every(a, sim.at(0.8), 15000, (t) =>
        sim.emit(t, d.name, "WARN", `checkpoints are occurring too frequently (${sim.r.int(18, 29)} seconds apart)`),
      );
      sim.emit(sim.at(0.82), d.name, "INFO", "backup completed, 38 GB in 18 min");
      return `Nightly base backup runs; checkpoint-frequency warnings from the database, traffic normal.`;
    },
  },
];

function r0(a: string[]): string {
  return a[0] ?? "/";
}

function clientGoneMsg(rt: string): string {
  switch (rt) {
    case "node":
      return "Error: aborted (request aborted by client)";
    case "java":
      return "org.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe";
    case "go":
      return "http: superfluous response.WriteHeader call; client went away: context canceled";
    case "python":
      return "ConnectionResetError: [Errno 104] Connection reset by peer";
    case "ruby":
      return "Puma caught this error: Broken pipe (Errno::EPIPE)";
    default:
      return "Microsoft.AspNetCore.Connections.ConnectionResetException: The client has disconnected";
  }
}
