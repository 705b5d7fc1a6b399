// The contact-form block's definition, used at build time only: the form's service choices and the site's e-mail, worked out at build time.
import { defineBlock, type BlockOf } from '../../model/blocks.ts';
import type { ResolveContext } from '../../model/site.ts';
import { contactOptions } from '../../model/contact-options.ts';
import type { ContactFormProps } from './index.tsx';

/** The success toast's second line; the reply time is the manifest's fact. */
const SUCCESS_DESCRIPTION = "We'll get back to you within {fact:reply-time}.";

type ContactFormBlock = BlockOf<'contact-form'>;

/** The service choices come from the services' form labels; each thank-you page they lead to must exist. */
function resolve(block: ContactFormBlock, ctx: ResolveContext): ContactFormProps {
  const { type: _type, anchor: _anchor, ...rest } = block;
  const options = contactOptions(ctx.manifest);
  for (const option of options) if (option.thankYouPath) ctx.href(option.thankYouPath);
  return { ...rest, email: ctx.manifest.site.email, options, sentDescription: ctx.text(SUCCESS_DESCRIPTION) };
}

export default defineBlock<'contact-form', ContactFormProps>({
  resolve,
});
