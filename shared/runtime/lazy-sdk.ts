// An AWS SDK client loaded on first use and kept: most functions never call a given service, and loading its SDK
// costs cold-start time. `load` is a literal `import("@aws-sdk/...")` at the call site: bundled, the client's modules
// are then evaluated on that first call, not when the function starts.

export function lazySdk<S, C>(load: () => Promise<S>, client: (sdk: S) => C): () => Promise<{ sdk: S; client: C }> {
  let ready: Promise<{ sdk: S; client: C }> | undefined;
  return () => {
    ready ??= load().then((sdk) => ({ sdk, client: client(sdk) }));
    return ready;
  };
}
