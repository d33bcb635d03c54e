import { parseAsSsd } from "./asSsd.ts";
import { parseCrystalDiskMark } from "./crystalDiskMark.ts";
import { parseDd } from "./dd.ts";
import { parseDiskspd } from "./diskspd.ts";
import { parseFio } from "./fio.ts";
import { parseFtp } from "./ftp.ts";
import { parseHdTune } from "./hdTune.ts";
import { parseIozone } from "./iozone.ts";
import { parseIperf } from "./iperf.ts";
import { parseNetperf } from "./netperf.ts";
import { parseNetperfOmni } from "./netperfOmni.ts";
import { parsePerftest } from "./perftest.ts";
import { parsePing } from "./ping.ts";
import { parsePv } from "./pv.ts";
import type { ToolParser } from "./registry.ts";
import { parseSpeedtest } from "./speedtest.ts";
import { parseTraceroute } from "./traceroute.ts";
import { parseWinsat } from "./winsat.ts";
import { parseBonnie } from "./bonnie.ts";
import { parseFioTerse } from "./fioTerse.ts";
import { parseNetio } from "./netio.ts";
import { parseNuttcp } from "./nuttcp.ts";
import { parseRobocopy } from "./robocopy.ts";
import { parseRsync } from "./rsync.ts";
import { parseScp } from "./scp.ts";
import { parseSockperf } from "./sockperf.ts";
import { parseTime } from "./time.ts";
import { parseTtcp } from "./ttcp.ts";
import { parseVdbench } from "./vdbench.ts";
import { parseWget } from "./wget.ts";
import { parseAscp } from "./ascp.ts";
import { parseBenchScripts } from "./benchScripts.ts";
import { parseBenchSh } from "./benchSh.ts";
import { parseCurl } from "./curl.ts";
import { parseHdparm } from "./hdparm.ts";
import { parseIoping } from "./ioping.ts";
import { parseIperf3Json } from "./iperf3Json.ts";
import { parseIperfCsv } from "./iperfCsv.ts";
import { parseKbench } from "./kbench.ts";
import { parseNtttcp } from "./ntttcp.ts";
import { parsePsping } from "./psping.ts";
import { parseQperf } from "./qperf.ts";
import { parseRbdBench } from "./rbdBench.ts";
import { parseSdSpeedTest } from "./sdSpeedTest.ts";
import { parseSmbclient } from "./smbclient.ts";
import { parseSysbench } from "./sysbench.ts";
import { parseYabs } from "./yabs.ts";

/**
 * For a reader, text that every block it reads something from contains: the words or unit its result lines cannot do
 * without. A block without it skips the reader (most blocks are prose, not one tool's output). Each gate is taken from
 * the reader's own patterns, spaces as `\s+`, and is tested on the block and on its NFKC form (readers that normalise
 * see full-width letters as ASCII). A reader without a gate reads every block; a gate too narrow fails
 * tests/extract/tools/toolGates.test.ts on the first fixture the reader reads.
 */
