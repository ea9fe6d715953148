/**
 * A priority picked from a few choices, each a button-like radio (tasks, wishlist items): one
 * fieldset with its legend, the checked choice outlined.
 */
export function PriorityChoice<P extends string>({
  legend,
  name,
  options,
  value,
  labelOf,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly P[];
  value: P;
  labelOf: (p: P) => string;
  onChange: (p: P) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-forest-900">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((p) => (
          <label
            key={p}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-forest-200 px-3 py-2 text-sm has-[:checked]:border-forest-700 has-[:checked]:bg-forest-50"
          >
            <input type="radio" name={name} value={p} checked={value === p} onChange={() => onChange(p)} className="accent-forest-700" />
            {labelOf(p)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
