interface LibraryStats {
  total: number;
  categories: number;
  equipmentTypes: number;
  difficultyLevels: number;
}

/** Footer stats: total, categories, equipment types and difficulty levels (fixed 3). */
export function LibraryFooter({ stats }: { stats: LibraryStats }) {
  const items = [
    { key: 'total', value: stats.total, label: 'Total exercises' },
    { key: 'categories', value: stats.categories, label: 'Categories' },
    { key: 'equipment', value: stats.equipmentTypes, label: 'Equipment types' },
    { key: 'levels', value: stats.difficultyLevels, label: 'Difficulty levels' },
  ];
  return (
    <footer className="library-footer" aria-label="Library statistics">
      <dl className="footer-stats">
        {items.map((item) => (
          <div key={item.key} className="footer-stat">
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </footer>
  );
}
