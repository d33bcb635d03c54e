import type { Access, Operation } from "../../model/vocabulary.ts";
import { parseSize } from "../../normalise/parseQuantity.ts";
import { ddBlockSize, ddDirection } from "./dd.ts";
import { rwMode } from "./fioJson.ts";
import type { Conditions } from "../conditions.ts";
import { descriptorWords } from "../../grammar/loadDescriptors.ts";
import { describe } from "../../grammar/describe.ts";
import { streamingTool } from "../../normalise/lexicon.ts";

/** A command as typed at a shell prompt shown above a tool's output. */
export interface Command {
  /** The program run (basename, version and `.exe` stripped), after `sudo`, `time`, `env` and assignments. */
  program: string;
  /** Arguments after the program. */
  args: string[];
  /** True when the command ran under `time`, whose report then times the whole program. */
  timed: boolean;
  text: string;
  /** The machine the prompt names (`ubuntu1` in `user@ubuntu1:~$`, `node2` in `[root@node2 ~]#`), if it names one. */
  host?: string;
  /** A shell loop runs the program again and again (`for i in 1 2 3; do tbench 8; done`): how many times, when it says. */
  repeats?: number | null;
}

/**
 * `for i in 1 2 3; do tbench.sh 8 10; done`, `for n in {1..5}; do dd …; done`, `while true; do …; done`: a shell loop typed
 * on one line runs its body again and again. Its body, and the number of passes where the loop lists or counts them.
 */
