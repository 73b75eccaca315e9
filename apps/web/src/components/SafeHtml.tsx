import { Box, type BoxProps } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Operator HTML (help, notices). The server sanitises on write; this sanitises again on render
 * so a row written by an older version, or edited in the database, cannot run script here.
 */
export function SafeHtml({ html, ...box }: { html: string } & BoxProps) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input', 'iframe'], FORBID_ATTR: ['srcset'] }),
    [html],
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above with DOMPurify
  return <Box className="arcadia-html" {...box} dangerouslySetInnerHTML={{ __html: clean }} />;
}
