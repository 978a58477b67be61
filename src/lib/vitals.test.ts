import type { MetricType } from "web-vitals";
import { describe, expect, it, vi } from "vitest";
import { createVitalsQueue, startWebVitals, type VitalsPayload } from "./vitals";

function metric(name: MetricType["name"], id: string, value: number): MetricType {
  return {
    name,
    id,
    value,
    delta: value,
    rating: "good",
    entries: [],
    navigationType: "navigate",
  } as MetricType;
}

describe("createVitalsQueue", () => {
  it("sends every metric in one beacon, keeping only the latest value per id", () => {
    const beacon = vi.fn<(url: string, body: string) => boolean>(() => true);
    const queue = createVitalsQueue("https://vitals.example/collect", "/software", beacon);
    queue.add(metric("LCP", "v5-1", 1200));
    queue.add(metric("CLS", "v5-2", 0.01));
    queue.add(metric("CLS", "v5-2", 0.03));
    queue.add(metric("INP", "v5-3", 80));
    queue.flush();

    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe("https://vitals.example/collect");
    const payload = JSON.parse(body) as VitalsPayload;
    expect(payload.page).toBe("/software");
    expect(payload.metrics.map((m) => [m.name, m.value])).toEqual([
      ["LCP", 1200],
      ["CLS", 0.03],
      ["INP", 80],
    ]);
  });

  it("sends nothing when there is nothing new, and keeps metrics a refused beacon did not take", () => {
    const results = [false, true];
    const beacon = vi.fn<(url: string, body: string) => boolean>(() => results.shift() ?? true);
    const queue = createVitalsQueue("/v", "/", beacon);
    queue.flush();
    expect(beacon).not.toHaveBeenCalled();

    queue.add(metric("LCP", "a", 900));
    queue.flush();
    queue.flush();
    queue.flush();
    expect(beacon).toHaveBeenCalledTimes(2);
    expect(beacon.mock.calls[1]![1]).toContain('"LCP"');
  });
});

describe("startWebVitals", () => {
  it("does nothing at all when VITALS_URL was unset at build time", () => {
    // The unit-test build defines __VITALS_URL__ as "", like a default build; this
    // runs in Node, so touching window or navigator would throw.
    expect(() => startWebVitals()).not.toThrow();
  });
});
