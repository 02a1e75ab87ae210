// The flags of `logdx rules create|update|dry-run` and the rule body (or partial body) they make.
import { type Command, Option } from "commander";
import { CliError } from "./cli-error.js";

export const RULE_TYPES = ["error_count", "error_rate", "pattern_match", "spike"] as const;
const ACTIONS = ["notify", "auto_analyze"] as const;
const SEVERITIES = ["critical", "high", "medium", "low"] as const;

export interface RuleFlags {
  name?: string;
  type?: (typeof RULE_TYPES)[number];
  threshold?: string;
  percent?: string;
  minLines?: string;
  pattern?: string;
  factor?: string;
  baselineWindows?: string;
  minCount?: string;
  every?: string;
  everyBetween?: string;
  lookback?: string;
  query?: string;
  source?: string[];
  action?: (typeof ACTIONS)[number];
  severity?: (typeof SEVERITIES)[number];
  cooldown?: string;
  dailyCap?: string;
  dedupWindow?: string;
  disabled?: boolean;
}

const collect = (v: string, all: string[] = []) => [...all, v];

/** The rule's flags on `cmd`; `defaults` for create and dry-run (update changes only what is given). */
export function addRuleFlags(cmd: Command, defaults: boolean): Command {
  return cmd
    .option("--name <name>", "a label")
    .addOption(new Option("--type <type>", "what the rule measures").choices(RULE_TYPES))
    .option("--threshold <n>", "error_count: errors that trip it; pattern_match: matching lines (default 1)")
    .option("--percent <p>", "error_rate: the error percentage that trips it (0 < p ≤ 100)")
    .option("--min-lines <n>", "error_rate: fewer lines in the window never trip it")
    .option("--pattern <re2>", "pattern_match: an RE2 pattern, matched in linear time")
    .option("--factor <x>", "spike: errors this many times the baseline trip it (> 1)")
    .option("--baseline-windows <n>", "spike: windows before this one that make the baseline (default 6)")
    .option("--min-count <n>", "spike: fewer errors never trip it")
    .option("--every <duration>", `check every (60s..24h, e.g. 5m)${defaults ? "; default 5m" : ""}`)
    .option("--every-between <min-max>", "check at a random interval within, e.g. 5m-15m")
    .option("--lookback <duration>", `the window each check reads (60s..24h)${defaults ? "; default 15m" : ""}`)
    .option("--query <query>", "a filter in the aggregator's own language (LogQL pipeline, Datadog query, …)")
    .option("--source <id>", "a log source to read (repeat it; default every active source)", collect)
    .addOption(new Option("--action <action>", "what a trip does").choices(ACTIONS))
    .addOption(new Option("--severity <severity>", "the alert's severity").choices(SEVERITIES))
    .option("--cooldown <duration>", "no alert this soon after the last one (default 15m)")
    .option("--daily-cap <n>", "at most this many alerts a UTC day (default 24)")
    .option("--dedup-window <duration>", "the same failure alerts once within it (default 1h)");
}

const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** Seconds from `90`, `90s`, `5m`, `1h` or `1d`. */
export function durationSeconds(flag: string, value: string): number {
  const m = /^(\d+)([smhd]?)$/.exec(value.trim());
  if (!m) throw new CliError(`${flag}: "${value}" is not a duration (e.g. 90s, 5m, 1h)`);
  return Number(m[1]) * UNITS[m[2] || "s"];
}

function number(flag: string, value: string): number {
  const n = Number(value);
  if (value.trim() === "" || !Number.isFinite(n)) throw new CliError(`${flag}: "${value}" is not a number`);
  return n;
}

/** The condition fields the flags give (the API says which its type needs). */
function conditionOf(f: RuleFlags): Record<string, unknown> {
  const c: Record<string, unknown> = {};
  if (f.threshold !== undefined) c.threshold = number("--threshold", f.threshold);
  if (f.percent !== undefined) c.thresholdPercent = number("--percent", f.percent);
  if (f.minLines !== undefined) c.minLines = number("--min-lines", f.minLines);
  if (f.pattern !== undefined) c.pattern = f.pattern;
  if (f.factor !== undefined) c.factor = number("--factor", f.factor);
  if (f.baselineWindows !== undefined) c.baselineWindows = number("--baseline-windows", f.baselineWindows);
  if (f.minCount !== undefined) c.minCount = number("--min-count", f.minCount);
  return c;
}

function scheduleOf(f: RuleFlags): Record<string, unknown> | undefined {
  if (f.every && f.everyBetween) throw new CliError("give either --every or --every-between, not both");
  if (f.every) return { kind: "fixed", intervalSeconds: durationSeconds("--every", f.every) };
  if (f.everyBetween) {
    const [min, max, extra] = f.everyBetween.split("-");
    if (!max || extra !== undefined)
      throw new CliError(`--every-between: "${f.everyBetween}" is not min-max (e.g. 5m-15m)`);
    return {
      kind: "randomized",
      minSeconds: durationSeconds("--every-between", min),
      maxSeconds: durationSeconds("--every-between", max),
    };
  }
  return undefined;
}

/** What the flags set, as API fields; `condition` only when a condition flag was given. */
export function ruleFields(f: RuleFlags): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const condition = conditionOf(f);
  const schedule = scheduleOf(f);
  if (f.name !== undefined) body.name = f.name;
  if (f.type !== undefined) body.type = f.type;
  if (Object.keys(condition).length) body.condition = condition;
  if (schedule) body.schedule = schedule;
  if (f.lookback !== undefined) body.lookbackSeconds = durationSeconds("--lookback", f.lookback);
  if (f.query !== undefined) body.query = f.query;
  if (f.source?.length) body.sourceIds = f.source;
  if (f.action !== undefined) body.action = f.action;
  if (f.severity !== undefined) body.severity = f.severity;
  if (f.cooldown !== undefined) body.cooldownSeconds = durationSeconds("--cooldown", f.cooldown);
  if (f.dailyCap !== undefined) body.dailyCap = number("--daily-cap", f.dailyCap);
  if (f.dedupWindow !== undefined) body.dedupWindowSeconds = durationSeconds("--dedup-window", f.dedupWindow);
  if (f.disabled) body.enabled = false;
  return body;
}

/** A whole new rule: the flags over the defaults a CLI user expects (every 5 minutes over 15, notify). */
export function newRuleBody(f: RuleFlags, what: string): Record<string, unknown> {
  if (!f.name) throw new CliError(`${what}: --name is required`);
  if (!f.type) throw new CliError(`${what}: --type is required (${RULE_TYPES.join(", ")})`);
  return {
    schedule: { kind: "fixed", intervalSeconds: 300 },
    lookbackSeconds: 900,
    action: "notify",
    condition: {},
    ...ruleFields(f),
  };
}
