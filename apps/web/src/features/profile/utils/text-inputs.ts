// The profile's forms keep their values in one useState object of strings. `textInputs(values, setValues)` gives
// each input its `value` and an `onChange` that sets that field alone: `<FormField {...input('city')} />`.
import type { Dispatch, SetStateAction } from 'react';

/** The keys of `Values` that hold free text (not, say, an address type picked from a list). */
type TextKey<Values> = { [K in keyof Values]: string extends Values[K] ? K : never }[keyof Values];

export function textInputs<Values>(values: Values, setValues: Dispatch<SetStateAction<Values>>) {
  return (field: TextKey<Values>) => ({
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });
}
