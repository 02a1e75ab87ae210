// `logdx rules list|get|create|update|enable|disable|delete|dry-run|activity`: the project's watchdog rules, what a
// rule would have done over the last week, and what the checks did.
import type { Command } from "commander";
import type { Body, Data, LogdxClient } from "../../../sdk/src/index.js";
import { pc } from "../color.js";
import { cursorOption, jsonOption, limitOption, type PageOptions, pageQuery, projectOption } from "./common-options.js";
import { printJson, printPage, printTable } from "./output.js";
import { addRuleFlags, newRuleBody, type RuleFlags, ruleFields } from "./rule-flags.js";
import { type CommonOptions, runRemote } from "./run.js";

type Rule = Data<"watchdog.get", 200>;
type DryRun = Data<"watchdog.dryRun", 200>;

const span = (s: number) =>
  s % 86_400 === 0 ? `${s / 86_400}d` : s % 3600 === 0 ? `${s / 3600}h` : s % 60 === 0 ? `${s / 60}m` : `${s}s`;

export function conditionText(r: Pick<Rule, "type" | "condition">): string {
  const c = r.condition as Record<string, number | string>;
  switch (r.type) {
    case "error_count":
      return `≥ ${c.threshold} errors`;
    case "error_rate":
      return `≥ ${c.thresholdPercent}% errors of ≥ ${c.minLines} lines`;
    case "pattern_match":
      return `/${c.pattern}/ ≥ ${c.threshold ?? 1}`;
    case "spike":
      return `≥ ${c.factor}× the last ${c.baselineWindows} windows, ≥ ${c.minCount}`;
  }
}

const scheduleText = (r: Rule) =>
  r.schedule.kind === "fixed"
    ? `every ${span(r.schedule.intervalSeconds)}`
    : `every ${span(r.schedule.minSeconds)}-${span(r.schedule.maxSeconds)}`;

const ruleRow = (r: Rule) => ({
  ID: r.id,
  NAME: r.name,
  TYPE: r.type,
  CONDITION: conditionText(r),
  SCHEDULE: `${scheduleText(r)} over ${span(r.lookbackSeconds)}`,
  ACTION: r.action,
  ON: r.enabled ? "yes" : "no",
  "NEXT CHECK": r.nextCheckAt ?? "-",
});

