// What a build shows, read back from its files: each page's words, head, structured data, links and markup; the
// sitemap; and the text of each generated document. The review compares two of these.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { unzipSync } from 'fflate';
import { parse, type HTMLElement } from 'node-html-parser';
import type { Download, SiteManifest } from '../schema/site.types.ts';
import { pdfText } from './pdf-text.ts';

export interface PageContent {
  /** Title, description, canonical address and the social-card fields, one "name: value" line each. */
  head: string[];
  /** The JSON-LD graph as written. */
  jsonLd: string;
  /** Every word a visitor reads, whitespace collapsed. */
  text: string;
  /** Where the page's links and buttons lead. */
  links: string[];
  /** A fingerprint of the body's markup (catches a change of style or layout that changes no word). */
  markup: string;
}

export interface DocumentContent {
  slug: string;
  title: string;
  file: string;
  text: string;
}

export interface Rendered {
  clientDir: string;
  /** Every pre-rendered address (pages and aliases, and /404). */
  pages: Map<string, PageContent>;
  sitemap: string;
  documents: Map<string, DocumentContent>;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function htmlFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full, root);
    return entry.name.endsWith('.html') ? [relative(root, full)] : [];
  });
}

function addressOf(file: string): string {
  const path = '/' + file.split(sep).join('/');
  if (path === '/index.html') return '/';
  return path.replace(/\/index\.html$/, '').replace(/\.html$/, '');
}

export function readPage(html: string): PageContent {
  const root = parse(html, { comment: false });
  const head: string[] = [];
  const title = root.querySelector('title');
  if (title) head.push(`title: ${collapse(title.text)}`);
  for (const meta of root.querySelectorAll('meta[name], meta[property]')) {
    const name = meta.getAttribute('name') ?? meta.getAttribute('property') ?? '';
    if (/^(description|robots|og:|twitter:)/.test(name)) head.push(`${name}: ${meta.getAttribute('content') ?? ''}`);
  }
  for (const link of root.querySelectorAll('link[rel="canonical"]'))
    head.push(`canonical: ${link.getAttribute('href') ?? ''}`);
  const jsonLd = root
    .querySelectorAll('script[type="application/ld+json"]')
    .map((s) => s.text)
    .join('\n');
  const body = root.querySelector('body') ?? root;
  for (const hidden of body.querySelectorAll('script, style, template, noscript')) hidden.remove();
  const links = body
    .querySelectorAll('a[href], form[action]')
    .map(
      (a: HTMLElement) =>
        `${collapse(a.text) || a.getAttribute('aria-label') || ''} → ${a.getAttribute('href') ?? a.getAttribute('action')}`,
    );
  const text = collapse(body.structuredText);
  const markup = createHash('sha256').update(body.toString()).digest('hex');
  return { head, jsonLd, text, links, markup };
}

const docxText = (bytes: Uint8Array) => {
  const xml = new TextDecoder().decode(unzipSync(bytes)['word/document.xml'] ?? new Uint8Array());
  return xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');
};

/** A document's words (a ZIP: each file it holds, by name, with that file's words). */
async function documentText(file: string, type: Download['type'], bytes: Uint8Array): Promise<string> {
  if (type === 'pdf') return pdfText(bytes);
  if (type === 'docx') return docxText(bytes);
  const entries = Object.entries(unzipSync(bytes)).sort(([a], [b]) => a.localeCompare(b));
  const parts: string[] = [];
  for (const [name, content] of entries) {
    const kind = name.endsWith('.pdf') ? 'pdf' : name.endsWith('.docx') ? 'docx' : undefined;
    parts.push(
      `== ${name} ==\n${kind ? await documentText(name, kind, content) : createHash('sha256').update(content).digest('hex')}`,
    );
  }
  return `${file}\n${parts.join('\n')}`;
}

/** A build's files by address (pages) and slug (documents), with a fingerprint of each: read before anything is parsed. */
export interface BuildFiles {
  clientDir: string;
  pages: Map<string, { file: string; hash: string }>;
  documents: Map<string, { path: string; hash: string; download: Download }>;
  sitemap: string;
}

const fingerprint = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export function scanBuild(clientDir: string, documentsDir: string, manifest: SiteManifest): BuildFiles {
  const pages = new Map<string, { file: string; hash: string }>();
  for (const file of htmlFiles(clientDir))
    pages.set(addressOf(file), { file: join(clientDir, file), hash: fingerprint(readFileSync(join(clientDir, file))) });
  const documents = new Map<string, { path: string; hash: string; download: Download }>();
  for (const download of manifest.downloads) {
    const path = join(documentsDir, download.file);
    if (existsSync(path)) documents.set(download.slug, { path, hash: fingerprint(readFileSync(path)), download });
  }
  const sitemapFile = join(clientDir, 'sitemap.xml');
  return { clientDir, pages, documents, sitemap: existsSync(sitemapFile) ? readFileSync(sitemapFile, 'utf8') : '' };
}

/** What stands for a page or document whose file is byte for byte the same in the other build: it is not parsed. */
const SAME_PAGE: PageContent = { head: [], jsonLd: '', text: '', links: [], markup: '' };

/** Reads what a build shows; only the files that differ from the other build's are parsed (the build is deterministic). */
export async function readRendered(files: BuildFiles, other: BuildFiles): Promise<Rendered> {
  const pages = new Map<string, PageContent>();
  for (const [path, { file, hash }] of files.pages)
    pages.set(path, other.pages.get(path)?.hash === hash ? SAME_PAGE : readPage(readFileSync(file, 'utf8')));
  const documents = new Map<string, DocumentContent>();
  for (const [slug, { path, hash, download }] of files.documents) {
    const same = other.documents.get(slug)?.hash === hash;
    const text = same
      ? ''
      : collapse(await documentText(download.file, download.type, new Uint8Array(readFileSync(path))));
    documents.set(slug, { slug, title: download.title, file: download.file, text });
  }
  return { clientDir: files.clientDir, pages, documents, sitemap: files.sitemap };
}
