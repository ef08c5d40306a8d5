import { SelectItem } from '@web/components/ui/select';

/** A Select's items for a fixed list of values, each shown by its word in the catalogue (`m.statuses`). */
export function SelectOptions<Value extends string>({
  values,
  labels,
}: {
  values: readonly Value[];
  labels: Readonly<Record<Value, string>>;
}) {
  return values.map((value) => (
    <SelectItem key={value} value={value}>
      {labels[value]}
    </SelectItem>
  ));
}

/** A Select's items for people (anyone with an id and a name): the id is the value. */
export function PeopleOptions({ people }: { people: readonly { id: string; name: string }[] }) {
  return people.map((person) => (
    <SelectItem key={person.id} value={person.id}>
      {person.name}
    </SelectItem>
  ));
}
