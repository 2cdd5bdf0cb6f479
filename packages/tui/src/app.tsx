// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, useApp, useInput } from 'ink';
import { useState } from 'react';
import { Footer } from './components/footer.js';
import { Header } from './components/header.js';
import { ToastBar } from './components/toast-bar.js';
import { useAppState, type AppProps } from './hooks/use-app-state.js';
import { useTerminalSize } from './hooks/use-terminal-size.js';
import { ScreenStack } from './screen-router.js';
import { HelpScreen } from './screens/help.js';
import { TuiContext } from './tui-context.js';

export type { AppProps } from './hooks/use-app-state.js';

/**
 * The frame around every screen: header, the current screen (or help), toasts and the footer of keys.
 * Global keys: Esc back, ? help, q quit from the top screen (not while typing), Ctrl-C quit anywhere.
 */
export function App(props: AppProps) {
  const { exit } = useApp();
  const size = useTerminalSize();
  const { context, stack, route, chrome, escapeRef, toasts } = useAppState(props, size);
  const [helpOpen, setHelpOpen] = useState(false);
  const isTop = stack.length === 1;

  const quit = (code: number) => {
    props.onExit(code);
    exit();
  };

  useInput((input, key) => {
    if (key.ctrl && input === 'c') return quit(130);
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

  const globalHints = [
    ...(isTop ? [] : [{ key: 'Esc', action: 'back' }]),
    ...(chrome.typing ? [] : [{ key: '?', action: 'help' }]),
    ...(isTop && !chrome.typing ? [{ key: 'q', action: 'quit' }] : []),
  ];

  return (
    <TuiContext.Provider value={{ ...context, active: !helpOpen, visible: true }}>
      <Box flexDirection="column" width={size.columns} height={size.rows - 1}>
        <Header route={route} user={context.user} apiUrl={context.apiUrl} />
        <Box flexDirection="column" flexGrow={1} overflow="hidden" paddingX={1}>
          {helpOpen && <HelpScreen route={route} hints={chrome.hints} />}
          <ScreenStack stack={stack} helpOpen={helpOpen} />
        </Box>
        <ToastBar toasts={toasts} />
        <Footer hints={helpOpen ? [{ key: 'Esc', action: 'close help' }] : [...chrome.hints, ...globalHints]} />
      </Box>
    </TuiContext.Provider>
  );
}
