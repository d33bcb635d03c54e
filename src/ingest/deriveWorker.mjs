// Worker-thread entry when sokutei runs from its TypeScript sources: workers do not inherit the main thread's loader
// hooks, so this registers tsx and then loads the real entry.
import { register } from "tsx/esm/api";

register();
await import("./deriveWorker.ts");
