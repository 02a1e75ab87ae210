export default async function globalTeardown() {
  await globalThis.__LOGDX_DDB__?.stop();
}
