// The eight failures of quiet106, one per category, each told the way the software involved really logs it: the
// serving side, the callers in their own words, retries and breakers.

import { accessLine, door, ip, member, panelId, type Role, startLines } from "./estates.js";
import type { Format } from "./formats.js";
import { chance, hex, int, pick } from "./rng.js";
import { type Ctx, type FlowHook, writeFlow } from "./scene.js";

export interface IncidentDef {
  key: string;
  estate: string;
  format: Format;
  category: string;
  origin: Role;
  hints: string[];
  severity: "medium" | "high";
  roles: Role[];
  hours: [number, number];
  note: string;
  setup: (c: Ctx, start: number) => FlowHook;
}

const ms = (c: Ctx, lo: number, hi: number) => int(c.r, lo, hi);

export const INCIDENTS: readonly IncidentDef[] = [
  {
    key: "members-pg-slots",
    estate: "hivewell",
    format: "jsonl",
    category: "database",
    origin: "members",
    hints: ["connection", "database", "postgres", "too many", "pool", "activerecord"],
    severity: "high",
    roles: ["gateway", "members", "access", "billing"],
    hours: [8, 10],
    note: "member-hub's Postgres runs out of connection slots (too many clients); hw-edge returns 500s, badge-authz falls back to cached entitlements and billing-runs retries loudly",
    setup: (c, start) => {
      const hub = c.n("members");
      c.every(start, c.t1, 350, (t) => {
        if (chance(c.r, 0.7))
          c.s.emit(
            t,
            c.n("billing"),
            "warn",
            `GET http://${hub}:3000/internal/plans?page=${int(c.r, 1, 40)} -> 500 Internal Server Error, retrying (${int(c.r, 1, 5)}/5) in ${pick(c.r, [1, 2, 4, 8])}s`,
          );
      });
      c.every(start + 20000, c.t1, 2500, (t) =>
        c.s.emit(
          t,
          c.n("access"),
          "warn",
          `entitlement lookup for ${member(c.r)} failed: GET http://${hub}:3000/internal/entitlements: 500 Internal Server Error; using cached entitlements (age ${int(c.r, 1, 9)}m)`,
        ),
      );
      return (cx, role, ep, t, tid) => {
        if (role !== "members" || t < start || chance(cx.r, 0.25)) return false;
        const o = tid ? { trace: tid } : {};
        const path = ep.path(cx.r);
        const timeoutErr = chance(cx.r, 0.35);
        const d = timeoutErr ? ms(cx, 5000, 5010) : ms(cx, 20, 90);
        const head = timeoutErr
          ? "ActiveRecord::ConnectionTimeoutError (could not obtain a connection from the pool within 5.000 seconds (waited 5.001 seconds); all pooled connections were in use):"
          : `ActiveRecord::ConnectionNotEstablished (connection to server at "10.21.4.12", port 5432 failed: FATAL:  sorry, too many clients already):`;
        cx.s.emit(t + d - 2, hub, "info", accessLine("ruby", cx.r, ep.method, path, 500, d), o);
        cx.s.emit(t + d, hub, "fatal", head, {
          ...o,
          stack: [
            "",
            `app/models/member.rb:${int(cx.r, 38, 44)}:in \`current_plan'`,
            "app/controllers/api/members_controller.rb:17:in `show'",
            "app/controllers/concerns/authenticated.rb:9:in `require_member!'",
          ],
        });
        cx.s.emit(
          t + d + 4,
          cx.n("gateway"),
          "error",
          `${ep.method} ${path} 500 ${d + 6}.${int(cx.r, 100, 999)} ms - 74 (upstream ${hub} responded 500)`,
          o,
        );
        return true;
      };
    },
  },
  {
    key: "lock-vendor-down",
    estate: "quorumdesk",
    format: "datadog",
    category: "dependency",
    origin: "bridge",
    hints: ["503", "unavailable", "circuit", "breaker", "ironlatch", "upstream", "dependency"],
    severity: "high",
    roles: ["gateway", "access", "bridge"],
    hours: [8, 10],
    note: "the IronLatch lock cloud answers 503 to lockbridge, whose breaker opens; entry-rules reports 502s for mobile unlocks and qd-gateway sees the app's retries, while local badge swipes keep working",
    setup: (c, start) => {
      const lb = c.n("bridge");
      let open = 0;
      const breakerAt = start + 24000;
      c.s.mutes.push((svc, u, msg) => svc === lb && u >= start && msg.startsWith("unlock"));
      c.s.emit(
        breakerAt,
        lb,
        "warn",
        `circuit breaker "ironlatch" state changed from closed to open (20 consecutive failures)`,
      );
      for (let t = breakerAt + 60000; t < c.t1; t += 60000 + int(c.r, 0, 500)) {
        c.s.emit(t, lb, "info", `circuit breaker "ironlatch" state changed from open to half-open`);
        c.s.emit(
          t + int(c.r, 300, 900),
          lb,
          "error",
          `probe POST https://connect.ironlatch.com/v2/locks/status: 503 Service Unavailable`,
        );
        c.s.emit(
          t + int(c.r, 900, 1200),
          lb,
          "warn",
          `circuit breaker "ironlatch" state changed from half-open to open`,
        );
      }
      c.every(start, breakerAt, 1200, (t) =>
        c.s.emit(
          t,
          lb,
          "error",
          `unlock LK-${int(c.r, 1, 4)}F-0${int(c.r, 10, 60)} via ironlatch failed: POST https://connect.ironlatch.com/v2/locks/commands: 503 Service Unavailable: {"error":"upstream_unavailable","message":"Service temporarily unavailable, please retry"}`,
        ),
      );
      return (cx, role, ep, t) => {
        if (role !== "access" || t < start) return false;
        const path = ep.path(cx.r);
        const m = member(cx.r);
        const d = door(cx.r);
        open++;
        for (let k = 0; k < int(cx.r, 2, 4); k++) {
          const u = t + k * int(cx.r, 700, 1500);
          cx.s.emit(
            u + 30,
            lb,
            u < breakerAt ? "error" : "warn",
            u < breakerAt
              ? `unlock command for ${d} failed: ironlatch 503 Service Unavailable`
              : `unlock command for ${d} rejected: circuit breaker is open`,
          );
          cx.s.emit(
            u + 45,
            cx.n("access"),
            "error",
            `Mobile unlock failed for ${m} at ${d}: lockbridge responded 502 BAD_GATEWAY`,
            open % 9 === 1
              ? {
                  stack: [
                    "org.springframework.web.reactive.function.client.WebClientResponseException$BadGateway: 502 Bad Gateway from POST http://lockbridge:8080/v1/unlock",
                    "\tat org.springframework.web.reactive.function.client.WebClientResponseException.create(WebClientResponseException.java:336)",
                    "\tat com.quorumdesk.entry.unlock.LockbridgeClient.unlock(LockbridgeClient.java:58)",
                    "\tat com.quorumdesk.entry.unlock.MobileUnlockService.unlock(MobileUnlockService.java:91)",
                  ],
                }
              : {},
          );
          cx.s.emit(u + 60, cx.n("gateway"), "warn", `${ep.method} ${path} -> 502 (${int(cx.r, 40, 90)} ms)`);
        }
        return true;
      };
    },
  },
  {
    key: "print-bridge-placeholder",
    estate: "commonplace",
    format: "ecs",
    category: "configuration",
    origin: "print",
    hints: ["placeholder", "configuration", "config", "property", "beancreation", "token"],
    severity: "medium",
    roles: ["gateway", "print"],
    hours: [9, 12],
    note: "papercut-bridge 2.19.0 is rolled out without the PAPERCUT_API_TOKEN setting and crash-loops on start-up; cp-edge answers 502 for print release and balance calls",
    setup: (c, start) => {
      const pb = c.n("print");
      c.s.emit(start - 3000, pb, "info", "received SIGTERM, draining in-flight requests (grace 30s)");
      c.s.quietFrom.set(pb, start - 2000);
      let t = start + 4000;
      let backoff = 10000;
      while (t < c.t1) {
        c.s.emit(t, pb, "info", `Starting PapercutBridgeApplication v2.19.0 using Java 21.0.4 with PID 1`);
        c.s.emit(t + 900, pb, "info", `The following 1 profile is active: "prod"`);
        c.s.emit(
          t + 4200,
          pb,
          "warn",
          "Exception encountered during context initialization - cancelling refresh attempt: org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'creditLedgerClient': Injection of autowired dependencies failed",
        );
        c.s.emit(t + 4300, pb, "error", "Application run failed", {
          errType: "org.springframework.beans.factory.BeanCreationException",
          stack: [
            "org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'creditLedgerClient': Injection of autowired dependencies failed",
            "\tat org.springframework.beans.factory.annotation.AutowiredAnnotationBeanPostProcessor.postProcessProperties(AutowiredAnnotationBeanPostProcessor.java:515)",
            "\tat org.springframework.beans.factory.support.AbstractAutowireCapableBeanFactory.populateBean(AbstractAutowireCapableBeanFactory.java:1439)",
            "\tat org.springframework.boot.SpringApplication.run(SpringApplication.java:335)",
            "\tat studio.commonplace.print.PapercutBridgeApplication.main(PapercutBridgeApplication.java:12)",
            `Caused by: java.lang.IllegalArgumentException: Could not resolve placeholder 'PAPERCUT_API_TOKEN' in value "\${PAPERCUT_API_TOKEN}"`,
            "\tat org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)",
            "\tat org.springframework.util.PropertyPlaceholderHelper.replacePlaceholders(PropertyPlaceholderHelper.java:126)",
            "\t... 23 common frames omitted",
          ],
        });
        t += 4400 + backoff;
        backoff = Math.min(backoff * 2, 160000);
      }
      return (cx, role, ep, u, tid) => {
        if (role !== "print" || u < start) return false;
        const o = tid ? { trace: tid } : {};
        cx.s.emit(
          u + 3,
          cx.n("gateway"),
          "error",
          `upstream ${pb}: dial tcp ${ip(cx.r)}:8080: connect: connection refused`,
          o,
        );
        cx.s.emit(u + 4, cx.n("gateway"), "error", accessLine("go", cx.r, ep.method, ep.path(cx.r), 502, 1), o);
        return true;
      };
    },
  },
  {
    key: "post-room-enospc",
    estate: "loftline",
    format: "gcp",
    category: "disk",
    origin: "mail",
    hints: ["space", "disk", "enospc", "device", "volume"],
    severity: "high",
    roles: ["gateway", "mail"],
    hours: [8, 11],
    note: "the photo volume of post-room fills up; every parcel check-in fails with ENOSPC and loftline-web returns 500s while front-desk tablets retry",
    setup: (c, start) => {
      const pr = c.n("mail");
      c.s.emit(start - 150000, pr, "warn", "disk usage on /var/lib/post-room 94% (threshold 80%)");
      c.s.emit(start - 60000, pr, "warn", "disk usage on /var/lib/post-room 98% (threshold 80%)");
      c.every(start, c.t1, 45000, (t) =>
        c.s.emit(
          t,
          pr,
          "error",
          `label render job failed: Errno::ENOSPC: No space left on device @ io_write - /var/lib/post-room/labels/tmp-${hex(c.r, 8)}.pdf`,
        ),
      );
      return (cx, role, ep, t) => {
        if (role !== "mail" || t < start || !ep.path(cx.r).endsWith("/parcels")) return false;
        const pk = `PK-${int(cx.r, 100000, 999999)}`;
        for (let k = 0; k < int(cx.r, 1, 3); k++) {
          const u = t + k * int(cx.r, 1500, 3000);
          cx.s.emit(
            u + 20,
            pr,
            "error",
            `Errno::ENOSPC (No space left on device @ rb_sysopen - /var/lib/post-room/photos/2026/12/${pk}.jpg):`,
            {
              stack: [
                `app/services/parcel_photo_store.rb:23:in \`initialize'`,
                `app/services/parcel_photo_store.rb:23:in \`open'`,
                `app/services/parcel_photo_store.rb:23:in \`write'`,
                `app/controllers/api/parcels_controller.rb:31:in \`create'`,
              ],
            },
          );
          cx.s.emit(u + 22, pr, "info", accessLine("ruby", cx.r, "POST", "/api/parcels", 500, int(cx.r, 30, 80)));
          cx.s.emit(
            u + 25,
            cx.n("gateway"),
            "error",
            `POST /api/parcels 500 ${int(cx.r, 35, 95)}.${int(cx.r, 100, 999)} ms - 61 (post-room: 500 Internal Server Error)${k > 0 ? ` retry ${k} from front-desk tablet` : ""}`,
          );
        }
        return true;
      };
    },
  },
  {
    key: "spaces-heap-oom",
    estate: "commonplace",
    format: "logfmt",
    category: "memory",
    origin: "booking",
    hints: ["memory", "heap", "oom", "allocation"],
    severity: "high",
    roles: ["gateway", "booking", "displays"],
    hours: [8, 10],
    note: "spaces-api runs out of JavaScript heap and crash-loops; cp-edge gets resets and 502s, screen-hub's panel refreshes retry in a storm",
    setup: (c, start) => {
      const sp = c.n("booking");
      const down: [number, number][] = [];
      let t = start;
      let lag = 300;
      for (let u = start - 120000; u < start; u += 20000) {
        c.s.emit(
          u,
          sp,
          "warn",
          `event loop lag ${lag}ms, heap used ${(1.5 + (u - start + 120000) / 240000).toFixed(2)} GB of 2.00 GB`,
        );
        lag += int(c.r, 150, 400);
      }
      while (t < c.t1) {
        const pid = int(c.r, 1000000, 9000000).toString(16);
        c.s.emit(t, sp, "error", "<--- Last few GCs --->", {
          stack: [
            "",
            `[1:0x${pid}]   ${int(c.r, 100000, 900000)} ms: Mark-Compact 2039.${int(c.r, 1, 9)} (2083.1) -> 2031.${int(c.r, 1, 9)} (2084.6) MB, ${int(c.r, 900, 1800)}.67 / 0.00 ms  (average mu = 0.112, current mu = 0.021) allocation failure; scavenge might not succeed`,
            "",
            "<--- JS stacktrace --->",
            "",
            "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
            " 1: 0xb8ced1 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
            " 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
            " 3: 0xf06747 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
            " 4: 0x11180c5  [node]",
          ],
        });
        const up = t + int(c.r, 6000, 12000);
        down.push([t, up]);
        startLines("node", sp, c.r).forEach((l, i) => void c.s.emit(up + i * 300, sp, "info", l));
        t = up + int(c.r, 70000, 130000);
      }
      const isDown = (u: number) => down.some(([a, b]) => u >= a && u < b);
      c.s.mutes.push(
        (svc, u, msg) => (svc === sp && isDown(u)) || (svc === c.n("displays") && isDown(u) && msg.includes("synced")),
      );
      c.every(start, c.t1, 500, (u) => {
        if (!isDown(u) && chance(c.r, 0.7)) return;
        const room = pick(c.r, c.e.rooms).toLowerCase();
        c.s.emit(
          u,
          c.n("displays"),
          "error",
          `Polly: Retry ${int(c.r, 1, 3)} of 3 after ${pick(c.r, [200, 400, 800])}ms for GET http://${sp}:8080/api/rooms/${room}/today`,
          chance(c.r, 0.1)
            ? {
                stack: [
                  "System.Net.Http.HttpRequestException: Connection refused (spaces-api:8080)",
                  " ---> System.Net.Sockets.SocketException (111): Connection refused",
                  "   at System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)",
                  "   at System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)",
                  "   --- End of inner exception stack trace ---",
                  "   at Commonplace.ScreenHub.Schedules.SpacesClient.GetTodayAsync(String room) in /src/ScreenHub/Schedules/SpacesClient.cs:line 44",
                ],
              }
            : {},
        );
      });
      return (cx, role, ep, u, tid) => {
        if (role !== "booking" || u < start) return false;
        const o = tid ? { trace: tid } : {};
        if (isDown(u)) {
          cx.s.emit(
            u + 2,
            cx.n("gateway"),
            "error",
            `upstream ${sp}: ${pick(cx.r, ["read: connection reset by peer", "dial tcp 10.40.3.7:8080: connect: connection refused"])}`,
            o,
          );
          cx.s.emit(u + 3, cx.n("gateway"), "error", accessLine("go", cx.r, ep.method, ep.path(cx.r), 502, 2), o);
          return true;
        }
        if (chance(cx.r, 0.3)) {
          cx.s.emit(
            u + 2000,
            cx.n("gateway"),
            "warn",
            accessLine("go", cx.r, ep.method, ep.path(cx.r), 200, int(cx.r, 1800, 4500)),
            o,
          );
          return true;
        }
        writeFlow(cx, role, ep, u, tid);
        return true;
      };
    },
  },
  {
    key: "bookings-recompute-stall",
    estate: "quorumdesk",
    format: "compose",
    category: "timeout",
    origin: "booking",
    hints: ["timeout", "deadline", "timed out", "exceeded"],
    severity: "medium",
    roles: ["gateway", "booking", "displays"],
    hours: [8, 10],
    note: "bookings stalls in an availability recompute that overruns its 30s deadline and goes almost silent; qd-gateway times out at 10s and roomscreens' schedule fetches retry in a storm",
    setup: (c, start) => {
      const bk = c.n("booking");
      c.s.quietFrom.set(bk, start + 1500);
      c.s.mutes.push((svc, u, msg) => svc === c.n("displays") && u > start + 8000 && msg.includes("synced schedule"));
      c.s.emit(start, bk, "info", "availability recompute started for all sites (trigger: room layout change)");
      c.every(start + 30000, c.t1, 22000, (t) =>
        c.s.emit(
          t,
          bk,
          "warn",
          pick(c.r, [
            `request GET /rooms/${pick(c.r, c.e.rooms).toLowerCase()}/today exceeded 30s deadline waiting for availability recompute, abandoned (worker ${int(c.r, 1, 4)})`,
            `availability recompute still running after ${int(c.r, 40, 400)}.0s, ${int(c.r, 8, 60)} requests waiting on recompute lock`,
          ]),
        ),
      );
      c.every(start + 8000, c.t1, 400, (t) => {
        if (chance(c.r, 0.5)) return;
        const room = pick(c.r, c.e.rooms);
        c.s.emit(
          t,
          c.n("displays"),
          "error",
          `schedule fetch for ${room} failed: timeout of 8000ms exceeded (attempt ${int(c.r, 1, 4)}/4)`,
          chance(c.r, 0.06)
            ? {
                stack: [
                  "AxiosError: timeout of 8000ms exceeded",
                  "    at RedirectableRequest.handleRequestTimeout (/app/node_modules/axios/dist/node/axios.cjs:3212:16)",
                  "    at RedirectableRequest.emit (node:events:519:28)",
                  "    at Timeout.<anonymous> (/app/node_modules/follow-redirects/index.js:221:12)",
                  "    at listOnTimeout (node:internal/timers:581:17)",
                  "    at Axios.request (/app/node_modules/axios/dist/node/axios.cjs:4224:41)",
                  "    at async ScheduleClient.today (/app/dist/schedule-client.js:37:22)",
                ],
              }
            : {},
        );
      });
      return (cx, role, ep, t) => {
        if (role !== "booking" || t < start) return false;
        cx.s.emit(t + 10000, cx.n("gateway"), "error", `${ep.method} ${ep.path(cx.r)} -> 504 (10003 ms)`);
        if (chance(cx.r, 0.3))
          cx.s.emit(
            t + 10002,
            cx.n("gateway"),
            "error",
            `[${hex(cx.r, 8)}-${int(cx.r, 1000, 9000)}] 504 GATEWAY_TIMEOUT "Response took longer than timeout: PT10S"`,
            {
              stack: [
                "org.springframework.cloud.gateway.support.TimeoutException: Response took longer than timeout: PT10S",
                "\tSuppressed: reactor.core.publisher.FluxOnAssembly$OnAssemblyException: ",
                "Error has been observed at the following site(s):",
                "\t*__checkpoint ⇢ org.springframework.cloud.gateway.filter.WeightCalculatorWebFilter",
                '\t*__checkpoint ⇢ HTTP GET "/api/rooms/availability" [ExceptionHandlingWebHandler]',
              ],
            },
          );
        return true;
      };
    },
  },
  {
    key: "relay-site-unreachable",
    estate: "loftline",
    format: "datadog",
    category: "network",
    origin: "bridge",
    hints: ["network", "route", "unreachable", "connection", "reset", "host"],
    severity: "high",
    roles: ["gateway", "access", "bridge"],
    hours: [7, 9],
    note: "lock-relay loses its links to the Hamburg door controllers (resets, then no route to host); keycard queues and retries door commands and loftline-web returns 504 for remote unlocks",
    setup: (c, start) => {
      const lr = c.n("bridge");
      const site = c.e.sites[1] ?? "Hamburg";
      c.s.quietFrom.set(lr, start);
      c.s.mutes.push((svc, u, msg) => svc === c.n("access") && u >= start && msg.includes(site));
      for (let i = 1; i <= 6; i++)
        c.s.emit(
          start + i * int(c.r, 200, 900),
          lr,
          "error",
          `link to controller LL-CTL-0${i} (${site}) lost: recv: Connection reset by peer (errno 104)`,
        );
      c.every(start + 5000, c.t1, 1500, (t) => {
        const i = int(c.r, 1, 6);
        c.s.emit(
          t,
          lr,
          "error",
          `connect to LL-CTL-0${i} 10.44.2.${10 + i}:3001 failed: No route to host (errno 113), retry in ${pick(c.r, [2, 4, 8, 16])}s`,
        );
      });
      c.every(start + 10000, c.t1, 30000, (t) =>
        c.s.emit(t, lr, "warn", `site ${site}: 0/6 controllers reachable, ${int(c.r, 10, 200)} commands queued`),
      );
      c.every(start + 6000, c.t1, 600, (t) =>
        c.s.emit(
          t,
          c.n("access"),
          "warn",
          `door command for ${door(c.r)} (${site}) not acknowledged by lock-relay: controller unreachable, re-queued (attempt ${int(c.r, 2, 6)})`,
        ),
      );
      return (cx, role, ep, t) => {
        if (role !== "access" || t < start + 2000 || chance(cx.r, 0.35)) return false;
        cx.s.emit(
          t + 15000,
          cx.n("gateway"),
          "error",
          `${ep.method} ${ep.path(cx.r)} 504 15001.${int(cx.r, 100, 999)} ms - 52`,
        );
        cx.s.emit(
          t + 15001,
          cx.n("access"),
          "error",
          `unlock for ${member(cx.r)} timed out after 15s: lock-relay reports controller unreachable (${site})`,
        );
        return true;
      };
    },
  },
  {
    key: "panel-fleet-invalid-grant",
    estate: "hivewell",
    format: "ecs",
    category: "authentication",
    origin: "displays",
    hints: ["invalid_grant", "jwt", "token", "credential", "auth", "signature"],
    severity: "medium",
    roles: ["gateway", "displays", "booking"],
    hours: [7, 9],
    note: "panel-fleet's Google service-account key stops being accepted (invalid_grant: Invalid JWT Signature); room calendars stop syncing to the door displays and room-book's booking pushes get 502",
    setup: (c, start) => {
      const pf = c.n("displays");
      c.s.quietFrom.set(pf, start);
      c.every(start, c.t1, 1800, (t) => {
        const room = pick(c.r, c.e.rooms).toLowerCase();
        c.s.emit(
          t,
          pf,
          "error",
          `calendar sync failed for ${room}@rooms.${c.e.domain}: invalid_grant: Invalid JWT Signature.`,
          chance(c.r, 0.25)
            ? {
                errType: "GaxiosError",
                stack: [
                  "GaxiosError: invalid_grant: Invalid JWT Signature.",
                  "    at Gaxios._request (/app/node_modules/gaxios/build/src/gaxios.js:142:23)",
                  "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
                  "    at async JWT.requestAsync (/app/node_modules/google-auth-library/build/src/auth/oauth2client.js:429:18)",
                  "    at async CalendarSync.pull (/app/dist/sync/calendar.js:88:21)",
                ],
              }
            : {},
        );
      });
      c.every(start, c.t1, 4000, (t) => {
        c.s.emit(
          t,
          c.n("booking"),
          "warn",
          `push of booking BK-${int(c.r, 100000, 999999)} to ${pf} failed: 502 Bad Gateway {"error":"calendar_write_failed"}; will retry in 30s`,
        );
      });
      c.every(start + 60000, c.t1, 30000, (t) =>
        c.s.emit(
          t,
          pf,
          "warn",
          `panel ${panelId(c.r, c.e)} showing schedule from cache (last successful sync ${Math.round((t - start) / 60000)} min ago)`,
        ),
      );
      return () => false;
    },
  },
];
