import { escapeRegExp } from "../normalise/escapeRegExp.ts";
import { normaliseText } from "../normalise/normaliseText.ts";
import { descriptorWords } from "./loadDescriptors.ts";

const LABELS = [...descriptorWords.device_model_labels].sort((a, b) => b.length - a.length).map(escapeRegExp).join("|");
/**
 * `Model=SAMSUNG MCBQE32G5MPP-0VA , FwRev=…` (hdparm -i), `Device Model: ST3500418AS` (smartctl), `- Model: "SAMSUNG
 * MMCRE64G"`, `型番：WD40EFRX`: a drive's identification line; the model ends at the line's end or the next `key=`.
 */
const MODEL_LINE = new RegExp(`^[\\s(・•●◆◇■□\\-*>]*(?:${LABELS})\\s*[=:：]\\s*["“「]?([^"”」]*?[A-Za-z0-9][^"”」]*?)["”」]?\\s*(?:,\\s*\\w+\\s*=.*|\\)?\\s*)$`, "iu");

/** The drive model a line of identification states (`Model=…`, `Device Model: …`, `型番：…`), or null. */
export function deviceModelOf(line: string): string | null {
  const model = MODEL_LINE.exec(normaliseText(line))?.[1]?.replace(/\s+/g, " ").trim();
  return model && model.length >= 3 ? model : null;
}
