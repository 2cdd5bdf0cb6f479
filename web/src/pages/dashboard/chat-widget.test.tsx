import { describe, it, expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { aChatReply, aUser } from '../../testing/fixtures';
import { gate } from '../../testing/fake-api';
import { dashboardRoutes } from '../../testing/dashboard-routes';
import { renderApp } from '../../testing/render-app';

const stored = aUser();

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
    expect(api.callsTo('POST /api/avatar/enhanced-chat')).toHaveLength(0);
  });

  it('Given a question, When Enter is pressed, Then input and send are disabled while the coach thinks, then the reply and its voice appear', async () => {
    const answer = gate();
    const reply = aChatReply('Sit between your heels and keep your chest up.', { voice_generated: true, voice_url: '/api/media/v.wav' });
    const { user, api } = renderApp('/dashboard/u1', {
      storedUser: stored,
      routes: dashboardRoutes({}, { 'POST /api/avatar/enhanced-chat': { body: reply, until: answer.until } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Open AI Coach chat' }));
    await user.type(screen.getByLabelText('Message your coach'), '  How deep should I squat? {Enter}');
    expect(screen.getByText('How deep should I squat?')).toBeTruthy();
    expect(screen.getByText('AI Coach is thinking...')).toBeTruthy();
    expect(screen.getByLabelText('Message your coach').hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
    expect(JSON.parse(api.callsTo('POST /api/avatar/enhanced-chat')[0]!.init.body as string)).toEqual({
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

  it('Given a coach whose voice is busy, When it replies, Then the text shows with a plain note and no voice player', async () => {
    const reply = aChatReply('Brace before you lift.', { voice_status: 'busy' });
    const { user } = renderApp('/dashboard/u1', {
      storedUser: stored,
      routes: dashboardRoutes({}, { 'POST /api/avatar/enhanced-chat': { body: reply } }),
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
      routes: dashboardRoutes({}, { 'POST /api/avatar/enhanced-chat': { status: 503, body: { detail: 'The AI coach chat is not available on this server yet' } } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Open AI Coach chat' }));
    await user.type(screen.getByLabelText('Message your coach'), 'Hello{Enter}');
    expect(await screen.findByText('Failed to get response from AI coach')).toBeTruthy();
    expect(screen.getByText('The AI coach chat is not available on this server yet')).toBeTruthy();
  });

  it('Given an embed URL, When the dashboard shows, Then the third-party frame is present and hidden; without one there is no frame', async () => {
    const first = renderApp('/dashboard/u1', { storedUser: stored, routes: dashboardRoutes(), chatbotEmbedUrl: 'https://bot.example/embed' });
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
