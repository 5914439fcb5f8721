import { describe, expect, it } from "vitest";

import type { RegReply } from "../net/reg";
import {
  afterRoll,
  CLAIMS_FORM_KEY,
  claimsRequest,
  loadClaimsForm,
  newClaimsForm,
  saveClaimsForm,
  type ClaimsForm,
  type FormStore,
} from "./combatFile";

function memory(): FormStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

// A flank charge by a Legendary general's lancers uphill, against Pike & Shot in rough ground.
function flankCharge(): ClaimsForm {
  const f = newClaimsForm();
  return {
    ...f,
    phase: "fighting",
    good_going: false,
    a: { ...f.a, type: "mounted", chars: ["CL"], general: "legendary", uphill: true, wounds: 2 },
    b: { ...f.b, chars: ["P&S"], ranks: 3, contact: "rear", terrain: "affected", bases: 6 },
  };
}

describe("the claims form's requests", () => {
  it("carries the situational claims of each file, the units only where a roll needs them", () => {
    const form = flankCharge();
    const claims = claimsRequest("claims", form);
    expect(claims).toEqual({
      calc: "claims",
      phase: "fighting",
      good_going: false,
      a: {
        type: "mounted",
        formation: "close",
        quality: "average",
        armour: "unarmoured",
        chars: ["CL"],
        ranks: 2,
        contact: "front",
        general: "legendary",
        terrain: "unaffected",
        uphill: true,
      },
      b: {
        type: "foot",
        formation: "close",
        quality: "average",
        armour: "unarmoured",
        chars: ["P&S"],
        ranks: 3,
        contact: "rear",
        general: "none",
        terrain: "affected",
        uphill: false,
      },
    });
    const roll = claimsRequest("roll", form);
    expect(roll.calc).toBe("roll");
    expect(roll.a).toMatchObject({ bases: 4, wounds: 2, general: "legendary" });
    expect(roll.b).toMatchObject({ bases: 6, wounds: 0, contact: "rear" });
    expect(claimsRequest("odds", form)).toMatchObject({ calc: "odds", of: "combat" });
  });
});

describe("a roll", () => {
  it("moves each file's wounds to what its unit has after the other file's dice", () => {
    const form = flankCharge();
    const reply = {
      allowed: true,
      text: "",
      a: { wounds: 3, b_unit: { wounds_before: 0, wounds_after: 3 } },
      b: { wounds: 1, a_unit: { wounds_before: 2, wounds_after: 3 } },
    } as RegReply;
    const next = afterRoll(form, reply);
    expect(next.a.wounds).toBe(3);
    expect(next.b.wounds).toBe(3);
    expect(next.a.general).toBe("legendary"); // the rest of the form stays
    expect(next.b.contact).toBe("rear");
  });
  it("leaves the wounds alone when the reply says nothing of a unit", () => {
    const form = flankCharge();
    const reply = { allowed: true, text: "", a: { b_unit: null }, b: {} } as RegReply;
    expect(afterRoll(form, reply)).toEqual(form);
    expect(afterRoll(form, undefined)).toEqual(form);
  });
});

describe("the claims form across a reload", () => {
  it("comes back as it was saved", () => {
    const store = memory();
    expect(loadClaimsForm(store)).toEqual(newClaimsForm()); // nothing saved yet
    saveClaimsForm(flankCharge(), store);
    expect(store.data.has(CLAIMS_FORM_KEY)).toBe(true);
    expect(loadClaimsForm(store)).toEqual(flankCharge());
  });
  it("replaces what a stale or edited store holds wrongly by the defaults, field by field", () => {
    const store = memory();
    store.setItem(
      CLAIMS_FORM_KEY,
      JSON.stringify({
        phase: "skirmish",
        good_going: "yes",
        a: { type: "mounted", contact: "behind", ranks: 99, chars: ["CL", "XX", 3, "CL"] },
        b: "not a file",
      }),
    );
    const fresh = newClaimsForm();
    expect(loadClaimsForm(store)).toEqual({
      ...fresh,
      a: { ...fresh.a, type: "mounted", chars: ["CL"] },
    });
    store.setItem(CLAIMS_FORM_KEY, "{not json");
    expect(loadClaimsForm(store)).toEqual(fresh);
  });
  it("keeps working when the store refuses to save", () => {
    const full: FormStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => saveClaimsForm(flankCharge(), full)).not.toThrow();
  });
});