const GATES = new Map<ToolParser, RegExp>([
  // a test line's figures: `46.012 MB/s` (on the normalised line)
  [parseCrystalDiskMark, /[KMG]B\/s/i],
  // `Children see throughput for …`, or the `-a` table's header (`kB reclen write …`)
  [parseIozone, /children\s+see\s+throughput|reclen/i],
  // `… bytes received in …`, ncftp's rate (`39.09 MB/s`), or Windows ftp in Japanese (`… 1725.33KB/秒。`)
  [parseFtp, /bytes (?:received|sent|transferred) in|B\/[s秒]/],
  // the summary's rate in any locale: `MB/s`, `MB/秒`, `Mo/s`, `МБ/с`, BSD's `bytes/sec`
  [parseDd, /[BoБs]\/[s秒с]/],
  // a banner (`OMNI … TEST`, `MIGRATED TCP STREAM TEST`) or a netperf command with selectors
  [parseNetperfOmni, /OMNI|MIGRATED|netperf/i],
  // a result line's rate: `943 Mbits/sec`, `1.10 GBytes/sec`
  [parseIperf, /(?:bits|Bytes)\/sec/],
  // the rate in brackets: `[20.3MiB/s]`
  [parsePv, /B\/s\]/],
  // a `Disk Sequential … Read … MB/s` line, or the title / command that lets latency lines count
  [parseWinsat, /disk|winsat|system\s+assessment|システム評価ツール|系统评估工具|系統評估工具/i],
  // the result table's header (`#bytes #iterations BW peak…`)
  [parsePerftest, /#bytes/],
  // `Transfer Rate Average : …`, `Access Time : …`, `Burst Rate : …`
  [parseHdTune, /transfer\s+rate|access\s+time|burst\s+rate/i],
  // a section's `total:` line
  [parseDiskspd, /total:/],
  // a job line's `iops=`/`IOPS=`/`bw=`, a run status' `aggrb=`, or a job result (`groupid=`) before its latency lines
  [parseFio, /iops|bw|aggrb|groupid/i],
  // a units line (`bytes  bytes  bytes  secs. …`), or a netperf command read without headers (-P 0)
  [parseNetperf, /netperf|bytes\s/i],
  // `Read: 512.3 MB/s` under a section
  [parseAsSsd, /(?:read|write)\s*:/i],
  // `Download: …`, `Upload: …`, `Ping: …`, `Latency: …`, `Hosted by … : 16.4 ms`
  [parseSpeedtest, /(?:Download|Upload|Ping|Latency):|Hosted by/],
  // a summary's names: `rtt min/avg/max/mdev`, fping's `min/avg/max`, Windows' `Minimum =` / `最小 =`
  [parsePing, /min\/avg\/max|Minimum\s*=|最小\s*=/],
  // the trace's opening line or its command: `Tracing route to`, `へのルートをトレース`, `traceroute to`, `tracert …`
  [parseTraceroute, /tracert|traceroute|tracing\s+route|ルートをトレース/i],
  // the meter's percentage before its size and rate: `file  100% 1024MB  42.7MB/s  00:24`
  [parseScp, /%\s/],
  // the closing line of each end: `ttcp-r: … bytes in … real seconds`, `nuttcp-t: … MB in …`
  [parseTtcp, /ttcp-[tr]:/],
  // a terse line's version and fio's own: `3;fio-3.33;job;…`
  [parseFioTerse, /;fio-/],
  // GNU's `…%CPU`, csh's and zsh's `81.9%`, the shell's `real`, GNU -v's `Elapsed (wall clock)`, PowerShell's `TotalSeconds`
  [parseTime, /%|real|Elapsed \(wall clock\)|TotalSeconds/],
  // the `saved` line's and the total's rate (`(11.2 MB/s)`), or the last bar's `100%`
  [parseWget, /B\/s|100%/],
  // the summary's `Speed :` rows (`Bytes/sec`, `MegaBytes/min`, in Japanese too) or its `Times :` row
  [parseRobocopy, /Bytes\/sec|MegaBytes\/min|バイト\/秒|MB\/分|メガバイト\/分|Times|時間/],
  // the `Summary:` line of a bandwidth or latency run
  [parseSockperf, /Summary:/],
  // a result line's `… Mbps`
  [parseNuttcp, /Mbps/],
  // the run's `avg_2-5` row
  [parseVdbench, /avg_/],
  // `Packet size 1k bytes: …`
  [parseNetio, /Packet size/],
  // the last progress line's `100%` or the summary's `bytes/sec`
  [parseRsync, /100%|bytes\/sec/],
  // the reader's own opening test, without its line anchor: a table's `-Per Chr-`, `Sequential Create`, a CSV line's versions, `+++++,+++`
  [parseBonnie, /-Per Chr-|Sequential Create|\d\.\d\d[a-z]?,\d\.\d\d[a-z]?,|\+\+\+\+\+,\+\+\+/],
  // Aspera's summary: `Completed: 10485760K bytes transferred in 116 seconds`
  [parseAscp, /bytes transferred in/],
  // the progress meter's header (`% Total … Average Speed`) or a `-w` variable (`time_total: 1.234`)
  [parseCurl, /Average Speed|time_total|speed_(?:down|up)load/],
  // a test's section (`tcp_bw:`, `udp_lat:`)
  [parseQperf, /_(?:bw|lat)/],
  // the JSON's `start.test_start`, without which nothing is read
  [parseIperf3Json, /test_start/],
  // `getting file … (110824.3 KiloBytes/sec)`, `putting file …`
  [parseSmbclient, /(?:getting|putting) file/],
  // `Timing cached reads: …`, `Timing buffered disk reads: …` (any case)
  [parseHdparm, /timing/i],
  // the reader's own opening test: the program's name or a request line's `request=1 time=0.2 ms`
  [parseIoping, /ioping|request=/],
  // the reader's own opening test: the command's mode, 0.4's `Extra file open flags`, `Doing … test`, `Total transferred`, 1.0's `reads/s:`, the prepare step's `bytes written in`
  [parseSysbench, /file-test-mode|Extra file open flags|Doing (?:random|sequential) |Total transferred|reads\/s:|bytes written in/],
  // a summary line's `(target 10000)`
  [parseSdSpeedTest, /\(target /],
  // the `##### Totals: #####` banner it reads after
  [parseNtttcp, /Totals:/],
  // the `FIO Benchmark Summary` banner (any case)
  [parseKbench, /FIO Benchmark Summary/i],
  // the header's `io_threads`, without which the closing line is not read
  [parseRbdBench, /io_threads/],
  // the disk section's title: `fio Disk Speed Tests (…)` (any case)
  [parseYabs, /fio Disk Speed Tests/i],
  // bench.sh's `I/O Speed(1st run)` (any case) or nench's `dd: sequential write speed` title
  [parseBenchScripts, /I\/O\s+speed|sequential write speed/i],
  // a statistics line's `Minimum = … , Average = …`
  [parsePsping, /Minimum\s*=/],
  // a CSV line's 14-digit time stamp (`20240101120000,10.0.0.1,…`)
  [parseIperfCsv, /\d{14}/],
  // the speed table's header
  [parseBenchSh, /Node Name/],
]);

const ASCII = /^[\x00-\x7f]*$/;

/** The readers among `parsers` that may read something in these lines; the others cannot. */
export function readersFor(parsers: readonly ToolParser[], lines: readonly string[]): ToolParser[] {
  const raw = lines.join("\n");
  const text = ASCII.test(raw) ? raw : `${raw}\n${raw.normalize("NFKC")}`;
  return parsers.filter((parse) => GATES.get(parse)?.test(text) ?? true);
}
