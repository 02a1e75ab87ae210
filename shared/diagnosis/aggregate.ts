// Streaming aggregates, the engine's only memory of the input: per service and per
// (service, template) counts, level counts, first/last times, time series and a few samples.

import { ItemRecovery } from "./item-recovery.js";
import { LEVEL_RANK } from "./level.js";
import {
  isBadRecord,
  isRetryInProgress,
  isServedClientErrorLine,
  isServedErrorLine,
  saysHowItCopes,
} from "./line-verdict.js";
import type { LogRecord } from "./log-record.js";
import { readSignals, type Signals } from "./signals.js";
import { TemplateMiner } from "./templates/template-miner.js";
import { TimeAxis } from "./time-axis.js";
import { TraceIndex } from "./traces.js";

export const MAX_KEYS = 20000;
const MAX_SHAPES = 50000;
const SHAPE_RE = /\S*\d\S*/g;
export const MAX_SAMPLES = 3;
export const MAX_SAMPLE_CHARS = 1200;

export interface Occurrence {
  timestamp: number;
  level: string;
  message: string;
  /** The request it belongs to, when the line names one. */
  traceId?: string;
}

export interface TemplateStat {
  service: string;
  templateId: string;
  count: number;
  warnCount: number;
  errorCount: number;
  fatalCount: number;
  firstTs: number;
  lastTs: number;
  first: Occurrence;
  /** Lines of this template that count as errors, and the first of them. */
  badCount: number;
  firstBad?: Occurrence;
  /**
   * Its first bad line that says more than its first line did: the stack or detail the first one was logged without.
   */
  detailedBad?: Occurrence;
  lastBadTs: number;
  /** Its bad lines whose service said next, at once, how it carries on past them ("…, skipping"). */
  copedCount: number;
  /** Its bad lines whose work item went through later (the job run again and succeeding). */
  recoveredCount: number;
  samples: string[];
  signals: Signals;
  series: Uint32Array;
  badSeries: Uint32Array;
}

export interface ServiceStat {
  name: string;
  count: number;
  warnCount: number;
  errorCount: number;
  firstTs: number;
  lastTs: number;
  series: Uint32Array;
  /** Lines of this service that count as errors (the rest is its ordinary traffic). */
  badSeries: Uint32Array;
}

/** A template's failures followed item by item up to this many (see item-recovery.ts). */
const MAX_TRACKED_FAILURES = 256;
/** The line saying how a service carries on past an error comes this soon after it. */
const COPED_WITHIN_MS = 2000;

const countRecovered = (t: TemplateStat) => {
  t.recoveredCount++;
};

/** The status class of an answer an access line says it served ("\u00005xx", "\u00004xx"), or "". */
function servedClass(message: string): string {
  if (isServedErrorLine(message)) return "\u00005xx";
  return isServedClientErrorLine(message) ? "\u00004xx" : "";
}

function clip(s: string): string {
  return s.length > MAX_SAMPLE_CHARS ? s.slice(0, MAX_SAMPLE_CHARS) : s;
}

