import { css } from '@emotion/react';
import type { BlockOf, OwnFields } from '../block.ts';
import { color, mq, radius, space, text } from '../../ui/theme/tokens.ts';
import { Section } from '../../ui/Section.tsx';

type ComparisonBlock = BlockOf<'comparison'>;

export interface ComparisonRow {
  feature: string;
  values: (boolean | string)[];
}

export interface ComparisonProps extends Omit<OwnFields<ComparisonBlock>, 'rows'> {
  /** Column headings after "Feature", the firm first. */
  columns: string[];
  rows: ComparisonRow[];
}

// The table stays a table on phones: compact cells and content-sized columns keep it within 360 px.
// Should a long value ever not fit, the frame scrolls on its own; the page never does.
const frameStyle = css`
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  overflow-x: auto;
  color: ${color.text};
`;

const tableStyle = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${text.xs};
  ${mq.sm} {
    table-layout: fixed;
    font-size: ${text.base};
  }
  th,
  td {
    padding: ${space[3]} ${space[1]};
    text-align: center;
    vertical-align: middle;
    overflow-wrap: break-word;
    border-top: 1px solid ${color.border};
    ${mq.sm} {
      padding: ${space[4]} ${space[3]};
    }
  }
  thead th {
    border-top: 0;
    color: ${color.ink};
    font-size: 0.75rem;
    font-weight: 700;
    line-height: 1.25;
    background: ${color.surfaceAlt};
    ${mq.sm} {
      font-size: inherit;
    }
  }
  th[scope="row"],
  thead th:first-of-type {
    text-align: left;
    padding-left: ${space[2]};
    ${mq.sm} {
      width: 40%;
      padding-left: ${space[5]};
    }
  }
  th[scope="row"] {
    color: ${color.ink};
    font-weight: 600;
  }
  /* The firm's column: the first after "Feature". */
  th:nth-of-type(2),
  td:first-of-type {
    background: ${color.accentSoft};
  }
  thead th:nth-of-type(2) {
    color: ${color.accent};
    box-shadow: inset 0 3px 0 ${color.accent};
  }
`;

const markStyle = (yes: boolean) => css`
  display: inline-flex;
  width: 1.75rem;
  height: 1.75rem;
  padding: 0.3rem;
  border-radius: 50%;
  vertical-align: middle;
  color: ${yes ? '#fff' : color.muted};
  background: ${yes ? color.success : color.surfaceAlt};
  border: 1px solid ${yes ? color.success : color.border};
`;

function Value({ value }: { value: boolean | string }) {
  if (typeof value === 'string') return <>{value}</>;
  return (
    <>
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        css={markStyle(value)}
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={value ? 'M5 12.5l4.5 4.5L19 7.5' : 'M7 7l10 10M17 7L7 17'} />
      </svg>
      <span className="visually-hidden">{value ? 'Yes' : 'No'}</span>
    </>
  );
}

export default function Comparison({ eyebrow, heading, intro, tone, columns, rows }: ComparisonProps) {
  const [firm = '', ...others] = columns;
  return (
    <Section heading={heading} eyebrow={eyebrow} intro={intro} tone={tone}>
      <div css={frameStyle}>
        <table css={tableStyle}>
          <caption className="visually-hidden">
            {firm} compared with {others.join(' and ')}
          </caption>
          <thead>
            <tr>
              <th scope="col">Feature</th>
              {columns.map((column, i) => (
                <th scope="col" key={i}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r}>
                <th scope="row">{row.feature}</th>
                {columns.map((_column, c) => (
                  <td key={c}>
                    <Value value={row.values[c] ?? ''} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
