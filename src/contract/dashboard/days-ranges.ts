/**
 * `days_range` choices of the requests widget (spec a section 3). Its own small file: the
 * dashboard's search (in every signed-in first load, decision 036) reads it without the rest of
 * the dashboard's contract.
 */
export const DAYS_RANGES = [1, 7, 14, 30] as const;

export type DaysRange = (typeof DAYS_RANGES)[number];
