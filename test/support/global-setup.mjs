// One in-memory DynamoDB Local for the whole run; workers inherit its endpoint through the environment.
// The compiled CLI is rebuilt first so tests that spawn the `logdx` bin run the current sources.
import { buildAll } from "../../scripts/build.mjs";
import { startDynamoDbLocal } from "../../scripts/dynamodb-local.mjs";

export default async function globalSetup() {
  await buildAll({ declarations: false });
  const ddb = await startDynamoDbLocal();
  process.env.LOGDX_TEST_DYNAMODB_ENDPOINT = ddb.endpoint;
  globalThis.__LOGDX_DDB__ = ddb;
}
