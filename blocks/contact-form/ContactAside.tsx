import type { BlockOf } from '../block.ts';
import { asideStyle } from './styles.ts';

/** The Direct Contact panel beside the form: the site's e-mail and a few notes. */
export function ContactAside({
  idBase,
  aside,
  email,
}: {
  idBase: string;
  aside: NonNullable<BlockOf<'contact-form'>['aside']>;
  email: string;
}) {
  return (
    <aside css={asideStyle} aria-labelledby={`${idBase}-aside`}>
      <h3 id={`${idBase}-aside`}>{aside.heading}</h3>
      <p>
        {aside.emailText ? `${aside.emailText} ` : null}
        <a href={`mailto:${email}`}>{email}</a>
      </p>
      {aside.notes.map((item, i) => (
        <div key={i}>
          <h4>{item.title}</h4>
          <p>{item.body}</p>
        </div>
      ))}
    </aside>
  );
}
