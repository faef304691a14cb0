// ADR 036: the owner's open sessions are listed by device, in plain words ("Firefox on Windows")
// rather than as the raw User-Agent header. Only the common browsers and systems are named; anything
// else reads as unknown. Order matters: Edge and Opera also say "Chrome" (and a headless Chrome "HeadlessChrome"), Chrome also says "Safari",
// an iPhone also says "Mac OS X", Android also says "Linux".

const browsers: [string, RegExp][] = [
  ["Edge", /\bEdg(?:e|A|iOS)?\//],
  ["Opera", /\bOPR\/|\bOpera\b/],
  ["Samsung Internet", /\bSamsungBrowser\//],
  ["Firefox", /\bFirefox\/|\bFxiOS\//],
  ["Chrome", /Chrome\/|\bCriOS\//],
  ["Safari", /\bSafari\//],
];

const systems: [string, RegExp][] = [
  ["iPhone", /\biPhone\b/],
  ["iPad", /\biPad\b/],
  ["Android", /\bAndroid\b/],
  ["Windows", /\bWindows\b/],
  ["ChromeOS", /\bCrOS\b/],
  ["macOS", /\bMac OS X\b|\bMacintosh\b/],
  ["Linux", /\bLinux\b/],
];

export interface Device {
  browser: string | undefined;
  system: string | undefined;
}

/** The browser and the system a User-Agent header names, as far as it can be told. */
export function deviceOf(userAgent: string): Device {
  const named = (list: [string, RegExp][]) => list.find(([, pattern]) => pattern.test(userAgent));
  return { browser: named(browsers)?.[0], system: named(systems)?.[0] };
}
