import { useInput } from 'ink';
import { useState } from 'react';
import { dashboardFailureLine, loadDashboard } from '@spotter/core/flows';
import {
  analysisView,
  coachCard,
  dashboardStats,
  greeting,
  latestAnalysis,
  personalBestList,
  planPlainText,
  planView,
} from '@spotter/core/view-models';
import { revokeThisDevice } from '../sign-out.js';
import type { Route } from '../navigation.js';
import { useTui } from '../tui-context.js';
import { cycle, scrollBy, wrapLines } from '../text-layout.js';
import { useLoad } from './use-load.js';
import { explainForeign } from '../wrong-server.js';

export const DASHBOARD_ACTIONS = [
  { key: 'r', label: 'Record exercise', route: 'record' },
  { key: 's', label: 'Scan equipment', route: 'scan' },
  { key: 'c', label: 'Chat', route: 'chat' },
  { key: 'l', label: 'Library', route: 'library' },
  { key: 'p', label: 'Profile', route: 'profile' },
  { key: 'x', label: 'Sign out', route: 'welcome' },
] as const satisfies readonly { key: string; label: string; route: Route['name'] }[];

/** Lines the dashboard needs besides the plan and the action rows (greeting, stats, panel frames, feedback). */
const FIXED_ROWS = 15;

/** Rows the action line takes at `width`: it wraps between actions ('›[r] Record exercise ' each). */
export function actionRows(width: number): number {
  let rows = 1;
  let used = 0;
  for (const action of DASHBOARD_ACTIONS) {
    const size = `›[${action.key}] ${action.label} `.length;
    if (used > 0 && used + size > width) {
      rows += 1;
      used = 0;
    }
    used += size;
  }
  return rows;
}

/** The dashboard's data (user, plans, personal bests, media) as core's view models, plus its keys. */
export function useDashboard(firstVisit = false) {
  const tui = useTui();
  const userId = tui.user?.id ?? null;
  const [action, setAction] = useState(0);
  const [planOffset, setPlanOffset] = useState(0);
  const [signingOut, setSigningOut] = useState(false);
  // Loaded again each time the dashboard comes back on top (after a recorded set or a scan), part by part (core's
  // flow): a list that fails is said in a toast and shows empty; without the user there is nothing to show but why.
  const loaded = useLoad(
    async () => {
      if (!userId) return null;
      const { data, failures } = await loadDashboard(tui.client, userId);
      // Another server at the address (a bare 404 page): said as the CLI says it, not as a refused sign-in.
      if (!data.user)
        throw await explainForeign(failures.find((failure) => failure.part === 'user')?.error, tui.client, tui.apiUrl);
      for (const failure of failures) tui.toast(dashboardFailureLine(failure), 'error');
      return { ...data, user: data.user };
    },
    [tui.client, userId],
    tui.visible,
  );

  const data = loaded.data;
  const card = data ? coachCard(data.user, data.media) : null;
  const videoUrl = tui.client.mediaUrl(card?.videoUrl);
  // The link sits below the feedback box, never between its borders, on one line: a hyperlink, or the URL (printed
  // whole on the way out when it is too long to show).
  const videoLines = videoUrl ? ['▶ Processed video:', tui.link('', videoUrl, tui.columns - 2)] : [];
  const planWidth = Math.floor((tui.columns - 2) * 0.6) - 4;
  const planHeight = Math.max(3, tui.rows - FIXED_ROWS - actionRows(tui.columns - 2) - videoLines.length);
  const latestPlan = data?.plans[0];
  // Each line wrapped on its own, keeping its indent (exercise lines sit under their day).
  const planLines = latestPlan
    ? planPlainText(planView(latestPlan))
        .trimEnd()
        .split('\n')
        .flatMap((line) => {
          const indent = /^ */.exec(line)?.[0] ?? '';
          return line.trim() ? wrapLines(line, planWidth - indent.length).map((part) => `${indent}${part}`) : [''];
        })
    : [];
  const analysis = data ? latestAnalysis(data.media) : null;

  const run = (index: number) => {
    const chosen = DASHBOARD_ACTIONS[index];
    if (!chosen) return;
    if (chosen.route === 'welcome') return askToSignOut();
    tui.open({ name: chosen.route });
  };

  // Sign out asks first: y signs out (this terminal's token is revoked), n or Esc stays.
  const askToSignOut = () =>
    tui.confirm({
      title: 'Sign out of this terminal?',
      detail:
        "This terminal's token is revoked. To come back, here or anywhere, you need your password or your sign-in key: without " +
        'a password, the sign-in key is the only way back (`spotter account key` makes a new one first).',
      yes: 'Sign out',
      no: 'Stay signed in',
      onYes: () => void signOut(),
    });

  const signOut = async () => {
    if (signingOut) return;
    setSigningOut(true);
    const problem = userId
      ? await revokeThisDevice(tui.client, userId).catch((err: unknown) => (err as Error).message)
      : null;
    tui.forgetUser();
    tui.home({ name: 'welcome' });
    tui.toast(
      problem ? `Signed out here; the server could not revoke this terminal's token (${problem})` : 'Signed out.',
      problem ? 'error' : 'info',
    );
  };

  useInput(
    (input, key) => {
      if (signingOut) return;
      // The server did not answer: r tries again; nothing else is offered until it does.
      if (loaded.error && !data) {
        if (input === 'r') loaded.reload();
        else if (input === 'x' && !loaded.unreachable) askToSignOut();
        return;
      }
      if (key.leftArrow || key.rightArrow || key.tab)
        setAction((current) => cycle(current, key.leftArrow || key.shift ? -1 : 1, DASHBOARD_ACTIONS.length));
      else if (key.return) run(action);
      else if (key.upArrow || key.pageUp)
        setPlanOffset((offset) => scrollBy(offset, key.pageUp ? -planHeight : -1, planLines.length, planHeight));
      else if (key.downArrow || key.pageDown)
        setPlanOffset((offset) => scrollBy(offset, key.pageDown ? planHeight : 1, planLines.length, planHeight));
      else if (input === 'w') tui.open({ name: 'plan' });
      else if (input === 'h') tui.open({ name: 'history' });
      else if (input === 't') tui.open({ name: 'workout' });
      else if (input === 'i') tui.open({ name: 'import' });
      else {
        const shortcut = DASHBOARD_ACTIONS.findIndex((candidate) => candidate.key === input);
        if (shortcut >= 0) run(shortcut);
      }
    },
    { isActive: tui.active },
  );

  return {
    loading: loaded.loading,
    error: loaded.error,
    unreachable: loaded.unreachable,
    wrongServer: loaded.wrongServer,
    greeting: data ? greeting(data.user, firstVisit ? 'first' : 'return') : null,
    stats: data ? dashboardStats(data.user, data.plans, data.personalBests) : [],
    plan: { lines: planLines, offset: planOffset, height: planHeight },
    personalBests: data ? personalBestList(data.personalBests) : { rows: [], empty: null },
    feedback: card
      ? {
          summary: analysis ? analysisView(analysis) : null,
          text: wrapLines(card.text, tui.columns - 6).slice(0, 2),
          videoLines,
        }
      : null,
    actions: DASHBOARD_ACTIONS,
    action,
    signingOut,
  };
}
