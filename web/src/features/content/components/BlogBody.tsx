import { createElement, type ReactNode, useMemo } from 'react';

/**
 * A blog post's long description, which may hold simple HTML. It is never put into the page as
 * markup: the browser's own parser reads it into an inert document (no scripts run, no images
 * load), and only an allowlist of elements is rebuilt as React elements, with text as text.
 * Any other element keeps its text and loses its tag; script, style and the like lose both.
 * The only attribute kept is a link's href, and only to http(s), mailto or a path in the shop.
 */
const BLOCKS = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote']);
const INLINE = new Set(['em', 'strong', 'b', 'i', 'br', 'a']);
const DROPPED = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'svg', 'math', 'head', 'title']);

function safeHref(href: string | null): string | undefined {
  if (!href) return undefined;
  const value = href.trim();
  if (/^\/(?!\/)/.test(value)) return value;
  try {
    const url = new URL(value);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

// Node.TEXT_NODE and Node.ELEMENT_NODE, without the browser's global, so a prerendered page can do this too.
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

function rebuild(nodes: NodeListOf<ChildNode>, path: string): ReactNode[] {
  const out: ReactNode[] = [];
  nodes.forEach((node, index) => {
    const key = `${path}.${index}`;
    if (node.nodeType === TEXT_NODE) {
      out.push(node.textContent);
      return;
    }
    if (node.nodeType !== ELEMENT_NODE) return;
    const element = node as Element;
    const tag = element.localName;
    if (DROPPED.has(tag)) return;
    const children = rebuild(element.childNodes, key);
    if (tag === 'br') out.push(createElement('br', { key }));
    else if (tag === 'a') {
      const href = safeHref(element.getAttribute('href'));
      const external = href !== undefined && !href.startsWith('/');
      if (href) out.push(createElement('a', { key, href, rel: external ? 'noopener noreferrer nofollow' : undefined }, ...children));
      else out.push(...children);
    } else if (BLOCKS.has(tag) || INLINE.has(tag)) out.push(createElement(tag, { key }, ...children));
    else out.push(...children);
  });
  return out;
}

/** The allowlisted React elements of an HTML fragment; plain text comes back as one paragraph. */
export function safeHtml(html: string): ReactNode[] {
  if (!/[<&]/.test(html)) return [createElement('p', { key: 'text' }, html)];
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return rebuild(doc.body.childNodes, 'b');
}

export function BlogBody({ html }: { html: string }) {
  const content = useMemo(() => safeHtml(html), [html]);
  return <div className="blog-post__body">{content}</div>;
}
