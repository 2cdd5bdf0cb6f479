import { describe, it, expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import type { ChatReply } from '@spotter/core/schemas';
import { sseEvent } from '@spotter/core/api';
import { aChatReply, aUser } from '../../testing/fixtures';
import { gate } from '../../testing/fake-api';
import { dashboardRoutes } from '../../testing/dashboard-routes';
import { renderApp } from '../../testing/render-app';

const stored = aUser();
const STREAM = 'POST /api/avatar/enhanced-chat/stream';

/** The stream endpoint's answer: the reply's text in pieces, then done with the reply. */
const streamed = (reply: ChatReply, pieces = [reply.response_script]) => ({
  text: pieces.map((text) => sseEvent('delta', { text })).join('') + sseEvent('done', reply),
});

describe('Floating coach chat', () => {
  it('Given the dashboard, When the launcher is pressed twice, Then the chat opens and closes', async () => {
    const { user } = renderApp('/dashboard/u1', { storedUser: stored, routes: dashboardRoutes() });
    await user.click(await screen.findByRole('button', { name: 'Open AI Coach chat' }));
    expect(screen.getByRole('region', { name: 'AI Coach chat' })).toBeTruthy();
    expect(screen.getByText('Hi Ada! Ask me anything about your training.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close AI Coach chat' }));
    expect(screen.queryByRole('region', { name: 'AI Coach chat' })).toBeNull();
  });

  it('Given the open chat, When Esc is pressed, Then it closes and focus returns to the launcher', async () => {
    const { user } = renderApp('/dashboard/u1', { storedUser: stored, routes: dashboardRoutes() });
    await user.click(await screen.findByRole('button', { name: 'Open AI Coach chat' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Message your coach'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'AI Coach chat' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open AI Coach chat' }));
  });

  it('Given blank text, When Enter is pressed, Then nothing is sent', async () => {
    const { user, api } = renderApp('/dashboard/u1', { storedUser: stored, routes: dashboardRoutes() });
    await user.click(await screen.findByRole('button', { name: 'Open AI Coach chat' }));
    await user.type(screen.getByLabelText('Message your coach'), '   {Enter}');
    expect(api.callsTo(STREAM)).toHaveLength(0);
  });

  it('Given a question, When Enter is pressed, Then input and send are disabled while the coach thinks, then the reply and its voice appear', async () => {
    const answer = gate();
    const reply = aChatReply('Sit between your heels and keep your chest up.', {
      voice_generated: true,
      voice_url: '/api/media/v.wav',
    });
    const { user, api } = renderApp('/dashboard/u1', {
      storedUser: stored,
      routes: dashboardRoutes(
        {},
        {
          [STREAM]: { ...streamed(reply, ['Sit between your heels ', 'and keep your chest up.']), until: answer.until },
        },
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Open AI Coach chat' }));
    await user.type(screen.getByLabelText('Message your coach'), '  How deep should I squat? {Enter}');
    expect(screen.getByText('How deep should I squat?')).toBeTruthy();
    expect(screen.getByText('AI Coach is thinking...')).toBeTruthy();
    expect(screen.getByLabelText('Message your coach').hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
    expect(JSON.parse(api.callsTo(STREAM)[0]!.init.body as string)).toEqual({
      user_id: 'u1',
      message: 'How deep should I squat?',
      message_type: 'user',
    });
    answer.open();
    expect(await screen.findByText('Sit between your heels and keep your chest up.')).toBeTruthy();
    expect(screen.getByText('Voice generated for your AI coach response!')).toBeTruthy();
    expect(screen.getByLabelText('Coach voice reply').getAttribute('src')).toBe('/api/media/v.wav');
    expect(screen.queryByText('AI Coach is thinking...')).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Message your coach').hasAttribute('disabled')).toBe(false));
  });

  it('Given a voiced reply already toasted, When more voiced replies arrive, Then the voice toast is not said again (each reply keeps its player)', async () => {
    const replies = ['Knees out.', 'Chest up, brace hard.', 'Drive through the whole foot.'].map((text) =>
      aChatReply(text, { voice_generated: true, voice_url: `/api/media/${text.length}.wav` }),
    );
    let calls = 0;
    toast.dismiss(); // the toasts of the tests before (sonner's store outlives a render)
    const { user } = renderApp('/dashboard/u1', {
      storedUser: stored,
      routes: dashboardRoutes({}, { [STREAM]: () => streamed(replies[calls++ % replies.length]!) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Open AI Coach chat' }));
    await waitFor(() => expect(screen.queryByText('Voice generated for your AI coach response!')).toBeNull());
    for (const [i, reply] of replies.entries()) {
      await user.type(screen.getByLabelText('Message your coach'), `Tip ${i}?{Enter}`);
      expect(await screen.findByText(reply.response_script)).toBeTruthy();
      await waitFor(() => expect(screen.getByLabelText('Message your coach').hasAttribute('disabled')).toBe(false));
    }
    expect(screen.getAllByLabelText('Coach voice reply')).toHaveLength(3);
    expect(screen.getAllByText('Voice generated for your AI coach response!')).toHaveLength(1);
  });

  it('Given a coach whose voice is busy, When it replies, Then the text shows with a plain note and no voice player', async () => {
    const reply = aChatReply('Brace before you lift.', { voice_status: 'busy' });
    const { user } = renderApp('/dashboard/u1', {
      storedUser: stored,
      routes: dashboardRoutes({}, { [STREAM]: streamed(reply) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Open AI Coach chat' }));
    await user.type(screen.getByLabelText('Message your coach'), 'Any tip?{Enter}');
    expect(await screen.findByText('Brace before you lift.')).toBeTruthy();
    expect(await screen.findByText('The coach’s voice is busy right now, so this reply is text only.')).toBeTruthy();
    expect(document.querySelector('audio')).toBeNull();
  });

  it('Given the coach fails, When a message is sent, Then the failure toast names the reason', async () => {
    const { user } = renderApp('/dashboard/u1', {
      storedUser: stored,
      routes: dashboardRoutes(
        {},
        { [STREAM]: { status: 503, body: { detail: 'The AI coach chat is not available on this server yet' } } },
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Open AI Coach chat' }));
    await user.type(screen.getByLabelText('Message your coach'), 'Hello{Enter}');
    expect(await screen.findByText('Failed to get response from AI coach')).toBeTruthy();
    expect(screen.getByText('The AI coach chat is not available on this server yet')).toBeTruthy();
  });

  it('Given a reply with "- " lines, When it arrives, Then they show as a list, and the toasts move above the open chat', async () => {
    const reply = aChatReply('Before training:\n\n- A banana\n- Toast with honey\n\nDrink some water.', {
      voice_generated: true,
      voice_url: '/api/media/v.wav',
    });
    const { user } = renderApp('/dashboard/u1', {
      storedUser: stored,
      routes: dashboardRoutes({}, { [STREAM]: streamed(reply) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Open AI Coach chat' }));
    await user.type(screen.getByLabelText('Message your coach'), 'What should I eat before training?{Enter}');
    await screen.findByText('Drink some water.');
    const list = within(screen.getByRole('region', { name: 'AI Coach chat' })).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A banana', 'Toast with honey']);
    expect(screen.queryByText(/^- /)).toBeNull();
    expect(screen.getByText('Drink some water.')).toBeTruthy();
    await screen.findByText('Voice generated for your AI coach response!');
    expect(document.querySelector('[data-sonner-toaster]')?.getAttribute('data-y-position')).toBe('top');
    await user.click(screen.getByRole('button', { name: 'Close AI Coach chat' }));
    await waitFor(() =>
      expect(document.querySelector('[data-sonner-toaster]')?.getAttribute('data-y-position')).toBe('bottom'),
    );
  });

  it('Given an embed URL, When the dashboard shows, Then the third-party frame is present and hidden; without one there is no frame', async () => {
    const first = renderApp('/dashboard/u1', {
      storedUser: stored,
      routes: dashboardRoutes(),
      chatbotEmbedUrl: 'https://bot.example/embed',
    });
    await screen.findByRole('heading', { name: 'Welcome back, Ada!' });
    const frame = first.container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://bot.example/embed');
    expect(frame.hidden).toBe(true);
    first.unmount();
    const second = renderApp('/dashboard/u1', { storedUser: stored, routes: dashboardRoutes() });
    await screen.findByRole('heading', { name: 'Welcome back, Ada!' });
    expect(second.container.querySelector('iframe')).toBeNull();
  });
});
