// Network: a firewall change on Fernhollow's egress NAT starts resetting TLS connections from fh-passport to the
// national plant-health portal (a third party that does not log here). Sidekiq jobs fail with ECONNRESET and
// unexpected-EOF handshakes and retry; fh-orders, fh-trolleys and fh-notify complain louder about dispatches held
// for missing passports. A quotes release and a climate config reload are nearby.
import { ev } from "../domain.js";
import { rollingRestart } from "../noise/ops.js";
import { dotnetTrace, rubyTrace } from "../stacks.js";
import type { Ctx, Ev, Incident } from "../types.js";
import { arrivals } from "./util.js";

const PORTAL = "plantpassports.planthealth.example.gov.uk";

function resetTrace(): string[] {
  return rubyTrace("Connection reset by peer - SSL_connect", "Errno::ECONNRESET", [
    "/usr/local/lib/ruby/3.3.0/net/protocol.rb:46:in `connect_nonblock'",
    "/usr/local/lib/ruby/3.3.0/net/protocol.rb:46:in `ssl_socket_connect'",
    "/usr/local/lib/ruby/3.3.0/net/http.rb:1672:in `connect'",
    "/usr/local/lib/ruby/3.3.0/net/http.rb:1580:in `do_start'",
    "/usr/local/bundle/gems/faraday-net_http-3.1.0/lib/faraday/adapter/net_http.rb:66:in `call'",
    "/app/app/clients/plant_health_portal.rb:38:in `issue_passport'",
    "/app/app/jobs/passport_issue_job.rb:19:in `perform'",
    "/usr/local/bundle/gems/sidekiq-7.2.4/lib/sidekiq/processor.rb:220:in `execute_job'",
  ]);
}

export function networkIncident(c: Ctx, t0: number): Incident {
  const r = c.r;
  const v = c.e.vocab;
  const P = "fh-passport";
  const out: Ev[] = [];
  const sk = (cls: string, jid: string, tail: string) => `pid=1 tid=${r.alnum(4)} class=${cls} jid=${jid} ${tail}`;

  out.push(...rollingRestart(c, c.byName("fh-quotes"), t0 - r.int(180000, 300000), false));
  out.push(
    ev(t0 - r.int(40000, 90000), "fh-climate", "INFO", "Configuration reloaded: Ingest:BulkSize 240 -> 256", {
      logger: "Fernhollow.Climate.Options.OptionsWatcher",
    }),
  );

  const fail = (t: number, first: boolean) => {
    const jid = r.hex(24);
    const reset = first || r.chance(0.7);
    const peer = `51.140.${r.int(10, 250)}.${r.int(2, 250)}:443`;
    const msg = reset
      ? "Errno::ECONNRESET: Connection reset by peer - SSL_connect"
      : `OpenSSL::SSL::SSLError: SSL_connect SYSCALL returned=5 errno=0 peeraddr=${peer} state=error: unexpected eof while reading`;
    const at = first ? t : t + r.int(80, 900);
    out.push(ev(first ? t - 300 : t, P, "INFO", sk("PassportIssueJob", jid, "INFO: start")));
    out.push(
      ev(
        at,
        P,
        first || r.chance(0.6) ? "ERROR" : "WARN",
        `PassportIssueJob ${jid} POST https://${PORTAL}/api/v2/passports failed: ${msg}`,
        {
          logger: "PassportIssueJob",
          err: { type: reset ? "Errno::ECONNRESET" : "OpenSSL::SSL::SSLError", message: msg },
          ...(first || r.chance(0.3) ? { stack: resetTrace() } : {}),
        },
      ),
    );
    out.push(
      ev(at + r.int(5, 60), P, "INFO", sk("PassportIssueJob", jid, `elapsed=${r.float(0.1, 1).toFixed(3)} INFO: fail`)),
    );
  };
  fail(t0, true);
  for (const t of arrivals(c, t0 + 1500, c.end, 5000)) fail(t, false);
  for (const t of arrivals(c, t0 + 60000, c.end, 70000))
    out.push(
      ev(t, P, "WARN", `retry queue: ${r.int(20, 180)} PassportIssueJob jobs scheduled for retry`, {
        logger: "PassportIssueJob",
      }),
    );

  // Downstream: dispatch held for missing passports.
  for (const t of arrivals(c, t0 + 20000, c.end, 2600)) {
    const o = v.order(r);
    if (r.chance(0.55))
      out.push(
        ev(t, "fh-orders", "ERROR", `Passport status check for ${o} failed`, {
          logger: "Fernhollow.Orders.Dispatch.PassportGate",
          err: {
            type: "System.Net.Http.HttpRequestException",
            message: "Response status code does not indicate success: 502 (Bad Gateway).",
          },
          ...(r.chance(0.3)
            ? {
                stack: dotnetTrace(
                  "System.Net.Http.HttpRequestException: Response status code does not indicate success: 502 (Bad Gateway).",
                  [
                    "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
                    "Fernhollow.Orders.Clients.PassportClient.GetStatusAsync(String orderNo, CancellationToken ct) in /src/Orders/Clients/PassportClient.cs:line 44",
                    "Fernhollow.Orders.Dispatch.PassportGate.CheckAsync(Order order, CancellationToken ct) in /src/Orders/Dispatch/PassportGate.cs:line 29",
                    "Fernhollow.Orders.Dispatch.DispatchWorker.ExecuteAsync(CancellationToken stoppingToken) in /src/Orders/Dispatch/DispatchWorker.cs:line 61",
                  ],
                ),
              }
            : {}),
        }),
      );
    else
      out.push(
        ev(t, "fh-orders", "WARN", `Dispatch of order ${o} blocked: ${r.int(1, 9)} lines awaiting plant passports`),
      );
  }
  for (const t of arrivals(c, t0 + 60000, c.end, 20000))
    out.push(
      ev(
        t,
        "fh-trolleys",
        "WARN",
        `loading list for run R${r.int(1, 6)} held: ${r.int(1, 7)} orders awaiting passports`,
      ),
    );
  for (const t of arrivals(c, t0 + 90000, c.end, 30000))
    out.push(ev(t, "fh-notify", "WARN", `dispatch notice for ${v.order(r)} postponed: passports pending`));
  for (const t of arrivals(c, t0 + 40000, c.end, 12000))
    out.push(
      ev(
        t,
        "fh-web",
        "ERROR",
        c.e.access(r, "fh-web", "GET", `/trade/orders/${v.order(r)}/dispatch-note`, 502, r.int(200, 900), t),
      ),
    );

  return {
    category: "network",
    origin: P,
    start: t0,
    events: out,
    suppress: [
      { svc: P, from: t0, keep: 0.03 },
      { svc: "fh-notify", from: t0 + 60000, keep: 0.4 },
    ],
    hints: ["network", "connection", "reset", "ssl"],
    severity: "medium",
    note: "an egress firewall change resets fh-passport's TLS connections to the plant-health portal, so passports are not issued and trade dispatches are held.",
  };
}
