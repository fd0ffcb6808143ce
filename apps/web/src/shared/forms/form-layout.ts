/**
 * Mantine's input parts with the hint (description) under the input instead of above it: in a grid row of fields
 * where only some have a hint, the inputs then line up.
 */
export const HINT_BELOW_INPUT: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];