// a head line that only names where the record comes from (.NET's `Category[EventId]`, or nothing left once that was
// read off): the message is on the indented line after it, and templates of such heads would all be one shape
const LOGGER_HEAD_RE = /^[\w.`+]{1,200}\[\d+\]$/;

/** The first line with words after a bare head line, trimmed; undefined when the head says something itself. */
function afterBareHead(message: string, nl: number): string | undefined {
  const head = message.slice(0, nl).trim();
  if (head !== "" && !LOGGER_HEAD_RE.test(head)) return undefined;
  for (let from = nl + 1; from < message.length; ) {
    const end = message.indexOf("\n", from);
    const line = message.slice(from, end < 0 ? message.length : end).trim();
    if (line !== "") return line;
    if (end < 0) break;
    from = end + 1;
  }
  return undefined;
}

/** Template input: the head line plus the exception line of a joined stack trace. */
export function templateInput(message: string): string {
  const nl = message.indexOf("\n");
  let text = (nl < 0 ? undefined : afterBareHead(message, nl)) ?? (nl < 0 ? message : message.slice(0, nl));
  if (nl >= 0) {
    const m = /\n[ \t]*([A-Za-z_][\w$.]*(?:Exception|Error|Panic|Fault)\b[^\n]*)/.exec(message);
    if (m && m[1] !== text) text = `${text} ${m[1]}`;
  }
  return text.length > 1000 ? text.slice(0, 1000) : text;
}

function mergeInto(a: TemplateStat, b: TemplateStat): void {
  a.count += b.count;
  a.warnCount += b.warnCount;
  a.errorCount += b.errorCount;
  a.fatalCount += b.fatalCount;
  if (b.firstTs < a.firstTs) {
    a.firstTs = b.firstTs;
    a.first = b.first;
  }
  a.lastTs = Math.max(a.lastTs, b.lastTs);
  if (b.firstBad && (!a.firstBad || b.firstBad.timestamp < a.firstBad.timestamp)) a.firstBad = b.firstBad;
  if (b.detailedBad && (!a.detailedBad || b.detailedBad.timestamp < a.detailedBad.timestamp))
    a.detailedBad = b.detailedBad;
  a.lastBadTs = a.badCount === 0 ? b.lastBadTs : b.badCount === 0 ? a.lastBadTs : Math.max(a.lastBadTs, b.lastBadTs);
  a.badCount += b.badCount;
  a.copedCount += b.copedCount;
  a.recoveredCount += b.recoveredCount;
  for (let i = 0; i < a.series.length; i++) {
    a.series[i] += b.series[i];
    a.badSeries[i] += b.badSeries[i];
  }
  if (b.signals.errorScore > a.signals.errorScore) a.signals = b.signals;
  for (const s of b.samples) if (a.samples.length < MAX_SAMPLES) a.samples.push(s);
}

export class Aggregates {
  readonly axis = new TimeAxis();
  readonly miner = new TemplateMiner({ maxClusters: 5000 });
  readonly templates = new Map<string, TemplateStat>();
  readonly services = new Map<string, ServiceStat>();
  readonly total: Uint32Array;
  readonly traces = new TraceIndex();
  private readonly shapes = new Map<string, string>();
  /** Each service's last line when it was bad: the template and when, for the line that may follow it. */
  private readonly lastBad = new Map<string, { t: TemplateStat; ts: number }>();
  private readonly items = new ItemRecovery<TemplateStat>();
  records = 0;
  minTs = Number.POSITIVE_INFINITY;
  maxTs = Number.NEGATIVE_INFINITY;

  constructor() {
    this.total = this.axis.newSeries();
  }

  add(r: LogRecord): void {
    this.records++;
    const ts = r.timestamp;
    if (ts < this.minTs) this.minTs = ts;
    if (ts > this.maxTs) this.maxTs = ts;
    const b = this.axis.bin(ts);
    this.total[b]++;
    const rank = LEVEL_RANK[r.level] ?? 2;
    const svc = this.service(r.service, ts);
    svc.count++;
    svc.series[b]++;
    if (rank === 3) svc.warnCount++;
    else if (rank >= 4) svc.errorCount++;
    if (ts < svc.firstTs) svc.firstTs = ts;
    if (ts > svc.lastTs) svc.lastTs = ts;

    const templateId = this.mine(templateInput(r.message));
    const bad = isBadRecord(r.level, r.message);
    // an access line's errors apart from its ordinary answers, and its 5xx apart from its 4xx, where its collector
    // levelled them by status: a proxy's 404s to a scanner and the 502s it relays are different news, though the miner
    // sees one line with a number in it (access lines all at info keep one template, and its traffic to weigh them by)
    let key = `${r.service}\u0000${templateId}${bad && rank >= 3 ? servedClass(r.message) : ""}`;
    let t = this.templates.get(key);
    if (!t && this.templates.size >= MAX_KEYS) {
      key = `${r.service}\u0000overflow`;
      t = this.templates.get(key);
    }
    if (!t) {
      t = {
        service: r.service,
        templateId,
        count: 0,
        warnCount: 0,
        errorCount: 0,
        fatalCount: 0,
        firstTs: ts,
        lastTs: ts,
        first: { timestamp: ts, level: r.level, message: clip(r.message) },
        badCount: 0,
        lastBadTs: ts,
        copedCount: 0,
        recoveredCount: 0,
        samples: [],
        signals: readSignals(r.message),
        series: this.axis.newSeries(),
        badSeries: this.axis.newSeries(),
      };
      this.templates.set(key, t);
    }
    t.count++;
    t.series[b]++;
    if (rank === 3) t.warnCount++;
    else if (rank === 4) t.errorCount++;
    else if (rank >= 5) t.fatalCount++;
    this.traces.add(r, bad);
    // an error and, on the service's very next line, how it carries on past it (Spark's "Path does not exist" and then
    // "partition … not found, skipping"), or that it retries it ("honouring Retry-After: 2"): the error is coped with,
    // as if the line had said so itself
    const before = this.lastBad.get(r.service);
    if (before) {
      // (a retry it announces at warning level, as most do, still is one)
      if (
        (!bad || rank < 4) &&
        ts - before.ts <= COPED_WITHIN_MS &&
        (saysHowItCopes(r.message) || isRetryInProgress(r.message))
      )
        before.t.copedCount++;
      this.lastBad.delete(r.service);
    }
    if (bad) {
      svc.badSeries[b]++;
      t.badSeries[b]++;
      t.badCount++;
      if (!t.firstBad || ts < t.firstBad.timestamp) {
        t.firstBad = { timestamp: ts, level: r.level, message: clip(r.message) };
        if (r.traceId) t.firstBad.traceId = r.traceId;
      }
      if (!t.detailedBad && r.message.includes("\n"))
        t.detailedBad = { timestamp: ts, level: r.level, message: clip(r.message) };
      if (ts > t.lastBadTs || t.badCount === 1) t.lastBadTs = ts;
      this.lastBad.set(r.service, { t, ts });
      // (bounded work: past this many failures of one template a failure that lasts is what it says, and a service
      // failing without end would otherwise keep every line of its ordinary traffic checked against its pending items)
      if (t.badCount <= MAX_TRACKED_FAILURES) this.items.failed(r.service, r.message, ts, t);
    } else this.items.passed(r.service, r.message, ts, countRecovered);
    if (ts < t.firstTs) {
      t.firstTs = ts;
      t.first = { timestamp: ts, level: r.level, message: clip(r.message) };
    }
    if (ts > t.lastTs) t.lastTs = ts;
    // a few more samples at growing intervals: bounded, spread over the template's life
    if (t.samples.length < MAX_SAMPLES && (t.count === 2 || t.count === 16 || t.count === 256)) {
      t.samples.push(clip(r.message));
      const s = readSignals(r.message);
      if (s.errorScore > t.signals.errorScore) t.signals = s;
    }
  }

  /**
   * Lines that differ only in tokens holding digits (ids, counts, times) share a cluster, so the
   * miner sees each shape once; the CLI's `templates` command calls the miner for every line.
   */
  private mine(text: string): string {
    if (text.length > 400) return this.miner.add(text);
    const shape = text.replace(SHAPE_RE, "0");
    let id = this.shapes.get(shape);
    if (id === undefined) {
      id = this.miner.add(text);
      if (this.shapes.size >= MAX_SHAPES) this.shapes.clear();
      this.shapes.set(shape, id);
    }
    return id;
  }

  private service(name: string, ts: number): ServiceStat {
    let s = this.services.get(name);
    if (!s) {
      s = {
        name,
        count: 0,
        warnCount: 0,
        errorCount: 0,
        firstTs: ts,
        lastTs: ts,
        series: this.axis.newSeries(),
        badSeries: this.axis.newSeries(),
      };
      this.services.set(name, s);
    }
    return s;
  }

  templateText(t: TemplateStat): string {
    const text = t.templateId === "overflow" ? "" : this.miner.template(t.templateId);
    return text || t.first.message.split("\n")[0];
  }

  /** Folds together the stats of clusters the miner merged after they were first seen. */
  mergeClusters(): void {
    const byResolved = new Map<string, TemplateStat>();
    for (const [key, t] of this.templates) {
      const resolved = t.templateId === "overflow" ? t.templateId : this.miner.resolve(t.templateId);
      // (keeping apart what the key kept apart beyond the template: an access line's served errors)
      const rkey = `${t.service}\u0000${resolved}${key.slice(t.service.length + 1 + t.templateId.length)}`;
      const into = byResolved.get(rkey);
      if (!into) {
        byResolved.set(rkey, t);
        continue;
      }
      this.templates.delete(key);
      mergeInto(into, t);
    }
  }
}
