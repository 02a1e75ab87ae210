export interface RunningDynamoDbLocal {
  endpoint: string;
  pid: number;
  stop(): Promise<void>;
}
export declare const emulatorDir: string;
export declare const jarPath: string;
export declare function ensureDynamoDbLocal(): string;
export declare function javaAvailable(): boolean;
export declare function freePort(): Promise<number>;
export declare function startDynamoDbLocal(opts?: { dbPath?: string; port?: number }): Promise<RunningDynamoDbLocal>;
