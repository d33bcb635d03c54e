import { regExpOf } from "../../normalise/regExpOf.ts";
import type { Extraction } from "../../model/records.ts";
import { isAside, isMeasurement, leadsWithRate, OS_CODENAME, partGrammar, saysRuns, SOC_NUMBERS, statesLimit } from "./partGrammarData.ts";
import { alt, partTerms, wordRe } from "./partTerms.ts";
import { lexicon } from "../../normalise/lexicon.ts";
import { HARDWARE, MACHINE_NOUN } from "./reportParts.ts";
import { machineLineIn } from "./machineModel.ts";
import { escapeRegExp } from "../../normalise/escapeRegExp.ts";
import { isSoftwareName, specKindForLabel } from "./specTerms.ts";
import { allMatches } from "../../normalise/allMatches.ts";

const SPEC_LINE = /^\s*[・•●◆◇■□\-*]?\s*[^:：=]{1,30}?\s*[:：]/;
/** A shell prompt before a command (`pi@desk:/ $ rsync -vrth …`, `$ scp …`): the command is the tool a figure was measured with. */
const PROMPT = /^\s*(?:[\w.-]+@[\w.-]+(?::\S*)?\s*)?[$#%>]\s+\S/;
/** Software stated on a spec line (`VPN Software: strongSwan`), not a prompt's command or a sentence that leads into a block (`Now, let's try scp:`). */
const softwareLine = (raw: string) => SPEC_LINE.test(raw) && !PROMPT.test(raw) && !/[:：]\s*$/.test(raw.trim());
/** A file's name: a word with an extension of an archive, image, firmware or document (`UEFI_BSD_P20.zip`, `x64sas2.rom`). */
const FILE_NAME = /(?<![\s/])\.(?:zip|rar|7z|tar|tgz|gz|bz2|xz|iso|img|rom|bin|exe|msi|pdf|dmg|deb|rpm)(?![A-Za-z0-9])/i;
const BENCHMARKS = new Set((partTerms.software.benchmark ?? []).map((n) => n.toLowerCase()));
const OS_WORDS = new Set(["linux", ...(lexicon.spec_labels.os ?? [])]);
const OS_WORD = alt([...Object.values(lexicon.os_names).flat(), ...Object.keys(lexicon.os_abbreviations), ...Object.values(partTerms.os_extra).flat(), ...partTerms.nas_os]);
/** Operating systems listed one after another (`Ubuntu,Debian`, `TrueNAS/FreeBSD`, `Debian 6.0 / Ubuntu 12.04`, `CentOS7～8, Ubuntu20`, `RHEL7 and sles 11`). */
const OS_LIST = new RegExp(`(?<![A-Za-z])(?:${OS_WORD})(?:\\s*v?[\\d.]+(?:\\s*[～〜~-]\\s*[\\d.]+)?)?(?:\\s+LTS)?(?:\\s*[/／,，、・]\\s*|\\s+(?:and|or)\\s+)(?:${OS_WORD})(?![a-z])`, "i");
/** `running` and a system after a name: what the named machine runs. */
const RUNS_OS = new RegExp(`^\\s+running\\s+(?:${OS_WORD})(?![a-z])`, "i");
/** One system's releases listed after its name (`on FreeBSD 11.0, 12-r365301 and 13-r365248`): releases compared, no machine's own. */
const RELEASE_LIST = new RegExp(`(?<![A-Za-z])(?:${OS_WORD})\\s*v?\\d+(?:\\.\\d+)*(?:-[\\w.]+)?(?:\\s*,\\s*v?\\d+(?:\\.\\d+)*(?:-[\\w.]+)?)*(?:\\s*,)?\\s+(?:and|or)\\s+v?\\d+(?:\\.\\d+)*(?:-[\\w.]+)?(?![\\w.])`, "i");
/** What Linux and the BSDs call a network interface (the grammar's `interface_names`): a name the system gives, no product. */
const IFACE_NAME = new RegExp(partGrammar.interface_names);
/** Kinds of part whose names are written in Latin letters or digits (`ext4`, `Ubuntu`, `5.15`). */
const LATIN_NAMED = new Set(["filesystem", "os", "kernel"]);
/** What a system calls a storage controller (`c0` in Solaris, `mfi0`, `mps0`, `ciss0` in the BSDs, `host2` in Linux; `controller_names` of the grammar). */
const CONTROLLER_NAME = new RegExp(partGrammar.controller_names);
/** What a system calls a block device, and those that are no drive of their own (`device_names` of the grammar). */
const DEVICE_NAME = new RegExp(partGrammar.device_names.names);
const VIRTUAL_DEVICE = new RegExp(partGrammar.device_names.virtual);
/** A storage service named with a drive's word (`Google Drive`, `OneDrive`; `cloud_drives` of the grammar), and the size right after it. */
const CLOUD_DRIVE = new RegExp(`(?<![A-Za-z])(?:${alt(partGrammar.cloud_drives.names)})(?![A-Za-z])\\s*(?:が|は|の|:|：|=|of|uses?|used)?\\s*[\\d.,]+\\s*[KMGT]i?B`, "i");
/** A rate per second in a model (`9.19 Gbits/sec`, `940 Mbps`). */
const RATE_IN = /\d+(?:[.,]\d+)?\s*[KMGT]?(?:i?B|bits?|b)(?:\/s(?:ec)?|ps)(?![A-Za-z])/gi;
/** A product's token: letters and a digit in one word (`X540-T2`, `I350`). */
const PRODUCT_TOKEN = /(?<![\w.])(?=[\w-]*[A-Za-z])(?=[\w-]*\d)[\w-]{2,}/;
/** Kinds of part known by a product name, which a bare number never is. */
const NAMED = new Set(["nic", "switch", "disk", "nas", "raid_controller", "motherboard"]);
const PHRASE = new RegExp(`(?:^|\\s)(?:${alt(partGrammar.phrase_words)})(?:\\s|$)`, "i");
const WIDTH = /^\s*(?:x64|x86(?:[-_]64)?|amd64|arm64|aarch64|(?:32|64)[- ]?(?:bit|ビット)(?: (?:OS|operating system))?)\s*$/i;
const OTHER_HARDWARE = wordRe(partTerms.other_hardware_labels.filter((w) => w.length >= 3 || /[^\x00-\x7f]/.test(w)), "i");
/** Whether a sentence says the product is other hardware: the hardware's word, then `is`/`was`/`は`/`:` before the product's name. */
function calledOther(raw: string, model: string | null): boolean {
  const word = OTHER_HARDWARE.exec(raw);
  const at = model ? raw.indexOf(model) : -1;
  return Boolean(word && at > word.index && /^[^.。]{0,30}?(?:\s(?:is|was)\s|は|[:：])/.test(raw.slice(word.index + word[0].length, at)));
}
/** The drive noun in the plural right after a name (`… drives`, `… SSDs`, `… hard disks`; `… ディスク群` is not read), from the grammar's drive words. */
const DRIVES_AFTER = new RegExp(`^\\s*(?:${alt(partTerms.disk_words.filter((w) => /^[a-z ]+$/.test(w)).map((w) => (w.endsWith("s") ? w : `${w}s`)))})(?![A-Za-z])`, "i");
const DRIVE_WORD = wordRe([...partTerms.disk_words, ...(partGrammar.kind_words.disk ?? [])], "i");
const RAID_LEVEL = /RAID[\s-]*(\d{1,2}|Z\d?)(?![\d])/gi;
/** A RAID level alone, or with the pool's settings after it (`raidz1+comp=on`, `RAID10 + lz4`): a layout, no drive. */
const RAID_LEVEL_ALONE = /^RAID[\s-]*(?:\d{1,2}|Z\d?)(?:\s*\+\s*[\w=.-]+)*$/i;
/** A cloud's block volume types (`gp3`, `pd-balanced`; `cloud_volumes` of the grammar) as words. */
const VOLUME_TYPE = new RegExp(`(?<![\\w-])(?:${alt(Object.entries(partGrammar.cloud_volumes).flatMap(([vendor, names]) => (vendor.startsWith("$") ? [] : [names].flat())))})(?![\\w-])`, "gi");
const MEMORY_FS = new Set(partGrammar.memory_filesystems.map((f) => f.toLowerCase()));
/** A label that gives a sum of space (`Total Effective Storage`, `usable`, `使用可能容量`), not a drive. */
const CAPACITY_TOTAL = new RegExp(`^[^:：|]*?(?:(?<![A-Za-z])(?:${alt(partGrammar.capacity_total_words.filter((w) => /^[a-z]/i.test(w)))})(?![A-Za-z])|${alt(partGrammar.capacity_total_words.filter((w) => !/^[a-z]/i.test(w)))})`, "i");

/** A label that names the network a machine is on (`Network`, `NASのネットワーク`, `LAN`), not an adapter in it (`NIC`, `10GbE NIC`). */
const NETWORK_LABEL = new RegExp(`(?:^|の|\\s)(?:${alt(partGrammar.network_labels.words)})$`, "i");
/** A would-be model that starts with a link's rate (`300Mbps over USB 2.0`): the rate is what the words describe. */
const leadsWithLinkRate = (model: string) => isMeasurement(/^\s*[~約]?\s*[\d.,]+\s*[^\s\d.,]+/.exec(model.normalize("NFKC"))?.[0] ?? "");
/** The label of a spec line (`NASのネットワーク` of `NASのネットワーク：1GbE`), or "". */
const labelOf = (raw: string) => /^\s*[・•●◆◇■□\-*]?\s*([^:：=]{1,30}?)\s*[:：]/.exec(raw)?.[1]?.trim() ?? "";

/** The head of a table row a part was read from (`Network` of `Network loopback`): the row's text before the model, or before its first figure. */
function rowLabel(c: Extraction["components"][number]): string {
  if (!/\/r\d+$/.test(c.locator ?? "")) return "";
  const at = c.model ? c.raw.indexOf(c.model) : c.raw.search(/\d/);
  return at > 0 ? c.raw.slice(0, at).trim() : "";
}

/** A benchmark's name, with or without its version (`iperf3`, `fio 3.28`, `CrystalDiskMark 8.0.4 x64`). */
const isBenchmark = (model: string) => BENCHMARKS.has(model.toLowerCase()) || BENCHMARKS.has(model.toLowerCase().replace(/\s+v?\d[\w.\-]*(?:\s+x(?:64|86))?$/, "")) || gluedVersion(model.toLowerCase());
/** A benchmark's name with its version glued on (`iperf3.9`, `fio-3.28`): the name, then a separator or a digit, then the version. */
function gluedVersion(name: string): boolean {
  for (let end = name.length - 1; end > 1; end--) if (BENCHMARKS.has(name.slice(0, end)) && /^[.\-_]?v?\d[\d.]*$/.test(name.slice(end))) return true;
  return false;
}

/** Whether a text names two or more RAID levels (`RAID 0, RAID 5 and RAID 10`): the levels compared, not one array. */
const namesLevels = (text: string) => new Set([...allMatches(text, RAID_LEVEL)].map((m) => m[1]?.toUpperCase())).size >= 2;

const BOUND = new RegExp(`^\\s*(?:[)）]\\s*)?(?:${alt(partGrammar.version_bounds.words)})(?![A-Za-z])`, "i");
const squeezed = (s: string) => s.normalize("NFKC").replace(/\s+/g, "").toLowerCase();

/** The text right after the part's model as the page spells it (spaces aside), or null when the model is not written there. */
function after(raw: string, model: string): string | null {
  return around(raw, model)?.after.toLowerCase() ?? null;
}

/** Whether a sentence gives the system's version as a bound (`SUSE (SLES12SP4 以降)`, `Ubuntu 20.04 or later`): a requirement, not a machine's system. */
function asBound(raw: string, model: string): boolean {
  // the model as the page spells it, spaces aside (`SLES 12SP4` is written `SLES12SP4`)
  return BOUND.test(after(raw, model) ?? "x");
}

/** A series word right after a product's name (`… 9000 series`, `… シリーズ`). */
const SERIES_AFTER = new RegExp(`^\\s*(?:${alt(partGrammar.series_words)})(?![A-Za-z])(?!\\s*\\d)`, "i");

/** Kinds of part known by a name rather than a model number. */
const NAME_KINDS = new Set(["software", "os", "filesystem"]);
const WORD_BEFORE = /[A-Za-z0-9][-_]$/;
const WORD_AFTER = /^[-_][A-Za-z]/;

/**
 * Whether every place a text names the model, spaces aside, joins it to another word by a hyphen or underscore (`Ext2-devel`, `KVM-GO`;
 * a host's name `ubuntu26-test` read as `Ubuntu 26`).
 */
function onlyInIdentifiers(raw: string, model: string): boolean {
  const text = raw.normalize("NFKC");
  const chars = [...squeezed(model)].map((ch) => escapeRegExp(ch)).join("\\s*");
  if (!chars) return false;
  let seen = false;
  for (const m of allMatches(text, regExpOf(chars, "gi"))) {
    seen = true;
    const end = m.index + m[0].length;
    if (!WORD_BEFORE.test(text.slice(Math.max(0, m.index - 2), m.index)) && !WORD_AFTER.test(text.slice(end, end + 2))) return false;
  }
  return seen;
}

/** Why a recorded part is no part: a measured figure or a clause where its model should be, or a passing mention in a sentence about what a product lacks. */
function refusal(c: Extraction["components"][number]): string | null {
  if (c.model && (isMeasurement(c.model) || leadsWithRate(c.model))) return `a measured figure is no part (${c.kind}): ${c.model}`;
  // product names are written in Latin letters, digits, katakana and kanji; a run of hiragana is a clause (`VLAN に対応している`)
  if (c.model && /[\u3041-\u309f]{2}/.test(c.model)) return `a sentence is no part's model (${c.kind}): ${c.model}`;
  // a sentence under a part's label (`CPU: コアあたりのスループットは控えめだが、4コアの…`) names no part when nothing but a count was read from it
  if (!c.model && !c.vendor && !c.capacityBytes && !c.clockHz && !c.speedBps && /[\u3041-\u309f]{3}/.test(c.raw.replace(SPEC_LINE, ""))) return `a sentence is no part (${c.kind}): ${c.raw.slice(0, 60)}`;
  // … nor one that ends a sentence and goes on (`MemTest86 元祖メモリテスト. メモリ全体のテストを行う.`: a tool's description under a kind's heading)
  if (c.model && /(?:。|\.\s+)[^\x00-\x7f]/.test(c.model)) return `a sentence is no part's model (${c.kind}): ${c.model.slice(0, 60)}`;
  // a part that names nothing at all — no model, maker, size, clock, speed or count (`memtester` under a heading `Memory`)
  if (!c.model && !c.vendor && !c.capacityBytes && !c.clockHz && !c.speedBps && c.count == null) return `nothing named is no part (${c.kind}): ${c.raw.slice(0, 60)}`;
  // a link's speed alone under the network's label is the network the figures ran over (their condition), no adapter of the machine
  // (also one the words after it say how the link is made: `Wired Network: 300Mbps over USB 2.0`)
  if (c.kind === "nic" && !c.vendor && (!c.model ? c.speedBps : leadsWithLinkRate(c.model)) && NETWORK_LABEL.test(labelOf(c.raw) || rowLabel(c))) return `a network's speed is no NIC: ${c.raw.slice(0, 60)}`;
  // … and a word alone there (`Network | loopback`, `Network: LAN`) is the network, not an adapter's name
  if (c.kind === "nic" && !c.vendor && c.model && !/\d/.test(c.model) && !c.speedBps && NETWORK_LABEL.test(labelOf(c.raw) || rowLabel(c))) return `a network is no NIC: ${c.raw.slice(0, 60)}`;
  // nor do they start with a function word in lower case (`one for Z390/i9-9900K PC`, `the one in the box`)
  if (c.model && /^(?:one|for|the|a|an|with|and|of|to|in|on|from|by)\s/.test(c.model)) return `a phrase is no part's model (${c.kind}): ${c.model}`;
  // … nor hold a verb or a preposition of a clause (`Connected through a UniFi router`, `iperf3 from Plex server to client`,
  // `Micron has announced`)
  if (c.model && NAMED.has(c.kind) && PHRASE.test(c.model)) return `a phrase is no part's model (${c.kind}): ${c.model}`;
  // … nor end with a preposition: a clause cut where its object begins (`tested on` of `NVMe PCIe SSD, tested on 10GB file`)
  if (c.model && NAMED.has(c.kind) && /\s(?:on|at|in|for|with|of|to|by)$/.test(c.model)) return `a phrase is no part's model (${c.kind}): ${c.model}`;
  // a machine's own parts are read from its description; only parts named in passing can stand in an aside
  if (!c.system && !specLine(c.raw) && isAside(c.raw)) return `part (${c.kind}) named in a sentence about what a product lacks or might do`;
  // a number alone where a product's name should be is a figure under a label (`Fast Ethernet: 95`, `Ethernet hub: 7,5`)
  if (c.model && NAMED.has(c.kind) && !c.capacityBytes && /[:：]\s*[~約≒]?\s*\d[\d.,\s]*$/.test(c.raw) && /^[~約≒]?\s*\d[\d.,\s]*$/.test(c.model.trim())) return `a number is no part's name (${c.kind}): ${c.model}`;
  // a times sign where the model should be (`2+1 x 4TiB spinning disks`: a count of drives, not a drive `x`)
  if (c.model && /^[x×*]$/i.test(c.model.trim())) return `a times sign is no part's model (${c.kind}): ${c.raw.slice(0, 60)}`;
  // an architecture or a width of words where the part should be (`OS Type: 64-bit`, `Processor Type: x64`)
  if ((c.kind === "os" || c.kind === "cpu") && WIDTH.test(c.model ?? c.raw.replace(SPEC_LINE, ""))) return `a width of words is no part (${c.kind}): ${c.raw.slice(0, 60)}`;
  // a maker's name for a kind of drive, followed by the drive noun in the plural (`the WD Advanced Format drives`, `Seagate SMR disks`): a
  // class of products, no drive of the machine; a model number (`WD20EARS drives`) names one
  if (c.kind === "disk" && c.model && !/\d/.test(c.model) && !c.capacityBytes && !c.system && !specLine(c.raw) && DRIVES_AFTER.test(after(c.raw, c.model) ?? "")) return `a class of drives is no drive: ${c.model}`;
  // a product a sentence calls other hardware and no drive (`The power supply pictured here is a 450 Watt CORSAIR SF450`): a maker of drives makes it
  if (c.kind === "disk" && !c.capacityBytes && !c.system && !SPEC_LINE.test(c.raw) && calledOther(c.raw, c.model ?? null) && !DRIVE_WORD.test(c.raw)) return `other hardware is no drive: ${c.model}`;
  // a name joined into another name wherever it is written (`[Ext2-devel]`, a list's name; `KVM-GO`, a product; `rsync-benchmarks`)
  if (c.model && NAME_KINDS.has(c.kind) && !/^pre\[/.test(c.locator ?? "") && onlyInIdentifiers(c.raw, c.model)) return `a name inside another name is no part (${c.kind}): ${c.model}`;
  // a machine named after a system, before the system it runs (`Sandy CentOS running Scientific Linux release 6.10 …`): its name, no part
  if (c.kind === "os" && c.model && RUNS_OS.test(after(c.raw, c.model) ?? "")) return `a machine's name is no system it runs: ${c.model}`;
  // a file's name where the model should be (`UEFI_BSD_P20.zip. After unzipping, …`, a firmware package to download): no product
  if (c.model && NAMED.has(c.kind) && FILE_NAME.test(c.model)) return `a file's name is no part (${c.kind}): ${c.model}`;
  // a reference to a figure or table in brackets after a part's word (`メモリ階層ごとの… (Figure 6)`)
  if (c.model && /^(?:fig(?:ure)?\.?|table|図|表)\s*\d+$/i.test(c.model.trim())) return `a reference to a figure is no part (${c.kind}): ${c.model}`;
  // words without a version under a tool's own name (`iperf3: Throughput measurement`, a README's list of the tools used) say what
  // the tool does: no release of it
  if (c.kind === "software" && c.model && !/\d/.test(c.model) && /^[A-Za-z]+\s+[a-z]/.test(c.model) && isSoftwareName(labelOf(c.raw))) return `a tool's description is no software: ${c.model}`;
  // a setting under a software label (`SSH：パスワード認証`): software is named in Latin letters
  if (c.kind === "software" && c.model && !/[A-Za-z]/.test(c.model)) return `a setting is no software: ${c.model}`;
  // an image's or volume's id where the system should be (`AMI: ami-0abcdef1234567890`): it names no release
  if ((c.kind === "os" || c.kind === "disk") && c.model && /^[a-z]{2,5}-[0-9a-f]{8,17}$/i.test(c.model.trim())) return `an id is no part (${c.kind}): ${c.model}`;
  // an address where the model should be (`Network: 192.168.1.0/24`)
  if (c.model && /^\d{1,3}(?:\.\d{1,3}){3}(?:\/\d{1,2})?$/.test(c.model.trim())) return `an address is no part (${c.kind}): ${c.model}`;
  if ((c.kind === "os" || c.kind === "kernel") && !c.system && c.model && /\d/.test(c.model) && asBound(c.raw, c.model)) return `a version bound is no machine's system (${c.kind}): ${c.model}`;
  // `The windows 32 and 64 bit version`: a width of words, not a release of the system
  if (c.kind === "os" && c.model && /\s(?:32|64)$/.test(c.model) && /^\s*(?:-?\s*bits?\b|(?:and|or|\/)\s*(?:32|64))/.test(after(c.raw, c.model) ?? "")) return `a width of words is no system's version: ${c.model}`;
  // systems listed one after another in passing are alternatives a sentence names, not the system of a machine tested
  if (c.kind === "os" && !c.system && !SPEC_LINE.test(c.raw) && !/^pre\[/.test(c.locator ?? "") && (OS_LIST.test(c.raw) || RELEASE_LIST.test(c.raw))) return `operating systems listed in passing are no machine's part: ${c.model}`;
  // the space a machine offers in sum (`Total Effective Storage 15.7TB`, `about 5TiB usable`) is no drive
  if (c.kind === "disk" && !c.model && !c.vendor && c.capacityBytes && CAPACITY_TOTAL.test(c.raw.split(/\d/)[0] ?? "")) return `a total of space is no drive: ${c.raw.slice(0, 60)}`;
  // a file system kept in memory (`RAMディスク(tmpfs)`, `Storage1: tmpfs 6GB`) is where a test put its files, not a drive or a drive's file system
  if ((c.kind === "filesystem" || c.kind === "disk") && MEMORY_FS.has((c.model ?? "").toLowerCase())) return `a file system in memory is no part: ${c.model}`;
  // a RAID level where a drive's model should be (a results table's row `RAID5`, `3X WD 160 GB RAID0`) is the drives' configuration
  if (c.kind === "disk" && c.model && RAID_LEVEL_ALONE.test(c.model.trim())) return `a RAID level is no drive: ${c.model}`;
  // two or more of a cloud's volume types in one sentence or title (`Choosing an EBS volume type: gp2, gp3, io1, io2`) are the types compared
  if (c.kind === "disk" && !c.system && c.attrs?.["cloud_volume"] && new Set([...allMatches(c.raw, VOLUME_TYPE)].map((m) => m[0].toLowerCase())).size >= 2) return `cloud volume types listed together are no machine's drive: ${c.model}`;
  // the name the system gives an interface (`enp138s0f0np0`, `eth0`, `wlan0`) is where the figures ran, no adapter's product name
  if (c.kind === "nic" && c.model && IFACE_NAME.test(c.model.trim())) return `an interface's name is no NIC's model: ${c.model}`;
  // a product is named in Latin letters or digits; a word of the sentence alone (`NIC: 同一`, the same) names none, and neither does a
  // table's next head after a kind's (`ファイルシステム | 総合タイム(秒)`) name a file system, a system or a kernel
  if (c.model && (NAMED.has(c.kind) || LATIN_NAMED.has(c.kind)) && !/[A-Za-z0-9Ａ-Ｚａ-ｚ０-９]/.test(c.model.replace(/[(（][^)）]*[)）]/g, ""))) return `a word is no part's model (${c.kind}): ${c.model}`;
  // a size beside a storage service whose name holds a drive's word (`Google Drive が 11.2GB`) is data kept there, no drive
  if (c.kind === "disk" && !c.model && !c.vendor && CLOUD_DRIVE.test(c.raw)) return `a storage service is no drive: ${c.raw.slice(0, 60)}`;
  // the name the system gives a controller (`c0`, `mfi0`, `host2`) is where the drives hang, no product
  if (c.kind === "raid_controller" && c.model && CONTROLLER_NAME.test(c.model.trim())) return `a controller's name is no model: ${c.model}`;
  // `sda`, `nvme0n1` as a drive's model: the name the system gives it; a loop file, RAM disk or md/dm volume is no drive at all
  if (c.kind === "disk" && c.model && DEVICE_NAME.test(c.model.trim())) return `a block device's name is no drive's model: ${c.model}`;
  if (c.kind === "disk" && typeof c.attrs?.["device"] === "string" && VIRTUAL_DEVICE.test(c.attrs["device"])) return `a loop, RAM or volume device is no drive: ${c.attrs["device"]}`;
  // a link's measured rate between two ends where an adapter's name should be (`Host Network: A <--> B // 9.19 Gbits/sec`)
  if ((c.kind === "nic" || c.kind === "switch") && c.model && regExpOf(RATE_IN.source, "i").test(c.model) && !PRODUCT_TOKEN.test(c.model.replace(RATE_IN, " "))) return `a measured figure is no part (${c.kind}): ${c.model}`;
  // a setting's key path where a label should be (`limits.memory: 16GB`, `resources.requests.memory`): a limit set, no part
  if (/^[a-z_][\w-]*(?:\.[a-z_][\w-]*)+$/i.test(labelOf(c.raw))) return `a setting's key is no part's label (${c.kind}): ${labelOf(c.raw)}`;
  // a bare number as a processor, with neither its maker nor a clock (`~2016個`, a count in a sentence)
  if (c.kind === "cpu" && c.model && /^\d+$/.test(c.model.trim()) && !c.vendor && !c.clockHz) return `a number is no processor: ${c.raw.slice(0, 60)}`;
  // a maker's series named in a sentence (`support for Ryzen 9000 series CPUs`, `EPYC 9004シリーズ`) is no one part; a spec line's value
  // stays, and so does a product whose name ends with the word and which is given a size (`a Samsung 830 Series 256GB SSD`)
  if (c.model && HARDWARE.has(c.kind) && !c.capacityBytes && !specLine(c.raw) && SERIES_AFTER.test(after(c.raw, c.model) ?? "")) return `a series of products is no part (${c.kind}): ${c.model}`;
  // an OS's image with its size (`Debian のイメージ (3.7GB, …)`, `OS X El Capitan images, 6GB`) is data copied, not a system a machine runs
  if (c.kind === "os" && c.model && IMAGE_WITH_SIZE.test(after(c.raw, c.model) ?? "")) return `an operating system's image with its size is data, no part: ${c.model}`;
  // an OS's name before a site's word (`the Armbian forum`, `the Arch wiki`, `Ubuntu フォーラム`) names the site, not a system a machine runs
  if (c.kind === "os" && c.model && SITE_AFTER.test(after(c.raw, c.model) ?? "")) return `a site named after a system is no part: ${c.model}`;
  // a series written with a placeholder (`Kernel 2.6.xx`, `5.x`) is no release a machine runs
  if ((c.kind === "kernel" || c.kind === "os") && c.model && /\d\.x{1,2}$/i.test(c.model.trim())) return `a series is no release (${c.kind}): ${c.model}`;
  // a RAID level a sentence, list item or heading names on no machine is the configuration the figures were measured in (their `raid`);
  // the report's title, a spec line and tool output keep theirs
  if (proseArray(c) && c.locator !== "title") return `a RAID level on no machine is the figures' configuration: ${c.model ?? c.raw.slice(0, 40)}`;
  // the word for an operating system is no kernel's name (`OSカーネル` is no kernel `OS`)
  if (c.kind === "kernel" && c.model && OS_WORDS.has(c.model.trim().toLowerCase())) return `the word for an operating system is no kernel: ${c.model}`;
  // a board named by the number of its system on a chip (`the smallest RK3399 board around`) names its processor, no board's model
  if (c.kind === "motherboard" && c.model && SOC_NUMBERS.some((n) => regExpOf(`^(?:${n.source})$`, "i").test(c.model?.trim() ?? ""))) return `a system on a chip's number is no board's model: ${c.model}`;
  // what a sheet writes where the value is not known (`Controller | TBD`, `N/A`, `未定`) names no part
  if (c.model && PLACEHOLDERS.has(c.model.trim().toLowerCase())) return `a placeholder is no part's model (${c.kind}): ${c.model}`;
  // a device lspci knows only by its id (`SK hynix Device 174a`: its database has no name for it) names no model
  if (c.model && c.attrs?.["pci_class"] && /(?:^|\s)Device [\da-f]{4}$/i.test(c.model.trim())) return `a device known by its PCI id alone names no model (${c.kind}): ${c.model}`;
  return null;
}

/** An image's word right after a system's name (or its release's name: `El Capitan images`), then its size (`のイメージ (3.7GB`, ` images, 6GB`). */
const IMAGE_WITH_SIZE = /^\s*(?:[a-z][\w.-]*\s+){0,2}?(?:の\s*)?(?:images?|イメージ|ISO)(?![A-Za-z])[^.。\d]{0,12}\d+(?:[.,]\d+)?\s*[KMGT]i?B(?![A-Za-z])/i;
/** A site's word right after a name (`forum`, `wiki`, `mailing list`, `フォーラム`). */
const SITE_AFTER = /^\s*(?:forums?|wiki|community|mailing\s+lists?|subreddit|documentation|docs|website|フォーラム|コミュニティ|メーリングリスト)(?![A-Za-z])/i;
/** The object of using, right after a name (`CentOS を使用して`, `を使っています`, `を利用`). */
const USED_AFTER = /^\s*を\s*(?:使用|使っ|使い|利用)/;
const PLACEHOLDERS = new Set(partGrammar.placeholder_values.words.map((w) => w.toLowerCase()));
const NEEDS_HARDWARE = new Set(partGrammar.os_needing_hardware.names.map((n) => n.toLowerCase()));

/** A release named by a word, not a number (`Windows XP`, `Windows Vista`, `Windows Me`): a version, as `Windows 7` is. */
const RELEASE_NAMED = new RegExp(`\\s(?:${alt(partGrammar.os_versions.filter((v) => !/\d/.test(v)))})$`, "i");

/**
 * An OS named by its family alone in a sentence (`Ubuntu の LTS が出たら…`, `Because FreeNAS is based on FreeBSD`, `macOS can't allocate more`)
 * is no machine's unless the sentence puts it on one: a machine word or line (`Raspberry Pi 3B+`), a word of running it, or hardware named beside it.
 */
function inPassing(c: Extraction["components"][number], all: Extraction["components"]): string | null {
  // a name that is also a company's (`redhat`), alone, needs hardware or a kernel named beside it, wherever it is written; a word for a
  // machine is not enough (`stay away from redhat for file servers`)
  if (c.kind === "os" && !c.system && NEEDS_HARDWARE.has((c.model ?? "").toLowerCase()) && !all.some((o) => o !== c && o.locator === c.locator && (HARDWARE.has(o.kind) || o.kind === "kernel"))) return `an operating system named in passing, on no machine: ${c.model}`;
  if (c.kind !== "os" || c.system || /\d/.test(c.model ?? "") || RELEASE_NAMED.test(c.model ?? "") || OS_CODENAME.test(c.model ?? "") || SPEC_LINE.test(c.raw) || /^pre\[/.test(c.locator ?? "")) return null;
  const beside = all.some((o) => o !== c && o.locator === c.locator && HARDWARE.has(o.kind));
  // the system as the object the writer uses (`今回、CentOS を使用していますが…`): the one the machine runs
  if (MACHINE_NOUN.test(c.raw) || machineLineIn(c.raw) || saysRuns(c.raw) || beside || USED_AFTER.test(after(c.raw, c.model ?? "") ?? "")) return null;
  return `an operating system named in passing, on no machine: ${c.model}`;
}

/**
 * Whether a would-be part is what the figures' conditions or the sentence's topic already say: the benchmark that measured (their
 * `tool`), software named in passing (software parts are what a machine runs: DPDK, Proxmox VE, an iSCSI target), or RAID levels the sentences compare (`RAID 0, RAID 5
 * and RAID 10`, or one level a sentence: their `raid`). Such a mention is understood, so it is neither a part nor a reject.
 */
function aCondition(c: Extraction["components"][number], compared: Set<number>): boolean {
  // software named in passing (`Docker uses ZFS backend`, `[付録 B] Samba のパフォーマンスチューニング`) is what the sentence is about,
  // unless it says a machine runs it; a spec line's and the report title's (what the report tests) stay
  if (c.kind === "software") return Boolean(c.model && isBenchmark(c.model)) || PROMPT.test(c.raw) || (!c.system && c.locator !== "title" && !softwareLine(c.raw) && !saysRuns(c.raw)) || (c.locator === "title" && titleTopic(c));
  // a repository's title (`owner/repo: Drive speed testing utility for Windows, Linux and Mac OSX`, `… at main · owner/repo`)
  // names what the repository is about and what it runs on, no machine's software
  if ((c.kind === "os" || c.kind === "filesystem") && c.locator === "title" && REPOSITORY_TITLE.test(c.raw)) return true;
  return proseArray(c) && (namesLevels(c.raw) || compared.has(c.report));
}

const PLATFORMS = new Set((partTerms.software.platform ?? []).map((n) => n.toLowerCase()));
/** Transfer commands (`scp`, `rsync`, `curl`): in a title without a version, what the figures were measured with, as a benchmark is; a product (`Aspera CLI`) stays. */
const TRANSFERS = new Set((partTerms.software.transfer ?? []).filter((n) => /^[a-z0-9]+$/.test(n)));
/** A repository's page title: `owner/repo: description`, or a file's `path at branch · owner/repo`. */
const REPOSITORY_TITLE = /^[\w.-]+\/[\w.-]+:\s|\sat\s[\w./-]+\s·\s[\w.-]+\/[\w.-]+\s*$/;
/** Tools a title sets against each other (`SCP vs rsync vs SMB vs FTP`): the figures' tools. */
const COMPARED = /\s(?:vs\.?|versus)\s|\s対\s/i;

/**
 * Software the page's title names as its topic rather than as what a machine runs: a platform or a transfer tool without its version (`Docker Network
 * Tests under Host/Bridge Mode`, `[付録 B] Samba のパフォーマンスチューニング`, `scp performance`), tools the title compares, and names in a repository's title.
 */
function titleTopic(c: Extraction["components"][number]): boolean {
  const name = (c.model ?? "").toLowerCase();
  return ((PLATFORMS.has(name) || TRANSFERS.has(name)) && !/\d/.test(name)) || COMPARED.test(c.raw) || REPOSITORY_TITLE.test(c.raw);
}

/** A RAID array read from a sentence or heading, on no machine. */
const proseArray = (c: Extraction["components"][number]) => c.kind === "raid_array" && !c.system && !SPEC_LINE.test(c.raw);

/** Reports whose sentences name two or more RAID levels between them (`RAID5のテスト` … `RAID1の時よりも` … `RAID0(ストライピング)`): the levels compared. */
function levelsCompared(all: Extraction["components"]): Set<number> {
  const levels = new Map<number, Set<string>>();
  for (const c of all.filter(proseArray)) for (const m of allMatches(c.raw, RAID_LEVEL)) levels.set(c.report, (levels.get(c.report) ?? new Set()).add(m[1]?.toUpperCase() ?? ""));
  return new Set([...levels].filter(([, l]) => l.size >= 2).map(([r]) => r));
}

/**
 * A product already named as a part of its own kind and called a `board` elsewhere (`the HPM5G mPCIe radio`, then `the HPM5G
 * board was identified`) is that part, not a motherboard: `board` is said of radios, cards and single-board computers too.
 */
function boardAgain(c: Extraction["components"][number], all: Extraction["components"]): string | null {
  if (c.kind !== "motherboard" || c.system || !c.model || !/\d/.test(c.model) || SPEC_LINE.test(c.raw)) return null;
  const model = c.model.toLowerCase();
  return all.some((o) => o !== c && o.report === c.report && o.kind !== "motherboard" && NAMED.has(o.kind) && o.model?.toLowerCase() === model) ? `a product named as another part is no board: ${c.model}` : null;
}

/**
 * A line a machine's parts list reads as one kind (`2x256MB Corsair (TWINX3200LL) Memory`: memory) is no part of another kind that
 * a sentence reader took from the same line by the same maker (a drive for the size beside a maker of drives).
 */
function readAsOther(c: Extraction["components"][number], all: Extraction["components"]): string | null {
  if (c.system || !c.vendor) return null;
  const own = all.find((o) => o !== c && o.system && o.report === c.report && o.locator === c.locator && o.kind !== c.kind && o.vendor === c.vendor);
  return own ? `a line read as its machine's ${own.kind} is no ${c.kind}: ${c.raw.slice(0, 60)}` : null;
}

const CAPTION_LABELS = new Set(partGrammar.caption_labels.words.map((w) => w.toLowerCase()));
/** A line written as `label: value` whose label is no caption's (`［画像：DSM ベンチマーク結果］` is an image's caption, not a spec line). */
const specLine = (raw: string) => SPEC_LINE.test(raw) && !CAPTION_LABELS.has(labelOf(raw).replace(/^[\[［(（【]+/, "").trim().toLowerCase());
/** Where a part's model is written in a text (spaces aside), as the text before and after it, or null. */
function around(raw: string, model: string): { before: string; after: string } | null {
  const text = raw.normalize("NFKC");
  const chars = [...squeezed(model)].map((ch) => escapeRegExp(ch)).join("\\s*");
  const m = chars ? regExpOf(chars, "i").exec(text) : null;
  return m ? { before: text.slice(0, m.index), after: text.slice(m.index + m[0].length) } : null;
}

/** A word of a part's kind anywhere in a label (`Kernel Version`, `OS Name`). */
const KIND_IN_LABEL: Map<string, RegExp> = new Map(Object.entries(lexicon.spec_labels).map(([kind, words]) => [kind, wordRe(words, "i")]));
/** A spec line whose label names the part's kind (`OS: Ubuntu 12.04`, `Kernel Version: Linux 6.11.0`) or the part itself (`Sandisk Cruzer Glide: 16GB`); not `仮説: …` or `Benchmark: internal 500GB SSD`. */
function labelledPart(c: Extraction["components"][number]): boolean {
  if (!specLine(c.raw)) return false;
  const label = labelOf(c.raw);
  return specKindForLabel(label) !== null || Boolean(KIND_IN_LABEL.get(c.kind)?.test(label)) || Boolean(c.model && squeezed(label).includes(squeezed(c.model)));
}

/**
 * A drive or memory known by its size alone, read from a sentence (not a machine's spec line, a table or tool output), is no part when the
 * sentence states a limit on a size (`メモリ1GBで32GB未満なので`, `less than 32 GB`): it is a term of the rule, not a machine's part.
 */
function aLimit(c: Extraction["components"][number]): string | null {
  if (c.system || /^pre\[/.test(c.locator ?? "") || /\/r\d+/.test(c.locator ?? "") || labelledPart(c)) return null;
  return !c.model && c.capacityBytes && statesLimit(c.raw) ? `a size in a sentence about a limit is no part (${c.kind}): ${c.raw.slice(0, 60)}` : null;
}

/** A count of machines where a part's model should be (`144 nodes`, `4 servers`, `2台のサーバー`). */
const MACHINE_COUNT = new RegExp(`^\\d{1,5}\\s*(?:${MACHINE_NOUN.source}|instances?|VMs?|clients?)$`, "i");
/** A line that counts machines and sums up each in brackets (`144 nodes (AMD EPYC Rome, 16 core, 2 disk, 25Gb Ethernet)`). */
const MACHINES_SUMMED = new RegExp(`^\\s*[・•]?\\s*\\d{1,5}\\s*(?:${MACHINE_NOUN.source}|instances?|VMs?)\\s*[(（]`, "i");
/**
 * A part of a machines' summary line that another line of the report names again in full (the summary's `AMD EPYC Rome` beside
 * `CPU 16-core AMD 7302P at 3.00GHz`): the summary restates it; the count of machines is no part's model.
 */
function summedMachines(c: Extraction["components"][number], all: Extraction["components"]): string | null {
  if (c.model && MACHINE_COUNT.test(c.model.trim())) return `a count of machines is no part's model (${c.kind}): ${c.model}`;
  if (!MACHINES_SUMMED.test(c.raw)) return null;
  return all.some((o) => o !== c && o.report === c.report && o.kind === c.kind && o.locator !== c.locator && !MACHINES_SUMMED.test(o.raw)) ? `a machines' summary restates a part named in full elsewhere (${c.kind}): ${c.model ?? c.raw.slice(0, 40)}` : null;
}

/** The one decision on parts: each recorded part the grammar refuses moves to `rejects` with its reason; one that is a figure's condition is dropped. */
export function admitParts(ex: Extraction): void {
  const all = ex.components;
  const compared = levelsCompared(all);
  ex.components = ex.components.filter((c) => {
    if (aCondition(c, compared)) return false;
    const reason = refusal(c) ?? summedMachines(c, all) ?? inPassing(c, all) ?? aLimit(c) ?? boardAgain(c, all) ?? readAsOther(c, all);
    if (reason) ex.rejects.push({ stage: "extract", locator: c.locator, raw: c.raw, reason });
    return !reason;
  });
}
