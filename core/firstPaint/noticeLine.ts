/**
 * How a notice's HTML becomes the top notice bar's one line, the rules both readers of it share:
 * the browser's (web/components/TopNoticeBar.tsx, with its parser) and the host's for a served
 * page (cli/hosts/edge/noticeProse.ts). The served bar is hydrated as drawn, so the two must agree.
 */

/** What the line leaves out: what a browser never shows as text, and what only reads well laid out (tables, lists, headings, code). */
export const NOTICE_LEFT_OUT = ['script', 'style', 'template', 'noscript', 'table', 'ul', 'ol', 'dl', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre'] as const

/** Where a paragraph ends: a space goes after each, so the paragraphs' words stay apart on one line. */
export const NOTICE_BREAKS = /<\/(p|div)\s*>|<br\s*\/?>/gi
