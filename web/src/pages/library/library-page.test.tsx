import { describe, it, expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Exercise } from '@spotter/core/schemas';
import { filterExercises } from '@spotter/core/view-models';
import { METADATA, aUser, anExercise } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const LIBRARY: Exercise[] = [
  anExercise('e1', {
    name: 'Back Squat',
    category: 'strength',
    difficulty_level: 'intermediate',
    equipment_tags: ['barbell', 'squat rack', 'plates', 'belt'],
    muscle_groups: ['quads', 'glutes', 'hamstrings', 'core', 'adductors', 'calves'],
  }),
  anExercise('e2', {
    name: 'Snatch',
    category: 'olympic',
    difficulty_level: 'advanced',
    primary_cues: 'Long arms, fast elbows.',
  }),
  anExercise('e3', { name: 'Jumping Jacks', category: 'cardio', equipment_tags: ['bodyweight'], created_by: 'sam' }),
  anExercise('e4', { name: 'Deadlift', category: 'strength', difficulty_level: 'intermediate' }),
];

/** The library call answered as the server does: its query parameters narrow the rows with core's filterExercises. */
const narrowed = (exercises: readonly Exercise[], url: URL) =>
  filterExercises(exercises, {
    search: url.searchParams.get('search') ?? '',
    category: url.searchParams.get('category') ?? 'all',
    equipment: url.searchParams.get('equipment') ?? 'all',
    difficulty: url.searchParams.get('difficulty') ?? 'all',
  });

const routes = (exercises = LIBRARY) => ({
  'GET /api/exercises': (_init: unknown, url: URL) => ({ body: narrowed(exercises, url) }),
  'GET /api/exercises/categories': { body: METADATA },
});

/** The query of each library call, in order ('' for the whole library). */
const libraryQueries = (api: ReturnType<typeof renderApp>['api']) =>
  api.callsTo('GET /api/exercises').map((call) => call.url.search);

