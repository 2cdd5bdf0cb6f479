// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import { PRODUCT_NAME } from '@spotter/core/constants';
import { ROUTE_TITLES, type Route } from '../navigation.js';
import type { StoredUser } from '../session.js';

/** One line: the product and the screen on the left, who and which server on the right. */
export function Header({ route, user, apiUrl }: { route: Route; user: StoredUser | null; apiUrl: string }) {
  const where = apiUrl.replace(/^https?:\/\//, '');
  return (
    <Box justifyContent="space-between" paddingX={1} flexShrink={0}>
      <Text wrap="truncate-end">
        <Text bold color="cyan">
          {PRODUCT_NAME}
        </Text>
        <Text dimColor> │ </Text>
        <Text bold>{ROUTE_TITLES[route.name]}</Text>
      </Text>
      <Text dimColor wrap="truncate-start">
        {user ? `${user.first_name} · ` : ''}
        {where}
      </Text>
    </Box>
  );
}
