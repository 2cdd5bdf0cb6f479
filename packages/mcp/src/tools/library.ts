import { z } from 'zod';
import { ExerciseQuerySchema, ExerciseSchema } from '@spotter/core/schemas';
import { displayLabel } from '@spotter/core/view-models';
import { defineTool, ToolInputError } from '../tool-kit.js';

const query = ExerciseQuerySchema.shape;
/** How many exercises one answer lists (the library holds hundreds; a model reads every one it is given). */
const SHOWN = 25;

type Exercise = z.output<typeof ExerciseSchema>;
const kind = (exercise: Exercise) => `${displayLabel(exercise.category)}, ${displayLabel(exercise.difficulty_level)}`;
const equipment = (exercise: Exercise) => exercise.equipment_tags.map(displayLabel).join(', ') || 'no equipment';
const line = (exercise: Exercise) => `- ${exercise.name} (${kind(exercise)}; ${equipment(exercise)})`;

export const searchExercises = defineTool({
  name: 'search_exercises',
  title: 'Search the exercise library',
  description: [
    "Searches Spotter's exercise library (official and approved exercises, and the user's own contributions) by words",
    'in the name, cues or muscles, and by category, equipment and difficulty (beginner, intermediate, advanced).',
    `Answers at most ${SHOWN} exercises and how many matched. Use it to find swaps, exercises for the equipment at hand,`,
    'or the exact name to pass to get_exercise. Example: {"query": "squat", "equipment": "dumbbells", "difficulty": "beginner"}.',
  ].join(' '),
  input: z.object({
    query: query.search,
    category: query.category,
    equipment: query.equipment,
    difficulty: query.difficulty,
  }),
  output: z.object({ exercises: z.array(ExerciseSchema), total: z.int() }),
  readOnly: true,
  async run(input, { client }) {
    const found = await client.listExercises({
      search: input.query,
      category: input.category,
      equipment: input.equipment,
      difficulty: input.difficulty,
    });
    const shown = found.slice(0, SHOWN);
    const more = found.length > shown.length ? `\n…and ${found.length - shown.length} more: narrow the search.` : '';
    const text = found.length
      ? `${found.length} found:\n${shown.map(line).join('\n')}${more}`
      : 'No exercise matches: try fewer words or filters.';
    return { data: { exercises: shown, total: found.length }, text };
  },
});

export const getExercise = defineTool({
  name: 'get_exercise',
  title: 'Get one exercise',
  description: [
    'One exercise of the library by its exact name (any case) or id: category, equipment, difficulty, muscles and',
    'its coaching cues. Use it to explain how to do a lift. Example: {"name": "Goblet Squat"}.',
  ].join(' '),
  input: z.object({ name: query.search.unwrap().min(1, 'Name the exercise') }),
  output: ExerciseSchema,
  readOnly: true,
  async run(input, { client }) {
    const wanted = input.name.toLowerCase();
    const found = await client.listExercises({ search: input.name });
    const exercise = found.find((e) => e.id === input.name || e.name.toLowerCase() === wanted);
    if (!exercise) {
      const near = found.slice(0, 5).map((e) => e.name);
      throw new ToolInputError(
        `No exercise is named '${input.name}'.${near.length ? ` Did you mean: ${near.join(', ')}?` : ' search_exercises lists them.'}`,
      );
    }
    const muscles = exercise.muscle_groups.map(displayLabel).join(', ') || 'not listed';
    return {
      data: exercise,
      text: `${exercise.name} (${kind(exercise)})\nEquipment: ${equipment(exercise)}\nMuscles: ${muscles}\nCues: ${exercise.primary_cues}`,
    };
  },
});
