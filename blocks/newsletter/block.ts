// The newsletter block's definition, used at build time only: the site's consent sentence shown under the field, and
// the toast's promise of how long the confirmation link works (both from site.newsletter).
import { defineBlock, type BlockOf } from '../../model/blocks.ts';
import type { ResolveContext } from '../../model/site.ts';
import type { NewsletterProps } from './index.tsx';

/** What the toast says once the address is sent: it is not on the list until the link in the mail is followed. */
const SENT_DESCRIPTION = 'We sent a link to confirm your subscription. It works for {newsletter:confirm-days}.';

function resolve(block: BlockOf<'newsletter'>, ctx: ResolveContext): NewsletterProps {
  const { type: _type, anchor: _anchor, ...rest } = block;
  return { ...rest, consent: ctx.text('{newsletter:consent}'), sentDescription: ctx.text(SENT_DESCRIPTION) };
}

export default defineBlock<'newsletter', NewsletterProps>({ resolve });
