import DOMPurify from 'dompurify'

const ALLOWED_TAGS = ['a', 'b', 'strong', 'em', 'i', 'br', 'span']
const ALLOWED_ATTR = ['href']

/**
 * Notice HTML reduced to inline text markup and safe links; anything else is dropped. Its own
 * module, so DOMPurify loads only once there is a notice to show (docs/decisions/0802).
 */
export const sanitizeNotice = (html: string): string => {
  // Blocks become one line in the bar: a space where a paragraph or line item ended keeps its words apart.
  const inline = html.replace(/<\/(p|div|li|h[1-6])\s*>/gi, '$& ')
  const clean = DOMPurify.sanitize(inline, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: /^(?:https?:|\/(?!\/))/i })
  // Links from a notice open in a new tab and never get a handle on this page.
  return clean.replace(/<a /g, '<a target="_blank" rel="noopener noreferrer" ')
}
