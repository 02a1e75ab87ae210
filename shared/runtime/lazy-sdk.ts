// An AWS SDK client loaded on first use and kept: most functions never call a given service, and loading its SDK
// costs cold-start time. `load` stays a literal `import("@aws-sdk/...")` at the call site, so bundling aliases it.

export function lazySdk<S, C>(load: () => Promise<S>, client: (sdk: S) => C): () => Promise<{ sdk: S; client: C }> {
  let ready: Promise<{ sdk: S; client: C }> | undefined;
  return () => {
    ready ??= load().then((sdk) => ({ sdk, client: client(sdk) }));
    return ready;
  };
}
