import { createContext, useContext } from 'react';
import type { DeskClient } from './client';
import type { DeskApi } from './desk';

export type DeskServices = { client: DeskClient; api: DeskApi };

export const DeskContext = createContext<DeskServices | null>(null);

/** The client and its calls of the mounted desk. */
export function useDesk(): DeskServices {
  const services = useContext(DeskContext);
  if (!services) throw new Error('useDesk outside the desk');
  return services;
}
