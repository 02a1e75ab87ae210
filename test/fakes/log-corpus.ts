// Deterministic, realistic log lines for the aggregator fakes: several services and sources, mixed formats.

export type FakeLevel = "fatal" | "error" | "warn" | "info" | "debug";

export interface FakeLine {
  /** Epoch ms. */
  timestamp: number;
  /** Where the line lives: log group, index, log id or stream label value, as the fake interprets it. */
  source: string;
  service: string;
  level: FakeLevel;
  /** The raw line as the application wrote it (plain, JSON or logfmt). */
  message: string;
  host: string;
}

/** The default corpus window: 2025-03-01T10:00:00Z to 11:00:00Z. */
export const CORPUS_START = Date.UTC(2025, 2, 1, 10, 0, 0);
export const CORPUS_END = CORPUS_START + 60 * 60 * 1000;

export interface CorpusOptions {
  count?: number;
  sources?: string[];
  start?: number;
  end?: number;
  seed?: number;
}

const SERVICES = ["checkout", "cart", "payments", "inventory", "gateway"];
const TEMPLATES: Array<[FakeLevel, (r: () => number) => string]> = [
  ["info", (r) => `GET /api/orders/${Math.floor(r() * 99999)} 200 ${Math.floor(r() * 300)}ms`],
  ["info", (r) => `POST /api/cart/items 201 ${Math.floor(r() * 120)}ms user=${Math.floor(r() * 5000)}`],
  ["debug", (r) => `cache hit key=sku:${Math.floor(r() * 9000)} ttl=${Math.floor(r() * 600)}`],
  ["warn", (r) => `retrying PSP call attempt=${1 + Math.floor(r() * 3)} latency_ms=${Math.floor(800 + r() * 4000)}`],
  ["warn", () => "connection pool at 90% capacity (45/50)"],
  ["error", (r) => `payment declined order=${Math.floor(r() * 99999)} reason=card_declined`],
  ["error", (r) => `upstream timeout calling inventory after ${Math.floor(3000 + r() * 2000)}ms`],
  ["error", () => "could not acquire connection from pool: timeout after 30000ms"],
  ["fatal", () => "out of memory: heap limit reached, shutting down"],
];
const WEIGHTS = [30, 20, 15, 10, 5, 8, 6, 5, 1];

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function format(i: number, level: FakeLevel, service: string, text: string, ts: number): string {
  switch (i % 3) {
    case 0:
      return JSON.stringify({ level, service, msg: text, ts: new Date(ts).toISOString() });
    case 1:
      return `level=${level} service=${service} msg="${text.replace(/"/g, "'")}"`;
    default:
      return `${new Date(ts).toISOString()} ${level.toUpperCase()} [${service}] ${text}`;
  }
}

/** Lines sorted oldest-first, spread over [start, end), several sharing one millisecond. */
export function generateLines(options: CorpusOptions = {}): FakeLine[] {
  const count = options.count ?? 3000;
  const sources = options.sources ?? ["checkout", "cart", "payments"];
  const start = options.start ?? CORPUS_START;
  const end = options.end ?? CORPUS_END;
  const rand = mulberry32(options.seed ?? 42);
  const total = WEIGHTS.reduce((a, b) => a + b, 0);
  const lines: FakeLine[] = [];
  for (let i = 0; i < count; i++) {
    const ts = i > 0 && i % 40 === 0 ? lines[i - 1].timestamp : start + Math.floor(rand() * (end - start));
    let pick = rand() * total;
    let t = 0;
    while (pick >= WEIGHTS[t]) pick -= WEIGHTS[t++];
    const [level, make] = TEMPLATES[t];
    const source = sources[i % sources.length];
    const service = SERVICES.includes(source) ? source : SERVICES[Math.floor(rand() * SERVICES.length)];
    const text = make(rand);
    lines.push({
      timestamp: ts,
      source,
      service,
      level,
      message: format(i, level, service, text, ts),
      host: `ip-10-0-${Math.floor(rand() * 4)}-${Math.floor(rand() * 250)}`,
    });
  }
  return lines.sort((a, b) => a.timestamp - b.timestamp);
}
