// A diagnosis session: feed lines or records incrementally (bounded memory), then finish().
import type { AnalysisResult } from "../domain/analysis-result.schema.js";
import { Aggregates } from "./aggregate.js";
import { analyze, quietResult } from "./analyze.js";
import type { ConfidenceFeatures } from "./calibration.js";
import type { Anomaly } from "./detect.js";
import { buildEvidencePack, type EvidencePack } from "./evidence-pack.js";
import type { GateFeatures } from "./incident-gate.js";
import { normalizeLevel } from "./level.js";
import { LogReader } from "./log-reader.js";
import type { LogRecord } from "./log-record.js";
import { workloadOf } from "./workload.js";

/** Names remembered with their workload; past this many (a stream of unique names), each is read afresh. */
const MAX_NAMES = 4096;

export interface DiagnosisOptions {
  windowStart?: number;
  windowEnd?: number;
  baselineEnd?: number;
  llmContext?: string;
  now?: number;
}

export interface DiagnosisSession {
  pushLine(raw: string): void;
  pushRecord(r: LogRecord): void;
  readonly linesSeen: number;
  finish(): AnalysisResult;
  evidence(): EvidencePack;
  /** What the confidence was computed from (undefined for "no incident"): for calibration benches. */
  confidenceFeatures?(): ConfidenceFeatures | undefined;
  /** What the incident gate weighed (undefined unless the rules raised an alarm it may weigh): for the gate's fit. */
  gateFeatures?(): GateFeatures | undefined;
}

class Session implements DiagnosisSession {
  private readonly agg = new Aggregates();
  private readonly reader: LogReader;
  private lines = 0;
  private synthetic = 0;
  /** Each name a record came under, and the workload it stands for (a pod's name for its Deployment's). */
  private readonly workloads = new Map<string, string>();
  private done?: {
    result: AnalysisResult;
    anomalies: Anomaly[];
    features?: ConfidenceFeatures;
    gate?: GateFeatures;
  };

  constructor(private readonly opts: DiagnosisOptions) {
    // A traceback logged one frame per record is one record here too, as `logdx parse` shows it: the detectors
    // weigh a failure by its evidence (a stack, an exception, who felt it), not by how many lines it printed.
    this.reader = new LogReader((r) => this.add(r), { joinPrefixedFrames: true });
  }

  get linesSeen(): number {
    return this.lines;
  }

  pushLine(raw: string): void {
    this.lines++;
    if (typeof raw !== "string" || raw.trim().length === 0) return;
    this.done = undefined;
    this.reader.push(raw);
  }

  pushRecord(r: LogRecord): void {
    this.lines++;
    this.done = undefined;
    const message = typeof r?.message === "string" ? r.message : String(r?.message ?? "");
    const record: LogRecord = {
      timestamp: typeof r?.timestamp === "number" ? r.timestamp : Number.NaN,
      service: typeof r?.service === "string" && r.service.trim() ? r.service.trim() : "unknown",
      level: normalizeLevel(r?.level) ?? "unknown",
      message,
      attributes: r?.attributes && typeof r.attributes === "object" ? r.attributes : {},
    };
    if (typeof r?.traceId === "string" && r.traceId) record.traceId = r.traceId;
    if (typeof r?.spanId === "string" && r.spanId) record.spanId = r.spanId;
    this.add(record);
  }

  private add(r: LogRecord): void {
    // input without any time is analysed in line order
    if (!Number.isFinite(r.timestamp) || r.timestamp === 0) {
      r.timestamp = (this.opts.windowStart ?? 0) + this.synthetic;
    }
    this.synthetic++;
    let service = this.workloads.get(r.service);
    if (service === undefined) {
      service = workloadOf(r.service);
      if (this.workloads.size < MAX_NAMES) this.workloads.set(r.service, service);
    }
    r.service = service;
    this.agg.add(r);
  }

  private run(): NonNullable<Session["done"]> {
    if (this.done) return this.done;
    this.reader.flush();
    try {
      this.agg.mergeClusters();
      this.done = analyze(this.agg, this.lines, this.opts);
    } catch {
      // the engine must answer whatever it read; a bug in a stage degrades to "nothing found"
      this.done = { result: quietResult(this.agg, this.lines), anomalies: [] };
    }
    return this.done;
  }

  finish(): AnalysisResult {
    return this.run().result;
  }

  confidenceFeatures(): ConfidenceFeatures | undefined {
    return this.run().features;
  }

  gateFeatures(): GateFeatures | undefined {
    return this.run().gate;
  }

  evidence(): EvidencePack {
    return buildEvidencePack(this.agg, this.run().anomalies, this.lines, this.opts.llmContext);
  }
}

export function createDiagnosisSession(opts: DiagnosisOptions = {}): DiagnosisSession {
  return new Session(opts);
}

export async function diagnoseLines(
  lines: Iterable<string> | AsyncIterable<string>,
  opts: DiagnosisOptions = {},
): Promise<AnalysisResult> {
  const session = createDiagnosisSession(opts);
  for await (const line of lines) session.pushLine(line);
  return session.finish();
}
