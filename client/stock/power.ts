/** Metric horsepower in kilowatts, as the stock writes them. */
export function kilowattsOf(hp: number): number {
  return Math.round(hp * 0.7355);
}
