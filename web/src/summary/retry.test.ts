import { describe, expect, it } from "vitest";

import { HttpError } from "../net/api";
import { retryWhileBusy } from "./retry";

const noWait = () => Promise.resolve();

describe("asking again while the server is busy", () => {
  it("retries a 429 until the answer comes", async () => {
    let calls = 0;
    const answer = await retryWhileBusy(
      async () => {
        if (++calls < 3) throw new HttpError("too many replays being built", 429);
        return "frames";
      },
      { wait: noWait },
    );
    expect(answer).toBe("frames");
    expect(calls).toBe(3);
  });
  it("gives up after its tries, and never retries another refusal", async () => {
    let calls = 0;
    const busy = () => {
      calls++;
      return Promise.reject(new HttpError("busy", 429));
    };
    await expect(retryWhileBusy(busy, { tries: 4, wait: noWait })).rejects.toThrow("busy");
    expect(calls).toBe(4);
    calls = 0;
    const forbidden = () => {
      calls++;
      return Promise.reject(new HttpError("wrong token", 403));
    };
    await expect(retryWhileBusy(forbidden, { wait: noWait })).rejects.toThrow("wrong token");
    expect(calls).toBe(1);
  });
});
