export const cliBundle: string;
export const sdkBrowserBundle: string;
export function buildCli(): Promise<void>;
export function buildSdk(): Promise<void>;
export function sdkBundleSize(): { minified: number; gzip: number };
export function buildAll(opts?: { declarations?: boolean }): Promise<void>;