const cardNames = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('Exercise library', () => {
  it('Given the library, When it opens, Then the header counts, category cards count, cards show badges and footer stats add up', async () => {
    renderApp('/exercises', { routes: routes() });
    expect(await screen.findByText('Back Squat')).toBeTruthy();
    expect(screen.getByText('4 exercises')).toBeTruthy();
    const categories = within(screen.getByRole('region', { name: 'Categories' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(categories).toEqual(['Strength2', 'Cardio1', 'Olympic1']);
    const squat = screen.getByText('Back Squat').closest('li')!;
    expect(within(squat).getByText('Intermediate').className).toContain('yellow');
    expect(within(squat).getByText('+2 more')).toBeTruthy();
    expect(within(squat).getByText('+2')).toBeTruthy();
    expect(within(squat).getByText('Official')).toBeTruthy();
    expect(within(screen.getByText('Snatch').closest('li')!).getByText('Advanced').className).toContain('red');
    expect(within(screen.getByText('Jumping Jacks').closest('li')!).getByText('Community · sam')).toBeTruthy();
    const footer = screen.getByRole('contentinfo', { name: 'Library statistics' });
    expect(
      within(footer)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['4', '3', '5', '3']);
  });

  it('Given no filter, When a category card is clicked twice, Then the filter toggles on with its badge and off again', async () => {
    const { user } = renderApp('/exercises', { routes: routes() });
    await screen.findByText('Back Squat');
    expect(screen.queryByText(/exercises? found/)).toBeNull();
    const strength = screen.getByRole('button', { name: /^Strength/ });
    await user.click(strength);
    expect(strength.getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('2 exercises found')).toBeTruthy();
    expect(cardNames()).toEqual(['Back Squat', 'Deadlift']);
    expect(screen.getByLabelText<HTMLSelectElement>('Category').value).toBe('strength');
    await user.click(strength);
    expect(cardNames()).toHaveLength(4);
  });

  it('Given search and selects, When used, Then the list narrows; with no match the empty state gives totals; clear-all restores it', async () => {
    const { user } = renderApp('/exercises', { routes: routes() });
    await screen.findByText('Back Squat');
    await user.type(screen.getByLabelText('Search'), 'elbows');
    expect(await screen.findByText('1 exercise found')).toBeTruthy();
    expect(cardNames()).toEqual(['Snatch']);
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'beginner');
    expect(await screen.findByText('No exercises found')).toBeTruthy();
    expect(screen.getByText('The library has 4 exercises in 3 categories. Try clearing a filter.')).toBeTruthy();
    expect(screen.getByText('0 exercises found')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(cardNames()).toHaveLength(4);
    expect(screen.getByLabelText<HTMLInputElement>('Search').value).toBe('');
    expect(screen.queryByText(/exercises? found/)).toBeNull();
  });

  it('Given the equipment select, When barbell is chosen, Then only bodyweight exercises remain', async () => {
    const { user } = renderApp('/exercises', { routes: routes() });
    await screen.findByText('Back Squat');
    await user.selectOptions(screen.getByLabelText('Equipment'), 'bodyweight');
    await waitFor(() => expect(cardNames()).toEqual(['Jumping Jacks']));
  });

  it('Given filters, When set, Then the server is asked with them as query parameters and only its rows are shown', async () => {
    const { user, api } = renderApp('/exercises', {
      routes: {
        ...routes(),
        // A server answer the browser could not have worked out itself: the cards must be the server's rows.
        'GET /api/exercises': (_init, url) => ({ body: url.search ? [LIBRARY[3]!] : LIBRARY }),
      },
    });
    await screen.findByText('Back Squat');
    expect(libraryQueries(api)).toEqual(['']);
    await user.selectOptions(screen.getByLabelText('Category'), 'strength');
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'intermediate');
    await screen.findByText('1 exercise found');
    expect(cardNames()).toEqual(['Deadlift']);
    const last = api.callsTo('GET /api/exercises').at(-1)!.url.searchParams;
    expect(Object.fromEntries(last)).toEqual({ category: 'strength', difficulty: 'intermediate' });
    // The category cards and totals still describe the whole library.
    expect(
      within(screen.getByRole('region', { name: 'Categories' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Strength2', 'Cardio1', 'Olympic1']);
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(cardNames()).toHaveLength(4);
    expect(libraryQueries(api)).toHaveLength(3);
  });

  it('Given the search box, When a word is typed, Then one request carries it once typing settles, not one per key', async () => {
    const { user, api } = renderApp('/exercises', { routes: routes() });
    await screen.findByText('Back Squat');
    const search = screen.getByLabelText<HTMLInputElement>('Search');
    expect(search.maxLength).toBe(100);
    await user.type(search, '  Long Arms ');
    expect(await screen.findByText('1 exercise found')).toBeTruthy();
    expect(cardNames()).toEqual(['Snatch']);
    expect(libraryQueries(api)).toEqual(['', `?search=${encodeURIComponent('Long Arms')}`]);
    expect(screen.getByRole('list', { name: 'Exercises' }).getAttribute('aria-busy')).toBe('false');
  });

  it('Given a filtered request that fails, When it answers, Then the failure is logged and the empty state shows the library totals', async () => {
    const { user } = renderApp('/exercises', {
      routes: {
        ...routes(),
        'GET /api/exercises': (_init, url) =>
          url.search ? { status: 500, body: { detail: 'boom' } } : { body: LIBRARY },
      },
    });
    await screen.findByText('Back Squat');
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'advanced');
    expect(await screen.findByText('The library has 4 exercises in 3 categories. Try clearing a filter.')).toBeTruthy();
  });

  it('Given the library fails to load, When it opens, Then it falls back to the empty state', async () => {
    renderApp('/exercises', { routes: { 'GET /api/exercises': { status: 500, body: { detail: 'boom' } } } });
    expect(await screen.findByText('No exercises found')).toBeTruthy();
    expect(screen.getByText('0 exercises')).toBeTruthy();
  });
});

describe('Contribute Exercise', () => {
  it('Given no stored user, When the library shows, Then there is no Contribute Exercise button', async () => {
    renderApp('/exercises', { routes: routes() });
    await screen.findByText('Back Squat');
    expect(screen.queryByRole('button', { name: /Contribute Exercise/ })).toBeNull();
  });

  it('Given a stored user, When the dialog opens, Then focus moves in, Tab stays inside, Esc closes and focus returns', async () => {
    const { user } = renderApp('/exercises', { routes: routes(), storedUser: aUser() });
    const open = await screen.findByRole('button', { name: /Contribute Exercise/ });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Contribute Exercise' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it('Given blank name and cues, When submitted, Then both messages show and nothing is sent', async () => {
    const { user, api } = renderApp('/exercises', { routes: routes(), storedUser: aUser() });
    await user.click(await screen.findByRole('button', { name: /Contribute Exercise/ }));
    expect(within(screen.getByRole('dialog')).getByLabelText<HTMLSelectElement>('Difficulty').value).toBe(
      'intermediate',
    );
    await user.click(screen.getByRole('button', { name: 'Submit Exercise' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Primary cues are required')).toBeTruthy();
    expect(api.callsTo('POST /api/exercises')).toHaveLength(0);
  });

  it('Given a filled form, When submitted, Then the multipart fields are sent with the token, the toast says submitted for review and the list reloads with the card awaiting review', async () => {
    let exercises = LIBRARY;
    const { user, api } = renderApp('/exercises', {
      storedUser: aUser(),
      routes: {
        ...routes(),
        'GET /api/exercises': () => ({ body: exercises }),
        'POST /api/exercises': () => {
          const created = anExercise('e9', { name: 'Goblet Squat', created_by: 'Ada', review_status: 'pending' });
          exercises = [...exercises, created];
          return { status: 201, body: { exercise: created, message: 'Submitted for review' } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /Contribute Exercise/ }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText('Exercise name'), 'Goblet Squat');
    await user.type(dialog.getByLabelText('Equipment'), 'kettlebell, ');
    await user.type(dialog.getByLabelText('Muscle groups'), 'quads, glutes');
    await user.type(dialog.getByLabelText('Primary cues'), 'Elbows inside knees.');
    await user.click(dialog.getByRole('button', { name: 'Submit Exercise' }));
    expect(await screen.findByText('Exercise submitted for review!')).toBeTruthy();
    const form = api.callsTo('POST /api/exercises')[0]!.init.body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({
      user_id: 'u1',
      name: 'Goblet Squat',
      category: 'strength',
      equipment_tags: '["kettlebells"]',
      primary_cues: 'Elbows inside knees.',
      difficulty_level: 'intermediate',
      muscle_groups: '["quads","glutes"]',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByText('Goblet Squat')).toBeTruthy());
    expect(screen.getByText('5 exercises')).toBeTruthy();
    expect(within(screen.getByText('Goblet Squat').closest('li')!).getByText('Awaiting review')).toBeTruthy();
    expect(screen.getAllByText('Awaiting review')).toHaveLength(1);
    expect(
      api.callsTo('GET /api/exercises').every((call) => call.init.headers.authorization === 'Bearer token-u1'),
    ).toBe(true);
  });

  it('Given a trusted contributor, When the exercise is approved at once, Then the toast says it was added', async () => {
    const { user } = renderApp('/exercises', {
      storedUser: aUser(),
      routes: {
        ...routes(),
        'POST /api/exercises': {
          status: 201,
          body: { exercise: anExercise('e9', { name: 'Goblet Squat', created_by: 'Ada' }), message: 'Added' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /Contribute Exercise/ }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText('Exercise name'), 'Goblet Squat');
    await user.type(dialog.getByLabelText('Primary cues'), 'Elbows inside knees.');
    await user.click(dialog.getByRole('button', { name: 'Submit Exercise' }));
    expect(await screen.findByText('Exercise added to the library!')).toBeTruthy();
  });

  it('Given a name the library already has, When submitted, Then the 409 detail shows beside the name field and the dialog stays open', async () => {
    const detail = 'The library already has this exercise: Back Squat';
    const { user } = renderApp('/exercises', {
      storedUser: aUser(),
      routes: { ...routes(), 'POST /api/exercises': { status: 409, body: { detail } } },
    });
    await user.click(await screen.findByRole('button', { name: /Contribute Exercise/ }));
    const dialog = within(screen.getByRole('dialog'));
    const name = dialog.getByLabelText<HTMLInputElement>('Exercise name');
    expect(name.maxLength).toBe(80);
    expect(dialog.getByLabelText<HTMLTextAreaElement>('Primary cues').maxLength).toBe(1000);
    await user.type(name, 'back squat');
    await user.type(dialog.getByLabelText('Primary cues'), 'Brace.');
    expect(dialog.getByText('6 / 1000 characters')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Submit Exercise' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe(
      detail,
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
