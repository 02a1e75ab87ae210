// Harmless things that page people anyway. Each kind needs some roles of an estate and writes a burst (or a
// slow drip) starting at `at`; nothing here breaks anything, and the traffic around it keeps succeeding.
import { type Estate, host, svcOf, user } from "./estates.js";
import type { Ctx } from "./stream.js";

export interface NoiseKind {
  id: string;
  needs: string[];
  domain?: "siem" | "edr";
  gen(c: Ctx, e: Estate, at: number): void;
}

const pad2 = (n: number) => String(n).padStart(2, "0");
const burst = (c: Ctx, at: number, n: number, spreadMs: number, fn: (t: number, i: number) => void) => {
  for (let i = 0; i < n; i++) fn(at + c.rng.next() * spreadMs, i);
};

export const NOISE: NoiseKind[] = [
  {
    id: "unparseable-printer-syslog",
    needs: ["parser"],
    gen(c, e, at) {
      const p = e.roles.parser;
      burst(c, at, c.rng.int(20, 60), 240000, (t) => {
        const raw = c.rng.pick([
          `<190>Nov 30 03:12:07 PRN-4F-HP @PJL INFO STATUS CODE=10023 DISPLAY="Sleep mode on"`,
          `<14>1 - - - - - - \\u0000\\u0000\\u0003\\u0012 ups-b2 battery test ok`,
          `<134>Nov 30 03:12:08 cam-lobby-02 : motion zone 3 sens=80`,
        ]);
        c.emit(
          p,
          t,
          "warn",
          e.key === "ferrovane"
            ? `unparsed event from 10.77.${c.rng.int(0, 9)}.${c.rng.int(2, 250)}: no decoder matched, stored raw (${raw.length} bytes) sample=${JSON.stringify(raw)}`
            : `[WARN ][logstash.filters.grok] Grok parse failure for source 10.77.${c.rng.int(0, 9)}.${c.rng.int(2, 250)}, tagging _grokparsefailure {:message=>${JSON.stringify(raw)}}`,
        );
      });
    },
  },
  {
    id: "future-timestamps",
    needs: ["parser"],
    gen(c, e, at) {
      burst(c, at, c.rng.int(10, 30), 300000, (t) => {
        c.emit(
          e.roles.parser,
          t,
          "warn",
          `event time is ${c.rng.int(3, 9)}h${pad2(c.rng.int(0, 59))}m in the future for source fw-branch-${c.rng.int(10, 40)} (device clock not synced), using receive time`,
        );
      });
    },
  },
  {
    id: "collector-client-bad-cert",
    needs: ["collector"],
    gen(c, e, at) {
      const s = svcOf(e, e.roles.collector);
      const ip = `10.20.${c.rng.int(0, 9)}.${c.rng.int(2, 250)}`;
      c.every(
        15000,
        (t) => {
          if (s.rt === "go")
            c.emit(
              s.name,
              t,
              "error",
              `http: TLS handshake error from ${ip}:${c.rng.int(30000, 60000)}: remote error: tls: bad certificate`,
            );
          else
            c.emit(
              s.name,
              t,
              "warn",
              `warn: Ferrovane.Wef.Listener[7] TLS authentication failed for client ${ip}: The remote certificate is invalid because of errors in the certificate chain: NotTimeValid`,
            );
        },
        at,
        at + c.rng.int(200, 500) * 1000,
      );
    },
  },
  {
    id: "search-slowlog-wildcard",
    needs: ["search"],
    gen(c, e, at) {
      const s = e.roles.search;
      burst(c, at, c.rng.int(4, 12), 180000, (t) => {
        const ms = c.rng.int(8000, 31000);
        c.emit(
          s,
          t,
          "warn",
          `[i.s.s.query] [${s}-data-${c.rng.int(0, 3)}] [events-2026.11.${c.rng.int(10, 29)}][${c.rng.int(0, 5)}] took[${(ms / 1000).toFixed(1)}s], took_millis[${ms}], total_hits[10000+ hits], types[], stats[], search_type[QUERY_THEN_FETCH], total_shards[120], source[{"size":500,"query":{"query_string":{"query":"*powershell* AND *-enc*","fields":["process.command_line"]}}}], id[${user(c)}],`,
        );
      });
    },
  },
  {
    id: "search-gc-overhead",
    needs: ["search"],
    gen(c, e, at) {
      const s = e.roles.search;
      burst(c, at, c.rng.int(2, 4), 90000, (t) => {
        c.emit(
          s,
          t,
          "warn",
          `[o.e.m.j.JvmGcMonitorService] [${s}-data-${c.rng.int(0, 3)}] [gc][${c.rng.int(100000, 999999)}] overhead, spent [${c.rng.float(1, 2.5)}s] collecting in the last [${c.rng.float(2, 3.5)}s]`,
        );
      });
    },
  },
  {
    id: "search-low-watermark",
    needs: ["search"],
    gen(c, e, at) {
      const s = e.roles.search;
      c.every(
        60000,
        (t) => {
          c.emit(
            s,
            t,
            "info",
            `[o.e.c.r.a.DiskThresholdMonitor] [${s}-master-0] low disk watermark [85%] exceeded on [${c.rng.hex(22)}][${s}-warm-1][/usr/share/elasticsearch/data] free: ${c.rng.float(180, 200)}gb[14.${c.rng.int(1, 9)}%], replicas will not be assigned to this node`,
          );
        },
        at,
        at + 600000,
        2000,
      );
    },
  },
  {
    id: "pentest-detections",
    needs: ["rules"],
    gen(c, e, at) {
      const rules = [
        "Credential Dumping via LSASS Access",
        "Kerberoasting: RC4 TGS requests",
        "Cobalt Strike named pipe",
        "DCSync from non-DC host",
        "Mimikatz command line",
      ];
      burst(c, at, c.rng.int(6, 16), 420000, (t) => {
        c.emit(
          e.roles.rules,
          t,
          "warn",
          `ALERT rule="${c.rng.pick(rules)}" severity=critical host=PT-LAB-WS0${c.rng.int(1, 4)} user=redteam.${c.rng.pick(["jmoss", "okeane"])} tactic=TA000${c.rng.int(6, 8)} -> suppressed by exception 'pentest-2026-Q4' (expires 2026-12-12)`,
        );
      });
    },
  },
  {
    id: "rule-deprecated-field",
    needs: ["rules"],
    gen(c, e, at) {
      c.every(
        c.rng.pick([60000, 120000]),
        (t) => {
          c.emit(
            e.roles.rules,
            t,
            "warn",
            `rule 'Okta MFA Fatigue' v7 references deprecated field 'src_user'; auto-mapped to 'user.name' (update the rule before 2027-01-01)`,
          );
        },
        at,
        at + 900000,
      );
    },
  },
  {
    id: "intel-feed-late",
    domain: "siem",
    needs: ["intel"],
    gen(c, e, at) {
      const i = e.roles.intel;
      c.emit(
        i,
        at,
        "warn",
        `feed threatfox: no new data since ${pad2(c.rng.int(0, 5))}:00Z (last-modified unchanged, age 52m > expected 30m)`,
      );
      c.emit(i, at + 60000, "warn", `feed threatfox: still stale (age 53m), keeping previous 18211 indicators active`);
      c.emit(i, at + 240000, "info", `feed threatfox: upstream published new export, 211 new indicators`);
    },
  },
  {
    id: "intel-feed-502-retry",
    domain: "siem",
    needs: ["intel"],
    gen(c, e, at) {
      const i = e.roles.intel;
      burst(c, at, 3, 600000, (t) => {
        c.emit(
          i,
          t,
          "warn",
          `feed otx-pulses: HTTP 502 Bad Gateway from otx.alienvault.com, retrying in 30s (attempt 1/4)`,
        );
        c.emit(i, t + 30500, "info", `feed otx-pulses: fetched on attempt 2, ${c.rng.int(5, 90)} pulses`);
      });
    },
  },
  {
    id: "analyst-lockout",
    needs: ["cases"],
    gen(c, e, at) {
      const u = user(c);
      const ip = `10.3.${c.rng.int(0, 9)}.${c.rng.int(2, 250)}`;
      for (let k = 0; k < 5; k++)
        c.emit(
          e.roles.cases,
          at + k * c.rng.int(4000, 9000),
          "warn",
          `login failed for ${u}@${e.key}.io from ${ip}: invalid password (${k + 1}/5)`,
        );
      c.emit(e.roles.cases, at + 50000, "warn", `account ${u}@${e.key}.io locked for 15 minutes after 5 failed logins`);
    },
  },
  {
    id: "webhook-channel-archived",
    needs: ["notify"],
    gen(c, e, at) {
      burst(c, at, c.rng.int(3, 8), 500000, (t) => {
        c.emit(
          e.roles.notify,
          t,
          "error",
          `webhook delivery failed: POST https://hooks.slack.com/services/T0${c.rng.hex(8).toUpperCase()}/B0${c.rng.hex(8).toUpperCase()}/**** -> 404 channel_is_archived; giving up after 3 attempts (subscription 117, tenant hesper-bank)`,
        );
      });
    },
  },
  {
    id: "kafka-consumer-rebalance",
    needs: ["parser"],
    gen(c, e, at) {
      const p = e.roles.parser;
      const gen = c.rng.int(100, 400);
      c.emit(
        p,
        at,
        "info",
        `[Consumer clientId=${p}-2, groupId=${p}s] Request joining group due to: group is already rebalancing`,
      );
      c.emit(
        p,
        at + 120,
        "warn",
        `[Consumer clientId=${p}-2, groupId=${p}s] Offset commit failed on partition raw-events-7 at offset 88121934: The coordinator is not aware of this member.`,
      );
      c.emit(
        p,
        at + 300,
        "info",
        `[Consumer clientId=${p}-2, groupId=${p}s] Revoke previously assigned partitions raw-events-6, raw-events-7`,
      );
      c.emit(
        p,
        at + 3400,
        "info",
        `[Consumer clientId=${p}-2, groupId=${p}s] Successfully joined group with generation Generation{generationId=${gen}, memberId='${p}-2-${c.rng.hex(8)}', protocol='cooperative-sticky'}`,
      );
      c.emit(
        p,
        at + 3500,
        "info",
        `[Consumer clientId=${p}-2, groupId=${p}s] Adding newly assigned partitions: raw-events-7`,
      );
    },
  },
  {
    id: "tenant-revoked-token",
    needs: ["api"],
    gen(c, e, at) {
      const tn = `t-${c.rng.int(100, 480)}`;
      c.every(
        20000,
        (t) => {
          c.emit(
            e.roles.api,
            t,
            "warn",
            `POST /v1/export 401 ${c.rng.int(2, 9)} ms tenant=${tn} reason="api token revoked" ua="python-requests/2.31.0"`,
          );
        },
        at,
        at + c.rng.int(300, 700) * 1000,
        1500,
      );
    },
  },
  {
    id: "tenant-429-quota",
    needs: ["api"],
    gen(c, e, at) {
      const tn = `t-${c.rng.int(100, 480)}`;
      burst(c, at, c.rng.int(20, 50), 200000, (t) => {
        c.emit(
          e.roles.api,
          t,
          "warn",
          `429 Too Many Requests tenant=${tn} route=/v1/query limit=20/min (script ua="curl/8.5.0")`,
        );
      });
    },
  },
  {
    id: "firewall-gone-silent",
    needs: ["collector"],
    gen(c, e, at) {
      c.every(
        300000,
        (t) => {
          c.emit(
            e.roles.collector,
            t,
            "warn",
            `source fw-dc2-edge-01 (10.9.0.4) silent for ${c.rng.int(20, 40)}m, expected ~40 eps (maintenance window CHG-${c.rng.int(10000, 99999)} on file)`,
          );
        },
        at,
        c.t1,
      );
    },
  },
  {
    id: "snapshot-partial-closed-index",
    needs: ["search"],
    gen(c, e, at) {
      const s = e.roles.search;
      const snap = `nightly-${new Date(at).toISOString().slice(0, 10)}-${c.rng.hex(6)}`;
      c.emit(s, at, "info", `[o.e.s.SnapshotsService] [${s}-master-0] snapshot [s3-archive:${snap}] started`);
      c.emit(
        s,
        at + c.rng.int(120, 300) * 1000,
        "warn",
        `[o.e.s.SnapshotsService] [${s}-master-0] snapshot [s3-archive:${snap}] completed with state [PARTIAL]: index [events-2026.08.01] is closed and was skipped`,
      );
    },
  },
  {
    id: "eps-spike-debug-device",
    needs: ["collector"],
    gen(c, e, at) {
      c.every(
        30000,
        (t) => {
          c.emit(
            e.roles.collector,
            t,
            "warn",
            `EPS spike from 10.44.1.3 (core-sw-2): ${c.rng.int(3000, 6000)} eps vs baseline 300, debug logging suspected; rate-limiting source to 1000 eps`,
          );
        },
        at,
        at + c.rng.int(150, 400) * 1000,
        1000,
      );
    },
  },
  {
    id: "analyst-export-long",
    needs: ["cases"],
    gen(c, e, at) {
      const id = c.rng.int(5000, 39999);
      c.emit(
        e.roles.cases,
        at,
        "warn",
        `evidence export for case ${id} (${c.rng.float(1.2, 4.8)}GB) exceeded request budget of 30s; continuing as background job ${c.rng.hex(10)}`,
      );
      c.emit(
        e.roles.cases,
        at + c.rng.int(200, 400) * 1000,
        "info",
        `background job finished: case ${id} evidence export ready (zip, 8 parts)`,
      );
    },
  },
  // ---------------------------------------------------------------- endpoint and vulnerability
  {
    id: "laptops-offline",
    needs: ["agentgw"],
    gen(c, e, at) {
      burst(c, at, c.rng.int(25, 70), 600000, (t) => {
        c.emit(
          e.roles.agentgw,
          t,
          "warn",
          `agent ${c.rng.hex(8)} (${host(c).replace(/^(DT|SRV|VDI)/, "LT")}) missed 3 heartbeats (last seen ${c.rng.int(31, 200)}m ago), state=offline`,
        );
      });
    },
  },
  {
    id: "roaming-reconnect",
    needs: ["agentgw"],
    gen(c, e, at) {
      burst(c, at, c.rng.int(15, 40), 300000, (t) => {
        if (c.rng.chance(0.6))
          c.emit(
            e.roles.agentgw,
            t,
            "error",
            `http: TLS handshake error from ${c.rng.int(60, 220)}.${c.rng.int(0, 255)}.${c.rng.int(0, 255)}.${c.rng.int(1, 254)}:${c.rng.int(30000, 65000)}: EOF`,
          );
        else
          c.emit(
            e.roles.agentgw,
            t,
            "info",
            `agent ${c.rng.hex(8)} reconnected after ${c.rng.int(2, 60)}h offline, replaying ${c.rng.int(100, 20000)} queued events`,
          );
      });
    },
  },
  {
    id: "old-agents-full-bundle",
    needs: ["sigs"],
    gen(c, e, at) {
      burst(c, at, c.rng.int(10, 25), 400000, (t) => {
        c.emit(
          e.roles.sigs,
          t,
          "warn",
          `agent ${c.rng.hex(8)} ver=6.${c.rng.int(4, 9)}.${c.rng.int(0, 9)} does not support delta format v3; serving full bundle (48.2MB)`,
        );
      });
    },
  },
  {
    id: "malware-verdicts-user-files",
    needs: ["verdict"],
    gen(c, e, at) {
      burst(c, at, c.rng.int(3, 8), 500000, (t) => {
        const fam = c.rng.pick(["AgentTesla", "Emotet", "QakBot", "RedLine", "FormBook"]);
        c.emit(
          e.roles.verdict,
          t,
          "warn",
          `warn: Palisade.Verdicts.VerdictService[3] verdict=malicious family=${fam} sha256=${c.rng.hex(64)} file="${c.rng.pick(["invoice_", "Scan_", "PO-", "remittance_"])}${c.rng.int(1000, 9999)}.${c.rng.pick(["xlsm", "iso", "zip", "one"])}" host=${host(c)} action=blocked`,
        );
      });
    },
  },
  {
    id: "detonation-timeout-evasive",
    needs: ["sandbox"],
    gen(c, e, at) {
      burst(c, at, c.rng.int(2, 5), 500000, (t) => {
        const sha = c.rng.hex(12);
        c.emit(
          e.roles.sandbox,
          t,
          "warn",
          `analysis ${sha} timed out after 300s (sample sleeps, API hammering detected); verdict=suspicious, report partial`,
        );
      });
    },
  },
  {
    id: "sample-unpack-error",
    needs: ["sandbox"],
    gen(c, e, at) {
      const sha = c.rng.hex(12);
      c.emit(
        e.roles.sandbox,
        at,
        "error",
        `static analysis failed for ${sha}: cannot unpack archive (password protected), submitted to manual queue`,
        {
          stack: [
            "Traceback (most recent call last):",
            '  File "/app/broker/static/unpack.py", line 88, in extract',
            "    zf.extractall(dest, pwd=None)",
            '  File "/usr/local/lib/python3.12/zipfile/__init__.py", line 1744, in extractall',
            "    self._extract_member(zipinfo, path, pwd)",
            '  File "/usr/local/lib/python3.12/zipfile/__init__.py", line 1617, in open',
            '    raise RuntimeError("File %r is encrypted, password "',
            "RuntimeError: File 'Invoice.pdf.exe' is encrypted, password required for extraction",
          ],
        },
      );
    },
  },
  {
    id: "quarantine-threat-blocked",
    needs: ["quarantine"],
    gen(c, e, at) {
      burst(c, at, c.rng.int(3, 9), 500000, (t) => {
        const u = user(c);
        c.emit(
          e.roles.quarantine,
          t,
          "error",
          `THREAT BLOCKED host=${host(c)} user=${u} threat=${c.rng.pick(["Trojan:Win32/Wacatac.B!ml", "PUA:Win32/Presenoker", "HackTool:Win64/Mimikatz"])} path="C:\\Users\\${u}\\Downloads\\setup_${c.rng.int(1, 99)}.exe" action=quarantine result=success`,
        );
      });
    },
  },
  {
    id: "eicar-helpdesk-test",
    needs: ["quarantine"],
    gen(c, e, at) {
      c.emit(
        e.roles.quarantine,
        at,
        "error",
        `THREAT BLOCKED host=LT-IT-0007 user=helpdesk.test threat=Virus:DOS/EICAR_Test_File path="C:\\Temp\\eicar.com" action=quarantine result=success`,
      );
    },
  },
  {
    id: "scan-targets-refuse",
    needs: ["scanner"],
    gen(c, e, at) {
      burst(c, at, c.rng.int(15, 40), 600000, (t) => {
        const ip = `10.55.${c.rng.int(0, 20)}.${c.rng.int(2, 250)}`;
        c.emit(
          e.roles.scanner,
          t,
          "warn",
          c.rng.pick([
            `scn-ams-0${c.rng.int(1, 2)} target=${ip}: dial tcp ${ip}:445: connect: connection refused; continuing unauthenticated`,
            `scn-rtm-0${c.rng.int(1, 2)} target=${ip}: ssh: handshake failed: ssh: unable to authenticate, attempted methods [none publickey], no supported methods remain (credential svc-scan-linux)`,
            `scn-fra-01 target=${ip}: host did not answer ICMP or TCP 22/135/445/3389 probes, marked down`,
          ]),
        );
      });
    },
  },
  {
    id: "scan-window-closed",
    needs: ["scanorch"],
    gen(c, e, at) {
      c.emit(
        e.roles.scanorch,
        at,
        "warn",
        `scan window 'branch-offices' closed with ${c.rng.int(5, 40)} targets not started; rescheduled to next window (2026-12-0${c.rng.int(1, 7)} 01:00 UTC)`,
      );
    },
  },
  {
    id: "inventory-duplicate-mac",
    needs: ["inventory"],
    gen(c, e, at) {
      burst(c, at, c.rng.int(5, 15), 400000, (t) => {
        c.emit(
          e.roles.inventory,
          t,
          "warn",
          `duplicate asset: MAC 00:50:56:${c.rng.hex(2)}:${c.rng.hex(2)}:${c.rng.hex(2)} reported by ${host(c)} and VM-TPL-${c.rng.int(1, 9)} (cloned template), merged into #${c.rng.int(100000, 199999)}`,
        );
      });
    },
  },
  {
    id: "stale-asset-purge",
    needs: ["inventory"],
    gen(c, e, at) {
      c.emit(e.roles.inventory, at, "info", `StaleAssetPurgeJob started (threshold 90d)`);
      c.emit(
        e.roles.inventory,
        at + c.rng.int(30, 90) * 1000,
        "warn",
        `StaleAssetPurgeJob removed ${c.rng.int(200, 900)} assets not seen in 90 days (${c.rng.int(3, 20)} had open findings; findings archived)`,
      );
    },
  },
  {
    id: "nvd-api-rate-limit",
    domain: "edr",
    needs: ["intel"],
    gen(c, e, at) {
      burst(c, at, c.rng.int(2, 5), 500000, (t) => {
        c.emit(
          e.roles.intel,
          t,
          "warn",
          `NVD API returned 403 Forbidden (public rate limit: 5 requests / 30s without apiKey header), sleeping 30s`,
        );
        c.emit(e.roles.intel, t + 30200, "info", `NVD request succeeded after backoff, page ${c.rng.int(1, 9)}/9`);
      });
    },
  },
  {
    id: "policy-invalid-exclusion",
    needs: ["policy"],
    gen(c, e, at) {
      c.every(
        120000,
        (t) => {
          c.emit(
            e.roles.policy,
            t,
            "warn",
            `policy rev88 tenant=orbis-retail: exclusion "C:\\\\Users\\\\*\\\\AppData\\\\**\\\\*.tmp[" is not a valid glob, entry ignored`,
          );
        },
        at,
        at + 700000,
      );
    },
  },
  {
    id: "beta-agent-schema",
    needs: ["telemetry"],
    gen(c, e, at) {
      burst(c, at, c.rng.int(8, 20), 500000, (t) => {
        c.emit(
          e.roles.telemetry,
          t,
          "warn",
          `dropped ${c.rng.int(1, 80)} events from agent ${c.rng.hex(8)} ver=8.0.0-beta.2: unknown event schema version 9 (max supported 8)`,
        );
      });
    },
  },
  {
    id: "license-overage",
    needs: ["license"],
    gen(c, e, at) {
      c.every(
        60000,
        (t) => {
          c.emit(
            e.roles.license,
            t,
            "warn",
            `tenant hesper-bank over entitlement: ${c.rng.int(10100, 10400)}/10000 agents (grace period active until 2026-12-31)`,
          );
        },
        at,
        c.t1,
      );
    },
  },
  {
    id: "vm-revert-slow",
    needs: ["detonator"],
    gen(c, e, at) {
      burst(c, at, c.rng.int(2, 5), 400000, (t) => {
        const vm = pad2(c.rng.int(1, 16));
        c.emit(
          e.roles.detonator,
          t,
          "warn",
          `[vm-${vm}] snapshot revert took ${c.rng.int(40, 90)}s (threshold 30s); retrying revert`,
        );
        c.emit(e.roles.detonator, t + 12000, "info", `[vm-${vm}] revert ok on retry, vm back in pool`);
      });
    },
  },
  {
    id: "client-disconnect-broken-pipe",
    needs: ["telemetry"],
    gen(c, e, at) {
      const s = svcOf(e, e.roles.telemetry);
      burst(c, at, c.rng.int(2, 4), 400000, (t) => {
        if (s.rt === "java")
          c.emit(
            s.name,
            t,
            "warn",
            `Client aborted connection while streaming response: java.io.IOException: Broken pipe`,
            {
              stack: [
                "org.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe",
                "\tat org.apache.catalina.connector.OutputBuffer.realWriteBytes(OutputBuffer.java:342)",
                "\tat org.apache.catalina.connector.OutputBuffer.flushByteBuffer(OutputBuffer.java:781)",
                "\tat org.apache.catalina.connector.CoyoteOutputStream.flush(CoyoteOutputStream.java:117)",
                "Caused by: java.io.IOException: Broken pipe",
                "\tat java.base/sun.nio.ch.SocketDispatcher.write0(Native Method)",
                "\t... 42 common frames omitted",
              ],
            },
          );
        else
          c.emit(
            s.name,
            t,
            "warn",
            `stream from agent ${c.rng.hex(8)} closed early: read tcp 10.1.4.9:9000->${c.rng.int(60, 200)}.${c.rng.int(0, 255)}.${c.rng.int(0, 255)}.${c.rng.int(1, 254)}:${c.rng.int(30000, 60000)}: read: connection reset by peer (agent went to sleep)`,
          );
      });
    },
  },
  // ---------------------------------------------------------------- any estate
  {
    id: "cert-expiry-warning",
    needs: ["api"],
    gen(c, e, at) {
      c.emit(
        e.roles.api,
        at,
        "warn",
        `TLS certificate for api.${e.key}.io (issuer R11) expires in ${c.rng.int(14, 25)} days (2026-12-${c.rng.int(14, 28)}); renewal is handled by cert-manager`,
      );
    },
  },
  {
    id: "dns-nxdomain-decommissioned",
    needs: ["notify"],
    gen(c, e, at) {
      c.every(
        120000,
        (t) => {
          c.emit(
            e.roles.notify,
            t,
            "warn",
            `syslog forwarder target siem-legacy.${e.key}.internal: getaddrinfo ENOTFOUND siem-legacy.${e.key}.internal (target decommissioned, still in tenant config)`,
          );
        },
        at,
        c.t1,
      );
    },
  },
  {
    id: "report-job-long",
    needs: ["reports"],
    gen(c, e, at) {
      c.emit(
        e.roles.reports,
        at,
        "warn",
        `warn: Northgale.Reports.Worker[4] Report ${c.rng.hex(8)} (pci-dss, tenant orbis-retail) still rendering after 600s (page ${c.rng.int(800, 1400)}/2210)`,
      );
    },
  },
];

export function usable(e: Estate): NoiseKind[] {
  return NOISE.filter((k) => (!k.domain || k.domain === e.domain) && k.needs.every((r) => e.roles[r]));
}
