/**
 * Chromium's accessibility tree, as the DevTools protocol gives it to screen readers: the one
 * reader of it for the browser tests, the audit's helpers and `focus.ts`. Names, roles,
 * descriptions and states come from Chromium's own computation, not a re-implementation.
 */
import type { CDPSession, Page } from 'playwright-core';
import { expect } from 'vitest';

/** What these helpers read of a node as the protocol sends it (`Accessibility.AXNode`). */
interface ProtocolNode {
  ignored: boolean;
  role?: { value?: unknown };
  name?: { value?: unknown };
  description?: { value?: unknown };
  value?: { value?: unknown };
  properties?: { name: string; value: { value?: unknown } }[];
}

/** One node that assistive technology is given, in plain strings. */
export interface AccessibleNode {
  role: string;
  /** The accessible name, trimmed ('' when it has none). */
  name: string;
  /** The accessible description, trimmed. */
  description: string;
  /** The value (a text field's text, a slider's position), trimmed. */
  value: string;
  /** `aria-invalid` or the browser's own validity: anything but false. */
  invalid: boolean;
  focused: boolean;
  /** A toggle button's `aria-pressed` ('true', 'false'), a radio's checked state; '' when none. */
  pressed: string;
  checked: string;
}

const text = (property: { value?: unknown } | undefined) => String(property?.value ?? '').trim();

/** The protocol's node in plain strings. */
export function accessibleNodeOf(node: ProtocolNode): AccessibleNode {
  const state = (name: string) =>
    node.properties?.find((property) => property.name === name)?.value.value;
  const invalid = state('invalid');
  return {
    role: text(node.role),
    name: text(node.name),
    description: text(node.description),
    value: text(node.value),
    invalid: invalid !== undefined && invalid !== 'false',
    focused: Boolean(state('focused')),
    pressed: String(state('pressed') ?? ''),
    checked: String(state('checked') ?? ''),
  };
}

/**
 * Every node of the tree that assistive technology is given (ignored nodes left out), through a
 * DevTools session the caller keeps: one with `Accessibility.enable`, say, to keep the tree on
 * as it is for anyone with a screen reader running.
 */
export async function accessibleNodes(cdp: CDPSession): Promise<AccessibleNode[]> {
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  return nodes.filter((node) => !node.ignored).map((node) => accessibleNodeOf(node));
}

/** The same for a page, through a DevTools session of its own, detached after. */
export async function accessibilityTree(page: Page): Promise<AccessibleNode[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    return await accessibleNodes(cdp);
  } finally {
    await cdp.detach();
  }
}

/** The node with this role and name; fails when there is not exactly one. */
export async function accessibleNode(
  page: Page,
  role: string,
  name: string,
): Promise<AccessibleNode> {
  const found = (await accessibilityTree(page)).filter(
    (node) => node.role === role && node.name === name,
  );
  expect(found, `one ${role} named "${name}" in the accessibility tree`).toHaveLength(1);
  return found[0]!;
}

/**
 * Runs `run` with a DevTools session that has the accessibility tree on, as it is for anyone
 * with a screen reader running, and detaches it after.
 */
export async function withAccessibility<T>(
  page: Page,
  run: (cdp: CDPSession) => Promise<T>,
): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Accessibility.enable');
  try {
    return await run(cdp);
  } finally {
    await cdp.detach();
  }
}

/** The focused node, leaving out the page itself (the innermost when several say so). */
export async function focusedNodeOf(cdp: CDPSession): Promise<AccessibleNode | undefined> {
  return (await accessibleNodes(cdp))
    .filter((node) => node.focused && node.role !== 'RootWebArea')
    .at(-1);
}
