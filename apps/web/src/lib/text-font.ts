// Inter, the text font, shipped with the app (the variable-weight file, Latin only: pt-BR needs
// nothing else; 48 KB). It is added from here instead of an @font-face in the stylesheet so that a
// first visit does not download it beside the scripts the first paint waits for (on a phone's slow
// link those 48 KB share the line with them): text is drawn in "Inter Fallback" (fonts.css, Arial
// scaled to Inter's metrics, so nothing moves when Inter arrives) and Inter follows once the page
// has settled. With a service worker in control the file comes from its precache, costing no
// network: it is added at once.
import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

export const TEXT_FONT_FAMILY = 'Inter Variable';

export const TEXT_FONT_DESCRIPTORS: FontFaceDescriptors = {
  style: 'normal',
  weight: '100 900',
  display: 'swap',
  unicodeRange:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, ' +
    'U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
};

export interface TextFontDeps {
  /** The document's font set. */
  fonts: { add(face: FontFace): unknown };
  /** Builds the face (the browser's FontFace). */
  createFace: (family: string, source: string, descriptors: FontFaceDescriptors) => FontFace;
  /** True when the file can be read without the network (a service worker holds it). */
  cached: boolean;
  /** Resolves once the first screen no longer needs the network for itself. */
  settled: () => Promise<void>;
}

/** Adds Inter to the document now (cached) or once the page has settled (first visit). */
export const loadTextFont = ({ fonts, createFace, cached, settled }: TextFontDeps) => {
  const add = () => {
    const face = createFace(TEXT_FONT_FAMILY, `url("${interUrl}") format("woff2")`, TEXT_FONT_DESCRIPTORS);
    fonts.add(face);
    // Offline without a cached copy: the fallback face stays, which is fine.
    face.load().catch(() => undefined);
  };
  if (cached) add();
  else void settled().then(add);
};
