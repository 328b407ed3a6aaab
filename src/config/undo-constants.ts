// Spec c section 9: how long an optimistic write waits for Undo before it is sent.

/** A tracking mapping delete ('Tracking deleted' with Undo). */
export const TRACKING_DELETE_UNDO_DELAY_MS = 30_000;
/** A robot stop ('Robot stopped' with Undo). */
export const ROBOT_STOP_UNDO_DELAY_MS = 60_000;
