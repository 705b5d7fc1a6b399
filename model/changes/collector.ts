// Collects the changes between two manifests. Any two values can be walked field by field: texts get a word diff,
// list items added or removed are told by name, other values as before → after, each at its place in words.
import { diffArrays } from 'diff';
import type { SiteManifest } from '../../schema/site.types.ts';
import type { BlockDefinitions } from '../blocks.ts';
import { placeInWords } from '../place.ts';
import { isObject, type Change, type ChangeGroup, type ChangeShape, type Json } from './types.ts';
import { inWords, quote, same, wordDiff } from './words.ts';

const escapeKey = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

export class Collector {
  readonly changes: Change[] = [];
  constructor(
    readonly before: SiteManifest,
    readonly after: SiteManifest,
    readonly blocks?: BlockDefinitions,
  ) {}

  add(group: ChangeGroup, text: string, pointer: string, diff?: string, shape?: ChangeShape): void {
    this.changes.push({ group, text, pointer, ...(diff === undefined ? {} : { diff }), ...(shape ? { shape } : {}) });
  }

  addRemoval(group: ChangeGroup, text: string, pointer: string, shape?: ChangeShape): void {
    this.changes.push({ group, text, pointer, removed: true, ...(shape ? { shape } : {}) });
  }

  /** Where a pointer is, in words: in the new manifest, or in the old one for something removed. */
  placeNew(pointer: string): string {
    return placeInWords(this.after, pointer, this.blocks);
  }

  placeOld(pointer: string): string {
    return placeInWords(this.before, pointer, this.blocks);
  }

  /**
   * Any two values compared field by field. Texts get a word diff; list items added or removed are told by name
   * (in `structure`'s group), other values as before → after.
   */
  walk(
    group: ChangeGroup,
    before: Json,
    after: Json,
    oldPointer: string,
    newPointer: string,
    structure: ChangeGroup = group,
  ): void {
    if (same(before, after)) return;
    if (typeof before === 'string' && typeof after === 'string') {
      const short = before.length <= 50 && after.length <= 50;
      const text = `${this.placeNew(newPointer)}: ${short ? `${quote(before)} → ${quote(after)}` : 'text changed'}`;
      this.add(group, text, newPointer, wordDiff(before, after));
    } else if (Array.isArray(before) && Array.isArray(after)) {
      this.walkList(group, before, after, oldPointer, newPointer, structure);
    } else if (isObject(before) && isObject(after)) {
      for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
        const oldAt = `${oldPointer}/${escapeKey(key)}`;
        const newAt = `${newPointer}/${escapeKey(key)}`;
        const b = before[key];
        const a = after[key];
        if (b === undefined && a !== undefined)
          this.add(structure, `${this.placeNew(newAt)}: added ${inWords(a)}`, newAt);
        else if (a === undefined && b !== undefined)
          this.addRemoval(structure, `${this.placeOld(oldAt)}: removed ${inWords(b)}`, oldAt);
        else this.walk(group, b, a, oldAt, newAt, structure);
      }
    } else {
      const kind = typeof after === 'string' || typeof before === 'string' ? group : structure;
      this.add(kind, `${this.placeNew(newPointer)}: ${inWords(before)} → ${inWords(after)}`, newPointer);
    }
  }

  private walkList(
    group: ChangeGroup,
    before: Json[],
    after: Json[],
    oldPointer: string,
    newPointer: string,
    structure: ChangeGroup,
  ): void {
    const parts = diffArrays(before, after, { comparator: same });
    let oldIndex = 0;
    let newIndex = 0;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      const next = parts[i + 1];
      if (part.removed && next?.added) {
        // Items replaced in place are edits of those items, compared field by field; any surplus is added or removed.
        const paired = Math.min(part.value.length, next.value.length);
        for (let k = 0; k < paired; k++)
          this.walk(
            group,
            part.value[k],
            next.value[k],
            `${oldPointer}/${oldIndex + k}`,
            `${newPointer}/${newIndex + k}`,
            structure,
          );
        for (let k = paired; k < part.value.length; k++)
          this.removedItem(structure, part.value[k], `${oldPointer}/${oldIndex + k}`);
        for (let k = paired; k < next.value.length; k++)
          this.addedItem(structure, next.value[k], `${newPointer}/${newIndex + k}`);
        oldIndex += part.value.length;
        newIndex += next.value.length;
        i++;
      } else if (part.removed) {
        part.value.forEach((item, k) => this.removedItem(structure, item, `${oldPointer}/${oldIndex + k}`));
        oldIndex += part.value.length;
      } else if (part.added) {
        part.value.forEach((item, k) => this.addedItem(structure, item, `${newPointer}/${newIndex + k}`));
        newIndex += part.value.length;
      } else {
        oldIndex += part.value.length;
        newIndex += part.value.length;
      }
    }
  }

  private addedItem(group: ChangeGroup, item: Json, pointer: string): void {
    const parent = pointer.slice(0, pointer.lastIndexOf('/'));
    this.add(group, `${this.placeNew(parent)}: added ${inWords(item)}`, pointer, undefined, 'list item');
  }

  private removedItem(group: ChangeGroup, item: Json, pointer: string): void {
    const parent = pointer.slice(0, pointer.lastIndexOf('/'));
    this.addRemoval(group, `${this.placeOld(parent)}: removed ${inWords(item)}`, pointer, 'list item');
  }
}
