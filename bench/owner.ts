// Issue 15 "Must show": the owner login under a guessing attack, and the owner portal's pages against
// raw node:http. Work in progress.

export async function ownerLoginBenchmark(): Promise<string> {
  throw new Error("not written yet");
}

export async function ownerPortalBenchmark(): Promise<string> {
  throw new Error("not written yet");
}
