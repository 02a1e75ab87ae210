// The eight failures of quiet86, one per category, written as the services involved would log them.
import { acct, type Ctx, emit, every, ip, mac, sn, tick, user } from "./background.js";
import { deploy } from "./changes.js";
import type { Role } from "./estates.js";
import { stack } from "./stacks.js";

export interface Incident {
  name: string;
  estate: string;
  origin: Role;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** mute / break before the background is drawn */
  prepare: (c: Ctx, start: number) => void;
  run: (c: Ctx, start: number, end: number) => void;
}

export const INCIDENTS: Incident[] = [
  {
    name: "radius-sql-pool",
    estate: "lumen",
    origin: "radius",
    category: "database",
    hints: ["sql", "database", "postgres", "connection", "too many"],
    severity: "high",
    note: "radius-auth's subscriber database refuses new connections (too many clients), so PPP logins fail across the estate while routers retry and customers power-cycle them",
    prepare: (c, s) => c.mute.set(c.est.svc.radius ?? "", { from: s + 40000, keep: 0.04 }),
    run: (c, s, end) => {
      const r = c.rng;
      every(
        c,
        6,
        (t) =>
          emit(
            c,
            t,
            "radius",
            "warn",
            `rlm_sql (sql): ${r.int(30, 32)} of 32 connections in use, ${r.int(40, 400)} requests waiting`,
          ),
        s,
        s + 45000,
      );
      every(
        c,
        8,
        (t) =>
          emit(
            c,
            t,
            "radius",
            "error",
            `rlm_sql_postgresql: Connection failed: FATAL:  sorry, too many clients already`,
          ),
        s + 20000,
        end,
      );
      every(
        c,
        10,
        (t) => emit(c, t, "radius", "error", `rlm_sql (sql): No connections available and at max connection limit`),
        s + 30000,
        end,
      );
      every(
        c,
        14,
        (t) =>
          emit(
            c,
            t,
            "radius",
            "error",
            `(${r.int(100000, 999999)}) Login incorrect (sql: Failed to get connection from pool): [${user(c)}] (from client ${r.pick(c.est.bngs)} port ${r.int(1000, 65000)})`,
          ),
        s + 35000,
        end,
      );
      every(
        c,
        16,
        (t) =>
          emit(
            c,
            t,
            "radius",
            "error",
            `Dropping conflicting packet from client ${r.pick(c.est.bngs)} port ${r.int(30000, 60000)} - ID: ${r.int(0, 255)} due to unfinished request ${r.int(100000, 999999)}`,
          ),
        s + 50000,
        end,
      );
      every(
        c,
        70,
        (t) =>
          emit(
            c,
            t,
            "acs",
            "info",
            `${ip(r, "100.70")} ${sn(c)}: Inform; informEvent="1 BOOT" informRetryCount=${r.int(0, 3)}`,
          ),
        s + 90000,
        end,
      );
      every(
        c,
        22,
        (t) => {
          const tr = c.rng.hex(16);
          emit(
            c,
            t,
            "app",
            "error",
            `router diagnostics for ${acct(r)}: broadband session DOWN (ppp auth failed, last attempt ${r.int(5, 60)}s ago)`,
            { trace: tr },
          );
          emit(c, t + 40, "app", "warn", `GET /api/router/status 200 ${r.int(200, 900)}ms state=ppp_down`, {
            trace: tr,
          });
        },
        s + 70000,
        end,
      );
      every(
        c,
        30,
        (t) =>
          emit(
            c,
            t,
            "acs",
            "warn",
            `${sn(c)}: WAN PPP connection down (ERROR_AUTHENTICATION_FAILURE), ${r.int(3, 40)} retries since last inform`,
          ),
        s + 60000,
        end,
      );
      every(
        c,
        8,
        (t) =>
          emit(
            c,
            t,
            "telem",
            "warn",
            `poll olt=${r.pick(c.est.olts)}: ${r.int(200, 800)} ONTs up with no active PPP session bound`,
          ),
        s + 120000,
        end,
      );
    },
  },
  {
    name: "address-cache-lock",
    estate: "lumen",
    origin: "addr",
    category: "timeout",
    hints: ["timeout", "timed out", "lock"],
    severity: "medium",
    note: "address-check's cache refresh holds the premises-cache lock and request workers time out waiting on it, so availability checks and order address verification fail with 504s",
    prepare: (c, s) => {
      c.mute.set(c.est.svc.addr ?? "", { from: s + 10000, keep: 0.15 });
      c.broken = { role: "addr", from: s + 10000 };
    },
    run: (c, s, end) => {
      const r = c.rng;
      const svc = c.est.svc.addr ?? "";
      emit(
        c,
        s - 2000,
        "addr",
        "info",
        "premises cache refresh started (source=os-addressbase-2026-11-27, 33.1M rows)",
      );
      every(
        c,
        12,
        (t) =>
          emit(c, t, "addr", "warn", `slow request: waited ${(r.next() * 3 + 2).toFixed(1)}s for premises cache lock`),
        s,
        s + 30000,
      );
      every(
        c,
        16,
        (t) => {
          const tr = c.rng.hex(16);
          emit(c, t, "addr", "error", `lookup postcode="${r.pick(c.est.postcodes)}" failed after 5003ms`, {
            trace: tr,
            stack: stack(
              "python",
              r,
              svc,
              "TimeoutError: could not acquire premises cache lock within 5.0s (held by refresh-thread-1)",
              [
                "address_check/api.py|lookup|premises = await cache.premises_for(postcode)",
                "address_check/cache.py|premises_for|async with self._lock.acquire(timeout=self.lock_timeout):",
                'address_check/locks.py|acquire|raise TimeoutError(f"could not acquire {self.name} lock within {timeout}s (held by {self.owner})")',
              ],
            ),
          });
          emit(
            c,
            t + 20,
            "app",
            "error",
            `GET /api/availability?postcode=${encodeURIComponent(r.pick(c.est.postcodes))} 504 ${r.int(5010, 5200)}ms upstream=address-check`,
            { trace: tr },
          );
        },
        s + 8000,
        end,
      );
      every(
        c,
        3,
        (t) => emit(c, t, "addr", "error", `[CRITICAL] WORKER TIMEOUT (pid:${r.int(20, 400)})`),
        s + 40000,
        end,
      );
      every(
        c,
        30,
        (t) => {
          const tr = c.rng.hex(16);
          const o = `ORD-${r.digits(7)}`;
          for (let a = 1; a <= 3; a++)
            emit(
              c,
              t + a * 800,
              "order",
              a < 3 ? "warn" : "error",
              a < 3
                ? `address verification for ${o} timed out calling address-check (attempt ${a}/3), retrying`
                : `address verification for ${o} failed after 3 attempts: 504 Gateway Timeout from address-check; order parked in ADDRESS_PENDING`,
              { trace: tr },
            );
        },
        s + 10000,
        end,
      );
      emit(c, s + 30000, "app", "warn", "circuit address-check OPEN (failure rate 71% over 20 calls)");
      tick(
        c,
        40000,
        (t) => emit(c, t, "app", "warn", "circuit address-check HALF_OPEN -> OPEN (trial call timed out)"),
        s + 70000,
        end,
      );
    },
  },
  {
    name: "docsis-template-missing",
    estate: "kabelnet",
    origin: "prov",
    category: "configuration",
    hints: ["config", "template", "not found", "missing"],
    severity: "high",
    note: "docsis-prov is released with a config map lacking the new tier templates, so modem config files cannot be built and new and rebooting modems stay offline",
    prepare: () => {},
    run: (c, s, end) => {
      const r = c.rng;
      deploy(c, s - 5000, "prov");
      emit(
        c,
        s - 500,
        "prov",
        "info",
        `loaded 14 config templates from /etc/docsis-prov/templates (configmap docsis-prov-templates rev 58)`,
      );
      every(
        c,
        24,
        (t) => {
          const m = mac(r);
          const tier = r.pick(["kn-tier-1000-v2", "kn-tier-500-v2"]);
          emit(
            c,
            t,
            "prov",
            "error",
            `cm config build failed mac=${m} cmts=${r.pick(c.est.bngs)} err="template \\"${tier}\\" not defined: open /etc/docsis-prov/templates/${tier}.tmpl: no such file or directory"`,
          );
          if (r.chance(0.6))
            emit(
              c,
              t + 30,
              "prov",
              "warn",
              `tftp: RRQ ${m.replace(/:/g, "")}.cfg from ${ip(r, "10.112")} -> file not found`,
            );
        },
        s,
        end,
      );
      every(
        c,
        10,
        (t) => {
          const o = `ORD-${r.digits(7)}`;
          emit(
            c,
            t,
            "order",
            "error",
            `activation for ${o} failed: docsis-prov answered 500 Internal Server Error {"error":"config build failed"}`,
            {
              stack: stack(
                "java",
                r,
                "order-intake",
                "de.kabelnet.order.activation.ActivationException: docsis-prov answered 500 Internal Server Error",
                [
                  "de.kabelnet.order.activation.DocsisProvClient.activate(DocsisProvClient.java:88)",
                  "de.kabelnet.order.activation.ActivationService.activate(ActivationService.java:142)",
                ],
              ),
            },
          );
        },
        s + 15000,
        end,
      );
      every(
        c,
        30,
        (t) =>
          emit(
            c,
            t,
            "app",
            "error",
            `POST /v2/orders/${r.digits(7)}/activate 502 ${r.int(80, 400)}ms upstream=order-intake`,
          ),
        s + 15000,
        end,
      );
      tick(
        c,
        60000,
        (t, i) =>
          emit(
            c,
            t,
            "outage",
            "warn",
            `cmts=${r.pick(c.est.bngs)} ${40 + i * r.int(30, 70)} modems stuck in init(o) (config file download) for >5m`,
          ),
        s + 60000,
        end,
      );
      every(
        c,
        40,
        (t) => emit(c, t, "acs", "warn", `${sn(c)}: no inform since boot, last seen via DHCP ${r.int(2, 9)}m ago`),
        s + 90000,
        end,
      );
    },
  },
  {
    name: "schufa-breaker",
    estate: "kabelnet",
    origin: "order",
    category: "dependency",
    hints: ["schufa", "credit", "503", "unavailable", "circuit", "upstream"],
    severity: "medium",
    note: "the external credit bureau API answers 503 to order-intake, its breaker opens and new orders cannot be accepted",
    prepare: () => {},
    run: (c, s, end) => {
      const r = c.rng;
      every(
        c,
        12,
        (t) =>
          emit(
            c,
            t,
            "order",
            "warn",
            `SCHUFA B2B request for ORD-${r.digits(7)} answered 503 Service Unavailable after ${r.int(40, 900)}ms (attempt ${r.int(1, 3)}/3)`,
          ),
        s,
        s + 60000,
      );
      every(
        c,
        20,
        (t) =>
          emit(c, t, "order", "error", `credit check failed for ORD-${r.digits(7)}`, {
            stack: stack(
              "java",
              r,
              "order-intake",
              'org.springframework.web.client.HttpServerErrorException$ServiceUnavailable: 503 Service Unavailable: "<html><body><h1>503 Service Unavailable</h1>No server is available to handle this request.</body></html>"',
              [
                "org.springframework.web.client.HttpServerErrorException.create(HttpServerErrorException.java:116)",
                "de.kabelnet.order.credit.SchufaClient.check(SchufaClient.java:71)",
                "de.kabelnet.order.credit.CreditService.assess(CreditService.java:54)",
              ],
            ),
          }),
        s + 5000,
        end,
      );
      emit(c, s + 40000, "order", "warn", "CircuitBreaker 'schufa-b2b' changed state from CLOSED to OPEN");
      every(
        c,
        30,
        (t) =>
          emit(
            c,
            t,
            "order",
            "error",
            `order ORD-${r.digits(7)} rejected: io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'schufa-b2b' is OPEN and does not permit further calls`,
          ),
        s + 40000,
        end,
      );
      tick(
        c,
        60000,
        (t) => {
          emit(c, t, "order", "warn", "CircuitBreaker 'schufa-b2b' changed state from OPEN to HALF_OPEN");
          emit(c, t + 900, "order", "warn", "CircuitBreaker 'schufa-b2b' changed state from HALF_OPEN to OPEN");
        },
        s + 100000,
        end,
      );
      every(
        c,
        45,
        (t) =>
          emit(
            c,
            t,
            "app",
            "error",
            `POST /v2/orders 502 ${r.int(5, 900)}ms upstream=order-intake err="credit check unavailable"`,
          ),
        s + 5000,
        end,
      );
    },
  },
  {
    name: "techforce-secret-expired",
    estate: "heron",
    origin: "dispatch",
    category: "authentication",
    hints: ["auth", "credential", "client", "secret", "401", "token"],
    severity: "medium",
    note: "techforce's OAuth client secret for the field-service platform expires, token requests get invalid_client and appointments cannot be booked",
    prepare: (c, s) => {
      c.broken = { role: "dispatch", from: s };
    },
    run: (c, s, end) => {
      const r = c.rng;
      every(
        c,
        8,
        (t) =>
          emit(
            c,
            t,
            "dispatch",
            "warn",
            `token refresh for fieldforce failed: 401 Unauthorized {"error":"invalid_client","error_description":"AADSTS7000222: The provided client secret keys for app '${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}' are expired."}`,
          ),
        s,
        end,
      );
      every(
        c,
        14,
        (t) => {
          const tr = c.rng.hex(16);
          emit(c, t, "dispatch", "error", `booking APT-${r.digits(6)} failed`, {
            trace: tr,
            stack: stack(
              "java",
              r,
              "techforce",
              "org.springframework.security.oauth2.client.ClientAuthorizationException: [invalid_client] AADSTS7000222: The provided client secret keys are expired.",
              [
                "org.springframework.security.oauth2.client.ClientCredentialsOAuth2AuthorizedClientProvider.getTokenResponse(ClientCredentialsOAuth2AuthorizedClientProvider.java:99)",
                "ie.heronbb.techforce.fieldforce.FieldforceClient.book(FieldforceClient.java:61)",
              ],
            ),
          });
          for (let a = 1; a <= 3; a++)
            emit(
              c,
              t + a * 600,
              "order",
              a < 3 ? "warn" : "error",
              a < 3
                ? `Appointment booking via techforce returned 502 Bad Gateway, retry ${a}/3`
                : `Order ORD-${r.digits(7)} could not book install appointment after 3 attempts`,
              {
                trace: tr,
                stack:
                  a < 3
                    ? undefined
                    : stack(
                        "dotnet",
                        r,
                        "sales-orders",
                        "System.Net.Http.HttpRequestException: Response status code does not indicate success: 502 (Bad Gateway).",
                        [
                          "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
                          "Heron.SalesOrders.Appointments.TechforceClient.BookAsync(BookingRequest request, CancellationToken ct)",
                          "Heron.SalesOrders.Orders.OrderWorkflow.BookInstallAsync(Order order, CancellationToken ct)",
                        ],
                      ),
              },
            );
          emit(c, t + 2000, "app", "error", `POST /api/appointments 502 ${r.int(1800, 2600)}ms upstream=techforce`, {
            trace: tr,
          });
        },
        s + 2000,
        end,
      );
    },
  },
  {
    name: "acs-heap",
    estate: "heron",
    origin: "acs",
    category: "memory",
    hints: ["memory", "heap", "outofmemory", "oom"],
    severity: "high",
    note: "cpe-acs runs out of Java heap while a large device query grows its session cache, crashes and restarts repeatedly, and router status and ONT provisioning calls fail",
    prepare: (c, s) => {
      c.mute.set(c.est.svc.acs ?? "", { from: s + 60000, keep: 0.3 });
      c.broken = { role: "acs", from: s + 60000 };
    },
    run: (c, s, end) => {
      const r = c.rng;
      const svc = c.est.svc.acs ?? "";
      let g = r.int(8000, 9000);
      every(
        c,
        10,
        (t) =>
          emit(
            c,
            t,
            "acs",
            "warn",
            `[gc] GC(${g++}) Pause Full (G1 Compaction Pause) ${r.int(3950, 4090)}M->${r.int(3900, 4080)}M(4096M) ${r.int(1800, 5200)}.${r.int(100, 999)}ms`,
          ),
        s,
        end,
      );
      tick(
        c,
        150000,
        (t) => {
          emit(c, t, "acs", "error", "Servlet.service() for servlet [dispatcherServlet] threw exception", {
            stack: stack("java", r, svc, "java.lang.OutOfMemoryError: Java heap space", [
              "java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
              "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
              "ie.heronbb.acs.session.SessionCache.snapshot(SessionCache.java:204)",
            ]),
          });
          emit(c, t + 900, "acs", "fatal", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
          emit(c, t + 25000, "acs", "info", "Starting CpeAcsApplication v4.8.2 using Java 17.0.12 with PID 1");
          emit(c, t + 41000, "acs", "info", `Started CpeAcsApplication in ${r.int(14, 19)}.${r.int(100, 999)} seconds`);
        },
        s + 55000,
        end,
      );
      every(
        c,
        30,
        (t) => {
          const tr = c.rng.hex(16);
          emit(
            c,
            t,
            "app",
            "error",
            `GET /api/router/status 503 ${r.int(1, 30000)}ms upstream=cpe-acs err="${r.pick(["connection refused", "upstream request timeout", "EOF"])}"`,
            { trace: tr },
          );
        },
        s + 60000,
        end,
      );
      every(
        c,
        12,
        (t) =>
          emit(c, t, "prov", "error", `ACS push for ${sn(c)} failed, will retry`, {
            stack: stack(
              "python",
              r,
              "ont-provisioning",
              "requests.exceptions.ConnectionError: HTTPConnectionPool(host='cpe-acs', port=7557): Max retries exceeded with url: /devices/tasks (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f3c2a1b9e50>: Failed to establish a new connection: [Errno 111] Connection refused'))",
              [
                "ont_provisioning/acs.py|push_preset|resp = self.session.post(url, json=task, timeout=10)",
                "requests/adapters.py|send|raise ConnectionError(e, request=request)",
              ],
            ),
          }),
        s + 70000,
        end,
      );
    },
  },
  {
    name: "kea-lease-disk-full",
    estate: "vale",
    origin: "dhcp",
    category: "disk",
    hints: ["disk", "space", "no space", "enospc", "full"],
    severity: "high",
    note: "kea's lease volume fills up, lease writes fail with No space left on device and routers cannot renew addresses, so lines drop offline",
    prepare: (c, s) => c.mute.set(c.est.svc.dhcp ?? "", { from: s + 20000, keep: 0.1 }),
    run: (c, s, end) => {
      const r = c.rng;
      emit(
        c,
        s - 240000,
        "dhcp",
        "warn",
        "DHCPSRV_MEMFILE_LFC_EXECUTE executing Lease File Cleanup using: /usr/sbin/kea-lfc -4 -x /var/lib/kea/kea-leases4.csv.2 -i /var/lib/kea/kea-leases4.csv.1 (exit 1: write error)",
      );
      every(
        c,
        40,
        (t) =>
          emit(
            c,
            t,
            "dhcp",
            "error",
            `DHCP4_PACKET_PROCESS_STD_EXCEPTION [hwtype=1 ${mac(r)}], cid=[no info], tid=0x${r.hex(8)}: exception occurred during packet processing: unable to write lease to /var/lib/kea/kea-leases4.csv: No space left on device`,
          ),
        s,
        end,
      );
      every(
        c,
        6,
        (t) =>
          emit(
            c,
            t,
            "dhcp",
            "error",
            "DHCPSRV_MEMFILE_LEASE_FILE_WRITE_ERROR failed to flush lease file /var/lib/kea/kea-leases4.csv: No space left on device",
          ),
        s + 5000,
        end,
      );
      tick(
        c,
        60000,
        (t, i) =>
          emit(
            c,
            t,
            "outage",
            "error",
            `area=${r.pick(c.est.area)} offline=${200 + i * r.int(150, 400)} (+${r.int(120, 300)} in 5m) clusters=${r.int(3, 9)} status=SUSPECTED_OUTAGE (no common OLT/PON)`,
          ),
        s + 90000,
        end,
      );
      every(
        c,
        50,
        (t) =>
          emit(
            c,
            t,
            "acs",
            "warn",
            `${sn(c)}: inform overdue, periodic interval 3600s, last WAN IP release at ${new Date(t - r.int(30000, 200000)).toISOString()}`,
          ),
        s + 60000,
        end,
      );
      every(
        c,
        30,
        (t) => emit(c, t, "radius", "info", `Accounting-Request Stop for ${user(c)} Acct-Terminate-Cause=Lost-Carrier`),
        s + 60000,
        end,
      );
      every(
        c,
        20,
        (t) =>
          emit(
            c,
            t,
            "app",
            "error",
            `router diagnostics for ${acct(r)}: WAN has no IPv4 address (dhcp renew unanswered)`,
          ),
        s + 100000,
        end,
      );
    },
  },
  {
    name: "netinv-500s",
    estate: "vale",
    origin: "inv",
    category: "unknown",
    hints: ["500", "internal", "unknown", "server error"],
    severity: "high",
    note: "netinv starts answering every request with a bare 500 and its sync job falls silent, so activations cannot reserve ports and orders pile up",
    prepare: (c, s) => {
      c.mute.set(c.est.svc.inv ?? "", { from: s, keep: 0 });
      c.broken = { role: "inv", from: s };
    },
    run: (c, s, end) => {
      const r = c.rng;
      every(
        c,
        30,
        (t) =>
          emit(
            c,
            t,
            "inv",
            "info",
            `10.4.${r.int(0, 9)}.${r.int(2, 250)} - - [${new Date(t).toUTCString()}] "${r.pick(["GET /v1/ports?olt=", "POST /v1/reservations?olt="])}${r.pick(c.est.olts)} HTTP/1.1" 500 21 "-" "Java-http-client/21.0.4"`,
          ),
        s,
        end,
      );
      every(
        c,
        18,
        (t) => {
          const o = `ORD-${r.digits(7)}`;
          emit(
            c,
            t,
            "prov",
            "error",
            `port reservation for ${o.replace("ORD", "ACT")} failed: netinv answered 500 Internal Server Error (body: "Internal Server Error")`,
          );
          emit(
            c,
            t + 400,
            "prov",
            "warn",
            `activation ${o.replace("ORD", "ACT")} requeued (attempt ${r.int(2, 6)}), next try in 30s`,
          );
          if (r.chance(0.5))
            emit(
              c,
              t + 900,
              "order",
              "error",
              `[checkout] order ${o} stuck in PROVISIONING: activation-orchestrator reported port reservation failure`,
            );
        },
        s + 3000,
        end,
      );
      every(
        c,
        20,
        (t) => emit(c, t, "app", "error", `GET /api/orders/${r.digits(7)}/progress 502 ${r.int(30, 300)}ms`),
        s + 60000,
        end,
      );
    },
  },
];
