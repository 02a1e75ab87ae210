// Bounds of the analysis pipeline that several modules share.

/** Claims of one run before the sweeper fails it instead of enqueueing it again. */
export const MAX_ATTEMPTS_BEFORE_FAIL = 3;
