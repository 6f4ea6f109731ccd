import {
  Button,
  Card,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useState } from 'react';
import { useTRPC } from '../../../lib/trpc.ts';
import { useMember } from '../shared/member.ts';
import { HistoryCard } from './history-card.tsx';
import { HistoryEmpty } from './history-empty.tsx';
import { HISTORY_FILTERS, type HistoryStatus, historyQuery } from './history-query.ts';

/** /workouts: search and filter on the server, counts over the whole history, pages by cursor. */
export function HistoryPage() {
  const trpc = useTRPC();
  const member = useMember();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<HistoryStatus>('all');
  const query = useInfiniteQuery(historyQuery(trpc, debounced, status));
  // The heading and controls paint first; the list (twenty cards) renders just after, in the
  // background, so a slow phone shows the page at once instead of after the whole list.
  // (null first, even when the data is already cached: React defers a mount only given an initial value.)
  const data = useDeferredValue(query.data ?? null, null);
  const items = data?.pages.flatMap((p) => p.items) ?? [];
  const counts = data?.pages[0]?.counts;
  const filtering = debounced !== '' || status !== 'all';

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Title order={1} fz={{ base: 26, xs: 32 }}>
          Workout History
        </Title>
        <Button
          component={Link}
          to="/workout-journal"
          leftSection={<IconPlus size={16} />}
          size="compact-md"
          style={{ flexShrink: 0 }}
        >
          New Workout
        </Button>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          placeholder="Search workouts..."
          aria-label="Search workouts"
          leftSection={<IconSearch size={18} />}
          value={search}
          maxLength={100}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        {/* The phone's own picker: lighter than a custom dropdown, and what thumbs expect. */}
        <NativeSelect
          w={140}
          size="md"
          aria-label="Filter workouts"
          data={HISTORY_FILTERS.map((f) => ({ ...f }))}
          value={status}
          onChange={(e) =>
            setStatus(HISTORY_FILTERS.find((f) => f.value === e.currentTarget.value)?.value ?? 'all')
          }
        />
      </Group>
      <SimpleGrid cols={3} spacing="xs">
        <Count label="Total" value={counts?.total} />
        <Count label="Completed" value={counts?.completed} color={COUNT_COLORS.completed} />
        <Count label="In Progress" value={counts?.inProgress} color={COUNT_COLORS.inProgress} />
      </SimpleGrid>

      {data === null && !query.isError ? (
        <Group justify="center" py="xl">
          <Loader type="dots" />
        </Group>
      ) : query.isError && !items.length ? (
        <Card padding="lg" ta="center">
          <Text fw={700}>Could not load your workouts</Text>
          <Button mt="sm" variant="light" onClick={() => query.refetch()}>
            Try again
          </Button>
        </Card>
      ) : items.length === 0 ? (
        <HistoryEmpty filtering={filtering} />
      ) : (
        <Stack gap="sm" opacity={query.isPlaceholderData ? 0.6 : 1}>
          {items.map((w) => (
            <HistoryCard key={w.id} workout={w} unit={member.weightUnit} />
          ))}
          {query.hasNextPage && (
            <Button
              variant="default"
              onClick={() => query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

// Teal and yellow at Mantine's default shade are under 3:1 on white: in light mode, the theme's
// darkened badge text colours (theme.ts), which pass.
const COUNT_COLORS = {
  completed: 'light-dark(var(--mantine-color-teal-light-color), var(--mantine-color-teal-4))',
  inProgress: 'light-dark(var(--mantine-color-yellow-light-color), var(--mantine-color-yellow-4))',
};

function Count({ label, value, color }: { label: string; value: number | undefined; color?: string }) {
  return (
    <Card padding="sm" ta="center">
      <Text fw={800} fz={24} lh={1.1} c={color}>
        {value ?? '–'}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Card>
  );
}
