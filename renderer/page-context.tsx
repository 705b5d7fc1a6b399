import { createContext, useContext, type ComponentType } from 'react';
import type { Data } from './+data.ts';

export const PageDataContext = createContext<Data | null>(null);
export const BlockComponentsContext = createContext<Record<string, ComponentType<Record<string, unknown>>>>({});

export function usePageData(): Data {
  const data = useContext(PageDataContext);
  if (!data) throw new Error('usePageData() is used outside a page');
  return data;
}
