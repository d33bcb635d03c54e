import { lexicon } from "../../normalise/lexicon.ts";
import type { Conditions } from "../conditions.ts";
import type { Command } from "./commandLine.ts";

/**
 * A command that changes a setting for the runs after it (`modprobe usb_storage quirks=090c:1000:`, `sysctl -w
 * net.core.rmem_max=…`, `ethtool -K eth0 tso off`, `ip link set eth0 mtu 9000`): the command as typed is their
 * `setting`. Which programs and options set something is data (lexicon `setting_commands`); null for any other command.
 */
export function settingOf(command: Command | null): Conditions | null {
  if (!command) return null;
  const marks = lexicon.setting_commands[command.program];
  // a mark `=` stands for any `key=value` argument; any other mark is an argument as typed
  if (!marks || !command.args.some((a) => marks.some((m) => (m === "=" ? a.includes("=") : a === m)))) return null;
  return { setting: command.text.trim() };
}