const SHELL_LOOP = /^\s*(?:for\s+\w+\s+in\s+([^;]*?)|for\s*\(\([^;)]*;[^;)]*;[^)]*\)\)|while\s+[^;]+|until\s+[^;]+)\s*;\s*do\s+(.+?)\s*(?:;\s*done\b.*)?$/;
export function shellLoop(typed: string): { body: string; times: number | null } | null {
  const m = SHELL_LOOP.exec(typed);
  if (!m?.[2]) return null;
  const items = (m[1] ?? "").trim();
  const range = /^\{(\d+)\.\.(\d+)\}$/.exec(items) ?? /^\$\(\s*seq\s+(?:(\d+)\s+)?(\d+)\s*\)$/.exec(items);
  const listed = items && !/[$`{(*]/.test(items) ? items.split(/\s+/).length : null;
  const times = range ? Number(range[2]) - Number(range[1] ?? 1) + 1 : listed;
  return { body: m[2], times };
}

/** A filesystem mounted on the page (`mount -t nfs host:/x /mnt/y`): its mount point and protocol. */
export interface Mount {
  point: string;
  protocol: string | null;
}

// `$ cmd`, `# cmd`, `user@host:~$ cmd`, `user@host ~ $ cmd`, `host:~ # cmd`, `[root@host dir]# cmd`, `bash-3.2$ cmd`, `C:\>cmd`, `PS C:\> cmd`
const PROMPT_RE = /^\s*(?:[-*•]\s+(?=\S+\s))?(?:\[[^\]\n]{1,60}\]\s?[#$%]|[~\w./-]{1,60}\]\s?[#$%]|[\w.-]{1,40}@[\w.-]{1,60}(?::[^\s$#%>]{0,80}|\s+[~/][^\s$#%>]{0,80})?\s?[#$%]|[\w.-]{1,30}:\s?[~/][^\s$#%>]{0,80}\s?[#$%]|(?<short>[A-Za-z][\w.-]{0,29}[$%#])|(?<bare>[#$])|(?:PS\s+)?[A-Za-z]:\\[^>\n]{0,80}>)\s*(?<typed>\S.*)$/;
/** `user@host`, `[user@host dir]`: the machine a prompt names. */
const PROMPT_HOST = /^\s*\[?[\w.-]{1,40}@([\w-]{1,60})/;
const GENERIC_HOSTS = new Set(["localhost", "host", "server", "client", "machine", "hostname", "computer"]);
/** A program path: its name without a version (`fio-3.35`) or a file suffix (`.exe`, `.sh`, a build's `s3-benchmark.ubuntu`). */
const PROGRAM_RE = /^(?:\.{0,2}\/)?(?:[\w.+-]+\/)*([A-Za-z][\w+-]*?)(?:-\d[\d.]*)?(?:\.[A-Za-z][A-Za-z0-9]{0,9})?$/;
const PROSE_WORDS = new Set(["of", "the", "a", "an", "and", "or", "this", "that", "is", "note", "see", "total", "to", "in", "on", "for", "with"]);
/** Programs that print nothing worth reading, typed before the one that does. */
const SILENT = new Set(["sync", "cd", "export", "sleep", "clear", "ulimit", "set", "source", "rm", "mkdir", "echo", "sysctl", "umask"]);
const WRAPPERS = new Set(["sudo", "time", "nice", "ionice", "env", "command", "exec", "nohup", "stdbuf"]);

/** One command of a line: its program after wrappers and assignments, or null when the first word is no program. */
function readProgram(typed: string): Omit<Command, "text"> | null {
  const tokens = typed.split(/\s+/).filter(Boolean);
  let timed = false;
  while (tokens.length) {
    const t = tokens[0] ?? "";
    const base = t.replace(/^.*\//, "");
    if (/^[A-Z_][A-Z0-9_]*=/.test(t)) tokens.shift();
    else if (WRAPPERS.has(base)) {
      if (base === "time") timed = true;
      tokens.shift();
      // GNU time's and sudo's own options
      while (/^-/.test(tokens[0] ?? "")) tokens.shift();
    } else break;
  }
  const program = PROGRAM_RE.exec(tokens[0] ?? "")?.[1];
  return program ? { program: program.toLowerCase(), args: tokens.slice(1), timed } : null;
}

/**
 * The command a prompt line shows, or null when the line is not a shell prompt with a program after it. Of a chain
 * (`sync; dd …; sync`, `cd /x && fio …`) the command is the first that prints something: not sync, cd and the like.
 */
export function readCommand(line: string): Command | null {
  const m = PROMPT_RE.exec(line);
  const typed = m?.groups?.typed;
  if (!m || !typed) return null;
  const first = /^\S+/.exec(typed)?.[0] ?? "";
  // after a bare `#` or `$` (or a word ending in one: `100%`) a comment, a header or output may follow: only a
  // lower-case program name is a command
  // a one-line loop (`for i in 1 2 3; do tbench.sh 8 10; done`) runs the program of its body
  const loop = shellLoop(typed);
  if ((m.groups?.bare || m.groups?.short) && !loop && (!/^[a-z.\/]/.test(first) || PROSE_WORDS.has(first.toLowerCase()))) return null;
  // a root prompt is `# cmd`: `#bytes #iterations` (a table's header) and `#comment` are no command
  if (m.groups?.bare === "#" && /^\s*#\S/.test(line)) return null;
  // a program sent to the background (`tbench_srv & tbench …`) is a server started for the test: it prints nothing here
  const pieces = (loop?.body ?? typed).split(/\s*(;|&&|(?<![&>|])&(?![&>]))\s*/);
  const parts = pieces.flatMap((p, i) => {
    const c = i % 2 === 0 ? readProgram(p.replace(/"([^"\s]*)"/g, "$1")) : null;
    return c ? [{ c, background: pieces[i + 1] === "&" }] : [];
  });
  const chosen = (parts.find((p) => !SILENT.has(p.c.program) && !p.background) ?? parts.find((p) => !SILENT.has(p.c.program)) ?? parts[0])?.c;
  if (!chosen) return null;
  const timed = chosen.timed || /^\s*(?:sudo\s+)?time\b/.test(typed);
  const host = PROMPT_HOST.exec(line)?.[1];
  return { ...chosen, timed, text: typed, ...(host && !GENERIC_HOSTS.has(host.toLowerCase()) ? { host } : {}), ...(loop ? { repeats: loop.times } : {}) };
}

/** Mount points a text mounts (`mount -t nfs server:/export /mnt/x`, `mount.cifs //host/share /mnt/y`). */
export function mountsIn(text: string): Mount[] {
  const out: Mount[] = [];
  for (const line of text.split("\n")) {
    const c = readCommand(line) ?? (/^\s*mount\b/.test(line) ? readCommand(`$ ${line.trim()}`) : null);
    if (!c || !/^mount(?:\.(nfs4?|cifs|smb3?))?$/.test(c.program)) continue;
    const type = /^mount\.(\w+)$/.exec(c.program)?.[1] ?? c.args[c.args.indexOf("-t") + 1] ?? "";
    const positional = c.args.filter((a, i) => !a.startsWith("-") && !/^-[to]$/.test(c.args[i - 1] ?? ""));
    const point = positional[1];
    if (!point) continue;
    const protocol = /^nfs/i.test(type) ? "NFS" : /^(cifs|smb)/i.test(type) ? "SMB" : /^(sshfs|fuse\.sshfs)$/i.test(type) ? "SFTP" : null;
    out.push({ point: point.replace(/\/+$/, ""), protocol });
  }
  return out;
}

// `host:path` and `user@host:path`; a one-letter host is a Windows drive (`D:\\iso`)
const REMOTE_RE = /^(?:[\w.-]+@)?[\w.-]{2,}:(?![\\/]{2})|^(?:rsync|sftp|scp|ftp|https?):\/\//;
const CONVENTIONAL_MOUNT_RE = /^"?(?:\/mnt\/|\/media\/|\/Volumes\/|\/net\/|\/\/[\w.-]+\/|\\\\)/;

/** Options that take a value, per program, so that their values are not read as source or destination. */
const VALUE_OPTIONS: Record<string, Set<string>> = {
  scp: new Set(["-c", "-P", "-i", "-o", "-l", "-F", "-S", "-J", "-D", "-X"]),
  rsync: new Set(["-e", "-f", "-B", "-T", "-M"]),
  ascp: new Set(["-P", "-l", "-m", "-i", "-k", "-O", "-c", "-E", "-u", "-Z", "-g", "-G", "-X", "-R", "-e", "-L", "--mode", "--host", "--user"]),
  cp: new Set(["-t", "-S"]),
  mv: new Set(["-t", "-S"]),
};

/** Source and destination of a copy command: its arguments that are not options or option values. */
function positionals(c: Command): string[] {
  // robocopy <source> <destination> [files…] [/options]
  if (c.program === "robocopy") return c.args.filter((a) => !a.startsWith("/")).slice(0, 2);
  const takes = VALUE_OPTIONS[c.program] ?? new Set<string>();
  const out: string[] = [];
  for (let i = 0; i < c.args.length; i++) {
    const a = c.args[i] ?? "";
    if (/^[|>&;]/.test(a)) break;
    if (a.startsWith("-")) {
      if (takes.has(a)) i++;
      continue;
    }
    out.push(a);
  }
  return out;
}

/** The mount a path lies under (a mount of the page, or a conventional mount root), or null for a local path. */
function mountOf(path: string, mounts: readonly Mount[]): Mount | null {
  const hit = mounts.find((m) => path === m.point || path.startsWith(`${m.point}/`));
  if (hit) return hit;
  return CONVENTIONAL_MOUNT_RE.test(path) ? { point: path, protocol: null } : null;
}

/** Which way a copy went, seen from the machine where it was typed: to a remote or mounted place is a write. */
function copyDirection(c: Command, mounts: readonly Mount[]): { operation: Operation | null; far: string | null; protocol: string | null } {
  const p = positionals(c);
  if (p.length < 2) return { operation: null, far: null, protocol: null };
  const dst = p[p.length - 1] ?? "";
  const srcs = p.slice(0, -1);
  const remote = (x: string) => REMOTE_RE.test(x);
  if (remote(dst) && !srcs.some(remote)) return { operation: "write", far: dst, protocol: null };
  if (srcs.every(remote) && !remote(dst)) return { operation: "read", far: srcs[0] ?? null, protocol: null };
  const dm = mountOf(dst, mounts);
  const sm = srcs.map((s) => mountOf(s, mounts));
  if (dm && sm.every((m) => !m)) return { operation: "write", far: dst, protocol: dm.protocol };
  if (!dm && sm.every((m) => m)) return { operation: "read", far: srcs[0] ?? null, protocol: sm[0]?.protocol ?? null };
  // between two local paths a copy is both a read and a write: the operation is the copy itself
  return { operation: "copy", far: null, protocol: null };
}

/** What a command line says about the run it shows: conditions, protocol and the direction of data. */
export interface CommandFacts {
  conditions: Conditions;
  operation: Operation | null;
}

const has = (c: Command, ...flags: string[]) => c.args.some((a) => flags.includes(a));
const value = (c: Command, ...flags: string[]): string | undefined => {
  for (let i = 0; i < c.args.length; i++) {
    const a = c.args[i] ?? "";
    for (const f of flags) {
      if (a === f) return c.args[i + 1];
      // `--bs=4k`, and `-bs=4k` as fio also takes its long options with one dash
      if (f.length > 2 && a.startsWith(`${f}=`)) return a.slice(f.length + 1);
      // `-P4`, `-P 4`
      if (/^-[A-Za-z]$/.test(f) && a.startsWith(f) && a.length > 2 && !a.startsWith("--")) return a.slice(2);
    }
  }
  return undefined;
};
const count = (s: string | undefined) => (s !== undefined && /^\d+$/.test(s) ? Number(s) : undefined);

/** iperf 2 and iperf3 options that change what a line means: protocol, streams, reverse, bidirectional, window. */
function iperfFacts(c: Command, out: Conditions): void {
  out.protocol = has(c, "-u", "--udp") ? "UDP" : has(c, "--sctp") ? "SCTP" : "TCP";
  out.streams = count(value(c, "-P", "--parallel")) ?? 1;
  if (has(c, "-R", "--reverse")) out.reverse = true;
  // iperf3's -d is --debug and it has no -r: only iperf 2 runs a dual or tradeoff test
  const iperf2 = c.program !== "iperf3";
  if (has(c, "--dualtest", "--full-duplex") || (iperf2 && has(c, "-d"))) out.dualtest = true;
  if (has(c, "--bidir")) out.bidirectional = true;
  if (has(c, "--tradeoff") || (iperf2 && has(c, "-r"))) out.tradeoff = true;
  const w = value(c, "-w", "--window");
  const bytes = w ? (parseSize(/[A-Za-z]$/.test(w) ? `${w.replace(/[Bb]$/, "")}B` : `${w}B`, true) ?? undefined) : undefined;
  if (bytes) out.window_bytes = bytes;
}

/** Programs that show a saved output rather than run a test. */
const VIEWERS = new Set(["cat", "jq", "less", "more", "head", "tail", "grep", "egrep", "type", "get-content", "bat", "zcat"]);
/** The file a viewer shows (`cat out.json`, `jq '.jobs[0]' out.json`), or null for any other command. */
export const viewedFile = (c: Command | null): string | null => (c && VIEWERS.has(c.program) ? (c.args.filter((a) => !a.startsWith("-")).pop() ?? null) : null);

/**
 * A configuration file by its place, its kind or its name: under /etc or /proc/sys, a `.conf`, `.cfg`, `.ini`, `.toml` …
 * file, or a data file named as one (`config.yaml`, `values.yml`, `settings.json`; a `results.yaml` may hold results).
 */
const CONFIGURATION = /^["']?(?:\/etc\/|\/proc\/sys\/)|\.(?:conf|cfg|ini|toml|properties|env)["']?$|(?:^|[/._-])(?:config|conf|settings|values)[^/]*\.(?:ya?ml|json)["']?$/i;

/**
 * `cat /etc/shaper.conf`, `less config.yaml`: the configuration file a viewer shows, whose figures are settings (`rate:
 * 10Gbps`, `sendRate: 500Mbps`), never results; null for any other command.
 */
export function shownConfiguration(c: Command | null): string | null {
  const file = viewedFile(c);
  return file && CONFIGURATION.test(file) ? file : null;
}

/**
 * The direction a storage benchmark's command sets, by its own options: dd's `if=` / `of=`, fio's `--rw=`, DiskSpd's
 * write percentage `-w` (0: reads, 100: writes). Null for other programs and for mixed loads left unnamed.
 */
export function commandDirection(c: Command): Operation | null {
  if (c.program === "dd") return ddDirection(c.text);
  if (c.program === "fio") {
    const rw = value(c, "--rw", "-rw", "--readwrite", "-readwrite");
    return rw === undefined ? null : rwMode(rw).operation;
  }
  if (c.program === "diskspd") {
    const w = c.args.map((a) => /^[-/]w(\d+)$/.exec(a)?.[1]).find((x) => x !== undefined);
    const pct = w === undefined ? 0 : Number(w);
    return pct === 0 ? "read" : pct === 100 ? "write" : "read_write";
  }
  return commandMode(c)?.operation ?? null;
}

/** The access pattern a benchmark command sets: dd streams (lexicon `sequential_tools`), fio's `--rw`, a mode word; null when it sets none. */
export function commandAccess(c: Command): Access | null {
  // hdparm streams only when it times reads (`-t`, `-T`); `-I` and the rest only show or set the drive
  if (c.program === "hdparm") return c.args.some((a) => /^-[a-zA-Z]*[tT]/.test(a)) ? "sequential" : null;
  if (streamingTool(c.program)) return "sequential";
  if (c.program === "fio") {
    const rw = value(c, "--rw", "-rw", "--readwrite", "-readwrite");
    return rw === undefined ? null : rwMode(rw).access;
  }
  return commandMode(c)?.access ?? null;
}

/** The mode word a benchmark takes as a positional argument (`rados bench … write`, `sysbench … seqwr`; descriptors.json `command_modes`), with what it measures. */
export function commandMode(c: Command): { operation?: Operation; access?: Access } | null {
  const modes = descriptorWords.command_modes.programs[c.program];
  if (!modes) return optionMode(c);
  for (const a of c.args) {
    const word = (a.startsWith("--") && a.includes("=") ? a.slice(a.indexOf("=") + 1) : a).toLowerCase();
    const mode = Object.hasOwn(modes, word) ? modes[word] : undefined;
    if (mode) return { operation: mode.operation, access: mode.access };
  }
  return null;
}

/** One word of letters that an option takes as its value (`-o read`, `--op=write`, `--mode randread`). */
const OPTION_WORD = /^[a-z_-]{2,12}$/i;

/**
 * The operation a program's option names by a word of the descriptor grammar alone (`nvmecontrol perftest -o read`,
 * `--op=write`, `--mode randread`), for a program the grammar lists no mode words for: one read, write or mix, or null.
 */
function optionMode(c: Command): { operation?: Operation; access?: Access } | null {
  const found = new Map<Operation, Access | undefined>();
  c.args.forEach((a, i) => {
    const inline = /^--?[a-z][\w-]*=(.+)$/i.exec(a)?.[1];
    const word = inline ?? (/^--?[a-z][\w-]*$/i.test(a) ? c.args[i + 1] : undefined);
    if (!word || !OPTION_WORD.test(word)) return;
    const d = describe(word);
    if (d.operation === "read" || d.operation === "write" || d.operation === "read_write") found.set(d.operation, d.access ?? undefined);
  });
  if (found.size !== 1) return null;
  const [operation, access] = [...found][0]!;
  return access ? { operation, access } : { operation };
}

/** The block size a storage benchmark's command runs with (dd's `bs=1m` or its default 512, fio's `--bs=4k`), in bytes; null when unknown. */
export function commandBlockSize(c: Command): number | null {
  // dd without `bs=`, `ibs=` or `obs=` copies in 512-byte blocks
  if (c.program === "dd") return /(?:^|\s)[io]?bs=/.test(c.text) ? ddBlockSize(c.text) : 512;
  // the option the program takes its block size from (descriptors.json `command_block_size`)
  const known = descriptorWords.command_block_size.programs[c.program];
  const bs = known ? value(c, ...known.options) : undefined;
  if (!known || !bs || !/^\d/.test(bs)) return null;
  // `4k`, `4KiB`, `1M`; a bare number in the program's own unit (`iozone -r 4` is 4 kB)
  return parseSize(/^\d+$/.test(bs) ? `${bs}${known.bare}` : /B$/i.test(bs) ? bs : `${bs}B`, true);
}

/** Conditions and direction a command line gives its output, by what the program is and how it was called. */
export function commandFacts(c: Command, mounts: readonly Mount[] = []): CommandFacts {
  // the machine the prompt names ran the command: runs on two machines are told apart by it
  const conditions: Conditions = c.host ? { prompt_host: c.host } : {};
  let operation: Operation | null = null;
  const program = c.program;
  if (/^iperf3?$/.test(program)) iperfFacts(c, conditions);
  else if (program === "netperf") {
    const test = value(c, "-t")?.toUpperCase();
    if (test && /^(TCP|UDP|SCTP)_/.test(test)) conditions.test = test;
  } else if (program === "cat" || program === "pv") {
    // `cat big.tar > copy.tar`: a file streamed into another is a copy; into /dev/null it is a read
    const to = c.args[c.args.indexOf(">") + 1];
    if (c.args.includes(">") && to) operation = to === "/dev/null" ? "read" : "copy";
  } else if (/^(scp|sftp|rsync|cp|mv|ascp|pscp|robocopy|copy|xcopy|pcp|mcp|fcp|xcp|dcp)$/.test(program)) {
    const d = copyDirection(c, mounts);
    operation = d.operation;
    if (d.far) conditions.target_path = d.far;
    const remote = d.far !== null && REMOTE_RE.test(d.far);
    if (program === "scp" || program === "pscp") conditions.protocol = "SCP";
    else if (program === "sftp") conditions.protocol = "SFTP";
    else if (program === "ascp") conditions.protocol = "FASP";
    else if (program === "rsync" && remote) conditions.protocol = "rsync";
    else if (d.protocol) conditions.protocol = d.protocol;
    const cipher = value(c, "-c");
    if (cipher && (program === "scp" || program === "pscp")) conditions.cipher = cipher;
    if ((program === "scp" && has(c, "-C")) || (program === "rsync" && (has(c, "-z", "--compress") || c.args.some((a) => /^-[a-yA-Z]*z/.test(a))))) conditions.compression = true;
  } else if (/^(ncftpput|ncftpget|ftp|lftp|ncftp)$/.test(program)) {
    conditions.protocol = "FTP";
    operation = program === "ncftpput" ? "write" : program === "ncftpget" ? "read" : null;
  } else if (program === "curl" || program === "wget") {
    const url = c.args.find((a) => /^[a-z]+:\/\//i.test(a));
    const scheme = url ? /^([a-z]+):/i.exec(url)?.[1]?.toUpperCase() : undefined;
    if (scheme) conditions.protocol = scheme;
    operation = program === "curl" && has(c, "-T", "--upload-file", "-F", "--form") ? "write" : "read";
  } else if (program === "smbclient") {
    conditions.protocol = "SMB";
  } else if (program === "fio") {
    // the file or directory the job ran on (`--filename=/dev/nvme0n1`, `--directory=/home/fio`): a device is the one under test
    const target = value(c, "--filename", "--directory", "-filename", "-directory");
    if (target && /^\/dev\/\S+$/.test(target)) conditions.device = target;
    else if (target && !target.includes(":")) conditions.target_path = target;
  } else if (program === "hdparm") {
    // the device the command names: the output's own `/dev/sda:` line, when a `| grep Timing` did not cut it, says the same
    const devices = c.args.filter((a) => /^\/dev\/\S+$/.test(a));
    if (devices.length === 1 && devices[0]) conditions.device = devices[0];
  } else if (program !== "dd") {
    // any other benchmark's option naming the directory or file it ran on (`disk_test --test_dir /run/media/u/FAT_DISK/`)
    const target = value(c, ...descriptorWords.command_target_options.options);
    if (target && /^(?:\/|~\/|\.{1,2}\/|[A-Za-z]:\\)/.test(target) && !/^\/dev\//.test(target)) conditions.target_path = target;
  }
  if (program === "dd") {
    for (const a of c.args) {
      const m = /^(if|of)=(.+)$/.exec(a);
      // the disk a dd reads or writes whole (`if=/dev/mmcblk0`, `of=/dev/sdb`) is the device under test, as hdparm's is
      if (m?.[2] && /^\/dev\/(?:sd[a-z]+|hd[a-z]+|vd[a-z]+|nvme\d+n\d+|mmcblk\d+|disk\d+|rdisk\d+)(?:p?\d+)?$/.test(m[2])) conditions.device = m[2];
      if (!m?.[2] || m[2].startsWith("/dev/")) continue;
      conditions.target_path = m[2];
      const mount = mountOf(m[2], mounts);
      if (mount?.protocol) conditions.protocol = mount.protocol;
    }
  }
  return { conditions, operation };
}
