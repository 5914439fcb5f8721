import { useState } from "react";

import { reg, type RegReply, type RegRequest } from "../net/reg";

// One panel's conversation with the server: the last reply or error, and whether a request is
// on its way. Each panel owns one, so panels never wait on each other.
export function useReg() {
  const [reply, setReply] = useState<RegReply>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const ask = async (request: RegRequest): Promise<RegReply | undefined> => {
    setBusy(true);
    setError(undefined);
    try {
      const r = await reg(request);
      setReply(r);
      return r;
    } catch (e) {
      setReply(undefined);
      setError((e as Error).message);
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  const reset = () => {
    setReply(undefined);
    setError(undefined);
  };
  return { reply, error, busy, ask, reset };
}
