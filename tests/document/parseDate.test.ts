import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findDate, withoutDate } from "../../src/document/parseDate.ts";
import { ingest } from "../../src/ingest/ingest.ts";
import { quietLogger, tempWarehouse } from "../helpers/tempWarehouse.ts";

describe("dates as reports write them", () => {
  it("reads Japanese era dates, 元年 included", () => {
    expect(findDate("掲載日：平成19年11月2日")).toBe("2007-11-02");
    expect(findDate("令和元年5月1日 更新")).toBe("2019-05-01");
    expect(findDate("昭和６４年１月７日")).toBe("1989-01-07");
    expect(findDate("平成19年13月2日")).toBeNull();
  });

  it("reads English month names in both orders", () => {
    expect(findDate("Posted on June 3, 2021 by admin")).toBe("2021-06-03");
    expect(findDate("Updated: Jun. 3rd 2021")).toBe("2021-06-03");
    expect(findDate("3 September 2019")).toBe("2019-09-03");
    expect(findDate("the 21st of March, 2018")).toBe("2018-03-21");
    expect(findDate("February 30, 2021")).toBeNull();
  });

  it("keeps the numeric forms and takes the earliest date of any form", () => {
    expect(findDate("2007年9月25日")).toBe("2007-09-25");
    expect(findDate("2007.11.2 / June 3, 2021")).toBe("2007-11-02");
    expect(findDate("June 3, 2021 (2007.11.2)")).toBe("2021-06-03");
    expect(findDate("512 MB/s at 4 KB, 2 threads")).toBeNull();
    expect(findDate("you may 3 times")).toBeNull();
  });

  it("takes the date out of a heading, with its brackets", () => {
    expect(withoutDate("RAID0テスト（平成19年11月2日）")).toBe("RAID0テスト");
    expect(withoutDate("Benchmark results (June 3, 2021) part 2")).toBe("Benchmark results part 2");
    expect(withoutDate("10GbE 2007/9/25 更新")).toBe("10GbE 更新");
  });

  it("gives an ingested page its published_on from such a date", async () => {
    const t = await tempWarehouse();
    try {
      const ja = join(t.dir, "era.html");
      await writeFile(ja, "<html><head><title>RAID0テスト</title></head><body><h1>RAID0テスト</h1><p>掲載日 平成19年11月2日</p><table><tr><th>書き込み (MB/s)</th></tr><tr><td>239</td></tr></table></body></html>");
      const en = join(t.dir, "en.html");
      await writeFile(en, '<html lang="en"><head><title>NAS test</title></head><body><h1>NAS test</h1><p>Posted June 3, 2021</p><table><tr><th>Read (MB/s)</th></tr><tr><td>110</td></tr></table></body></html>');
      await ingest([ja, en], t.wh, {}, quietLogger());
      const rows = await t.wh.all("select title, cast(published_on as varchar) as d from reports order by title");
      expect(rows).toEqual([
        { title: "NAS test", d: "2021-06-03" },
        { title: "RAID0テスト", d: "2007-11-02" },
      ]);
    } finally {
      await t.dispose();
    }
  });
});