function printRule(r: Rule): void {
  const rows: Array<[string, string]> = [
    ["id", r.id],
    ["name", r.name],
    ["type", r.type],
    ["condition", conditionText(r)],
    ["schedule", `${scheduleText(r)}, reading the last ${span(r.lookbackSeconds)}`],
    ["query", r.query ?? "-"],
    ["sources", r.sourceIds?.join(", ") ?? "every active source"],
    ["action", r.action + (r.severity ? ` (${r.severity})` : "")],
    ["suppression", `cooldown ${span(r.cooldownSeconds)} · ${r.dailyCap} a day · dedup ${span(r.dedupWindowSeconds)}`],
    ["enabled", r.enabled ? "yes" : "no"],
    ["last check", r.lastCheckedAt ?? "-"],
    ["next check", r.nextCheckAt ?? "-"],
    ["last trip", r.lastTriggeredAt ?? "-"],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  process.stdout.write(`${rows.map(([k, v]) => `${pc.bold(k.padEnd(width))}  ${v}`).join("\n")}\n`);
}

function printDryRun(d: DryRun): void {
  const s = d.suppressed;
  process.stdout.write(
    `over the last 7 days: ${d.checks} checks, ${d.trips} trips, ${d.alerts} alerts\n` +
      `suppressed: cooldown ${s.cooldown} · daily cap ${s.dailyCap} · dedup ${s.dedup}\n` +
      `first trip: ${d.firstTripAt ?? "none"}\n\n`,
  );
  printTable(
    d.byDay.map((day) => ({ DATE: day.date, TRIPS: String(day.trips), ALERTS: String(day.alerts) })),
    "",
  );
}

const idCommand = (rules: Command, name: string, description: string) =>
  rules
    .command(name)
    .description(description)
    .argument("<id>", "rule id")
    .addOption(jsonOption())
    .addOption(projectOption());

/** `rules <name> <id>` that changes or reads one rule and shows it. */
function byId(
  rules: Command,
  name: string,
  description: string,
  call: (client: LogdxClient, id: string) => Promise<Rule>,
  done: (r: Rule) => string,
): void {
  idCommand(rules, name, description).action((id: string, opts: CommonOptions) =>
    runRemote(`rules ${name} ${id}`, opts, async (client) => {
      const r = await call(client, id);
      if (opts.json) printJson(r);
      else {
        const said = done(r);
        if (said) process.stdout.write(`${said}\n`);
        else printRule(r);
      }
      return 0;
    }),
  );
}

export function registerRules(program: Command): void {
  const rules = program
    .command("rules")
    .description("the project's watchdog rules: list, get, create, update, enable, disable, delete, dry-run, activity");
  rules
    .command("list")
    .description("the project's watchdog rules, oldest first")
    .addOption(jsonOption())
    .addOption(projectOption())
    .action((opts: CommonOptions) =>
      runRemote("rules list", opts, async (client) => {
        const list = await client.watchdog.list();
        if (opts.json) printJson(list);
        else printTable(list.map(ruleRow), "no rules: add one with `logdx rules create`");
        return 0;
      }),
    );
  byId(
    rules,
    "get",
    "one rule, described",
    (client, id) => client.watchdog.get(id),
    () => "",
  );
  addRuleFlags(rules.command("create").description("save a rule; its first check is one interval from now"), true)
    .addOption(jsonOption())
    .addOption(projectOption())
    .option("--disabled", "save it switched off")
    .addHelpText(
      "after",
      "\nDurations are seconds or 90s, 5m, 1h, 1d. Examples:\n" +
        "  logdx rules create --name 'checkout errors' --type error_count --threshold 20 --every 1m --lookback 5m\n" +
        "  logdx rules create --name 'error rate' --type error_rate --percent 5 --min-lines 200 --severity high\n" +
        "  logdx rules create --name oom --type pattern_match --pattern 'OutOfMemory(Error)?' --action auto_analyze\n" +
        "  logdx rules create --name spikes --type spike --factor 3 --min-count 10 --every-between 5m-15m\n" +
        "  logdx rules create --name payments --type error_count --threshold 5 --query '|= \"payment\"'",
    )
    .action((opts: RuleFlags & CommonOptions) =>
      runRemote("rules create", opts, async (client) => {
        const saved = await client.watchdog.create(newRuleBody(opts, "rules create") as Body<"watchdog.create">);
        if (opts.json) printJson(saved);
        else process.stdout.write(`created rule ${pc.bold(saved.name)} ${pc.dim(saved.id)}: ${conditionText(saved)}\n`);
        return 0;
      }),
    );
  addRuleFlags(
    rules
      .command("update")
      .description("change what the flags give; condition flags are laid over the rule's condition")
      .argument("<id>", "rule id"),
    false,
  )
    .addOption(jsonOption())
    .addOption(projectOption())
    .action((id: string, opts: RuleFlags & CommonOptions) =>
      runRemote(`rules update ${id}`, opts, async (client) => {
        const body = ruleFields(opts);
        if (body.condition && !body.type) {
          const current = await client.watchdog.get(id);
          body.condition = { ...(current.condition as object), ...(body.condition as object) };
        }
        const saved = await client.watchdog.update(id, body as Body<"watchdog.update">);
        if (opts.json) printJson(saved);
        else printRule(saved);
        return 0;
      }),
    );
  byId(
    rules,
    "enable",
    "switch a rule on: its next check is one interval from now",
    (client, id) => client.watchdog.update(id, { enabled: true } as Body<"watchdog.update">),
    (r) => `enabled rule ${pc.bold(r.name)}: next check at ${r.nextCheckAt}`,
  );
  byId(
    rules,
    "disable",
    "switch a rule off: no more checks until it is enabled",
    (client, id) => client.watchdog.update(id, { enabled: false } as Body<"watchdog.update">),
    (r) => `disabled rule ${pc.bold(r.name)}`,
  );
  idCommand(rules, "delete", "delete a rule (its activity stays until it expires)").action(
    (id: string, opts: CommonOptions) =>
      runRemote(`rules delete ${id}`, opts, async (client) => {
        const gone = await client.watchdog.delete(id);
        if (opts.json) printJson(gone);
        else process.stdout.write(`deleted rule ${pc.dim(id)}\n`);
        return 0;
      }),
  );
  addRuleFlags(
    rules
      .command("dry-run")
      .description("replay a saved rule (by id) or one described by the flags over the last 7 days; saves nothing")
      .argument("[id]", "a saved rule's id"),
    true,
  )
    .addOption(jsonOption())
    .addOption(projectOption())
    .action((id: string | undefined, opts: RuleFlags & CommonOptions) =>
      runRemote(`rules dry-run${id ? ` ${id}` : ""}`, opts, async (client) => {
        const body = id ? { ruleId: id } : newRuleBody({ name: "dry-run", ...opts }, "rules dry-run");
        const result = await client.watchdog.dryRun(body as Body<"watchdog.dryRun">);
        if (opts.json) printJson(result);
        else printDryRun(result);
        return 0;
      }),
    );
  rules
    .command("activity")
    .description("what the checks did, newest first: ok, tripped, suppressed (why) or error (the source's code)")
    .option("--rule <id>", "only this rule's checks")
    .addOption(limitOption())
    .addOption(cursorOption())
    .addOption(jsonOption())
    .addOption(projectOption())
    .action((opts: CommonOptions & PageOptions & { rule?: string }) =>
      runRemote("rules activity", opts, async (client) => {
        const page = await client.watchdog.activity({
          ...pageQuery(opts),
          ...(opts.rule ? { ruleId: opts.rule } : {}),
        });
        printPage(
          page,
          opts.json,
          (e) => ({
            AT: e.at,
            RULE: e.ruleId,
            OUTCOME: e.outcome,
            VALUE: `${e.value} / ${e.threshold}`,
            REASON: e.reason ?? "",
            ANALYSIS: e.analysisId ?? "",
          }),
          "no checks yet",
        );
        return 0;
      }),
    );
}
