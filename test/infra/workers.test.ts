import { Template } from "aws-cdk-lib/assertions";
import { QUEUE_SETTINGS } from "../../shared/queue/queues.js";
import type { WorkerDef } from "../../shared/workers.js";
import { buildTestApp, FIXTURE_HANDLER, route, syntheticWorkers } from "./support.js";

const noNag = { nag: false };

test("an empty worker list synthesises: no event sources, no schedule", () => {
  const { stateless } = buildTestApp({
    ...noNag,
    routes: [route("health.get", "GET", "/health", { table: "read" })],
    workers: [],
  });
  const t = Template.fromStack(stateless);
  t.resourceCountIs("AWS::Lambda::EventSourceMapping", 0);
  t.resourceCountIs("AWS::Scheduler::Schedule", 0);
  t.resourceCountIs("AWS::Lambda::Function", 2); // the route's and the $default not-found one
});

test("a queue's visibility timeout follows its consumer (6x its timeout), and one past SQS's 12 hours is refused", () => {
  const worker = (timeoutSeconds: number): WorkerDef => ({
    ...syntheticWorkers[1],
    kind: "queue",
    queue: "delivery",
    batchSize: 1,
    timeoutSeconds,
  });
  const slow = QUEUE_SETTINGS.delivery.visibilityTimeoutSeconds; // 6x this exceeds the setting
  const { stateful } = buildTestApp({ ...noNag, routes: [], workers: [worker(slow)] });
  Template.fromStack(stateful).hasResourceProperties("AWS::SQS::Queue", { VisibilityTimeout: 6 * slow });
  expect(() => buildTestApp({ ...noNag, routes: [], workers: [worker(7201)] })).toThrow(/SQS allows 43200s/);
});

test("no alarmEmail context: the alarm topic has no subscriber", () => {
  const { stateless } = buildTestApp({ ...noNag, routes: [], workers: [] });
  const t = Template.fromStack(stateless);
  t.resourceCountIs("AWS::SNS::Topic", 1);
  t.resourceCountIs("AWS::SNS::Subscription", 0);
});

test("two ids that collide as construct ids are refused", () => {
  const a = route("projects.get", "GET", "/a", { table: "read" });
  const b = { ...route("projects-get", "GET", "/b", { table: "read" }) };
  expect(() => buildTestApp({ ...noNag, routes: [a, b], workers: [] })).toThrow(/collide/);
});

test("a scheduled worker gets a schedule with its own expression and no event source", () => {
  const tick: WorkerDef = {
    id: "watchdog.dispatch",
    kind: "schedule",
    schedule: "rate(5 minutes)",
    handler: FIXTURE_HANDLER,
    summary: "tick",
    timeoutSeconds: 60,
    access: { table: "readwrite" },
  };
  const { stateless } = buildTestApp({ ...noNag, routes: [], workers: [tick] });
  const t = Template.fromStack(stateless);
  t.hasResourceProperties("AWS::Scheduler::Schedule", { ScheduleExpression: "rate(5 minutes)" });
  t.resourceCountIs("AWS::Lambda::EventSourceMapping", 0);
});
