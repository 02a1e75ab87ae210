// Crisply's incidents: the photo volume fills up; the locker controller runs out of memory and crash-loops.
import { deploy } from "./chronic.js";
import type { Ctx, Req } from "./context.js";
import { ids } from "./estates.js";
import { goPanic, javaTrace, nodeTrace, pyTrace, requestLine } from "./runtimes.js";
import type { Incident } from "./types.js";

// ---------------------------------------------------------------- disk: photo-store's volume is full
export const photoVolumeFull: Incident = {
  key: "photo-volume-full",
  estate: "A",
  category: "disk",
  origin: "photo-store",
  hints: ["disk", "space", "enospc", "volume", "storage"],
  severity: "medium",
  note: "The garment-photo store's data volume filled up, so counter tag photos and van proof-of-delivery uploads failed while reads kept working.",
  side: ["declined_cards", "gc_pauses"],
  apply(ctx: Ctx, t0: number) {
    const r = ctx.r;
    ctx.drop("photo-store", t0, /^object stored/);
    // the volume creeping up, then the warnings nobody paged on
    let pct = 88;
    ctx.tick(ctx.start, t0, 60000, (t) => {
      pct = Math.min(99, pct + r.int(0, 2));
      ctx.emit(
        "photo-store",
        t,
        "INFO",
        `volume usage path=/data/photos used_pct=${pct} free=${(((100 - pct) / 100) * 500).toFixed(1)}GiB`,
      );
    });
    ctx.emit(
      "photo-store",
      t0 - r.int(150000, 240000),
      "WARN",
      "volume usage above 97% path=/data/photos free=1.4GiB (janitor: nothing older than retention to delete)",
    );
    ctx.tick(t0, ctx.end, 60000, (t) =>
      ctx.emit("photo-store", t, "INFO", "volume usage path=/data/photos used_pct=100 free=0.0GiB"),
    );
    // the store rate-limits its own error log: at most one line per 5 s bucket, the rest counted
    const loggedBuckets = new Set<number>();
    const putFail = (t: number, key: string, req?: Req) => {
      const b = Math.floor(t / 5000);
      if (loggedBuckets.has(b)) return;
      loggedBuckets.add(b);
      const n = loggedBuckets.has(b - 1) ? r.int(1, 6) : 0;
      ctx.emit(
        "photo-store",
        t,
        "ERROR",
        `put object failed key=${key} err="write /data/photos/.tmp/upload-${r.int(100000, 999999)}: no space left on device"${n ? ` (${n} similar errors suppressed)` : ""}`,
        { ids: req?.ids },
      );
    };
    putFail(t0 + r.int(50, 900), `garments/${ids.tag(r)}.jpg`);
    ctx.hooks.push((req) => {
      if (req.t < t0) return undefined;
      if (req.route.to === "garment-tagging") {
        const tg = ids.tag(r);
        const key = `garments/${tg}.jpg`;
        let t = req.t + r.int(2, 10);
        for (let a = 1; a <= 3; a++) {
          t += r.latency(25);
          putFail(t, key, req);
          ctx.emit(
            "photo-store",
            t + 1,
            "INFO",
            requestLine(r, ctx.svc("photo-store"), "PUT", "/v1/objects", 507, r.int(3, 20)),
            { ids: req.ids },
          );
          ctx.emit(
            "garment-tagging",
            t + 3,
            a < 3 ? "WARN" : "ERROR",
            `tagging.photos: upload of ${tg} to photo-store failed with 507 Insufficient Storage (attempt ${a}/3)`,
            {
              ids: req.ids,
              stack:
                a === 3
                  ? pyTrace(
                      [
                        ["/app/tagging/photos.py", 61, "upload", "resp.raise_for_status()"],
                        [
                          "/usr/local/lib/python3.12/site-packages/httpx/_models.py",
                          829,
                          "raise_for_status",
                          "raise HTTPStatusError(message, request=request, response=self)",
                        ],
                      ],
                      "httpx.HTTPStatusError: Server error '507 Insufficient Storage' for url 'http://photo-store:8080/v1/objects'\nFor more information check: https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/507",
                    )
                  : undefined,
            },
          );
          t += a * 200;
        }
        ctx.emit(
          "garment-tagging",
          t + 5,
          "ERROR",
          `tagging.service: could not issue tag ${tg} for ${ids.order(r)}: photo upload unavailable, counter asked to retry`,
          { ids: req.ids },
        );
        const dur = t + 8 - req.t;
        ctx.emit(
          "garment-tagging",
          req.t + dur,
          "INFO",
          requestLine(r, ctx.svc("garment-tagging"), req.method, req.path, 503, dur),
          { ids: req.ids },
        );
        return { status: 503, dur };
      }
      return undefined;
    });
    // van drivers' proof-of-delivery photos
    ctx.every(t0 + 5000, ctx.end, 5000, (t) => {
      const v = ids.van(r);
      putFail(t, `pod/${v}/${ids.order(r)}.jpg`);
      ctx.emit(
        "photo-store",
        t + 1,
        "INFO",
        requestLine(r, ctx.svc("photo-store"), "PUT", "/v1/objects", 507, r.int(2, 9)),
      );
      ctx.emit(
        "van-dispatch",
        t + r.int(5, 30),
        "ERROR",
        `proof-of-delivery upload failed van=${v} status=507 body="storage write failed" queued_for_retry=true`,
      );
      if (r.chance(0.5))
        ctx.emit(
          "van-dispatch",
          t + r.int(40, 200),
          "WARN",
          `pod retry queue growing depth=${r.int(10, 140)} oldest=${r.int(20, 600)}s`,
        );
    });
    ctx.every(t0, ctx.end, 25000, (t) =>
      ctx.emit(
        "photo-store",
        t,
        "WARN",
        `thumbnail cache write skipped: write /data/photos/thumbs/${r.hex(2)}/${r.hex(12)}.webp: no space left on device`,
      ),
    );
    // an unrelated release of the tagging service shortly before
    deploy(ctx, "garment-tagging", t0 - r.int(60000, 150000), "3.2.8");
  },
};

