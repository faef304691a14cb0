/** The value of one cookie in a Cookie request header. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  return header
    ?.split(";")
    .map((part) => part.trim().split("="))
    .find(([key]) => key === name)?.[1];
}
