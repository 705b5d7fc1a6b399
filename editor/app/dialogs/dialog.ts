// Which dialog is open, with what it needs.
import type { Change } from '../api.ts';
import type { Json } from '../../../model/json-pointer.ts';

export type Dialog =
  | { kind: 'save'; changes?: Change[] }
  | { kind: 'conflict' }
  | { kind: 'add-block' }
  | { kind: 'add-page' }
  | { kind: 'add-service' }
  | { kind: 'add-download' }
  | { kind: 'delete-page'; page: number }
  | { kind: 'remove'; question: string; explanation?: string; confirm: string; onConfirm(): void }
  | { kind: 'rename'; what: string; current: string; apply(next: string): Json };
