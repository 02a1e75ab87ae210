export const generatedDir: string;
export function generateSdkSources(doc: unknown): Promise<Record<string, string>>;
export function writeSdkSources(doc: unknown): Promise<Record<string, string>>;
