import { Anchor, Text } from '@mantine/core';
import { Fragment } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** Splits text into plain parts and web links (trailing punctuation stays text). */
export function linkParts(text: string): Array<{ text: string; href?: string }> {
  const out: Array<{ text: string; href?: string }> = [];
  for (const part of text.split(URL_PATTERN)) {
    if (!part) continue;
    if (/^https?:\/\//.test(part)) {
      const m = /^(.*?)([.,;:!?)\]]*)$/.exec(part);
      const href = m?.[1] ?? part;
      out.push({ text: href, href });
      if (m?.[2]) out.push({ text: m[2] });
    } else {
      out.push({ text: part });
    }
  }
  return out;
}

/** A message's text: links are clickable, everything else is shown as typed (never as HTML). */
export function MessageText({ body }: { body: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {linkParts(body).map((p, i) =>
        p.href ? (
          <Anchor key={i} href={p.href} target="_blank" rel="noopener noreferrer nofollow" inherit>
            {p.text}
          </Anchor>
        ) : (
          <Fragment key={i}>{p.text}</Fragment>
        ),
      )}
    </Text>
  );
}
