/** The garage list's address: shared by its query and the start-up preload (main.tsx). */
export const vehiclesPath = (status: 'owned' | 'previous') => `/api/vehicles?status=${status}`;
