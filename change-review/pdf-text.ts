// The words of a PDF, read by pdf.js in a worker thread. pdf.js's build for Node (its "legacy" build) brings core-js,
// which on Node 20 replaces the global JSON.stringify with a far slower one of its own (a polyfill for JSON.rawJSON).
// Loaded in the review's own process, it slowed everything after it that speaks JSON, Playwright's every message to
// Chromium above all; a worker thread's globals are its own.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const PDFJS = pathToFileURL(createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.mjs')).href;

// Plain JavaScript: a worker started from the test runner has no TypeScript loader.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const pdfjs = import(${JSON.stringify(PDFJS)});
parentPort.on('message', async ({ id, bytes }) => {
  try {
    const { getDocument } = await pdfjs;
    const pdf = await getDocument({ data: bytes, verbosity: 0, useSystemFonts: false, isEvalSupported: false }).promise;
    const pages = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\\n' : ' ') : '')).join(''));
    }
    await pdf.destroy();
    parentPort.postMessage({ id, text: pages.join('\\n') });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
});
`;

type Reply = { id: number; text: string; error?: undefined } | { id: number; error: string };

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();

/** One worker for the process, started on first use; it keeps the process alive only while a PDF is being read. */
function reader(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_SOURCE, { eval: true });
  started.on('message', (reply: Reply) => {
    const pending = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (waiting.size === 0) started.unref();
    if (reply.error !== undefined) pending?.reject(new Error(`Could not read a PDF: ${reply.error}`));
    else pending?.resolve(reply.text);
  });
  started.on('error', (error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
    worker = undefined;
  });
  worker = started;
  return started;
}

/** The PDF's text, page after page. */
export function pdfText(bytes: Uint8Array): Promise<string> {
  const id = nextId++;
  const thread = reader();
  thread.ref();
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    thread.postMessage({ id, bytes });
  });
}