// ---------------------------------------------------------------- memory: locker-controller OOM-killed, crash-looping
export const lockerOom: Incident = {
  key: "locker-oom",
  estate: "A",
  category: "memory",
  origin: "locker-controller",
  hints: ["memory", "oom", "heap", "out of memory"],
  severity: "high",
  note: "The locker controller's door-event cache grew until the container was OOM-killed, and it crash-looped so customers could not open drop-off lockers.",
  side: ["gc_pauses", "device_wifi"],
  apply(ctx: Ctx, t0: number) {
    const r = ctx.r;
    // growth before the first kill
    let entries = r.int(800000, 1000000);
    let heap = 1100;
    ctx.tick(ctx.start, t0, 30000, (t) => {
      entries += r.int(25000, 60000);
      heap += r.int(25, 60);
      ctx.emit(
        "locker-controller",
        t,
        "DEBUG",
        `door event cache size entries=${entries} heap_inuse_mib=${heap} gc_cycles=${r.int(2000, 9000)}`,
      );
    });
    ctx.emit(
      "locker-controller",
      t0 - r.int(40000, 90000),
      "WARN",
      `memory soft limit reached heap_inuse_mib=${heap} gomemlimit_mib=1740, gc running continuously (cpu=${r.int(85, 99)}%)`,
    );
    // crash loop: down windows, short up windows with start-up lines
    const ups: Array<[number, number]> = [];
    let t = t0;
    let backoff = 10000;
    while (t < ctx.end) {
      const down = r.int(15000, 25000) + backoff;
      const upAt = t + down;
      const upLen = r.int(25000, 45000);
      ctx.mute("locker-controller", t, upAt);
      if (upAt < ctx.end) {
        ups.push([upAt, upAt + upLen]);
        const lines: Array<[string, number, "INFO" | "WARN"]> = [
          [`starting locker-controller version=1.9.4 go=go1.23.4 gomaxprocs=2 gomemlimit=1740MiB`, 0, "INFO"],
          [`listening addr=:8080`, 300, "INFO"],
          [`resyncing door state from ${r.int(30, 38)} banks (cold cache)`, 500, "INFO"],
          [
            `memory soft limit reached heap_inuse_mib=${r.int(1700, 1740)} gomemlimit_mib=1740, gc running continuously`,
            upLen - r.int(3000, 8000),
            "WARN",
          ],
        ];
        for (const [text, dt, lv] of lines) ctx.emit("locker-controller", upAt + dt, lv, text, { force: true });
        if (r.chance(0.4))
          ctx.emit("locker-controller", upAt + upLen - 50, "FATAL", "fatal error: runtime: out of memory", {
            force: true,
            stack: goPanic(r, "runtime stack:", [
              ["runtime.throw({0xc4f6e1?, 0x2030?})", "/usr/local/go/src/runtime/panic.go:1067"],
              ["runtime.sysMapOS(0xc0a4000000, 0x4000000)", "/usr/local/go/src/runtime/mem_linux.go:167"],
              [
                "main.(*doorCache).append(0xc000134000, {0xc0a3ffe000, 0x48})",
                "/src/cmd/locker-controller/cache.go:88",
              ],
            ]),
          });
      }
      backoff = Math.min(backoff * 2, 160000);
      t = upAt + upLen;
    }
    const isUp = (at: number) => ups.some(([a, b]) => at >= a && at < b);
    let failures = 0;
    ctx.hooks.push((req) => {
      if (req.t < t0 || !req.route.calls.includes("locker-controller")) return undefined;
      if (isUp(req.t) && r.chance(0.5)) return undefined;
      failures++;
      const open = failures > 12;
      const bank = req.path.split("/")[3] ?? ids.bank(r);
      let tt = req.t + r.int(3, 15);
      if (!open) {
        for (let a = 1; a <= 3; a++) {
          tt += r.int(2, 8);
          ctx.emit(
            "order-api",
            tt,
            a < 3 ? "WARN" : "ERROR",
            `[http-nio-8080-exec-${r.int(1, 40)}] c.c.orders.lockers.LockerClient : open door ${bank} attempt ${a}/3 failed: I/O error on POST request for "http://locker-controller:8080/v1/banks/${bank}/doors/${r.int(1, 24)}/open": Connection refused`,
            {
              ids: req.ids,
              stack:
                a === 3
                  ? javaTrace(
                      `org.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://locker-controller:8080/v1/banks/${bank}/doors/7/open": Connection refused`,
                      [
                        "org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)",
                        "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:895)",
                        "c.c.orders.lockers.LockerClient.openDoor(LockerClient.java:64)",
                        "c.c.orders.dropoff.DropoffService.open(DropoffService.java:41)",
                      ],
                      {
                        head: "java.net.ConnectException: Connection refused",
                        frames: [
                          "java.base/sun.nio.ch.Net.pollConnect(Native Method)",
                          "java.base/sun.nio.ch.NioSocketImpl.timedFinishConnect(NioSocketImpl.java:542)",
                        ],
                      },
                    )
                  : undefined,
            },
          );
          tt += a * 100;
        }
      } else {
        ctx.emit(
          "order-api",
          tt,
          "ERROR",
          `[http-nio-8080-exec-${r.int(1, 40)}] c.c.orders.web.ApiExceptionHandler : drop-off open rejected: CircuitBreaker 'lockerController' is OPEN and does not permit further calls`,
          { ids: req.ids },
        );
      }
      ctx.emit(
        "order-api",
        tt + 2,
        "INFO",
        requestLine(r, ctx.svc("order-api"), "POST", `/v1/dropoffs/${bank}/open`, 503, tt + 2 - req.t),
        { ids: req.ids },
      );
      ctx.emit("storefront-web", tt + 5, "ERROR", `drop-off open failed bank=${bank}: order-api responded 503`, {
        ids: req.ids,
        stack: r.chance(0.3)
          ? nodeTrace("Error: Request failed with status code 503", [
              "settle (/app/node_modules/axios/dist/node/axios.cjs:2031:12)",
              "IncomingMessage.handleStreamEnd (/app/node_modules/axios/dist/node/axios.cjs:3148:11)",
              "async openDoor (/app/.next/server/app/api/dropoff/[bank]/open/route.js:1:2214)",
            ])
          : undefined,
      });
      const dur = tt + 8 - req.t;
      ctx.emit(
        "storefront-web",
        req.t + dur,
        "INFO",
        requestLine(r, ctx.svc("storefront-web"), req.method, req.path, 503, dur),
        { ids: req.ids },
      );
      return { status: 503, dur };
    });
    // the kiosk screens poll while the controller is away
    let consecutive = 0;
    ctx.tick(t0 + 5000, ctx.end, 10000, (t) => {
      if (isUp(t)) {
        consecutive = 0;
        return;
      }
      consecutive++;
      ctx.emit(
        "order-api",
        t,
        "WARN",
        `[scheduling-1] c.c.orders.lockers.LockerHealth : locker-controller health probe failed: Connection refused (consecutive=${consecutive})`,
      );
    });
  },
};
