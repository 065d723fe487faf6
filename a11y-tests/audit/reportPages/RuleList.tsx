import type { AxeRuleResult } from '../axe';

/** axe's rules in full: what each asks, how to fix it, and every element it named. */
export function RuleList({ rules, emptyText }: { rules: AxeRuleResult[]; emptyText: string }) {
  if (rules.length === 0) return <p>{emptyText}</p>;
  return (
    <ol>
      {rules.map((rule) => (
        <li key={rule.id}>
          <p>
            <strong>{rule.help}</strong> (rule <code>{rule.id}</code>, impact{' '}
            {rule.impact ?? 'none'}, <a href={rule.helpUrl}>how to fix {rule.id}</a>)
          </p>
          <ul>
            {rule.nodes.map((node, index) => (
              <li key={index}>
                <code>{node.target}</code>
                <pre>{node.html}</pre>
                {node.failureSummary ? <p>{node.failureSummary}</p> : null}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
