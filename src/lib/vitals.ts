import type { MetricType } from "web-vitals";

/**
 * Field measurement of the Core Web Vitals (LCP, CLS, INP), sent to VITALS_URL.
 * Only built in when VITALS_URL is set at build time: with it unset,
 * `__VITALS_URL__` is "" and the bundler drops the dynamic import, so the
 * web-vitals code is not even emitted.
 */

export type VitalsPayload = {
  /** The canonical path the measurements belong to. */
  page: string;
  metrics: {
    name: MetricType["name"];
    value: number;
    rating: MetricType["rating"];
    id: string;
    navigationType: MetricType["navigationType"];
  }[];
};

type Beacon = (url: string, body: string) => boolean;

/**
 * Collects metrics and sends them as one beacon when the page is hidden (the
 * last moment a browser reliably lets a page send anything; CLS and INP are
 * final only then). Later reports of the same metric id replace earlier ones.
 */
export function createVitalsQueue(url: string, page: string, beacon: Beacon) {
  const pending = new Map<string, VitalsPayload["metrics"][number]>();
  return {
    add(metric: MetricType) {
      pending.set(metric.id, {
        name: metric.name,
        value: metric.value,
        rating: metric.rating,
        id: metric.id,
        navigationType: metric.navigationType,
      });
    },
    flush() {
      if (pending.size === 0) return;
      const payload: VitalsPayload = { page, metrics: [...pending.values()] };
      // A string body goes as text/plain: a CORS-safelisted type, so a vitals
      // collector on another origin gets no preflight the beacon cannot make.
      if (beacon(url, JSON.stringify(payload))) pending.clear();
    },
  };
}

/** Starts measuring once the browser is idle after the page loads. No-op when VITALS_URL is unset. */
export function startWebVitals(): void {
  if (!__VITALS_URL__) return;
  const url = __VITALS_URL__;
  const start = () => {
    void import("web-vitals").then(({ onCLS, onINP, onLCP }) => {
      const queue = createVitalsQueue(url, window.location.pathname, (to, body) =>
        navigator.sendBeacon(to, body),
      );
      const report = (metric: MetricType) => queue.add(metric);
      onLCP(report);
      onCLS(report);
      onINP(report);
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "hidden") queue.flush();
      });
    });
  };
  if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 5000 });
  else setTimeout(start, 2000);
}
