// Fills message templates: {callee} and {svc:role} name services, the rest draw realistic values.
import type { Rng } from "./rng.js";

const FILL: Record<string, (r: Rng) => string> = {
  n: (r) => String(r.int(2, 480)),
  ms: (r) => String(r.int(18, 420)),
  slow: (r) => String(r.int(1800, 9800)),
  sub: (r) => `SUB${r.int(1000000, 9999999)}`,
  acct: (r) => `${r.int(40000000, 49999999)}`,
  ord: (r) => `ORD-${r.int(100000, 999999)}`,
  mac: (r) => Array.from({ length: 6 }, () => r.hex(2)).join(":"),
  ip: (r) => `100.${r.int(64, 127)}.${r.int(0, 255)}.${r.int(2, 254)}`,
  pfx: (r) => `2a02:${r.hex(4)}:${r.hex(2)}${r.hex(2)}::/56`,
  ont: (r) => `${r.pick(["ALCL", "HWTC", "ZTEG", "NOKW"])}${r.hex(8).toUpperCase()}`,
  cm: (r) => `${r.pick(["Arris", "Technicolor", "Hitron", "Sagemcom"])}-${r.hex(6).toUpperCase()}`,
  cpe: (r) => `${r.pick(["FritzBox-7590", "HG8245Q2", "TG789vac", "F@ST5670", "EX3300"])}/${r.hex(10).toUpperCase()}`,
  olt: (r) => `olt-${r.pick(["syd", "mel", "bne", "per", "adl"])}-${r.int(1, 40).toString().padStart(2, "0")}`,
  pon: (r) => `1/1/${r.int(1, 16)}/${r.int(1, 16)}`,
  dbm: (r) => `-${(r.int(270, 305) / 10).toFixed(1)}`,
  okdbm: (r) => `-${(r.int(150, 240) / 10).toFixed(1)}`,
  tab: (r) => `T-${r.int(100, 999).toString().padStart(4, "0")}`,
  tech: (r) => `tech-${r.int(100, 880)}`,
  job: (r) => `WO-${r.int(200000, 299999)}`,
  addr: (r) =>
    `${r.int(1, 240)} ${r.pick(["Banksia", "Wattle", "Harbour", "Station", "Mill", "Quarry", "Orchard", "Ridge"])} ${r.pick(["St", "Rd", "Ave", "Ln", "Cres"])}`,
  gnaf: (r) => `GANSW${r.int(700000000, 799999999)}`,
  mbps: (r) => String(r.int(40, 940)),
  inv: (r) => `INV-${r.int(2026000000, 2026999999)}`,
  amt: (r) => `${r.int(49, 139)}.${r.pick(["00", "95", "99", "50"])}`,
  pid: (r) => String(r.int(1200, 48000)),
  port: (r) => String(r.int(32000, 60999)),
  ver: (r) => `${r.int(3, 9)}.${r.int(0, 30)}.${r.int(0, 9)}`,
  pct: (r) => String(r.int(2, 9)),
  line: (r) => String(r.int(10, 900)),
  hex: (r) => r.hex(12),
};

export function fill(tmpl: string, r: Rng, names: Record<string, string>): string {
  return tmpl.replace(/\{([a-z]+)(?::([a-z]+))?\}/g, (m, k: string, role?: string) => {
    if (k === "svc" && role) return names[role] ?? role;
    if (k === "callee") return names.callee ?? m;
    const f = FILL[k];
    return f ? f(r) : m;
  });
}
