// One in-memory DynamoDB Local for the whole run; workers inherit its endpoint through the environment.
import { startDynamoDbLocal } from "../../scripts/dynamodb-local.mjs";

export default async function globalSetup() {
  const ddb = await startDynamoDbLocal();
  process.env.LOGDX_TEST_DYNAMODB_ENDPOINT = ddb.endpoint;
  globalThis.__LOGDX_DDB__ = ddb;
}
