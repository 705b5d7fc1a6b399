/** @jsxImportSource react */
// A publication's before/after pictures, behind a "Pictures" disclosure button: each page the change shows on, at a phone and
// a desktop width, as the change review pictures it. Asked for when opened; while they are being made, asked again
// every few seconds. Each picture is fetched with the app's own headers and shown from an object URL.
import { useEffect, useId, useState } from 'react';
import { publishApi, type PagePicture, type Pictures } from './publish-api.ts';
import { problemWords } from './parts.tsx';

const MAKING_EVERY_MS = 2000;

const widthName = (width: number) => (width < 600 ? 'phone' : 'desktop');

function usePictures(id: number): { pictures?: Pictures; problem: string } {
  const [pictures, setPictures] = useState<Pictures>();
  const [problem, setProblem] = useState('');
  const [round, setRound] = useState(0);
  useEffect(() => {
    let latest = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    publishApi.pictures(id).then(
      (found) => {
        if (!latest) return;
        setPictures(found);
        setProblem('');
        if (found.state === 'making') timer = setTimeout(() => setRound((count) => count + 1), MAKING_EVERY_MS);
      },
      (error: unknown) => latest && setProblem(problemWords(error)),
    );
    return () => {
      latest = false;
      clearTimeout(timer);
    };
  }, [id, round]);
  return { pictures, problem };
}

function Picture({ id, file, alt }: { id: number; file: string; alt: string }) {
  const [url, setUrl] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let latest = true;
    let made: string | undefined;
    publishApi.picture(id, file).then(
      (objectUrl) => {
        made = objectUrl;
        if (latest) setUrl(objectUrl);
        else URL.revokeObjectURL(objectUrl);
      },
      () => latest && setFailed(true),
    );
    return () => {
      latest = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [id, file]);
  if (failed) return <p className="publish-muted">{alt}: the picture could not be read.</p>;
  if (!url) return <p className="publish-muted">Reading the picture…</p>;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="publish-picture">
      <img src={url} alt={alt} />
    </a>
  );
}

function Side({ id, picture, side }: { id: number; picture: PagePicture; side: 'before' | 'after' }) {
  const file = picture[side];
  const words = `${picture.path} ${side} the change, ${widthName(picture.width)}`;
  return (
    <figure>
      <figcaption>{side === 'before' ? 'Before' : 'After'}</figcaption>
      {file ? (
        <Picture id={id} file={file} alt={words} />
      ) : (
        <p className="publish-muted">{side === 'before' ? 'The page is new.' : 'The page is gone.'}</p>
      )}
    </figure>
  );
}

function PictureList({ id, pictures }: { id: number; pictures: Pictures }) {
  const paths = [...new Set(pictures.pages.map((page) => page.path))];
  if (paths.length === 0) return <p className="publish-muted">No page looks different.</p>;
  const reached = pictures.reached ?? paths.length;
  return (
    <>
      {reached > paths.length && (
        <p className="publish-muted">
          Pictures of {paths.length} of {reached} pages.
        </p>
      )}
      {paths.map((path) => (
        <section key={path} className="publish-picture-page" aria-label={`Pictures of ${path}`}>
          <h3>{path}</h3>
          {pictures.pages
            .filter((page) => page.path === path)
            .map((page) => (
              <div key={page.width} className="publish-picture-pair">
                <p className="publish-muted">{widthName(page.width)}</p>
                <Side id={id} picture={page} side="before" />
                <Side id={id} picture={page} side="after" />
              </div>
            ))}
        </section>
      ))}
    </>
  );
}

function PicturesBody({ id }: { id: number }) {
  const { pictures, problem } = usePictures(id);
  if (problem) return <p className="error">{problem}</p>;
  if (!pictures) return <p className="publish-muted">Looking for pictures…</p>;
  if (pictures.state === 'making') return <p role="status">Pictures are being made…</p>;
  if (pictures.state === 'none') return <p className="publish-muted">There are no pictures of this change.</p>;
  return <PictureList id={id} pictures={pictures} />;
}

/** The "Pictures" disclosure of one publication: nothing is asked for until it is opened. */
export function PublicationPictures({ id }: { id: number }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <div className="publish-pictures">
      <button type="button" aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
        Pictures
      </button>
      <div id={panel} hidden={!open}>
        {open && <PicturesBody id={id} />}
      </div>
    </div>
  );
}
