/**
 * A number as en-GB writes it, "12,345.5", with at most `fractionDigits`
 * digits after the point. The public pages write their counts and figures
 * while the first page draws; `Intl.NumberFormat` and `toLocaleString`
 * make the browser load its number formats then, which cost tens of
 * milliseconds of that first draw on a phone.
 */
export function formatNumber(n: number, fractionDigits = 0): string {
  if (!Number.isFinite(n) || Math.abs(n) >= Number.MAX_SAFE_INTEGER) return String(n);
  const scale = 10 ** fractionDigits;
  const rounded = Math.round(Math.abs(n) * scale) / scale;
  const [whole = '0', fraction] = String(rounded).split('.');
  const sign = n < 0 && rounded !== 0 ? '-' : '';
  return sign + whole.replace(/\B(?=(\d{3})+$)/g, ',') + (fraction ? `.${fraction}` : '');
}
