// The 12 quiet windows: only the domain's everyday noise, with some louder-than-usual but harmless episodes.
import type { Level } from "./formats.js";

export interface Burst {
  svc: string;
  level: Level;
  tpl: string;
  every: number;
  /** seconds after the window start, and how long */
  from: number;
  dur: number;
}
export interface QuietSpec {
  estate: string;
  note: string;
  bursts: Burst[];
}

export const QUIET: QuietSpec[] = [
  {
    estate: "vigilsec",
    note: "Ordinary afternoon: parse failures from odd syslog devices, pentest detections suppressed, one late MISP feed.",
    bursts: [
      {
        svc: "intel-sync",
        level: "warn",
        tpl: "feed misp-community late: last successful pull {int:31-50} min ago (expected every 30 min)",
        every: 40,
        from: 120,
        dur: 300,
      },
    ],
  },
  {
    estate: "vigilsec",
    note: "The red team runs a scheduled scan; rule-engine fires many low-severity detections on pentest hosts that are allow-listed.",
    bursts: [
      {
        svc: "rule-engine",
        level: "info",
        tpl: "detection fired rule=R-{pick:2207|1188|1302|2240} host=pt-kali-0{int:1-4} tenant=t-1004 severity={pick:low|medium} (pentest allow-list) suppressed",
        every: 3,
        from: 200,
        dur: 360,
      },
      {
        svc: "alert-dispatch",
        level: "info",
        tpl: "alert A-{int:500000-599999} routed to #redteam-noise via slack (200, {int:80-400}ms)",
        every: 6,
        from: 210,
        dur: 360,
      },
    ],
  },
  {
    estate: "vigilsec",
    note: "Search nodes run a planned shard rebalance with longer GC pauses and a few slow queries that still complete.",
    bursts: [
      {
        svc: "search-data",
        level: "info",
        tpl: "[search-data-{int:0-3}] relocating shard [events-2026.06][{int:0-5}] to search-data-{int:0-3} ({int:10-90}% done)",
        every: 8,
        from: 100,
        dur: 500,
      },
      {
        svc: "search-data",
        level: "warn",
        tpl: "[search-data-{int:0-3}] [events-2026.06][{int:0-5}] took[{int:5-9}.{int:1-9}s], total_hits[{int:1000-90000} hits]",
        every: 50,
        from: 150,
        dur: 400,
      },
    ],
  },
  {
    estate: "brightfort",
    note: "Monday morning: many laptops come back online after being offline, a few EICAR test files quarantined.",
    bursts: [
      {
        svc: "checkin-svc",
        level: "info",
        tpl: "agent {hex:12} (LAPTOP-{hex:6}) back online after {int:40-70}h, policy rev-{int:410-412} -> rev-412 queued",
        every: 2,
        from: 60,
        dur: 400,
      },
    ],
  },
  {
    estate: "brightfort",
    note: "A signature pack rollout: sigupdate-sync mirrors a new pack and agents pull it, with a couple of edge uploads retried.",
    bursts: [
      {
        svc: "sigupdate-sync",
        level: "info",
        tpl: "signature pack 2026.06.12.0{int:1-6} upload to cdn-{int:1-6}: {int:10-100}%",
        every: 6,
        from: 180,
        dur: 240,
      },
      {
        svc: "agent-edge",
        level: "info",
        tpl: '{ip} - - "GET /agent/v3/signatures/2026.06.12.05 HTTP/1.1" 200 {int:40000000-60000000} rt={dec:1-9}',
        every: 1.5,
        from: 260,
        dur: 400,
      },
    ],
  },
  {
    estate: "brightfort",
    note: "Sandbox busy with a phishing wave: many detonations and malicious verdicts on user downloads, all handled normally.",
    bursts: [
      {
        svc: "verdict-api",
        level: "warn",
        tpl: "verdict=malicious sha256={hex:16}... file=C:\\Users\\{pick:jdoe|amartin|kli|pvos}\\Downloads\\{pick:Remittance_Advice.html|DHL_Notice.zip|invoice_0613.docm|PO-88213.xlsm} action=quarantined",
        every: 10,
        from: 240,
        dur: 400,
      },
    ],
  },
  {
    estate: "tallyscan",
    note: "A large customer scan runs; many targets refuse probes and are marked unreachable, which is expected.",
    bursts: [
      {
        svc: "scan-node",
        level: "warn",
        tpl: "target {ip10}: connection refused on all {int:20-60} probed ports (host blocks scanning) - marked unreachable",
        every: 2,
        from: 150,
        dur: 500,
      },
    ],
  },
  {
    estate: "tallyscan",
    note: "NVD feed is late and plugin-feed warns about it; everything else is normal traffic and reports.",
    bursts: [
      {
        svc: "plugin-feed",
        level: "warn",
        tpl: "vendor feed nvd-cve-2.0 behind: HTTP 503 from services.nvd.nist.gov, will retry in {int:5-15} min (cached data {int:2-9}h old)",
        every: 60,
        from: 100,
        dur: 600,
      },
    ],
  },
  {
    estate: "tallyscan",
    note: "A portal release rolls out with a short drain and restart; requests continue without errors.",
    bursts: [
      {
        svc: "portal-web",
        level: "info",
        tpl: "GET /api/v2/vulns?severity=high 200 {int:40-600}ms",
        every: 2,
        from: 300,
        dur: 200,
      },
    ],
  },
  {
    estate: "saltmarsh",
    note: "Normal SOC shift: unmapped firewall messages, offline laptops, red-team detections, late threat-intel feeds.",
    bursts: [
      {
        svc: "ti-matcher",
        level: "warn",
        tpl: "feed crowdsec is {int:60-120} min late, using cached indicators",
        every: 45,
        from: 60,
        dur: 500,
      },
    ],
  },
  {
    estate: "saltmarsh",
    note: "Lake compaction and a detections rule-pack deployment; S3 uploads retried once and succeed.",
    bursts: [
      {
        svc: "lake-writer",
        level: "info",
        tpl: "compaction of events/dt=2026-06-0{int:1-9} done: {int:20-200} files -> {int:2-9}",
        every: 20,
        from: 200,
        dur: 400,
      },
    ],
  },
  {
    estate: "saltmarsh",
    note: "A red-team engagement makes detections fire repeatedly on PT-REDTEAM hosts; playbooks and tickets run normally.",
    bursts: [
      {
        svc: "detections",
        level: "warn",
        tpl: "rule {pick:win_susp_lsass_access|linux_reverse_shell|win_psexec_service} fired: 1 alert host=PT-REDTEAM-0{int:1-3} (red team engagement RT-26-04)",
        every: 8,
        from: 150,
        dur: 500,
      },
      {
        svc: "soar-runner",
        level: "info",
        tpl: "playbook pb_enrich_alert run {hex:8} finished: 6 steps ok (tagged red-team)",
        every: 10,
        from: 160,
        dur: 500,
      },
    ],
  },
];
