// docs/requirements.md §5 phone display, as PRODUCT.md reads it for the Belgian numbering plan: 10 digits grouped
// 4-2-2-2 (mobiles, 0475 12 34 56); 9 digits grouped 3-2-2-2 (010 12 34 56), except the four
// one-digit zones 02 Brussels, 03 Antwerp, 04 Liège and 09 Ghent, which a Belgian writes 2-3-2-2
// (02 345 67 89); others left as given. Spaces, dots, slashes and dashes are only separators; a
// number with + or letters is international or odd and stays as typed. This is the one place a
// phone number is formatted: the top bar, cards, pages and mails all show it through formatPhone.

const separators = /[\s./-]/g;
const oneDigitZone = /^0[2349]/;

export function formatPhone(raw: string): string {
  const digits = raw.replace(separators, "");
  if (!/^\d+$/.test(digits)) return raw.trim();
  if (digits.length === 10) return group(digits, [4, 2, 2, 2]);
  if (digits.length === 9)
    return group(digits, oneDigitZone.test(digits) ? [2, 3, 2, 2] : [3, 2, 2, 2]);
  return raw.trim();
}

function group(digits: string, sizes: number[]): string {
  let start = 0;
  return sizes
    .map((size) => {
      const part = digits.slice(start, start + size);
      start += size;
      return part;
    })
    .join(" ");
}

/** A tel: link for a phone number as written (digits and a leading + only). */
export function telHref(raw: string): string {
  return `tel:${raw.replace(/[^\d+]/g, "")}`;
}
