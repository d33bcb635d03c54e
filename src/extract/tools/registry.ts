import { parseAscp } from "./ascp.ts";
import { parseAsSsd } from "./asSsd.ts";
import { parseBenchScripts } from "./benchScripts.ts";
import { parseBenchSh } from "./benchSh.ts";
import { parseBonnie } from "./bonnie.ts";
import { readPairs } from "../pairs/readPairs.ts";
import { parseVdbench } from "./vdbench.ts";
import { parseCrystalDiskMark } from "./crystalDiskMark.ts";
import { parseCurl } from "./curl.ts";
import { parseDd } from "./dd.ts";
import { parseDiskspd } from "./diskspd.ts";
import { parseFio } from "./fio.ts";
import { parseFioJson } from "./fioJson.ts";
import { parseFioTerse } from "./fioTerse.ts";
import { parseHdparm } from "./hdparm.ts";
import { parseFtp } from "./ftp.ts";
import { parseHdTune } from "./hdTune.ts";
import { parseIoping } from "./ioping.ts";
import { parseIozone } from "./iozone.ts";
import { parseIperf } from "./iperf.ts";
import { parseIperf3Json } from "./iperf3Json.ts";
import { parseIperfCsv } from "./iperfCsv.ts";
import { parseKbench } from "./kbench.ts";
import { parseNetperf } from "./netperf.ts";
import { parseNetio } from "./netio.ts";
import { parseNetperfOmni } from "./netperfOmni.ts";
import { parseNuttcp } from "./nuttcp.ts";
import { parsePerftest } from "./perftest.ts";
import { parsePing } from "./ping.ts";
import { parsePsping } from "./psping.ts";
import { parsePv } from "./pv.ts";
import { parseQperf } from "./qperf.ts";
import { parseRbdBench } from "./rbdBench.ts";
import { parseRobocopy } from "./robocopy.ts";
import { parseSysbench } from "./sysbench.ts";
import { parseRsync } from "./rsync.ts";
import { parseScp } from "./scp.ts";
import { parseSdSpeedTest } from "./sdSpeedTest.ts";
import { parseSmbclient } from "./smbclient.ts";
import { parseSockperf } from "./sockperf.ts";
import { parseNtttcp } from "./ntttcp.ts";
import { parseSpeedtest } from "./speedtest.ts";
import { parseSpeedtestCsv } from "./speedtestCsv.ts";
import { parseTime } from "./time.ts";
import { parseTraceroute } from "./traceroute.ts";
import { parseTtcp } from "./ttcp.ts";
import type { ToolReading } from "./toolReading.ts";
import { parseWget } from "./wget.ts";
import { parseWinsat } from "./winsat.ts";
import { parseYabs } from "./yabs.ts";

/**
 * A tool's output reader: given the lines of one block, the readings it recognises (none when the block is not its
 * output). Each parser knows its own line shapes, so every parser runs on every block; adding a tool is adding a
 * module and a line here.
 */
export type ToolParser = (lines: string[]) => ToolReading[];

export const TOOL_PARSERS: readonly ToolParser[] = [parseNetperf, parseNetperfOmni, parseFio, parseFioTerse, parseIperf, parseDd, parseTime,
  parseScp, parseAscp, parseRsync, parseCurl, parseWget, parseFtp, parseNuttcp, parseQperf, parseIperf3Json,
  parseSmbclient, parseRobocopy,
  parseCrystalDiskMark,
  parseHdTune,
  parseWinsat,
  parseAsSsd,
  parseHdparm,
  parseIoping,
  parseSysbench,
  parseIozone,
  parseBonnie,
  parseDiskspd,
  parseSdSpeedTest,
  parsePv,
  parseSockperf,
  parsePerftest,
  parseSpeedtest,
  parseNtttcp,
  parseKbench,
  parseRbdBench,
  parseYabs,
  parseBenchScripts,
  parseVdbench,
  parseNetio,
  parseTtcp,
  parsePsping,
  parseIperfCsv,
  parseBenchSh,
  parsePing,
  parseTraceroute,
];

/** Readers of output that may span several commands of one block (options from one jq call, figures from the next; `--csv-header`, then `--csv`). */
export const BLOCK_PARSERS: readonly ToolParser[] = [parseFioJson, parseSpeedtestCsv];

/**
 * The reader of last resort: the generic pair reader, for tools no reader above knows, run only on blocks none of them
 * read anything from (its gate: a rate or a latency unit somewhere in the block, a time after `in`: `… bytes received in
 * 1.06 secs`, or a time in seconds after a label's colon: `totalTime: 2.298 s`).
 */
export const FALLBACK_PARSER = readPairs;
export const FALLBACK_GATE = /\/\s*s(?:ec(?:onds?)?)?\b|\/秒|毎秒|per\s+sec|ps\b|iBs\b|iops|ops\b|[mμun]s(?:ec)?\b|\bin\s+\d[\d.]*\s?s(?:ecs?|econds?)?\b|[:：]\s*\d[\d.]*\s?s(?:ecs?|econds?)?\b/i;
