import { vehicleMessages } from '@shared/vehicles/vehicle-schema';

const keyByMessage = new Map<string, string>(Object.entries(vehicleMessages).map(([key, message]) => [message, key]));

/**
 * The shared schema answers stable English messages; the form shows their translation. A money
 * field that is not a number gets an example in the user's own notation.
 */
export function fieldErrorKey(message: string | undefined, field?: string): string {
  const key = message ? keyByMessage.get(message) : undefined;
  if (!key) return 'vehicles.errors.invalid';
  if (key === 'number' && (field === 'purchasePrice' || field === 'estimatedValue' || field === 'salePrice')) return 'vehicles.errors.amount';
  return `vehicles.errors.${key}`;
}
