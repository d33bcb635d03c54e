import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { commandDirection, readCommand } from "../../src/extract/tools/commandLine.ts";

const ops = (body: string) =>
  extractAll(buildDocument(`<html><head><title>Drives</title></head><body>${body}</body></html>`))
    .measurements.filter((m) => m.origin === "table" && !m.derived)
    .map((m) => [m.operation, m.access, m.value]);

const TABLE = "<h2>Results</h2><table><tr><th>Drive</th><th>Sequential (MB/s)</th><th>Random (MB/s)</th></tr><tr><td>NVMe</td><td>2100</td><td>48</td></tr></table>";

describe("the benchmark commands a page shows before a table", () => {
  it("give its figures their operation when nothing nearer names one (commands without a prompt too)", () => {
    expect(ops(`<pre>diskspd -d30 -c1G -w0 -s e:\\test.dat\ndiskspd -d30 -c1G -w0 -r e:\\test.dat</pre>${TABLE}`)).toEqual([
      ["read", "sequential", 2100],
      ["read", "random", 48],
    ]);
    expect(ops(`<pre>$ fio --name=t --rw=write --bs=1M --size=4G\n$ fio --name=t --rw=randwrite --bs=4k --size=4G</pre>${TABLE}`).map((r) => r[0])).toEqual(["write", "write"]);
  });

  it("say nothing when they disagree, or come after the table", () => {
    expect(ops(`<pre>$ fio --rw=read --bs=1M\n$ fio --rw=write --bs=1M</pre>${TABLE}`).map((r) => r[0])).toEqual([null, null]);
    expect(ops(`${TABLE}<pre>diskspd -d30 -w0 -s e:\\test.dat</pre>`).map((r) => r[0])).toEqual([null, null]);
  });

  it("read each program's own options: dd's if/of, fio's --rw, DiskSpd's write percentage", () => {
    const dir = (line: string) => commandDirection(readCommand(line)!);
    expect(dir("$ dd if=/dev/zero of=/mnt/x bs=1M count=100")).toBe("write");
    expect(dir("$ dd if=/mnt/x of=/dev/null bs=1M")).toBe("read");
    expect(dir("$ fio --rw=randrw --bs=4k")).toBe("read_write");
    expect(dir("$ diskspd -w100 -b4K e:\\t.dat")).toBe("write");
    expect(dir("$ diskspd -w30 -b4K e:\\t.dat")).toBe("read_write");
    expect(dir("$ iperf3 -c host")).toBeNull();
  });
});

describe("the machine a prompt names", () => {
  it("is read with the command, and given the output's readings as `prompt_host`", async () => {
    expect(readCommand("alice@nas02:~$ iperf3 -c 10.0.0.5")?.host).toBe("nas02");
    expect(readCommand("[root@node7 ~]# fio --rw=read")?.host).toBe("node7");
    expect(readCommand("user@localhost:~$ dd if=/dev/zero of=x")?.host).toBeUndefined();
    expect(readCommand("C:\\Users> iperf3 -c 10.0.0.5")?.host).toBeUndefined();
    const { parseToolOutput } = await import("../../src/extract/tools/parseToolOutput.ts");
    const r = parseToolOutput("alice@nas02:~$ iperf3 -c 10.0.0.5\n[  5]   0.00-10.00  sec  10.9 GBytes  9.36 Gbits/sec  0  sender\n[  5]   0.00-10.00  sec  10.9 GBytes  9.34 Gbits/sec     receiver");
    expect(r.map((x) => x.conditions.prompt_host)).toEqual(["nas02", "nas02"]);
  });
});

describe("runs on two machines under two headings", () => {
  it("still take the heading where they part, though their prompts name the machines", () => {
    const block = (prompt: string, v: string) => `<pre>${prompt} netperf -t TCP_RR\nMIGRATED TCP REQUEST/RESPONSE TEST from 0.0.0.0 () port 0 AF_INET to localhost () port 0 AF_INET : first burst 0\nLocal /Remote\nSocket Size   Request  Resp.   Elapsed  Trans.\nSend   Recv   Size     Size    Time     Rate\nbytes  Bytes  bytes    bytes   secs.    per sec\n\n16384  131072 1        1       10.00    ${v}\n16384  131072\n</pre>`;
    const doc = buildDocument(`<html><head><title>RR</title></head><body><h1>RR</h1><h2>Patched kernel</h2>${block("bob@lab1:~$", "23340.87")}<h2>Stock kernel</h2>${block("ann@lab2:~$", "8678.31")}</body></html>`);
    const rows = extractAll(doc).measurements.filter((m) => m.origin === "tool-output");
    expect(rows.map((m) => [m.value, m.conditions.config, m.conditions.prompt_host])).toEqual([[23340.87, "Patched kernel", "lab1"], [8678.31, "Stock kernel", "lab2"]]);
  });
});
