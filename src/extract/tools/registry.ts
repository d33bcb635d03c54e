import { parseAscp } from "./ascp.ts";
import { parseAsSsd } from "./asSsd.ts";
import { parseBonnie } from "./bonnie.ts";
import { parseCrystalDiskMark } from "./crystalDiskMark.ts";
import { parseCurl } from "./curl.ts";
import { parseDd } from "./dd.ts";
import { parseFio } from "./fio.ts";
import { parseHdparm } from "./hdparm.ts";
import { parseFtp } from "./ftp.ts";
import { parseHdTune } from "./hdTune.ts";
import { parseIoping } from "./ioping.ts";
import { parseIozone } from "./iozone.ts";
import { parseIperf } from "./iperf.ts";
import { parseNetperf } from "./netperf.ts";
import { parseSysbench } from "./sysbench.ts";
import { parseRsync } from "./rsync.ts";
import { parseScp } from "./scp.ts";
import { parseTime } from "./time.ts";
import type { ToolReading } from "./toolReading.ts";
import { parseWget } from "./wget.ts";
import { parseWinsat } from "./winsat.ts";

/**
 * A tool's output reader: given the lines of one block, the readings it recognises (none when the block is not its
 * output). Each parser knows its own line shapes, so every parser runs on every block; adding a tool is adding a
 * module and a line here.
 */
export type ToolParser = (lines: string[]) => ToolReading[];

export const TOOL_PARSERS: readonly ToolParser[] = [parseNetperf, parseFio, parseIperf, parseDd, parseTime,
  parseScp, parseAscp, parseRsync, parseCurl, parseWget, parseFtp,
  parseCrystalDiskMark,
  parseHdTune,
  parseWinsat,
  parseAsSsd,
  parseHdparm,
  parseIoping,
  parseSysbench,
  parseIozone,
  parseBonnie,
];
