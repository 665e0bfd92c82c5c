/** Where a text stands against its limit, counted as the shared schemas count it. */
export type CharacterCount = {
  length: number;
  max: number;
  /** Characters still free; negative past the limit. */
  remaining: number;
  /** Close enough to the limit that a screen reader is told how many are left. */
  near: boolean;
  over: boolean;
};

/**
 * The count for a field's value. Schemas trim before they check the length, so surrounding
 * spaces do not count here either. "Near" starts at the last tenth of the limit (at least the last
 * 10 characters): earlier announcements would interrupt every keystroke for nothing.
 */
export function characterCountOf(value: string, max: number): CharacterCount {
  const length = value.trim().length;
  const remaining = max - length;
  return { length, max, remaining, near: remaining <= Math.max(10, Math.floor(max / 10)), over: remaining < 0 };
}
