// One line budget shared by the connections an analysis reads in parallel: each connection is sure of an even
// share, and whatever a connection leaves unused goes to the others. A connection past its share takes from the
// common pool only what the shares still open elsewhere do not need, else it waits until another one ends.

export class SharedLineBudget {
  private used = 0;
  private readonly counts: number[];
  private readonly running: boolean[];
  private readonly share: number;
  private waiters: Array<() => void> = [];

  constructor(
    readonly total: number,
    connections: number,
  ) {
    this.counts = new Array(connections).fill(0);
    this.running = new Array(connections).fill(true);
    this.share = Math.floor(total / Math.max(1, connections));
  }

  get linesUsed(): number {
    return this.used;
  }

  /** Lines still promised to the other running connections that have not used their share yet. */
  private reservedByOthers(i: number): number {
    let reserved = 0;
    for (let j = 0; j < this.counts.length; j++) {
      if (j !== i && this.running[j]) reserved += Math.max(0, this.share - this.counts[j]);
    }
    return reserved;
  }

  /** Takes one line for connection `i` when it may have it now (no waiting). */
  tryTake(i: number): boolean {
    if (this.used >= this.total) return false;
    if (this.counts[i] >= this.share && this.used + this.reservedByOthers(i) >= this.total) return false;
    this.counts[i]++;
    this.used++;
    return true;
  }

  /**
   * Takes one line for connection `i`, waiting for other connections to end when their open shares hold the
   * rest. False when the budget is spent, or when `signal` fires while waiting (the wait was for budget, not
   * for this connection's source): the caller stops reading and reports truncation.
   */
  async take(i: number, signal?: AbortSignal): Promise<boolean> {
    for (;;) {
      if (this.tryTake(i)) return true;
      if (this.used >= this.total || this.reservedByOthers(i) === 0 || signal?.aborted) return false;
      await new Promise<void>((resolve) => {
        const wake = () => {
          signal?.removeEventListener("abort", wake);
          resolve();
        };
        this.waiters.push(wake);
        signal?.addEventListener("abort", wake, { once: true });
      });
    }
  }

  /** Connection `i` read everything it will read: its unused share goes back to the pool. */
  done(i: number): void {
    if (!this.running[i]) return;
    this.running[i] = false;
    const waiting = this.waiters;
    this.waiters = [];
    for (const wake of waiting) wake();
  }
}
