/**
 * Development only (imported behind `import.meta.env.DEV`, so it never ships): runs axe-core on
 * the page after it loads and after every change to it, and reports problems in the console.
 *
 * It replaces @axe-core/react, which cannot work with React 19: it needs `ReactDOM.findDOMNode`
 * (removed in React 19) and patches `React.createElement`, which the JSX runtime no longer calls.
 * See docs/decisions.md.
 */
const SETTLE_MS = 1000;

export async function startDevAccessibilityCheck(): Promise<void> {
  const { default: axe } = await import('axe-core');
  let timer = 0;
  let running = false;

  const check = async () => {
    if (running) return;
    running = true;
    try {
      const results = await axe.run(document, {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
      });
      for (const violation of results.violations) {
        console.warn(
          `[axe] ${violation.impact ?? 'issue'}: ${violation.help} (${violation.helpUrl})`,
          violation.nodes.map((node) => node.target.join(' ')),
        );
      }
    } finally {
      running = false;
    }
  };

  const schedule = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void check(), SETTLE_MS);
  };

  new MutationObserver(schedule).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
  });
  schedule();
}
