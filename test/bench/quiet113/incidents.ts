// Eight failures, one per category, written the way each runtime and each caller really reports them. Each says
// where it lives (role in the estate), how callers word it and what the origin itself prints.
import { access } from "./estates.js";
import { type Ctx, type Ev, ev, type Failure, flow } from "./stream.js";

export interface Scenario {
  estate: string;
  originRole: "inventory" | "rentals" | "gate" | "locks" | "billing" | "leads";
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** Noise kinds laid on the same window (by kind name). */
  noise: string[];
  build: (c: Ctx, start: number) => Failure;
}

const sid = (c: Ctx) => c.site().split(" ")[0];
const keep = (x: Ev): Ev => ({ ...x, keep: true });

export const SCENARIOS: readonly Scenario[] = [
  {
    estate: "boxwell",
    originRole: "inventory",
    category: "database",
    hints: ["connection", "database", "postgres", "slots", "sql", "pool"],
    severity: "high",
    note: "unit-inventory runs out of Postgres connection slots; rental-api and storefront-web fail searches and move-ins with 503s and retries",
    noise: ["gate-denied-arrears", "door-sensor-open"],
    build: (_c, start) => ({
      start,
      fail: (c2, f, t, req) => {
        if (!["search", "movein", "lead"].includes(f) || !c2.r.c(0.75)) return null;
        const { r, S } = c2;
        const out: Ev[] = [
          ev(
            t + 2,
            S("inventory"),
            "error",
            `pgx: failed to acquire connection: failed to connect to \`host=units-pg.internal user=inventory database=units\`: server error (FATAL: remaining connection slots are reserved for non-replication superuser connections (SQLSTATE 53300))`,
            req,
          ),
          ev(
            t + r.i(5, 15),
            S("inventory"),
            "info",
            access("go", "GET", `/v2/units/availability?site=${sid(c2)}`, 503, r.f(2, 40), r),
            req,
          ),
        ];
        if (f === "movein") {
          for (let a = 1; a <= 3; a++)
            out.push(
              ev(
                t + a * r.i(200, 500),
                S("rentals"),
                "warn",
                `Retrying call to unit-inventory (attempt ${a}/3) after 503 SERVICE_UNAVAILABLE`,
                req,
              ),
            );
          out.push(
            ev(
              t + r.i(1600, 2200),
              S("rentals"),
              "error",
              `Move-in failed for session ${r.hex(8)}: unit hold could not be placed\norg.springframework.web.client.HttpServerErrorException$ServiceUnavailable: 503 Service Unavailable: "{"error":"unavailable","detail":"inventory store unavailable"}"\n\tat org.springframework.web.client.HttpServerErrorException.create(HttpServerErrorException.java:116)\n\tat org.springframework.web.client.RestTemplate.handleResponse(RestTemplate.java:943)\n\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:915)\n\tat com.boxwell.rental.inventory.InventoryClient.placeHold(InventoryClient.java:88)\n\tat com.boxwell.rental.movein.MoveInService.start(MoveInService.java:142)\n\tat com.boxwell.rental.movein.MoveInController.create(MoveInController.java:57)`,
              req,
            ),
            ev(
              t + r.i(2300, 2600),
              S("edge"),
              "error",
              access("node", "POST", "/api/move-ins", 502, r.f(2300, 2700), r),
              req,
            ),
          );
        } else {
          out.push(
            ev(
              t + r.i(20, 60),
              S("edge"),
              "error",
              `AxiosError: Request failed with status code 503 (GET http://unit-inventory:8080/v2/units/availability, attempt 1/2)`,
              req,
            ),
          );
          out.push(
            ev(
              t + r.i(61, 80),
              S("edge"),
              "error",
              `inventory lookup failed after 2 attempts: Request failed with status code 503 (unit-inventory) - showing "call us" fallback`,
              req,
            ),
          );
          out.push(
            ev(
              t + r.i(90, 140),
              S("edge"),
              "info",
              access("node", "GET", `/api/facilities/${sid(c2)}/units`, 200, r.f(90, 150), r),
              req,
            ),
          );
        }
        return out;
      },
      extra: (c2) => {
        const out: Ev[] = [];
        for (let t = start; t < c2.t1; t += c2.r.i(4000, 9000))
          out.push(
            ev(
              t,
              c2.S("inventory"),
              "warn",
              `pgxpool stats: total=${c2.r.i(38, 40)}/40 acquired=${c2.r.i(38, 40)} idle=0 empty_acquire_wait=${c2.r.i(900, 5000)}ms canceled_acquire=${c2.r.i(20, 300)}`,
            ),
          );
        return out;
      },
    }),
  },
  {
    estate: "cubby",
    originRole: "inventory",
    category: "timeout",
    hints: ["timeout", "timed out", "deadline", "exceeded", "budget"],
    severity: "medium",
    note: "unit-availability's rate solver starts running past its time budget and only warns; edge-gw returns 504s and reservations retries with Net::ReadTimeout",
    noise: ["hold-conflicts", "pricing-guardrail"],
    build: (_c, start) => ({
      start,
      fail: (c2, f, t, req) => {
        if (!["search", "movein"].includes(f) || !c2.r.c(0.7)) return null;
        const { r, S } = c2;
        const ms = r.i(3001, 3600);
        const out: Ev[] = [
          ev(
            t + ms,
            S("inventory"),
            "warn",
            `o.c.a.pricing.RateSolver : solve for site=${sid(c2)} abandoned after ${ms}ms (budget 3000ms, iterations=${r.i(40000, 90000)}); returning stale availability=false`,
            req,
          ),
        ];
        if (f === "movein") {
          for (let a = 1; a <= 3; a++)
            out.push(
              ev(
                t + a * 2500,
                S("rentals"),
                "warn",
                `[retry] UnitAvailabilityClient#reserve attempt ${a}/3 failed: Net::ReadTimeout, sleeping ${a * 0.5}s`,
                req,
              ),
            );
          out.push(
            ev(
              t + 8200,
              S("rentals"),
              "error",
              `Net::ReadTimeout (Net::ReadTimeout with #<TCPSocket:(closed)>):\n  /usr/local/lib/ruby/3.2.0/net/protocol.rb:219:in \`rbuf_fill'\n  /usr/local/lib/ruby/3.2.0/net/http/response.rb:42:in \`read_status_line'\n  app/clients/unit_availability_client.rb:37:in \`reserve'\n  app/services/move_in/start.rb:58:in \`call'\n  app/controllers/move_ins_controller.rb:21:in \`create'`,
              req,
            ),
            ev(t + 8210, S("rentals"), "error", access("ruby", "POST", "/move_ins", 503, 8190, r), req),
            ev(
              t + 8240,
              S("edge"),
              "error",
              `upstream timeout: POST /api/move-ins -> reservations: context deadline exceeded (8.2s)`,
              req,
            ),
          );
        } else {
          out.push(
            ev(
              t + 2500,
              S("edge"),
              "error",
              `upstream request timeout route=availability cluster=unit-availability after 2500ms, status=504`,
              req,
            ),
          );
        }
        return out;
      },
      extra: () => [],
    }),
  },
  {
    estate: "stowright",
    originRole: "billing",
    category: "dependency",
    hints: ["dependency", "processor", "unavailable", "circuit", "stripe", "503", "upstream"],
    severity: "high",
    note: "the card processor behind payments starts answering 503 during the 1st-of-month autopay run, payments opens its circuit breaker and move-ins and portal payments fail",
    noise: ["autopay-declines-first", "email-bounces"],
    build: (_c, start) => ({
      start,
      fail: (c2, f, t, req) => {
        if (!["pay", "movein"].includes(f) || !c2.r.c(0.85)) return null;
        const { r, S } = c2;
        const open = t > start + 50000;
        const out: Ev[] = [
          open
            ? ev(
                t + 5,
                S("billing"),
                "error",
                `charge rejected without calling processor\nio.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'stripe-charges' is OPEN and does not permit further calls\n\tat io.github.resilience4j.circuitbreaker.CallNotPermittedException.createCallNotPermittedException(CallNotPermittedException.java:48)\n\tat io.github.resilience4j.circuitbreaker.internal.CircuitBreakerStateMachine$OpenState.acquirePermission(CircuitBreakerStateMachine.java:696)\n\tat com.stowright.payments.gateway.StripeGateway.charge(StripeGateway.java:74)\n\tat com.stowright.payments.api.ChargeController.create(ChargeController.java:39)`,
                req,
              )
            : ev(
                t + r.i(9000, 10000),
                S("billing"),
                "error",
                `com.stripe.exception.ApiConnectionException: IOException during API request to Stripe (https://api.stripe.com): Read timed out / HTTP 503 from api.stripe.com, request-id=req_${r.hex(14)}`,
                req,
              ),
        ];
        if (f === "movein") {
          for (let a = 1; a <= 2; a++)
            out.push(
              ev(
                t + r.i(10100, 10300) + a * 300,
                S("rentals"),
                "warn",
                `payment step failed (attempt ${a}/3): payments 502 BAD_GATEWAY, backing off ${a * 250}ms`,
                req,
              ),
            );
          out.push(
            ev(
              t + r.i(11000, 11300),
              S("rentals"),
              "error",
              `move-in aborted at PAYMENT step: payments responded 502 BAD_GATEWAY {"code":"processor_unavailable"}`,
              req,
            ),
          );
          out.push(
            ev(
              t + r.i(11400, 11600),
              S("edge"),
              "error",
              access("node", "POST", "/api/move-ins", 502, r.f(11400, 11700), r),
              req,
            ),
          );
        } else {
          for (let a = 1; a <= 2; a++)
            out.push(
              ev(
                t + r.i(10050, 10200) + a * 400,
                S("edge"),
                "error",
                `POST /api/tenant/payments attempt ${a}/3 failed: payments 502 {"code":"processor_unavailable"}, retrying`,
                req,
              ),
            );
          out.push(
            ev(
              t + r.i(11000, 11200),
              S("edge"),
              "error",
              `POST /api/tenant/payments failed after 3 attempts: payments 502 - tenant told to retry later`,
              req,
            ),
          );
        }
        return out;
      },
      extra: (c2) => {
        const out: Ev[] = [];
        out.push(
          ev(
            start + 50000,
            c2.S("billing"),
            "warn",
            "CircuitBreaker 'stripe-charges' changed state from CLOSED to OPEN (failure rate 78.3% > threshold 50.0%)",
          ),
        );
        for (let t = start + 110000; t < c2.t1; t += 60000) {
          out.push(
            ev(t, c2.S("billing"), "warn", "CircuitBreaker 'stripe-charges' changed state from OPEN to HALF_OPEN"),
          );
          out.push(
            ev(
              t + c2.r.i(9000, 10000),
              c2.S("billing"),
              "warn",
              "CircuitBreaker 'stripe-charges' changed state from HALF_OPEN to OPEN (5 of 5 permitted calls failed: HTTP 503)",
            ),
          );
        }
        for (let t = start + 2000; t < c2.t1; t += c2.r.i(4000, 9000))
          out.push(
            ev(
              t,
              c2.S("billing"),
              "warn",
              `autopay charge deferred tenant=${c2.tenant()}: processor unavailable, will retry at next window`,
            ),
          );
        return out;
      },
    }),
  },
  {
    estate: "harbor",
    originRole: "gate",
    category: "configuration",
    hints: ["config", "configuration", "missing", "not found", "sites.yaml", "profile"],
    severity: "high",
    note: "a release of access-svc loads an empty site-profile file, so every gate-code provisioning and keypad validation fails and rent-engine/harbor-api report 500s",
    noise: ["after-hours", "lock-hub-offline-retry"],
    build: (c, start) => ({
      start,
      fail: (c2, f, t, req) => {
        if (!["movein", "entry"].includes(f)) return null;
        const { r, S } = c2;
        const s = sid(c2);
        if (f === "entry")
          return [
            ev(
              t + 2,
              S("gate"),
              "error",
              `validate keypad code failed: site=${s} err="site profile ${s} not found: 0 profiles loaded from /etc/access/sites.yaml"`,
              req,
            ),
          ];
        const tn = c2.tenant();
        return [
          ev(t + 10, S("rentals"), "info", `move-in started tenant=${tn} unit=${s}/${c2.unit()} channel=web`, req),
          ev(
            t + r.i(500, 900),
            S("billing"),
            "info",
            `charge ok tenant=${tn} amount=${r.i(29, 320)}.00 USD kind=first_month+admin_fee`,
            req,
          ),
          ev(
            t + 1000,
            S("gate"),
            "error",
            `provision access code failed: tenant=${tn} site=${s} err="site profile ${s} not found: 0 profiles loaded from /etc/access/sites.yaml"`,
            req,
          ),
          ev(t + 1010, S("gate"), "info", access("go", "POST", "/v1/codes", 500, r.f(1, 4), r), req),
          ev(
            t + 1020,
            S("rentals"),
            "warn",
            `access-svc POST /v1/codes -> 500, retry 1/3 in 200ms (tenant ${tn})`,
            req,
          ),
          ev(
            t + 1025,
            S("rentals"),
            "warn",
            `access-svc POST /v1/codes -> 500, retry 2/3 in 400ms (tenant ${tn})`,
            req,
          ),
          ev(
            t + 1030,
            S("rentals"),
            "warn",
            `access-svc POST /v1/codes -> 500, retry 3/3 in 800ms (tenant ${tn})`,
            req,
          ),
          ev(
            t + 1040,
            S("rentals"),
            "error",
            `Gate code provisioning failed for ${tn}\ncom.harbor.rent.access.AccessProvisioningException: access-svc POST /v1/codes returned 500 Internal Server Error\n\tat com.harbor.rent.access.AccessClient.provision(AccessClient.java:61)\n\tat com.harbor.rent.movein.MoveInWorkflow.grantAccess(MoveInWorkflow.java:203)\n\tat com.harbor.rent.movein.MoveInWorkflow.run(MoveInWorkflow.java:118)`,
            req,
          ),
          ev(
            t + 1080,
            S("edge"),
            "error",
            `fail: Harbor.Api.MoveIns.MoveInsController[0]\n      Move-in could not complete for ${tn}: rent-engine returned 500\n      System.Net.Http.HttpRequestException: Response status code does not indicate success: 500 (Internal Server Error).\n         at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()\n         at Harbor.Api.Clients.RentEngineClient.CompleteMoveInAsync(MoveInRequest req, CancellationToken ct) in /src/Harbor.Api/Clients/RentEngineClient.cs:line 74\n         at Harbor.Api.MoveIns.MoveInsController.Post(MoveInRequest req) in /src/Harbor.Api/MoveIns/MoveInsController.cs:line 41`,
            req,
          ),
        ];
      },
      drop: (x) => x.svc === c.S("gate") && x.msg.startsWith("site sync"),
      extra: (c2) => {
        const g = c2.S("gate");
        const out: Ev[] = [];
        for (let t = start + c2.r.i(0, 30000); t < c2.t1; t += 30000 + c2.r.i(-500, 500))
          out.push(
            ev(
              t,
              g,
              "error",
              `site sync ${sid(c2)} aborted: site profile ${sid(c2)} not found (0 profiles loaded), ${c2.r.i(1, 12)} code changes pending`,
            ),
          );
        return [
          ...out,
          ev(start - 3000, g, "info", "Received SIGTERM, draining connections (grace 30s)"),
          ev(
            start - 900,
            g,
            "info",
            "starting access-svc version=4.8.0 build=9f2c1e7 (chart access-svc-4.8.0, values: sites.profilesPath=/etc/access/sites.yaml)",
          ),
          ev(
            start - 500,
            g,
            "warn",
            "site profiles file has no 'sites' key (did you mean 'site_profiles'?) path=/etc/access/sites.yaml",
          ),
          ev(start - 400, g, "info", "loaded site profiles count=0 path=/etc/access/sites.yaml"),
          ev(start - 100, g, "info", "access-svc ready, listening on :8080"),
        ];
      },
    }),
  },
  {
    estate: "cubby",
    originRole: "rentals",
    category: "disk",
    hints: ["disk", "space", "enospc", "no space", "volume"],
    severity: "high",
    note: "the volume where reservations renders lease PDFs fills up; every move-in fails with ENOSPC and edge-gw returns 500s",
    noise: ["camera-rtsp-reconnect", "promo-validation"],
    build: (_c, start) => ({
      start,
      fail: (c2, f, t, req) => {
        if (f !== "movein") return null;
        const { r, S } = c2;
        const lease = `L-${r.i(2000000, 2999999)}`;
        return [
          ev(
            t + 10,
            S("rentals"),
            "info",
            `move-in started tenant=${c2.tenant()} unit=${sid(c2)}/${c2.unit()} lease=${lease} channel=web`,
            req,
          ),
          ev(
            t + r.i(600, 900),
            S("rentals"),
            "error",
            `Errno::ENOSPC (No space left on device @ io_write - /var/app/tmp/leases/${lease}.pdf):\n  app/services/lease_pdf/render.rb:44:in \`write'\n  app/services/lease_pdf/render.rb:44:in \`call'\n  app/services/move_in/start.rb:71:in \`sign_lease!'\n  app/controllers/move_ins_controller.rb:21:in \`create'`,
            req,
          ),
          ev(t + r.i(910, 950), S("rentals"), "info", access("ruby", "POST", "/move_ins", 500, r.f(700, 950), r), req),
          ev(
            t + r.i(960, 1000),
            S("edge"),
            "error",
            `POST /api/move-ins -> 500 from reservations (${r.i(900, 1100)}ms)`,
            req,
          ),
        ];
      },
      extra: (c2) => {
        const out: Ev[] = [];
        for (let t = start - 180000, p = 93; t < c2.t1; t += 60000, p = Math.min(100, p + 2))
          out.push(
            ev(
              t,
              c2.S("rentals"),
              p >= 99 ? "error" : "warn",
              `disk usage /var/app ${p}% (${(p * 0.2).toFixed(1)}G of 20.0G) - tmp/leases holds ${c2.r.i(40000, 60000)} files`,
            ),
          );
        for (let t = start; t < c2.t1; t += c2.r.i(20000, 50000))
          out.push(
            ev(
              t,
              c2.S("rentals"),
              "error",
              `ActiveJob: LeaseArchiveJob failed: Errno::ENOSPC: No space left on device @ rb_sysopen - /var/app/tmp/leases/.archive-${c2.r.hex(6)}`,
            ),
          );
        return out;
      },
    }),
  },
  {
    estate: "boxwell",
    originRole: "leads",
    category: "memory",
    hints: ["memory", "heap", "out of memory", "oom", "allocation"],
    severity: "high",
    note: "lead-intake leaks memory, dies with a JavaScript heap OOM and crash-loops; its normal lines stop while storefront-web posts fail with ECONNREFUSED/502",
    noise: ["overlock-batch", "scanner-bots"],
    build: (c, start) => ({
      start,
      silent: c.S("leads"),
      silentFrom: start + 240000,
      fail: (c2, f, t, req) => {
        if (!["lead", "movein"].includes(f) || t < start + 240000) return null;
        const { r, S } = c2;
        if (f === "movein")
          return c2.r.c(0.5)
            ? null
            : [
                ...flow(c2, "movein", t, req),
                ev(
                  t + 900,
                  S("rentals"),
                  "warn",
                  `lead conversion not recorded: POST http://lead-intake:3000/leads/convert -> Connection refused (will reconcile nightly)`,
                  req,
                ),
              ];
        return [
          ev(
            t + 3,
            S("edge"),
            "error",
            `POST /api/leads 502 ${r.f(1, 9).toFixed(3)} ms - 61 (upstream lead-intake: connect ECONNREFUSED 10.42.${r.i(1, 9)}.${r.i(2, 250)}:3000)`,
            req,
          ),
          ev(
            t + r.i(300, 900),
            S("edge"),
            "warn",
            `lead form fallback: stored lead in retry queue (depth ${r.i(50, 900)})`,
            req,
          ),
        ];
      },
      extra: (c2) => {
        const out: Ev[] = [];
        const L = c2.S("leads");
        for (let t = start, h = 1400; t < start + 240000; t += 30000, h += 80)
          out.push(
            keep(
              ev(
                t,
                L,
                "warn",
                `heap used ${h}MB of 2048MB, event loop lag ${Math.round((h - 1300) * 1.5)}ms (dedupe cache size ${h * 310})`,
              ),
            ),
          );
        const oom = (t: number) => {
          out.push(
            keep(
              ev(
                t,
                L,
                "fatal",
                `<--- Last few GCs --->\n\n[1:0x5f1c2a0]   ${c2.r.i(600000, 900000)} ms: Mark-Compact 2043.1 (2083.4) -> 2041.8 (2084.1) MB, 1650.2 / 0.0 ms  (average mu = 0.112, current mu = 0.021) allocation failure; scavenge might not succeed\n\n<--- JS stacktrace --->\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n 1: 0xb9c1f0 node::Abort() [node]\n 2: 0xaa27ee  [node]\n 3: 0xd73f20 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, bool) [node]\n 4: 0xd742c7 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, bool) [node]\n 5: 0xf515d5  [node]`,
              ),
            ),
          );
        };
        oom(start + 240000);
        for (let t = start + 265000; t < c2.t1; t += c2.r.i(70000, 110000)) {
          out.push(keep(ev(t, L, "info", "lead-intake listening on :3000 (replaying 4123 queued dedupe keys)")));
          oom(t + c2.r.i(40000, 60000));
        }
        return out;
      },
    }),
  },
  {
    estate: "stowright",
    originRole: "locks",
    category: "authentication",
    hints: ["auth", "oauth", "token", "credential", "401", "invalid_client", "unauthorized"],
    severity: "medium",
    note: "keypad-push can no longer get a token from the keypad vendor cloud (invalid_client) and only warns; access-control reports gate-code pushes failing with 502s",
    noise: ["anti-passback", "smartlock-battery"],
    build: (_c, start) => ({
      start,
      fail: (c2, f, t, req) => {
        if (f !== "movein") return null;
        const { r, S } = c2;
        const tn = c2.tenant();
        return [
          ev(
            t + 10,
            S("rentals"),
            "info",
            `move-in started tenant=${tn} unit=${sid(c2)}/${c2.unit()} channel=web`,
            req,
          ),
          ev(
            t + 400,
            S("billing"),
            "info",
            `charge ok tenant=${tn} amount=${r.i(29, 320)}.00 USD kind=first_month+admin_fee`,
            req,
          ),
          ev(
            t + 700,
            S("locks"),
            "warn",
            `push code for ${tn} deferred: vendor token unavailable (last refresh: 401 invalid_client)`,
            req,
          ),
          ev(
            t + 720,
            S("gate"),
            "error",
            `fail: StowRight.Access.Provisioning.GateCodeService[0]\n      Gate code push for ${tn} failed\n      System.Net.Http.HttpRequestException: Response status code does not indicate success: 502 (Bad Gateway).\n         at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()\n         at StowRight.Access.Clients.KeypadPushClient.PushAsync(CodeChange change, CancellationToken ct) in /src/Access/Clients/KeypadPushClient.cs:line 52\n         at StowRight.Access.Provisioning.GateCodeService.ProvisionAsync(String tenantId) in /src/Access/Provisioning/GateCodeService.cs:line 88`,
            req,
          ),
          ev(
            t + 760,
            S("rentals"),
            "warn",
            `move-in for ${tn} completed WITHOUT gate code (access-control 502); site manager must issue code manually`,
            req,
          ),
          ev(t + 800, S("edge"), "info", access("node", "POST", "/api/move-ins", 201, r.f(800, 1000), r), req),
        ];
      },
      extra: (c2) => {
        const out: Ev[] = [];
        const k = c2.S("locks");
        for (let t = start; t < c2.t1; t += c2.r.i(15000, 30000))
          out.push(
            ev(
              t,
              k,
              "warn",
              `oauth2: cannot fetch token: 401 Unauthorized\nResponse: {"error":"invalid_client","error_description":"Client authentication failed"} (token_url=https://auth.keypadcloud.example/oauth/token client_id=stowright-prod)`,
            ),
          );
        for (let t = start + 5000; t < c2.t1; t += c2.r.i(2500, 6000))
          out.push(
            ev(
              t,
              c2.S("gate"),
              "warn",
              `code sync ${sid(c2)}: keypad-push returned 502, ${c2.r.i(1, 9)} changes re-queued (retry ${c2.r.i(1, 9)})`,
            ),
          );
        return out;
      },
    }),
  },
  {
    estate: "harbor",
    originRole: "locks",
    category: "network",
    hints: ["network", "econnreset", "dns", "eai_again", "socket", "reset", "connection"],
    severity: "medium",
    note: "noke-relay's outbound path breaks: DNS lookups time out and open sockets are reset, so app unlocks fail and harbor-api reports 504s",
    noise: ["firmware-rollout", "door-sensor-open"],
    build: (c, start) => ({
      start,
      fail: (c2, f, t, req) => {
        if (!["entry", "movein"].includes(f)) return null;
        const { r, S } = c2;
        const u = `${sid(c2)}/${c2.unit()}`;
        const err = r.p([
          `Error: getaddrinfo EAI_AGAIN api.smartentry.example\n    at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:107:26)`,
          `Error: read ECONNRESET\n    at TLSWrap.onStreamRead (node:internal/stream_base_commons:217:20)`,
          `Error: Client network socket disconnected before secure TLS connection was established\n    at connResetException (node:internal/errors:720:14)\n    at TLSSocket.onConnectEnd (node:_tls_wrap:1655:19)`,
        ]);
        const out: Ev[] = [];
        if (f === "entry")
          out.push(
            ev(
              t + 2,
              S("gate"),
              "info",
              `keypad ${sid(c2)}/K1 entry granted tenant=${c2.tenant()} unit=${u.split("/")[1]}`,
              req,
            ),
          );
        out.push(
          ev(
            t + r.i(2000, 5000),
            S("locks"),
            "error",
            `unlock ${u} failed: ${err}\n    at Object.unlock (/app/src/cloud/client.js:88:13)\n    at async UnlockQueue.process (/app/src/queue.js:41:7)`,
            req,
          ),
          ev(
            t + r.i(2000, 2500),
            S("edge"),
            "warn",
            `warn: Harbor.Api.Locks.UnlockController[0]\n      Unlock ${u} attempt 1/3 timed out waiting for noke-relay, retrying`,
            req,
          ),
          ev(
            t + r.i(3600, 4000),
            S("edge"),
            "warn",
            `warn: Harbor.Api.Locks.UnlockController[0]\n      Unlock ${u} attempt 2/3 timed out waiting for noke-relay, retrying`,
            req,
          ),
          ev(
            t + r.i(5100, 5300),
            S("edge"),
            "error",
            `fail: Harbor.Api.Locks.UnlockController[0]\n      Unlock ${u} failed: noke-relay did not answer in time (504 Gateway Timeout)`,
            req,
          ),
        );
        return out;
      },
      drop: (x) => x.svc === c.S("locks") && x.msg.startsWith("hub heartbeat"),
      extra: (c2) => {
        const out: Ev[] = [];
        for (let t = start; t < c2.t1; t += c2.r.i(8000, 20000))
          out.push(
            ev(
              t,
              c2.S("locks"),
              "warn",
              `hub telemetry websocket closed (code 1006), reconnecting in ${c2.r.p([1, 2, 4, 8])}s: Error: connect ETIMEDOUT 34.${c2.r.i(1, 250)}.${c2.r.i(1, 250)}.${c2.r.i(1, 250)}:443`,
            ),
          );
        return out;
      },
    }),
  },
];
