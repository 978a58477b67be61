import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { yieldToMain } from "./lib/yield-to-main";

// React Router's default client entry, with one pause: evaluating this module runs
// React DOM's own start-up code, and hydration then begins in a task of its own, so
// a tap in between is not kept waiting behind both (decision 0007).
await yieldToMain();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
