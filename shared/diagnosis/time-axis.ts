// A shared, self-widening time axis: every histogram has BINS bins over the same span; when a
// timestamp falls outside, the span doubles (or shifts back) and all histograms are re-binned.
// Keeps per-template time series bounded whatever the window length.

export const BINS = 256;
const BASE_WIDTH_MS = 1000;

export class TimeAxis {
  origin = Number.NaN;
  width = BASE_WIDTH_MS;
  private readonly series = new Set<Uint32Array>();
  /** The earliest and latest timestamps seen: widening covers them, not the axis' own (rounded) ends. */
  private lo = Number.POSITIVE_INFINITY;
  private hi = Number.NEGATIVE_INFINITY;

  newSeries(): Uint32Array {
    const s = new Uint32Array(BINS);
    this.series.add(s);
    return s;
  }

  /** Bin index of `ts`, widening the axis first when needed. */
  bin(ts: number): number {
    if (ts < this.lo) this.lo = ts;
    if (ts > this.hi) this.hi = ts;
    if (Number.isNaN(this.origin)) this.origin = Math.floor(ts / this.width) * this.width;
    let i = Math.floor((ts - this.origin) / this.width);
    if (i < 0 || i >= BINS) {
      this.widen(ts);
      i = Math.floor((ts - this.origin) / this.width);
    }
    return i < 0 ? 0 : i >= BINS ? BINS - 1 : i;
  }

  /** Bin index of `ts` on the axis as it stands (read after the lines are in): clamped, never widening it. */
  binOf(ts: number): number {
    return Math.max(0, Math.min(BINS - 1, Math.floor((ts - this.origin) / this.width)));
  }

  /** What `series` holds from the bin of `from` to the bin of `to`, both included. */
  linesBetween(series: Uint32Array, from: number, to: number): number {
    let lines = 0;
    for (let i = this.binOf(from); i <= this.binOf(to); i++) lines += series[i];
    return lines;
  }

  binStart(i: number): number {
    return this.origin + i * this.width;
  }

  private widen(ts: number): void {
    // lines read newest-first widen the axis backwards one step at a time; measuring from the
    // axis' current end instead of the latest line would double the width at every step
    const lo = Math.min(ts, this.lo);
    const hi = Math.max(ts, this.hi);
    let width = this.width;
    let origin = Math.floor(lo / width) * width;
    while (hi - origin >= BINS * width) {
      width *= 2;
      origin = Math.floor(lo / width) * width;
    }
    if (width === this.width && origin === this.origin) return;
    for (const s of this.series) {
      const copy = s.slice();
      s.fill(0);
      for (let i = 0; i < BINS; i++) {
        if (copy[i] === 0) continue;
        const j = Math.floor((this.origin + i * this.width - origin) / width);
        s[j < 0 ? 0 : j >= BINS ? BINS - 1 : j] += copy[i];
      }
    }
    this.origin = origin;
    this.width = width;
  }
}
