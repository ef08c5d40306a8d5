/**
 * A Brazilian phone number written any usual way ("19 3232-1234", "(19)99876.5432",
 * "+55 19 99876-5432") as "(19) 3232-1234" / "(19) 99876-5432", or null when it is not one:
 * 10 digits (landline) or 11 (mobile, starting with 9 after the area code), optionally after 55.
 */
export function normalizePhone(text: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(text)) return null;
  let digits = text.replace(/\D/g, '');
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.length === 11 && digits[2] !== '9') return null;
  if (digits.length !== 10 && digits.length !== 11) return null;
  if (digits.startsWith('0') || digits[1] === '0') return null;
  const area = digits.slice(0, 2);
  const local = digits.slice(2);
  const split = local.length - 4;
  return `(${area}) ${local.slice(0, split)}-${local.slice(split)}`;
}
