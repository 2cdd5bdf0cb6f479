// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import TextInput from 'ink-text-input';
import { displayLabel } from '@spotter/core/view-models';
import { useLibrary, type LibraryZone } from '../hooks/use-library.js';
import { useScreenChrome } from '../tui-context.js';

const hintsFor = (zone: LibraryZone, canContribute: boolean) => [
  { key: 'Tab', action: zone === 'search' ? 'filters' : 'next' },
  ...(zone === 'search' ? [{ key: '↓', action: 'list' }] : []),
  ...(zone === 'list'
    ? [
        { key: '↑↓', action: 'move' },
        { key: 'Enter', action: 'open' },
      ]
    : []),
  ...(zone !== 'search' && zone !== 'list' ? [{ key: '←→', action: 'change' }] : []),
  ...(zone !== 'search' ? [{ key: 'x', action: 'clear' }] : []),
  ...(zone !== 'search' && canContribute ? [{ key: 'a', action: 'add' }] : []),
];

function Filter({ label, value, focused }: { label: string; value: string; focused: boolean }) {
  return (
    <Text color={focused ? 'cyan' : undefined} bold={focused}>
      {focused ? '› ' : '  '}
      {label}: ‹{value}›
    </Text>
  );
}

/** Search as you type, three filters, the matching exercises; Enter shows one. */
export function LibraryScreen() {
  const library = useLibrary();
  useScreenChrome({ hints: hintsFor(library.zone, library.canContribute), typing: library.typing });
  const { view } = library;
  return (
    <Box flexDirection="column">
      <Box justifyContent="space-between">
        <Text>
          <Text bold>{view.header}</Text>
          {view.badge ? <Text color="cyan"> · {view.badge}</Text> : null}
        </Text>
        <Text dimColor>{library.canContribute ? 'a: Contribute Exercise' : 'Sign up to contribute exercises'}</Text>
      </Box>
      <Box>
        <Text color={library.zone === 'search' ? 'cyan' : undefined} bold={library.zone === 'search'}>
          {library.zone === 'search' ? '› ' : '  '}
          {'Search: '}
        </Text>
        <TextInput
          value={library.filters.search}
          onChange={library.setSearch}
          focus={library.isActive && library.zone === 'search'}
          placeholder="name, muscle, equipment…"
        />
      </Box>
      <Box gap={1}>
        <Filter label="Category" value={library.selectedLabels.category} focused={library.zone === 'category'} />
        <Filter label="Equipment" value={library.selectedLabels.equipment} focused={library.zone === 'equipment'} />
        <Filter label="Level" value={library.selectedLabels.difficulty} focused={library.zone === 'difficulty'} />
      </Box>
      <Text dimColor wrap="truncate-end">
        {view.categories.map((entry) => `${displayLabel(entry.category)} ${entry.count}`).join(' · ')}
      </Text>
      <Box
        flexDirection="column"
        borderStyle="round"
        borderColor={library.zone === 'list' ? 'cyan' : undefined}
        paddingX={1}
      >
        {library.loading ? <Text color="yellow">Loading exercises...</Text> : null}
        {library.error ? <Text color="red">{library.error}</Text> : null}
        {view.empty && !library.loading ? (
          <Text>
            <Text bold>{view.empty.title}</Text>
            <Text dimColor> · {view.empty.detail}</Text>
          </Text>
        ) : null}
        {library.rows.map(({ card, selected }) => (
          <Box key={card.id}>
            <Box flexGrow={1} flexShrink={1}>
              <Text inverse={selected && library.zone === 'list'} bold={selected} wrap="truncate-end">
                {selected && library.zone === 'list' ? '› ' : '  '}
                {card.name}
              </Text>
            </Box>
            <Box width={13} flexShrink={0}>
              <Text dimColor>{card.categoryLabel}</Text>
            </Box>
            <Box width={13} flexShrink={0}>
              <Text color={card.difficultyColor}>{card.difficultyLabel}</Text>
            </Box>
            <Box width={26} flexShrink={0}>
              <Text dimColor wrap="truncate-end">
                {[...card.equipment, card.equipmentMore].filter(Boolean).join(', ')}
              </Text>
            </Box>
          </Box>
        ))}
      </Box>
      <Text dimColor wrap="truncate-end">
        {`${library.position ? `${library.position} · ` : ''}Total ${view.stats.total} · Categories ${view.stats.categories} · Equipment types ${view.stats.equipmentTypes} · Difficulty levels ${view.stats.difficultyLevels}`}
      </Text>
    </Box>
  );
}
