// Alarming-looking but normal episodes of a broker's day: a FIX reconnect with resend, a market-data gap burst
// recovered from snapshot, one customer's API key hammering the rate limit, a margin-call batch, a retry burst that
// succeeds. Every window gets one or two; quiet windows get several.
import type { Estate, Role } from "./estates.js";
import type { Line } from "./noise.js";
import { acct, SYMS } from "./noise.js";
import type { Rng } from "./rng.js";

export interface Episode {
  role: Role;
  /** offsets in ms from the episode start, with their lines */
  lines: [number, Line][];
}

export function episode(r: Rng, e: Estate, avoid: Set<Role>): Episode | null {
  const kinds: Role[] = (["fix", "md", "api", "margin", "sor", "auth"] as Role[]).filter((x) => !avoid.has(x));
  if (!kinds.length) return null;
  const role = r.pick(kinds);
  const L: [number, Line][] = [];
  const sess = `FIX.4.2:${e.sender}->${e.target}`;
  switch (role) {
    case "fix": {
      L.push([0, { lvl: "WARN", msg: `${sess}: Timed out waiting for heartbeat, sending TestRequest 35=1` }]);
      L.push([30000, { lvl: "ERROR", msg: `${sess}: Disconnecting: Timed out waiting for heartbeat` }]);
      L.push([31000, { lvl: "INFO", msg: `${sess}: Initiated logon request` }]);
      L.push([31400, { lvl: "INFO", msg: `${sess}: Received logon 35=A 108=30` }]);
      L.push([
        31450,
        {
          lvl: "WARN",
          msg: `${sess}: MsgSeqNum too high, expecting ${r.int(20000, 40000)} but received ${r.int(40001, 41000)}`,
        },
      ]);
      L.push([31460, { lvl: "INFO", msg: `${sess}: Sent ResendRequest 35=2 7=${r.int(20000, 40000)} 16=0` }]);
      L.push([
        32100,
        { lvl: "INFO", msg: `${sess}: Received SequenceReset-GapFill, resend complete (${r.int(10, 300)} msgs)` },
      ]);
      break;
    }
    case "md": {
      const ch = r.int(1, 24);
      for (let i = 0; i < r.int(6, 14); i++) {
        L.push([
          i * r.int(200, 900),
          {
            lvl: "WARN",
            msg: `gap detected on channel ${ch}: expected seq ${r.int(2000000, 3000000)}, got +${r.int(2, 900)}; requesting snapshot`,
          },
        ]);
      }
      L.push([
        12000,
        {
          lvl: "ERROR",
          msg: `retransmit request for channel ${ch} refused (window exceeded), falling back to snapshot`,
        },
      ]);
      L.push([
        14500,
        {
          lvl: "INFO",
          msg: `channel ${ch} recovered from snapshot (${r.int(2000, 9000)} symbols, ${r.int(200, 900)}ms)`,
        },
      ]);
      break;
    }
    case "api": {
      const key = `ak_live_${r.hex(8)}`;
      for (let i = 0; i < r.int(20, 50); i++) {
        L.push([
          i * r.int(300, 1500),
          {
            lvl: "WARN",
            msg: `429 rate limit exceeded for api key ${key} (${r.int(121, 900)} req/min > 120)`,
            req: true,
          },
        ]);
      }
      break;
    }
    case "margin": {
      const n = r.int(5, 18);
      L.push([0, { lvl: "INFO", msg: `intraday margin sweep flagged ${n} accounts below maintenance` }]);
      for (let i = 0; i < n; i++)
        L.push([
          200 + i * 90,
          {
            lvl: "WARN",
            msg: `margin call issued acct=${acct(r, e)} deficit=${r.int(100, 40000)}.${r.int(10, 99)} due T+2`,
          },
        ]);
      break;
    }
    case "sor": {
      for (let i = 0; i < r.int(8, 20); i++) {
        L.push([
          i * r.int(500, 3000),
          {
            lvl: "WARN",
            msg: `stale quote for ${r.pick(SYMS)} on ${r.pick(["EDGA", "BYX", "MEMX", "LTSE"])} (age ${r.int(6, 90)}s), venue skipped`,
          },
        ]);
      }
      break;
    }
    case "auth": {
      for (let i = 0; i < r.int(5, 15); i++) {
        L.push([
          i * r.int(400, 4000),
          {
            lvl: "WARN",
            msg: `login failed for user u${r.int(100000, 999999)}: invalid password (attempt ${r.int(1, 4)}/5)`,
            req: true,
          },
        ]);
      }
      break;
    }
    default:
      return null;
  }
  return { role, lines: L };
}
