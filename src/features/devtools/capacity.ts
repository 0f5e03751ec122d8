/** How much the recorder keeps (a constant apart, so settings need not load the recorder). */
export const RECORDER_CAPACITY = 1000;
export const RECORDER_CAPACITY_TEXT = `${RECORDER_CAPACITY.toLocaleString('en')} events and requests`;
