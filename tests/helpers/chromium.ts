import { existsSync } from "node:fs";

/** Debian's Chromium, which the browser tests drive through playwright-core; an optional test dependency. */
export const CHROMIUM = "/usr/bin/chromium";
export const hasChromium = existsSync(CHROMIUM);

/** A browser test's name, saying why it is skipped on a machine without Chromium (vitest prints skipped tests by name). */
export const inChromium = (name: string) => (hasChromium ? name : `${name} — skipped: no ${CHROMIUM} (apt-get install chromium)`);
