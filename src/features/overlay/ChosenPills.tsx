/** What has been chosen so far (people, groups, channels), as pills that each have a Remove button. */

export interface Chosen {
  key: string | number;
  label: string;
}

type Props = {
  items: readonly Chosen[];
  onRemove(key: Chosen['key']): void;
} & ({ label: string } | { labelledBy: string });

export function ChosenPills({ items, onRemove, ...name }: Props) {
  return (
    <ul
      className="pills"
      aria-label={'label' in name ? name.label : undefined}
      aria-labelledby={'labelledBy' in name ? name.labelledBy : undefined}
    >
      {items.map(({ key, label }) => (
        <li key={key} className="pill">
          {label}
          <button
            type="button"
            className="quiet pill-remove"
            aria-label={`Remove ${label}`}
            onClick={() => onRemove(key)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
