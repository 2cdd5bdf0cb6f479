// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, useApp, useInput } from 'ink';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from './components/confirm-dialog.js';
import { Footer } from './components/footer.js';
import { Header } from './components/header.js';
import { ToastBar } from './components/toast-bar.js';
import { TooSmall } from './components/too-small.js';
import { useAppState, type AppProps } from './hooks/use-app-state.js';
import { useTerminalSize } from './hooks/use-terminal-size.js';
import { confirmKeys, footerKeys, frameKeys } from './key-map.js';
import { ScreenStack } from './screen-router.js';
import { HelpScreen } from './screens/help.js';
import { TuiContext } from './tui-context.js';

export type { AppProps } from './hooks/use-app-state.js';

/**
 * The frame around every screen: header, the current screen (or help, or a question), toasts and the footer
 * of keys. Global keys: Esc back, ? help, q quit from the top screen (not while typing), Ctrl-C quit
 * anywhere (cancelling what runs). Below 80x24 it asks for a bigger terminal instead of drawing the screen.
 */
export function App(props: AppProps) {
  const { exit } = useApp();
  const size = useTerminalSize();
  const { context, stack, route, chrome, escapeRef, toasts, confirmation, setConfirmation, cancelRunning } =
    useAppState(props, size);
  const [helpOpen, setHelpOpen] = useState(false);
  const isTop = stack.length === 1;

  const quit = (code: number) => {
    props.onExit(code, cancelRunning());
    exit();
  };

  useEffect(() => {
    const { stop } = props;
    if (!stop) return;
    const onStop = () => quit(typeof stop.reason === 'number' ? stop.reason : 1);
    if (stop.aborted) onStop();
    stop.addEventListener('abort', onStop);
    return () => stop.removeEventListener('abort', onStop);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.stop]);

  useInput((input, key) => {
    if (key.ctrl && input === 'c') return quit(130);
    if (size.tooSmall) {
      if (input === 'q' && !chrome.typing) quit(0);
      return;
    }
    if (confirmation) {
      if (input === 'y') {
        setConfirmation(null);
        confirmation.onYes();
      } else if (input === 'n' || key.escape) setConfirmation(null);
      return;
    }
    if (helpOpen) {
      if (key.escape || input === '?' || input === 'q') setHelpOpen(false);
      return;
    }
    if (key.escape) {
      if (escapeRef.current?.()) return;
      if (!isTop) context.back();
      return;
    }
    if (chrome.typing) return;
    if (input === '?') setHelpOpen(true);
    else if (input === 'q' && isTop) quit(0);
  });

  const frame = frameKeys({ isTop, typing: chrome.typing, screenKeys: chrome.hints });
  const footer = confirmation
    ? confirmKeys(confirmation.yes, confirmation.no)
    : helpOpen
      ? [{ key: 'Esc', action: 'close help' }]
      : footerKeys(chrome.hints, frame, size.columns - 2);
  const covered = helpOpen || confirmation !== null || size.tooSmall;

  return (
    <TuiContext.Provider value={{ ...context, active: !covered, visible: true }}>
      {size.tooSmall ? <TooSmall {...size.actual} /> : null}
      <Box display={size.tooSmall ? 'none' : 'flex'} flexDirection="column" width={size.columns} height={size.rows - 1}>
        <Header route={route} user={context.user} apiUrl={context.apiUrl} />
        <Box flexDirection="column" flexGrow={1} overflow="hidden" paddingX={1}>
          {helpOpen && !confirmation ? <HelpScreen route={route} screenKeys={chrome.hints} frameKeys={frame} /> : null}
          {confirmation ? <ConfirmDialog request={confirmation} /> : null}
          <ScreenStack stack={stack} covered={covered} />
        </Box>
        <ToastBar toasts={toasts} />
        <Footer hints={footer} />
      </Box>
    </TuiContext.Provider>
  );
}
