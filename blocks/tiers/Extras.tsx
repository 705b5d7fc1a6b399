import { cardStyle } from '../../ui/Section.tsx';
import type { ServiceView } from '../../model/site.ts';
import { addOnList, extrasGrid, termsList } from './styles.ts';

/** The add-ons and the terms, in cards side by side under the tiers. */
export function Extras({ addOns, terms }: { addOns: ServiceView['addOns']; terms: string[] }) {
  return (
    <div css={extrasGrid(addOns.length > 0 && terms.length > 0)}>
      {addOns.length > 0 ? (
        <div css={cardStyle}>
          <h3>Add-ons</h3>
          <ul css={addOnList}>
            {addOns.map((addOn, i) => (
              <li key={i}>
                <span>
                  {addOn.name}
                  {addOn.note ? <small>{addOn.note}</small> : null}
                </span>
                <strong>{addOn.price.text}</strong>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {terms.length > 0 ? (
        <div css={cardStyle}>
          <h3>Terms</h3>
          <ul css={termsList}>
            {terms.map((term, i) => (
              <li key={i}>{term}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
