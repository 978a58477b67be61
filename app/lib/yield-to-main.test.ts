import { afterEach, describe, expect, it, vi } from "vitest";
import { yieldToMain } from "./yield-to-main";

describe("yieldToMain", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("uses scheduler.yield when the browser has it", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yieldFn });
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it("otherwise waits for a message-channel hop, which a frozen clock does not hold up", async () => {
    vi.stubGlobal("scheduler", undefined);
    vi.useFakeTimers({ toFake: ["setTimeout", "setInterval", "setImmediate", "Date"] });
    let done = false;
    const pending = yieldToMain().then(() => {
      done = true;
    });
    // Not resolved within the current task's microtasks: the browser gets a turn first.
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);
    await pending;
    expect(done).toBe(true);
  });
});
