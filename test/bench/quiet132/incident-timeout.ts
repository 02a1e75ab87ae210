// Timeout, Northmoor: the wristband vendor's bind API (ChipWave, not logging here) stops answering in time.
// rfid_activation logs mostly WARN retries with a Python traceback now and then; nginx logs upstream
// timeouts and 504s for every activation, and box_office's wristband status calls hit Net::ReadTimeout.
import { emit, every } from "./ctx.js";
import { nmNginx } from "./estate-northmoor.js";
import { type Incident, onFlows } from "./incident-kit.js";
import { restart } from "./runtimes.js";
import { pyTrace, rubyTrace } from "./stacks.js";
import { chipUid, clientIp, nginxErrTime, podIp, rubyTime, uuid } from "./text.js";
import type { Step } from "./types.js";

const O = "rfid_activation";

function readTimeout(): string[] {
  return pyTrace(
    [
      [
        "/app/rfid/routes.py",
        41,
        "activate",
        "binding = await run_in_threadpool(vendor.bind_chip, body.chip_uid, body.ticket)",
      ],
      [
        "/app/rfid/vendor.py",
        74,
        "bind_chip",
        'resp = self.session.post(f"{self.base}/v2/bind", json=payload, timeout=(3.05, 8))',
      ],
      [
        "/usr/local/lib/python3.12/site-packages/requests/sessions.py",
        637,
        "post",
        'return self.request("POST", url, data=data, json=json, **kwargs)',
      ],
      [
        "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
        713,
        "send",
        "raise ReadTimeout(e, request=request)",
      ],
    ],
    "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='bind.chipwave.example', port=443): Read timed out. (read timeout=8)",
    {
      frames: [
        [
          "/usr/local/lib/python3.12/site-packages/urllib3/connectionpool.py",
          537,
          "_make_request",
          "response = conn.getresponse()",
        ],
        [
          "/usr/local/lib/python3.12/site-packages/urllib3/connection.py",
          466,
          "getresponse",
          "httplib_response = super().getresponse()",
        ],
        ["/usr/local/lib/python3.12/ssl.py", 1251, "recv_into", "return self.read(nbytes, buffer)"],
      ],
      exc: "TimeoutError: The read operation timed out",
    },
  );
}

export const timeoutIncident: Incident = {
  category: "timeout",
  estate: "northmoor",
  origin: O,
  hints: ["timeout", "timed", "read"],
  severity: "medium",
  note: "The wristband vendor's bind API stopped answering within rfid_activation's 8 s read timeout, so activations retried and failed while nginx returned 504s and box_office's wristband lookups timed out.",
  noise: ["passback_refusals", "expired_sessions"],
  build: (c, t0) => {
    const r = c.rng;
    const vendorWarn = (t: number, attempt: number, uid: string) =>
      emit(
        c,
        t,
        O,
        "warn",
        `ChipWave bind for ${uid} timed out after 8.0s (attempt ${attempt}/3), retrying in ${attempt * 0.5}s`,
      );
    vendorWarn(t0, 1, chipUid(r, ":"));
    restart(c, "box_office", t0 + r.float(70000, 160000), "2026.06.4", 6000);

    onFlows(c, ["activate"], t0, (_f, t) => {
      const uid = chipUid(r, ":");
      const attempts = r.chance(0.15) ? r.int(1, 2) : 3;
      let at = 0;
      const steps: Step[] = [];
      for (let a = 1; a <= attempts; a++) {
        at += 8000 + r.int(5, 60);
        steps.push({
          svc: O,
          dt: at,
          level: "warn",
          msg: `ChipWave bind for ${uid} timed out after 8.0s (attempt ${a}/3), retrying in ${a * 0.5}s`,
        });
        at += a * 500;
      }
      const ok = attempts < 3;
      if (ok) {
        at += r.int(2000, 6000);
        steps.push({
          svc: O,
          dt: at,
          level: "info",
          msg: `wristband ${uid} bound to ticket NM26-WE-${r.digits(6)} (vendor ack ${(at / 1000).toFixed(1)}s)`,
        });
      }
      if (at > 30000 || !ok) {
        steps.push({
          svc: "front_proxy",
          dt: 30001,
          level: "error",
          msg: `${nginxErrTime(t + 30001)} [error] 29#29: *${r.int(100000, 999999)} upstream timed out (110: Connection timed out) while reading response header from upstream, client: ${clientIp(r)}, server: northmoor.app, request: "POST /wristbands/activate HTTP/1.1", upstream: "http://${podIp(r, 172)}:8000/v1/activate", host: "northmoor.app"`,
        });
        steps.push(nmNginx(c, t, 30001, "POST", "/wristbands/activate", 504, "rfid_activation"));
        if (!ok && r.chance(0.35))
          steps.push({
            svc: O,
            dt: at + 10,
            level: "error",
            msg: `activation failed for ${uid}: vendor bind timed out 3 times`,
            stack: readTimeout(),
          });
        else if (!ok)
          steps.push({
            svc: O,
            dt: at + 10,
            level: "error",
            msg: `activation failed for ${uid}: vendor bind timed out 3 times`,
          });
        steps.push({
          svc: O,
          dt: at + 12,
          level: "info",
          msg: `${podIp(r, 172)}:${r.int(30000, 60000)} - "POST /v1/activate HTTP/1.1" ${ok ? 200 : 504}`,
        });
      } else {
        steps.push(nmNginx(c, t, at + 20, "POST", "/wristbands/activate", 200, "rfid_activation"));
      }
      return steps;
    });

    every(c, "box_office", 9000, (t) => {
      if (t < t0 + 8000 || !r.chance(0.7)) return;
      const tag = `[${uuid(r)}]`;
      emit(c, t, "box_office", "info", `${tag} Started GET "/api/me/wristband" for ${clientIp(r)} at ${rubyTime(t)}`);
      emit(
        c,
        t + 10005,
        "box_office",
        "error",
        `${tag} Wristband status lookup failed: Net::ReadTimeout with #<TCPSocket:(closed)> (rfid_activation GET /v1/status)`,
        r.chance(0.3)
          ? {
              stack: rubyTrace(`${tag} Net::ReadTimeout (Net::ReadTimeout with #<TCPSocket:(closed)>):`, [
                `${tag}  `,
                `${tag} app/clients/rfid_client.rb:31:in \`status'`,
                `${tag} app/controllers/api/wristbands_controller.rb:12:in \`show'`,
              ]),
              errType: "Net::ReadTimeout",
            }
          : {},
      );
      emit(
        c,
        t + 10010,
        "box_office",
        "info",
        `${tag} Completed 503 Service Unavailable in 10009ms (ActiveRecord: 2.1ms | Allocations: 4211)`,
      );
    });
    every(c, O, 30000, (t) => {
      if (t < t0) return;
      emit(
        c,
        t,
        O,
        "warn",
        `vendor health probe slow: GET https://bind.chipwave.example/v2/health took ${r.float(6.5, 8).toFixed(2)}s`,
      );
    });
  },
};
