import { z } from 'zod';
import { uploadSet } from '@spotter/core/flows';
import {
  EquipmentScanResultSchema,
  ImportQuerySchema,
  ImportResultSchema,
  LoadKgSchema,
  UploadExerciseFieldsSchema,
  UploadExerciseResultSchema,
} from '@spotter/core/schemas';
import { analysisProgressView, analysisView, scanChoiceText, scanResultView } from '@spotter/core/view-models';
import { defineTool, ToolInputError, type LocalFiles } from '../tool-kit.js';

/** A path on the user's machine: absolute, or relative to where `spotter mcp` was started; `~` is the home folder. */
const LocalPathSchema = z.string().trim().min(1, 'Give the path of the file').max(4096);

/** The file, or a tool error naming the path and what is wrong (no such file, a folder, not readable). */
async function openLocal(localFiles: LocalFiles, path: string) {
  try {
    return await localFiles.open(path);
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'there is no such file' : (error as Error).message;
    throw new ToolInputError(`Cannot read ${path}: ${reason}`);
  }
}

export const analyzeVideo = defineTool({
  name: 'analyze_video',
  title: 'Analyse a video of a set',
  description: [
    "Sends a video of one set from the user's computer (mp4, mov, webm; up to the server's limit, by default 200 MB and",
    "3 minutes) to Spotter's video coach: it counts the reps, finds form faults with a cue for each and names the lift",
    "when exercise_name is 'auto'. status is ok (a counted set, kept in the history, maybe a personal best),",
    'not_visible, no_reps or exercise_mismatch (nothing counted; analysis.limitation says why). load_kg is what was',
    'on the bar, in kg. Takes seconds to a minute; with a progressToken the stages come as progress notifications. Example: {"path": "~/videos/bench.mp4", "exercise_name": "bench_press", "load_kg": 80}.',
  ].join(' '),
  input: z.object({
    path: LocalPathSchema,
    exercise_name: UploadExerciseFieldsSchema.shape.exercise_name.default('auto'),
    load_kg: LoadKgSchema.optional(),
  }),
  output: UploadExerciseResultSchema,
  readOnly: false,
  localFiles: true,
  async run(input, { client, userId, localFiles, progress }) {
    // core's upload flow, as the web, the TUI and the CLI run it: validate, open the file, send. A client that asked
    // for progress hears the analysis's stages as MCP progress notifications; one that did not gets the plain upload.
    // The agent says the result in its own words: no toasts, no form to clear.
    const outcome = await uploadSet(
      { file: input.path, exerciseName: input.exercise_name, loadKg: input.load_kg },
      {
        client,
        userId,
        open: (path) => openLocal(localFiles, path),
        ...(progress
          ? { onProgress: (reported) => progress(reported.share_done, analysisProgressView(reported).text) }
          : {}),
      },
    );
    if (!outcome.ok) throw new ToolInputError(outcome.first);
    const result = outcome.answer;
    const view = analysisView(result.analysis, { chosen: input.exercise_name });
    const faults = view.faults.map(
      (fault) => `- ${fault.when}: ${fault.message} (${fault.severity}). Cue: ${fault.cue}`,
    );
    const lines = [
      `${view.heading}: ${view.reps} (status ${view.status})`,
      result.feedback,
      ...(faults.length ? ['Faults:', ...faults] : view.faultsEmpty ? [view.faultsEmpty] : []),
      ...(view.limitation ? [view.limitation] : []),
      ...(result.is_new_pr ? ['New personal best!'] : []),
    ];
    return { data: result, text: lines.join('\n') };
  },
});

export const scanEquipment = defineTool({
  name: 'scan_equipment',
  title: 'Scan a photo of equipment',
  description: [
    "Sends a photo (jpeg, png, webp) from the user's computer to Spotter's equipment scan: what it recognised, with a",
    'confidence, apart from what the profile already lists, and a proposed plan. The scan proposes; the user confirms:',
    'ask which items they really have, then call build_plan with that equipment_list.',
    'Example: {"path": "/home/ada/garage.jpg"}.',
  ].join(' '),
  input: z.object({ path: LocalPathSchema }),
  output: EquipmentScanResultSchema,
  readOnly: false,
  localFiles: true,
  async run(input, { client, localFiles }) {
    const result = await client.scanEquipment({ file: await openLocal(localFiles, input.path) });
    const view = scanResultView(result);
    const lines = [
      view.summary,
      view.prompt,
      ...view.seen.map((choice) => `- ${scanChoiceText(choice)}`),
      ...view.profile.map((choice) => `- ${scanChoiceText(choice)}`),
      `To confirm, call build_plan with equipment_list (currently proposed: ${view.ticked.join(', ') || 'nothing'}).`,
    ];
    return { data: result, text: lines.join('\n') };
  },
});

export const importHistory = defineTool({
  name: 'import_history',
  title: 'Import a workout history',
  description: [
    "Imports a CSV export of Strong, Hevy or FitNotes from the user's computer into their Spotter log. A DRY RUN unless",
    'confirm is true: first call without confirm, tell the user what would be added (workouts, sets, date range,',
    'exercises matched or new, how loads are read, skipped rows), then call again with confirm: true if they agree.',
    'Nothing is added twice. units (kg or lb) is the unit of loads when the file does not say.',
    'Example: {"path": "~/Downloads/strong.csv"}, then {"path": "~/Downloads/strong.csv", "confirm": true}.',
  ].join(' '),
  input: z.object({ path: LocalPathSchema, confirm: z.boolean().default(false), units: ImportQuerySchema.shape.units }),
  output: ImportResultSchema,
  readOnly: false,
  localFiles: true,
  async run(input, { client, userId, localFiles }) {
    const file = await openLocal(localFiles, input.path);
    const result = await client.importLog(userId, { file, dry_run: !input.confirm, units: input.units });
    const range = result.date_range ? ` from ${result.date_range.first} to ${result.date_range.last}` : '';
    const lines = [
      `${result.dry_run ? 'Would import' : 'Imported'} ${result.workouts} workouts, ${result.sets} sets${range} (${result.format}); ${result.duplicates} already in the log.`,
      `Exercises: ${result.exercises_matched} matched, ${result.exercises_new} new, ${result.exercises_ambiguous} ambiguous. Loads: ${result.units.reason}`,
      ...(result.skipped_count
        ? [`${result.skipped_count} rows skipped, e.g. line ${result.skipped[0]?.line}: ${result.skipped[0]?.reason}`]
        : []),
      ...(result.dry_run ? ['Nothing was stored: call again with confirm: true to import.'] : []),
    ];
    return { data: result, text: lines.join('\n') };
  },
});
