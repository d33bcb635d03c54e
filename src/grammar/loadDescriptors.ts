import { z } from "zod";
import { ACCESSES, METRICS, OPERATIONS } from "../model/vocabulary.ts";
import { readDataFile } from "../dataFile.ts";

/** What one tool test name states (`randread` → read, random; `tcp_bw` → transfer over TCP, throughput). */
const TestFields = z.strictObject({
  operation: z.enum(OPERATIONS).optional(),
  access: z.enum(ACCESSES).optional(),
  metric: z.enum(METRICS).optional(),
  transport: z.string().optional(),
  direction: z.string().optional(),
  config: z.string().optional(),
});
export type TestFields = z.infer<typeof TestFields>;

const DescriptorsFile = z.object({
  tool_tests: z.record(z.string(), z.record(z.string(), TestFields)),
  state_endings: z.object({ why: z.string(), words: z.array(z.string()).min(1) }),
  mix_leanings: z.object({ why: z.string(), words: z.array(z.string()).min(1) }),
  command_target_options: z.object({ why: z.string(), options: z.array(z.string()).min(1) }),
  command_block_size: z.object({ why: z.string(), programs: z.record(z.string(), z.object({ options: z.array(z.string()).min(1), bare: z.enum(["B", "KiB"]) })) }),
  printed_output: z.object({ why: z.string(), words: z.array(z.string()).min(1) }),
  drive_letter: z.object({ why: z.string(), marks: z.array(z.string()).min(1) }),
  command_modes: z.object({ why: z.string(), programs: z.record(z.string(), z.record(z.string(), TestFields)) }),
  tool_heading_words: z.object({ why: z.string(), words: z.array(z.string()).min(1) }),
  raid_levels: z.object({ why: z.string(), named: z.array(z.string()).min(1), implementation: z.object({ hardware: z.array(z.string()).min(1), software: z.array(z.string()).min(1) }) }),
  configuration: z.array(z.string()),
  statistic: z.record(z.enum(["mean", "max", "min", "median", "stddev", "total"]), z.array(z.string())),
  transport: z.record(z.string(), z.array(z.string())),
  network: z.record(z.string(), z.array(z.string())),
  queue_depth_marks: z.array(z.string()).min(1),
  thread_marks: z.array(z.string()).min(1),
  /** Marks a block size is set under (`bs=262144`, `io_block_size 262144`, `Record Size 4 kB`): a bare count under one is bytes. */
  block_size_marks: z.array(z.string()).min(1),
  file_size_words: z.array(z.string()),
  size_glued_words: z.array(z.string()),
  run_words: z.array(z.string()),
  size_label_words: z.array(z.string()).min(1),
  /** A test's agent nouns (`Re-readers`, `Initial writers`): an operation in iozone's forms where the text names no device. */
  operation_agents: z.object({ why: z.string(), words: z.partialRecord(z.enum(OPERATIONS), z.array(z.string()).min(1)), devices: z.array(z.string()).min(1), test_marks_why: z.string(), test_marks_before: z.array(z.string()).min(1), test_marks_after: z.array(z.string()).min(1) }),
  /** Words that abbreviate an operation only when they stand alone (`R/W`, `（読み）`, `書き / 読み`). */
  operation_abbreviations: z.partialRecord(z.enum(OPERATIONS), z.array(z.string())),
  device_model_labels: z.array(z.string()).min(1),
  device_node_classes: z.record(z.string(), z.record(z.string(), z.array(z.string()).min(1))),
  result_labels: z.object({ words: z.array(z.string()).min(1) }),
  mobile_networks: z.object({ words: z.array(z.string()).min(1) }),
  condition_text: z.object({ why: z.string(), writer_words_en: z.array(z.string()).min(1), writer_words_ja: z.array(z.string()).min(1), clause_verbs_en: z.array(z.string()).min(1), question_openers_en: z.array(z.string()).min(1), ja_sentence_endings: z.array(z.string()).min(1), document_parts: z.array(z.string()).min(1), ja_clause_before_part: z.array(z.string()).min(1), fillers: z.array(z.string()).min(1) }),
  subject_markers: z.object({ measured_why: z.string(), measured_verbs_en: z.array(z.string()).min(1), measured_results_en: z.array(z.string()), lead_labels_why: z.string(), lead_labels: z.array(z.string()).min(1), measured_verbs_ja: z.array(z.string()).min(1), measured_aspects: z.array(z.string()).min(1), ja_after: z.array(z.string()), ja_topic: z.array(z.string()).min(1), ja_topic_nouns: z.array(z.string()).min(1), en_before: z.array(z.string()), result_words: z.array(z.string()).min(1), not_subjects: z.array(z.string()), lead_why: z.string(), lead_adverbs: z.array(z.string()).min(1), en_clause_subjects: z.array(z.string()).min(1), en_articles: z.array(z.string()).min(1), side_endings: z.array(z.string()).min(1), figure_case_why: z.string(), figure_case_markers: z.array(z.string()).min(1), figure_case_suffixes: z.array(z.string()), figure_case_leads: z.array(z.string()), comparison_joiners: z.array(z.string()).min(1) }),
});
export type DescriptorWords = z.infer<typeof DescriptorsFile>;

/** The descriptor grammar's words (src/grammar/descriptors.json), validated at module load. */
export const descriptorWords: DescriptorWords = readDataFile(DescriptorsFile, new URL("./descriptors.json", import.meta.url));
