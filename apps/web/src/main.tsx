// The entry: the styles, then the app once the server's early paint is on screen.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';

/** Longest wait for the early paint's picture; past it the app starts anyway. */
const PICTURE_CAP_MS = 1500;

const loaded = (img: HTMLImageElement) =>
  img.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        img.addEventListener('load', () => resolve(), { once: true });
        img.addEventListener('error', () => resolve(), { once: true });
      });

/**
 * Resolves once the early paint's largest picture (the one the server marks `fetchpriority="high"`:
 * the home page's first banner) has been drawn. Evaluating the app's modules and rendering it keeps
 * a phone's main thread busy for a few hundred ms; started while the picture was still arriving, it
 * pushed the picture's paint behind all of that (issue 30: Lighthouse's LCP on `/` mobile was 0.8 s
 * or 2.5 s depending on which came first). The code still downloads meanwhile (modulepreload); only
 * running it waits, for one frame at least and for the picture at most PICTURE_CAP_MS.
 */
function earlyPaintShown(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve(); // no frames in a background tab
  const pictures = [...document.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]')];
  const cap = new Promise<void>((resolve) => setTimeout(resolve, PICTURE_CAP_MS));
  const frame = () =>
    new Promise<void>((resolve) => {
      const done = () => setTimeout(resolve, 0);
      requestAnimationFrame(done);
      setTimeout(done, 100); // rAF never fires if the tab is hidden meanwhile
    });
  return Promise.race([Promise.all(pictures.map(loaded)), cap]).then(frame);
}

// The framework chunk is evaluated with this entry (which takes Vite's preload helper from it); the
// app and zod run here. Evaluating zod in a task of its own was tried: it is ~8 ms of the ~60 ms
// (the contract's schemas and the shell's modules are the rest), not worth a file of its own.
void earlyPaintShown().then(() => import('./boot'));
