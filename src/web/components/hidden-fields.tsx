/** Name and value pairs a form sends along as they are. */
export type KeptFields = readonly (readonly [string, string])[];

/** The fields a form sends along unchanged when a visitor without JavaScript submits it. */
export function HiddenFields({ fields }: { fields: KeptFields }) {
  return fields.map(([name, value], index) => <input key={`${name}-${index}`} type="hidden" name={name} value={value} />);
}
