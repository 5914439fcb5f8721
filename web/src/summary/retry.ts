import { HttpError } from "../net/api";

// Asks again while the server answers 429 (the address's replay builds are all taken, e.g. by
// the other tabs of the same player), waiting a little longer each time, up to `tries` times.
// Any other failure, or the last 429, is the caller's.
export async function retryWhileBusy<T>(
  ask: () => Promise<T>,
  { tries = 12, firstWaitMs = 500, wait = sleep }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ask();
    } catch (e) {
      const busy = e instanceof HttpError && e.status === 429;
      if (!busy || attempt >= tries) throw e;
      await wait(Math.min(5000, firstWaitMs * attempt) * (0.75 + Math.random() / 2));
    }
  }
}

export interface RetryOptions {
  tries?: number;
  firstWaitMs?: number;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
