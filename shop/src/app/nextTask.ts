/**
 * Resolves in a new task (a macrotask), so that the browser can handle input and paint in between. Start-up
 * work is split with it into pieces that each stay below the 50 ms of a long task on a mid-range phone.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
