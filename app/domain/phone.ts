// spec §5 phone display: 10 digits grouped 4-2-2-2 (mobiles, 0475 12 34 56), 9 digits grouped 3-2-2-2
// (land lines, 021 23 45 67), others left as given. Spaces, dots, slashes and dashes are only
// separators; a number with + or letters is international or odd and stays as typed.

const separators = /[\s./-]/g;

export function formatPhone(raw: string): string {
  const digits = raw.replace(separators, "");
  if (!/^\d+$/.test(digits)) return raw.trim();
  if (digits.length === 10) return group(digits, [4, 2, 2, 2]);
  if (digits.length === 9) return group(digits, [3, 2, 2, 2]);
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
