/**
 * Exact rational numbers over bigint. Dice probabilities are always shown as
 * exact fractions ("7/36"), so nothing here ever goes through floating point
 * until the final percentage is formatted.
 */
export class Fraction {
  readonly n: bigint;
  readonly d: bigint;

  constructor(n: bigint | number, d: bigint | number = 1n) {
    let nn = BigInt(n);
    let dd = BigInt(d);
    if (dd === 0n) throw new RangeError('Fraction with zero denominator');
    if (dd < 0n) {
      nn = -nn;
      dd = -dd;
    }
    const g = gcd(nn < 0n ? -nn : nn, dd);
    this.n = g === 0n ? 0n : nn / g;
    this.d = g === 0n ? 1n : dd / g;
  }

  static readonly ZERO = new Fraction(0n);
  static readonly ONE = new Fraction(1n);

  add(o: Fraction): Fraction {
    return new Fraction(this.n * o.d + o.n * this.d, this.d * o.d);
  }
  sub(o: Fraction): Fraction {
    return new Fraction(this.n * o.d - o.n * this.d, this.d * o.d);
  }
  mul(o: Fraction): Fraction {
    return new Fraction(this.n * o.n, this.d * o.d);
  }
  div(o: Fraction): Fraction {
    return new Fraction(this.n * o.d, this.d * o.n);
  }
  equals(o: Fraction): boolean {
    return this.n === o.n && this.d === o.d;
  }
  isZero(): boolean {
    return this.n === 0n;
  }
  /** Floating value, for percentages and bar widths only. */
  toNumber(): number {
    return Number(this.n) / Number(this.d);
  }
  /** "7/36", or "0" and "1" for the certain cases. */
  toString(): string {
    return this.d === 1n ? `${this.n}` : `${this.n}/${this.d}`;
  }
  /** Percentage with one decimal, "19.4%"; never "NaN%". */
  toPercent(digits = 1): string {
    return `${(this.toNumber() * 100).toFixed(digits)}%`;
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

export const frac = (n: bigint | number, d: bigint | number = 1n) => new Fraction(n, d);
